// Test helpers for the order lifecycle (imported by tests only): sample facts, event and command
// builders, a route to every state, the transition table (R-LIFE-012), fast-check arbitraries,
// and the decider's given/when/then (decision 0336).
import { Arbitrary, type Schema } from 'effect'
import fc from 'fast-check'
import { expect } from 'vitest'
import { TT_TERMS, type FeOrderStatus } from '../../api/contracts/common'
import {
  BusinessDate,
  BusinessDateTime,
  OrderEvent,
  type OrderActor,
  type OrderEventOf,
  type OrderEventType,
  type OrderFacts,
} from './order-lifecycle.events'
import {
  foldOrderEvents,
  initialOrderSnapshot,
  evolve,
  statusOf,
  type OrderStateName,
} from './order-lifecycle.fold'
import type { OrderSnapshot } from './order-lifecycle.machine'
import {
  EVENT_OF_COMMAND,
  orderDecider,
  type OrderCommand,
  type OrderCommandType,
  type OrderRefusal,
} from './order-lifecycle.decide'

export const ETA = '2025-03-10'
/** Inside the support window of ETA (before 2025-03-17 00:00:00). */
export const IN_WINDOW = '2025-03-12 10:00:00'
export const LAST_WINDOW_SECOND = '2025-03-16 23:59:59'
export const WINDOW_CLOSED = '2025-03-17 00:00:00'
const EARLY = '2025-03-01 09:00:00'

export const TT_COMPANY: OrderFacts = { customerTypeName: 'Company', termsOfPayment: TT_TERMS, etaDate: ETA }
export const CREDIT_COMPANY: OrderFacts = {
  customerTypeName: 'Company',
  termsOfPayment: 'credit 30 days',
  etaDate: ETA,
}
export const TT_DISTRIBUTOR: OrderFacts = {
  customerTypeName: 'Distributor',
  termsOfPayment: TT_TERMS,
  etaDate: ETA,
}

/** Who may send each event (R-LIFE-030..036, R-API-036). */
export const ACTOR_OF = {
  'order.update': 'customer',
  'order.delete': 'customer',
  'order.place': 'customer',
  'order.approve': 'backOffice',
  'payment.save': 'customer',
  'payment.submit': 'customer',
  'payment.transfer': 'backOffice',
  'payment.verify': 'backOffice',
  'order.process': 'backOffice',
  'order.ship': 'backOffice',
  'order.receive': 'customer',
  'support.request': 'customer',
  'support.resolve': 'backOffice',
  'order.cancel': 'backOffice',
  'order.change': 'backOffice',
  'order.autoComplete': 'system',
} as const satisfies Record<OrderEventType, OrderActor>
export const EVENT_TYPES = Object.keys(ACTOR_OF) as OrderEventType[]
export const ACTORS: readonly OrderActor[] = ['customer', 'backOffice', 'system']

type Extra<T extends OrderEventType> = Partial<Omit<OrderEventOf<T>, 'type'>>

/** A well-formed event of `type` by its rightful actor, with a valid payload; `extra` overrides. */
export function ev<T extends OrderEventType>(type: T, extra: Extra<T> = {}): OrderEventOf<T> {
  const payload: Record<string, unknown> =
    type === 'payment.save' || type === 'payment.submit'
      ? { paymentList: ['/files/voucher-1.pdf'] }
      : type === 'support.request'
        ? { supportIdList: [1] }
        : type === 'payment.transfer'
          ? {
              statementLine: {
                date: '2025-03-01',
                amount: 1_250_000,
                content: 'BB00000001',
                reference: 'FT1',
                key: 'k',
              },
            }
          : type === 'order.change'
            ? { newEta: '2025-03-12' }
            : type === 'order.autoComplete'
              ? { at: WINDOW_CLOSED }
              : type === 'order.receive'
                ? { at: IN_WINDOW }
                : {}
  return { type, by: ACTOR_OF[type], at: EARLY, ...payload, ...extra } as OrderEventOf<T>
}

