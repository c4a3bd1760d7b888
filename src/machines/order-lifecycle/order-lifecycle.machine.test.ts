// Given an order in a state, when an event arrives, then it is accepted (and where it leads) or
// refused (and nothing changes).
import { describe, expect, it } from 'vitest'
import { initialOrderSnapshot, statusOf, stateNameOf } from './order-lifecycle.fold'
import { CANCELLABLE_STATUSES, CHANGE_ORDER_STATUSES } from './order-lifecycle.rules'
import {
  ACTOR_OF,
  ACTORS,
  ALLOWED,
  CREDIT_COMPANY,
  ETA,
  ev,
  EVENT_TYPES,
  given,
  givenOrderIn,
  IN_WINDOW,
  isAllowedMove,
  LAST_WINDOW_SECOND,
  ROUTE_TO,
  STATE_NAMES,
  TT_COMPANY,
  TT_DISTRIBUTOR,
  WINDOW_CLOSED,
} from './order-lifecycle.testkit'

describe('a new order', () => {
  it('R-LIFE-027 is a draft, status 0', () => {
    const order = initialOrderSnapshot(TT_COMPANY)
    expect(stateNameOf(order)).toBe('draft')
    expect(statusOf(order)).toBe(0)
  })
})

describe('draft', () => {
  it('R-LIFE-008 the customer may change a draft, which stays a draft with the change', () => {
    const then = givenOrderIn('draft').when(ev('order.update', { etaDate: '2025-04-02' }))
    expect(then.accepted).toBe(true)
    expect(then.status).toBe(0)
    expect(then.after.context.etaDate).toBe('2025-04-02')
  })

  it('R-LIFE-008 nobody but the customer changes or deletes a draft', () => {
    for (const by of ['backOffice', 'system'] as const) {
      expect(givenOrderIn('draft').when(ev('order.update', { by })).accepted).toBe(false)
      expect(givenOrderIn('draft').when(ev('order.delete', { by })).accepted).toBe(false)
    }
  })

  it('R-LIFE-008 the customer may delete a draft (the store removes it; the chart keeps no status for it)', () => {
    const then = givenOrderIn('draft').when(ev('order.delete'))
    expect(then.accepted).toBe(true)
    expect(then.status).toBe(0)
  })

  it('R-LIFE-008 no order but a draft can be changed or deleted by the customer', () => {
    for (const state of STATE_NAMES.filter((s) => s !== 'draft')) {
      expect(givenOrderIn(state).when(ev('order.update')).accepted).toBe(false)
      expect(givenOrderIn(state).when(ev('order.delete')).accepted).toBe(false)
    }
  })

  it('R-LIFE-009 R-LIFE-018 submitting a draft puts it in Pending Approval (1)', () => {
    const then = givenOrderIn('draft').when(ev('order.place', { etaDate: '2025-03-20' }))
    expect(then.accepted).toBe(true)
    expect(then.status).toBe(1)
    expect(then.after.context.etaDate).toBe('2025-03-20')
  })

  it('R-LIFE-009 an order created open is a draft placed at its creation time', () => {
    const then = given(CREDIT_COMPANY, [ev('order.place', { at: '2025-03-01 08:00:00' })])
    expect(then.status).toBe(1)
  })

  it('R-LIFE-009 only the customer submits', () => {
    expect(givenOrderIn('draft').when(ev('order.place', { by: 'backOffice' })).accepted).toBe(false)
  })
})

