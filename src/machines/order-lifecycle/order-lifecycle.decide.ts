// The order lifecycle as one decider (decisions 0162, 0336): `decide(state, command)` answers the
// events a command makes, or why it is refused with the message key the caller shows;
// `evolve(state, event)` is the fold's one pure step. Commands (what the customer, the back office
// or the clock asks) are types of their own; events (what happened) are the log's. The statechart
// stays the source: `decide` reads the chart, and a property test holds it equal to `snapshot.can`.
import type { AnyMachineSnapshot } from 'xstate'
import type { OrderEvent, OrderEventOf, OrderEventType, OrderFacts } from './order-lifecycle.events'
import { evolve, initialOrderSnapshot } from './order-lifecycle.fold'
import { orderLifecycleMachine, type OrderSnapshot } from './order-lifecycle.machine'
import { hasOrderChange, hasSupportReason, hasVoucher, supportWindowOpen } from './order-lifecycle.rules'

/** Each command, in the business's words, and the event it makes when accepted. @test */
export const EVENT_OF_COMMAND = {
  SaveDraft: 'order.update',
  DeleteDraft: 'order.delete',
  PlaceOrder: 'order.place',
  ApproveOrder: 'order.approve',
  SavePayment: 'payment.save',
  SubmitPayment: 'payment.submit',
  ReceiveTransfer: 'payment.transfer',
  VerifyPayment: 'payment.verify',
  ProcessOrder: 'order.process',
  ShipOrder: 'order.ship',
  ConfirmReceipt: 'order.receive',
  RequestSupport: 'support.request',
  ResolveSupport: 'support.resolve',
  CancelOrder: 'order.cancel',
  IssueChangeOrder: 'order.change',
  AutoCompleteOrder: 'order.autoComplete',
} as const satisfies Record<string, OrderEventType>
export type OrderCommandType = keyof typeof EVENT_OF_COMMAND

/** One command: who asks (`by`), when (`at`), and what its event would carry. */
export type OrderCommandOf<C extends OrderCommandType> = Omit<
  OrderEventOf<(typeof EVENT_OF_COMMAND)[C]>,
  'type'
> & { readonly type: C }
export type OrderCommand = { [C in OrderCommandType]: OrderCommandOf<C> }[OrderCommandType]

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

/** The event an accepted command makes: the same payload, named as what happened. */
const eventOf = (command: OrderCommand): OrderEvent =>
  ({ ...command, type: EVENT_OF_COMMAND[command.type] }) as OrderEvent

// The chart with its business-rule guards passed: it tells whether the state and the actor allow
// a move at all, so a refused rule gets its own message rather than "illegal state". The rules
// stubbed here are exactly those `brokenRule` checks, so the two together are the chart's `can`
// (the property test in order-lifecycle.decide.test.ts holds them equal).
const statesAndActors = orderLifecycleMachine.provide({
  guards: {
    hasVoucher: () => true,
    hasSupportReason: () => true,
    hasOrderChange: () => true,
    supportWindowOpen: () => true,
  },
})
const allowsMove = (snapshot: OrderSnapshot, event: OrderEvent): boolean =>
  (
    statesAndActors.resolveState({
      value: snapshot.value,
      context: snapshot.context,
    }) as AnyMachineSnapshot
  ).can(event)

/** The first business rule of the move that does not hold, in the order the customer fixes them. */
function brokenRule(snapshot: OrderSnapshot, event: OrderEvent): OrderRefusal | undefined {
  switch (event.type) {
    case 'payment.save':
    case 'payment.submit':
      return hasVoucher(event.paymentList) ? undefined : ruleViolation('orders.voucherRequired')
    case 'support.request':
      if (!hasSupportReason(event.supportIdList)) return ruleViolation('orders.supportReasonRequired')
      return supportWindowOpen(snapshot.context.confirmedEta, event.at)
        ? undefined
        : ruleViolation('orders.supportWindowClosed')
    case 'order.receive':
      return supportWindowOpen(snapshot.context.confirmedEta, event.at)
        ? undefined
        : ruleViolation('orders.supportWindowClosed')
    case 'order.change':
      return hasOrderChange(event) ? undefined : ruleViolation('sim.changeNeeded')
    default:
      return undefined
  }
}

/**
 * The events `command` makes from `state`, or its refusal (R-LIFE-036); pure, nothing is applied.
 * Asked once per command, on the state the write turn folded (decision 0336).
 */
export function decide(state: OrderSnapshot, command: OrderCommand): OrderDecided {
  const event = eventOf(command)
  if (!allowsMove(state, event)) return { accepted: false, refusal: ILLEGAL_STATE }
  const broken = brokenRule(state, event)
  return broken === undefined ? { accepted: true, events: [event] } : { accepted: false, refusal: broken }
}

/** The decider's three parts (Chassaing's decider); a new order's state depends on its facts. */
export interface Decider<C, E, S, I> {
  readonly decide: (state: S, command: C) => OrderDecided
  readonly evolve: (state: S, event: E) => S
  readonly initialState: (input: I) => S
}

/** The order lifecycle's decider: handling a command is fold(evolve) -> decide -> append. @test */
export const orderDecider: Decider<OrderCommand, OrderEvent, OrderSnapshot, OrderFacts> = {
  decide,
  evolve,
  initialState: initialOrderSnapshot,
}
