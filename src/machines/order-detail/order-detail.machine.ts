// The order detail drawer's order as a statechart (R-PEND-006, decision 0200):
// closed until an order is named, then loading it, then showing it; an address naming no order of
// this customer (unknown, foreign, or not a number) says so in the drawer instead of a blank page.
// The order reloads when the app's 'orders changed' signal says it moved (decision 0100) and after
// the drawer's own changes. I/O is actors the feature supplies with `.provide()`:
//   loadOrder    api/Order/Get { orderId } -> Order
//   watchOrders  a callback actor that sends `orders.changed`
//
//   closed ──detail.open──> loading ──done──> ready ──orders.changed / detail.reload──> refreshing
//     ^                       └──error──> missing (the server refused) | failed (could not ask)
//     └──────── detail.close (from any state) ─────────────────────────────────────────────┘
//
// A refresh of the order shown keeps showing it (view 'ready') until the new one arrives, so what
// the user is typing in the drawer's dialogs (a support request) is not unmounted and lost by a
// reload after a failed submit or by another tab's change (decision 0211: what was typed stays).
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  not,
  setup,
  stateIn,
  type SnapshotFrom,
} from 'xstate'
import type { Order } from '../../api/contracts/order-entities'
import { isApiError } from '../../api/errors'

export interface OrderDetailContext {
  readonly orderId: number | 'invalid' | null
  readonly order: Order | null
  /** The server's reason when it refused to show the order. */
  readonly refusal: string | null
}

export type OrderDetailEvent =
  | { type: 'detail.open'; orderId: number | 'invalid' }
  | { type: 'detail.close' }
  | { type: 'detail.reload' }
  | { type: 'detail.retry' }
  | { type: 'orders.changed' }

const notProvided = () => Promise.reject(new Error('loadOrder is provided by the feature'))

/** A refusal of the server (an order not found or not this customer's), as opposed to no answer. */
const refusalOf = (error: unknown): string | null =>
  isApiError(error) && error._tag === 'ServerError' ? (error.details.serverMessage ?? error.message) : null

/** The error of an actor's error event (xstate types the setup's guards on the declared events only). */
const errorOf = (event: unknown): unknown =>
  typeof event === 'object' && event !== null && 'error' in event ? event.error : undefined

export const orderDetailMachine = setup({
  types: {} as { context: OrderDetailContext; events: OrderDetailEvent },
  actors: {
    loadOrder: fromPromise<Order, { orderId: number }>(notProvided),
    watchOrders: fromCallback<{ type: 'orders.changed' }>(() => undefined),
  },
  guards: {
    open: not(stateIn('closed')),
    validId: ({ event }) => {
      assertEvent(event, 'detail.open')
      return event.orderId !== 'invalid'
    },
    otherOrder: ({ context, event }) => {
      assertEvent(event, 'detail.open')
      return event.orderId !== context.orderId
    },
    refused: ({ event }) => refusalOf(errorOf(event)) !== null,
  },
  actions: {
    name: assign(({ event }) => {
      assertEvent(event, 'detail.open')
      return { orderId: event.orderId, order: null, refusal: null }
    }),
    forget: assign({ orderId: null, order: null, refusal: null }),
    store: assign((_, order: Order) => ({ order })),
    storeRefusal: assign(({ event }) => ({ refusal: refusalOf(errorOf(event)), order: null })),
  },
}).createMachine({
  id: 'orderDetail',
  context: { orderId: null, order: null, refusal: null },
  initial: 'closed',
  on: {
    // Closed already (the list's first render says so too): nothing changes, nothing renders again.
    'detail.close': { guard: 'open', target: '.closed', actions: 'forget' },
  },
  states: {
    closed: {
      on: {
        'detail.open': [
          { guard: 'validId', target: 'loading', actions: 'name' },
          { target: 'invalid', actions: 'name' },
        ],
      },
    },
    invalid: {
      on: {
        'detail.open': [
          { guard: 'validId', target: 'loading', actions: 'name' },
          { target: 'invalid', actions: 'name' },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId as number }),
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: [{ guard: 'refused', target: 'missing', actions: 'storeRefusal' }, { target: 'failed' }],
      },
      on: {
        'detail.open': [
          { guard: 'otherOrder', target: 'loading', reenter: true, actions: 'name' },
          { guard: 'validId' },
          { target: 'invalid', actions: 'name' },
        ],
        'orders.changed': { target: 'loading', reenter: true },
      },
    },
    ready: {
      invoke: { src: 'watchOrders' },
      on: {
        'detail.open': [
          { guard: 'otherOrder', target: 'loading', actions: 'name' },
          { guard: 'validId' },
          { target: 'invalid', actions: 'name' },
        ],
        'detail.reload': { target: 'refreshing' },
        'orders.changed': { target: 'refreshing' },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: [
        {
          src: 'loadOrder',
          input: ({ context }) => ({ orderId: context.orderId as number }),
          onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
          // No answer: the order shown stays (the request layer said why); a refusal: it is gone.
          onError: [{ guard: 'refused', target: 'missing', actions: 'storeRefusal' }, { target: 'ready' }],
        },
        { src: 'watchOrders' },
      ],
      on: {
        'detail.open': [
          { guard: 'otherOrder', target: 'loading', actions: 'name' },
          { guard: 'validId' },
          { target: 'invalid', actions: 'name' },
        ],
        'detail.reload': { target: 'refreshing', reenter: true },
        'orders.changed': { target: 'refreshing', reenter: true },
      },
    },
    missing: {
      on: {
        'detail.open': [
          { guard: 'validId', target: 'loading', actions: 'name' },
          { target: 'invalid', actions: 'name' },
        ],
      },
    },
    failed: {
      on: {
        'detail.retry': { target: 'loading' },
        'detail.open': [
          { guard: 'validId', target: 'loading', actions: 'name' },
          { target: 'invalid', actions: 'name' },
        ],
      },
    },
  },
})

export type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>

/** What the drawer shows: nothing, a loading state, the order, or why there is none. */
export type OrderDetailView = 'closed' | 'loading' | 'ready' | 'missing' | 'invalid' | 'failed'

export const viewOf = (snapshot: OrderDetailSnapshot): OrderDetailView =>
  snapshot.value === 'refreshing' ? 'ready' : (snapshot.value as OrderDetailView)
