// The event store (decision 0037): random command sequences over several orders, checked
// against the lifecycle's table, a live actor, the log and a replay of it; plus Given/When/Then
// cases for validation, refusal, deletion and auto-completion.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { FE_ORDER_STATUSES } from '../api/contracts/common'
import {
  canApply,
  foldOrderEvents,
  orderLifecycleMachine,
  stateNameOf,
  statusOf,
  type OrderEvent,
  type OrderFacts,
} from '../machines/order-lifecycle'
import {
  arbHistory,
  cmd,
  commandOf,
  ev,
  EVENT_TYPES,
  ROUTE_TO,
  TT_COMPANY,
} from '../machines/order-lifecycle/order-lifecycle.testkit'
import type { OrderDocument, StoreRecord } from './event-records'
import {
  EventStore,
  FOLD_SNAPSHOT_FORMAT,
  InvalidRecordError,
  RefusedRecordError,
  snapshotFits,
  type FoldSnapshot,
} from './event-store'
import { orderCommands } from './order-commands'
import { orderDetailOf, trackingOf } from './order-view'

const DOCUMENT: OrderDocument = {
  CustomerCode: 'C1001',
  CustomerName: 'Công ty TNHH Bếp Việt',
  WarehouseCode: null,
  FormatId: 1,
  ShippingAddressId: 1,
  ShippingAddress: '125 Nguyễn Văn Linh, Quận 7',
  ContactName: 'Phạm Quốc Bảo',
  ContactMobile: '0903123456',
  ContactEmail: 'customer@demo.vn',
  InvoiceInfo: { InvoiceName: 'CÔNG TY TNHH BẾP VIỆT', VATCode: '0312456789', InvoiceAddress: 'Quận 7' },
  EtaDate: '2025-03-10',
  Note: 'note',
  Quantity: 120,
  Amount: 64_800_000,
  SpecialRatePercent: 0,
  TotalAmount: 64_800_000,
  OrderProductList: [],
}
const OPENED_AT = '2024-01-01 08:00:00'

/** A store with one order per history, opened as drafts; then every event offered in turn. */
async function runHistories(histories: readonly [OrderFacts, OrderEvent[]][], onRefused?: () => void) {
  const store = new EventStore(null)
  const commands = orderCommands(store)
  const ids: number[] = []
  for (const [facts] of histories) {
    const state = await commands.open({
      account: 'customer@demo.vn',
      facts,
      etdGapDays: 3,
      document: { ...DOCUMENT, EtaDate: facts.etaDate },
      command: { type: 'SaveDraft', by: 'customer', at: OPENED_AT },
    })
    ids.push(state.id)
  }
  // Interleave the histories: event i of every order, then event i + 1, ...
  const longest = Math.max(0, ...histories.map(([, events]) => events.length))
  for (let i = 0; i < longest; i++) {
    for (const [k, [, events]] of histories.entries()) {
      const event = events[i]
      const state = store.order(ids[k]!)
      if (event === undefined || state === undefined) continue
      const before = {
        log: store.log.length,
        rows: snapshotRows(store),
        notes: store.notificationsOf('customer@demo.vn'),
      }
      const result = await commands.act(state, commandOf(event))
      if (!result.ok) {
        onRefused?.()
        expect(store.log.length).toBe(before.log)
        expect(snapshotRows(store)).toEqual(before.rows)
        expect(store.notificationsOf('customer@demo.vn')).toEqual(before.notes)
      }
      for (const order of store.orders()) {
        expect(FE_ORDER_STATUSES).toContain(order.status)
        expect(statusOf(order.snapshot)).toBe(order.status)
        expect(() => stateNameOf(order.snapshot)).not.toThrow()
      }
    }
  }
  return { store, ids }
}

const snapshotRows = (store: EventStore) => store.db.orders.all().map((row) => ({ ...row }))
const arbHistories = fc.array(arbHistory, { minLength: 1, maxLength: 4 })

