// The PO number rules (R-PO-001, R-PO-003, R-PO-006): examples, then properties over generated
// PO numbers and orders (fast-check 4), each stated on its own terms and compared.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FeOrderStatus } from '../../api/contracts/common'
import {
  optionalPoNumber,
  PO_NUMBER_MAX,
  poNumberFits,
  poNumberMatches,
  poNumberOf,
  poNumberWarningOf,
  samePoNumber,
  type PoNumberUse,
} from './po-number.rules'

const use = (Id: number, PoNumber: string | undefined, over: Partial<PoNumberUse> = {}): PoNumberUse => ({
  Id,
  OrderNumber: `BB${String(Id).padStart(8, '0')}`,
  CustomerCode: 'C1001',
  FeOrderStatus: 1,
  ...(PoNumber === undefined ? {} : { PoNumber }),
  ...over,
})

/** Texts as people type them: letters, digits, marks, spaces around, the odd long one. */
const arbTyped = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom('', ' ', '  ', '\t'),
      fc.stringMatching(/^[A-Za-z0-9\-/. Đđà]{1,30}$/),
      fc.constantFrom('', ' ', '  '),
    )
    .map(([a, b, c]) => a + b + c),
)
const STATUSES: readonly FeOrderStatus[] = [0, 1, 2, 25, 3, 4, 5, 6, 7, 8]
const arbUses: fc.Arbitrary<PoNumberUse[]> = fc.array(
  fc
    .record({
      Id: fc.integer({ min: 1, max: 60 }),
      PoNumber: fc.option(fc.constantFrom('PO-1', 'po-1', ' PO-1 ', 'PO-2', 'PO-10', 'X'), {
        nil: undefined,
      }),
      CustomerCode: fc.constantFrom('C1001', 'C1001-01', 'C2001'),
      FeOrderStatus: fc.constantFrom(...STATUSES),
    })
    .map(({ PoNumber, ...rest }) => use(rest.Id, PoNumber, rest)),
  { maxLength: 12 },
)

describe('R-PO-001 what the PO number field takes and what an order keeps', () => {
  it('R-PO-001 trims, keeps at most 35 characters, and an empty one is none', () => {
    expect(poNumberOf('  PO-4711  ')).toBe('PO-4711')
    expect(poNumberOf('   ')).toBeUndefined()
    expect(poNumberOf(undefined)).toBeUndefined()
    expect(poNumberOf('P'.repeat(35))).toBe('P'.repeat(35))
    expect(poNumberOf('P'.repeat(36))).toBeUndefined()
    expect(poNumberFits('P'.repeat(35))).toBe(true)
    expect(poNumberFits('P'.repeat(36))).toBe(false)
    expect(optionalPoNumber(' ')).toEqual({})
    expect(optionalPoNumber(' A ')).toEqual({ PoNumber: 'A' })
  })

  it('R-PO-001 property: what is kept is the trimmed text when it fits and is not blank, and keeping it again changes nothing', () => {
    fc.assert(
      fc.property(arbTyped, (typed) => {
        const kept = poNumberOf(typed)
        const trimmed = typed.trim()
        if (trimmed === '' || trimmed.length > PO_NUMBER_MAX) expect(kept).toBeUndefined()
        else expect(kept).toBe(trimmed)
        expect(poNumberOf(kept)).toBe(kept)
        expect(optionalPoNumber(typed)).toEqual(kept === undefined ? {} : { PoNumber: kept })
      }),
    )
  })
})

describe('R-PO-003 the same PO number twice for one company warns', () => {
  it('R-PO-003 names the earlier orders of the same company with the same number, whatever its case and spaces', () => {
    const orders = [
      use(3, 'po-77 '),
      use(1, 'PO-77'),
      use(2, 'PO-77', { CustomerCode: 'C2001' }),
      use(4, 'PO-77', { FeOrderStatus: 8 }),
      use(5, 'PO-77', { FeOrderStatus: 0 }),
      use(6, 'PO-770'),
      use(7, undefined),
    ]
    expect(poNumberWarningOf(' PO-77', 'C1001', orders)).toEqual({
      poNumber: 'PO-77',
      orderNumbers: ['BB00000001', 'BB00000003'],
    })
    // The draft being placed is not an earlier use of its own number.
    expect(poNumberWarningOf('PO-77', 'C1001', [use(9, 'PO-77')], 9)).toBeNull()
    expect(poNumberWarningOf('', 'C1001', orders)).toBeNull()
    expect(poNumberWarningOf('PO-78', 'C1001', orders)).toBeNull()
  })

  it('R-PO-003 property: it warns exactly when another placed, not cancelled order of the company holds the same trimmed number in any case', () => {
    fc.assert(
      fc.property(
        arbTyped,
        fc.constantFrom('C1001', 'C2001'),
        arbUses,
        fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
        (typed, code, uses, exceptId) => {
          const warning = poNumberWarningOf(typed, code, uses, exceptId)
          const mine = typed.trim().toUpperCase()
          const expected = uses
            .filter(
              (u) =>
                mine !== '' &&
                typed.trim().length <= PO_NUMBER_MAX &&
                u.Id !== exceptId &&
                u.CustomerCode === code &&
                u.FeOrderStatus !== 0 &&
                u.FeOrderStatus !== 8 &&
                (u.PoNumber ?? '').trim().toUpperCase() === mine,
            )
            .sort((a, b) => a.Id - b.Id)
            .map((u) => u.OrderNumber)
          if (expected.length === 0) expect(warning).toBeNull()
          else expect(warning).toEqual({ poNumber: typed.trim(), orderNumbers: [...new Set(expected)] })
        },
      ),
    )
  })

  it('R-PO-003 property: sameness is symmetric, and the filter on a PO number finds every order the warning names', () => {
    fc.assert(
      fc.property(arbTyped, arbUses, (typed, uses) => {
        for (const u of uses) expect(samePoNumber(typed, u.PoNumber)).toBe(samePoNumber(u.PoNumber, typed))
        const warning = poNumberWarningOf(typed, 'C1001', uses)
        // What the machine asks the backend for (the lists' filter) holds every order it warns of.
        const found = new Set(
          uses.filter((u) => poNumberMatches(u.PoNumber, poNumberOf(typed))).map((u) => u.OrderNumber),
        )
        for (const number of warning?.orderNumbers ?? []) expect(found.has(number)).toBe(true)
      }),
    )
  })
})

describe('R-PO-006 the lists filter by PO number', () => {
  it('R-PO-006 finds a part of it in any case; no filter finds all; an order without one is not found by a filter', () => {
    expect(poNumberMatches('ACME-PO-2026-0042', 'po-2026')).toBe(true)
    expect(poNumberMatches('ACME-PO-2026-0042', ' 0042 ')).toBe(true)
    expect(poNumberMatches('ACME-PO-2026-0042', '0043')).toBe(false)
    expect(poNumberMatches(undefined, 'PO')).toBe(false)
    expect(poNumberMatches(undefined, undefined)).toBe(true)
    expect(poNumberMatches(undefined, '  ')).toBe(true)
  })

  it('R-PO-006 property: a PO number is found by any part of itself, in any case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 \-/.Đđà]{1,35}$/), fc.nat(), fc.nat(), (po, a, b) => {
        const start = a % po.length
        const part = po.slice(start, start + 1 + (b % (po.length - start)))
        fc.pre(part.trim() !== '')
        expect(poNumberMatches(po, part.trim().toLowerCase())).toBe(true)
        expect(poNumberMatches(po, part.trim().toUpperCase())).toBe(true)
      }),
    )
  })
})
