// The order-tracking dialog (R-PEND-011): closed, loading an order's
// steps (api/Order/GetOrderTrackingIno, supplied as `loadSteps`), shown, or failed.
import { assign, fromPromise, setup } from 'xstate'
import type { TrackingStep } from '../../api/contracts/order-entities'

export interface OrderTrackingContext {
  readonly orderId: number | null
  readonly orderNumber: string
  readonly steps: readonly TrackingStep[]
}

export const orderTrackingMachine = setup({
  types: {} as {
    context: OrderTrackingContext
    events: { type: 'tracking.open'; orderId: number; orderNumber: string } | { type: 'tracking.close' }
  },
  actors: {
    loadSteps: fromPromise<readonly TrackingStep[], { orderId: number }>(() =>
      Promise.reject(new Error('loadSteps is provided by the screen')),
    ),
  },
}).createMachine({
  id: 'orderTracking',
  context: { orderId: null, orderNumber: '', steps: [] },
  initial: 'closed',
  on: {
    'tracking.open': {
      target: '.loading',
      actions: assign(({ event }) => ({ orderId: event.orderId, orderNumber: event.orderNumber, steps: [] })),
    },
    'tracking.close': { target: '.closed' },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'loadSteps',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ steps: event.output })) },
        onError: { target: 'failed' },
      },
    },
    shown: {},
    failed: {},
  },
})