// Each property runs dozens of stores through up to 160 commands: the 60 s limits are guards for a
// loaded machine, not speed checks.
describe('event store properties', () => {
  it('R-LIFE-012 random commands on several orders never reach a state or a status number outside the table', async () => {
    await fc.assert(
      fc.asyncProperty(arbHistories, async (histories) => {
        const { store } = await runHistories(histories)
        for (const order of store.orders()) expect(FE_ORDER_STATUSES).toContain(order.status)
      }),
      { numRuns: 40 },
    )
  }, 60_000)

  it('R-LIFE-012 folding an order’s log equals a live actor fed the same events, and the fold of everything offered', async () => {
    await fc.assert(
      fc.asyncProperty(arbHistories, async (histories) => {
        const { store, ids } = await runHistories(histories)
        histories.forEach(([facts, offered], k) => {
          const state = store.order(ids[k]!)
          if (state === undefined) return // a deleted draft
          const logged = store.log.filter(
            (r): r is Extract<StoreRecord, { kind: 'order' }> => r.kind === 'order' && r.orderId === state.id,
          )
          // Every logged record was accepted and folded (none skipped as a no-op).
          expect(state.records).toEqual(logged)
          const actor = createActor(orderLifecycleMachine, { input: facts }).start()
          for (const record of logged) actor.send(record.event)
          const live = actor.getSnapshot()
          actor.stop()
          expect(state.snapshot.value).toEqual(live.value)
          expect(state.snapshot.context).toEqual(live.context)
          // Refused events change nothing, so folding what was offered gives the same state.
          const all = foldOrderEvents(facts, [
            { type: 'order.update', by: 'customer', at: OPENED_AT },
            ...offered,
          ])
          expect(state.snapshot.value).toEqual(all.value)
          expect(state.snapshot.context).toEqual(all.context)
        })
      }),
      { numRuns: 40 },
    )
  }, 60_000)

  it('R-API-038 every command a guard refuses appends nothing: log, projection and notifications stay as they were', async () => {
    let refused = 0
    await fc.assert(
      fc.asyncProperty(arbHistories, async (histories) => {
        await runHistories(histories, () => (refused += 1))
      }),
      { numRuns: 40 },
    )
    // The histories mix in refused events on purpose; the check above ran for them.
    expect(refused).toBeGreaterThan(0)
  }, 60_000)

  it('R-API-040 replaying the whole log rebuilds the same projection, orders, tracking and notifications', async () => {
    await fc.assert(
      fc.asyncProperty(arbHistories, async (histories) => {
        const { store } = await runHistories(histories)
        const replayed = new EventStore(null)
        await replayed.replay(
          store.log.map((r) => JSON.parse(JSON.stringify(r)) as unknown),
          { validate: true },
        )
        expect(snapshotRows(replayed)).toEqual(snapshotRows(store))
        expect(replayed.notificationsOf('customer@demo.vn')).toEqual(
          store.notificationsOf('customer@demo.vn'),
        )
        const views = (s: EventStore) =>
          [...s.orders()].map((o) => ({ detail: orderDetailOf(o, 'en'), tracking: trackingOf(o) }))
        expect(views(replayed)).toEqual(views(store))
      }),
      { numRuns: 30 },
    )
  }, 60_000)
  it('R-PERF-010 a start-up replay that yields between short runs rebuilds what an unbroken replay does', async () => {
    await fc.assert(
      fc.asyncProperty(arbHistories, fc.integer({ min: 1, max: 4 }), async (histories, every) => {
        const { store } = await runHistories(histories)
        let calls = 0
        let yields = 0
        const sliced = new EventStore(null)
        await sliced.replay(store.log, {
          // A yield resolves in a later task: a replay that did not wait for it would end first.
          slice: () =>
            (calls += 1) % every === 0
              ? new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => void (yields += 1))
              : undefined,
        })
        expect(observed(sliced)).toEqual(observed(store))
        // The fold asks after every record; each yield it was given was awaited before it ended.
        expect(calls).toBeGreaterThanOrEqual(store.log.length)
        expect(yields).toBe(Math.floor(calls / every))
      }),
      { numRuns: 30 },
    )
  }, 60_000)
})

/** Everything a reader of the store can see, for comparing two stores. */
function observed(store: EventStore) {
  return {
    rows: snapshotRows(store),
    notifications: store.notificationsOf('customer@demo.vn'),
    orders: [...store.orders()].map((o) => {
      const { snapshot, ...rest } = o
      return {
        ...rest,
        value: snapshot.value,
        context: snapshot.context,
        status: snapshot.status,
        // What the order accepts next: every event type, as each actor would send it.
        accepts: EVENT_TYPES.map((type) => canApplyAnyone(snapshot, type)),
        detail: orderDetailOf(o, 'en'),
        tracking: trackingOf(o),
      }
    }),
    nextOrderId: store.nextOrderId(),
    nextNotificationId: store.nextNotificationId(),
    due: store.dueAutoCompletions('2099-12-31 23:59:59').map((d) => [d.state.id, d.dueAt]),
  }
}
const canApplyAnyone = (snapshot: Parameters<typeof canApply>[0], type: (typeof EVENT_TYPES)[number]) =>
  (['customer', 'backOffice', 'system'] as const).map((by) =>
    canApply(snapshot, { ...ev(type), by } as OrderEvent),
  )

const cloneLog = (store: EventStore) => store.log.map((r) => structuredClone(r) as unknown)

