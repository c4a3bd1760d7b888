// What the viewer keeps of the inspection events (R-VIEW-003, R-VIEW-004).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  actorsByMachine,
  applyInspection,
  filterTimeline,
  NOTHING_INSPECTED,
  TIMELINE_MAX,
  type Inspected,
} from './statechart-viewer.rules'

const actor = (sessionId: string, id: string, value: unknown = 'idle') => ({
  type: '@xstate.actor',
  sessionId,
  name: id,
  definition: JSON.stringify({ id }),
  snapshot: { status: 'active', value, context: {} },
})
const snapshot = (sessionId: string, type: string, value: unknown, status = 'active') => ({
  type: '@xstate.snapshot',
  sessionId,
  createdAt: '1700000000000',
  event: { type },
  snapshot: { status, value, context: { n: 1 } },
})

describe('applyInspection', () => {
  it('R-VIEW-003 lists running actors by machine, follows their state, and drops stopped ones', () => {
    let state = [actor('x:1', 'session'), actor('x:2', 'placeOrder'), actor('x:3', 'placeOrder')].reduce(
      applyInspection,
      NOTHING_INSPECTED,
    )
    expect(actorsByMachine(state.actors).map(([m, list]) => [m, list.length])).toEqual([
      ['session', 1],
      ['placeOrder', 2],
    ])
    state = applyInspection(state, snapshot('x:2', 'order.submit', 'confirming'))
    expect(state.actors['x:2']?.value).toBe('confirming')
    expect(state.timeline[0]).toMatchObject({
      actor: 'placeOrder',
      type: 'order.submit',
      value: 'confirming',
    })
    state = applyInspection(state, snapshot('x:3', 'xstate.stop', 'idle', 'stopped'))
    expect(state.actors['x:3']).toBeUndefined()
  })

  it('R-VIEW-004 keeps the newest events first, at most TIMELINE_MAX, whatever arrives', () => {
    const message = fc.oneof(
      fc.record({ id: fc.constantFrom('a', 'b', 'c') }).map(({ id }) => actor(id, `m-${id}`)),
      fc
        .record({ id: fc.constantFrom('a', 'b', 'c'), type: fc.constantFrom('e.1', 'e.2') })
        .map(({ id, type }) => snapshot(id, type, type)),
      fc.anything(),
    )
    fc.assert(
      fc.property(fc.array(message, { maxLength: 40 }), fc.nat(3), (messages, cap) => {
        const state = messages.reduce<Inspected>(applyInspection, NOTHING_INSPECTED)
        expect(state.timeline.length).toBeLessThanOrEqual(TIMELINE_MAX)
        const seqs = state.timeline.map((e) => e.seq)
        expect(seqs).toEqual([...seqs].sort((x, y) => y - x))
        const filtered = filterTimeline(state.timeline, 'a', cap % 2 ? 'e.1' : null)
        expect(filtered.every((e) => e.sessionId === 'a' && (cap % 2 ? e.type === 'e.1' : true))).toBe(true)
      }),
    )
    const many = Array.from({ length: TIMELINE_MAX + 10 }, (_, i) => snapshot('a', `e.${i}`, 'x'))
    const full = many.reduce<Inspected>(applyInspection, NOTHING_INSPECTED)
    expect(full.timeline).toHaveLength(TIMELINE_MAX)
    expect(full.timeline[0]?.type).toBe(`e.${TIMELINE_MAX + 9}`)
  })
})
