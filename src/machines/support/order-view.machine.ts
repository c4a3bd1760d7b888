// One order as a drawer shows it (spec §2 Confirmed-order screen; decision 0211): loading, shown,
// failed, and reloaded whenever it may have changed (a refused action, a support request sent,
// the back office moving orders, decision 0100), the order shown kept while the new one loads.
//   loadOrder    api/Order/Get  { orderId } -> Order
//   watchOrders  sends `orders.changed` when orders changed elsewhere
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { Order } from '../../api/contracts/order-entities'

const notProvided = () => Promise.reject(new Error('loadOrder is provided by the feature'))

export const orderViewMachine = setup({
  types: {} as {
    context: { readonly orderId: number; readonly order: Order | null }
    events: { type: 'order.reload' } | { type: 'orders.changed' }
    input: { readonly orderId: number }
  },
  actors: {
    loadOrder: fromPromise<Order, { orderId: number }>(notProvided),
    watchOrders: fromCallback<{ type: 'orders.changed' }>(() => undefined),
  },
}).createMachine({
  id: 'orderView',
  context: ({ input }) => ({ orderId: input.orderId, order: null }),
  invoke: { src: 'watchOrders' },
  initial: 'loading',
  on: {
    'order.reload': { target: '.loading', reenter: true },
    'orders.changed': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'shown', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    shown: {},
    failed: {},
  },
})
