import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DISTRIBUTOR_TYPE_NAME } from '../../api/contracts/common'
import { orderTotalsOf, specialRateOf, totalAfterSpecialRate } from './order-pricing.rules'

describe('order pricing rules', () => {
  it("R-ORD-030 R-PERM-004 the special rate is the company's: 2% for a distributor, none for any other type", () => {
    expect(specialRateOf(DISTRIBUTOR_TYPE_NAME)).toBe(0.02)
    for (const other of ['Company', 'Trade customer', 'distributor', '']) expect(specialRateOf(other)).toBe(0)
  })

  it('R-ORD-030 the total is the amount less the rate, rounded to the dong', () => {
    expect(totalAfterSpecialRate(1_234_567, 0.02)).toBe(1_234_567 - 24_691)
    expect(orderTotalsOf([{ UnitPrice: 150_000, Quantity: 150 }], DISTRIBUTOR_TYPE_NAME)).toEqual({
      amount: 22_500_000,
      specialRatePercent: 0.02,
      totalAmount: 22_050_000,
    })
    expect(orderTotalsOf([{ UnitPrice: 150_000, Quantity: 150 }], 'Company').totalAmount).toBe(22_500_000)
  })

  it('R-ORD-030 R-ORD-001 a total is a whole number of VND, never above the amount nor below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.boolean(), (amount, distributor) => {
        const rate = specialRateOf(distributor ? DISTRIBUTOR_TYPE_NAME : 'Company')
        const total = totalAfterSpecialRate(amount, rate)
        expect(Number.isInteger(total)).toBe(true)
        expect(total).toBeLessThanOrEqual(amount)
        expect(total).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
