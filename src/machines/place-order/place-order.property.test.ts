// Properties of the place-order rules over generated carts (fast-check 4). Each property states
// the rule independently of the code under test and compares.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planCartChange, type CartLine, type CartRequest } from './place-order.cart'
import {
  checkOrderForSubmit,
  CONTAINER_BANDS,
  containerGuidance,
  FROZEN_MAX_CASES,
  lineCases,
  MAX_LINE_QUANTITY,
  MIN_ORDER_CASES,
  totalCases,
} from './place-order.rules'
import { arbCartLine, arbDateNearToday, arbLines, arbOrder, product, validCart } from './place-order.testkit'

const keysOf = (violations: readonly { key: string }[]) => violations.map((v) => v.key)

/** The rule's own sum, written out item by item (R-ORD-011, R-ORD-012). */
const casesBySpec = (l: CartLine): number =>
  l.IsPromotion
    ? [...l.MainProductList, ...l.FocProductList]
        .map((i) => i.PromotionItemQuantity * l.Quantity)
        .reduce((a, b) => a + b, 0)
    : l.Quantity

describe('place-order rule properties', () => {
  it('R-ORD-011 R-ORD-012 a line counts Σ PromotionItemQuantity × Quantity if a promotion, else Quantity; the total adds the lines', () => {
    fc.assert(
      fc.property(arbLines(), (lines) => {
        // toBeCloseTo: fractional (refused) quantities may round differently in another order of sums.
        for (const l of lines) expect(lineCases(l)).toBeCloseTo(casesBySpec(l), 6)
        expect(totalCases(lines)).toBeCloseTo(
          lines.map(casesBySpec).reduce((a, b) => a + b, 0),
          6,
        )
      }),
    )
  })

  it('R-ORD-011 a promotion line scales with its quantity', () => {
    fc.assert(
      fc.property(arbCartLine('P'), fc.integer({ min: 1, max: 50 }), (l, k) => {
        expect(lineCases({ ...l, Quantity: l.Quantity * k })).toBeCloseTo(lineCases(l) * k, 6)
      }),
    )
  })

  it('R-ORD-016 R-ORD-015 the minimum is reported exactly when there are products totalling fewer than 100 cases', () => {
    fc.assert(
      fc.property(arbOrder(), ({ cart, today, gap }) => {
        const keys = keysOf(checkOrderForSubmit(cart, { today, etdGapDays: gap }))
        const total = cart.lines.map(casesBySpec).reduce((a, b) => a + b, 0)
        expect(keys.includes('placeOrder:rules.noProducts')).toBe(cart.lines.length === 0)
        expect(keys.includes('placeOrder:rules.minimumCases')).toBe(
          cart.lines.length > 0 && total < MIN_ORDER_CASES,
        )
      }),
    )
  })

  it('R-ORD-017 the frozen limit is reported exactly for a frozen order over 2300 cases', () => {
    fc.assert(
      fc.property(arbOrder(), ({ cart, today, gap }) => {
        const keys = keysOf(checkOrderForSubmit(cart, { today, etdGapDays: gap }))
        const frozen = cart.lines.some((l) => l.IsFrozen)
        const total = cart.lines.map(casesBySpec).reduce((a, b) => a + b, 0)
        expect(keys.includes('placeOrder:rules.frozenLimit')).toBe(frozen && total > FROZEN_MAX_CASES)
      }),
    )
  })

  it('R-ORD-020 mixed formats are reported exactly when two lines differ in FormatId', () => {
    fc.assert(
      fc.property(arbOrder(), ({ cart, today, gap }) => {
        const keys = keysOf(checkOrderForSubmit(cart, { today, etdGapDays: gap }))
        const mixed = cart.lines.some((a) => cart.lines.some((b) => a.FormatId !== b.FormatId))
        expect(keys.includes('placeOrder:rules.mixedFormats')).toBe(mixed)
      }),
    )
  })

  it('R-ORD-018 an ETA is refused exactly when its ETD (ETA minus the gap) is before today', () => {
    fc.assert(
      fc.property(arbDateNearToday, arbDateNearToday, fc.integer({ min: 0, max: 10 }), (eta, today, gap) => {
        const keys = keysOf(checkOrderForSubmit(validCart({ etaDate: eta }), { today, etdGapDays: gap }))
        const etdDay = Date.parse(`${eta}T00:00:00Z`) / 86_400_000 - gap
        const todayDay = Date.parse(`${today}T00:00:00Z`) / 86_400_000
        expect(keys.includes('placeOrder:rules.etdBeforeToday')).toBe(etdDay < todayDay)
      }),
    )
  })

  it('R-ORD-005 R-ORD-023 an order passes exactly when every submit condition holds', () => {
    const verdicts = { passed: 0, refused: 0 }
    fc.assert(
      fc.property(arbOrder(), ({ cart, today, gap }) => {
        const total = cart.lines.map(casesBySpec).reduce((a, b) => a + b, 0)
        const etdDay =
          cart.etaDate === null ? undefined : Date.parse(`${cart.etaDate}T00:00:00Z`) / 86_400_000 - gap
        const etd =
          etdDay === undefined ? undefined : new Date(etdDay * 86_400_000).toISOString().slice(0, 10)
        const ok =
          cart.customerCode.trim() !== '' &&
          cart.shippingAddressId !== null &&
          cart.note.trim() !== '' &&
          etd !== undefined &&
          etd >= today &&
          cart.lines.length > 0 &&
          total >= MIN_ORDER_CASES &&
          new Set(cart.lines.map((l) => l.FormatId)).size === 1 &&
          !(cart.lines.some((l) => l.IsFrozen) && total > FROZEN_MAX_CASES) &&
          cart.lines.every(
            (l) => Number.isInteger(l.Quantity) && l.Quantity >= 1 && l.Quantity <= MAX_LINE_QUANTITY,
          ) &&
          cart.lines.every(
            (l) =>
              !l.IsPromotion ||
              (((l.PromotionFromDate ?? null) === null || (l.PromotionFromDate ?? '') <= etd) &&
                ((l.PromotionToDate ?? null) === null || etd <= (l.PromotionToDate ?? ''))),
          )
        expect(checkOrderForSubmit(cart, { today, etdGapDays: gap }).length === 0).toBe(ok)
        verdicts[ok ? 'passed' : 'refused']++
      }),
      { numRuns: 500 },
    )
    // The generator reaches both verdicts, so the property is not vacuous.
    expect(verdicts.passed).toBeGreaterThan(0)
    expect(verdicts.refused).toBeGreaterThan(0)
  })

  it('R-ORD-021 the bands, the hint and the cases to the next band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (total) => {
        const g = containerGuidance(total)
        const inBand = CONTAINER_BANDS.find((b) => total >= b.from && total <= b.to)
        expect(g.band).toBe(inBand?.band ?? null)
        expect(g.slower).toBe(inBand === undefined)
        if (g.casesToNextBand !== null) {
          // Adding exactly that many reaches a band, and no fewer do.
          expect(g.casesToNextBand).toBeGreaterThan(0)
          expect(containerGuidance(total + g.casesToNextBand).band).not.toBeNull()
          expect(containerGuidance(total + g.casesToNextBand - 1).band).toBeNull()
        } else expect(inBand !== undefined || total > CONTAINER_BANDS[1].to).toBe(true)
      }),
    )
  })

  it('R-ORD-021 the container hint never blocks a submit', () => {
    fc.assert(
      fc.property(arbOrder(), ({ cart, today, gap }) => {
        const rules = checkOrderForSubmit(cart, { today, etdGapDays: gap }).map((v) => v.rule)
        expect(rules).not.toContain('R-ORD-021')
      }),
    )
  })

  it('R-ORD-020 R-ORD-002 any sequence of cart changes keeps one format and valid quantities in the cart', () => {
    const catalogue = [1, 2, 3].flatMap((format) =>
      [1, 2].map((n) => product(`F${format}-${n}`, { FormatId: format, IsFrozen: format === 2 })),
    )
    const arbRequest: fc.Arbitrary<CartRequest> = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        productCode: fc.constantFrom(...catalogue.map((p) => p.ProductCode), 'GONE'),
        quantity: fc.oneof(fc.integer({ min: -5, max: 60_000 }), fc.double({ min: -2, max: 5, noNaN: true })),
      }),
      fc.record({
        kind: fc.constant('set' as const),
        productCode: fc.constantFrom(...catalogue.map((p) => p.ProductCode)),
        quantity: fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.constant(0)),
      }),
      fc.record({
        kind: fc.constant('type' as const),
        productCode: fc.constantFrom(...catalogue.map((p) => p.ProductCode)),
        text: fc.oneof(fc.string(), fc.integer({ min: -10, max: 200_000 }).map(String), fc.constant('1.5')),
      }),
    )
    fc.assert(
      fc.property(fc.array(arbRequest, { maxLength: 40 }), (requests) => {
        let cart: readonly CartLine[] = []
        for (const request of requests) {
          const plan = planCartChange({ cart, products: catalogue, etaDate: null, etdGapDays: null }, request)
          if (plan.kind === 'apply') cart = plan.cart
          expect(new Set(cart.map((l) => l.FormatId)).size).toBeLessThanOrEqual(1)
          expect(new Set(cart.map((l) => l.ProductCode)).size).toBe(cart.length)
          for (const l of cart) {
            expect(Number.isInteger(l.Quantity)).toBe(true)
            expect(l.Quantity).toBeGreaterThanOrEqual(1)
            expect(l.Quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY)
          }
        }
      }),
    )
  })
})
