// The lifecycle's decider (decisions 0162, 0336): each command is decided once and answers its
// events or its refusal with a message key; decide then evolve never reaches an illegal state; the
// decider equals the statechart over generated command sequences; evolve changes nothing it is given.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import {
  decide,
  EVENT_OF_COMMAND,
  ILLEGAL_STATE,
  type OrderCommand,
  type OrderDecided,
} from './order-lifecycle.decide'
import type { OrderEvent } from './order-lifecycle.events'
import { canApply, evolve, initialOrderSnapshot, statusOf } from './order-lifecycle.fold'
import { orderLifecycleMachine, type OrderSnapshot } from './order-lifecycle.machine'
import {
  arbAnyEvent,
  arbHistory,
  cmd,
  commandOf,
  CREDIT_COMPANY,
  deepFreeze,
  ev,
  givenEvents,
  givenOrderIn,
  IN_WINDOW,
  isAllowedMove,
  ROUTE_TO,
  TT_DISTRIBUTOR,
  WINDOW_CLOSED,
} from './order-lifecycle.testkit'

const refusalOf = (decided: OrderDecided) => (decided.accepted ? undefined : decided.refusal)
const rule = (key: string) => ({ kind: 'ruleViolation', key }) as const

describe('order lifecycle decider: given events, when a command, then events or a refusal', () => {
  it('R-LIFE-009 given a draft, when the customer places it, then the order is placed', () => {
    givenEvents([])
      .when(cmd('order.place'))
      .then([ev('order.place')])
  })

  it('R-LIFE-008 given a draft, when the customer saves or deletes it, then so it is; the back office cannot', () => {
    givenEvents([])
      .when(cmd('order.update', { etaDate: '2025-03-11' }))
      .then([ev('order.update', { etaDate: '2025-03-11' })])
    givenEvents([])
      .when(cmd('order.delete'))
      .then([ev('order.delete')])
    givenEvents([])
      .when(cmd('order.delete', { by: 'backOffice' }))
      .then(ILLEGAL_STATE)
    givenEvents(ROUTE_TO.pendingApproval).when(cmd('order.update')).then(ILLEGAL_STATE)
  })

  it('R-LIFE-028 R-LIFE-010 given a placed order, when the back office approves it, then it is approved, whoever the customer', () => {
    givenEvents(ROUTE_TO.pendingApproval)
      .when(cmd('order.approve'))
      .then([ev('order.approve')])
    givenEvents(ROUTE_TO.pendingApproval, TT_DISTRIBUTOR)
      .when(cmd('order.approve'))
      .then([ev('order.approve')])
    givenEvents(ROUTE_TO.pendingApproval)
      .when(cmd('order.approve', { by: 'customer' }))
      .then(ILLEGAL_STATE)
  })

  it('R-LIFE-011 R-PAY-002 given an order awaiting payment, when the customer saves or submits vouchers, then so it is; none is refused', () => {
    givenEvents(ROUTE_TO.pendingPayment)
      .when(cmd('payment.save'))
      .then([ev('payment.save')])
    givenEvents(ROUTE_TO.pendingPayment)
      .when(cmd('payment.submit'))
      .then([ev('payment.submit')])
    givenEvents(ROUTE_TO.pendingPayment)
      .when(cmd('payment.submit', { paymentList: [] }))
      .then(rule('orders.voucherRequired'))
  })

  it('R-LIFE-030 R-LIFE-013 given an order delivering, when the customer confirms receipt in the window, then it is received; after, refused', () => {
    givenEvents(ROUTE_TO.delivering)
      .when(cmd('order.receive', { at: IN_WINDOW }))
      .then([ev('order.receive', { at: IN_WINDOW })])
    givenEvents(ROUTE_TO.delivering)
      .when(cmd('order.receive', { at: WINDOW_CLOSED }))
      .then(rule('orders.supportWindowClosed'))
  })

  it('R-LIFE-031 R-LIFE-016 given an order delivering, when the customer asks for support, then it needs support; without a reason or late, refused', () => {
    givenEvents(ROUTE_TO.delivering)
      .when(cmd('support.request', { at: IN_WINDOW }))
      .then([ev('support.request', { at: IN_WINDOW })])
    givenEvents(ROUTE_TO.delivering)
      .when(cmd('support.request', { at: IN_WINDOW, supportIdList: [] }))
      .then(rule('orders.supportReasonRequired'))
    givenEvents(ROUTE_TO.delivering)
      .when(cmd('support.request', { at: WINDOW_CLOSED }))
      .then(rule('orders.supportWindowClosed'))
  })

  it('R-LIFE-032 given an order delivering, when the clock completes it once due, then it is completed; early, refused', () => {
    givenEvents(ROUTE_TO.delivering)
      .when(cmd('order.autoComplete'))
      .then([ev('order.autoComplete')])
    givenEvents(ROUTE_TO.delivering)
      .when(cmd('order.autoComplete', { at: IN_WINDOW }))
      .then(ILLEGAL_STATE)
  })

  it('R-LIFE-033 R-LIFE-017 given an order needing support, when the back office resolves it, then it is resolved', () => {
    givenEvents(ROUTE_TO.needSupport)
      .when(cmd('support.resolve'))
      .then([ev('support.resolve')])
  })

  it('R-LIFE-034 R-LIFE-035 given an order before delivery, when the back office cancels, then it is cancelled; after delivery or at an end, refused', () => {
    for (const state of [
      'pendingApproval',
      'pendingPayment',
      'verifying',
      'confirmed',
      'processing',
    ] as const)
      givenEvents(ROUTE_TO[state])
        .when(cmd('order.cancel'))
        .then([ev('order.cancel')])
    for (const state of ['draft', 'delivering', 'needSupport', 'completed', 'cancelled'] as const)
      givenEvents(ROUTE_TO[state]).when(cmd('order.cancel')).then(ILLEGAL_STATE)
  })

  it('R-API-037 given an order before delivery, when the back office issues a change order without a change, then refused', () => {
    givenEvents(ROUTE_TO.confirmed)
      .when(cmd('order.change'))
      .then([ev('order.change')])
    givenEvents(ROUTE_TO.confirmed)
      .when({ type: 'IssueChangeOrder', by: 'backOffice', at: WINDOW_CLOSED })
      .then(rule('sim.changeNeeded'))
  })
})

