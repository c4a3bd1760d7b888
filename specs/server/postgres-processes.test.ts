// @vitest-environment node
// Two server processes on one real PostgreSQL (decision 0296): `node` processes of the server as
// `npm run serve` builds it, racing orders on the same log, and a writer that decided on a position
// the other took first. Exactly one wins each position; the loser re-reads and decides again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Logout } from '../../src/api/contracts/auth'
import { CreateOpenOrder, GetOrder, GetPendingOrderList } from '../../src/api/contracts/order'
import { createMockBackend } from '../../src/mocks/handlers'
import { LogConflictError, type Persistence } from '../../src/backend/persistence'
import { ask, placedIds, signIn } from '../../src/test/tabs'
import { openDatabase } from '../../server/backend'
import { sqlPersistence } from '../../server/persistence-sql'
import { sqlSessionStore } from '../../server/session-store-sql'
import type { SqlDatabase } from '../../server/sql'
import { BACK_OFFICE_ACCOUNT } from '../../server/back-office'
import { httpCall, httpLogin } from '../../server/test/http'
import { openStream } from '../../server/test/live-stream'
import { startPostgresCluster, type PostgresCluster } from '../../server/test/postgres'
import {
  buildServer,
  liveOrderBody,
  startServerProcess,
  type ServerProcess,
} from '../../server/test/server-process'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

/** This file's ports (the project's test range 7300-7399). */
const PG_PORT = 7302
const SERVER_PORTS = [7340, 7341] as const

let cluster: PostgresCluster
let main: string
let db: SqlDatabase
let servers: ServerProcess[] = []
beforeAll(async () => {
  main = buildServer('postgres-processes')
  cluster = startPostgresCluster(PG_PORT)
  // Both start at once on the empty database: one seeds it, the other waits for the turn and reads it.
  servers = await Promise.all(
    SERVER_PORTS.map((port) => startServerProcess({ main, port, databaseUrl: cluster.url })),
  )
  await Promise.all(servers.map((server) => server.waitFor('[server] data in PostgreSQL')))
  db = await openDatabase({ databaseUrl: cluster.url })
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await db?.close()
  cluster?.remove()
})

type Row = { seq: number; record: { kind: string; orderId?: number; document?: { Note?: string } } }
const storedLog = () => db.query<Row>('SELECT seq, record FROM event_log ORDER BY seq')
const notesIn = (rows: readonly Row[]) =>
  rows.flatMap((row) => (row.record.document?.Note === undefined ? [] : [row.record.document.Note]))

