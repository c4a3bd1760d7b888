// @vitest-environment node
// The sessions held in memory (server/session-cache.ts, decision 0372) on a real PostgreSQL: two
// stores over two connection pools stand for two server processes. A session read once is
// checked without a query; whatever ends it in one process (sign-out, a password change, the
// per-account cap) ends it in the other through NOTIFY; while the other's LISTEN connection is
// lost it trusts nothing from memory.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CreateOpenOrder, GetOrder, GetPendingOrderList } from '../../src/api/contracts/order'
import type { SessionRecord } from '../../src/backend/session-store'
import { ask, signIn } from '../../src/test/tabs'
import { createServerBackend, openDatabase } from '../../server/backend'
import { cachedSessionStore, type SessionCache } from '../../server/session-cache'
import { sqlSessionStore } from '../../server/session-store-sql'
import type { SqlDatabase } from '../../server/sql'
import { startPostgresCluster, type PostgresCluster } from '../../server/test/postgres'
import { liveOrderBody } from '../../server/test/server-process'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

/** This file's port (the project's test range 7300-7399, one per file). */
const PORT = 7304
/**
 * How long another process may take to hear an ended session: a guard against one never heard, not
 * a speed check (issue 41 asks 100 ms of a write; heard in milliseconds here, but CI is loaded).
 */
const HEARD_WITHIN_MS = 5_000

let cluster: PostgresCluster
/** One pool per process, each counting its session reads. */
let pools: ReturnType<typeof counted>[]
let stores: SessionCache[]
const now = () => Date.now()

/** A database whose `SELECT ... FROM session` queries (and those of the log) are counted. */
function counted(db: SqlDatabase) {
  let reads = 0
  let logReads = 0
  const query: SqlDatabase['query'] = (text, params) => {
    if (/FROM session WHERE key/.test(text)) reads += 1
    if (/FROM event_log/.test(text)) logReads += 1
    return db.query(text, params)
  }
  return { db: { ...db, query }, reads: () => reads, logReads: () => logReads }
}

beforeAll(async () => {
  cluster = startPostgresCluster(PORT)
  pools = [
    counted(await openDatabase({ databaseUrl: cluster.url })),
    counted(await openDatabase({ databaseUrl: cluster.url })),
  ]
  stores = pools.map(({ db }) => cachedSessionStore(sqlSessionStore(db), db, { now }))
  // Memory is trusted only once a process listens: a test started before would read the table.
  await Promise.all(stores.map((store) => store.listening))
})
afterAll(async () => {
  await Promise.all((stores ?? []).map((store) => store.close()))
  await Promise.all((pools ?? []).map(({ db }) => db.close()))
  cluster?.remove()
})

let serial = 0
/** A new session of `account` stored by process `by`, its key. */
async function session(account: string, by = 0, issuedAt = now()): Promise<string> {
  const key = `key-${(serial += 1)}-${Math.random().toString(36).slice(2)}`
  const record: SessionRecord = { account, issuedAt, expiresAt: issuedAt + 3_600_000 }
  await stores[by]!.putSession(key, record)
  return key
}

