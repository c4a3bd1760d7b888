import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dateOfDayNumber } from '../order-lifecycle/business-time'
import { PENDING_URL_KEYS, readListAddress, writeListAddress } from './list-address'
import { pendingListRequestOf } from './order-list.rules'

const known = { companies: ['C1001', 'C1001-01'] }
const read = (query: string) => readListAddress(new URLSearchParams(query), known, PENDING_URL_KEYS)
const write = (state: Parameters<typeof writeListAddress>[0], base = 'orderId=7') =>
  writeListAddress(state, new URLSearchParams(base), PENDING_URL_KEYS)

describe("the pending list's address", () => {
  it('R-PEND-018 filters, page and size written to ?customerCode=&orderNumber=&from=&to=&page=&size= read back the same, orderId kept', () => {
    const arbDay = fc.integer({ min: 19_700, max: 21_000 }).map(dateOfDayNumber)
    const arbState = fc
      .record({
        filters: fc.record(
          {
            customerCode: fc.constantFrom(...known.companies),
            orderNumber: fc.stringMatching(/^[A-Z0-9]{1,10}$/),
            createdFrom: arbDay,
            createdTo: arbDay,
          },
          { requiredKeys: [] },
        ),
        pageIndex: fc.integer({ min: 1, max: 40 }),
        pageSize: fc.constantFrom(10, 20, 30, 50),
      })
      .filter(
        ({ filters }) =>
          filters.createdFrom === undefined ||
          filters.createdTo === undefined ||
          filters.createdFrom <= filters.createdTo,
      )
    fc.assert(
      fc.property(arbState, (state) => {
        const params = write(state)
        expect(params.get('orderId')).toBe('7')
        expect(params.get('customerCode')).toBe(state.filters.customerCode ?? null)
        expect(params.get('from')).toBe(state.filters.createdFrom ?? null)
        const back = readListAddress(params, known, PENDING_URL_KEYS)
        expect(back.corrections).toEqual([])
        expect(back.filters).toEqual(state.filters)
        expect(back.pageIndex).toBe(state.pageIndex)
        expect(back.pageSize).toBe(state.pageSize)
        expect(write(back).toString()).toBe(params.toString())
      }),
    )
  })

  it('R-PEND-018 R-PEND-001 a crafted address is corrected: a foreign company, a non-day, a bad page and size dropped, an inverted range swapped', () => {
    const state = read(
      'customerCode=C2001&orderNumber=BB1&from=2025-03-20&to=2025-03-01&page=abc&size=7&orderId=9',
    )
    expect(state.filters).toEqual({ orderNumber: 'BB1', createdFrom: '2025-03-01', createdTo: '2025-03-20' })
    expect(state.pageIndex).toBe(1)
    expect(state.pageSize).toBe(10)
    expect([...state.corrections].sort()).toEqual(['company', 'createdRange', 'page', 'pageSize'])
    expect(read('from=2025-02-30&to=yesterday&page=0').corrections).toEqual(['date', 'page'])
    expect(read('orderNumber=' + 'B'.repeat(51)).filters).toEqual({})
  })

  it('R-PEND-002 R-DATE-001 the created range read from the address is sent as whole days', () => {
    const { filters } = read('from=2025-03-01&to=2025-03-20')
    const request = pendingListRequestOf(filters, { pageIndex: 1, pageSize: 10 })
    expect(request.startTime).toBe('2025-03-01 00:00:00')
    expect(request.endTime).toBe('2025-03-20 23:59:59')
  })
})
