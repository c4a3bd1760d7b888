// Refill rules (R-REORDER-001..003): which sources a link may ask for, what a past order gives,
// and the check of its lines against today's catalogue, each against an oracle written from the
// rules (fast-check).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../api/contracts/product-entities'
import { MAX_LINE_QUANTITY } from './place-order.rules'
import { draftOrder, product, promotion, TODAY } from './place-order.testkit'
import {
  checkRefill,
  isRefillSource,
  promotionEnded,
  REFILL_LINES_MAX,
  refillOfOrder,
  type RefillLine,
} from './refill.rules'
import { addDays } from '../order-lifecycle/business-time'

const CODES = ['A1', 'A2', 'A3', 'B1', 'B2', 'P1', 'P2'] as const

/** A catalogue of today: any subset of the codes, any format 1-2, promotions ended or running. */
const arbCatalogue: fc.Arbitrary<Product[]> = fc
  .array(
    fc.record({
      code: fc.constantFrom(...CODES),
      format: fc.integer({ min: 1, max: 2 }),
      price: fc.integer({ min: 1, max: 900 }).map((n) => n * 1000),
      endsIn: fc.option(fc.integer({ min: -30, max: 30 }), { nil: null }),
    }),
    { maxLength: CODES.length },
  )
  .map((rows) => {
    const seen = new Set<string>()
    return rows
      .filter((r) => !seen.has(r.code) && seen.add(r.code))
      .map((r) =>
        r.code.startsWith('P')
          ? promotion(
              r.code,
              2,
              1,
              { from: null, to: r.endsIn === null ? null : addDays(TODAY, r.endsIn)! },
              { FormatId: r.format, UnitPrice: r.price },
            )
          : product(r.code, { FormatId: r.format, UnitPrice: r.price }),
      )
  })

/** Lines of a past order: the codes in any case, others, hostile ones; any quantity. */
const arbLines: fc.Arbitrary<RefillLine[]> = fc.array(
  fc.record({
    productCode: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...CODES) },
      { weight: 1, arbitrary: fc.constantFrom(...CODES).map((c) => c.toLowerCase()) },
      { weight: 1, arbitrary: fc.constantFrom('', 'GONE-9', '<b>x</b>', 'x'.repeat(80)) },
    ),
    quantity: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 500 }) },
      { weight: 1, arbitrary: fc.constantFrom(0, -3, 2.5, MAX_LINE_QUANTITY + 1, Number.NaN) },
    ),
  }),
  { maxLength: 12 },
)

describe('refill rules', () => {
  it('R-REORDER-001 a link asks for a positive whole order or template id, and 1 to 200 codes of at most 50 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -5, max: 2 ** 31 }),
          fc.double(),
          fc.constant(Number.MAX_SAFE_INTEGER + 2),
        ),
        fc.option(fc.array(fc.string({ maxLength: 60 }), { maxLength: REFILL_LINES_MAX + 2 }), {
          nil: undefined,
        }),
        (id, codes) => {
          const idOk = Number.isSafeInteger(id) && id > 0
          const codesOk =
            codes === undefined ||
            (codes.length >= 1 &&
              codes.length <= REFILL_LINES_MAX &&
              codes.every((c) => c.trim() !== '' && c.length <= 50))
          const source =
            codes === undefined
              ? { kind: 'order' as const, orderId: id }
              : { kind: 'order' as const, orderId: id, productCodes: codes }
          expect(isRefillSource(source)).toBe(idOk && codesOk)
          expect(isRefillSource({ kind: 'template', templateId: id })).toBe(idOk)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('R-REORDER-002 a past order gives its code, its address and its lines in order; selected codes (any case) keep only theirs', () => {
    const order = draftOrder({
      CustomerCode: 'C1002',
      ShippingAddressId: 21,
      OrderProductList: ['A1', 'B1', 'A2'].map((code, i) => ({
        ...draftOrder().OrderProductList[0]!,
        ProductCode: code,
        Quantity: 10 * (i + 1),
      })),
    })
    expect(refillOfOrder(order)).toEqual({
      customerCode: 'C1002',
      shippingAddressId: 21,
      lines: [
        { productCode: 'A1', quantity: 10 },
        { productCode: 'B1', quantity: 20 },
        { productCode: 'A2', quantity: 30 },
      ],
    })
    expect(refillOfOrder(order, ['a2', 'A1', 'NOPE']).lines).toEqual([
      { productCode: 'A1', quantity: 10 },
      { productCode: 'A2', quantity: 30 },
    ])
  })

  it("R-REORDER-003 every line goes in at today's price or is left out with exactly its reason: not sold, promotion ended, other format, quantity", () => {
    fc.assert(
      fc.property(arbCatalogue, arbLines, (products, lines) => {
        const scope = {
          cart: [],
          products,
          etaDate: null,
          etdGapDays: null,
          today: TODAY,
          customerCode: 'C1001',
        }
        const { cart, leftOut, added } = checkRefill(scope, lines)
        expect(added + leftOut.length).toBe(lines.length)
        // The oracle: the same walk, written from the rules.
        let format: number | null = null
        const expected = new Map<string, number>()
        const reasons: string[] = []
        for (const line of lines) {
          const p = products.find((x) => x.ProductCode.toUpperCase() === line.productCode.toUpperCase())
          if (p === undefined) reasons.push('placeOrder:refill.notSold')
          else if (p.IsPromotion && p.PromotionToDate !== null && p.PromotionToDate < TODAY)
            reasons.push('placeOrder:refill.promotionEnded')
          else if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY)
            reasons.push('quantity')
          else if ((expected.get(p.ProductCode) ?? 0) + line.quantity > MAX_LINE_QUANTITY)
            reasons.push('quantity')
          else if (format !== null && p.FormatId !== format) reasons.push('placeOrder:refill.otherFormat')
          else {
            format ??= p.FormatId
            expected.set(p.ProductCode, (expected.get(p.ProductCode) ?? 0) + line.quantity)
          }
        }
        expect(
          leftOut.map((o) => (o.reason.key.startsWith('placeOrder:quantity') ? 'quantity' : o.reason.key)),
        ).toEqual(reasons)
        expect(cart.map((l) => [l.ProductCode, l.Quantity])).toEqual([...expected])
        // Today's product data, never the old order's.
        for (const l of cart)
          expect(l.UnitPrice).toBe(products.find((p) => p.ProductCode === l.ProductCode)!.UnitPrice)
        expect(new Set(cart.map((l) => l.FormatId)).size).toBeLessThanOrEqual(1)
        for (const l of cart) expect(promotionEnded(l, TODAY)).toBe(false)
      }),
      { numRuns: 400 },
    )
  })

  it("R-REORDER-003 added to a cart, a line of the cart's code adds to its quantity and another format is left out", () => {
    const A1 = product('A1', { UnitPrice: 5_000 })
    const B1 = product('B1', { FormatId: 2 })
    const scope = {
      cart: [{ ...A1, Quantity: 10 }],
      products: [A1, B1],
      etaDate: null,
      etdGapDays: null,
      today: TODAY,
      customerCode: 'C1001',
    }
    const { cart, leftOut } = checkRefill(scope, [
      { productCode: 'B1', quantity: 5 },
      { productCode: 'a1', quantity: 15 },
    ])
    expect(cart.map((l) => [l.ProductCode, l.Quantity])).toEqual([['A1', 25]])
    expect(leftOut).toEqual([
      { productCode: 'B1', reason: { key: 'placeOrder:refill.otherFormat', params: { productCode: 'B1' } } },
    ])
  })
})