describe('approval', () => {
  it('R-LIFE-028 R-LIFE-010 R-LIFE-019 a non-distributor with terms no credit - TT goes from 1 to Pending Payment (2)', () => {
    const then = givenOrderIn('pendingApproval', TT_COMPANY).when(ev('order.approve'))
    expect(then.accepted).toBe(true)
    expect(then.status).toBe(2)
  })

  it('R-LIFE-028 R-LIFE-023 every other order goes from 1 to Confirmed (3)', () => {
    for (const facts of [CREDIT_COMPANY, TT_DISTRIBUTOR]) {
      const then = given(facts, [ev('order.place')]).when(ev('order.approve'))
      expect(then.status).toBe(3)
    }
  })

  it('R-LIFE-028 only the back office approves', () => {
    for (const by of ['customer', 'system'] as const) {
      expect(givenOrderIn('pendingApproval').when(ev('order.approve', { by })).accepted).toBe(false)
    }
  })

  it('R-LIFE-029 approval confirms the asked ETA unless the back office names another', () => {
    expect(givenOrderIn('pendingPayment').before.context.confirmedEta).toBe(ETA)
    const then = givenOrderIn('pendingApproval').when(ev('order.approve', { confirmedEta: '2025-03-15' }))
    expect(then.after.context.confirmedEta).toBe('2025-03-15')
  })
})

describe('payment (Pending Payment)', () => {
  it('R-PAY-002 saving vouchers keeps the order at 2', () => {
    const then = givenOrderIn('pendingPayment').when(ev('payment.save'))
    expect(then.accepted).toBe(true)
    expect(then.status).toBe(2)
  })

  it('R-PAY-003 R-LIFE-011 R-LIFE-020 submitting the payment moves 2 to Verifying (25)', () => {
    const then = givenOrderIn('pendingPayment').when(ev('payment.submit'))
    expect(then.accepted).toBe(true)
    expect(then.status).toBe(25)
  })

  it('R-PAY-004 save or submit with no voucher is refused', () => {
    for (const type of ['payment.save', 'payment.submit'] as const) {
      for (const paymentList of [[], [''], ['   ']]) {
        const then = givenOrderIn('pendingPayment').when(ev(type, { paymentList }))
        expect(then.accepted).toBe(false)
        expect(then.status).toBe(2)
      }
    }
  })

  it('R-PAY-003 only the customer pays', () => {
    for (const by of ['backOffice', 'system'] as const) {
      expect(givenOrderIn('pendingPayment').when(ev('payment.submit', { by })).accepted).toBe(false)
      expect(givenOrderIn('pendingPayment').when(ev('payment.save', { by })).accepted).toBe(false)
    }
  })

  it('R-LIFE-023 the back office verifies the payment: 25 to Confirmed (3)', () => {
    expect(givenOrderIn('verifying').when(ev('payment.verify')).status).toBe(3)
    expect(givenOrderIn('verifying').when(ev('payment.verify', { by: 'customer' })).accepted).toBe(false)
  })
})

describe('fulfilment', () => {
  it('R-LIFE-024 processing: 3 to 4, by the back office', () => {
    expect(givenOrderIn('confirmed').when(ev('order.process')).status).toBe(4)
    expect(givenOrderIn('confirmed').when(ev('order.process', { by: 'customer' })).accepted).toBe(false)
  })

  it('R-LIFE-021 shipping: 4 to Delivering (5), by the back office', () => {
    expect(givenOrderIn('processing').when(ev('order.ship')).status).toBe(5)
    expect(givenOrderIn('processing').when(ev('order.ship', { by: 'system' })).accepted).toBe(false)
  })

  it('R-LIFE-029 shipping may set the confirmed ETA, which becomes the expected receipt date', () => {
    const then = givenOrderIn('processing').when(ev('order.ship', { confirmedEta: '2025-03-20' }))
    expect(then.after.context.confirmedEta).toBe('2025-03-20')
    expect(givenOrderIn('delivering').before.context.confirmedEta).toBe(ETA)
  })
})

