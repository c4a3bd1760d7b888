// @vitest-environment node
// PostgreSQL down at start and mid-run, over HTTP, with a real server process on a real PostgreSQL
// (decisions 0273, 0295): every call answers the envelope (503, code 5000, a translated message),
// the process stays up, it works again once the database is back, and nothing is half-written.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CreateOpenOrder, GetOrder } from '../../src/api/contracts/order'
import { backendText } from '../../src/test/mock-contract'
import { httpCall, httpLogin, httpRequestOf } from '../../server/test/http'
import { startPostgresCluster, type PostgresCluster } from '../../server/test/postgres'
import {
  buildServer,
  liveOrderBody,
  startServerProcess,
  type ServerProcess,
} from '../../server/test/server-process'
import { openPostgres, type SqlDatabase } from '../../server/sql'
import { Schema } from 'effect'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

/** This file's ports (the project's test range 7300-7399). */
const PG_PORT = 7303
const SERVER_PORT = 7345

let cluster: PostgresCluster
let main: string
let server: ServerProcess | undefined
beforeAll(() => {
  main = buildServer('postgres-down')
  cluster = startPostgresCluster(PG_PORT)
  cluster.down()
})
afterAll(async () => {
  await server?.stop()
  cluster?.remove()
})

/** A call by hand (the helper's httpCall insists on 200): its status and envelope. */
async function raw(
  origin: string,
  endpoint: Parameters<typeof httpRequestOf>[1],
  input: unknown,
  token?: string,
) {
  const response = await fetch(
    httpRequestOf(origin, endpoint, Schema.encodeSync(endpoint.request as Schema.Schema<unknown>)(input), {
      token,
      language: 'en',
    }),
  )
  return {
    status: response.status,
    body: (await response.json()) as { code: number; message: string; data: unknown },
  }
}

const unavailable = { code: 5000, message: backendText('en', 'server.unavailable'), data: null }

/** The log's positions and the notes of the orders it holds, read straight from PostgreSQL. */
async function storedLog(db: SqlDatabase) {
  const rows = await db.query<{ seq: number; record: { orderId?: number; document?: { Note?: string } } }>(
    'SELECT seq, record FROM event_log ORDER BY seq',
  )
  return {
    seqs: rows.map((row) => row.seq),
    notes: rows.flatMap((row) => (row.record.document?.Note === undefined ? [] : [row.record.document.Note])),
  }
}

describe('R-PG-002 PostgreSQL down, over HTTP', () => {
  it('down at start: the process listens and answers 503 in the envelope; once the database is back the same process signs in and takes an order', async () => {
    server = await startServerProcess({ main, port: SERVER_PORT, databaseUrl: cluster.url })
    const { origin } = server
    await server.waitFor('the database is not ready yet')
    const login = await fetch(`${origin}/api/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ account: 'customer@demo.vn', password: 'Demo1234' }),
    })
    expect(login.status).toBe(503)
    expect(await login.json()).toEqual(unavailable)
    expect(server.alive).toBe(true)

    cluster.up()
    const token = await httpLogin(origin)
    const placed = await httpCall(origin, CreateOpenOrder, liveOrderBody('after the start'), { token })
    expect(placed.code, placed.message).toBe(0)
  })

  it('down mid-run: calls answer 503 in the envelope, the process stays up, the session and every acknowledged order are there when it is back, and nothing half-written', async () => {
    const { origin } = server!
    const token = await httpLogin(origin)
    const before = await httpCall(origin, CreateOpenOrder, liveOrderBody('before the outage'), { token })
    expect(before.code, before.message).toBe(0)

    // Orders in flight while the database stops: each answer is an acknowledgement or the envelope.
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      raw(origin, CreateOpenOrder, liveOrderBody(`in flight ${i}`), token),
    )
    cluster.down()
    const flown = await Promise.all(inFlight)
    for (const answer of flown) {
      if (answer.body.code !== 0) expect(answer).toEqual({ status: 503, body: unavailable })
    }
    const during = await raw(origin, CreateOpenOrder, liveOrderBody('during the outage'), token)
    expect(during).toEqual({ status: 503, body: unavailable })
    const reading = await raw(origin, GetOrder, { orderId: (before.data as { Id: number }).Id }, token)
    expect(reading).toEqual({ status: 503, body: unavailable })
    expect(server!.alive).toBe(true)

    cluster.up()
    // The same token (its session is in PostgreSQL) reads what was acknowledged.
    const read = await httpCall(origin, GetOrder, { orderId: (before.data as { Id: number }).Id }, { token })
    expect(read.code, read.message).toBe(0)
    const after = await httpCall(origin, CreateOpenOrder, liveOrderBody('after the outage'), { token })
    expect(after.code, after.message).toBe(0)

    const db = await openPostgres(cluster.url)
    try {
      const { seqs, notes } = await storedLog(db)
      expect(seqs).toEqual(seqs.map((_, i) => i + 1))
      expect(notes).not.toContain('during the outage')
      const acknowledged = flown.flatMap((a, i) => (a.body.code === 0 ? [`in flight ${i}`] : []))
      for (const note of ['before the outage', 'after the outage', ...acknowledged])
        expect(notes.filter((n) => n === note)).toHaveLength(1)
    } finally {
      await db.close()
    }
  })
})