/** A shortest route from a new TT-company order to each state. */
export const ROUTE_TO: Record<OrderStateName, readonly OrderEvent[]> = {
  draft: [],
  pendingApproval: [ev('order.place')],
  pendingPayment: [ev('order.place'), ev('order.approve')],
  verifying: [ev('order.place'), ev('order.approve'), ev('payment.submit')],
  confirmed: [ev('order.place'), ev('order.approve'), ev('payment.submit'), ev('payment.verify')],
  processing: [
    ev('order.place'),
    ev('order.approve'),
    ev('payment.submit'),
    ev('payment.verify'),
    ev('order.process'),
  ],
  delivering: [
    ev('order.place'),
    ev('order.approve'),
    ev('payment.submit'),
    ev('payment.verify'),
    ev('order.process'),
    ev('order.ship'),
  ],
  needSupport: [
    ev('order.place'),
    ev('order.approve'),
    ev('payment.submit'),
    ev('payment.verify'),
    ev('order.process'),
    ev('order.ship'),
    ev('support.request', { at: IN_WINDOW }),
  ],
  completed: [
    ev('order.place'),
    ev('order.approve'),
    ev('payment.submit'),
    ev('payment.verify'),
    ev('order.process'),
    ev('order.ship'),
    ev('order.receive'),
  ],
  cancelled: [ev('order.place'), ev('order.cancel')],
}
export const STATE_NAMES = Object.keys(ROUTE_TO) as OrderStateName[]

/** Given an order with `facts` and `events`, when `event` arrives, then... */
export function given(facts: OrderFacts, events: readonly OrderEvent[]) {
  const before = foldOrderEvents(facts, events)
  return {
    before,
    status: statusOf(before),
    when(event: OrderEvent) {
      const after = foldOrderEvents(facts, [...events, event])
      return { accepted: before.can(event), after, status: statusOf(after) }
    },
  }
}
export const givenOrderIn = (state: OrderStateName, facts: OrderFacts = TT_COMPANY) =>
  given(facts, ROUTE_TO[state])

/**
 * R-LIFE-028..035 as a table: from a status, which event by its rightful actor leads where.
 * Everything not listed is refused. (Approval's target depends on the facts; both are listed.)
 */
export const ALLOWED: ReadonlyArray<readonly [FeOrderStatus, OrderEventType, FeOrderStatus]> = [
  [0, 'order.update', 0],
  [0, 'order.delete', 0],
  [0, 'order.place', 1],
  [1, 'order.approve', 2],
  [1, 'order.approve', 3],
  [2, 'payment.save', 2],
  [2, 'payment.submit', 25],
  [2, 'payment.transfer', 25],
  [25, 'payment.verify', 3],
  [3, 'order.process', 4],
  [4, 'order.ship', 5],
  [5, 'order.receive', 6],
  [5, 'support.request', 7],
  [5, 'order.autoComplete', 6],
  [7, 'support.resolve', 6],
  ...([1, 2, 25, 3, 4] as const).flatMap((s) => [
    [s, 'order.cancel', 8] as const,
    [s, 'order.change', s] as const,
  ]),
]
export const isAllowedMove = (from: FeOrderStatus, type: OrderEventType, to: FeOrderStatus) =>
  ALLOWED.some(([f, t, s]) => f === from && t === type && s === to)

// ---- arbitraries ----

/**
 * `Arbitrary.make` for fast-check 4. effect 3 types its arbitraries with its own fast-check 3;
 * at run time they follow the same generate/shrink protocol, only the declared types differ.
 */
export const arbitraryOf = <A, I>(schema: Schema.Schema<A, I, never>): fc.Arbitrary<A> =>
  Arbitrary.make(schema) as unknown as fc.Arbitrary<A>

const anyTypeName = fc.oneof(fc.constant('Company'), fc.constant('Distributor'), fc.string({ maxLength: 12 }))
const anyTerms = fc.oneof(fc.constant(TT_TERMS), fc.constant('credit 30 days'), fc.string({ maxLength: 16 }))
/** Facts with the customer types and terms that matter, and any other. */
export const arbFacts: fc.Arbitrary<OrderFacts> = fc
  .tuple(arbitraryOf(BusinessDate), anyTypeName, anyTerms)
  .map(([etaDate, customerTypeName, termsOfPayment]) => ({ customerTypeName, termsOfPayment, etaDate }))

