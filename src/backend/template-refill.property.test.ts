// R-TPL-010: a cart filled from a company template is accepted or refused by the backend exactly as
// the place-order machine says. Generated templates are saved through the backend's own command
// (so they hold what it stores), today's catalogue then changes (products no longer sold, formats
// moved); the template as Template.Get answers it becomes the refill (refillOfTemplate), the
// machine's refill check fills the cart and its submit check gives its verdict, and the backend's
// document builder and submit rules (R-ORD-023) give theirs on the same cart.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../machines/order-lifecycle/business-time'
import { addressAfterLoad } from '../machines/place-order/place-order.cart'
import { violationsOf } from '../machines/place-order/place-order.rules'
import { checkRefill } from '../machines/place-order/refill.rules'
import { refillOfTemplate } from '../machines/templates/templates.rules'
import { demoAccounts } from './accounts'
import { EventStore } from './event-store'
import { buildDocument, submitViolations, type DocumentInput } from './order-documents'
import {
  availableProductsOf,
  catalogSeed,
  etaEtdGapOf,
  shippingAddressesOf,
  type CatalogSeed,
} from './seed/catalog'
import { runTemplateCommand } from './templates'

const TODAY = '2025-03-17'
const seed = catalogSeed('2025-03-15')
const account = demoAccounts()[0]!
const codes = account.userInfo.CustomerList.map((c) => c.CustomerCode)
const allCodes = seed.products.map((p) => p.ProductCode)
const formatIds = seed.formats.map((f) => f.FormatId)

function changed(
  base: CatalogSeed,
  customerCode: string,
  notSold: readonly string[],
  moved: ReadonlyMap<string, number>,
) {
  return {
    ...base,
    products: base.products.map((p) => ({ ...p, FormatId: moved.get(p.ProductCode) ?? p.FormatId })),
    companies: base.companies.map((c) =>
      c.customer.CustomerCode === customerCode
        ? { ...c, excludedProductCodes: [...c.excludedProductCodes, ...notSold] }
        : c,
    ),
  }
}

const backendAccepts = (catalog: CatalogSeed, input: DocumentInput) => {
  const built = buildDocument(catalog, account, input)
  return built.ok && submitViolations(catalog, built.cart, TODAY).length === 0
}

describe('order from template and the backend', () => {
  it('R-TPL-010 the cart a template fills is accepted by the backend exactly when the machine says so', async () => {
    const verdicts = { accepted: 0, refused: 0 }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...codes),
        fc.array(fc.record({ pick: fc.nat(), quantity: fc.integer({ min: 1, max: 1500 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.subarray(allCodes, { maxLength: 6 }),
        fc.array(fc.record({ code: fc.constantFrom(...allCodes), formatId: fc.constantFrom(...formatIds) }), {
          maxLength: 4,
        }),
        fc.integer({ min: -3, max: 40 }),
        async (customerCode, picks, notSold, moves, etdIn) => {
          // Saved when the products were sold: of one format, as a cart holds them.
          const sold = availableProductsOf(seed, customerCode)
          const format = sold[picks[0]!.pick % sold.length]!.FormatId
          const ofFormat = sold.filter((p) => p.FormatId === format)
          const lines = picks.map(({ pick, quantity }) => ({
            productCode: ofFormat[pick % ofFormat.length]!.ProductCode,
            quantity,
          }))
          const store = new EventStore(null)
          const address = shippingAddressesOf(seed, customerCode)[0]?.Id ?? null
          const command = {
            type: 'create',
            name: 'Weekly',
            customerCode,
            shippingAddressId: address,
            lines,
          } as const
          const saved = await runTemplateCommand(store, seed, account, command, '2025-03-15 09:00:00')
          if (!saved.ok || saved.template === undefined) throw new Error('the template was not saved')
          const t = saved.template

          const today = changed(seed, customerCode, notSold, new Map(moves.map((m) => [m.code, m.formatId])))
          const refill = refillOfTemplate({
            CustomerCode: t.customerCode,
            ShippingAddressId: t.shippingAddressId,
            Lines: t.lines.map((l) => ({ ProductCode: l.productCode, Quantity: l.quantity })),
          })
          const products = availableProductsOf(today, refill.customerCode)
          const gap = etaEtdGapOf(today, refill.customerCode)
          const { cart } = checkRefill(
            { cart: [], products, etaDate: null, etdGapDays: null, today: TODAY, customerCode },
            refill.lines,
          )
          const form = {
            customerCode,
            shippingAddressId: addressAfterLoad(
              refill.shippingAddressId,
              shippingAddressesOf(today, customerCode),
            ),
            etaDate: addDays(TODAY, gap + etdIn)!,
            note: 'from a template',
          }
          const machineAccepts = violationsOf({ form, cart, today: TODAY, etdGapDays: gap }).length === 0
          const input: DocumentInput = {
            ...form,
            warehouseCode: null,
            orderProductList: cart.map((l) => ({ ProductCode: l.ProductCode, Quantity: l.Quantity })),
          }
          expect(backendAccepts(today, input)).toBe(machineAccepts)
          verdicts[machineAccepts ? 'accepted' : 'refused'] += 1
        },
      ),
      { numRuns: 150 },
    )
    expect(verdicts.accepted).toBeGreaterThan(10)
    expect(verdicts.refused).toBeGreaterThan(10)
  })
})
