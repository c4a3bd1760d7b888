import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import {
  activeFilterCount,
  CONFIRMED_FILTER_KEYS,
  foldColumns,
  PENDING_FILTER_KEYS,
  STATUS_FAMILIES,
  statusFamilyOf,
  type Foldable,
} from './list-layout.rules'

const ids = ['a', 'b', 'c', 'd', 'e', 'f'] as const

/** Fields with unique ids, each perhaps folding under another id (itself or one not shown included). */
const arbFields = fc
  .uniqueArray(fc.constantFrom(...ids), { minLength: 0, maxLength: ids.length })
  .chain((chosen) =>
    fc.tuple(
      ...chosen.map((id) =>
        fc
          .option(fc.constantFrom(...ids, 'missing'), { nil: undefined })
          .map((foldUnder) => ({ id, foldUnder })),
      ),
    ),
  )

describe('R-LIST-001 the folded columns of an order list', () => {
  it('unfolded, every field is a column of its own, in order', () => {
    fc.assert(
      fc.property(arbFields, (fields: readonly Foldable[]) => {
        const columns = foldColumns(fields, false)
        expect(columns.map((c) => c.field.id)).toEqual(fields.map((f) => f.id))
        expect(columns.every((c) => c.under.length === 0)).toBe(true)
      }),
    )
  })

  it('folded, every field is drawn exactly once, columns in order, and only under a column shown', () => {
    fc.assert(
      fc.property(arbFields, (fields: readonly Foldable[]) => {
        const columns = foldColumns(fields, true)
        const drawn = columns.flatMap((c) => [c.field.id, ...c.under.map((u) => u.id)])
        expect([...drawn].sort()).toEqual(fields.map((f) => f.id).sort())
        const order = fields.map((f) => f.id)
        const shown = columns.map((c) => order.indexOf(c.field.id))
        expect(shown).toEqual([...shown].sort((x, y) => x - y))
        for (const column of columns)
          for (const under of column.under) expect(under.foldUnder).toBe(column.field.id)
      }),
    )
  })

  it("folds the confirmed list's way: payment under status, SO under the BB number, ETA under ETD, quantity under the total", () => {
    const fields = [
      { id: 'createTime' },
      { id: 'status' },
      { id: 'paymentStatus', foldUnder: 'status' },
      { id: 'company' },
      { id: 'orderNumber' },
      { id: 'so', foldUnder: 'orderNumber' },
      { id: 'etd' },
      { id: 'eta', foldUnder: 'etd' },
      { id: 'quantity', foldUnder: 'totalAmount' },
      { id: 'totalAmount' },
    ]
    expect(foldColumns(fields, true).map((c) => [c.field.id, ...c.under.map((u) => u.id)].join('+'))).toEqual(
      ['createTime', 'status+paymentStatus', 'company', 'orderNumber+so', 'etd+eta', 'totalAmount+quantity'],
    )
  })
})

describe("R-LIST-002 the filters' toggle counts the filters of its form that hold a value", () => {
  it('counts each field of the form with a value, a range as its two days, payment statuses as one', () => {
    expect(activeFilterCount({}, CONFIRMED_FILTER_KEYS)).toBe(0)
    expect(
      activeFilterCount(
        { customerCode: 'C1001', etdFrom: '2026-01-01', etdTo: '2026-02-01', paymentStatuses: [1, 3] },
        CONFIRMED_FILTER_KEYS,
      ),
    ).toBe(4)
    // The status tab is not a field of the form; an empty text or list is no filter.
    expect(
      activeFilterCount({ orderStatus: 5, orderNumber: '  ', paymentStatuses: [] }, CONFIRMED_FILTER_KEYS),
    ).toBe(0)
    // The pending form has no ETD field.
    expect(activeFilterCount({ orderNumber: 'BB1', etdFrom: '2026-01-01' }, PENDING_FILTER_KEYS)).toBe(1)
  })

  it('never counts more than the form has, and a filter set adds one', () => {
    const arbValue = fc.option(fc.constantFrom('', ' ', 'x', '2026-01-01'), { nil: undefined })
    fc.assert(
      fc.property(
        fc.record({
          customerCode: arbValue,
          orderNumber: arbValue,
          createdFrom: arbValue,
          createdTo: arbValue,
        }),
        (filters) => {
          const count = activeFilterCount(filters, PENDING_FILTER_KEYS)
          expect(count).toBeGreaterThanOrEqual(0)
          expect(count).toBeLessThanOrEqual(PENDING_FILTER_KEYS.length)
          if (filters.customerCode === undefined)
            expect(activeFilterCount({ ...filters, customerCode: 'C1001' }, PENDING_FILTER_KEYS)).toBe(
              count + 1,
            )
        },
      ),
    )
  })
})

describe('R-LIST-003 every order status belongs to one family of state', () => {
  it('every status has exactly one family, and every family holds a status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FE_ORDER_STATUSES), (status) => {
        expect(STATUS_FAMILIES).toContain(statusFamilyOf(status))
      }),
    )
    expect(new Set(FE_ORDER_STATUSES.map(statusFamilyOf))).toEqual(new Set(STATUS_FAMILIES))
  })

  it('a cancelled order is not in the family of one being delivered; waiting means the customer acts', () => {
    expect(statusFamilyOf(8)).toBe('cancelled')
    expect(statusFamilyOf(5)).toBe('progress')
    expect(statusFamilyOf(8)).not.toBe(statusFamilyOf(5))
    // Only a draft (to send) and a pending payment (to pay) wait on the customer.
    expect(FE_ORDER_STATUSES.filter((s) => statusFamilyOf(s) === 'waiting')).toEqual([0, 2])
    expect(FE_ORDER_STATUSES.filter((s) => statusFamilyOf(s) === 'done')).toEqual([6])
    expect(FE_ORDER_STATUSES.filter((s) => statusFamilyOf(s) === 'problem')).toEqual([7])
  })
})
