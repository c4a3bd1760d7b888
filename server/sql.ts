// One small SQL surface over the two PostgreSQL drivers of server mode (decision 0271): PGlite
// (PostgreSQL compiled to WebAssembly, in-process, its files in PORTAL_DATA_DIR) by default, and
// `pg` for a real PostgreSQL server at DATABASE_URL. The persistence and the session store speak
// only this, so both run the same SQL and the same migrations.
import type { PGlite } from '@electric-sql/pglite'
import type { Pool, PoolClient } from 'pg'

export interface SqlQueryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>
}

export interface SqlDatabase extends SqlQueryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `task` in one transaction: all of it is committed, or none. */
  transaction<T>(task: (tx: SqlQueryable) => Promise<T>): Promise<T>
  /**
   * Runs `task` holding the database-wide write turn (an advisory lock on a real PostgreSQL, so
   * two server processes take turns as two browser tabs do with a Web Lock).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /** Hears NOTIFY on `channel` (a real PostgreSQL only; PGlite has one process, no one to hear). */
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>
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
    exclusive: inTurn,
    listen: async () => async () => {},
    notify: async () => {},
    close: () => db.close(),
  }
}

/** A real PostgreSQL at `url`, through a small pool of the `pg` driver. */
export async function openPostgres(url: string): Promise<SqlDatabase> {
  const { default: pg } = await import('pg')
  const pool: Pool = new pg.Pool({ connectionString: url, max: 8 })
  // A connection that drops while idle must not take the process down (the next query reconnects).
  pool.on('error', (error) => console.error('[server] PostgreSQL connection lost:', error.message))
  const inTurn = turns()
  const on = async <T>(task: (client: PoolClient) => Promise<T>) => {
    const client = await pool.connect()
    try {
      return await task(client)
    } finally {
      client.release()
    }
  }
  const queryOn =
    (client: Pool | PoolClient) =>
    async <Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> =>
      (await client.query(text, params as unknown[])).rows as Row[]
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
    exclusive: (task) =>
      inTurn(() =>
        on(async (client) => {
          await client.query('SELECT pg_advisory_lock($1)', [WRITE_LOCK_KEY])
          try {
            return await task()
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [WRITE_LOCK_KEY]).catch(() => undefined)
          }
        }),
      ),
    listen: async (channel, listener) => {
      const client = await pool.connect()
      client.on('notification', (message) => {
        if (message.channel === channel) listener(message.payload ?? '')
      })
      await client.query(`LISTEN ${channel}`)
      return async () => {
        await client.query(`UNLISTEN ${channel}`).catch(() => undefined)
        client.release()
      }
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload])
    },
    close: () => pool.end(),
  }
}
