// Order replay in the statechart viewer (decision 0262): loads an order's history, then moves a
// cursor through its steps (first, previous, next, last, or any step with the slider).
import { assign, fromPromise, setup } from 'xstate'
import type { OrderFacts } from '../order-lifecycle'
import { clampStep, foldsToSteps, type ReplayStep } from './order-replay.rules'

/** What the viewer's loader answers: the order's facts and its stored events in log order. */
export interface OrderHistory {
  readonly orderNumber: string
  readonly facts: OrderFacts
  readonly events: readonly unknown[]
}

export interface OrderReplayContext {
  readonly orderId: number | null
  readonly orderNumber: string
  readonly steps: readonly ReplayStep[]
  readonly index: number
  readonly failed: boolean
}

export type OrderReplayEvent =
  | { type: 'replay.load'; orderId: number }
  | { type: 'replay.first' }
  | { type: 'replay.previous' }
  | { type: 'replay.next' }
  | { type: 'replay.last' }
  | { type: 'replay.seek'; index: number }

const notProvided = (name: string) => () => Promise.reject(new Error(`order replay: ${name} not provided`))

export const orderReplayMachine = setup({
  types: {} as { context: OrderReplayContext; events: OrderReplayEvent },
  actors: {
    loadHistory: fromPromise<OrderHistory, { orderId: number }>(notProvided('loadHistory')),
  },
  guards: {
    /** R-VIEW-006: an earlier step exists. */
    hasPrevious: ({ context }) => context.index > 0,
    /** R-VIEW-006: a later step exists. */
    hasNext: ({ context }) => context.index < context.steps.length - 1,
    /** The stored events fold through the lifecycle (they always should: the log holds accepted ones). */
    historyFolds: (_, history: OrderHistory) => foldsToSteps(history.facts, history.events) !== null,
  },
}).createMachine({
  id: 'orderReplay',
  context: { orderId: null, orderNumber: '', steps: [], index: 0, failed: false },
  initial: 'idle',
  on: {
    'replay.load': {
      target: '.loading',
      actions: assign({ orderId: ({ event }) => event.orderId, steps: [], index: 0, failed: false }),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: [
          {
            guard: { type: 'historyFolds', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign(({ event }) => ({
              orderNumber: event.output.orderNumber,
              steps: foldsToSteps(event.output.facts, event.output.events) ?? [],
              index: 0,
            })),
          },
          { target: 'idle', actions: assign({ failed: true }) },
        ],
        onError: { target: 'idle', actions: assign({ failed: true }) },
      },
    },
    ready: {
      on: {
        'replay.first': { guard: 'hasPrevious', actions: assign({ index: 0 }) },
        'replay.previous': {
          guard: 'hasPrevious',
          actions: assign({ index: ({ context }) => context.index - 1 }),
        },
        'replay.next': { guard: 'hasNext', actions: assign({ index: ({ context }) => context.index + 1 }) },
        'replay.last': {
          guard: 'hasNext',
          actions: assign({ index: ({ context }) => context.steps.length - 1 }),
        },
        'replay.seek': {
          actions: assign({ index: ({ context, event }) => clampStep(event.index, context.steps.length) }),
        },
      },
    },
  },
})
