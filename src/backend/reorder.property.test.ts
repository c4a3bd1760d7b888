// R-REORDER-006: a cart filled by "Order again" is accepted or refused by the backend exactly as
// the place-order machine says. Generated past orders (the seed's codes in any case, hostile codes,
// any quantities, any address) meet a generated change of today's catalogue (products no longer
// sold to the code, formats changed, promotions ended); the machine's refill check builds the cart,
// its submit check gives its verdict, and the backend's own document builder and submit rules
// (R-ORD-023) give theirs on the same cart.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../machines/order-lifecycle/business-time'
import { addressAfterLoad } from '../machines/place-order/place-order.cart'
import { violationsOf } from '../machines/place-order/place-order.rules'
import { checkRefill, type RefillLine } from '../machines/place-order/refill.rules'
import { demoAccounts } from './accounts'
import { buildDocument, submitViolations, type DocumentInput } from './order-documents'
import {
  availableProductsOf,
  catalogSeed,
  etaEtdGapOf,
  shippingAddressesOf,
  type CatalogSeed,
} from './seed/catalog'

const TODAY = '2025-03-17'
const seed = catalogSeed('2025-03-15')
const account = demoAccounts()[0]!
const codes = account.userInfo.CustomerList.map((c) => c.CustomerCode)
const allCodes = seed.products.map((p) => p.ProductCode)
const formatIds = seed.formats.map((f) => f.FormatId)
const addressIds = seed.companies.flatMap((c) => c.addresses.map((a) => a.Id))

/** Today's catalogue after the change: some products no longer sold, formats moved, promotions ended. */
interface CatalogueChange {
  readonly notSold: readonly string[]
  readonly formatMoved: readonly { readonly code: string; readonly formatId: number }[]
  readonly promotionsEnded: readonly string[]
}

function changed(base: CatalogSeed, customerCode: string, change: CatalogueChange): CatalogSeed {
  const moved = new Map(change.formatMoved.map((m) => [m.code, m.formatId]))
  const yesterday = addDays(TODAY, -1)!
  return {
    ...base,
    products: base.products.map((p) => {
      const formatId = moved.get(p.ProductCode) ?? p.FormatId
      const ended = p.IsPromotion && change.promotionsEnded.includes(p.ProductCode)
      return {
        ...p,
        FormatId: formatId,
        ...(ended ? { PromotionFromDate: addDays(TODAY, -40)!, PromotionToDate: yesterday } : {}),
      }
    }),
    companies: base.companies.map((c) =>
      c.customer.CustomerCode === customerCode
        ? { ...c, excludedProductCodes: [...c.excludedProductCodes, ...change.notSold] }
        : c,
    ),
  }
}

const arbChange: fc.Arbitrary<CatalogueChange> = fc.record({
  notSold: fc.subarray(allCodes, { maxLength: 8 }),
  formatMoved: fc.array(
    fc.record({ code: fc.constantFrom(...allCodes), formatId: fc.constantFrom(...formatIds) }),
    { maxLength: 6 },
  ),
  promotionsEnded: fc.subarray(allCodes, { maxLength: 8 }),
})

const arbLine: fc.Arbitrary<RefillLine> = fc.record({
  productCode: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...allCodes) },
    { weight: 1, arbitrary: fc.constantFrom(...allCodes).map((c) => c.toLowerCase()) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', 'NOPE-1', "'; DROP TABLE--", '<img src=x>', 'x'.repeat(80)),
    },
  ),
  quantity: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1, max: 400 }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -5, 2.5, 100_001, Number.NaN) },
  ),
})

/** The backend's verdict on a cart: refused when it builds no document or breaks a submit rule. */
function backendAccepts(catalog: CatalogSeed, input: DocumentInput): boolean {
  const built = buildDocument(catalog, account, input)
  return built.ok && submitViolations(catalog, built.cart, TODAY).length === 0
}

describe('order again and the backend', () => {
  it('R-REORDER-006 the cart order again fills is accepted by the backend exactly when the machine says so; every line it leaves out the backend refuses', () => {
    // How many generated orders the machine accepted with lines left out: the property is not empty.
    let checkedLeftOut = 0
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        arbChange,
        fc.array(arbLine, { minLength: 1, maxLength: 20 }),
        fc.option(fc.constantFrom(...addressIds), { nil: null }),
        fc.integer({ min: -3, max: 40 }),
        (customerCode, change, lines, orderAddress, etdIn) => {
          const today = changed(seed, customerCode, change)
          const products = availableProductsOf(today, customerCode)
          const gap = etaEtdGapOf(today, customerCode)
          const { cart, leftOut } = checkRefill(
            { cart: [], products, etaDate: null, etdGapDays: null, today: TODAY, customerCode },
            lines,
          )
          // The customer then chooses an ETA and writes a note; the address is the machine's.
          const form = {
            customerCode,
            shippingAddressId: addressAfterLoad(orderAddress, shippingAddressesOf(today, customerCode)),
            etaDate: addDays(TODAY, gap + etdIn)!,
            note: 'order again',
          }
          const machineAccepts = violationsOf({ form, cart, today: TODAY, etdGapDays: gap }).length === 0
          const sent = cart.map((l) => ({ ProductCode: l.ProductCode, Quantity: l.Quantity }))
          const input = (list: DocumentInput['orderProductList']): DocumentInput => ({
            ...form,
            warehouseCode: null,
            orderProductList: list,
          })
          expect(backendAccepts(today, input(sent))).toBe(machineAccepts)
          // A cart the machine filled always builds: the backend knows every line it holds.
          if (sent.length > 0) expect(buildDocument(today, account, input(sent)).ok).toBe(true)
          // With an ETA the machine accepts, each line left out would make the backend refuse.
          if (!machineAccepts) return
          if (leftOut.length > 0) checkedLeftOut += 1
          for (const out of leftOut) {
            const line = lines.find(
              (l) => l.productCode.slice(0, 50).toUpperCase() === out.productCode.toUpperCase(),
            ) ?? {
              productCode: out.productCode,
              quantity: 1,
            }
            const product = products.find(
              (p) => p.ProductCode.toUpperCase() === out.productCode.toUpperCase(),
            )
            const extra = { ProductCode: product?.ProductCode ?? out.productCode, Quantity: line.quantity }
            expect(backendAccepts(today, input([...sent, extra]))).toBe(false)
          }
        },
      ),
      { numRuns: 200 },
    )
    expect(checkedLeftOut).toBeGreaterThan(5)
  })
})
