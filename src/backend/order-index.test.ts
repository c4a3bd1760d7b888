// The lists' queries through the index by customer and status answer exactly what a scan of the
// whole projection answers (decision 0307): over generated logs of orders of several customers,
// each taken through random lifecycle events (deletions included), live and after a replay.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../api/contracts/common'
import type { OrderEvent, OrderFacts } from '../machines/order-lifecycle'
import { arbHistory, commandOf } from '../machines/order-lifecycle/order-lifecycle.testkit'
import type { OrderListRow } from './db'
import { EventStore } from './event-store'
import { orderCommands } from './order-commands'
import {
  countByStatus,
  findOrderRows,
  matcher,
  newestFirstPage,
  newestRowsPage,
  scanOrderRows,
  type OrderFilter,
} from './order-queries'
import { orderDocumentOf } from '../test/order-document'

const CUSTOMERS = ['C1001', 'C1001-01', 'C1002'] as const

type Generated = readonly (readonly [string, string, [OrderFacts, OrderEvent[]]])[]

const arbOrders: fc.Arbitrary<Generated> = fc
  .array(
    fc.tuple(
      fc.constantFrom(...CUSTOMERS),
      fc.date({ min: new Date('2024-01-01'), max: new Date('2024-12-31'), noInvalidDate: true }),
      arbHistory,
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((orders) =>
    orders.map(
      ([code, at, history]) => [code, at.toISOString().slice(0, 19).replace('T', ' '), history] as const,
    ),
  )

/** A store whose orders were opened in turn, then taken through their events, interleaved. */
async function storeOf(orders: Generated): Promise<EventStore> {
  const store = new EventStore(null)
  const commands = orderCommands(store)
  const ids: number[] = []
  for (const [code, at, [facts]] of orders) {
    const state = await commands.open({
      account: 'customer@demo.vn',
      facts,
      etdGapDays: 3,
      document: orderDocumentOf(code, facts.etaDate),
      command: { type: 'SaveDraft', by: 'customer', at },
    })
    ids.push(state.id)
  }
  const longest = Math.max(0, ...orders.map(([, , [, events]]) => events.length))
  for (let i = 0; i < longest; i++)
    for (const [k, [, , [, events]]] of orders.entries()) {
      const state = store.order(ids[k]!)
      const event = events[i]
      if (state !== undefined && event !== undefined) await commands.act(state, commandOf(event))
    }
  return store
}

const arbSet = <T>(values: readonly T[]) =>
  fc.subarray([...values], { minLength: 0 }).map((chosen) => new Set(chosen))

const arbDay = fc.option(
  fc
    .date({ min: new Date('2023-12-01'), max: new Date('2025-03-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  { nil: undefined },
)

const arbFilter: fc.Arbitrary<OrderFilter> = fc.record({
  customerCodes: arbSet([...CUSTOMERS, 'C9999']),
  statuses: arbSet<FeOrderStatus>(FE_ORDER_STATUSES),
  orderNumber: fc.option(fc.constantFrom('', 'bb', '0', '1', '00001', ' 2 ', 'x'), { nil: undefined }),
  createdFrom: arbDay.map((d) => (d === undefined ? d : `${d} 00:00:00`)),
  createdTo: arbDay.map((d) => (d === undefined ? d : `${d} 23:59:59`)),
  etaFrom: arbDay,
  etaTo: arbDay,
  etdFrom: arbDay,
  etdTo: arbDay,
  paymentStatuses: fc.option(arbSet([0, 1, 2, 3, 4, 5]), { nil: undefined }),
})

/** A row's fields, without anything the projection keeps beside them. */
const fieldsOf = (row: OrderListRow): OrderListRow => ({
  Id: row.Id,
  CustomerCode: row.CustomerCode,
  OrderNumber: row.OrderNumber,
  FeOrderStatus: row.FeOrderStatus,
  PaymentStatus: row.PaymentStatus,
  CreateTime: row.CreateTime,
  Eta: row.Eta,
  Etd: row.Etd,
})

/** The counts a scan of the whole projection makes. */
function scannedCounts(store: EventStore, filter: OrderFilter) {
  const counts = new Map<FeOrderStatus, number>([...filter.statuses].map((s) => [s, 0]))
  for (const row of store.db.orders.findMany((q) => q.where(matcher(filter))))
    counts.set(row.FeOrderStatus, (counts.get(row.FeOrderStatus) ?? 0) + 1)
  return counts
}

/** What the lists' queries answer now: the rows (their fields) and the counts. */
const answersOf = (store: EventStore, filter: OrderFilter) => ({
  rows: findOrderRows(store.db, filter).map(fieldsOf),
  counts: countByStatus(store.db, filter),
})

/** What a scan of the whole projection answers. */
const scannedAnswersOf = (store: EventStore, filter: OrderFilter) => ({
  rows: scanOrderRows(store.db, filter).map(fieldsOf),
  counts: scannedCounts(store, filter),
})

function expectSameAnswers(store: EventStore, filters: readonly OrderFilter[]) {
  for (const filter of filters) expect(answersOf(store, filter)).toEqual(scannedAnswersOf(store, filter))
}

// The 60 s limit guards a loaded machine; it is no speed check.
describe('R-PERF-009 the indexed order queries answer what a scan of every order answers', () => {
  it('over generated logs, live, during a replay of the log and after it', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        arbOrders,
        fc.array(arbFilter, { minLength: 1, maxLength: 8 }),
        async (orders, filters) => {
          const store = await storeOf(orders)
          expectSameAnswers(store, filters)
          // Every filter of everything: the whole projection, through the index.
          const all = { customerCodes: new Set(CUSTOMERS), statuses: new Set(FE_ORDER_STATUSES) }
          expect(findOrderRows(store.db, all).map((r) => r.Id)).toEqual(
            store.db.orders.all().map((r) => r.Id),
          )
          // A query answered while the replay is still creating the projection's rows (its first
          // await) sees every order already: it answers what a scan does once the replay is done.
          const replayed = new EventStore(null)
          const replaying = replayed.replay(store.log)
          const during = filters.map((filter) => answersOf(replayed, filter))
          await replaying
          expect(during).toEqual(filters.map((filter) => scannedAnswersOf(replayed, filter)))
          expectSameAnswers(replayed, filters)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('R-SRV-016 a list page read from the newest ends of its buckets is the page of the sorted scan', () => {
  it('over generated logs, random filters and pages', { timeout: 60_000 }, async () => {
    const arbPage = fc.record({
      pageIndex: fc.integer({ min: 1, max: 6 }),
      pageSize: fc.integer({ min: 1, max: 7 }),
    })
    await fc.assert(
      fc.asyncProperty(
        arbOrders,
        fc.array(fc.tuple(arbFilter, arbPage), { minLength: 1, maxLength: 8 }),
        async (orders, asks) => {
          const store = await storeOf(orders)
          for (const [filter, { pageIndex, pageSize }] of asks) {
            const page = newestRowsPage(store.db, filter, pageIndex, pageSize)
            const scanned = newestFirstPage(scanOrderRows(store.db, filter), pageIndex, pageSize)
            expect({ list: page.list.map(fieldsOf), totalCount: page.totalCount }).toEqual({
              list: scanned.list.map(fieldsOf),
              totalCount: scanned.totalCount,
            })
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})
