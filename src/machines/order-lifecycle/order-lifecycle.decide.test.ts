// The lifecycle's decider (decision 0162): each command is checked once and answers its events or
// its refusal with a message key; decide then evolve never reaches an illegal state.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../../api/contracts/common'
import { decide, evolve, ILLEGAL_STATE, type OrderDecided } from './order-lifecycle.decide'
import type { OrderEvent } from './order-lifecycle.events'
import { canApply, initialOrderSnapshot, statusOf } from './order-lifecycle.fold'
import type { OrderSnapshot } from './order-lifecycle.machine'
import {
  arbAnyEvent,
  arbHistory,
  CREDIT_COMPANY,
  ev,
  givenOrderIn,
  isAllowedMove,
  WINDOW_CLOSED,
} from './order-lifecycle.testkit'

const refusalOf = (decided: OrderDecided) => (decided.accepted ? undefined : decided.refusal)

describe('order lifecycle decider', () => {
  it('R-LIFE-036 an allowed command answers exactly its event', () => {
    const { before } = givenOrderIn('pendingPayment')
    const command = ev('payment.submit')
    expect(decide(before, command)).toEqual({ accepted: true, events: [command] })
  })

  it('R-LIFE-036 R-API-038 a command the state does not allow is an illegal state, whatever its payload', () => {
    expect(
      refusalOf(decide(givenOrderIn('confirmed').before, ev('payment.submit', { paymentList: [] }))),
    ).toEqual(ILLEGAL_STATE)
    expect(refusalOf(decide(givenOrderIn('completed').before, ev('order.cancel')))).toEqual(ILLEGAL_STATE)
    expect(
      refusalOf(decide(givenOrderIn('pendingApproval').before, ev('order.approve', { by: 'customer' }))),
    ).toEqual(ILLEGAL_STATE)
    // A credit customer has no voucher step (R-LIFE-028): no payment at 2 ever, so the state refuses.
    expect(refusalOf(decide(givenOrderIn('confirmed', CREDIT_COMPANY).before, ev('payment.save')))).toEqual(
      ILLEGAL_STATE,
    )
  })

  it("R-LIFE-036 a command the state allows but a rule refuses answers the rule's message key", () => {
    const cases: ReadonlyArray<readonly [OrderSnapshot, OrderEvent, string]> = [
      [
        givenOrderIn('pendingPayment').before,
        ev('payment.save', { paymentList: [' '] }),
        'orders.voucherRequired',
      ],
      [
        givenOrderIn('pendingPayment').before,
        ev('payment.submit', { paymentList: [] }),
        'orders.voucherRequired',
      ],
      [
        givenOrderIn('delivering').before,
        ev('support.request', { supportIdList: [] }),
        'orders.supportReasonRequired',
      ],
      [
        givenOrderIn('delivering').before,
        ev('support.request', { at: WINDOW_CLOSED }),
        'orders.supportWindowClosed',
      ],
      [
        givenOrderIn('delivering').before,
        ev('order.receive', { at: WINDOW_CLOSED }),
        'orders.supportWindowClosed',
      ],
      [
        givenOrderIn('confirmed').before,
        { type: 'order.change', by: 'backOffice', at: WINDOW_CLOSED },
        'sim.changeNeeded',
      ],
    ]
    for (const [state, command, key] of cases)
      expect(refusalOf(decide(state, command)), command.type).toEqual({ kind: 'ruleViolation', key })
  })

  it('R-LIFE-036 R-LIFE-012 decide agrees with the machine: accepted exactly when the machine takes the event', () => {
    fc.assert(
      fc.property(arbHistory, arbAnyEvent, ([facts, events], command) => {
        let state = initialOrderSnapshot(facts)
        for (const event of events) state = evolve(state, event)
        expect(decide(state, command).accepted).toBe(canApply(state, command))
      }),
    )
  })

  it('R-LIFE-036 R-LIFE-012 R-API-038 decide then evolve never reaches an illegal state; a refused command appends nothing', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, commands]) => {
        let state = initialOrderSnapshot(facts)
        const log: OrderEvent[] = []
        for (const command of commands) {
          const before = state
          const decided = decide(state, command)
          if (!decided.accepted) {
            // Nothing to append; the refused command, applied anyway, would not move the order.
            expect(evolve(before, command)).toBe(before)
            continue
          }
          for (const event of decided.events) {
            log.push(event)
            state = evolve(state, event)
          }
          expect(FE_ORDER_STATUSES).toContain(statusOf(state))
          expect(isAllowedMove(statusOf(before), command.type, statusOf(state))).toBe(true)
        }
        // The log is exactly the accepted commands, and folding it gives the same state.
        let replayed = initialOrderSnapshot(facts)
        for (const event of log) replayed = evolve(replayed, event)
        expect(replayed.value).toEqual(state.value)
        expect(replayed.context).toEqual(state.context)
        expect(log.length).toBe(commands.length - countRefused(facts, commands))
      }),
    )
  })
})

function countRefused(facts: Parameters<typeof initialOrderSnapshot>[0], commands: readonly OrderEvent[]) {
  let state = initialOrderSnapshot(facts)
  let refused = 0
  for (const command of commands) {
    if (canApply(state, command)) state = evolve(state, command)
    else refused += 1
  }
  return refused
}
