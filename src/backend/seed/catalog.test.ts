import { Schema } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import { GetCustomerProductList } from '../../api/contracts/content'
import { GetOrder } from '../../api/contracts/order'
import type { Language } from '../../i18n/languages'
import { call, decoded, login } from '../../test/mock-contract'
import { useMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import { Customer, ShippingAddress } from '../../api/contracts/customer'
import { Product, ProductFormat, Promotion } from '../../api/contracts/product-entities'
import { CreditLimit, ProfileInvoiceInfo } from '../../api/contracts/profile'
import { demoAccounts } from '../accounts'
import {
  availableProductsOf,
  catalogSeed,
  customersOf,
  DEFAULT_ETA_ETD_GAP_DAYS,
  etaEtdGapOf,
  formatOf,
  productByCode,
  shippingAddressesOf,
  specificationIn,
} from './catalog'

const BASE = '2025-03-15'
const seed = catalogSeed(BASE)
const decodes = <A, I>(schema: Schema.Schema<A, I>, value: unknown) =>
  expect(() => Schema.decodeUnknownSync(schema)(value)).not.toThrow()

describe('catalog seed', () => {
  it('is deterministic: the same base date gives the same seed', () => {
    expect(catalogSeed(BASE)).toEqual(seed)
    expect(catalogSeed('2025-04-01').promotions[0]?.PromotionFromDate).not.toBe(
      seed.promotions[0]?.PromotionFromDate,
    )
  })

  it('decodes with the contract Schemas', () => {
    for (const f of seed.formats) decodes(ProductFormat, f)
    for (const p of seed.products) decodes(Product, p)
    for (const p of seed.promotions) decodes(Promotion, p)
    for (const c of seed.companies) {
      decodes(Customer, c.customer)
      for (const a of c.addresses) decodes(ShippingAddress, a)
      decodes(ProfileInvoiceInfo, c.invoice)
      decodes(CreditLimit, c.credit)
    }
  })

  it('has 30–40 products with unique codes, several formats and frozen ones (R-ORD-017, R-ORD-020)', () => {
    const codes = seed.products.map((p) => p.ProductCode)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.length).toBeGreaterThanOrEqual(30)
    expect(codes.length).toBeLessThanOrEqual(40)
    expect(new Set(seed.products.map((p) => p.FormatId)).size).toBeGreaterThan(1)
    expect(seed.products.some((p) => p.IsFrozen)).toBe(true)
    expect(seed.products.some((p) => p.IsDisplayed)).toBe(true)
  })

  it("keeps every product's IsFrozen equal to its format's (R-ORD-017)", () => {
    for (const p of seed.products) expect(p.IsFrozen).toBe(formatOf(p.FormatId)?.IsFrozen)
  })

  it('gives promotion products main and free-of-charge items of existing products of one format (R-ORD-011, R-ORD-014)', () => {
    const promos = seed.products.filter((p) => p.IsPromotion)
    expect(promos.length).toBeGreaterThanOrEqual(3)
    for (const p of promos) {
      expect(p.MainProductList.length).toBeGreaterThan(0)
      expect(p.FocProductList.length).toBeGreaterThan(0)
      expect(p.PromotionTypeName).not.toBeNull()
      for (const item of [...p.MainProductList, ...p.FocProductList]) {
        const product = productByCode(seed, item.ProductCode)
        expect(product?.FormatId).toBe(p.FormatId)
        expect(product?.ProductName).toBe(item.ProductName)
      }
    }
  })

  it('sets promotion periods around the base date, so that some ETAs fall outside them (R-ORD-019)', () => {
    const periods = seed.promotions.map((p) => [p.PromotionFromDate, p.PromotionToDate] as const)
    expect(periods.some(([from, to]) => from <= BASE && BASE <= to)).toBe(true)
    expect(periods.some(([from]) => from > BASE)).toBe(true)
    for (const [from, to] of periods) expect(from <= to).toBe(true)
  })

  it('has one company per customer code of the demo accounts, with their names, terms and types (R-API-031, R-PROF-003)', () => {
    for (const account of demoAccounts()) {
      const companies = customersOf(seed, account)
      expect(companies.map((c) => c.customer.CustomerCode)).toEqual(
        account.userInfo.CustomerList.map((r) => r.CustomerCode),
      )
      for (const c of companies) {
        expect(c.customer.CustomerName).toBe(
          account.userInfo.CustomerList.find((r) => r.CustomerCode === c.customer.CustomerCode)?.CustomerName,
        )
        expect(c.customer.TermsOfPayment).toBe(account.termsOfPayment)
        expect(c.customer.CustomerTypeName).toBe(account.userInfo.CustomerTypeName)
      }
    }
    const [c1001] = customersOf(seed, demoAccounts()[0]!)
    expect(c1001?.customer.ChildCustomerList.map((r) => r.CustomerCode)).toEqual(['C1001-01', 'C1001-02'])
  })

  it('gives every company shipping addresses (type 2) with unique ids (R-ORD-006, R-API-030)', () => {
    const ids = seed.companies.flatMap((c) => c.addresses.map((a) => a.Id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of seed.companies) {
      const shipping = shippingAddressesOf(seed, c.customer.CustomerCode)
      expect(shipping.length).toBeGreaterThan(0)
      expect(shipping.every((a) => a.AddressType === 2 && a.CustomerCode === c.customer.CustomerCode)).toBe(
        true,
      )
    }
    expect(shippingAddressesOf(seed, 'NOPE')).toEqual([])
  })

  it('offers each company only products of its formats, and none to an unknown code (R-ORD-007)', () => {
    for (const c of seed.companies) {
      const products = availableProductsOf(seed, c.customer.CustomerCode)
      expect(products.length).toBeGreaterThan(0)
      for (const p of products) expect(c.formatIds).toContain(p.FormatId)
    }
    expect(availableProductsOf(seed, 'NOPE')).toEqual([])
    const hanoi = availableProductsOf(seed, 'C1001-01').map((p) => p.FormatId)
    expect(hanoi).not.toContain(2)
  })

  it('answers a per-company ETA→ETD gap and the default otherwise (R-ORD-018)', () => {
    expect(etaEtdGapOf(seed)).toBe(DEFAULT_ETA_ETD_GAP_DAYS)
    expect(etaEtdGapOf(seed, 'NOPE')).toBe(DEFAULT_ETA_ETD_GAP_DAYS)
    expect(etaEtdGapOf(seed, 'C1001-01')).toBe(5)
  })
})

describe('product specifications in both languages (decision 0043)', () => {
  const mock = useMockServer({ realNow: fixedClock })
  let token = ''
  beforeAll(async () => {
    token = await login('customer@demo.vn')
  })

  it('the seed keeps every product specification in Vietnamese and in English, the stored one Vietnamese', () => {
    for (const p of seed.products) {
      const vi = specificationIn('vi', p.ProductCode, p.ProductSpecification)
      const en = specificationIn('en', p.ProductCode, p.ProductSpecification)
      expect(vi).toBe(p.ProductSpecification)
      expect(en).not.toBe(vi)
      expect(en).toMatch(/^[\x20-\x7e]+$/)
      // Numbers and measures are the same in both.
      expect(en.match(/\d+(\.\d+)?/g)).toEqual(vi.match(/\d+(\.\d+)?/g))
      // Either language's text leads to the other.
      expect(specificationIn('vi', p.ProductCode, en)).toBe(vi)
    }
    expect(specificationIn('en', 'FZ001', 'a text of an older catalogue')).toBe(
      'a text of an older catalogue',
    )
    expect(specificationIn('en', 'NO-SUCH', '20 gói x 500 g')).toBe('20 gói x 500 g')
  })

  it('R-API-008 the product list answers the caller language; R-API-011 so do the order lines', async () => {
    const list = async (language: Language) =>
      decoded(GetCustomerProductList, await call(GetCustomerProductList, {}, { token, language }))
    const [vi, en] = [await list('vi'), await list('en')]
    expect(en.map((p) => p.ProductCode)).toEqual(vi.map((p) => p.ProductCode))
    for (const [i, p] of en.entries()) {
      expect(p.ProductSpecification).toBe(specificationIn('en', p.ProductCode, vi[i]!.ProductSpecification))
      expect({ ...p, ProductSpecification: '' }).toEqual({ ...vi[i], ProductSpecification: '' })
    }
    expect(en.find((p) => p.ProductCode === 'SS001')?.ProductSpecification).toBe('12 bottles x 500 ml')
    expect(vi.find((p) => p.ProductCode === 'SS001')?.ProductSpecification).toBe('12 chai x 500 ml')

    const order = [...mock.backend.state.orders.store.orders()].find((o) => o.account === 'customer@demo.vn')!
    const lines = async (language: Language) =>
      decoded(
        GetOrder,
        await call(GetOrder, { orderId: order.id }, { token, language }),
      ).OrderProductList.map((l) => l.ProductSpecification)
    const stored = order.document.OrderProductList.map((l) => l.ProductSpecification)
    expect(await lines('vi')).toEqual(stored)
    expect(await lines('en')).toEqual(
      order.document.OrderProductList.map((l) =>
        specificationIn('en', l.ProductCode, l.ProductSpecification),
      ),
    )
    expect(await lines('en')).not.toEqual(stored)
  })
})
