// The order lifecycle as a decider (decision 0162): `decide(state, command)` answers the events a
// command makes, or why it is refused with the message key the caller shows; `evolve(state,
// event)` is the fold's one pure step. The mock backend's handlers and the simulator ask `decide`
// once per command and never re-check a guard to find a message.
import type { AnyMachineSnapshot } from 'xstate'
import type { OrderEvent } from './order-lifecycle.events'
import { canApply, nextOrderSnapshot } from './order-lifecycle.fold'
import { orderLifecycleMachine, type OrderSnapshot } from './order-lifecycle.machine'
import { hasOrderChange, hasSupportReason, hasVoucher, supportWindowOpen } from './order-lifecycle.rules'

/** A command asks for one lifecycle event: who, when, and what it carries. */
export type OrderCommand = OrderEvent

/**
 * Why a command is refused. `illegalState`: the order's state (or the actor) does not allow it
 * (R-API-038; the caller names the state). `ruleViolation`: a business rule of that move does not
 * hold. `key` is a message key of the mock backend's `backend` namespace.
 */
export interface OrderRefusal {
  readonly kind: 'illegalState' | 'ruleViolation'
  readonly key: string
}

export type OrderDecided =
  | { readonly accepted: true; readonly events: readonly OrderEvent[] }
  | { readonly accepted: false; readonly refusal: OrderRefusal }

export const ILLEGAL_STATE: OrderRefusal = { kind: 'illegalState', key: 'orders.illegalState' }
const ruleViolation = (key: string): OrderRefusal => ({ kind: 'ruleViolation', key })

// The chart with its business-rule guards passed: it tells whether the state and the actor allow
// a move at all, so a refused rule gets its own message rather than "illegal state".
const statesAndActors = orderLifecycleMachine.provide({
  guards: {
    hasVoucher: () => true,
    hasSupportReason: () => true,
    hasOrderChange: () => true,
    supportWindowOpen: () => true,
  },
})
const allowsMove = (snapshot: OrderSnapshot, command: OrderCommand): boolean =>
  (
    statesAndActors.resolveState({
      value: snapshot.value,
      context: snapshot.context,
    }) as AnyMachineSnapshot
  ).can(command)

/** The first business rule of the move that does not hold, in the order the customer fixes them. */
function brokenRule(snapshot: OrderSnapshot, command: OrderCommand): OrderRefusal | undefined {
  switch (command.type) {
    case 'payment.save':
    case 'payment.submit':
      return hasVoucher(command.paymentList) ? undefined : ruleViolation('orders.voucherRequired')
    case 'support.request':
      if (!hasSupportReason(command.supportIdList)) return ruleViolation('orders.supportReasonRequired')
      return supportWindowOpen(snapshot.context.confirmedEta, command.at)
        ? undefined
        : ruleViolation('orders.supportWindowClosed')
    case 'order.receive':
      return supportWindowOpen(snapshot.context.confirmedEta, command.at)
        ? undefined
        : ruleViolation('orders.supportWindowClosed')
    case 'order.change':
      return hasOrderChange(command) ? undefined : ruleViolation('sim.changeNeeded')
    default:
      return undefined
  }
}

/** The events `command` makes from `state`, or its refusal; pure, nothing is applied. */
export function decide(state: OrderSnapshot, command: OrderCommand): OrderDecided {
  if (!allowsMove(state, command)) return { accepted: false, refusal: ILLEGAL_STATE }
  const broken = brokenRule(state, command)
  if (broken !== undefined) return { accepted: false, refusal: broken }
  // The machine has the last word: a guard this file does not know of refuses as an illegal state.
  return canApply(state, command)
    ? { accepted: true, events: [command] }
    : { accepted: false, refusal: ILLEGAL_STATE }
}

/**
 * One step of the fold: the state after an accepted event (the event store folds with
 * nextOrderSnapshot itself; the property tests pair decide with this). @test
 */
export const evolve = (state: OrderSnapshot, event: OrderEvent): OrderSnapshot =>
  nextOrderSnapshot(state, event)