describe('delivering (5)', () => {
  it('R-LIFE-013 R-LIFE-030 R-LIFE-025 the customer confirms receipt inside the window: Completed (6)', () => {
    for (const at of [IN_WINDOW, LAST_WINDOW_SECOND, '2025-03-05 08:00:00']) {
      const then = givenOrderIn('delivering').when(ev('order.receive', { at }))
      expect(then.accepted).toBe(true)
      expect(then.status).toBe(6)
    }
  })

  it('R-LIFE-030 receipt is refused once the window is over', () => {
    const then = givenOrderIn('delivering').when(ev('order.receive', { at: WINDOW_CLOSED }))
    expect(then.accepted).toBe(false)
    expect(then.status).toBe(5)
  })

  it('R-LIFE-016 R-LIFE-026 a support request within 7 days of the expected receipt date: Need Support (7)', () => {
    const then = givenOrderIn('delivering').when(ev('support.request', { at: LAST_WINDOW_SECOND }))
    expect(then.accepted).toBe(true)
    expect(then.status).toBe(7)
  })

  it('R-LIFE-031 support is refused after the window', () => {
    for (const at of [WINDOW_CLOSED, '2025-04-30 12:00:00']) {
      const then = givenOrderIn('delivering').when(ev('support.request', { at }))
      expect(then.accepted).toBe(false)
      expect(then.status).toBe(5)
    }
  })

  it('R-SUP-003 a support request without a reason is refused', () => {
    expect(givenOrderIn('delivering').when(ev('support.request', { supportIdList: [] })).accepted).toBe(false)
  })

  it('R-LIFE-014 R-LIFE-032 the system completes the order from 7 days after the confirmed ETA, not before', () => {
    expect(givenOrderIn('delivering').when(ev('order.autoComplete', { at: WINDOW_CLOSED })).status).toBe(6)
    expect(
      givenOrderIn('delivering').when(ev('order.autoComplete', { at: LAST_WINDOW_SECOND })).accepted,
    ).toBe(false)
    expect(
      givenOrderIn('delivering').when(ev('order.autoComplete', { at: WINDOW_CLOSED, by: 'backOffice' }))
        .accepted,
    ).toBe(false)
  })

  it('R-LIFE-029 the window follows the confirmed ETA, not the ETA first asked', () => {
    const moved = [...ROUTE_TO.processing, ev('order.change', { newEta: '2025-03-20' }), ev('order.ship')]
    const order = given(TT_COMPANY, moved)
    expect(order.before.context.etaDate).toBe(ETA)
    expect(order.when(ev('support.request', { at: WINDOW_CLOSED })).accepted).toBe(true)
    expect(order.when(ev('order.autoComplete', { at: WINDOW_CLOSED })).accepted).toBe(false)
    expect(order.when(ev('order.autoComplete', { at: '2025-03-27 00:00:00' })).accepted).toBe(true)
  })
})

describe('need support (7)', () => {
  it('R-LIFE-017 R-LIFE-033 the back office resolves support: 7 to Completed (6)', () => {
    const then = givenOrderIn('needSupport').when(ev('support.resolve'))
    expect(then.accepted).toBe(true)
    expect(then.status).toBe(6)
    expect(givenOrderIn('needSupport').when(ev('support.resolve', { by: 'customer' })).accepted).toBe(false)
  })
})

describe('cancellation', () => {
  it('R-LIFE-034 R-LIFE-022 the back office cancels from 1, 2, 25, 3 and 4: Cancelled (8)', () => {
    for (const state of [
      'pendingApproval',
      'pendingPayment',
      'verifying',
      'confirmed',
      'processing',
    ] as const) {
      const then = givenOrderIn(state).when(ev('order.cancel', { reason: 'out of stock', note: 'sorry' }))
      expect(then.accepted).toBe(true)
      expect(then.status).toBe(8)
    }
  })

  it('R-LIFE-034 never from 5, 6, 7 or 8, nor from a draft', () => {
    for (const state of ['draft', 'delivering', 'completed', 'needSupport', 'cancelled'] as const) {
      const then = givenOrderIn(state).when(ev('order.cancel'))
      expect(then.accepted).toBe(false)
      expect(then.status).toBe(givenOrderIn(state).status)
    }
  })

  it('R-LIFE-008 the customer cancels nothing (a draft is deleted instead)', () => {
    for (const state of STATE_NAMES) {
      expect(givenOrderIn(state).when(ev('order.cancel', { by: 'customer' })).accepted).toBe(false)
    }
  })
})

