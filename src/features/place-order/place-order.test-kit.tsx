// Test kit of the place-order screen: the screen over the Node mock backend (MSW) through a real
// request layer signed in as a demo account, with a memory storage, recorded toasts and
// navigation, and a fixed business day (the mock's seed date). Used by tests only.
import { act, render, screen, within } from '@testing-library/react'
import { Activity, Fragment, useState, type ReactNode } from 'react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { onTestFinished, vi } from 'vitest'
import { createClient, defaultClientDeps } from '../../api/client'
import { type Language } from '../../i18n'
import { createI18n } from '../../i18n/all-texts'
import { followLanguage } from '../../components/primereact-locale'
import type { LocalKey } from '../../lib/storage'
import type { ToastMessage } from '../../lib/notify'
import { Schema } from 'effect'
import type { CustomerRef } from '../../api/contracts/auth'
import { Login } from '../../api/contracts/auth'
import { call, ORIGIN } from '../../test/mock-contract'
import { TEST_TODAY } from '../../test/order-contract'
import { createBusinessDay, serverNowOf } from '../../components/business-day'
import type { PlaceOrderStorage } from './persistence'
import { PlaceOrderScreen } from './PlaceOrderScreen'

export const TT = 'customer@demo.vn'
export const DISTRIBUTOR = 'distributor@demo.vn'

/** localStorage as a map, to look inside and to hand to a second screen ("after a reload"). */
export function memoryStorage(): PlaceOrderStorage & { readonly entries: Map<LocalKey, string> } {
  const entries = new Map<LocalKey, string>()
  return {
    entries,
    getLocal: <T,>(key: LocalKey) => {
      const raw = entries.get(key)
      return raw === undefined ? undefined : (JSON.parse(raw) as T)
    },
    setLocal: (key, value) => void entries.set(key, JSON.stringify(value)),
    removeLocal: (key) => void entries.delete(key),
  }
}

export interface SignedIn {
  readonly token: string
  readonly customers: readonly CustomerRef[]
  readonly customerTypeName: string
}

/** Signs a demo account in through api/Login (password Demo1234). */
export async function signIn(account: string): Promise<SignedIn> {
  const answer = await call(Login, { account, password: 'Demo1234' })
  const { token, userInfo } = Schema.decodeUnknownSync(Login.response)(answer.data)
  return { token, customers: userInfo.CustomerList, customerTypeName: userInfo.CustomerTypeName }
}

export interface ScreenOptions {
  readonly as: SignedIn
  readonly lng?: Language
  readonly storage?: ReturnType<typeof memoryStorage>
  readonly draftId?: string | null
  /** The addProduct query (the homepage's 'order'). */
  readonly addProduct?: string | null
  /** The business day (default the seed's): a function to let it move while the screen is open. */
  readonly today?: string | (() => string)
  /**
   * Kept alive as the shell keeps a page (features/shell/KeepAlive: React <Activity>): a navigation
   * away hides the screen without unmounting it, and `show()` shows it again (menu 2.1).
   */
  readonly keptAlive?: boolean
  /** Take the business day from the mock server's clock, as the page does in mock mode (decision 0161). */
  readonly serverDay?: boolean
}

export function renderScreen(options: ScreenOptions) {
  const lng = options.lng ?? 'en'
  const storage = options.storage ?? memoryStorage()
  const toasts: ToastMessage[] = []
  const calls: string[] = []
  const client = createClient({
    ...defaultClientDeps,
    baseUrl: ORIGIN,
    getToken: () => options.as.token,
    getLanguage: () => lng,
    notify: (toast) => toasts.push(toast),
    log: (message) => calls.push(message),
    logRefusal: (message) => calls.push(message),
  })
  let setShown: (shown: boolean) => void = () => {}
  const navigate = vi.fn<(to: string) => void>((to) => {
    if (options.keptAlive === true && to !== '/online/online') setShown(false)
  })
  const onDraftIdHandled = vi.fn()
  const onAddProductHandled = vi.fn()
  const i18n = createI18n(lng)
  // PrimeReact speaks the screen's language as under the shell (ShellRoute): the ETA picker's
  // month and day names, and its days' labels (DD-MM-YYYY); no longer once the test ends.
  onTestFinished(followLanguage(i18n))
  const given = options.today
  const serverDay =
    options.serverDay === true
      ? createBusinessDay({ now: () => Date.now(), serverNow: serverNowOf(client) })
      : undefined
  const today = serverDay?.today ?? (typeof given === 'function' ? given : () => given ?? TEST_TODAY)
  function KeptAlive({ children }: { readonly children: ReactNode }) {
    const [shown, setShownState] = useState(true)
    setShown = (value) => act(() => setShownState(value))
    return <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
  }
  const Wrapper = options.keptAlive === true ? KeptAlive : Fragment
  const ui = (draftId: string | null) => (
    <I18nextProvider i18n={i18n}>
      <Wrapper>
        <PlaceOrderScreen
          client={client}
          storage={storage}
          notify={(toast) => toasts.push(toast)}
          navigate={navigate}
          customers={options.as.customers}
          customerTypeName={options.as.customerTypeName}
          today={today}
          refreshToday={serverDay?.refresh}
          draftId={draftId}
          onDraftIdHandled={onDraftIdHandled}
          addProduct={options.addProduct ?? null}
          onAddProductHandled={onAddProductHandled}
        />
      </Wrapper>
    </I18nextProvider>
  )
  const view = render(ui(options.draftId ?? null))
  /** The page's address changes to (or drops) ?draftId= while the screen stays mounted. */
  const setDraftId = (draftId: string | null) => view.rerender(ui(draftId))
  return {
    view,
    user: userEvent.setup({ delay: null }),
    storage,
    toasts,
    navigate,
    onDraftIdHandled,
    onAddProductHandled,
    client,
    i18n,
    setDraftId,
    /** Shows a kept-alive screen again, as menu 2.1 does. */
    show: () => setShown(true),
  }
}

/** The catalogue list, once loaded. */
export const productList = async () =>
  screen.findByRole('list', { name: 'Products you can order' }, { timeout: 10_000 })

/** The quantity box of a product, by its English name (cases or, for a promotion, sets). */
export const quantityBox = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^Quantity in (cases|sets) of ${escape(name)}$`) })

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The row of a product in the catalogue, by its code. */
export const productRow = (code: string) => {
  const row = document.querySelector<HTMLElement>(`[data-product-code="${code}"]`)
  if (row === null) throw new Error(`no catalogue row for ${code}`)
  return within(row)
}
