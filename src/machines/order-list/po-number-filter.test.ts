// The lists' PO number filter (R-PO-006, decision 0362): normalized with the other filters, kept in
// each list's address, counted by the "Filters (n)" toggle, and sent by every request that filters.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  exportFiltersOf,
  mallListRequestOf,
  readListState,
  statusCountRequestOf,
  writeListState,
} from '../confirmed-orders/confirmed-orders.rules'
import { readListAddress, writeListAddress, PENDING_URL_KEYS } from './list-address'
import { activeFilterCount, CONFIRMED_FILTER_KEYS, PENDING_FILTER_KEYS } from './list-layout.rules'
import { normalizeFilters, pendingListRequestOf } from './order-list.rules'

const known = { companies: ['C1001'] }
const paging = { pageIndex: 1, pageSize: 10 }

describe('R-PO-006 the PO number filter of the pending and confirmed lists', () => {
  it('R-PO-006 is trimmed like the other texts, and a blank one is no filter', () => {
    expect(normalizeFilters({ poNumber: '  PO-7 ' })).toEqual({ poNumber: 'PO-7' })
    expect(normalizeFilters({ poNumber: '   ' })).toEqual({})
  })

  it('R-PO-006 goes into every request that filters: the pending list, the confirmed list, its tabs and its exports', () => {
    const filters = { poNumber: 'PO-7' }
    expect(pendingListRequestOf(filters, paging).poNumber).toBe('PO-7')
    expect(mallListRequestOf(filters, paging).poNumber).toBe('PO-7')
    expect(statusCountRequestOf(filters).poNumber).toBe('PO-7')
    expect(exportFiltersOf(filters).poNumber).toBe('PO-7')
    expect(pendingListRequestOf({}, paging)).not.toHaveProperty('poNumber')
  })

  it('R-PO-006 R-LIST-002 counts as one filter in the "Filters (n)" toggle of both lists', () => {
    expect(activeFilterCount({ poNumber: 'PO-7' }, PENDING_FILTER_KEYS)).toBe(1)
    expect(activeFilterCount({ poNumber: 'PO-7', orderNumber: 'BB1' }, CONFIRMED_FILTER_KEYS)).toBe(2)
    expect(activeFilterCount({}, CONFIRMED_FILTER_KEYS)).toBe(0)
  })

  it('R-PO-006 is kept in the address (poNumber on the pending list, po on the confirmed one); one over 35 characters is dropped and named', () => {
    const pending = writeListAddress(
      { filters: { poNumber: 'PO 7/A' }, ...paging },
      new URLSearchParams(),
      PENDING_URL_KEYS,
    )
    expect(pending.get('poNumber')).toBe('PO 7/A')
    expect(readListAddress(pending, known, PENDING_URL_KEYS).filters).toEqual({ poNumber: 'PO 7/A' })
    const confirmed = writeListState({ filters: { poNumber: 'PO 7/A' }, ...paging }, new URLSearchParams())
    expect(confirmed.get('po')).toBe('PO 7/A')
    expect(readListState(confirmed, known).filters).toEqual({ poNumber: 'PO 7/A' })
    const tooLong = readListState(new URLSearchParams({ po: 'P'.repeat(36) }), known)
    expect(tooLong.filters).toEqual({})
    expect(tooLong.corrections).toEqual(['poNumber'])
  })

  it('R-PO-006 property: any PO number filter that fits survives the address both ways, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 35 }), (typed) => {
        const state = { filters: normalizeFilters({ poNumber: typed }), ...paging }
        const read = readListState(writeListState(state, new URLSearchParams()), known)
        expect(read.filters).toEqual(state.filters)
        expect(read.corrections).toEqual([])
      }),
    )
  })
})
