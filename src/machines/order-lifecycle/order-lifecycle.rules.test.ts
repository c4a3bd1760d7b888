import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DISTRIBUTOR_TYPE_NAME, FE_ORDER_STATUSES, TT_TERMS } from '../../api/contracts/common'
import { addDays, dateOfDayNumber, dayNumberOf } from './business-time'
import {
  autoCompleteDue,
  CANCELLABLE_STATUSES,
  effectsOf,
  hasOrderChange,
  hasSupportReason,
  hasVoucher,
  isDistributor,
  isPaymentVoucherMode,
  listOf,
  supportWindowClosesAt,
  supportWindowOpen,
  trackIdOnEntering,
} from './order-lifecycle.rules'
import { ev } from './order-lifecycle.testkit'

const two = (n: number) => String(n).padStart(2, '0')
const arbDate = fc.integer({ min: 19_000, max: 22_000 }).map(dateOfDayNumber)
const arbTime = fc
  .integer({ min: 0, max: 86_399 })
  .map((s) => `${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`)
const at = (date: string, time: string) => `${date} ${time}`

describe('order-lifecycle rules', () => {
  it('R-PERM-004 a distributor is exactly CustomerTypeName Distributor', () => {
    expect(isDistributor(DISTRIBUTOR_TYPE_NAME)).toBe(true)
    for (const other of ['distributor', 'Distributor ', 'Company', ''])
      expect(isDistributor(other)).toBe(false)
  })

  it('R-PEND-013 voucher mode needs a non-distributor with terms exactly no credit - TT', () => {
    expect(isPaymentVoucherMode('Company', TT_TERMS)).toBe(true)
    expect(isPaymentVoucherMode('Distributor', TT_TERMS)).toBe(false)
    expect(isPaymentVoucherMode('Company', 'No credit - TT')).toBe(false)
    expect(isPaymentVoucherMode('Company', `${TT_TERMS} `)).toBe(false)
    fc.assert(
      fc.property(fc.string(), fc.string(), (type, terms) => {
        expect(isPaymentVoucherMode(type, terms)).toBe(type !== 'Distributor' && terms === TT_TERMS)
      }),
    )
  })

  it('R-LIFE-016 R-LIFE-031 the support window is open until 00:00:00 seven days after the expected receipt date', () => {
    expect(supportWindowClosesAt('2025-03-10')).toBe('2025-03-17 00:00:00')
    expect(supportWindowOpen('2025-03-10', '2025-03-16 23:59:59')).toBe(true)
    expect(supportWindowOpen('2025-03-10', '2025-03-17 00:00:00')).toBe(false)
    expect(supportWindowOpen('2025-03-10', '2025-03-01 08:00:00')).toBe(true)
    fc.assert(
      fc.property(arbDate, fc.integer({ min: -30, max: 30 }), arbTime, (eta, offset, time) => {
        const when = at(addDays(eta, offset)!, time)
        expect(supportWindowOpen(eta, when)).toBe(offset < 7)
      }),
    )
  })

  it('R-LIFE-014 R-LIFE-032 auto-completion is due from seven days after the confirmed ETA, never before', () => {
    expect(autoCompleteDue('2025-03-10', '2025-03-16 23:59:59')).toBe(false)
    expect(autoCompleteDue('2025-03-10', '2025-03-17 00:00:00')).toBe(true)
    fc.assert(
      fc.property(arbDate, fc.integer({ min: -30, max: 30 }), arbTime, (eta, offset, time) => {
        const when = at(addDays(eta, offset)!, time)
        expect(autoCompleteDue(eta, when)).toBe(offset >= 7)
        // Exactly one of the two holds at any instant: no gap, no overlap.
        expect(autoCompleteDue(eta, when)).toBe(!supportWindowOpen(eta, when))
      }),
    )
  })

  it('R-LIFE-029 without a confirmed ETA or with a malformed time, nothing is open and nothing is due', () => {
    expect(supportWindowOpen(null, '2025-03-12 10:00:00')).toBe(false)
    expect(autoCompleteDue(null, '2099-01-01 00:00:00')).toBe(false)
    expect(supportWindowOpen('2025-03-10', '2025-03-12T10:00:00')).toBe(false)
    expect(autoCompleteDue('2025-03-10', '2025-04-12T10:00:00')).toBe(false)
    expect(autoCompleteDue('2025-02-30', '2025-04-12 10:00:00')).toBe(false)
  })

  it('R-LIFE-034 cancellation is possible from 1, 2, 25, 3 and 4 only', () => {
    expect([...CANCELLABLE_STATUSES].sort()).toEqual([1, 2, 25, 3, 4].sort())
  })

  it('R-PAY-004 a payment needs at least one voucher', () => {
    expect(hasVoucher([])).toBe(false)
    expect(hasVoucher(['  '])).toBe(false)
    expect(hasVoucher(['/files/a.pdf'])).toBe(true)
    expect(hasVoucher(['', '/files/a.pdf'])).toBe(true)
  })

  it('R-SUP-003 a support request needs at least one reason', () => {
    expect(hasSupportReason([])).toBe(false)
    expect(hasSupportReason([3])).toBe(true)
  })

  it('R-API-037 a change-order document changes the ETA or the address', () => {
    expect(hasOrderChange({})).toBe(false)
    expect(hasOrderChange({ newEta: '2025-04-01' })).toBe(true)
    expect(hasOrderChange({ newShippingAddressId: 12 })).toBe(true)
  })

  it('R-LIFE-001 R-LIFE-002 R-LIFE-003 R-LIFE-004 R-LIFE-005 R-LIFE-006 entering a status reaches its tracking step', () => {
    const reached = FE_ORDER_STATUSES.map((s) => [s, trackIdOnEntering(s)])
    expect(reached).toEqual([
      [0, undefined],
      [1, 0], // created
      [2, undefined],
      [25, 1], // payment submitted
      [3, 2], // confirmed
      [4, undefined],
      [5, 3], // delivering
      [6, 4], // completed
      [7, undefined],
      [8, 5], // cancelled
    ])
  })

  it('R-LIFE-027 drafts belong to the draft list only; 1, 2, 25 to the pending list; the rest to the confirmed list', () => {
    expect(FE_ORDER_STATUSES.filter((s) => listOf(s) === 'draft')).toEqual([0])
    expect(FE_ORDER_STATUSES.filter((s) => listOf(s) === 'pending')).toEqual([1, 2, 25])
    expect(FE_ORDER_STATUSES.filter((s) => listOf(s) === 'confirmed')).toEqual([3, 4, 5, 6, 7, 8])
  })

  it('R-LIFE-017 R-NOTI-003 R-API-037 resolving support implies Support Completed; a change order a type-3 notification', () => {
    expect(effectsOf(ev('support.resolve', { at: '2025-03-14 10:00:00' }), 7, 6)).toEqual([
      { type: 'tracking.step', trackId: 4, at: '2025-03-14 10:00:00' },
      { type: 'notification', topic: 'supportCompleted', orderType: 2 },
    ])
    expect(effectsOf(ev('order.change'), 3, 3)).toEqual([
      { type: 'notification', topic: 'changeOrder', orderType: 3 },
    ])
    expect(effectsOf(ev('order.process'), 3, 4)).toEqual([])
    expect(effectsOf(ev('payment.save'), 2, 2)).toEqual([])
  })

  it('day arithmetic used by the windows is exact around the boundary', () => {
    fc.assert(
      fc.property(arbDate, (eta) => {
        const closes = supportWindowClosesAt(eta)!
        expect(dayNumberOf(closes.slice(0, 10))! - dayNumberOf(eta)!).toBe(7)
        expect(closes.endsWith(' 00:00:00')).toBe(true)
      }),
    )
  })
})