describe('event store: start-up from a snapshot of the fold (decision 0041)', () => {
  it('R-API-040 starting from a snapshot at any position and folding the rest equals folding the whole log', async () => {
    await fc.assert(
      fc.asyncProperty(arbHistories, fc.double({ min: 0, max: 1, noNaN: true }), async (histories, at) => {
        // One order always reaches 5 (delivering), whose due auto-completion the store keeps apart.
        const { store } = await runHistories([[TT_COMPANY, [...ROUTE_TO.delivering]], ...histories])
        const log = cloneLog(store)
        const position = Math.max(1, Math.round(at * log.length))
        const prefix = new EventStore(null)
        await prefix.replay(log.slice(0, position))
        // As IndexedDB gives it back: a structured clone.
        const snapshot = structuredClone(prefix.foldSnapshot('build-1'))
        const fast = new EventStore(null)
        const timings = await fast.replay(log, { snapshot: { value: snapshot, key: 'build-1' } })
        expect(timings.fromSnapshot).toBe(position)
        const plain = new EventStore(null)
        expect((await plain.replay(log)).fromSnapshot).toBe(0)
        expect(observed(fast)).toEqual(observed(plain))
        expect(observed(fast)).toEqual(observed(store))
        // And they go on alike: the same command gives the same records and state.
        const next = [...store.orders()].at(-1)
        if (next !== undefined) {
          const command = cmd('order.cancel', { at: '2099-01-01 00:00:00' })
          const [a, b] = await Promise.all(
            [fast, plain].map(async (s) => {
              const result = await orderCommands(s).act(s.order(next.id)!, command)
              return { ok: result.ok, log: s.log.length, seen: observed(s) }
            }),
          )
          expect(a).toEqual(b)
        }
      }),
      { numRuns: 30 },
    )
  }, 60_000)

  it('R-API-040 a snapshot of other code, of another format, past the end of the log or of another log is not used', async () => {
    const { store } = await runHistories([
      [TT_COMPANY, [ev('order.place'), ev('order.approve')]],
      [TT_COMPANY, [ev('order.place')]],
    ])
    const log = cloneLog(store)
    const half = new EventStore(null)
    await half.replay(log.slice(0, 2))
    expect(observed(store).due).toEqual([])
    const good = structuredClone(half.foldSnapshot('build-1'))
    expect(snapshotFits(good, log, 'build-1')).toBe(true)
    const stale: [string, unknown, readonly unknown[], string][] = [
      ['other code', good, log, 'build-2'],
      ['another format', { ...good, format: FOLD_SNAPSHOT_FORMAT + 1 }, log, 'build-1'],
      ['past the end of the log', good, log.slice(0, 1), 'build-1'],
      [
        'another log at the same position',
        good,
        log.map((r, i) => (i === 1 ? { ...(r as StoreRecord), orderId: 99 } : r)),
        'build-1',
      ],
      ['not a snapshot', { format: FOLD_SNAPSHOT_FORMAT, key: 'build-1' }, log, 'build-1'],
    ]
    const plain = new EventStore(null)
    await plain.replay(log)
    for (const [why, snapshot, someLog, key] of stale) {
      expect(snapshotFits(snapshot, someLog, key), why).toBe(false)
      const replayed = new EventStore(null)
      const timings = await replayed.replay(someLog, { snapshot: { value: snapshot, key } })
      expect(timings.fromSnapshot, why).toBe(0)
    }
    // The whole log folded, not the snapshot's half of it.
    const fromGood = new EventStore(null)
    expect((await fromGood.replay(log, { snapshot: { value: good, key: 'build-1' } })).fromSnapshot).toBe(2)
    expect(observed(fromGood)).toEqual(observed(plain))
    const unused: FoldSnapshot = good
    expect(unused.position).toBe(2)
  })
})