describe('R-PG-003 two server processes on one PostgreSQL', () => {
  it('started together on an empty database they seed it once, and racing orders are each stored once at dense positions, each process reading the other’s', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const [tokenA, tokenB] = [await httpLogin(a.origin), await httpLogin(b.origin)]
    const list = { pageIndex: 1, pageSize: 100 }
    const before = await Promise.all([
      httpCall(a.origin, GetPendingOrderList, list, { token: tokenA }),
      httpCall(b.origin, GetPendingOrderList, list, { token: tokenB }),
    ])
    // One seed: one process wrote it, the other read it as stored; both see the same list.
    const starts = servers.map(
      (server) => /data in PostgreSQL \(DATABASE_URL\): (\w+)/.exec(server.output())?.[1],
    )
    expect(starts.sort()).toEqual(['seeded', 'stored'])
    expect(before[1].data).toEqual(before[0].data)

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        httpCall(a.origin, CreateOpenOrder, liveOrderBody(`race A${i}`), { token: tokenA }),
        httpCall(b.origin, CreateOpenOrder, liveOrderBody(`race B${i}`), { token: tokenB }),
      ]).flat(),
    )
    const ids = placedIds(answers)
    expect(new Set(ids).size).toBe(20)

    const rows = await storedLog()
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, i) => i + 1))
    const raced = notesIn(rows).filter((note) => note.startsWith('race '))
    expect(raced.sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => [`race A${i}`, `race B${i}`])
        .flat()
        .sort(),
    )
    // Each process reads an order the other one took.
    const fromB = ids[1]!
    const fromA = ids[0]!
    expect((await httpCall(a.origin, GetOrder, { orderId: fromB }, { token: tokenA })).code).toBe(0)
    expect((await httpCall(b.origin, GetOrder, { orderId: fromA }, { token: tokenB })).code).toBe(0)
    for (const server of servers) expect(server.alive).toBe(true)
  })

  it('a writer that decided on a position the other process took first is refused by the primary key, re-reads the log and decides again: both orders stored, once each', async () => {
    const [a] = servers as [ServerProcess]
    // The second writer runs here, on the same PostgreSQL, without the write turn, and holds its
    // first append until process A has stored a record at the very position it decided on.
    const base = sqlPersistence(db)
    let holdNext = false
    let conflicts = 0
    let holding!: () => void
    const held = new Promise<void>((resolve) => (holding = resolve))
    const lastSeq = async () =>
      (await db.query<{ last: number | null }>('SELECT max(seq) AS last FROM event_log'))[0]?.last ?? 0
    const writer: Persistence = {
      ...base,
      exclusive: (task) => task(),
      // Nor a group's turn (decision 0387): each append stored as it is made, as an old build did.
      exclusiveGroup: undefined,
      appendLog: async (records) => {
        const at = records[0]?.seq ?? 0
        if (holdNext) {
          holdNext = false
          holding()
          for (let waited = 0; (await lastSeq()) < at && waited < 30_000; waited += 20)
            await new Promise((resolve) => setTimeout(resolve, 20))
        }
        try {
          await base.appendLog(records)
        } catch (error) {
          if (error instanceof LogConflictError) conflicts += 1
          throw error
        }
      },
    }
    const local = createMockBackend({ persistence: writer, sessions: sqlSessionStore(db) })
    await local.ready()
    const tokenLocal = await signIn(local)
    const tokenA = await httpLogin(a.origin)

    holdNext = true
    const late = ask(local, CreateOpenOrder, liveOrderBody('decided first, stored second'), tokenLocal)
    await held
    const first = await httpCall(a.origin, CreateOpenOrder, liveOrderBody('took the position'), {
      token: tokenA,
    })
    expect(first.code, first.message).toBe(0)
    const second = await late
    expect(second.code, second.message).toBe(0)
    expect(conflicts).toBe(1)

    const rows = await storedLog()
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, i) => i + 1))
    const notes = notesIn(rows)
    expect(notes.filter((n) => n === 'took the position')).toHaveLength(1)
    expect(notes.filter((n) => n === 'decided first, stored second')).toHaveLength(1)
    const seqOf = (note: string) => rows.find((row) => row.record.document?.Note === note)!.seq
    expect(seqOf('decided first, stored second')).toBeGreaterThan(seqOf('took the position'))
    // Process A reads the order the re-decided writer stored.
    const secondId = (second.data as { Id: number }).Id
    expect(secondId).not.toBe((first.data as { Id: number }).Id)
    expect((await httpCall(a.origin, GetOrder, { orderId: secondId }, { token: tokenA })).code).toBe(0)
    local.close()
  })

  it('R-LIVE-002 R-LIVE-004 a back-office approval through one process reaches the customer’s live stream on the other (LISTEN/NOTIFY), and never another company’s', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const customer = await httpLogin(b.origin)
    const mine = await openStream(b.origin, customer)
    const theirs = await openStream(b.origin, await httpLogin(b.origin, 'credit@demo.vn'))
    await mine.waitFor((e) => e.kind === 'counts', 'connected')
    await theirs.waitFor((e) => e.kind === 'counts', 'connected')
    const placed = await httpCall(a.origin, CreateOpenOrder, liveOrderBody('live across processes'), {
      token: await httpLogin(a.origin),
    })
    expect(placed.code, placed.message).toBe(0)
    const id = (placed.data as { Id: number }).Id
    const office = await httpLogin(a.origin, BACK_OFFICE_ACCOUNT)
    const approved = await fetch(`${a.origin}/api/__sim/orders/${id}/approve`, {
      method: 'POST',
      headers: { Token: office, 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({ orderId: id }),
    })
    expect(((await approved.json()) as { code: number }).code).toBe(0)
    await mine.waitFor((e) => e.kind === 'order' && e.orderId === id && e.status !== 1, 'the approval')
    await mine.waitFor((e) => e.kind === 'notification', 'the notification')
    expect(theirs.received.filter((r) => r.event.kind === 'order')).toEqual([])
    mine.close()
    theirs.close()
  })

  it('R-SRV-002 a restarted process on the same PostgreSQL has every acknowledged order, session and sign-out', async () => {
    const [a] = servers as [ServerProcess]
    const token = await httpLogin(a.origin)
    const signedOut = await httpLogin(a.origin)
    const placed = await httpCall(a.origin, CreateOpenOrder, liveOrderBody('before the restart'), { token })
    expect(placed.code, placed.message).toBe(0)
    expect((await httpCall(a.origin, Logout, {}, { token: signedOut })).code).toBe(0)
    await a.stop()
    const again = await startServerProcess({ main, port: SERVER_PORTS[0], databaseUrl: cluster.url })
    servers[0] = again
    await again.waitFor('[server] data in PostgreSQL')
    expect(again.output()).toContain('stored')
    const id = (placed.data as { Id: number }).Id
    const read = await httpCall(again.origin, GetOrder, { orderId: id }, { token })
    expect(read.code, read.message).toBe(0)
    expect((read.data as { Note: string }).Note).toBe('before the restart')
    expect((await httpCall(again.origin, GetOrder, { orderId: id }, { token: signedOut })).code).not.toBe(0)
  })
})
