import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import { OrConnectionFailed, screenOrRetry } from './ScreenRetry'

const Orders: ComponentType = () => <h1>Confirmed orders</h1>
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/** A download that fails `times` times, then gives the screen. */
function flaky(times: number) {
  let left = times
  return vi.fn(() => (left-- > 0 ? offline() : Promise.resolve(Orders)))
}

const show = (Screen: ComponentType, lng: 'vi' | 'en' = 'en') =>
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <Screen />
    </I18nextProvider>,
  )

describe('a screen whose code cannot be downloaded', () => {
  it('R-PERF-020 is the screen itself when the download works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await screenOrRetry(() => Promise.resolve(Orders))).toBe(Orders)
    expect(console.error).not.toHaveBeenCalled()
  })

  it('R-PERF-020 (en) asks again when shown, says "Connection Error" when that fails too, and shows the screen after Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = flaky(2)
    const Screen = await screenOrRetry(load)
    show(Screen)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection ErrorPlease check your network')
    expect(screen.getByRole('heading', { level: 1, name: 'Connection Error' })).toBeVisible()
    const retry = screen.getByRole('button', { name: 'Try again' })
    retry.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmed orders' })).toBeVisible()
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('R-PERF-020 (vi) keeps the focus on Try again while it asks, and says the failure again when it fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let fail: (() => void) | undefined
    // The route's own download fails at once; each later one when the test says.
    const load = vi.fn((): Promise<ComponentType> =>
      load.mock.calls.length === 1
        ? offline()
        : new Promise((_, reject) => (fail = () => reject(new TypeError('offline')))),
    )
    const Screen = await screenOrRetry(load)
    show(Screen, 'vi')
    await act(async () => fail?.())
    const firstAlert = screen.getByRole('alert')
    expect(firstAlert).toHaveTextContent('Lỗi kết nối')
    const retry = screen.getByRole('button', { name: 'Thử lại' })
    retry.focus()
    await userEvent.keyboard('{Enter}')
    expect(retry).toHaveAttribute('aria-disabled', 'true')
    expect(retry).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(load).toHaveBeenCalledTimes(3)
    await act(async () => fail?.())
    expect(retry).not.toHaveAttribute('aria-disabled')
    expect(retry).toHaveFocus()
    // A new alert element: a screen reader announces it again.
    expect(screen.getByRole('alert')).not.toBe(firstAlert)
  })

  it('R-PERF-020 once downloaded, a later showing is the screen at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Screen = await screenOrRetry(flaky(1))
    const first = show(Screen)
    expect(await screen.findByRole('heading', { name: 'Confirmed orders' })).toBeVisible()
    first.unmount()
    show(Screen)
    expect(screen.getByRole('heading', { name: 'Confirmed orders' })).toBeVisible()
  })
})

describe('the error page whose own code cannot be downloaded', () => {
  it('R-PERF-020 (en) is "Connection Error" with a Try again that reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    function ErrorPageChunk(): never {
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    show(() => (
      <OrConnectionFailed>
        <ErrorPageChunk />
      </OrConnectionFailed>
    ))
    expect(screen.getByRole('alert')).toHaveTextContent('Connection Error')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reload).toHaveBeenCalledOnce()
  })
})
