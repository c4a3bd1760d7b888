// Every mock handler, built over one state. Tests and the browser worker share this.
import { createCatalogState } from '../catalog-db'
import { createOrderBackend } from '../order-backend'
import type { Persistence } from '../persistence'
import { unknownApiPath } from '../respond'
import type { SessionStore } from '../session-store'
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
  /** The real clock under the business clock (tests pass a fixed one); sessions keep it too. */
  readonly realNow?: () => Date
  /** The seed's base date on a first start (default: today's business date). */
  readonly baseDate?: string
  /** Start-up from a stored snapshot of the folded log made by this code (decision 0041); none without it. */
  readonly snapshotKey?: string
}

export function createMockBackend(options: MockBackendOptions = {}) {
  const auth = createAuthState(() => (options.realNow?.() ?? new Date()).getTime(), options.sessions)
  const orders = createOrderBackend({ accounts: () => auth.accounts, ...options })
  // The catalogue follows the order store's clock and base date, so both seeds agree.
  const catalog = createCatalogState({ now: () => orders.clock.now(), baseDate: () => orders.baseDate })
  const catalogFollows = orders.ready().then(() => catalog.reset())
  const injection = createFailureInjection()
  const deps = { auth, orders }
  return {
    state: { auth, catalog, orders, injection },
    /** Resolves once the stored log is replayed (or the seed written) and the catalogue follows. */
    ready: async () => {
      await catalogFollows
      await catalog.ready
    },
    handlers: [
      failureInjectionHandler(injection),
      ...authHandlers(auth),
      ...customerHandlers(auth, catalog),
      ...contentHandlers(auth, catalog),
      ...qaHandlers(auth, catalog, orders),
      ...profileHandlers(auth, catalog),
      ...workplaceHandlers(auth, catalog, orders),
      ...orderHandlers(deps),
      ...notificationHandlers(deps),
      ...fileHandlers(deps),
      simulatorSessionGuard(auth),
      ...simulatorHandlers({ ...deps, injection, onReset: () => catalog.reset() }),
      // Last: an `/api/*` path none of the above took answers 404 in the envelope (R-BOUND-003).
      unknownApiPath,
    ],
  }
}
