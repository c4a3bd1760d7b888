import { Either, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { initialTransition, transition } from 'xstate'
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import { OrderEvent } from './order-lifecycle.events'
import {
  canApply,
  foldOrderEvents,
  evolve,
  orderSnapshotAt,
  statusOf,
  trackingStepsOf,
} from './order-lifecycle.fold'
import { orderLifecycleMachine } from './order-lifecycle.machine'
import { effectsOf } from './order-lifecycle.rules'
import {
  ACTORS,
  CREDIT_COMPANY,
  EVENT_TYPES,
  ev,
  givenOrderIn,
  IN_WINDOW,
  ROUTE_TO,
  STATE_NAMES,
  TT_COMPANY,
  WINDOW_CLOSED,
} from './order-lifecycle.testkit'

describe('statusOf', () => {
  it('R-LIFE-012 R-LIFE-018 R-LIFE-019 R-LIFE-020 R-LIFE-021 R-LIFE-022 R-LIFE-023 R-LIFE-024 R-LIFE-025 R-LIFE-026 each state has its status number', () => {
    const statuses = Object.fromEntries(STATE_NAMES.map((s) => [s, givenOrderIn(s).status]))
    expect(statuses).toEqual({
      draft: 0,
      pendingApproval: 1,
      pendingPayment: 2,
      verifying: 25,
      confirmed: 3,
      processing: 4,
      delivering: 5,
      needSupport: 7,
      completed: 6,
      cancelled: 8,
    })
    expect(new Set(Object.values(statuses))).toEqual(new Set(FE_ORDER_STATUSES))
  })
})

describe('foldOrderEvents', () => {
  it('R-LIFE-012 equals the fold through xstate’s pure initialTransition and transition', () => {
    for (const state of STATE_NAMES) {
      const events = [...ROUTE_TO[state], ev('order.receive', { at: WINDOW_CLOSED }), ev('order.approve')]
      let expected = initialTransition(orderLifecycleMachine, TT_COMPANY)[0]
      for (const event of events) expected = transition(orderLifecycleMachine, expected, event)[0]
      const folded = foldOrderEvents(TT_COMPANY, events)
      expect(folded.value).toEqual(expected.value)
      expect(folded.context).toEqual(expected.context)
      expect(folded.status).toBe(expected.status)
    }
  })

  it('R-LIFE-035 ignores events after a final state', () => {
    const done = foldOrderEvents(TT_COMPANY, [
      ...ROUTE_TO.cancelled,
      ev('order.approve'),
      ev('order.process'),
    ])
    expect(statusOf(done)).toBe(8)
    expect(done.status).toBe('done')
  })
})

// What the event store does with one accepted event: take the next state (`evolve`) and name the
// effects of the move (effectsOf, which the mock's notifications act on).
describe('one accepted event and its effects', () => {
  const step = (before: ReturnType<typeof givenOrderIn>['before'], event: OrderEvent) => {
    const next = evolve(before, event)
    return { next, effects: effectsOf(event, statusOf(before), statusOf(next)) }
  }

  it('R-LIFE-017 resolving support is accepted with a Support Completed notification', () => {
    const before = givenOrderIn('needSupport').before
    const event = ev('support.resolve', { at: IN_WINDOW })
    expect(canApply(before, event)).toBe(true)
    const { next, effects } = step(before, event)
    expect(statusOf(next)).toBe(6)
    expect(effects).toContainEqual({ type: 'notification', topic: 'supportCompleted', orderType: 2 })
  })

  it('R-NOTI-003 R-API-037 a change order is accepted with a type-3 notification and no tracking step', () => {
    const before = givenOrderIn('confirmed').before
    const event = ev('order.change')
    expect(canApply(before, event)).toBe(true)
    expect(step(before, event).effects).toEqual([
      { type: 'notification', topic: 'changeOrder', orderType: 3 },
    ])
  })

  it('R-LIFE-031 a refused event leaves the very same snapshot', () => {
    const before = givenOrderIn('delivering').before
    const refused = ev('support.request', { at: WINDOW_CLOSED })
    expect(canApply(before, refused)).toBe(false)
    expect(evolve(before, refused).value).toEqual(before.value)
    expect(canApply(before, ev('support.request', { at: IN_WINDOW }))).toBe(true)
  })
})

describe('trackingStepsOf', () => {
  it('R-LIFE-001 R-LIFE-002 R-LIFE-003 R-LIFE-004 R-LIFE-005 R-LIFE-007 a paid, delivered order reaches created, payment submitted, confirmed, delivering, completed', () => {
    const events = [
      ev('order.place', { at: '2025-03-01 08:00:00' }),
      ev('order.approve', { at: '2025-03-01 09:00:00' }),
      ev('payment.save', { at: '2025-03-01 10:00:00' }),
      ev('payment.submit', { at: '2025-03-02 10:00:00' }),
      ev('payment.verify', { at: '2025-03-03 10:00:00' }),
      ev('order.change', { at: '2025-03-03 11:00:00' }),
      ev('order.process', { at: '2025-03-04 10:00:00' }),
      ev('order.ship', { at: '2025-03-05 10:00:00' }),
      ev('order.receive', { at: '2025-03-11 10:00:00' }),
    ]
    expect(trackingStepsOf(TT_COMPANY, events)).toEqual([
      { trackId: 0, actionDate: '2025-03-01 08:00:00' },
      { trackId: 1, actionDate: '2025-03-02 10:00:00' },
      { trackId: 2, actionDate: '2025-03-03 10:00:00' },
      { trackId: 3, actionDate: '2025-03-05 10:00:00' },
      { trackId: 4, actionDate: '2025-03-11 10:00:00' },
    ])
  })

  it('R-LIFE-006 R-LIFE-003 a credit order confirmed on approval, then cancelled: created, confirmed, cancelled', () => {
    const events = [
      ev('order.place', { at: '2025-03-01 08:00:00' }),
      ev('order.approve', { at: '2025-03-01 09:00:00' }),
      ev('order.cancel', { at: '2025-03-02 09:00:00', reason: 'no stock' }),
    ]
    expect(trackingStepsOf(CREDIT_COMPANY, events)).toEqual([
      { trackId: 0, actionDate: '2025-03-01 08:00:00' },
      { trackId: 2, actionDate: '2025-03-01 09:00:00' },
      { trackId: 5, actionDate: '2025-03-02 09:00:00' },
    ])
  })

  it('R-LIFE-005 refused events leave no step; an auto-completed order is completed at the auto-completion', () => {
    const events = [
      ...ROUTE_TO.delivering,
      ev('order.receive', { at: WINDOW_CLOSED }),
      ev('order.autoComplete', { at: '2025-03-18 00:00:00' }),
    ]
    expect(trackingStepsOf(TT_COMPANY, events).at(-1)).toEqual({
      trackId: 4,
      actionDate: '2025-03-18 00:00:00',
    })
    expect(trackingStepsOf(TT_COMPANY, [])).toEqual([])
  })
})

describe('screens’ questions', () => {
  it('R-LIFE-012 a snapshot rebuilt from status and facts (what api/Order/Get tells) answers like the fold', () => {
    for (const facts of [TT_COMPANY, CREDIT_COMPANY]) {
      for (const state of STATE_NAMES) {
        const folded = foldOrderEvents(facts, ROUTE_TO[state])
        const rebuilt = orderSnapshotAt(statusOf(folded), folded.context, folded.context.confirmedEta)
        expect(rebuilt.value).toEqual(folded.value)
        expect(rebuilt.context).toEqual(folded.context)
        expect(rebuilt.status).toBe(folded.status)
        for (const type of EVENT_TYPES) {
          for (const by of ACTORS) {
            for (const at of [IN_WINDOW, WINDOW_CLOSED]) {
              expect(rebuilt.can(ev(type, { by, at }))).toBe(folded.can(ev(type, { by, at })))
            }
          }
        }
      }
    }
    expect(() => orderSnapshotAt(9 as never, TT_COMPANY)).toThrow()
  })
})

describe('event Schemas', () => {
  it('decode a stored event and refuse a malformed time', () => {
    const decode = Schema.decodeUnknownEither(OrderEvent)
    const stored = {
      type: 'payment.submit',
      by: 'customer',
      at: '2025-03-02 10:00:00',
      paymentList: ['/f/a.pdf'],
    }
    expect(decode(stored)).toEqual(Either.right(stored))
    expect(Either.isLeft(decode({ ...stored, at: '2025-03-02T10:00:00' }))).toBe(true)
    expect(Either.isLeft(decode({ ...stored, by: 'admin' }))).toBe(true)
    expect(Either.isLeft(decode({ ...stored, type: 'order.teleport' }))).toBe(true)
  })
})