describe('order lifecycle decider', () => {
  it('R-LIFE-036 an allowed command answers exactly its event', () => {
    const { before } = givenOrderIn('pendingPayment')
    expect(decide(before, cmd('payment.submit'))).toEqual({ accepted: true, events: [ev('payment.submit')] })
  })

  it('R-LIFE-036 R-API-038 a command the state does not allow is an illegal state, whatever its payload', () => {
    expect(
      refusalOf(decide(givenOrderIn('confirmed').before, cmd('payment.submit', { paymentList: [] }))),
    ).toEqual(ILLEGAL_STATE)
    expect(refusalOf(decide(givenOrderIn('completed').before, cmd('order.cancel')))).toEqual(ILLEGAL_STATE)
    expect(
      refusalOf(decide(givenOrderIn('pendingApproval').before, cmd('order.approve', { by: 'customer' }))),
    ).toEqual(ILLEGAL_STATE)
    // A credit customer has no voucher step (R-LIFE-028): no payment at 2 ever, so the state refuses.
    expect(refusalOf(decide(givenOrderIn('confirmed', CREDIT_COMPANY).before, cmd('payment.save')))).toEqual(
      ILLEGAL_STATE,
    )
  })

  it("R-LIFE-036 a command the state allows but a rule refuses answers the rule's message key", () => {
    const cases: ReadonlyArray<readonly [OrderSnapshot, OrderCommand, string]> = [
      [
        givenOrderIn('pendingPayment').before,
        cmd('payment.save', { paymentList: [' '] }),
        'orders.voucherRequired',
      ],
      [
        givenOrderIn('pendingPayment').before,
        cmd('payment.submit', { paymentList: [] }),
        'orders.voucherRequired',
      ],
      [
        givenOrderIn('delivering').before,
        cmd('support.request', { supportIdList: [] }),
        'orders.supportReasonRequired',
      ],
      [
        givenOrderIn('delivering').before,
        cmd('support.request', { at: WINDOW_CLOSED }),
        'orders.supportWindowClosed',
      ],
      [
        givenOrderIn('delivering').before,
        cmd('order.receive', { at: WINDOW_CLOSED }),
        'orders.supportWindowClosed',
      ],
      [
        givenOrderIn('confirmed').before,
        { type: 'IssueChangeOrder', by: 'backOffice', at: WINDOW_CLOSED },
        'sim.changeNeeded',
      ],
    ]
    for (const [state, command, key] of cases)
      expect(refusalOf(decide(state, command)), command.type).toEqual({ kind: 'ruleViolation', key })
  })

  it('R-LIFE-036 R-LIFE-012 decide agrees with the machine: accepted exactly when the machine takes the event', () => {
    fc.assert(
      fc.property(arbHistory, arbAnyEvent, ([facts, events], event) => {
        let state = initialOrderSnapshot(facts)
        for (const e of events) state = evolve(state, e)
        expect(decide(state, commandOf(event)).accepted).toBe(canApply(state, event))
      }),
    )
  })

  it("R-LIFE-036 R-LIFE-012 R-LIFE-035 over generated command sequences the decider equals the statechart: it accepts exactly what a live actor of the chart can take, with the chart's event, and its fold ends where the actor is", () => {
    fc.assert(
      fc.property(arbHistory, ([facts, asked]) => {
        const actor = createActor(orderLifecycleMachine, { input: facts }).start()
        let state = initialOrderSnapshot(facts)
        for (const command of asked.map(commandOf)) {
          const live = actor.getSnapshot()
          const event = { ...command, type: EVENT_OF_COMMAND[command.type] } as OrderEvent
          const decided = decide(state, command)
          expect(decided.accepted, command.type).toBe(live.can(event))
          if (!decided.accepted) continue
          expect(decided.events).toEqual([event])
          for (const e of decided.events) {
            state = evolve(state, e)
            actor.send(e)
          }
          expect(state.value).toEqual(actor.getSnapshot().value)
          expect(state.context).toEqual(actor.getSnapshot().context)
          expect(statusOf(state)).toBe(statusOf(actor.getSnapshot()))
        }
        actor.stop()
      }),
    )
  })

  it('R-LIFE-036 R-LIFE-012 R-API-038 decide then evolve never reaches an illegal state; a refused command appends nothing', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, events]) => {
        let state = initialOrderSnapshot(facts)
        const log: OrderEvent[] = []
        let refused = 0
        for (const event of events) {
          const before = state
          const decided = decide(state, commandOf(event))
          if (!decided.accepted) {
            // Nothing to append; the refused event, applied anyway, would not move the order.
            expect(evolve(before, event)).toBe(before)
            refused += 1
            continue
          }
          for (const made of decided.events) {
            log.push(made)
            state = evolve(state, made)
          }
          expect(FE_ORDER_STATUSES).toContain(statusOf(state))
          expect(isAllowedMove(statusOf(before), event.type, statusOf(state))).toBe(true)
        }
        // The log is exactly the accepted commands, and folding it gives the same state.
        let replayed = initialOrderSnapshot(facts)
        for (const event of log) replayed = evolve(replayed, event)
        expect(replayed.value).toEqual(state.value)
        expect(replayed.context).toEqual(state.context)
        expect(log.length).toBe(events.length - refused)
      }),
    )
  })

  it('R-LIFE-036 evolve changes nothing it is given: a frozen state folds as an unfrozen one does', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, events]) => {
        let frozen = deepFreeze(initialOrderSnapshot(facts))
        let plain = initialOrderSnapshot(facts)
        for (const event of events) {
          frozen = deepFreeze(evolve(frozen, deepFreeze(event)))
          plain = evolve(plain, event)
        }
        expect(frozen.value).toEqual(plain.value)
        expect(frozen.context).toEqual(plain.context)
      }),
    )
  })
})
