// Idempotent writes in server mode (R-API-046..049, decision 0356), over HTTP. Run on PGlite
// (specs/server/idempotency.test.ts) and on a real PostgreSQL, where the database is stopped between the
// commit and the answer (specs/server/persistence-postgres.test.ts).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { Schema } from 'effect'
import { CreateOpenOrder } from '../../src/api/contracts/order'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_LIFETIME_MS } from '../../src/backend/idempotency'
import type { Language } from '../../src/i18n/languages'
import { backendText } from '../../src/test/mock-contract'
import { fixedClock, orderBody } from '../../src/test/order-contract'
import type { SqlDatabase } from '../sql'
import { httpLogin, httpRequestOf, startServer, type RunningServer } from './http'

/** How the suite breaks the store between the commit and the answer, and mends it. */
export interface StoreFault {
  /** Runs instead of the query that stores the answer, once; it must make that query fail. */
  readonly breakStore: () => void | Promise<void>
  /** Makes the database answer again. */
  readonly mend: () => void | Promise<void>
}

/** `db`, with `fault()` run before the next write of an answer when `armed`. */
function faultyDb(db: SqlDatabase, armed: { fault?: (() => void | Promise<void>) | undefined }): SqlDatabase {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown
      return async (sql: string, params?: readonly unknown[]) => {
        const fault = armed.fault
        if (fault && sql.startsWith('UPDATE idempotency_key SET answer')) {
          armed.fault = undefined
          await fault()
        }
        return target.query(sql, params as unknown[])
      }
    },
  })
}

