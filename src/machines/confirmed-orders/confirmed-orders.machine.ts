// The confirmed-order screen beside its list (R-CONF-001..005, R-CONF-020..023;
// decision 0210), as four parallel regions; the rows themselves are the order-list
// machine's. Its rules are confirmed-orders.rules.ts. All I/O is actors supplied with `.provide()`:
//   loadCounts          api/Order/GetMallOrderStatusList  { filters } -> OrderStatusOption[]
//   loadPaymentStatuses api/Order/GetPaymentStatusList    -> PaymentStatusOption[]
//   exportFile          the two Excel exports             { kind, filters } -> file name
//   downloadPdf         api/Order/ExportPDF               { orderId, orderNumber } -> file name
//   watchOrders         sends `orders.changed` when orders changed elsewhere (decision 0100)
//
//   counts:   loading ──> ready | failed;  filters.changed (other than the tab) / orders.changed /
//             counts.refresh reload them, a newer load replacing the one under way
//   payments: loading ──> ready | failed ──payments.retry──> loading
//   export:   idle ──export.start──> exporting ──> idle   (one export at a time, R-CONF-023)
//   pdf:      idle ──pdf.download──> downloading ──> idle (one order's PDF at a time)
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate'
import type { OrderStatusOption, PaymentStatusOption } from '../../api/contracts/order-entities'
import { sameFilters, type OrderListFilters } from '../order-list/order-list.rules'
import { statusCountRequestOf, type ExportKind } from './confirmed-orders.rules'

export interface ExportInput {
  readonly kind: ExportKind
  readonly filters: OrderListFilters
}

export interface PdfInput {
  readonly orderId: number
  readonly orderNumber: string
}

export interface ConfirmedScreenContext {
  /** The list's filters, as the screen last reported them. */
  readonly filters: OrderListFilters
  readonly statusOptions: readonly OrderStatusOption[]
  readonly paymentOptions: readonly PaymentStatusOption[]
  /** The export under way. */
  readonly exporting: ExportKind | null
  /** The order whose PDF is on its way. */
  readonly pdfOrderId: number | null
}

export type ConfirmedScreenEvent =
  | { type: 'filters.changed'; filters: OrderListFilters }
  | { type: 'counts.refresh' }
  | { type: 'orders.changed' }
  | { type: 'payments.retry' }
  | { type: 'export.start'; kind: ExportKind }
  | { type: 'pdf.download'; orderId: number; orderNumber: string }

export interface ConfirmedScreenInput {
  readonly filters?: OrderListFilters
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

/** Whether two sets of filters count the same (the tab never changes the counts). */
const sameCounts = (a: OrderListFilters, b: OrderListFilters) =>
  sameFilters(statusCountRequestOf(a), statusCountRequestOf(b))

export const confirmedScreenMachine = setup({
  types: {} as {
    context: ConfirmedScreenContext
    events: ConfirmedScreenEvent
    input: ConfirmedScreenInput | undefined
  },
  actors: {
    loadCounts: fromPromise<readonly OrderStatusOption[], { filters: OrderListFilters }>(
      notProvided('loadCounts'),
    ),
    loadPaymentStatuses: fromPromise<readonly PaymentStatusOption[]>(notProvided('loadPaymentStatuses')),
    exportFile: fromPromise<string, ExportInput>(notProvided('exportFile')),
    downloadPdf: fromPromise<string, PdfInput>(notProvided('downloadPdf')),
    watchOrders: fromCallback<{ type: 'orders.changed' }>(() => undefined),
  },
  guards: {
    countsChange: ({ context, event }) => {
      assertEvent(event, 'filters.changed')
      return !sameCounts(context.filters, event.filters)
    },
    filtersChange: ({ context, event }) => {
      assertEvent(event, 'filters.changed')
      return !sameFilters(context.filters, event.filters)
    },
  },
  actions: {
    storeFilters: assign(({ event }) => {
      assertEvent(event, 'filters.changed')
      return { filters: event.filters }
    }),
  },
}).createMachine({
  id: 'confirmedScreen',
  type: 'parallel',
  context: ({ input }) => ({
    filters: input?.filters ?? {},
    statusOptions: [],
    paymentOptions: [],
    exporting: null,
    pdfOrderId: null,
  }),
  invoke: { src: 'watchOrders' },
  states: {
    counts: {
      initial: 'loading',
      // In the counts region, not on the root: a root transition to '.counts.loading' leaves and
      // re-enters every region, which reloaded the payment statuses and dropped an export or a
      // PDF download under way at each recount.
      on: {
        // The export and the counts read the newest filters; only a change beyond the tab recounts.
        'filters.changed': [
          { guard: 'countsChange', target: '.loading', actions: 'storeFilters' },
          // The same filters (the screen's first render says them too) change nothing, so the
          // screen does not render again for them.
          { guard: 'filtersChange', actions: 'storeFilters' },
        ],
        'counts.refresh': { target: '.loading' },
        'orders.changed': { target: '.loading' },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadCounts',
            input: ({ context }) => ({ filters: context.filters }),
            onDone: {
              target: 'ready',
              actions: assign({ statusOptions: ({ event }) => event.output }),
            },
            // The counts shown stay as they were (R-ERR-005); the request layer said why.
            onError: { target: 'failed' },
          },
        },
        ready: {},
        failed: {},
      },
    },
    payments: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadPaymentStatuses',
            onDone: {
              target: 'ready',
              actions: assign({ paymentOptions: ({ event }) => event.output }),
            },
            onError: { target: 'failed' },
          },
        },
        ready: {},
        failed: { on: { 'payments.retry': { target: 'loading' } } },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'export.start': {
              target: 'exporting',
              actions: assign({ exporting: ({ event }) => event.kind }),
            },
          },
        },
        exporting: {
          tags: ['exporting'],
          invoke: {
            src: 'exportFile',
            input: ({ context }) => ({ kind: context.exporting!, filters: context.filters }),
            // Success shows 'Download Successful', a failure the server's message: both are the
            // request layer's toasts (R-API-020, R-ERR-005); no file is saved on a failure.
            onDone: { target: 'idle', actions: assign({ exporting: null }) },
            onError: { target: 'idle', actions: assign({ exporting: null }) },
          },
        },
      },
    },
    pdf: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pdf.download': {
              target: 'downloading',
              actions: assign({ pdfOrderId: ({ event }) => event.orderId }),
            },
          },
        },
        downloading: {
          invoke: {
            src: 'downloadPdf',
            // Entered by pdf.download only.
            input: ({ context, event }) => {
              assertEvent(event, 'pdf.download')
              return { orderId: context.pdfOrderId!, orderNumber: event.orderNumber }
            },
            onDone: { target: 'idle', actions: assign({ pdfOrderId: null }) },
            // R-ERR-007: the failure's message is the request layer's toast.
            onError: { target: 'idle', actions: assign({ pdfOrderId: null }) },
          },
        },
      },
    },
  },
})
