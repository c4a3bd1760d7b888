// Properties over random histories: any event, by any actor, at any time.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, initialTransition, transition } from 'xstate'
import { FE_ORDER_STATUSES, TRACK_IDS } from '../../api/contracts/common'
import { addDays, dateOfDayNumber } from './business-time'
import type { OrderEvent, OrderFacts } from './order-lifecycle.events'
import {
  canApply,
  foldOrderEvents,
  evolve,
  orderSnapshotAt,
  statusOf,
  trackingStepsOf,
} from './order-lifecycle.fold'
import { orderLifecycleMachine } from './order-lifecycle.machine'
import { autoCompleteDue, CANCELLABLE_STATUSES, supportWindowOpen } from './order-lifecycle.rules'
import {
  ACTORS,
  arbAnyEvent,
  arbHistory,
  ev,
  isAllowedMove,
  ROUTE_TO,
  TT_COMPANY,
  walk,
} from './order-lifecycle.testkit'

const two = (n: number) => String(n).padStart(2, '0')
/** An order at 5 whose confirmed ETA is random, and an instant within 3 weeks either side of it. */
const arbDeliveringOrder = fc
  .record({
    eta: fc.integer({ min: 19_700, max: 21_000 }).map(dateOfDayNumber),
    offset: fc.integer({ min: -21, max: 21 }),
    second: fc.integer({ min: 0, max: 86_399 }),
  })
  .map(({ eta, offset, second }) => ({
    eta,
    at: `${addDays(eta, offset)} ${two(Math.floor(second / 3600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}`,
    events: [...ROUTE_TO.processing, ev('order.ship', { confirmedEta: eta })],
  }))

describe('order lifecycle properties', () => {
  it('R-LIFE-012 random commands never reach a state or a status outside the table', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, events]) => {
        for (const snapshot of walk(facts, events)) {
          expect(FE_ORDER_STATUSES).toContain(statusOf(snapshot))
          expect(snapshot.status === 'done').toBe(statusOf(snapshot) === 6 || statusOf(snapshot) === 8)
        }
      }),
    )
  })

  it('R-LIFE-012 a refused event leaves the snapshot unchanged', () => {
    fc.assert(
      fc.property(arbHistory, arbAnyEvent, ([facts, events], event) => {
        const before = foldOrderEvents(facts, events)
        if (canApply(before, event)) return
        const after = evolve(before, event)
        expect(after).toBe(before)
        expect(after.value).toEqual(before.value)
        expect(after.context).toEqual(before.context)
      }),
    )
  })

  it('R-LIFE-034 R-LIFE-035 every accepted event is a move of the rules by its rightful actor', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, events]) => {
        const snapshots = walk(facts, events)
        events.forEach((event, i) => {
          const [before, after] = [snapshots[i]!, snapshots[i + 1]!]
          if (!canApply(before, event)) return
          expect(isAllowedMove(statusOf(before), event.type, statusOf(after))).toBe(true)
          expect([6, 8]).not.toContain(statusOf(before))
          if (event.type === 'order.cancel') expect(CANCELLABLE_STATUSES).toContain(statusOf(before))
        })
      }),
    )
  })

  it('R-LIFE-012 folding an order’s events equals a live actor fed the same events, and xstate’s transition()', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, events]) => {
        const actor = createActor(orderLifecycleMachine, { input: facts }).start()
        let pure = initialTransition(orderLifecycleMachine, facts)[0]
        for (const event of events) {
          // A finished actor takes no more events (xstate warns); the fold must ignore them too.
          if (actor.getSnapshot().status !== 'done') actor.send(event)
          pure = transition(orderLifecycleMachine, pure, event)[0]
        }
        const live = actor.getSnapshot()
        const folded = foldOrderEvents(facts, events)
        actor.stop()
        for (const other of [live, pure]) {
          expect(folded.value).toEqual(other.value)
          expect(folded.context).toEqual(other.context)
          expect(folded.status).toBe(other.status)
        }
      }),
      { numRuns: 60 },
    )
  })

  it('R-LIFE-012 the screens’ snapshot (status and facts only) decides every event as the event store’s fold does', () => {
    fc.assert(
      fc.property(arbHistory, fc.array(arbAnyEvent, { maxLength: 10 }), ([facts, events], probes) => {
        const folded = foldOrderEvents(facts, events)
        const rebuilt = orderSnapshotAt(statusOf(folded), folded.context, folded.context.confirmedEta)
        expect(rebuilt.value).toEqual(folded.value)
        expect(rebuilt.context).toEqual(folded.context)
        for (const probe of probes) expect(canApply(rebuilt, probe)).toBe(canApply(folded, probe))
      }),
    )
  })

  it('R-LIFE-016 R-LIFE-031 R-LIFE-030 support and receipt are accepted exactly while the window is open', () => {
    fc.assert(
      fc.property(arbDeliveringOrder, ({ eta, at, events }) => {
        const order = foldOrderEvents(TT_COMPANY, events)
        const open = supportWindowOpen(eta, at)
        expect(canApply(order, ev('support.request', { at }))).toBe(open)
        expect(canApply(order, ev('order.receive', { at }))).toBe(open)
        expect(at < `${addDays(eta, 7)} 00:00:00`).toBe(open)
      }),
    )
  })

  it('R-LIFE-014 R-LIFE-032 auto-completion only at or after the confirmed ETA plus 7 days, and only by the system', () => {
    fc.assert(
      fc.property(arbDeliveringOrder, fc.constantFrom(...ACTORS), ({ eta, at, events }, by) => {
        const order = foldOrderEvents(TT_COMPANY, events)
        const accepted = canApply(order, ev('order.autoComplete', { at, by }))
        expect(accepted).toBe(by === 'system' && at >= `${addDays(eta, 7)} 00:00:00`)
        expect(accepted).toBe(by === 'system' && autoCompleteDue(eta, at))
      }),
    )
  })

  it('R-LIFE-031 R-LIFE-014 once auto-completion is due, support and receipt are refused, whatever came before', () => {
    fc.assert(
      fc.property(arbDeliveringOrder, ({ eta, at, events }) => {
        const order = foldOrderEvents(TT_COMPANY, events)
        if (!autoCompleteDue(eta, at)) return
        expect(canApply(order, ev('support.request', { at }))).toBe(false)
        expect(canApply(order, ev('order.receive', { at }))).toBe(false)
      }),
    )
  })

  it('R-LIFE-034 the back office can cancel exactly before delivery', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, events]) => {
        for (const snapshot of walk(facts, events)) {
          const cancel: OrderEvent = ev('order.cancel')
          expect(canApply(snapshot, cancel)).toBe(CANCELLABLE_STATUSES.some((s) => s === statusOf(snapshot)))
        }
      }),
    )
  })

  it('R-LIFE-007 tracking steps come in TrackId order, each at most once, each a known TrackId', () => {
    fc.assert(
      fc.property(arbHistory, ([facts, events]: [OrderFacts, OrderEvent[]]) => {
        const ids = trackingStepsOf(facts, events).map((s) => s.trackId)
        expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b))
        for (const id of ids) expect(TRACK_IDS).toContain(id)
      }),
    )
  })
})
