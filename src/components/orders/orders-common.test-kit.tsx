// Test kit of the order-list screens: a screen rendered in a memory router (so opening a draft can
// be seen as a navigation) in a chosen language, over the list machine's fake backend, with the
// toasts recorded. Used by tests only.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { type Language } from '../../i18n'
import { createI18n } from '../../i18n/all-texts'
import type { ToastMessage } from '../../lib/notify'
import { PATHS } from '../../lib/paths'
import type { FakeBackend } from '../../machines/order-list/order-list.testkit'
import type { OrderListIO } from './order-list-io'

/** The fake backend's calls as the screens' I/O. */
export const ioOf = (backend: FakeBackend): OrderListIO => backend.implementations

function WhereAmI() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}

export function renderAt(path: string, element: (toasts: ToastMessage[]) => ReactNode, lng: Language = 'en') {
  const toasts: ToastMessage[] = []
  const router = createMemoryRouter(
    [
      { path, element: element(toasts) },
      { path: PATHS.placeOrder, element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { toasts, router, user: userEvent.setup() }
}

/** The table's body rows (the header row left out). */
export const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

/** The texts of a body row's cells. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.trim())

/** The BB numbers shown, top to bottom. */
export const shownNumbers = () =>
  bodyRows()
    .map((row) => /BB\d{8}/.exec(row.textContent ?? '')?.[0])
    .filter((n): n is string => n !== undefined)

/**
 * Makes the window a phone's (below the 992 px breakpoint) or a laptop's for `matchMedia`, and
 * tells the lists listening; returns the function that restores the window's own `matchMedia`.
 */
export function windowOfWidth(initial: number) {
  const own = window.matchMedia
  let width = initial
  const listeners = new Set<() => void>()
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    return {
      get matches() {
        return max !== null && width <= Number(max[1])
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList
  }
  return {
    resize(next: number) {
      width = next
      for (const listener of [...listeners]) listener()
    },
    restore() {
      window.matchMedia = own
    },
  }
}

/** The cards of a list shown as cards (below 992 px), top to bottom. */
export const shownCards = () => screen.getAllByRole('article')
