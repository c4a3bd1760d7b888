// Every mock handler, built over one state. Tests and the browser worker share this.
import { ListAnswers } from '../../backend/list-answers'
import { getResponse } from 'msw'
import type { ToastMessage } from '../../lib/notify'
import { createCatalogState } from '../../backend/catalog-db'
import { say } from '../../backend/messages'
import { createOrderBackend } from '../../backend/order-backend'
import { colleagueAccounts, type DemoAccount } from '../../backend/accounts'
import { StorageWriteError, type Persistence } from '../../backend/persistence'
import { handlerRoutes } from '../handler-routes'
import {
  BAD_REQUEST_CODE,
  decodablePath,
  failure,
  MOCK_CODES,
  refuse,
  tokenOf,
  unknownApiPath,
  unknownPathAnswer,
} from '../respond'
import { createIdempotency, memoryIdempotencyStore, type IdempotencyStore } from '../../backend/idempotency'
import type { ResetCodes } from '../../backend/reset-codes'
import type { SessionStore } from '../../backend/session-store'
import { bankStatementHandlers } from './bank-statement'
import { authHandlers, createAuthState, readToken, sessionKeyOf } from './auth'
import { contentHandlers } from './content'
import { customerHandlers } from './customer'
import { fileHandlers, UPLOAD_QUOTA_BYTES } from './files'
import { notificationHandlers } from './notification'
import { orderHandlers } from './order'
import { orderSearchHandlers } from './order-search'
import { paymentTransferHandlers } from './payment-transfer'
import { profileHandlers } from './profile'
import { qaHandlers } from './qa'
import { templateHandlers } from './template'
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
  /**
   * Keys of idempotent writes and their first answers (R-API-046..049, decision 0356): memory in
   * the browser by default, PostgreSQL in server mode.
   */
  readonly idempotency?: IdempotencyStore
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
  /** The bytes one account may upload per business day (R-UPL-016; UPLOAD_QUOTA_BYTES by default). */
  readonly uploadQuotaBytes?: number
  /**
   * The portal's own origin, whose absolute file URLs are this backend's files (R-HTTP-011): the
   * page's in the browser, PORTAL_PUBLIC_URL's in server mode; never a request's Host.
   */
  readonly ownOrigin?: string | undefined
  /** False: every order list answer is made anew (the test that compares both ways, R-SRV-017). */
  readonly keepListAnswers?: boolean
}

/** How long the notice of records set aside stays on screen. */
const SET_ASIDE_NOTICE_MS = 20_000

export function createMockBackend(options: MockBackendOptions = {}) {
  const auth = createAuthState(
    () => (options.realNow?.() ?? new Date()).getTime(),
    options.sessions,
    options.resetCodes,
  )
  // The colleague signs in like the others and, like the staff, owns no seeded data (decision 0366).
  const staff = [...(options.staffAccounts ?? []), ...colleagueAccounts()]
  const seedAccounts = () => auth.accounts.filter((account) => !staff.includes(account))
  auth.accounts.push(...staff)
  const orders = createOrderBackend({ ...options, accounts: seedAccounts })
  // The catalogue follows the order store's clock and base date, so both seeds agree.
  const catalog = createCatalogState({ now: () => orders.clock.now(), baseDate: () => orders.baseDate })
  const catalogFollows = orders.ready().then(() => catalog.reset())
  const injection = createFailureInjection()
  // The lists' answers kept until their customers' rows change (decision 0388).
  const deps = {
    auth,
    orders,
    listAnswers: options.keepListAnswers === false ? undefined : new ListAnswers(),
  }
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
    ...orderSearchHandlers(deps),
    ...paymentTransferHandlers(deps),
    ...templateHandlers(deps),
    ...notificationHandlers(deps),
    ...fileHandlers({
      ...deps,
      tokenCookie: options.tokenCookie ?? 'token',
      uploadQuotaBytes: options.uploadQuotaBytes ?? UPLOAD_QUOTA_BYTES,
    }),
    simulatorSessionGuard(auth, options.simulatorAccess),
    ...simulatorHandlers({
      ...deps,
      injection,
      onReset: () => catalog.reset(),
      profileCatalog: () => catalog.catalog,
    }),
    ...bankStatementHandlers(deps),
    // Last: an `/api/*` path none of the above took answers 404 in the envelope (R-BOUND-003).
    unknownApiPath,
  ]
  const handlersFor = handlerRoutes(handlers)
  const idempotency = createIdempotency(options.idempotency ?? memoryIdempotencyStore(), auth.now)

  /** The session a write's keys belong to: a valid token's stored hash, else none (no key kept). */
  async function sessionOf(request: Request): Promise<string | undefined> {
    const token = tokenOf(request)
    if (token === undefined || (await readToken(auth, token)).kind !== 'valid') return undefined
    return sessionKeyOf(token)
  }

  async function answer(request: Request): Promise<Response | undefined> {
    try {
      return await getResponse(handlersFor(request), request)
    } catch (error) {
      if (!(error instanceof StorageWriteError)) throw error
      console.error('[mock] the storage refused a write', error.cause)
      return failure(MOCK_CODES.serverError, say(request, 'storage.writeFailed'))
    }
  }

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
      // A write sent again with its key is not done again (R-API-046..049, decision 0356).
      const outcome = await idempotency.run(request, await sessionOf(request), () => answer(request))
      switch (outcome?.kind) {
        case undefined:
          return undefined
        case 'answer':
          return outcome.response
        case 'invalidKey':
          return refuse(request, BAD_REQUEST_CODE, 'idempotency.invalidKey')
        case 'keyReused':
          return refuse(request, MOCK_CODES.ruleViolation, 'idempotency.keyReused')
        case 'outcomeUnknown':
          return refuse(request, MOCK_CODES.illegalState, 'idempotency.outcomeUnknown')
      }
    },
  }
}

/** A backend as a tab holds it (tests make several over one store). @test */
export type MockBackend = ReturnType<typeof createMockBackend>
