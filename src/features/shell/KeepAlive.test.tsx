import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { KeepAlive } from './KeepAlive'

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  const { search } = useLocation()
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {name} {count} {search}
    </button>
  )
}

function Shell({ cached, generations = {} }: { cached: string[]; generations?: Record<string, number> }) {
  const { pathname } = useLocation()
  return <KeepAlive activeKey={pathname} cached={cached} generations={generations} />
}

function setup(cached: string[]) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell cached={cached} />,
        children: ['a', 'b', 'c'].map((name) => ({ path: `/${name}`, element: <Counter name={name} /> })),
      },
    ],
    { initialEntries: ['/a'] },
  )
  render(<RouterProvider router={router} />)
  const go = (to: string) => act(() => router.navigate(to))
  return { router, go, user: userEvent.setup() }
}

describe('keep-alive pages', () => {
  it('R-SHELL-008 a cached page keeps its state across tab switches, and sees its own location', async () => {
    const { go, user } = setup(['/a', '/b'])
    await user.click(screen.getByRole('button', { name: /^a 0/ }))
    await user.click(screen.getByRole('button', { name: /^a 1/ }))
    await go('/b?x=1')
    expect(screen.getByRole('button', { name: /^b 0 \?x=1/ })).toBeVisible()
    expect(screen.getByRole('button', { name: /^a 2/, hidden: true })).not.toBeVisible()
    await go('/a')
    expect(screen.getByRole('button', { name: /^a 2/ })).toBeVisible()
    expect(screen.getByRole('button', { name: /^b 0 \?x=1/, hidden: true })).toBeInTheDocument()
  })

  it('R-SHELL-008 a noCache page (not in the cached list) starts afresh each time', async () => {
    const { go, user } = setup(['/a'])
    await go('/c')
    await user.click(screen.getByRole('button', { name: /^c 0/ }))
    expect(screen.getByRole('button', { name: /^c 1/ })).toBeVisible()
    await go('/a')
    expect(screen.queryByRole('button', { name: /^c/, hidden: true })).toBeNull()
    await go('/c')
    expect(screen.getByRole('button', { name: /^c 0/ })).toBeVisible()
  })
})
