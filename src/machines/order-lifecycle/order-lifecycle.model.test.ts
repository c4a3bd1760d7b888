// Model-based: @xstate/graph walks the chart with one well-formed event of each type by its
// rightful actor, finds a shortest path to every state, and a live actor follows each path.
import { createTestModel, getAdjacencyMap } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { createActor, type Actor } from 'xstate'
import type { OrderEvent, OrderFacts } from './order-lifecycle.events'
import { stateNameOf, statusOf } from './order-lifecycle.fold'
import { orderLifecycleMachine, type OrderLifecycleMachine } from './order-lifecycle.machine'
import {
  CREDIT_COMPANY,
  ev,
  EVENT_TYPES,
  isAllowedMove,
  STATE_NAMES,
  TT_COMPANY,
  TT_DISTRIBUTOR,
} from './order-lifecycle.testkit'

const modelEvents: OrderEvent[] = EVENT_TYPES.map((type) => ev(type))
const modelOf = (input: OrderFacts) => createTestModel(orderLifecycleMachine, { events: modelEvents, input })

describe('order lifecycle model', () => {
  it('R-LIFE-012 every state is reachable and has a test path that a live actor follows', async () => {
    // Keep paths that are prefixes of longer ones: the draft's path is empty, 1's is one step.
    const paths = modelOf(TT_COMPANY).getShortestPaths({ allowDuplicatePaths: true })
    const reached = new Set(paths.map((p) => stateNameOf(p.state)))
    expect([...reached].sort()).toEqual([...STATE_NAMES].sort())

    for (const path of paths) {
      const sut: Actor<OrderLifecycleMachine> = createActor(orderLifecycleMachine, {
        input: TT_COMPANY,
      }).start()
      const send = (step: { event: OrderEvent }) => void sut.send(step.event)
      const result = await path.test({
        events: Object.fromEntries(EVENT_TYPES.map((type) => [type, send])),
        states: {
          '*': (state) => expect(statusOf(sut.getSnapshot()), path.description).toBe(statusOf(state)),
        },
      })
      expect(result.state.error).toBeNull()
      expect(result.steps.every((s) => s.event.error === null && s.state.error === null)).toBe(true)
      sut.stop()
    }
  })

  it('R-LIFE-028 without voucher mode, Pending Payment and Verifying are unreachable', () => {
    for (const facts of [CREDIT_COMPANY, TT_DISTRIBUTOR]) {
      const paths = modelOf(facts).getShortestPaths({ allowDuplicatePaths: true })
      const reached = new Set(paths.map((p) => stateNameOf(p.state)))
      expect(reached.has('pendingPayment')).toBe(false)
      expect(reached.has('verifying')).toBe(false)
      expect(reached.has('completed')).toBe(true)
    }
  })

  it('R-LIFE-034 R-LIFE-035 every edge of the chart is a move of the rules, and none leaves 6 or 8', () => {
    for (const facts of [TT_COMPANY, CREDIT_COMPANY]) {
      const adjacency = getAdjacencyMap(orderLifecycleMachine, { events: modelEvents, input: facts })
      let edges = 0
      for (const { state, transitions } of Object.values(adjacency)) {
        for (const { event, state: next } of Object.values(transitions) as {
          event: OrderEvent
          state: typeof state
        }[]) {
          if (!state.can(event)) continue
          edges++
          expect(
            isAllowedMove(statusOf(state), event.type, statusOf(next)),
            `${statusOf(state)} ${event.type}`,
          ).toBe(true)
          expect([6, 8]).not.toContain(statusOf(state))
        }
      }
      expect(edges).toBeGreaterThan(10)
    }
  })
})
