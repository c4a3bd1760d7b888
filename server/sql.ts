// One small SQL surface over the two PostgreSQL drivers of server mode (decision 0271): PGlite
// (PostgreSQL compiled to WebAssembly, in-process, its files in PORTAL_DATA_DIR) by default, and
// `pg` for a real PostgreSQL server at DATABASE_URL. The persistence and the session store speak
// only this, so both run the same SQL and the same migrations.
import type { PGlite } from '@electric-sql/pglite'
import type { Pool, PoolClient } from 'pg'
import { StorageUnavailableError } from '../src/backend/persistence'

export interface SqlQueryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>
}

export interface SqlDatabase extends SqlQueryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `task` in one transaction: all of it is committed, or none. */
  transaction<T>(task: (tx: SqlQueryable) => Promise<T>): Promise<T>
  /**
   * Runs `task` holding the database-wide write turn (an advisory lock on a real PostgreSQL, so
   * two server processes take turns as two browser tabs do with a Web Lock). `fresh`: the turn was
   * taken for this task; false when a task of this process held it just before, so no other
   * process can have written since (decision 0387).
   */
  exclusive<T>(task: (turn: { readonly fresh: boolean }) => Promise<T>): Promise<T>
  /**
   * Hears NOTIFY on `channel` (a real PostgreSQL only; PGlite has one process, no one to hear).
   * `onReconnect` runs when the connection came back after a loss, during which some may be missed;
   * `onLost` when it is lost (or could not be made at first), so a cache it keeps fresh stops
   * being trusted until then (decision 0372). Resolves once the first connection was tried.
   */
  listen(
    channel: string,
    listener: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
}

/** The key of the advisory lock every server process takes to write (any constant number). */
const WRITE_LOCK_KEY = 170_271

/** One at a time within this process, in call order. */
function turns() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task)
    last = run.catch(() => undefined)
    return run
  }
}

/** The embedded database: `dataDir` on disk, or memory when undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<SqlDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const db: PGlite = dataDir === undefined ? new PGlite() : new PGlite(dataDir)
  await db.waitReady
  const inTurn = turns()
  const query = async <Row>(text: string, params: readonly unknown[] = []) =>
    (await db.query<Row>(text, params as unknown[])).rows
  return {
    kind: 'pglite',
    query,
    transaction: (task) =>
      db.transaction((tx) =>
        task({
          query: async (text, params = []) => (await tx.query(text, params as unknown[])).rows as never,
        }),
      ),
    exclusive: (task) => inTurn(() => task({ fresh: true })),
    listen: async () => async () => {},
    notify: async () => {},
    close: () => db.close(),
  }
}

/**
 * A failure that says the server cannot be reached (refused, reset, terminated, shutting down or
 * starting up: SQLSTATE class 08 and 57P01-57P03), not that it refused the statement.
 */
function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = String((error as { code?: unknown }).code ?? '')
  return (
    /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|57P0[123]|08...)$/.test(code) ||
    /Connection terminated|connection error|not queryable|Client was closed|timeout exceeded when trying to connect/i.test(
      error.message,
    )
  )
}

/** Connection failures as StorageUnavailableError (answered 503, decision 0295); others as they are. */
async function reachable<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task()
  } catch (error) {
    throw isConnectionFailure(error) ? new StorageUnavailableError(error) : error
  }
}

/** The writes one process runs under one hold of the advisory lock, at most, before others get a turn. */
const WRITES_PER_HOLD = 32

