import { describe, expect, it } from 'vitest'
import { fileViewOf } from '../payment-voucher/payment-voucher.rules'
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import {
  drawerTitleOf,
  hasLineToggle,
  orderIdOfQuery,
  sectionsOf,
  showsCancelledInfo,
  showsLogisticsInfo,
  showsPackingInfo,
  shownLines,
} from './order-detail.rules'

const TT = 'no credit - TT'
const company = { customerTypeName: 'Company' }
const distributor = { customerTypeName: 'Distributor' }

describe('the order detail drawer rules', () => {
  it('R-ROUTE-007 an orderId query names a positive whole number, anything else is invalid, none is none', () => {
    expect(orderIdOfQuery(null)).toBeUndefined()
    expect(orderIdOfQuery('42')).toBe(42)
    for (const bad of ['0', '-1', 'abc', '1.5', '', '99999999999'])
      expect(orderIdOfQuery(bad)).toBe('invalid')
  })

  it('R-PEND-014 R-PEND-015 R-PEND-016 the title: Order Created at 1, Payment Submitted at 25 for a TT non-distributor, else the status', () => {
    expect(drawerTitleOf({ FeOrderStatus: 1, TermsOfPayment: TT }, distributor)).toEqual({
      kind: 'orderCreated',
    })
    expect(drawerTitleOf({ FeOrderStatus: 25, TermsOfPayment: TT }, company)).toEqual({
      kind: 'paymentSubmitted',
    })
    expect(drawerTitleOf({ FeOrderStatus: 25, TermsOfPayment: TT }, distributor)).toEqual({
      kind: 'status',
      status: 25,
    })
    expect(drawerTitleOf({ FeOrderStatus: 2, TermsOfPayment: TT }, company)).toEqual({
      kind: 'status',
      status: 2,
    })
  })

  it('R-PEND-010 the payment document shows only for a customer paying by voucher, first on the pending screen', () => {
    expect(sectionsOf({ FeOrderStatus: 2, TermsOfPayment: TT }, company, 'pending')).toEqual([
      'payment',
      'customer',
      'invoice',
      'products',
    ])
    expect(sectionsOf({ FeOrderStatus: 2, TermsOfPayment: TT }, distributor, 'pending')).toEqual([
      'customer',
      'invoice',
      'products',
    ])
    // The confirmed drawer's own sections follow (each shows or not by its rules, R-CONF-016..018).
    const confirmedSections = ['supportInfo', 'cancelled', 'logistics', 'products', 'receipt']
    expect(sectionsOf({ FeOrderStatus: 3, TermsOfPayment: TT }, company, 'confirmed')).toEqual([
      'customer',
      'invoice',
      'payment',
      ...confirmedSections,
    ])
    expect(sectionsOf({ FeOrderStatus: 3, TermsOfPayment: TT }, distributor, 'confirmed')).toEqual([
      'customer',
      'invoice',
      ...confirmedSections,
    ])
  })

  it('R-CONF-008 R-PERM-006 the confirmed drawer has all seven sections; the payment documents only for a TT non-distributor', () => {
    const all = ['customer', 'invoice', 'payment', 'supportInfo', 'cancelled', 'logistics', 'products']
    const shown = sectionsOf({ FeOrderStatus: 5, TermsOfPayment: TT }, company, 'confirmed')
    expect(all.filter((id) => !shown.includes(id as never))).toEqual([])
    // Terms exactly 'no credit - TT' (R-PERM-006); other terms or a distributor: no payment
    // documents.
    for (const [terms, viewer] of [
      ['No credit - TT', company],
      ['credit 30 days', company],
      ['', company],
      [TT, distributor],
    ] as const) {
      expect(sectionsOf({ FeOrderStatus: 5, TermsOfPayment: terms }, viewer, 'confirmed')).not.toContain(
        'payment',
      )
    }
  })

  it('R-CONF-016 the cancelled info shows only at status 8', () => {
    const shown = FE_ORDER_STATUSES.filter((status) => showsCancelledInfo({ FeOrderStatus: status }))
    expect(shown).toEqual([8])
  })

  it('R-CONF-017 the logistics info shows only at statuses 3, 5, 6, 7 and 8', () => {
    const shown = FE_ORDER_STATUSES.filter((status) => showsLogisticsInfo({ FeOrderStatus: status }))
    expect(shown).toEqual([3, 5, 6, 7, 8])
  })

  it('R-CONF-018 the packing-info link shows only at statuses 5 to 8 and only when WarehouseConfirmed is 1', () => {
    const shownWhen = (confirmed: 0 | 1) =>
      FE_ORDER_STATUSES.filter((status) =>
        showsPackingInfo({ FeOrderStatus: status, WarehouseConfirmed: confirmed }),
      )
    expect(shownWhen(1)).toEqual([5, 6, 7, 8])
    expect(shownWhen(0)).toEqual([])
  })

  it('R-PEND-012 R-CONST-002 three lines until expanded, and a toggle only past three', () => {
    expect(shownLines([1, 2, 3, 4], false)).toEqual([1, 2, 3])
    expect(shownLines([1, 2, 3, 4], true)).toEqual([1, 2, 3, 4])
    expect(hasLineToggle([1, 2, 3])).toBe(false)
    expect(hasLineToggle([1, 2, 3, 4])).toBe(true)
  })

  it('R-UPL-002 R-UPL-003 R-UPL-004 an image opens in the preview, anything else as a PDF; by extension in any case, else by type', () => {
    expect(fileViewOf('SLIP.PNG', '')).toBe('preview')
    expect(fileViewOf('a.svg', '')).toBe('preview')
    expect(fileViewOf('A.PDF', 'image/png')).toBe('pdf')
    expect(fileViewOf(null, 'image/jpeg')).toBe('preview')
    expect(fileViewOf(null, 'application/pdf')).toBe('pdf')
  })
})