describe('R-SRV-011 sessions held in memory, ended in every process through NOTIFY', () => {
  it('a session read once is checked again without a query, and a sign-out in one process refuses it in the other, whose listeners hear it (R-LIVE-006)', async () => {
    const [a, b] = stores as [SessionCache, SessionCache]
    const heard: unknown[] = []
    const unhear = a.onEnded((ended) => heard.push(ended))
    const key = await session('cache-a@demo.vn', 1)
    expect((await a.getSession(key))?.account).toBe('cache-a@demo.vn')
    const readsBefore = pools[0]!.reads()
    for (let i = 0; i < 5; i += 1) expect((await a.getSession(key))?.account).toBe('cache-a@demo.vn')
    expect(pools[0]!.reads()).toBe(readsBefore)
    // Signed out through process B: A drops it when it hears so, and reads the table again.
    await b.deleteSession(key)
    await expect.poll(() => a.getSession(key), { timeout: HEARD_WITHIN_MS, interval: 10 }).toBeUndefined()
    expect(pools[0]!.reads()).toBeGreaterThan(readsBefore)
    // What A heard is told to its listeners (a live stream of that session ends, R-LIVE-006).
    expect(heard).toContainEqual({ key })
    unhear()
  })

  it('a password change in one process ends every session of the account in the other, and no other account’s', async () => {
    const [a, b] = stores as [SessionCache, SessionCache]
    const first = await session('cache-b@demo.vn')
    const second = await session('cache-b@demo.vn')
    const other = await session('cache-c@demo.vn')
    for (const key of [first, second, other]) expect(await a.getSession(key)).toBeDefined()
    await b.deleteAccountSessions('cache-b@demo.vn')
    await expect
      .poll(async () => [await a.getSession(first), await a.getSession(second)], { timeout: HEARD_WITHIN_MS })
      .toEqual([undefined, undefined])
    expect((await a.getSession(other))?.account).toBe('cache-c@demo.vn')
  })

  it('the per-account cap applied by one process ends the oldest sessions in the other (R-SESS-021)', async () => {
    const [a, b] = stores as [SessionCache, SessionCache]
    const at = now()
    const oldest = await session('cache-d@demo.vn', 0, at - 2_000)
    const newer = await session('cache-d@demo.vn', 0, at - 1_000)
    const newest = await session('cache-d@demo.vn', 1, at)
    for (const key of [oldest, newer, newest]) expect(await a.getSession(key)).toBeDefined()
    await b.capSessions('cache-d@demo.vn', 2)
    await expect.poll(() => a.getSession(oldest), { timeout: HEARD_WITHIN_MS }).toBeUndefined()
    expect(await a.getSession(newer)).toBeDefined()
    expect(await a.getSession(newest)).toBeDefined()
  })

  it('a session past its end is read again, not answered from memory, so the sweep’s removal is seen', async () => {
    const [a] = stores as [SessionCache]
    const issuedAt = now() - 10_000
    const key = `expiring-${Math.random().toString(36).slice(2)}`
    await a.putSession(key, { account: 'cache-e@demo.vn', issuedAt, expiresAt: now() + 300 })
    expect(await a.getSession(key)).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 400))
    // Removed behind the cache's back (another process's sweep, which announces nothing).
    await pools[1]!.db.query('DELETE FROM session WHERE key = $1', [key])
    expect(await a.getSession(key)).toBeUndefined()
  })

  it('while its LISTEN connection is lost a process trusts nothing from memory: a sign-out it could not hear still refuses the token', async () => {
    const [a] = stores as [SessionCache]
    const key = await session('cache-f@demo.vn')
    expect(await a.getSession(key)).toBeDefined()
    cluster.down()
    cluster.up()
    // Ended by a third party right after the restart, before A's LISTEN connection is back.
    const third = await openDatabase({ databaseUrl: cluster.url })
    await third.query('DELETE FROM session WHERE key = $1', [key])
    await third.close()
    await expect.poll(() => a.getSession(key).catch(() => 'unreachable'), { timeout: 10_000 }).toBeUndefined()
  })
})

describe('R-SRV-012 reads answered from the projections in memory, the other processes’ writes heard', () => {
  it('a list read costs no query of the log or the sessions, and an order placed through another process is read here once heard', async () => {
    // Two backends over the two pools: two server processes on one database.
    const [here, there] = await Promise.all(pools.map(({ db }) => createServerBackend(db)))
    try {
      const token = await signIn(here!)
      const list = { pageIndex: 1, pageSize: 20 }
      expect((await ask(here!, GetPendingOrderList, list, token)).code).toBe(0)
      const [logReads, sessionReads] = [pools[0]!.logReads(), pools[0]!.reads()]
      for (let i = 0; i < 5; i += 1) expect((await ask(here!, GetPendingOrderList, list, token)).code).toBe(0)
      expect([pools[0]!.logReads(), pools[0]!.reads()]).toEqual([logReads, sessionReads])
      // The other process stores an order: this one hears it and reads it, with no log read per call.
      const placed = await ask(there!, CreateOpenOrder, liveOrderBody('placed there'), await signIn(there!))
      expect(placed.code, placed.message).toBe(0)
      const orderId = (placed.data as { Id: number }).Id
      await expect
        .poll(async () => (await ask(here!, GetOrder, { orderId }, token)).code, { timeout: HEARD_WITHIN_MS })
        .toBe(0)
    } finally {
      here?.close()
      there?.close()
    }
  })
})

describe('R-SRV-018 an order asked for by its id before this process heard of it', () => {
  it('is found after one read of the log, not answered not found; a list may still lag until the change is heard', async () => {
    // A process that listens but has not heard yet: its NOTIFY handler never gets the news.
    const deaf: SqlDatabase = {
      ...pools[0]!.db,
      listen: (channel, _heard, ...rest) => pools[0]!.db.listen(channel, () => undefined, ...rest),
    }
    const [here, there] = await Promise.all([createServerBackend(deaf), createServerBackend(pools[1]!.db)])
    try {
      const token = await signIn(here)
      const placed = await ask(there, CreateOpenOrder, liveOrderBody('not heard of yet'), await signIn(there))
      expect(placed.code, placed.message).toBe(0)
      const orderId = (placed.data as { Id: number }).Id
      expect(here.state.orders.store.order(orderId)).toBeUndefined()
      const logReads = pools[0]!.logReads()
      const read = await ask(here, GetOrder, { orderId }, token)
      expect(read.code, read.message).toBe(0)
      expect((read.data as { Note: string }).Note).toBe('not heard of yet')
      expect(pools[0]!.logReads()).toBeGreaterThan(logReads)
      // An id no process stored is still not found.
      expect((await ask(here, GetOrder, { orderId: orderId + 1000 }, token)).code).toBe(4004)
    } finally {
      here.close()
      there.close()
    }
  })
})
