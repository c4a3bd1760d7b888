// The PO number in the order contracts (R-PO-002, R-PO-006, decision 0362): one optional, bounded
// field on the place-order bodies and the order shapes; answers without it (a server that does not
// know it) still decode, and so do requests without it.
import { Arbitrary, FastCheck as fc, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  CreateOpenOrder,
  GetPagedMallOrderList,
  GetPendingOrderList,
  OrderBody,
  PO_NUMBER_MAX,
} from './order'
import { Order, OrderRow } from './order-entities'

const accepts = <A, I>(schema: Schema.Schema<A, I>, value: unknown) =>
  Schema.is(Schema.encodedSchema(schema))(value) && Schema.decodeUnknownEither(schema)(value)._tag === 'Right'
const without = <T extends object>(value: T): Omit<T, 'PoNumber'> => {
  const { PoNumber: _dropped, ...rest } = value as T & { PoNumber?: unknown }
  return rest
}

describe('R-PO-002 the PoNumber field of the order contracts', () => {
  it('R-PO-002 an order and a list row decode with and without it (a server that does not know it)', () => {
    fc.assert(
      fc.property(Arbitrary.make(Order), Arbitrary.make(OrderRow), (order, row) => {
        const encodedOrder = Schema.encodeSync(Order)(order)
        const encodedRow = Schema.encodeSync(OrderRow)(row)
        expect(accepts(Order, encodedOrder)).toBe(true)
        expect(accepts(Order, without(encodedOrder))).toBe(true)
        expect(accepts(OrderRow, without(encodedRow))).toBe(true)
        expect(Schema.decodeUnknownSync(OrderRow)(without(encodedRow))).not.toHaveProperty('PoNumber')
      }),
      { numRuns: 30 },
    )
  })

  it('R-PO-002 the place-order body takes it optional and at most 35 characters, answers too', () => {
    const body = Schema.encodeSync(OrderBody)(
      fc.sample(Arbitrary.make(OrderBody), { numRuns: 1, seed: 39 })[0]!,
    )
    expect(accepts(CreateOpenOrder.request, without(body))).toBe(true)
    expect(accepts(CreateOpenOrder.request, { ...body, PoNumber: 'P'.repeat(PO_NUMBER_MAX) })).toBe(true)
    expect(accepts(CreateOpenOrder.request, { ...body, PoNumber: 'P'.repeat(PO_NUMBER_MAX + 1) })).toBe(false)
    const row = Schema.encodeSync(OrderRow)(fc.sample(Arbitrary.make(OrderRow), { numRuns: 1, seed: 39 })[0]!)
    expect(accepts(OrderRow, { ...row, PoNumber: 'P'.repeat(PO_NUMBER_MAX + 1) })).toBe(false)
  })
})

describe('R-PO-006 the lists take a bounded PO number filter', () => {
  it('R-PO-006 the pending and the confirmed list take poNumber up to 35 characters, and not more', () => {
    for (const endpoint of [GetPendingOrderList, GetPagedMallOrderList]) {
      const query = { pageIndex: '1', pageSize: '10' }
      expect(accepts(endpoint.request, query)).toBe(true)
      expect(accepts(endpoint.request, { ...query, poNumber: 'P'.repeat(PO_NUMBER_MAX) })).toBe(true)
      expect(accepts(endpoint.request, { ...query, poNumber: 'P'.repeat(PO_NUMBER_MAX + 1) })).toBe(false)
    }
  })
})
