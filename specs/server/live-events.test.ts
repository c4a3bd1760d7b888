// @vitest-environment node
// Live updates at /api/events over real HTTP (decision 0375): who may open a stream, what it
// carries and to whom, how it resumes, and how it is bounded and ends. Every event read is
// decoded with the contract's Schema (src/api/contracts/live.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Logout } from '../../src/api/contracts/auth'
import { LOG_POSITION_HEADER } from '../../src/api/contracts/live'
import { CreateOpenOrder, GetPendingOrderList } from '../../src/api/contracts/order'
import { TOKEN_LIFETIME_MS } from '../../src/mocks/handlers/auth'
import { fixedClock, orderBody } from '../../src/test/order-contract'
import { BACK_OFFICE_ACCOUNT } from '../../server/back-office'
import { STREAMS_PER_SESSION, TOO_MANY_STREAMS_CODE } from '../../server/events'
import { httpCall, httpLogin, httpRequestOf, startServer, type RunningServer } from '../../server/test/http'
import { openStream } from '../../server/test/live-stream'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const HEARTBEAT_MS = 200
let server: RunningServer
let office: string
beforeAll(async () => {
  server = await startServer({}, { live: { heartbeatMs: HEARTBEAT_MS } })
  office = await httpLogin(server.origin, BACK_OFFICE_ACCOUNT)
})
afterAll(() => server.stop())

async function placeOrder(token: string, note: string): Promise<{ Id: number; OrderNumber: string }> {
  const catalog = (await server.backend()).state.orders.catalog
  const placed = await httpCall(server.origin, CreateOpenOrder, orderBody(catalog, { note }), { token })
  expect(placed.code, placed.message).toBe(0)
  return placed.data as { Id: number; OrderNumber: string }
}

