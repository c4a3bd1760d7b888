// Order replay (decision 0262): an order's stored events folded one by one through the
// order-lifecycle machine's pure transitions, so each step shows the state the order was in.
import { Schema } from 'effect'
import type { FeOrderStatus } from '../../api/contracts/common'
import {
  evolve,
  initialOrderSnapshot,
  OrderEvent,
  statusOf,
  type OrderContext,
  type OrderFacts,
} from '../order-lifecycle'

export interface ReplayStep {
  /** The event that led here; null for the order's first step (a new draft). */
  readonly event: OrderEvent | null
  readonly value: unknown
  readonly status: FeOrderStatus
  readonly context: OrderContext
}

const decodeEvent = Schema.decodeUnknownSync(OrderEvent)

/**
 * R-VIEW-006: the steps of an order's life: the new draft, then the snapshot after each stored
 * event. The stored events come from the backend: each is checked against the lifecycle's own
 * event Schema, and one the machine would not accept is an error (the log only holds accepted ones).
 */
export function replaySteps(facts: OrderFacts, events: readonly unknown[]): ReplayStep[] {
  let snapshot = initialOrderSnapshot(facts)
  const steps: ReplayStep[] = [
    { event: null, value: snapshot.value, status: statusOf(snapshot), context: snapshot.context },
  ]
  for (const raw of events) {
    const event = decodeEvent(raw)
    if (!snapshot.can(event))
      throw new Error(`order replay: ${event.type} does not apply at ${statusOf(snapshot)}`)
    snapshot = evolve(snapshot, event)
    steps.push({ event, value: snapshot.value, status: statusOf(snapshot), context: snapshot.context })
  }
  return steps
}

/** The step index, kept within the steps (0 when there are none). */
export const clampStep = (index: number, count: number): number =>
  Math.max(0, Math.min(Math.trunc(index), count - 1))

/** The steps, or null when the history does not fold (an event the lifecycle refuses or misreads). */
export function foldsToSteps(facts: OrderFacts, events: readonly unknown[]): ReplayStep[] | null {
  try {
    return replaySteps(facts, events)
  } catch {
    return null
  }
}
