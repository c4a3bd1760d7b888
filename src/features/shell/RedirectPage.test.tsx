// /redirect/<path> reopens only a same-origin path of the portal: the check the login's
// `redirect` query gets (R-SESS-008), so `/redirect/%2F%2Fhost` cannot leave the origin.
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import RedirectPage from './RedirectPage'

function Where() {
  const { pathname, search, hash } = useLocation()
  return <output data-testid="where">{`${pathname}${search}${hash}`}</output>
}

async function landingOf(entry: string): Promise<string> {
  const router = createMemoryRouter(
    [
      { path: '/redirect/*', element: <RedirectPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  )
  render(<RouterProvider router={router} />)
  await waitFor(() => expect(router.state.location.pathname.startsWith('/redirect')).toBe(false))
  return screen.getByTestId('where').textContent ?? ''
}

describe('RedirectPage', () => {
  it('R-SESS-016 R-SESS-008 reopens a same-origin path with its query and hash', async () => {
    expect(await landingOf('/redirect/myorder/orderInfo?orderId=12#top')).toBe(
      '/myorder/orderInfo?orderId=12#top',
    )
  })

  for (const entry of [
    '/redirect/%2F%2Fevil.example',
    '/redirect/%2F%2Fevil.example%2Fx?a=1',
    '/redirect/%5Cevil.example',
    '/redirect/%2F%5Cevil.example',
  ]) {
    it(`R-SESS-016 R-SESS-008 ${entry} stays on the origin and opens the homepage`, async () => {
      expect(await landingOf(entry)).toBe('/homepage')
    })
  }
})