async function approve(orderId: number) {
  const response = await fetch(`${server.origin}/api/__sim/orders/${orderId}/approve`, {
    method: 'POST',
    headers: { Token: office, 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify({ orderId }),
  })
  const answer = (await response.json()) as { code: number; message: string }
  expect(answer.code, answer.message).toBe(0)
}

describe('R-LIVE-001 a stream is opened with the session token, as every API call', () => {
  it('refuses no token (4010) and a token never issued (5004) with the envelope, and opens for a session with the unread count first', async () => {
    const none = await openStream(server.origin, undefined)
    expect(((await none.response.json()) as { code: number }).code).toBe(4010)
    const forged = await openStream(server.origin, 'never-issued')
    expect(((await forged.response.json()) as { code: number }).code).toBe(5004)

    const token = await httpLogin(server.origin)
    const stream = await openStream(server.origin, token)
    expect(stream.response.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
    expect(stream.response.headers.get('Cache-Control')).toBe('no-store')
    const counts = await stream.waitFor((e) => e.kind === 'counts', 'the counts on connecting')
    const { store } = (await server.backend()).state.orders
    expect(counts.id).toBe(store.log.length)
    const unread = store.notificationsOf('customer@demo.vn').filter((n) => !n.IsRead).length
    expect(counts.event).toEqual({ kind: 'counts', unreadNotifications: unread })
    // The heartbeat keeps the stream open while nothing happens.
    await vi.waitFor(() => expect(stream.heartbeats).toBeGreaterThan(1), { timeout: 5000 })
    stream.close()
  })
})

describe('R-LIVE-002 R-LIVE-004 the back office’s action reaches the company’s streams, never another company’s', () => {
  it('an approval sends the order’s new status, a notification and the new count to the customer, and nothing of it to another company', async () => {
    const customer = await httpLogin(server.origin)
    const other = await httpLogin(server.origin, 'credit@demo.vn')
    const mine = await openStream(server.origin, customer)
    const theirs = await openStream(server.origin, other)
    await mine.waitFor((e) => e.kind === 'counts', 'connected')
    await theirs.waitFor((e) => e.kind === 'counts', 'connected')
    const order = await placeOrder(customer, 'live approval')
    await mine.waitFor((e) => e.kind === 'order' && e.orderId === order.Id && e.status === 1, 'placed')

    await approve(order.Id)
    const approved = await mine.waitFor(
      (e) => e.kind === 'order' && e.orderId === order.Id && e.status !== 1,
      'the approval',
    )
    const { store } = (await server.backend()).state.orders
    expect(approved.event).toEqual({
      kind: 'order',
      orderId: order.Id,
      orderNumber: order.OrderNumber,
      status: store.order(order.Id)!.status,
    })
    const told = await mine.waitFor((e) => e.kind === 'notification', 'the notification')
    expect(store.notification((told.event as { id: number }).id)?.Account).toBe('customer@demo.vn')
    await mine.waitFor(
      (e) =>
        e.kind === 'counts' &&
        e.unreadNotifications === store.notificationsOf('customer@demo.vn').filter((n) => !n.IsRead).length,
      'the new count',
    )
    // Ids are log positions, in order.
    const ids = mine.received.map((r) => r.id)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)

    // The other company's stream heard the same heartbeats but none of these events.
    await vi.waitFor(() => expect(theirs.heartbeats).toBeGreaterThan(1), { timeout: 5000 })
    expect(theirs.received.map((r) => r.event.kind)).toEqual(['counts'])
    mine.close()
    theirs.close()
  })
})

describe('R-LIVE-003 a stream resumes after its Last-Event-ID', () => {
  it('sends what was missed since the id given, and a resync for an id that is no position of the log', async () => {
    const customer = await httpLogin(server.origin)
    const first = await openStream(server.origin, customer)
    const connected = await first.waitFor((e) => e.kind === 'counts', 'connected')
    first.close()
    const order = await placeOrder(customer, 'missed while away')
    await approve(order.Id)

    const resumed = await openStream(server.origin, customer, String(connected.id))
    await resumed.waitFor((e) => e.kind === 'counts', 'connected again')
    const missed = resumed.received.filter((r) => r.event.kind === 'order').map((r) => r.event)
    expect(missed.map((e) => (e as { orderId: number }).orderId)).toEqual([order.Id, order.Id])
    expect(resumed.received.every((r) => r.id > connected.id)).toBe(true)
    resumed.close()

    for (const id of ['99999999', 'not-a-number', '1'.repeat(40)]) {
      const lost = await openStream(server.origin, customer, id)
      await lost.waitFor((e) => e.kind === 'counts', `connected with ${id}`)
      expect(lost.received.map((r) => r.event.kind)).toEqual(['resync', 'counts'])
      lost.close()
    }
  })
})

describe('R-LIVE-011 a page’s first stream resumes from its first answer', () => {
  it('every API answer names the log position its data is at least as new as; a stream opened later from it is told what changed in between', async () => {
    const customer = await httpLogin(server.origin)
    const listed = await fetch(
      httpRequestOf(server.origin, GetPendingOrderList, { pageIndex: 1, pageSize: 20 }, { token: customer }),
    )
    expect(listed.status).toBe(200)
    const position = listed.headers.get(LOG_POSITION_HEADER)
    const { store } = (await server.backend()).state.orders
    expect(position).toBe(String(store.log.length))
    // Changed after the list was read and before the page's stream connected.
    const order = await placeOrder(customer, 'between the list and the stream')
    await approve(order.Id)
    const stream = await openStream(server.origin, customer, position!)
    await stream.waitFor((e) => e.kind === 'counts', 'connected')
    const told = stream.received.filter((r) => r.event.kind === 'order').map((r) => r.event)
    expect(told.map((e) => (e as { orderId: number }).orderId)).toEqual([order.Id, order.Id])
    stream.close()
    // A refusal names it too (the client notes every answer), and no position is made up.
    const refused = await fetch(
      httpRequestOf(server.origin, GetPendingOrderList, { pageIndex: 1, pageSize: 20 }),
    )
    expect(Number(refused.headers.get(LOG_POSITION_HEADER))).toBe(store.log.length)
  })
})

describe('R-LIVE-005 a session holds a few streams at most', () => {
  it(`refuses stream ${STREAMS_PER_SESSION + 1} of one session with 429 and code ${TOO_MANY_STREAMS_CODE}, and takes one again once a stream closed`, async () => {
    const customer = await httpLogin(server.origin)
    const open = []
    for (let i = 0; i < STREAMS_PER_SESSION; i++) {
      const stream = await openStream(server.origin, customer)
      await stream.waitFor((e) => e.kind === 'counts', `stream ${i + 1}`)
      open.push(stream)
    }
    const refused = await openStream(server.origin, customer)
    expect(refused.response.status).toBe(429)
    const answer = (await refused.response.json()) as { code: number; message: string }
    expect(answer.code).toBe(TOO_MANY_STREAMS_CODE)
    expect(answer.message).toContain(String(STREAMS_PER_SESSION))
    // Another session of the same account is counted apart.
    const again = await openStream(server.origin, await httpLogin(server.origin))
    await again.waitFor((e) => e.kind === 'counts', 'another session')
    again.close()

    open.pop()!.close()
    await vi.waitFor(async () => {
      const next = await openStream(server.origin, customer)
      expect(next.response.status).toBe(200)
      next.close()
    })
    for (const stream of open) stream.close()
  })
})

describe('R-LIVE-012 a process holds a bounded number of streams', () => {
  it('past its limit a stream is refused with 503, Retry-After and code 4290 in the caller’s language, and taken again once one closed', async () => {
    const small = await startServer({}, { live: { heartbeatMs: 3_600_000, maxStreams: 2 } })
    try {
      const held = [
        await openStream(small.origin, await httpLogin(small.origin)),
        await openStream(small.origin, await httpLogin(small.origin, 'credit@demo.vn')),
      ]
      for (const s of held) await s.waitFor((e) => e.kind === 'counts', 'connected')
      const refused = await openStream(small.origin, await httpLogin(small.origin))
      expect(refused.response.status).toBe(503)
      expect(refused.response.headers.get('Retry-After')).toBe('60')
      const answer = (await refused.response.json()) as { code: number; message: string }
      expect(answer).toMatchObject({ code: TOO_MANY_STREAMS_CODE })
      expect(answer.message).toBe(
        'The server holds as many live update streams as it can; this page checks for news every minute instead',
      )
      held[0]!.close()
      await vi.waitFor(() => expect(small.liveStreams()).toBe(1))
      const again = await openStream(small.origin, await httpLogin(small.origin))
      await again.waitFor((e) => e.kind === 'counts', 'connected once there is room')
      again.close()
      held[1]!.close()
    } finally {
      await small.stop()
    }
  })
})

describe('R-LIVE-006 a stream ends with its session', () => {
  it('signing out ends the session’s streams with an ended event at once; a password change ends every stream of the account, and no one else’s', async () => {
    // Its own server, whose heartbeat never comes during the test: what ends a stream here is the
    // session's end itself, heard by the session cache, not the heartbeat's check.
    const quiet = await startServer({}, { live: { heartbeatMs: 3_600_000 } })
    try {
      const customer = await httpLogin(quiet.origin)
      const stream = await openStream(quiet.origin, customer)
      await stream.waitFor((e) => e.kind === 'counts', 'connected')
      const answer = await httpCall(quiet.origin, Logout, {}, { token: customer })
      expect(answer.code, answer.message).toBe(0)
      await stream.waitFor((e) => e.kind === 'ended', 'the end')
      await vi.waitFor(() => expect(stream.done).toBe(true), { timeout: 5000 })

      // Ended without a sign-out of this stream's own (a password reset, the session cap, or
      // another process, which the cache hears through NOTIFY): every session of the account.
      const [first, second] = [await httpLogin(quiet.origin), await httpLogin(quiet.origin)]
      const other = await httpLogin(quiet.origin, 'credit@demo.vn')
      const streams = [await openStream(quiet.origin, first), await openStream(quiet.origin, second)]
      const bystander = await openStream(quiet.origin, other)
      for (const s of [...streams, bystander]) await s.waitFor((e) => e.kind === 'counts', 'connected')
      const { auth } = (await quiet.backend()).state
      await auth.sessions.deleteAccountSessions('customer@demo.vn')
      for (const s of streams) await s.waitFor((e) => e.kind === 'ended', 'the end of the account’s sessions')
      await vi.waitFor(() => expect(streams.every((s) => s.done)).toBe(true), { timeout: 5000 })
      expect(streams.map((s) => s.heartbeats)).toEqual([0, 0])
      // Nothing of the ended streams is kept; the other account's stream goes on.
      await vi.waitFor(() => expect(quiet.liveStreams()).toBe(1))
      expect(bystander.done).toBe(false)
      expect(bystander.received.some((r) => r.event.kind === 'ended')).toBe(false)
      bystander.close()
    } finally {
      await quiet.stop()
    }
  })

  it('a session that runs out ends its stream at the next heartbeat', async () => {
    let now = fixedClock()
    const clocked = await startServer(
      { backend: { realNow: () => now } },
      { live: { heartbeatMs: HEARTBEAT_MS } },
    )
    try {
      const stream = await openStream(clocked.origin, await httpLogin(clocked.origin))
      await stream.waitFor((e) => e.kind === 'counts', 'connected')
      await vi.waitFor(() => expect(stream.heartbeats).toBeGreaterThan(0), { timeout: 5000 })
      expect(stream.done).toBe(false)
      now = new Date(now.getTime() + TOKEN_LIFETIME_MS + 60_000)
      await stream.waitFor((e) => e.kind === 'ended', 'the end at the heartbeat')
      await vi.waitFor(() => expect(stream.done).toBe(true), { timeout: 5000 })
      await vi.waitFor(() => expect(clocked.liveStreams()).toBe(0))
    } finally {
      await clocked.stop()
    }
  })
})
