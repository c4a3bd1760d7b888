// The backend of server mode: the mock backend's handlers (src/mocks/handlers), unchanged, over
// PostgreSQL instead of IndexedDB (decision 0270): PGlite in `dataDir` by default, a real server
// when `databaseUrl` is given. Migrations run before the first request.
import { appEnv } from '../src/lib/env'
import { COOKIE_KEYS, cookiePrefix } from '../src/lib/storage'
import { createMockBackend } from '../src/mocks/handlers'
import { backOfficeAccount, isBackOffice } from './back-office'
import { diskBlobStore } from './blob-store'
import { migrate } from './migrations'
import { sqlResetCodes, type DeliverCode } from './reset-codes'
import { logDelivery } from './reset-mail'
import { sqlIdempotencyStore } from './idempotency-sql'
import { sqlPersistence } from './persistence-sql'
import { cachedSessionStore } from './session-cache'
import { sqlSessionStore } from './session-store-sql'
import { openPglite, openPostgres, type SqlDatabase } from './sql'
import { sweepUploads, type SweepResult } from './upload-sweep'

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
   * Where uploads' bytes go as blobs (R-UPL-014, decision 0354); none: in the database's rows.
   * `npm run serve` on PGlite puts them beside its data folder.
   */
  readonly blobDir?: string | undefined
  /** The bytes one account may upload per business day (R-UPL-016); the handlers' default if absent. */
  readonly uploadQuotaBytes?: number
  /**
   * The address users open (PORTAL_PUBLIC_URL): its absolute file URLs are this server's files;
   * the Host header never decides that (R-HTTP-011, decision 0352).
   */
  readonly publicUrl?: string | undefined
}

export async function createServerBackend(db: SqlDatabase, options: ServerBackendOptions = {}) {
  const realNow = options.realNow ?? (() => new Date())
  const blobs = options.blobDir === undefined ? undefined : diskBlobStore(options.blobDir)
  // Held in memory, dropped everywhere through NOTIFY when one ends (decision 0372, R-SRV-011).
  const sessions = cachedSessionStore(sqlSessionStore(db), db, { now: () => realNow().getTime() })
  const backend = createMockBackend({
    persistence: sqlPersistence(db, { blobs }),
    sessions,
    // A retried write is done once, across processes and restarts (decision 0356).
    idempotency: sqlIdempotencyStore(db),
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
    ...(options.uploadQuotaBytes === undefined ? {} : { uploadQuotaBytes: options.uploadQuotaBytes }),
  })
  await backend.ready()
  const closeOrders = backend.close
  return Object.assign(backend, {
    /** What ended a session, here or in another process (a live stream ends with it, R-LIVE-006). */
    onSessionsEnded: sessions.onEnded,
    /** Stops following the other processes: the log's channel and the sessions'. */
    close() {
      closeOrders()
      void sessions.close()
    },
    /** Removes the unattached uploads over a day old and the blobs no row names (R-UPL-015, R-UPL-017). */
    async sweepUploads(now = realNow()): Promise<SweepResult> {
      const swept = await sweepUploads(db, blobs, now)
      if (swept.files.length > 0) await backend.state.orders.reloadFiles()
      return swept
    },
  })
}

export type ServerBackend = Awaited<ReturnType<typeof createServerBackend>>