export function idempotencySuite(openDb: () => Promise<SqlDatabase>, fault: StoreFault) {
  let now = fixedClock().getTime()
  const armed: { fault?: (() => void | Promise<void>) | undefined } = {}
  let db: SqlDatabase
  let server: RunningServer
  let token: string
  let catalog: Parameters<typeof orderBody>[0]
  beforeAll(async () => {
    db = await openDb()
    server = await startServer({ db: faultyDb(db, armed), backend: { realNow: () => new Date(now) } })
    token = await httpLogin(server.origin)
    catalog = (await server.backend()).state.orders.catalog
  })
  afterAll(() => server?.stop({ keepDatabase: true }))

  /** Places an order with `note`, sent with `key`, as the client encodes it; status and envelope. */
  async function place(
    note: string,
    key: string,
    options: { origin?: string; token?: string; language?: Language } = {},
  ) {
    const body = Schema.encodeSync(CreateOpenOrder.request)(orderBody(catalog, { note }))
    const response = await fetch(
      httpRequestOf(options.origin ?? server.origin, CreateOpenOrder, body, {
        token: options.token ?? token,
        language: options.language ?? 'en',
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    )
    return {
      status: response.status,
      body: (await response.json()) as { code: number; message: string; data: { Id: number } | null },
    }
  }
  /** The orders of the log with this note, read straight from the database. */
  async function ordersNoted(note: string): Promise<number> {
    const rows = await db.query<{ record: { document?: { Note?: string } } }>('SELECT record FROM event_log')
    return rows.filter((row) => row.record.document?.Note === note).length
  }
  /** Mends the store and waits until the database answers again (a pool drops its dead links first). */
  async function mend() {
    await fault.mend()
    await expect
      .poll(
        () =>
          db.query('SELECT 1').then(
            () => true,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true)
  }
  let keys = 0
  const newKey = () => `key-${Date.now()}-${++keys}`

  it('R-API-046 the same key sent twice places one order and answers the first answer again', async () => {
    const key = newKey()
    const first = await place('sent twice', key)
    expect(first.body.code, first.body.message).toBe(0)
    const second = await place('sent twice', key)
    expect(second).toEqual(first)
    expect(await ordersNoted('sent twice')).toBe(1)
    // A new action (a new key) is a new order.
    const other = await place('sent twice', newKey())
    expect(other.body.data?.Id).not.toBe(first.body.data?.Id)
    expect(await ordersNoted('sent twice')).toBe(2)
  })

  it('R-API-046 a double tap (two calls with one key at once) places one order', async () => {
    const key = newKey()
    const [a, b] = await Promise.all([place('double tap', key), place('double tap', key)])
    expect(a.body.code, a.body.message).toBe(0)
    expect(b).toEqual(a)
    expect(await ordersNoted('double tap')).toBe(1)
  })

  it('R-API-046 keys are per session: another session with the same key places its own order', async () => {
    const key = newKey()
    const mine = await place('two sessions', key)
    const theirs = await place('two sessions', key, { token: await httpLogin(server.origin) })
    expect(theirs.body.code, theirs.body.message).toBe(0)
    expect(theirs.body.data?.Id).not.toBe(mine.body.data?.Id)
    expect(await ordersNoted('two sessions')).toBe(2)
  })

  it('R-API-047 the store fails between the commit and the answer: the retry gets the first answer, one order', async () => {
    const key = newKey()
    armed.fault = fault.breakStore
    const first = await place('store fails after commit', key)
    await mend()
    // The order was committed: its answer went out (and a client that lost it on the way retries).
    expect(first.body.code, first.body.message).toBe(0)
    expect(armed.fault).toBeUndefined()
    const retried = await place('store fails after commit', key)
    expect(retried).toEqual(first)
    expect(await ordersNoted('store fails after commit')).toBe(1)
    // The retry stored the answer: a restarted process replays it too.
    const restarted = await startServer({ db, backend: { realNow: () => new Date(now) } })
    try {
      expect(await place('store fails after commit', key, { origin: restarted.origin })).toEqual(first)
    } finally {
      await restarted.stop({ keepDatabase: true })
    }
    expect(await ordersNoted('store fails after commit')).toBe(1)
  })

  it('R-API-047 a process that stopped before storing the answer: the retry elsewhere is refused as unknown, never a second order', async () => {
    const key = newKey()
    armed.fault = fault.breakStore
    const first = await place('lost with the process', key)
    await mend()
    expect(first.body.code, first.body.message).toBe(0)
    // Another process (this one's memory gone) gets the retry.
    const other = await startServer({ db, backend: { realNow: () => new Date(now) } })
    try {
      for (const language of ['en', 'vi'] as const) {
        const retried = await place('lost with the process', key, { origin: other.origin, language })
        expect(retried.body).toEqual({
          code: 4090,
          message: backendText(language, 'idempotency.outcomeUnknown'),
          data: null,
        })
      }
    } finally {
      await other.stop({ keepDatabase: true })
    }
    expect(await ordersNoted('lost with the process')).toBe(1)
  })

  it('R-API-048 the same key with another body is refused with a translated message, and nothing is placed', async () => {
    const key = newKey()
    expect((await place('first body', key)).body.code).toBe(0)
    for (const language of ['en', 'vi'] as const) {
      const reused = await place('another body', key, { language })
      expect(reused.body).toEqual({
        code: 4220,
        message: backendText(language, 'idempotency.keyReused'),
        data: null,
      })
    }
    expect(await ordersNoted('another body')).toBe(0)
    expect(await ordersNoted('first body')).toBe(1)
  })

  it('R-API-049 a key out of bounds (length, characters) is refused before anything is done', async () => {
    for (const key of ['short', 'x'.repeat(65), 'has space inside', 'ünïcode-key-1234', 'semi;colon-12345']) {
      const refused = await place('bad key', key)
      expect(refused.body).toEqual({
        code: 4000,
        message: backendText('en', 'idempotency.invalidKey'),
        data: null,
      })
    }
    expect(await ordersNoted('bad key')).toBe(0)
    expect((await place('bounded key', 'a'.repeat(64))).body.code).toBe(0)
  })

  it('R-API-047 a key is kept 24 hours: then it is swept and a new call with it is a new order', async () => {
    const key = newKey()
    const first = await place('a day later', key)
    now += IDEMPOTENCY_LIFETIME_MS - 60_000
    expect(await place('a day later', key)).toEqual(first)
    now += 2 * 60 * 60_000
    const later = await place('a day later', key)
    expect(later.body.code, later.body.message).toBe(0)
    expect(later.body.data?.Id).not.toBe(first.body.data?.Id)
    expect(await ordersNoted('a day later')).toBe(2)
    const old = await db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM idempotency_key WHERE at < $1',
      [now - IDEMPOTENCY_LIFETIME_MS],
    )
    expect(Number(old[0]!.n)).toBe(0)
  })
}
