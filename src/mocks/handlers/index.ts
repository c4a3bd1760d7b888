// Every mock handler, built over one state. Tests and the browser worker share this.
import { getResponse } from 'msw'
import type { ToastMessage } from '../../lib/notify'
import { createCatalogState } from '../../backend/catalog-db'
import { say } from '../../backend/messages'
import { createOrderBackend } from '../../backend/order-backend'
import type { DemoAccount } from '../../backend/accounts'
import { StorageWriteError, type Persistence } from '../../backend/persistence'
import { handlerRoutes } from '../handler-routes'
import { decodablePath, failure, MOCK_CODES, unknownApiPath, unknownPathAnswer } from '../respond'
import type { ResetCodes } from '../../backend/reset-codes'
import type { SessionStore } from '../../backend/session-store'
import { authHandlers, createAuthState } from './auth'
import { contentHandlers } from './content'
import { customerHandlers } from './customer'
import { fileHandlers } from './files'
import { notificationHandlers } from './notification'
import { orderHandlers } from './order'
import { profileHandlers } from './profile'
import { qaHandlers } from './qa'
import {
  createFailureInjection,
  failureInjectionHandler,
  simulatorHandlers,
  simulatorSessionGuard,
} from './simulator'
import { workplaceHandlers } from './workplace'

export interface MockBackendOptions {
  /** Where the event log, the files and the clock are kept (default: memory). */
  readonly persistence?: Persistence
  /** Sessions, changed passwords and failed sign-ins, shared by every tab (default: memory). */
  readonly sessions?: SessionStore
  /**
   * Makes and checks password reset codes (decision 0348): the demo's fixed code in the browser,
   * random mailed codes in server mode. None by default: then no code is right.
   */
  readonly resetCodes?: ResetCodes
  /** The real clock under the business clock (tests pass a fixed one); sessions keep it too. */
  readonly realNow?: () => Date
  /** The seed's base date on a first start (default: today's business date). */
  readonly baseDate?: string
  /** Start-up from a stored snapshot of the folded log made by this code (decision 0041); none without it. */
  readonly snapshotKey?: string
  /** Generated orders the seed adds for the large demo data set (decision 0287); none by default. */
  readonly demoOrders?: number
  /**
   * Accounts that sign in but own no demo data (server mode's back office, decision 0272); the
   * seed is built for the demo accounts only.
   */
  readonly staffAccounts?: readonly DemoAccount[]
  /**
   * Who may call the back-office simulator: any signed-in session by default (in the browser the
   * visitor is their own back office); server mode lets only the back-office account (0272).
   */
  readonly simulatorAccess?: (account: DemoAccount) => boolean
  /**
   * Tells the user something no single answer carries (records set aside, R-DATA-002): the page's
   * toasts in the browser; nothing by default (the server has no page to tell).
   */
  readonly tellUser?: (toast: ToastMessage) => void
  /**
   * The portal's token cookie, which a browser sends with a file's URL (`<env>_token` outside
   * production, lib/storage): the page's environment decides it. Default `token`.
   */
  readonly tokenCookie?: string
  /**
   * The portal's own origin, whose absolute file URLs are this backend's files (R-HTTP-011): the
   * page's in the browser, PORTAL_PUBLIC_URL's in server mode; never a request's Host.
   */
  readonly ownOrigin?: string | undefined
}

/** How long the notice of records set aside stays on screen. */
const SET_ASIDE_NOTICE_MS = 20_000

export function createMockBackend(options: MockBackendOptions = {}) {
  const auth = createAuthState(
    () => (options.realNow?.() ?? new Date()).getTime(),
    options.sessions,
    options.resetCodes,
  )
  const staff = options.staffAccounts ?? []
  const seedAccounts = () => auth.accounts.filter((account) => !staff.includes(account))
  auth.accounts.push(...staff)
  const orders = createOrderBackend({ ...options, accounts: seedAccounts })
  // The catalogue follows the order store's clock and base date, so both seeds agree.
  const catalog = createCatalogState({ now: () => orders.clock.now(), baseDate: () => orders.baseDate })
  const catalogFollows = orders.ready().then(() => catalog.reset())
  const injection = createFailureInjection()
  const deps = { auth, orders }
  let setAsideUntold = orders.ready().then((report) => report.setAside)
  const handlers = [
    failureInjectionHandler(injection),
    ...authHandlers(auth),
    ...customerHandlers(auth, catalog),
    ...contentHandlers(auth, catalog),
    ...qaHandlers(auth, catalog, orders),
    ...profileHandlers(auth, catalog, orders),
    ...workplaceHandlers(auth, catalog, orders),
    ...orderHandlers(deps),
    ...notificationHandlers(deps),
    ...fileHandlers({ ...deps, tokenCookie: options.tokenCookie ?? 'token' }),
    simulatorSessionGuard(auth, options.simulatorAccess),
    ...simulatorHandlers({ ...deps, injection, onReset: () => catalog.reset() }),
    // Last: an `/api/*` path none of the above took answers 404 in the envelope (R-BOUND-003).
    unknownApiPath,
  ]
  const handlersFor = handlerRoutes(handlers)

  /** Tells the user, once, in the language of the first call, that stored records were set aside. */
  async function tellSetAside(request: Request) {
    const count = await setAsideUntold
    if (count === 0) return
    setAsideUntold = Promise.resolve(0)
    options.tellUser?.({
      severity: 'warn',
      text: say(request, 'storage.setAside', { count }),
      life: SET_ASIDE_NOTICE_MS,
    })
  }

  return {
    state: { auth, catalog, orders, injection },
    /** Resolves once the stored log is replayed (or the seed written) and the catalogue follows. */
    ready: async () => {
      await catalogFollows
      await catalog.ready
    },
    handlers,
    /** Stops following the other tabs (a page that is closed; a test's backend that is done). */
    close: () => orders.close(),
    /**
     * Answers a call as a tab's page hands it on: after what other tabs stored is folded in
     * (decision 0150); a write the storage refused answers MOCK_CODES.serverError in the envelope,
     * which the client shows: nothing was changed (decision 0153). Undefined when no handler answers the call.
     */
    async respond(request: Request): Promise<Response | undefined> {
      // A path with a broken escape is no endpoint's (MSW's matching would throw on it).
      if (!decodablePath(request)) return unknownPathAnswer(request)
      await orders.catchUp()
      await tellSetAside(request)
      try {
        return await getResponse(handlersFor(request), request)
      } catch (error) {
        if (!(error instanceof StorageWriteError)) throw error
        console.error('[mock] the storage refused a write', error.cause)
        return failure(MOCK_CODES.serverError, say(request, 'storage.writeFailed'))
      }
    },
  }
}

/** A backend as a tab holds it (tests make several over one store). @test */
export type MockBackend = ReturnType<typeof createMockBackend>