describe('change order', () => {
  it('R-API-037 a change-order document at 1, 2, 25, 3 or 4 keeps the status', () => {
    for (const state of [
      'pendingApproval',
      'pendingPayment',
      'verifying',
      'confirmed',
      'processing',
    ] as const) {
      const before = givenOrderIn(state)
      const then = before.when(ev('order.change', { newEta: undefined, newShippingAddressId: 7 }))
      expect(then.accepted).toBe(true)
      expect(then.status).toBe(before.status)
    }
  })

  it('R-API-037 a document that changes neither ETA nor address, or comes at another status, is refused', () => {
    expect(givenOrderIn('confirmed').when(ev('order.change', { newEta: undefined })).accepted).toBe(false)
    for (const state of ['draft', 'delivering', 'needSupport', 'completed', 'cancelled'] as const) {
      expect(givenOrderIn(state).when(ev('order.change')).accepted).toBe(false)
    }
    expect(givenOrderIn('confirmed').when(ev('order.change', { by: 'customer' })).accepted).toBe(false)
  })

  it('R-API-037 R-LIFE-034 CHANGE_ORDER_STATUSES and CANCELLABLE_STATUSES are where the chart accepts them', () => {
    const accepting = (type: 'order.change' | 'order.cancel') =>
      STATE_NAMES.filter((s) => givenOrderIn(s).when(ev(type)).accepted).map((s) => givenOrderIn(s).status)
    expect(accepting('order.change').sort()).toEqual([...CHANGE_ORDER_STATUSES].sort())
    expect(accepting('order.cancel').sort()).toEqual([...CANCELLABLE_STATUSES].sort())
  })

  it('R-LIFE-029 before approval a new ETA replaces the asked one; after, the confirmed one', () => {
    const early = givenOrderIn('pendingApproval').when(ev('order.change', { newEta: '2025-03-25' }))
    expect(early.after.context).toMatchObject({ etaDate: '2025-03-25', confirmedEta: null })
    const late = givenOrderIn('confirmed').when(ev('order.change', { newEta: '2025-03-25' }))
    expect(late.after.context).toMatchObject({ etaDate: ETA, confirmedEta: '2025-03-25' })
  })
})

describe('the whole lifecycle table', () => {
  it('R-LIFE-035 no event by anyone leaves Completed (6) or Cancelled (8)', () => {
    for (const state of ['completed', 'cancelled'] as const) {
      for (const type of EVENT_TYPES) {
        for (const by of ACTORS) {
          const order = givenOrderIn(state)
          const then = order.when(ev(type, { by, at: WINDOW_CLOSED }))
          expect(then.accepted).toBe(false)
          expect(then.after.value).toEqual(order.before.value)
          expect(then.status).toBe(order.status)
        }
      }
    }
  })

  it('R-LIFE-012 R-LIFE-034 R-LIFE-035 every state accepts exactly the moves of the table, by their rightful actor', () => {
    for (const facts of [TT_COMPANY, CREDIT_COMPANY]) {
      for (const state of STATE_NAMES) {
        const order = given(facts, ROUTE_TO[state])
        for (const type of EVENT_TYPES) {
          for (const by of ACTORS) {
            const then = order.when(ev(type, { by }))
            const listed =
              by === ACTOR_OF[type] && ALLOWED.some(([from, t]) => from === order.status && t === type)
            expect(then.accepted, `${state} ${type} by ${by}`).toBe(listed)
            if (then.accepted) expect(isAllowedMove(order.status, type, then.status)).toBe(true)
            else expect(then.after.value).toEqual(order.before.value)
          }
        }
      }
    }
  })
})
