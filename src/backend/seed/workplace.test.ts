// The workplace figures are the baseline plus the portal orders (decision 0043): generated orders
// move exactly their month's cases, amounts and order counts, and nothing else.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { demoAccounts } from '../accounts'
import { catalogSeed, customersOf, productByCode } from './catalog'
import { pulseReport, salesPerformance, topProducts, type SoldOrder } from './workplace'

const TODAY = '2025-03-15'
const seed = catalogSeed(TODAY)
const account = demoAccounts().find((a) => a.account === 'customer@demo.vn')!
const companies = customersOf(seed, account)
const codes = companies.map((c) => c.customer.CustomerCode)
const regular = seed.products.filter((p) => !p.IsPromotion)
const promotion = seed.products.filter((p) => p.IsPromotion)

const line = fc
  .tuple(fc.constantFrom(...regular, ...promotion), fc.integer({ min: 1, max: 300 }))
  .map(([product, quantity]) => ({ ...productByCode(seed, product.ProductCode)!, Quantity: quantity }))
const order: fc.Arbitrary<SoldOrder> = fc.record({
  customerCode: fc.constantFrom(...codes, 'C2001'),
  date: fc
    .integer({ min: 0, max: 500 })
    .map((days) => new Date(Date.UTC(2024, 0, 1) + days * 86_400_000).toISOString().slice(0, 10)),
  amount: fc.integer({ min: 0, max: 500_000_000 }),
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
})

const casesOf = (o: SoldOrder) =>
  o.lines.reduce(
    (sum, l) =>
      sum +
      (l.IsPromotion
        ? [...l.MainProductList, ...l.FocProductList].reduce((s, i) => s + i.PromotionItemQuantity, 0) *
          l.Quantity
        : l.Quantity),
    0,
  )

describe('R-WORK-001 R-WORK-002 the figures add the portal orders to the baseline', () => {
  it("each month gains exactly the cases, amounts and count of the companies' orders submitted in it up to today", () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 12 }), fc.constantFrom(2024, 2025), (sold, year) => {
        const base = salesPerformance(seed, companies, year, TODAY, [])
        const withOrders = salesPerformance(seed, companies, year, TODAY, sold)
        const basePulse = pulseReport(seed, companies, year, TODAY, [])
        const pulse = pulseReport(seed, companies, year, TODAY, sold)
        for (const month of base.MonthList) {
          const prefix = `${year}-${String(month.Month).padStart(2, '0')}`
          const counted = sold.filter(
            (o) => codes.includes(o.customerCode) && o.date <= TODAY && o.date.startsWith(prefix),
          )
          const after = withOrders.MonthList.find((m) => m.Month === month.Month)!
          expect(after.Quantity - month.Quantity).toBe(counted.reduce((s, o) => s + casesOf(o), 0))
          expect(after.Amount - month.Amount).toBe(counted.reduce((s, o) => s + o.amount, 0))
          const row = pulse.find((r) => r.Month === prefix)
          const baseRow = basePulse.find((r) => r.Month === prefix)
          expect((row?.OrderCount ?? 0) - (baseRow?.OrderCount ?? 0)).toBe(counted.length)
        }
        expect(withOrders.TargetQuantity).toBe(base.TargetQuantity)
        const top = topProducts(seed, companies, year, TODAY, sold)
        expect(top.reduce((s, p) => s + p.Quantity, 0)).toBeLessThanOrEqual(withOrders.AchievedQuantity)
      }),
      { numRuns: 40 },
    )
  })
})
