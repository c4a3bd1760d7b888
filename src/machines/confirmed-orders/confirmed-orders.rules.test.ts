import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OrderStatusOption } from '../../api/contracts/order-entities'
import { dateOfDayNumber } from '../order-lifecycle/business-time'
import type { OrderListFilters } from '../order-list/order-list.rules'
import {
  exportFiltersOf,
  mallListRequestOf,
  readListState,
  statusCountRequestOf,
  statusTabsOf,
  writeListState,
} from './confirmed-orders.rules'

const option = (OrderStatus: OrderStatusOption['OrderStatus'], OrderCount: number): OrderStatusOption => ({
  OrderStatus,
  OrderCount,
  OrderStatusString_EN: `S${OrderStatus}`,
  OrderStatusString_VN: `T${OrderStatus}`,
})
const known = { companies: ['C1001', 'C1001-01'], paymentStatuses: [1, 2, 3, 4, 5] }

describe('confirmed-order rules', () => {
  it("R-CONF-001 R-CONF-020 'All' comes first and counts every tab; only the confirmed list's statuses are tabs", () => {
    const tabs = statusTabsOf([option(3, 2), option(4, 1), option(5, 4), option(1, 9), option(8, 3)])
    expect(tabs.map((t) => [t.tab, t.count])).toEqual([
      ['all', 10],
      [3, 2],
      [4, 1],
      [5, 4],
      [8, 3],
    ])
  })

  it('R-CONF-022 a list state written to the address reads back the same', () => {
    const arbDay = fc.integer({ min: 19_700, max: 21_000 }).map(dateOfDayNumber)
    const arbState = fc.record({
      filters: fc.record(
        {
          orderStatus: fc.constantFrom(3, 4, 5, 6, 7, 8),
          customerCode: fc.constantFrom(...known.companies),
          orderNumber: fc.stringMatching(/^[A-Z0-9]{1,10}$/),
          paymentStatuses: fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 5), { minLength: 1 }),
          etdFrom: arbDay,
          etaTo: arbDay,
        },
        { requiredKeys: [] },
      ),
      pageIndex: fc.integer({ min: 1, max: 40 }),
      pageSize: fc.constantFrom(10, 20, 30, 50),
    })
    fc.assert(
      fc.property(arbState, (state) => {
        const params = writeListState(state as never, new URLSearchParams('orderId=7'))
        expect(params.get('orderId')).toBe('7')
        const read = readListState(params, known)
        expect(read.corrections).toEqual([])
        expect(read.pageIndex).toBe(state.pageIndex)
        expect(read.pageSize).toBe(state.pageSize)
        expect(writeListState(read, new URLSearchParams('orderId=7')).toString()).toBe(params.toString())
      }),
    )
  })

  it('R-CONF-022 a crafted address is corrected: unknown values dropped, an inverted range swapped', () => {
    const read = readListState(
      new URLSearchParams(
        'status=2&company=C2001&payment=3&payment=99&payment=abc&etdFrom=2025-03-20&etdTo=2025-03-01&etaFrom=2025-02-30&page=-1&size=7',
      ),
      known,
    )
    expect(read.filters).toEqual({ paymentStatuses: [3], etdFrom: '2025-03-01', etdTo: '2025-03-20' })
    expect(read.pageIndex).toBe(1)
    expect(read.pageSize).toBe(10)
    expect([...read.corrections].sort()).toEqual(
      ['company', 'date', 'etdRange', 'page', 'pageSize', 'payment', 'status'].sort(),
    )
    // Before the payment statuses arrived, a number waits to be checked.
    expect(readListState(new URLSearchParams('payment=99'), { companies: [] }).filters).toEqual({
      paymentStatuses: [99],
    })
  })

  it('R-API-013 R-DATE-001 R-CONF-020 R-CONF-021 one set of filters makes the list, the counts and the exports', () => {
    const filters: OrderListFilters = {
      orderStatus: 5,
      customerCode: 'C1001',
      orderNumber: 'BB01',
      paymentStatuses: [3, 4],
      etaFrom: '2025-03-01',
      etaTo: '2025-03-31',
      etdTo: '2025-03-20',
    }
    expect(mallListRequestOf(filters, { pageIndex: 2, pageSize: 20 })).toEqual({
      customerCode: 'C1001',
      orderNumber: 'BB01',
      paymentStatusStrings: [3, 4],
      startTime: '2025-03-01 00:00:00',
      endTime: '2025-03-31 23:59:59',
      etdTo: '2025-03-20 23:59:59',
      orderStatus: 5,
      pageIndex: 2,
      pageSize: 20,
    })
    expect(statusCountRequestOf(filters)).not.toHaveProperty('orderStatus')
    expect(exportFiltersOf(filters)).toEqual({
      companyCode: 'C1001',
      bbNo: 'BB01',
      orderStatus: 5,
      paymentStatus: [3, 4],
      etaFrom: '2025-03-01 00:00:00',
      etaTo: '2025-03-31 23:59:59',
      etdTo: '2025-03-20 23:59:59',
    })
  })
})
