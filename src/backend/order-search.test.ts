// The search's core (R-SEARCH-001, R-SEARCH-002, R-SEARCH-005; decision 0363): over generated
// orders it answers what filtering, sorting and cutting every order would answer; it reads each
// order once, and its time grows with the orders and their lines, never with their square (no
// absolute time is asserted: the time of 2n orders is compared with that of n, fastest of several).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../api/contracts/common'
import { SEARCH_HITS_PER_LIST, SEARCH_LISTS } from '../api/contracts/order-search'
import { matchOf, needleOf, searchListOf } from '../machines/order-search/order-search.rules'
import type { OrderState } from './order-state'
import { searchableOf, searchCandidates, type SearchCandidate } from './order-search'

const candidate = (
  id: number,
  status: FeOrderStatus,
  codes: readonly string[],
  so: string | null = null,
  po?: string,
): SearchCandidate => ({
  id,
  status,
  customerCode: 'C1001',
  createTime: '2025-03-15 10:00:00',
  orderSO: so,
  searchable: {
    orderNumber: `BB${String(id).padStart(8, '0')}`,
    orderSOs: [so],
    poNumber: po,
    productCodes: codes,
  },
})

const arbText = fc.string({
  unit: fc.constantFrom('A', 'b', '1', '0', '-', 'đ', 'Ư'),
  minLength: 0,
  maxLength: 8,
})
const arbCandidates = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 5000 }),
      status: fc.constantFrom(...FE_ORDER_STATUSES),
      codes: fc.array(arbText, { maxLength: 4 }),
      so: fc.option(arbText, { nil: null }),
      po: fc.option(arbText, { nil: undefined }),
    }),
    { selector: (c) => c.id, maxLength: 60 },
  )
  .map((rows) => rows.map((r) => candidate(r.id, r.status, r.codes, r.so, r.po)))

describe('R-SEARCH-002 the search answers what a scan, a sort and a cut answer', () => {
  it('R-SEARCH-002 each list counts its matches and shows its newest 8, in lists drafts, pending, confirmed', () => {
    fc.assert(
      fc.property(
        arbCandidates,
        fc.string({ unit: fc.constantFrom('a', 'B', '1', '0', 'Đ', 'ư'), minLength: 2, maxLength: 4 }),
        (candidates, q) => {
          const result = searchCandidates(candidates, q)
          const matching = candidates
            .filter((c) => matchOf(needleOf(q), c.searchable) !== null)
            .sort((a, b) => b.id - a.id)
          expect(result.Groups.map((g) => g.List)).toEqual([...SEARCH_LISTS])
          for (const group of result.Groups) {
            const inList = matching.filter((c) => searchListOf(c.status) === group.List)
            expect(group.Total).toBe(inList.length)
            expect(group.Orders.map((o) => o.Id)).toEqual(
              inList.slice(0, SEARCH_HITS_PER_LIST).map((c) => c.id),
            )
          }
          expect(result.Total).toBe(matching.length)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('R-SEARCH-001 what an order is found by', () => {
  it('R-SEARCH-001 the PO number of an order that has one (the PO reference), and nothing where none', () => {
    const order = (po?: string) =>
      ({
        orderNumber: 'BB00000001',
        details: {},
        document: {
          OrderProductList: [{ ProductCode: 'SP001' }],
          ...(po === undefined ? {} : { PoNumber: po }),
        },
      }) as unknown as OrderState
    expect(matchOf(needleOf('po-77'), searchableOf(order('PO-7788')))).toEqual({
      field: 'poNumber',
      text: 'PO-7788',
    })
    expect(matchOf(needleOf('po-77'), searchableOf(order()))).toBeNull()
    expect(matchOf(needleOf('sp0'), searchableOf(order()))).toEqual({ field: 'productCode', text: 'SP001' })
  })
})

/** `count` orders of 4 lines whose every text nearly holds the query: the most work a match can be. */
function hostile(count: number): SearchCandidate[] {
  const near = 'A'.repeat(50)
  return Array.from({ length: count }, (_, i) =>
    candidate(i + 1, FE_ORDER_STATUSES[i % FE_ORDER_STATUSES.length]!, Array(4).fill(near), near, near),
  )
}
const HOSTILE_QUERY = `${'A'.repeat(49)}B`

/** The fastest of `runs` searches of each input, taken in turns so a busy moment hits all. */
function fastest(inputs: readonly SearchCandidate[][], runs = 7): number[] {
  const best = inputs.map(() => Infinity)
  for (let run = 0; run < runs; run++)
    inputs.forEach((candidates, i) => {
      const start = performance.now()
      searchCandidates(candidates, HOSTILE_QUERY)
      best[i] = Math.min(best[i]!, performance.now() - start)
    })
  return best
}

describe('R-SEARCH-005 the search costs what its orders and lines cost, no more', () => {
  it('R-SEARCH-005 reads each order once, in one pass', () => {
    let reads = 0
    const orders = hostile(500)
    function* counted() {
      for (const order of orders) {
        reads += 1
        yield order
      }
    }
    const result = searchCandidates(counted(), 'A'.repeat(50))
    expect(reads).toBe(orders.length)
    expect(result.Total).toBe(orders.length)
  })

  // Linear work doubles its time when the input doubles; quadratic work quadruples it. Judged over
  // three doublings together: 8 times the orders in less than 27 times the time (quadratic: 64).
  it('R-SEARCH-005 eight times the orders take less than 27 times the time', () => {
    const inputs = [2000, 4000, 8000, 16000].map(hostile)
    fastest(inputs, 1) // the first runs compile the search
    const growth = (times: number[]) => times.at(-1)! / Math.max(times[0]!, 0.01)
    let times = fastest(inputs)
    if (growth(times) >= 27) times = fastest(inputs)
    expect(growth(times), times.map((t) => t.toFixed(2)).join(', ')).toBeLessThan(27)
  }, 60_000)
})
