// R-PROF-004 (decision 0242): which orders use credit, and what is left of a limit; R-PERM-011..013
// (decision 0340): what a child code allows.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import { availableCredit, childCodeAllows, usedShare, usesCredit } from './profile.rules'

describe('R-PROF-004 credit in use and available', () => {
  it('open orders use credit; drafts, completed and cancelled orders do not', () => {
    expect(FE_ORDER_STATUSES.filter(usesCredit)).toEqual([1, 2, 25, 3, 4, 5, 7])
  })

  it('available is the limit less the used, never below 0; the share in use lies in 0..1', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000_000), fc.nat(20_000_000_000), (limit, used) => {
        const available = availableCredit(limit, used)
        expect(available).toBe(used >= limit ? 0 : limit - used)
        const share = usedShare(limit, used)
        expect(share).toBeGreaterThanOrEqual(0)
        expect(share).toBeLessThanOrEqual(1)
        if (limit > 0 && used <= limit) expect(share).toBeCloseTo(used / limit)
      }),
    )
    expect(usedShare(0, 5)).toBe(0)
  })
})

describe('R-PERM-011 R-PERM-012 R-PERM-013 childCodeAllows (decision 0340)', () => {
  const rights = { CanPlaceOrder: true, CanViewOrders: false, CanUploadPayment: false }
  it('R-PERM-011 R-PERM-012 R-PERM-013 a child code allows exactly what its permission grants', () => {
    expect(childCodeAllows(rights, 'placeOrder')).toBe(true)
    expect(childCodeAllows(rights, 'viewOrders')).toBe(false)
    expect(childCodeAllows(rights, 'uploadPayment')).toBe(false)
  })
  it('R-PERM-011 R-PERM-012 R-PERM-013 a code that is no child code (a main company) allows everything', () => {
    for (const action of ['placeOrder', 'viewOrders', 'uploadPayment'] as const)
      expect(childCodeAllows(null, action)).toBe(true)
  })
})
