// An order's fold (decision 0336): `evolveOrder` is the lifecycle's `evolve` plus the records'
// data, and changes nothing it is given: a deep-frozen state and record fold as unfrozen ones do.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type OrderEvent, type OrderFacts } from '../machines/order-lifecycle'
import {
  arbHistory,
  deepFreeze,
  ev,
  IN_WINDOW,
  ROUTE_TO,
  TT_COMPANY,
} from '../machines/order-lifecycle/order-lifecycle.testkit'
import type { OrderDocument, OrderRecord } from './event-records'
import { evolveOrder, openOrderState, type OrderState } from './order-state'

const DOCUMENT: OrderDocument = {
  CustomerCode: 'C1001',
  CustomerName: 'Công ty TNHH Bếp Việt',
  WarehouseCode: null,
  FormatId: 1,
  ShippingAddressId: 1,
  ShippingAddress: '125 Nguyễn Văn Linh, Quận 7',
  ContactName: null,
  ContactMobile: null,
  ContactEmail: null,
  InvoiceInfo: null,
  EtaDate: '2025-03-10',
  Note: '',
  Quantity: 120,
  Amount: 64_800_000,
  SpecialRatePercent: 0,
  TotalAmount: 64_800_000,
  OrderProductList: [],
}

/** The order's records: the first opens it; back-office ones carry details, as the store's do. */
function recordsOf(facts: OrderFacts, events: readonly OrderEvent[]): OrderRecord[] {
  return events.map((event, i) => ({
    kind: 'order',
    seq: i + 1,
    orderId: 7,
    event,
    ...(i === 0
      ? {
          opened: {
            account: 'customer@demo.vn',
            orderNumber: 'BB00000007',
            createTime: event.at,
            facts,
            etdGapDays: 3,
          },
          document: DOCUMENT,
        }
      : {}),
    ...(event.by === 'backOffice' ? { details: { TruckNo: `51C-${i}` } } : {}),
  }))
}

/** What a state holds, without the chart inside its lifecycle snapshot. */
const seen = ({ snapshot, ...rest }: OrderState) => ({
  ...rest,
  value: snapshot.value,
  context: snapshot.context,
})

const fold = (records: readonly OrderRecord[], freeze: boolean) => {
  const keep = <T>(value: T) => (freeze ? deepFreeze(value) : value)
  let state = keep(openOrderState(records[0]!))
  for (const record of records) state = keep(evolveOrder(state, keep(record)))
  return state
}

describe('order state: the fold of an order’s records', () => {
  it('R-LIFE-036 R-API-040 evolveOrder changes nothing it is given: a frozen state folds as an unfrozen one does', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, events]) => {
        const records = recordsOf(facts, [ev('order.update', { by: 'customer' }), ...events])
        expect(seen(fold(structuredClone(records), true))).toEqual(seen(fold(records, false)))
      }),
    )
  })

  it('R-LIFE-036 a record the lifecycle refuses answers the very state it was given; an accepted one a new state', () => {
    const records = recordsOf(TT_COMPANY, [...ROUTE_TO.delivering, ev('support.request', { at: IN_WINDOW })])
    let state = openOrderState(records[0]!)
    for (const record of records) {
      const next = evolveOrder(state, record)
      expect(next).not.toBe(state)
      state = next
    }
    expect(state.status).toBe(7)
    expect(state.records).toHaveLength(records.length)
    const refused = { ...records[0]!, seq: records.length + 1, event: ev('order.process') }
    expect(evolveOrder(state, refused)).toBe(state)
  })
})
