// The notifications machine, example by example, over the fake server of the test kit.
import { describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import type { NotificationsEvent } from './notifications.machine'
import { showsDot, POLL_INTERVAL_MS } from './notifications.rules'
import { fakeServer, notification, settled, startNotifications } from './notifications.testkit'

const seeded = () =>
  fakeServer([
    notification(1, 1),
    notification(2, 2),
    notification(3, 2, { IsRead: true }),
    notification(4, 3, { FileURL: '/changeorder?orderId=104&key=0123456789abcdef0123456789abcdef' }),
    notification(5, 4, { OrderId: null, OrderType: null }),
  ])

/** A started actor on a simulated clock over the seeded server, its first summary asked for. */
async function polling(live = false) {
  const server = seeded()
  const clock = new SimulatedClock()
  const actor = startNotifications(server, { clock, input: { pollMs: POLL_INTERVAL_MS, live } })
  await settled(actor)
  const summaries = () => server.calls.filter((c) => c === 'summary').length
  expect(summaries()).toBe(1)
  /** A notification of `news` made on the server (if any), then `event` sent and its calls settled. */
  const after = async (event: NotificationsEvent, news?: 1 | 2 | 3 | 4) => {
    if (news !== undefined) server.add(news)
    actor.send(event)
    await settled(actor)
  }
  return { server, clock, actor, summaries, after }
}

/** A started actor over the seeded server with `typeId`'s list shown, and the links it opened. */
async function showing(typeId: 1 | 2 | 3 | 4, server = seeded()) {
  const links: string[] = []
  const actor = startNotifications(server, { links })
  await settled(actor)
  actor.send({ type: 'notifications.openType', typeId })
  await settled(actor)
  return { actor, server, links }
}

describe('the notifications machine', () => {
  it('R-NOTI-001 R-NOTI-008 loads the four types and the total; the dot shows exactly while something is unread', async () => {
    const server = seeded()
    const actor = startNotifications(server)
    await settled(actor)
    const { context } = actor.getSnapshot()
    expect(context.types.map((t) => [t.Id, t.Count])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ])
    expect(context.total).toBe(4)
    expect(showsDot(context)).toBe(true)
    actor.send({ type: 'notifications.readAll' })
    expect(showsDot(actor.getSnapshot().context)).toBe(false) // at once, before the server answers
    await settled(actor)
    expect(actor.getSnapshot().context.total).toBe(0)
    expect(server.summary().total).toBe(0)
  })

  it('R-NOTI-004 R-NOTI-010 opening an unread notification marks it read, lowers its type and the total by one, and opens its order', async () => {
    const { actor, server, links } = await showing(2)
    expect(actor.getSnapshot().context.list.map((n) => n.Id)).toEqual([3, 2])
    actor.send({ type: 'notification.open', id: 2 })
    const { context } = actor.getSnapshot()
    expect([context.total, context.types[1]!.Count]).toEqual([3, 0])
    expect(links).toEqual(['/myorder/confirm?orderId=102'])
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true)
    await settled(actor)
    expect(server.items.find((n) => n.Id === 2)!.IsRead).toBe(true)
    expect(server.calls).toContain('mark one')
  })

  it('R-NOTI-005 opening an already-read notification changes no count and asks the server nothing', async () => {
    const { actor, server } = await showing(2)
    actor.send({ type: 'notification.open', id: 3 })
    await settled(actor)
    expect(actor.getSnapshot().context.total).toBe(4)
    expect(server.calls).not.toContain('mark one')
  })

  it('R-NOTI-009 a change order opens its document with the key of its link; a notification without an order stays in the dialog', async () => {
    const { actor, links } = await showing(3)
    actor.send({ type: 'notification.open', id: 4 })
    expect(links).toEqual(['/changeorder?orderId=104&key=0123456789abcdef0123456789abcdef'])
    actor.send({ type: 'notifications.openType', typeId: 4 })
    await settled(actor)
    actor.send({ type: 'notification.open', id: 5 })
    expect(links).toHaveLength(1)
    expect(actor.getSnapshot().matches({ dialog: 'showing' })).toBe(true)
    expect(actor.getSnapshot().context.list[0]!.IsRead).toBe(true)
  })

  it('R-NOTI-007 marking the open type read clears its count and lowers the total by as much', async () => {
    const server = seeded()
    server.add(2)
    const actor = startNotifications(server)
    await settled(actor)
    actor.send({ type: 'notifications.openType', typeId: 2 })
    await settled(actor)
    expect(actor.getSnapshot().can({ type: 'notifications.readType' })).toBe(true)
    actor.send({ type: 'notifications.readType' })
    const { context } = actor.getSnapshot()
    expect([context.types[1]!.Count, context.total]).toEqual([0, 3])
    expect(context.list.every((n) => n.IsRead)).toBe(true)
    await settled(actor)
    expect(actor.getSnapshot().can({ type: 'notifications.readType' })).toBe(false)
  })

  it('R-NOTI-013 a mark-read the network lost puts the count back and leaves the notification unread', async () => {
    const { actor, server } = await showing(4)
    server.failNextWrite = true
    actor.send({ type: 'notification.open', id: 5 })
    expect(actor.getSnapshot().context.total).toBe(3)
    await settled(actor)
    const { context } = actor.getSnapshot()
    expect(context.total).toBe(4)
    expect(context.types[3]!.Count).toBe(1)
    expect(context.list[0]!.IsRead).toBe(false)
    expect(server.items.find((n) => n.Id === 5)!.IsRead).toBe(false)
  })

  it('R-NOTI-011 asks again every 60 s while shown, not while hidden, and at once when shown again or when orders changed', async () => {
    const { server, clock, actor, summaries, after } = await polling()
    server.add(1)
    clock.increment(POLL_INTERVAL_MS - 1)
    expect(summaries()).toBe(1)
    clock.increment(1)
    await settled(actor)
    expect(summaries()).toBe(2)
    expect(actor.getSnapshot().context.total).toBe(5)
    actor.send({ type: 'page.hidden' })
    clock.increment(10 * POLL_INTERVAL_MS)
    expect(summaries()).toBe(2)
    await after({ type: 'page.visible' }, 3)
    expect(summaries()).toBe(3)
    expect(actor.getSnapshot().context.total).toBe(6)
    await after({ type: 'orders.changed' }, 4)
    expect(actor.getSnapshot().context.total).toBe(7)
  })

  it('R-LIVE-008 polls only while the live stream is not open: none while it is, once at once when it drops, then every 60 s again', async () => {
    const { clock, actor, summaries, after } = await polling(true)
    clock.increment(5 * POLL_INTERVAL_MS)
    expect(summaries()).toBe(1)
    // The stream says something changed: the bell asks (orders.changed is how the app tells it).
    await after({ type: 'orders.changed' }, 1)
    expect(summaries()).toBe(2)
    expect(actor.getSnapshot().context.total).toBe(5)
    clock.increment(2 * POLL_INTERVAL_MS)
    expect(summaries()).toBe(2)
    // The stream drops: what it would have said is asked for at once, and the poll is back.
    await after({ type: 'live.down' })
    expect(summaries()).toBe(3)
    clock.increment(POLL_INTERVAL_MS)
    await settled(actor)
    expect(summaries()).toBe(4)
    actor.send({ type: 'live.up' })
    clock.increment(3 * POLL_INTERVAL_MS)
    expect(summaries()).toBe(4)
  })

  it('R-OWN-004 an id the list does not hold changes nothing and asks the server nothing', async () => {
    const { actor, server } = await showing(1)
    const before = actor.getSnapshot().context
    expect(actor.getSnapshot().can({ type: 'notification.open', id: 99_999 })).toBe(false)
    actor.send({ type: 'notification.open', id: 99_999 })
    await settled(actor)
    expect(actor.getSnapshot().context.total).toBe(before.total)
    expect(server.calls.filter((c) => c.startsWith('mark'))).toEqual([])
  })

  it('a list that fails to load says so and keeps the counts', async () => {
    const server = seeded()
    server.failLists = true
    const actor = startNotifications(server)
    await settled(actor)
    actor.send({ type: 'notifications.openType', typeId: 1 })
    await settled(actor)
    expect(actor.getSnapshot().context.listFailed).toBe(true)
    expect(actor.getSnapshot().context.total).toBe(4)
  })
})
