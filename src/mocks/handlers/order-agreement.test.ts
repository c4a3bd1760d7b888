// The place-order screen and the mock backend agree on every generated cart: the screen's check
// (checkOrderForSubmit over the catalogue the screen loaded, as its machine runs it: see
// place-order.agreement.test.ts) and the server's answer to the CreateOpenOrder body the screen
// would send have the same verdict and, on a refusal, the message of the same first rule; a placed
// order's stored total is the one the screen's summary showed (R-ORD-030).
import { FastCheck as fc } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import { GetShippingAddressList } from '../../api/contracts/customer'
import { CreateOpenOrder, GetAvailableProductList, GetETATEDGap, GetOrder } from '../../api/contracts/order'
import type { Product } from '../../api/contracts/product-entities'
import { addDays } from '../../machines/order-lifecycle/business-time'
import { orderTotalsOf, specialRateOf } from '../../machines/order-pricing'
import {
  cartForCheck,
  checkOrderForSubmit,
  toOrderBody,
  type CartLine,
  type OrderForm,
} from '../../machines/place-order'
import { backendText, call, decoded, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock, TEST_TODAY } from '../../test/order-contract'
import { MOCK_CODES } from '../respond'

startMockServer({ realNow: fixedClock })

interface Company {
  readonly token: string
  readonly customerCode: string
  readonly products: readonly Product[]
  readonly addressId: number
  readonly gap: number
  readonly customerTypeName: string
}
const companies: Company[] = []

beforeAll(async () => {
  for (const [account, customerCode, customerTypeName] of [
    ['customer@demo.vn', 'C1001', 'Company'],
    ['distributor@demo.vn', undefined, 'Distributor'],
  ] as const) {
    const token = await login(account)
    const code = customerCode ?? (await firstCustomerCode(token))
    const products = decoded(
      GetAvailableProductList,
      await call(GetAvailableProductList, { customerCode: code }, { token }),
    )
    const addresses = decoded(
      GetShippingAddressList,
      await call(GetShippingAddressList, { customerCode: code, addressType: 2 }, { token }),
    )
    const gap = decoded(GetETATEDGap, await call(GetETATEDGap, { customerCode: code }, { token }))
    companies.push({
      token,
      customerCode: code,
      products,
      addressId: addresses[0]!.Id,
      gap,
      customerTypeName,
    })
  }
}, 60_000)

async function firstCustomerCode(token: string): Promise<string> {
  const { GetCustomerList } = await import('../../api/contracts/customer')
  return decoded(GetCustomerList, await call(GetCustomerList, {}, { token }))[0]!.CustomerCode
}

/** A cart as a person might build it: some products, small to frozen-limit-breaking quantities. */
const arbOrder = fc.record({
  company: fc.nat({ max: 1 }),
  picks: fc.uniqueArray(fc.nat({ max: 200 }), { maxLength: 4 }),
  quantities: fc.array(
    fc.oneof(
      fc.integer({ min: 1, max: 60 }),
      fc.integer({ min: 90, max: 1200 }),
      fc.integer({ min: 2000, max: 3000 }),
    ),
    { minLength: 4, maxLength: 4 },
  ),
  // Mostly one format and a complete form, so that the later rules (minimum, frozen limit,
  // promotion periods) are reached as often as the missing-field ones.
  oneFormat: fc.nat({ max: 3 }).map((n) => n > 0),
  etaOffset: fc.option(fc.integer({ min: -3, max: 40 }), { nil: null, freq: 8 }),
  note: fc.constantFrom('', 'Giao buổi sáng', 'Call before delivery', 'Cổng số 2'),
  withAddress: fc.nat({ max: 7 }).map((n) => n > 0),
  language: fc.constantFrom('vi' as const, 'en' as const),
})

describe('place-order screen and mock backend agree', () => {
  it('R-ORD-023 R-ORD-015 R-ORD-016 R-ORD-017 R-ORD-020 R-ORD-030 for every generated cart, CreateOpenOrder gives the verdict and the first message of checkOrderForSubmit, and stores the total the screen showed', async () => {
    const seen = { placed: 0, refused: new Set<string>() }
    await fc.assert(
      fc.asyncProperty(arbOrder, async (order) => {
        const company = companies[order.company]!
        const picked = [...new Set(order.picks.map((p) => p % company.products.length))].map(
          (i) => company.products[i]!,
        )
        const products = order.oneFormat ? picked.filter((p) => p.FormatId === picked[0]!.FormatId) : picked
        const cart: CartLine[] = products.map((p, i) => ({ ...p, Quantity: order.quantities[i]! }))
        const form: OrderForm = {
          customerCode: company.customerCode,
          customerName: '',
          shippingAddressId: order.withAddress ? company.addressId : null,
          etaDate: order.etaOffset === null ? null : addDays(TEST_TODAY, order.etaOffset)!,
          note: order.note,
          poNumber: '',
        }
        const expected = checkOrderForSubmit(cartForCheck(form, cart), {
          today: TEST_TODAY,
          etdGapDays: company.gap,
        })
        const body = toOrderBody(form, cart, specialRateOf(company.customerTypeName))
        const answer = await call(CreateOpenOrder, body, { token: company.token, language: order.language })
        if (expected.length === 0) {
          expect(answer.code, answer.message).toBe(0)
          const { Id } = decoded(CreateOpenOrder, answer)
          const stored = decoded(GetOrder, await call(GetOrder, { orderId: Id }, { token: company.token }))
          const shown = orderTotalsOf(cart, company.customerTypeName)
          expect(stored.TotalAmount).toBe(shown.totalAmount)
          expect(stored.SpecialRatePercent).toBe(shown.specialRatePercent)
          seen.placed++
        } else {
          const first = expected[0]!
          expect(answer.code, answer.message).toBe(MOCK_CODES.ruleViolation)
          expect(answer.message).toBe(backendText(order.language, first.key, first.params))
          seen.refused.add(first.key)
        }
      }),
      { numRuns: 80, seed: 20261122 },
    )
    // The generator reaches both verdicts and several different rules.
    expect(seen.placed).toBeGreaterThan(0)
    expect(seen.refused.size).toBeGreaterThan(5)
    expect([...seen.refused]).toEqual(
      expect.arrayContaining(
        ['mixedFormats', 'minimumCases', 'frozenLimit'].map((k) => `placeOrder:rules.${k}`),
      ),
    )
  })
})
