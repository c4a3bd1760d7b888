// The change-order page as a statechart (R-ROUTE-006, R-CHG-006, decision 0220):
//
//   (no order in the address) ──> invalid
//   loading ──done──> shown
//      │  └─error──> refused (the server said no: one clear message) | failed ──retry──> loading
//
// All I/O is the loadDocument actor the page supplies (GetOrderChangedDetail with the address's
// orderId and key; the token goes along when the user is signed in).
import { assign, fromPromise, setup } from 'xstate'
import type { ChangeOrderDocument } from '../../api/contracts/order-entities'
import { failureOf, refusalOf, type ChangeOrderQuery } from './change-order.rules'

export interface ChangeOrderInput {
  readonly query: ChangeOrderQuery | undefined
}

export interface ChangeOrderContext {
  readonly query: ChangeOrderQuery | undefined
  readonly document: ChangeOrderDocument | null
  /** The server's refusal, in the active language (a wrong key or a foreign order, decision 0220). */
  readonly refusal: string | null
}

export type ChangeOrderEvent = { type: 'document.retry' }

export const changeOrderMachine = setup({
  types: {} as { context: ChangeOrderContext; events: ChangeOrderEvent; input: ChangeOrderInput },
  actors: {
    loadDocument: fromPromise<ChangeOrderDocument, ChangeOrderQuery>(() =>
      Promise.reject(new Error('loadDocument is provided by the page')),
    ),
  },
  guards: {
    namesNoOrder: ({ context }) => context.query === undefined,
    refused: (_, error: unknown) => failureOf(error) === 'refused',
  },
  actions: {
    storeDocument: assign((_, document: ChangeOrderDocument) => ({ document })),
    storeRefusal: assign((_, error: unknown) => ({ refusal: refusalOf(error) })),
  },
}).createMachine({
  id: 'changeOrder',
  context: ({ input }) => ({ query: input.query, document: null, refusal: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'namesNoOrder', target: 'invalid' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDocument',
        src: 'loadDocument',
        input: ({ context }) => context.query!,
        onDone: { target: 'shown', actions: { type: 'storeDocument', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'refused',
            actions: {
              type: 'storeRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
          { target: 'failed' },
        ],
      },
    },
    shown: {},
    invalid: {},
    refused: {},
    failed: {
      on: { 'document.retry': { target: 'loading' } },
    },
  },
})
