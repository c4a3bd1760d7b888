// The search's rules (R-SEARCH-001, R-SEARCH-003, R-SEARCH-004, R-SEARCH-006, R-SEARCH-007;
// decision 0363), over generated texts, orders, positions and key presses.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../../api/contracts/order-search'
import {
  hitLinkOf,
  isSearchShortcut,
  matchOf,
  movedIndex,
  needleOf,
  queryOf,
  searchListOf,
  type KeyPress,
  type ResultMove,
} from './order-search.rules'

const arbText = fc.string({ unit: fc.constantFrom('B', 'b', '0', '-', ' ', '\t', 'đ'), maxLength: 60 })

describe('R-SEARCH-003 the query of a text', () => {
  it('R-SEARCH-003 is the text trimmed when that is 2 to 50 characters long, else none', () => {
    fc.assert(
      fc.property(arbText, (text) => {
        const trimmed = text.trim()
        const fits = trimmed.length >= SEARCH_QUERY_MIN && trimmed.length <= SEARCH_QUERY_MAX
        expect(queryOf(text)).toBe(fits ? trimmed : null)
      }),
    )
  })
})

describe('R-SEARCH-001 what matches', () => {
  const arbCode = fc.string({ unit: fc.constantFrom('A', 'b', '1', '-'), maxLength: 6 })
  it('R-SEARCH-001 the first field holding the query without regard to case: BB number, SOs, PO, codes', () => {
    fc.assert(
      fc.property(
        arbCode,
        fc.array(fc.option(arbCode, { nil: null }), { maxLength: 2 }),
        fc.option(arbCode, { nil: undefined }),
        fc.array(arbCode, { maxLength: 4 }),
        fc.string({ unit: fc.constantFrom('a', 'B', '1', '-'), minLength: 1, maxLength: 3 }),
        (orderNumber, orderSOs, poNumber, productCodes, q) => {
          const holds = (t: string | null | undefined) =>
            t != null && t.toUpperCase().includes(q.toUpperCase())
          const fields = [
            ['orderNumber', orderNumber],
            ...orderSOs.map((so) => ['orderSO', so] as const),
            ['poNumber', poNumber],
            ...productCodes.map((code) => ['productCode', code] as const),
          ] as const
          const first = fields.find(([, text]) => holds(text))
          const match = matchOf(needleOf(q), { orderNumber, orderSOs, poNumber, productCodes })
          expect(match).toEqual(first === undefined ? null : { field: first[0], text: first[1] })
        },
      ),
    )
  })
})

describe('R-SEARCH-004 where a result opens', () => {
  it('R-SEARCH-004 a draft on place order, a pending or confirmed order in its list’s drawer', () => {
    for (const status of FE_ORDER_STATUSES) {
      const link = hitLinkOf({ Id: 42, FeOrderStatus: status })
      const expected = {
        draft: '/online/online?draftId=42',
        pending: '/myorder/orderInfo?orderId=42',
        confirmed: '/myorder/confirm?orderId=42',
      }[searchListOf(status)]
      expect(link).toBe(expected)
    }
    expect(searchListOf(0)).toBe('draft')
    expect(searchListOf(25)).toBe('pending')
    expect(searchListOf(8)).toBe('confirmed')
  })
})

describe('R-SEARCH-006 the arrow keys among the results', () => {
  const arbMove = fc.constantFrom<ResultMove>('next', 'previous', 'first', 'last')
  it('R-SEARCH-006 stay among the results, wrap at both ends, and are none without results', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 30 }),
        fc.integer({ min: 0, max: 24 }),
        arbMove,
        (active, count, move) => {
          const next = movedIndex(active, count, move)
          if (count === 0) {
            expect(next).toBe(-1)
            return
          }
          expect(next).toBeGreaterThanOrEqual(0)
          expect(next).toBeLessThan(count)
          if (move === 'first') expect(next).toBe(0)
          if (move === 'last') expect(next).toBe(count - 1)
          if (move === 'next' && active >= 0 && active < count - 1) expect(next).toBe(active + 1)
          if (move === 'previous' && active > 0 && active < count) expect(next).toBe(active - 1)
          if (move === 'next' && active === count - 1) expect(next).toBe(0)
          if (move === 'previous' && active <= 0) expect(next).toBe(count - 1)
        },
      ),
    )
  })

  it('R-SEARCH-006 down as many times as there are results comes back where it started', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.nat(), (count, start) => {
        let active = start % count
        for (let i = 0; i < count; i++) active = movedIndex(active, count, 'next')
        expect(active).toBe(start % count)
      }),
    )
  })
})

describe('R-SEARCH-007 the `/` key', () => {
  const arbPress: fc.Arbitrary<KeyPress> = fc.record({
    key: fc.constantFrom('/', '?', 'a', 'Enter'),
    ctrlKey: fc.boolean(),
    metaKey: fc.boolean(),
    altKey: fc.boolean(),
    inTextField: fc.boolean(),
    composing: fc.boolean(),
    underModal: fc.boolean(),
  })
  it('R-SEARCH-007 focuses the box only alone and outside a text field, never while composing or under a modal dialog', () => {
    fc.assert(
      fc.property(arbPress, (press) => {
        const alone = !press.ctrlKey && !press.metaKey && !press.altKey
        expect(isSearchShortcut(press)).toBe(
          press.key === '/' && alone && !press.inTextField && !press.composing && !press.underModal,
        )
      }),
    )
  })
})