describe('event store: Given/When/Then', () => {
  const open = async (store: EventStore, facts: OrderFacts = TT_COMPANY) =>
    orderCommands(store).open({
      account: 'customer@demo.vn',
      facts,
      etdGapDays: 3,
      document: DOCUMENT,
      command: { type: 'PlaceOrder', by: 'customer', at: OPENED_AT },
    })

  it('a record that does not decode with its Schema is refused, and nothing is appended', async () => {
    const store = new EventStore(null)
    const state = await open(store)
    const length = store.log.length
    await expect(
      store.append([
        { kind: 'order', orderId: state.id, event: { ...ev('order.approve'), at: '2025-02-30 10:00:00' } },
      ]),
    ).rejects.toBeInstanceOf(InvalidRecordError)
    expect(store.log.length).toBe(length)
    expect(store.order(state.id)!.status).toBe(1)
  })

  it('R-LIFE-036 R-API-038 a command is decided on the order as the write turn finds it: moved since it was read, it is refused and appends nothing', async () => {
    const store = new EventStore(null)
    const commands = orderCommands(store)
    const opened = await open(store)
    // What a handler read at 1 before another tab approved the order and this page caught up
    // with it (the store folds into new states: the one read stays as it was).
    const asRead = opened
    expect((await commands.act(opened, cmd('order.approve'))).ok).toBe(true)
    expect(asRead.status).toBe(1)
    const length = store.log.length
    const result = await commands.act(asRead, cmd('order.approve'))
    expect(result).toMatchObject({ ok: false, refusal: { kind: 'illegalState' } })
    expect(result.state.status).toBe(store.order(asRead.id)!.status)
    expect(store.log.length).toBe(length)
  })

  it('R-LIFE-036 opening an order decides its first command on a new draft: a refused one opens nothing', async () => {
    const store = new EventStore(null)
    const opening = {
      account: 'customer@demo.vn',
      facts: TT_COMPANY,
      etdGapDays: 3,
      document: DOCUMENT,
    }
    await expect(
      orderCommands(store).open({
        ...opening,
        command: { type: 'PlaceOrder', by: 'backOffice', at: OPENED_AT },
      }),
    ).rejects.toThrow(/refuses PlaceOrder/)
    expect(store.log).toHaveLength(0)
    const placed = await orderCommands(store).open({
      ...opening,
      command: { type: 'PlaceOrder', by: 'customer', at: OPENED_AT },
    })
    expect([placed.status, store.log.length]).toEqual([1, 1])
  })

  it('R-LIFE-036 extras given as a function are made only for a command the order accepts', async () => {
    const store = new EventStore(null)
    const commands = orderCommands(store)
    const state = await open(store)
    let made = 0
    const extras = () => {
      made += 1
      return {}
    }
    expect((await commands.act(state, cmd('order.process'), extras)).ok).toBe(false) // 1 cannot be processed
    expect(made).toBe(0)
    expect((await commands.act(state, cmd('order.approve'), extras)).ok).toBe(true)
    expect(made).toBe(1)
  })

  it('R-API-038 an order record the lifecycle refuses throws before anything is applied, even in a batch', async () => {
    const store = new EventStore(null)
    const state = await open(store)
    const length = store.log.length
    await expect(
      store.append([
        { kind: 'order', orderId: state.id, event: ev('order.approve') },
        { kind: 'order', orderId: state.id, event: ev('order.process') }, // 2 cannot be processed
      ]),
    ).rejects.toBeInstanceOf(RefusedRecordError)
    expect(store.log.length).toBe(length)
    expect(store.order(state.id)!.status).toBe(1)
  })

  it('R-LIFE-008 a deleted draft leaves the lists and cannot be found, though its events stay in the log', async () => {
    const store = new EventStore(null)
    const commands = orderCommands(store)
    const draft = await commands.open({
      account: 'customer@demo.vn',
      facts: TT_COMPANY,
      etdGapDays: 3,
      document: DOCUMENT,
      command: { type: 'SaveDraft', by: 'customer', at: OPENED_AT },
    })
    expect(store.db.orders.count()).toBe(1)
    expect((await commands.act(draft, cmd('order.delete'))).ok).toBe(true)
    expect(store.order(draft.id)).toBeUndefined()
    expect(store.db.orders.count()).toBe(0)
    expect(store.log.map((r) => (r.kind === 'order' ? r.event.type : r.kind))).toEqual([
      'order.update',
      'order.delete',
    ])
  })

  it('R-LIFE-032 R-LIFE-014 settling completes an order at 5 as the system, at the instant it became due', async () => {
    const store = new EventStore(null)
    const commands = orderCommands(store)
    let state = await open(store, { ...TT_COMPANY, etaDate: '2025-03-10' })
    for (const command of [
      cmd('order.approve'),
      cmd('payment.submit'),
      cmd('payment.verify'),
      cmd('order.process'),
      cmd('order.ship'),
    ]) {
      const result = await commands.act(state, command)
      expect(result.ok).toBe(true)
      state = result.state
    }
    expect(await commands.settle('2025-03-16 23:59:59')).toBe(0)
    expect(store.order(state.id)!.status).toBe(5)
    expect(await commands.settle('2025-03-20 09:00:00')).toBe(1)
    const done = store.order(state.id)!
    expect(done.status).toBe(6)
    expect(done.records.at(-1)!.event).toEqual({
      type: 'order.autoComplete',
      by: 'system',
      at: '2025-03-17 00:00:00',
    })
    expect(done.completedDate).toBe('2025-03-17 00:00:00')
    expect(store.notificationsOf('customer@demo.vn')[0]!.NotificationContent_EN).toMatch(
      /completed automatically/,
    )
  })
})
