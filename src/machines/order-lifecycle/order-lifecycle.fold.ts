// What the event store and the screens ask of the lifecycle: the status number of a snapshot,
// whether an event applies, the fold of an order's events, its tracking steps and the effects of
// an event. Pure: no actor runs, no action executes.
import { createActor, type AnyActorScope, type StateValue } from 'xstate'
import type { FeOrderStatus, TrackId } from '../../api/contracts/common'
import type { OrderEvent, OrderFacts } from './order-lifecycle.events'
import { initialOrderContext, orderLifecycleMachine, type OrderSnapshot } from './order-lifecycle.machine'
import { trackIdOnEntering } from './order-lifecycle.rules'

/** The status number of each state (R-LIFE-018..027); the chart has no other resting state. */
export const STATUS_OF_STATE = {
  draft: 0,
  pendingApproval: 1,
  pendingPayment: 2,
  verifying: 25,
  confirmed: 3,
  processing: 4,
  delivering: 5,
  completed: 6,
  needSupport: 7,
  cancelled: 8,
} as const satisfies Record<string, FeOrderStatus>
export type OrderStateName = keyof typeof STATUS_OF_STATE

/** The leaf state's name: `draft`, or `pendingPayment` for `{ beforeDelivery: 'pendingPayment' }`. */
export function stateNameOf(snapshot: OrderSnapshot): OrderStateName {
  const value: unknown = snapshot.value
  const name = typeof value === 'string' ? value : Object.values(value as Record<string, string>)[0]
  if (name !== undefined && name in STATUS_OF_STATE) return name as OrderStateName
  throw new Error(`order-lifecycle: no status for state ${JSON.stringify(value)}`)
}

export const statusOf = (snapshot: OrderSnapshot): FeOrderStatus => STATUS_OF_STATE[stateNameOf(snapshot)]

// xstate's `transition()` builds a throwaway actor on every call (tens of µs), which would
// dominate a start-up fold of 100,000 orders. The machine's own `transition` with one inert
// scope is the same pure step without that cost: nothing is spawned, actions are not executed.
let inert: AnyActorScope | undefined
function inertScope(): AnyActorScope {
  if (inert === undefined) {
    const self = createActor(orderLifecycleMachine, {
      input: { customerTypeName: '', termsOfPayment: '', etaDate: '1970-01-01' },
    })
    inert = {
      self,
      id: '',
      sessionId: '',
      system: self.system,
      logger: () => {},
      defer: () => {},
      emit: () => {},
      stopChild: () => {},
      actionExecutor: () => {},
    }
  }
  return inert
}

/**
 * The snapshot of a new order: a draft with these facts. The draft has no entry actions, so
 * resolving it equals the initial transition (the property tests compare both) at a third of
 * the cost.
 */
export const initialOrderSnapshot = (facts: OrderFacts): OrderSnapshot =>
  orderLifecycleMachine.resolveState({ value: 'draft', context: initialOrderContext(facts) })

// Status number -> state value (`'draft'`, `{ beforeDelivery: 'pendingPayment' }`), read off the chart.
const VALUE_OF_STATUS = new Map<FeOrderStatus, StateValue>()
for (const node of Object.values(orderLifecycleMachine.root.states)) {
  const children = Object.values(node.states)
  for (const leaf of children.length > 0 ? children : [node]) {
    const status = STATUS_OF_STATE[leaf.key as OrderStateName]
    VALUE_OF_STATUS.set(status, leaf === node ? node.key : { [node.key]: leaf.key })
  }
}

/**
 * The snapshot of an order known by its status and facts, as a screen knows it from
 * api/Order/Get (FeOrderStatus, TermsOfPayment, EtaDate, ConfirmedETA), so the screen can ask
 * `snapshot.can(event)` without the event log.
 */
export function orderSnapshotAt(
  status: FeOrderStatus,
  facts: OrderFacts,
  confirmedEta: string | null = null,
): OrderSnapshot {
  const value = VALUE_OF_STATUS.get(status)
  if (value === undefined) throw new Error(`order-lifecycle: no state for status ${status}`)
  return orderLifecycleMachine.resolveState({
    value,
    context: { ...initialOrderContext(facts), confirmedEta },
  })
}

/** Whether the statechart takes `event` now (the screens ask it; the decider is held equal to it). */
export const canApply = (snapshot: OrderSnapshot, event: OrderEvent): boolean => snapshot.can(event)

/**
 * The decider's `evolve` (decision 0336): the state after an event, by the chart's own pure
 * transition; the input is never changed. A refused event returns the very same snapshot. Every
 * fold (the event store's replay, the command path, the screens' replay) takes this one step.
 */
export const evolve = (snapshot: OrderSnapshot, event: OrderEvent): OrderSnapshot =>
  orderLifecycleMachine.transition(snapshot, event, inertScope())

/** The state of an order after its events; refused events change nothing. */
export function foldOrderEvents(facts: OrderFacts, events: Iterable<OrderEvent>): OrderSnapshot {
  let snapshot = initialOrderSnapshot(facts)
  for (const event of events) snapshot = evolve(snapshot, event)
  return snapshot
}

export interface TrackingStep {
  readonly trackId: TrackId
  /** `YYYY-MM-DD HH:mm:ss`, the `at` of the event that reached the step. */
  readonly actionDate: string
}

/** An order's tracking steps (R-LIFE-001..007) in TrackId order, each with its action date. */
export function trackingStepsOf(facts: OrderFacts, events: Iterable<OrderEvent>): TrackingStep[] {
  const steps: TrackingStep[] = []
  let snapshot = initialOrderSnapshot(facts)
  let status = statusOf(snapshot)
  for (const event of events) {
    const next = evolve(snapshot, event)
    if (next === snapshot) continue
    const nextStatus = statusOf(next)
    const trackId = nextStatus === status ? undefined : trackIdOnEntering(nextStatus)
    if (trackId !== undefined) steps.push({ trackId, actionDate: event.at })
    snapshot = next
    status = nextStatus
  }
  // The lifecycle never revisits a status and TrackIds follow it, so steps come in TrackId order.
  return steps
}
