// Properties of the live updates' machine (fast-check, R-LIVE-007): random runs of a stream that
// opens, sends events, drops, is refused and ends, with the clock moved between steps. The page
// polls exactly while the stream is not open; a stream started again resumes after the last id
// received; the page reloads for every event that changes it and for no other; after a drop the
// next stream starts after the doubling wait, not before; once the session is over nothing starts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import type { LiveEvent } from '../../api/contracts/live'
import { liveUpdatesMachine, type LiveUpdatesEvent, type StreamInput } from './live-updates.machine'
import { endsTheSession, REFUSED_RETRY_MS, retryDelayOf } from './live-updates.rules'

type Step =
  | { kind: 'open' }
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'down' }
  | { kind: 'refused'; code: number }
  | { kind: 'wait'; ms: number }

const arbEvent: fc.Arbitrary<LiveEvent> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    orderId: fc.integer({ min: 1, max: 50 }),
    orderNumber: fc.constant('BB00000001'),
    status: fc.constantFrom(1 as const, 2 as const, 3 as const),
  }),
  fc.record({ kind: fc.constant('notification' as const), id: fc.integer({ min: 1, max: 50 }) }),
  fc.record({ kind: fc.constant('counts' as const), unreadNotifications: fc.integer({ min: 0, max: 3 }) }),
  fc.constant({ kind: 'resync' as const }),
  fc.constant({ kind: 'ended' as const }),
)
const arbStep: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'open' as const }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('event' as const), event: arbEvent }), weight: 6 },
  { arbitrary: fc.constant({ kind: 'down' as const }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('refused' as const), code: fc.constantFrom(4290, 4010, 5004) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 70_000 }) }),
    weight: 3,
  },
)

function run(steps: readonly Step[]) {
  const clock = new SimulatedClock()
  const starts: (string | null)[] = []
  let running = 0
  let polling = true
  const reloads: LiveEvent[] = []
  const actor = createActor(
    liveUpdatesMachine.provide({
      actors: {
        stream: fromCallback<LiveUpdatesEvent, StreamInput>(({ input }) => {
          starts.push(input.lastEventId)
          running++
          return () => void running--
        }),
      },
      actions: {
        changed: (_, { event }) => void reloads.push(event),
        up: () => void (polling = false),
        down: () => void (polling = true),
      },
    }),
    { clock },
  ).start()

  // The model.
  let lastId: string | null = null
  let lastUnread: number | null = null
  let expectedReloads = 0
  let failures = 0
  let refused = false
  let seq = 0
  let downAt: number | null = null
  let over = false
  let now = 0

  for (const step of steps) {
    const live = actor.getSnapshot().matches('live')
    if (step.kind === 'wait') {
      const before = starts.length
      clock.increment(step.ms)
      now += step.ms
      if (downAt !== null && !over) {
        const due = downAt + (refused ? REFUSED_RETRY_MS : retryDelayOf(failures))
        expect(starts.length - before).toBe(now >= due ? 1 : 0)
        if (now >= due) {
          // The stream started again resumes after the last id received.
          expect(starts.at(-1)).toBe(lastId)
          downAt = null
        }
      } else expect(starts.length).toBe(before)
      continue
    }
    if (!live) continue
    // A stream runs while the machine is live, and only then.
    expect(running).toBe(1)
    if (step.kind === 'open') actor.send({ type: 'stream.open' })
    else if (step.kind === 'event') {
      const id = String(++seq)
      actor.send({ type: 'stream.event', id, event: step.event })
      if (step.event.kind === 'ended') over = true
      else {
        const changes =
          step.event.kind !== 'counts' ||
          (lastUnread !== null && lastUnread !== step.event.unreadNotifications)
        if (changes) expectedReloads++
        if (step.event.kind === 'counts') lastUnread = step.event.unreadNotifications
        lastId = id
      }
    } else if (step.kind === 'down') {
      if (actor.getSnapshot().matches({ live: 'open' })) failures = 0
      failures++
      refused = false
      downAt = now
      actor.send({ type: 'stream.down' })
    } else {
      if (actor.getSnapshot().matches({ live: 'open' })) failures = 0
      if (endsTheSession(step.code)) over = true
      else {
        failures++
        refused = true
        downAt = now
      }
      actor.send({ type: 'stream.refused', code: step.code })
    }
    expect(reloads.length).toBe(expectedReloads)
    // The page polls exactly while the stream is not open.
    expect(polling).toBe(!actor.getSnapshot().matches({ live: 'open' }))
    if (over) {
      expect(actor.getSnapshot().status).toBe('done')
      expect(running).toBe(0)
    }
    if (!actor.getSnapshot().matches('live')) expect(running).toBe(0)
  }
  actor.stop()
}

describe('live updates machine (R-LIVE-007)', () => {
  it('R-LIVE-007 polls only while the stream is not open, resumes after the last id, reloads for what changes the page, waits the doubling delay, and stops for good when the session is over', () => {
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 60 }), (steps) => run(steps)),
      { numRuns: 300 },
    )
  })

  it('R-LIVE-007 the waits double from 1 s to at most 60 s', () => {
    expect([1, 2, 3, 6, 7, 30].map(retryDelayOf)).toEqual([1000, 2000, 4000, 32_000, 60_000, 60_000])
  })
})
