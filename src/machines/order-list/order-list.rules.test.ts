// The order lists' rules: paging, filters and their requests, the customer's draft actions (asked
// of the order lifecycle) and the body that submits a stored draft. Examples, then properties.
import { Arbitrary, FastCheck, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FeOrderStatus } from '../../api/contracts/common'
import {
  GetDraftOrderListRequest,
  GetPendingOrderListRequest,
  UpdateOrderRequest,
} from '../../api/contracts/order'
import { Order } from '../../api/contracts/order-entities'
import { orderSnapshotAt, type OrderEvent } from '../order-lifecycle'
import {
  DEFAULT_PAGE_SIZE,
  draftActionsAt,
  draftListRequestOf,
  isPageInRange,
  isPageSize,
  mayCustomer,
  mergeFilters,
  normalizeFilters,
  PAGE_SIZES,
  pageCountOf,
  pendingListRequestOf,
  sameFilters,
  submitRequestOf,
} from './order-list.rules'
import { FE_STATUSES, orderRow } from './order-list.testkit'

describe('order-list rules: paging', () => {
  it('R-CONST-001 the default page size is 10, and the selector offers it first among a few sizes', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10)
    expect(PAGE_SIZES[0]).toBe(10)
    expect(PAGE_SIZES.every(isPageSize)).toBe(true)
    expect([0, 5, 15, 100, 10.5].some(isPageSize)).toBe(false)
  })

  it('R-PEND-007 a list has ceil(total / size) pages, and one page when empty', () => {
    expect(pageCountOf(0, 10)).toBe(1)
    expect(pageCountOf(10, 10)).toBe(1)
    expect(pageCountOf(11, 10)).toBe(2)
    expect(pageCountOf(23, 20)).toBe(2)
    expect(isPageInRange(3, 23, 10)).toBe(true)
    expect(isPageInRange(4, 23, 10)).toBe(false)
    expect(isPageInRange(0, 23, 10)).toBe(false)
    expect(isPageInRange(1.5, 23, 10)).toBe(false)
    expect(isPageInRange(1, 0, 10)).toBe(true)
  })

  it('R-PEND-007 a page is in range exactly when 1 <= page <= the last page (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 40 }),
        fc.nat({ max: 500 }),
        fc.constantFrom(...PAGE_SIZES),
        (page, total, size) => {
          const last = total === 0 ? 1 : Math.ceil(total / size)
          expect(isPageInRange(page, total, size)).toBe(page >= 1 && page <= last)
          // Every row is on exactly one page.
          expect((last - 1) * size < Math.max(total, 1)).toBe(true)
        },
      ),
    )
  })
})