/** Any event: any type, any actor, any time, any payload (from the Schema). */
export const arbAnyEvent: fc.Arbitrary<OrderEvent> = arbitraryOf(OrderEvent)

/**
 * One step of a random history. Uniformly random events almost never get past approval (1 in
 * 1,000 histories reached status 4), so most steps pick one of the moves the table lists for
 * the order's current status, by a random actor (mostly the rightful one) at a random time; the
 * rest are any event at all.
 */
const arbIntent = fc.record({
  wild: fc.oneof({ arbitrary: fc.constant(true), weight: 1 }, { arbitrary: fc.constant(false), weight: 5 }),
  raw: arbAnyEvent,
  pick: fc.nat(),
  rightful: fc.oneof(
    { arbitrary: fc.constant(true), weight: 4 },
    { arbitrary: fc.constant(false), weight: 1 },
  ),
  by: fc.constantFrom(...ACTORS),
  at: arbitraryOf(BusinessDateTime),
})
type Intent = typeof arbIntent extends fc.Arbitrary<infer I> ? I : never

function interpret(facts: OrderFacts, intents: readonly Intent[]): OrderEvent[] {
  let snapshot = initialOrderSnapshot(facts)
  return intents.map((intent) => {
    // Moves that end or stall the order are drawn one time in five, so histories get past delivery.
    const moves = ALLOWED.filter(
      ([from, , to]) => from === statusOf(snapshot) && ((to !== 8 && to !== from) || intent.pick % 5 === 0),
    )
    const type = moves[intent.pick % Math.max(moves.length, 1)]?.[1]
    const event =
      intent.wild || type === undefined
        ? intent.raw
        : ev(type, { by: intent.rightful ? ACTOR_OF[type] : intent.by, at: intent.at } as Extra<typeof type>)
    snapshot = evolve(snapshot, event)
    return event
  })
}

/** Random facts and a random history of up to 40 events that often reaches the late statuses. */
export const arbHistory: fc.Arbitrary<[OrderFacts, OrderEvent[]]> = fc
  .tuple(arbFacts, fc.array(arbIntent, { maxLength: 40 }))
  .map(([facts, intents]) => [facts, interpret(facts, intents)])

/** The snapshot after each prefix of `events` (the first is the new order). */
export function walk(facts: OrderFacts, events: readonly OrderEvent[]): OrderSnapshot[] {
  const snapshots = [initialOrderSnapshot(facts)]
  for (const event of events) snapshots.push(evolve(snapshots[snapshots.length - 1]!, event))
  return snapshots
}

// ---- the decider ----

const COMMAND_OF_EVENT = Object.fromEntries(
  Object.entries(EVENT_OF_COMMAND).map(([command, event]) => [event, command]),
) as Record<OrderEventType, OrderCommandType>

/** The command that asks for `event` (generated histories are drawn as events). */
export const commandOf = (event: OrderEvent): OrderCommand =>
  ({ ...event, type: COMMAND_OF_EVENT[event.type] }) as OrderCommand

/** A well-formed command asking for the event `ev(type, extra)` makes. */
export const cmd = <T extends OrderEventType>(type: T, extra: Extra<T> = {}): OrderCommand =>
  commandOf(ev(type, extra))

/**
 * Given/when/then over the decider, as in the event-sourcing samples: `given(events)` folds the
 * events with `evolve`, `when(command)` decides, `then` checks the events or the refusal.
 */
export function givenEvents(events: readonly OrderEvent[], facts: OrderFacts = TT_COMPANY) {
  const state = events.reduce(orderDecider.evolve, orderDecider.initialState(facts))
  return {
    state,
    when(command: OrderCommand) {
      const decided = orderDecider.decide(state, command)
      return {
        decided,
        then(expected: readonly OrderEvent[] | OrderRefusal) {
          if (Array.isArray(expected)) expect(decided).toEqual({ accepted: true, events: expected })
          else expect(decided).toEqual({ accepted: false, refusal: expected })
        },
      }
    },
  }
}

/** Freezes `value` and everything it holds, but for the chart itself (`machine`, `_nodes`). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const [key, inner] of Object.entries(value))
    if (key !== 'machine' && key !== '_nodes') deepFreeze(inner)
  return Object.freeze(value)
}
