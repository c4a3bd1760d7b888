// R-QUICK-005: a cart filled by quick order is accepted by the backend exactly where the panel
// said its lines went in. Generated lines (the seed's codes in any case, other companies' codes,
// hostile strings, any quantity text) go through the panel's check for a demo company; the cart
// it builds is then sent to the backend's own document builder and submit rules (R-ORD-023).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkQuickRows, type QuickRow } from '../machines/place-order/quick-order.rules'
import { demoAccounts } from './accounts'
import { buildDocument, submitViolations, type DocumentInput } from './order-documents'
import { availableProductsOf, catalogSeed, shippingAddressesOf } from './seed/catalog'

const TODAY = '2025-03-17'
const seed = catalogSeed('2025-03-15')
const account = demoAccounts()[0]!
const codes = account.userInfo.CustomerList.map((c) => c.CustomerCode)
const knownCodes = new Set(
  codes.flatMap((c) => availableProductsOf(seed, c).map((p) => p.ProductCode.toUpperCase())),
)
const allCodes = seed.products.map((p) => p.ProductCode)

const arbCode = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...allCodes) },
  { weight: 2, arbitrary: fc.constantFrom(...allCodes).map((c) => c.toLowerCase()) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', 'NOPE-1', "'; DROP TABLE--", '<img src=x>', 'x'.repeat(80)),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
)
const arbQuantity = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 400 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-5', '2.5', '1e2', '100001', 'NaN', '', '1.000') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
)

const documentOf = (customerCode: string, lines: DocumentInput['orderProductList']): DocumentInput => ({
  customerCode,
  warehouseCode: null,
  shippingAddressId: shippingAddressesOf(seed, customerCode)[0]?.Id ?? null,
  note: 'quick order',
  etaDate: '2025-04-01',
  orderProductList: lines,
})

/** The backend's verdict on a cart: refused when it builds no document, or breaks R-ORD-002 or R-ORD-020. */
function backendRefuses(customerCode: string, lines: DocumentInput['orderProductList']): boolean {
  const built = buildDocument(seed, account, documentOf(customerCode, lines))
  if (!built.ok) return true
  return submitViolations(seed, built.cart, TODAY).some(
    (v) => v.rule === 'R-ORD-002' || v.rule === 'R-ORD-020',
  )
}

describe('quick order and the backend', () => {
  it('R-QUICK-005 the cart quick order fills is accepted by the backend; each line it refuses for its code or format, the backend refuses too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.array(fc.record({ code: arbCode, quantity: arbQuantity }), { minLength: 1, maxLength: 25 }),
        (customerCode, generated) => {
          const products = availableProductsOf(seed, customerCode)
          const rows: QuickRow[] = generated.map((r, i) => ({ line: i + 1, ...r }))
          const scope = { cart: [], products, etaDate: null, etdGapDays: null, customerCode, knownCodes }
          const { cart, outcomes } = checkQuickRows(scope, rows)
          const sent = cart.map((l) => ({ ProductCode: l.ProductCode, Quantity: l.Quantity }))
          if (sent.length > 0) expect(backendRefuses(customerCode, sent)).toBe(false)
          for (const outcome of outcomes) {
            if (outcome.kind !== 'refused') continue
            const key = outcome.reason.key
            if (!/quick\.(unknownCode|notSold|otherFormat)$/.test(key)) continue
            const code = outcome.code.trim().toUpperCase()
            const product = products.find((p) => p.ProductCode.toUpperCase() === code)
            const refusedLine = { ProductCode: product?.ProductCode ?? code, Quantity: 1 }
            expect(backendRefuses(customerCode, [...sent, refusedLine])).toBe(true)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