describe('order-list rules: filters', () => {
  it('R-PEND-003 texts are trimmed and empty filters dropped, so only a real change counts', () => {
    expect(normalizeFilters({ customerCode: ' C1001 ', orderNumber: '  ', createdFrom: '' })).toEqual({
      customerCode: 'C1001',
    })
    expect(sameFilters({ orderNumber: 'BB1' }, { orderNumber: ' BB1 ' })).toBe(true)
    expect(sameFilters({ orderNumber: 'BB1' }, { orderNumber: 'BB12' })).toBe(false)
    expect(sameFilters({}, { customerCode: '', paymentStatuses: [] })).toBe(true)
    expect(sameFilters({ paymentStatuses: [2, 1, 2] }, { paymentStatuses: [1, 2] })).toBe(true)
    expect(mergeFilters({ customerCode: 'C1001', orderNumber: 'BB' }, { orderNumber: undefined })).toEqual({
      customerCode: 'C1001',
    })
  })

  it('R-PEND-002 R-DATE-001 the pending query carries the filters by their names, dates as whole days', () => {
    const request = pendingListRequestOf(
      { customerCode: 'C1001-01', orderNumber: 'BB0000', createdFrom: '2026-11-01', createdTo: '2026-11-21' },
      { pageIndex: 2, pageSize: 20 },
    )
    expect(request).toEqual({
      customerCode: 'C1001-01',
      orderNumber: 'BB0000',
      startTime: '2026-11-01 00:00:00',
      endTime: '2026-11-21 23:59:59',
      pageIndex: 2,
      pageSize: 20,
    })
    expect(Schema.encodeSync(GetPendingOrderListRequest)(request)).toMatchObject({
      pageIndex: '2',
      pageSize: '20',
      startTime: '2026-11-01 00:00:00',
    })
  })

  it('R-ORD-004 the draft query carries only paging without filters, and encodes with its contract', () => {
    const request = draftListRequestOf({}, { pageIndex: 1, pageSize: 10 })
    expect(request).toEqual({ pageIndex: 1, pageSize: 10 })
    expect(Schema.encodeSync(GetDraftOrderListRequest)(request)).toEqual({ pageIndex: '1', pageSize: '10' })
  })

  it('R-PEND-003 normalising is idempotent and merging the same change twice changes nothing (property)', () => {
    const text = fc.option(fc.constantFrom('', ' ', 'C1001', ' C1001 ', 'BB01', '2026-11-01'), {
      nil: undefined,
    })
    const arbFilters = fc.record(
      {
        customerCode: text,
        orderNumber: text,
        createdFrom: text,
        paymentStatuses: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(arbFilters, arbFilters, (current, change) => {
        const once = normalizeFilters(current)
        expect(normalizeFilters(once)).toEqual(once)
        const merged = mergeFilters(once, change)
        expect(sameFilters(mergeFilters(merged, change), merged)).toBe(true)
        expect(sameFilters(current, once)).toBe(true)
      }),
    )
  })
})

describe('order-list rules: what the customer may do with a row', () => {
  it('R-ORD-004 R-LIFE-008 a draft can be opened, submitted and deleted', () => {
    expect([...draftActionsAt(0)].sort()).toEqual(['delete', 'open', 'submit'])
    expect(mayCustomer('delete', orderRow(1))).toBe(true)
  })

  it('R-LIFE-008 R-LIFE-027 no order past the draft can be changed, submitted or deleted by the customer', () => {
    for (const status of FE_STATUSES.filter((s) => s !== 0)) {
      expect({ status, actions: [...draftActionsAt(status)] }).toEqual({ status, actions: [] })
      expect(mayCustomer('delete', orderRow(1, { FeOrderStatus: status }))).toBe(false)
    }
  })

  it('R-LIFE-008 the actions agree with the order lifecycle for any facts and time (property)', () => {
    const arbFacts = fc.record({
      customerTypeName: fc.constantFrom('Company', 'Distributor', ''),
      termsOfPayment: fc.constantFrom('no credit - TT', 'credit 30 days', ''),
      etaDate: fc.constantFrom('2025-01-31', '2026-11-30', '2027-02-28'),
    })
    const arbAt = fc.constantFrom('2025-01-01 00:00:00', '2026-11-21 09:34:00', '2030-12-31 23:59:59')
    const EVENT = { open: 'order.update', submit: 'order.place', delete: 'order.delete' } as const
    fc.assert(
      fc.property(fc.constantFrom(...FE_STATUSES), arbFacts, arbAt, (status: FeOrderStatus, facts, at) => {
        const snapshot = orderSnapshotAt(status, facts, status >= 3 ? facts.etaDate : null)
        for (const action of ['open', 'submit', 'delete'] as const) {
          const event = { type: EVENT[action], by: 'customer', at } as OrderEvent
          expect(draftActionsAt(status).has(action)).toBe(snapshot.can(event))
        }
      }),
    )
  })
})

describe('order-list rules: submitting a stored draft', () => {
  it('R-API-027 R-API-010 R-PO-005 the body is the stored draft with its id and PO number, which the contract accepts (property)', () => {
    FastCheck.assert(
      FastCheck.property(Arbitrary.make(Order), (order) => {
        const body = submitRequestOf(order)
        expect(body.id).toBe(order.Id)
        expect(body).toMatchObject({
          customerCode: order.CustomerCode,
          shippingAddressId: order.ShippingAddressId,
          etaDate: order.EtaDate,
          note: order.Note,
          quantity: order.Quantity,
          amount: order.Amount,
          formatId: order.FormatId,
        })
        expect(body.orderProductList).toEqual(order.OrderProductList)
        expect(body.orderPaymentList).toEqual(
          order.OrderPaymentList.map(({ Id, Evidence }) => ({ Id, Evidence })),
        )
        // Every field of the contract; the optional PO number when the draft has one (R-PO-005).
        const fields = Object.keys(UpdateOrderRequest.fields).filter(
          (key) => key !== 'PoNumber' || order.PoNumber?.trim(),
        )
        expect(Object.keys(body).sort()).toEqual(fields.sort())
        expect(body.PoNumber).toBe(order.PoNumber?.trim() || undefined)
      }),
      { numRuns: 40, seed: 20261121 },
    )
  })
})
