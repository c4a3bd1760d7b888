// The backend of server mode: the mock backend's handlers (src/mocks/handlers), unchanged, over
// PostgreSQL instead of IndexedDB (decision 0270): PGlite in `dataDir` by default, a real server
// when `databaseUrl` is given. Migrations run before the first request.
import { appEnv } from '../src/lib/env'
import { COOKIE_KEYS, cookiePrefix } from '../src/lib/storage'
import { createMockBackend } from '../src/mocks/handlers'
import { backOfficeAccount, isBackOffice } from './back-office'
import { migrate } from './migrations'
import { sqlResetCodes, type DeliverCode } from './reset-codes'
import { logDelivery } from './reset-mail'
import { sqlPersistence } from './persistence-sql'
import { sqlSessionStore } from './session-store-sql'
import { openPglite, openPostgres, type SqlDatabase } from './sql'

export interface DatabaseOptions {
  /** A real PostgreSQL (`postgres://...`); PGlite when absent. */
  readonly databaseUrl?: string | undefined
  /** PGlite's folder; memory when absent (tests). */
  readonly dataDir?: string | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<SqlDatabase> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir)
  await migrate(db)
  return db
}

export interface ServerBackendOptions {
  /** The real clock (tests fix it). */
  readonly realNow?: () => Date
  /** How reset codes reach their accounts (decision 0348): the server's log by default. */
  readonly deliverCode?: DeliverCode
  /**
   * The address users open (PORTAL_PUBLIC_URL): its absolute file URLs are this server's files;
   * the Host header never decides that (R-HTTP-011, decision 0352).
   */
  readonly publicUrl?: string | undefined
}

export async function createServerBackend(db: SqlDatabase, options: ServerBackendOptions = {}) {
  const backend = createMockBackend({
    persistence: sqlPersistence(db),
    sessions: sqlSessionStore(db),
    // Random, hashed, limited codes (R-PWD-011..014); the demo's fixed code never reaches here.
    resetCodes: sqlResetCodes(db, {
      now: () => (options.realNow?.() ?? new Date()).getTime(),
      deliver: options.deliverCode ?? logDelivery,
    }),
    staffAccounts: [backOfficeAccount],
    simulatorAccess: isBackOffice,
    // The served page's token cookie, which it sends with a file's URL.
    tokenCookie: cookiePrefix(appEnv) + COOKIE_KEYS.token,
    ownOrigin: options.publicUrl === undefined ? undefined : new URL(options.publicUrl).origin,
    ...(options.realNow === undefined ? {} : { realNow: options.realNow }),
  })
  await backend.ready()
  return backend
}

export type ServerBackend = Awaited<ReturnType<typeof createServerBackend>>
