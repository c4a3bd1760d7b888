// R-PROF-004 (decision 0242): which orders use credit, and what is left of a limit; R-PERM-011..013
// (decision 0340): what a child code allows.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import {
  availableCredit,
  childCodeAllows,
  codesRefusing,
  ownCodeAllows,
  ownRightsOf,
  usedShare,
  usesCredit,
} from './profile.rules'

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

describe('R-PERM-014 ownRightsOf, ownCodeAllows (decision 0359)', () => {
  const flag = fc.boolean()
  const rightsArb = fc.record({ CanPlaceOrder: flag, CanViewOrders: flag, CanUploadPayment: flag })
  const actions = ['placeOrder', 'viewOrders', 'uploadPayment'] as const
  it('R-PERM-014 an own code listed as the child of another own code allows what its permission grants; any other code allows everything', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('C1', 'C1-01', 'C1-02', 'C2', 'X9'), { minLength: 1 }),
        fc.array(
          fc.tuple(
            fc.constantFrom('C1', 'C1-01', 'C1-02', 'C2', 'X9'),
            fc.constantFrom('C1', 'C2', 'X9'),
            rightsArb,
          ),
        ),
        (ownCodes, rows) => {
          const lists = rows.map(([CustomerCode, ParentCustomerCode, r]) => ({
            CustomerCode,
            ParentCustomerCode,
            ...r,
          }))
          const rights = ownRightsOf(ownCodes, lists)
          expect(Object.keys(rights).sort()).toEqual([...ownCodes].sort())
          for (const code of ownCodes) {
            const child = lists.find(
              (c) =>
                c.CustomerCode === code &&
                c.ParentCustomerCode !== code &&
                ownCodes.includes(c.ParentCustomerCode),
            )
            for (const action of actions) {
              const expected =
                child === undefined
                  ? true
                  : {
                      placeOrder: child.CanPlaceOrder,
                      viewOrders: child.CanViewOrders,
                      uploadPayment: child.CanUploadPayment,
                    }[action]
              expect(ownCodeAllows(rights, code, action)).toBe(expected)
            }
          }
        },
      ),
    )
  })
  it('R-PERM-014 unknown rights (on their way, or not to be had) refuse nothing: the backend decides', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...actions), (code, action) => {
        expect(ownCodeAllows(null, code, action)).toBe(true)
        expect(codesRefusing(null, [code], action)).toEqual([])
      }),
    )
  })
  it('R-PERM-014 codesRefusing names the codes whose permission refuses the action, in order', () => {
    const rights = ownRightsOf(
      ['C1001', 'C1001-01', 'C1001-02'],
      [
        {
          CustomerCode: 'C1001-01',
          ParentCustomerCode: 'C1001',
          CanPlaceOrder: true,
          CanViewOrders: false,
          CanUploadPayment: true,
        },
        {
          CustomerCode: 'C1001-02',
          ParentCustomerCode: 'C1001',
          CanPlaceOrder: false,
          CanViewOrders: false,
          CanUploadPayment: false,
        },
      ],
    )
    expect(codesRefusing(rights, ['C1001', 'C1001-01', 'C1001-02'], 'placeOrder')).toEqual(['C1001-02'])
    expect(codesRefusing(rights, ['C1001', 'C1001-01', 'C1001-02'], 'viewOrders')).toEqual([
      'C1001-01',
      'C1001-02',
    ])
  })
})