interface Waiting {
  readonly task: (turn: { readonly fresh: boolean }) => Promise<unknown>
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/**
 * The write turn over the advisory lock (decision 0372): the tasks that wait for it in this process
 * run one after the other under one hold of the lock (at most WRITES_PER_HOLD, then it is let go so
 * another process's turn comes), instead of a connection, a lock and an unlock each. One task's
 * failure is its own; a lock that cannot be taken fails the tasks waiting for it. Only the first
 * task of a hold is `fresh` (decision 0387).
 */
function heldTurns(on: <T>(task: (client: PoolClient) => Promise<T>) => Promise<T>) {
  const waiting: Waiting[] = []
  let holding = false
  const hold = async () => {
    holding = true
    const taken: Waiting[] = []
    try {
      await on(async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [WRITE_LOCK_KEY])
        try {
          while (taken.length < WRITES_PER_HOLD && waiting.length > 0) {
            const next = waiting.shift()!
            taken.push(next)
            await next.task({ fresh: taken.length === 1 }).then(next.resolve, next.reject)
          }
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [WRITE_LOCK_KEY]).catch(() => undefined)
        }
      })
    } catch (error) {
      // No lock (the database is unreachable): every task waiting for it fails as it would have alone.
      for (const next of waiting.splice(0)) next.reject(error)
    } finally {
      holding = false
      if (waiting.length > 0) void hold()
    }
  }
  return <T>(task: (turn: { readonly fresh: boolean }) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ task, resolve: resolve as (value: unknown) => void, reject })
      if (!holding) void hold()
    })
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1_000

/** A real PostgreSQL at `url`, through a small pool of the `pg` driver. */
export async function openPostgres(url: string): Promise<SqlDatabase> {
  const { default: pg } = await import('pg')
  // A database host that does not answer at all (not even a refusal) fails a call after 5 s, as
  // unreachable (503), instead of holding it until the operating system gives up (decision 0295).
  const pool: Pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 5_000 })
  // A connection that drops while idle must not take the process down (the next query reconnects).
  pool.on('error', (error) => console.error('[server] PostgreSQL connection lost:', error.message))
  /**
   * A client of the pool for `task`. A checked-out client that loses its connection emits 'error';
   * unheard, that event would end the process (decision 0295): it is heard, and the client is
   * destroyed on release instead of going back to the pool.
   */
  const on = async <T>(task: (client: PoolClient) => Promise<T>) => {
    const client = await reachable(() => pool.connect())
    let lost: Error | undefined
    const onError = (error: Error) => {
      lost = error
      console.error('[server] PostgreSQL connection lost:', error.message)
    }
    client.on('error', onError)
    try {
      return await reachable(() => task(client))
    } finally {
      client.off('error', onError)
      client.release(lost)
    }
  }
  const queryOn =
    (client: Pool | PoolClient) =>
    async <Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> =>
      (await reachable(() => client.query(text, params as unknown[]))).rows as Row[]
  return {
    kind: 'postgres',
    query: queryOn(pool),
    transaction: (task) =>
      on(async (client) => {
        await client.query('BEGIN')
        try {
          const result = await task({ query: queryOn(client) })
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined)
          throw error
        }
      }),
    exclusive: heldTurns(on),
    listen: async (channel, listener, onReconnect, onLost) => {
      // Its own connection, outside the pool, kept while the process listens; when it is lost (the
      // database restarted) it connects again, and `onReconnect` says what may have been missed.
      let closed = false
      let client: InstanceType<typeof pg.Client> | undefined
      let timer: ReturnType<typeof setTimeout> | undefined
      const lost = (error: Error) => {
        console.error('[server] PostgreSQL LISTEN connection lost:', error.message)
        onLost?.()
      }
      const retry = () => {
        if (closed || timer !== undefined) return
        timer = setTimeout(() => {
          timer = undefined
          connect().then(() => onReconnect?.(), retry)
        }, RELISTEN_MS)
        timer.unref()
      }
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url })
        next.on('notification', (message) => {
          if (message.channel === channel) listener(message.payload ?? '')
        })
        next.on('error', (error) => {
          lost(error)
          if (client === next) client = undefined
          next.end().catch(() => undefined)
          retry()
        })
        try {
          await next.connect()
          await next.query(`LISTEN ${channel}`)
        } catch (error) {
          next.end().catch(() => undefined)
          throw error
        }
        if (closed) await next.end()
        else client = next
      }
      // Down at this moment: listen from when it is back (the log itself is read before every call).
      await connect().catch((error: Error) => {
        lost(error)
        retry()
      })
      return async () => {
        closed = true
        clearTimeout(timer)
        await client?.end().catch(() => undefined)
      }
    },
    notify: async (channel, payload) => {
      await queryOn(pool)('SELECT pg_notify($1, $2)', [channel, payload])
    },
    close: () => pool.end(),
  }
}
