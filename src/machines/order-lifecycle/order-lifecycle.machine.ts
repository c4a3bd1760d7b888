// The order lifecycle (R-LIFE-008..035) as a pure statechart: it decides which events an order
// accepts and where they take it. No I/O, no timers, no clock: every event carries who does it
// (`by`) and when (`at`, business time `YYYY-MM-DD HH:mm:ss`); the order's facts are the input.
import { and, assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import type { OrderEvent, OrderFacts } from './order-lifecycle.events'
import {
  autoCompleteDue,
  hasOrderChange,
  hasSupportReason,
  hasVoucher,
  isPaymentVoucherMode,
  supportWindowOpen,
} from './order-lifecycle.rules'

export interface OrderContext {
  readonly customerTypeName: string
  readonly termsOfPayment: string
  /** The ETA the customer asked for (draft changes, or a change order before approval). */
  readonly etaDate: string
  /** Set on approval; the expected receipt date once delivering (R-LIFE-029). */
  readonly confirmedEta: string | null
}

export const initialOrderContext = (facts: OrderFacts): OrderContext => ({
  customerTypeName: facts.customerTypeName,
  termsOfPayment: facts.termsOfPayment,
  etaDate: facts.etaDate,
  confirmedEta: null,
})

export const orderLifecycleMachine = setup({
  types: {} as { context: OrderContext; events: OrderEvent; input: OrderFacts },
  guards: {
    isCustomer: ({ event }) => event.by === 'customer',
    isBackOffice: ({ event }) => event.by === 'backOffice',
    isSystem: ({ event }) => event.by === 'system',
    isPaymentVoucherMode: ({ context }) =>
      isPaymentVoucherMode(context.customerTypeName, context.termsOfPayment),
    hasVoucher: ({ event }) => 'paymentList' in event && hasVoucher(event.paymentList),
    hasSupportReason: ({ event }) => 'supportIdList' in event && hasSupportReason(event.supportIdList),
    hasOrderChange: ({ event }) => {
      assertEvent(event, 'order.change')
      return hasOrderChange(event)
    },
    supportWindowOpen: ({ context, event }) => supportWindowOpen(context.confirmedEta, event.at),
    autoCompleteDue: ({ context, event }) => autoCompleteDue(context.confirmedEta, event.at),
  },
  actions: {
    applyDraftChanges: assignDraftChanges(),
    confirmEta: assignConfirmedEta(),
    applyChangeOrder: assignChangeOrder(),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => initialOrderContext(input),
  initial: 'draft',
  states: {
    draft: {
      on: {
        'order.update': {
          guard: 'isCustomer',
          actions: { type: 'applyDraftChanges', params: ({ event }) => event },
        },
        // Allowed only here; the event store then removes the draft: no order, no status 8.
        // (A target, because xstate's `can` reports a targetless, actionless transition as refused.)
        'order.delete': { guard: 'isCustomer', target: 'draft' },
        'order.place': {
          guard: 'isCustomer',
          target: 'beforeDelivery',
          actions: { type: 'applyDraftChanges', params: ({ event }) => event },
        },
      },
    },
    // 1, 2, 25, 3, 4: the back office may still cancel or issue a change-order document.
    beforeDelivery: {
      initial: 'pendingApproval',
      on: {
        'order.cancel': { guard: 'isBackOffice', target: 'cancelled' },
        'order.change': {
          guard: and(['isBackOffice', 'hasOrderChange']),
          actions: { type: 'applyChangeOrder', params: ({ event }) => ({ newEta: event.newEta }) },
        },
      },
      states: {
        pendingApproval: {
          on: {
            'order.approve': [
              {
                guard: and(['isBackOffice', 'isPaymentVoucherMode']),
                target: 'pendingPayment',
                actions: { type: 'confirmEta', params: ({ event }) => ({ eta: event.confirmedEta }) },
              },
              {
                guard: 'isBackOffice',
                target: 'confirmed',
                actions: { type: 'confirmEta', params: ({ event }) => ({ eta: event.confirmedEta }) },
              },
            ],
          },
        },
        pendingPayment: {
          on: {
            // Evidence is kept, the status stays at 2 (R-PAY-002).
            'payment.save': {
              guard: and(['isCustomer', 'isPaymentVoucherMode', 'hasVoucher']),
              target: 'pendingPayment',
            },
            'payment.submit': {
              guard: and(['isCustomer', 'isPaymentVoucherMode', 'hasVoucher']),
              target: 'verifying',
            },
            // The bank statement's line is the evidence: no voucher needed (R-BANK-003).
            'payment.transfer': {
              guard: and(['isBackOffice', 'isPaymentVoucherMode']),
              target: 'verifying',
            },
          },
        },
        verifying: {
          on: { 'payment.verify': { guard: 'isBackOffice', target: 'confirmed' } },
        },
        confirmed: {
          on: { 'order.process': { guard: 'isBackOffice', target: 'processing' } },
        },
        processing: {
          on: {
            'order.ship': {
              guard: 'isBackOffice',
              target: '#order.delivering',
              actions: { type: 'confirmEta', params: ({ event }) => ({ eta: event.confirmedEta }) },
            },
          },
        },
      },
    },
    delivering: {
      on: {
        'order.receive': { guard: and(['isCustomer', 'supportWindowOpen']), target: 'completed' },
        'support.request': {
          guard: and(['isCustomer', 'supportWindowOpen', 'hasSupportReason']),
          target: 'needSupport',
        },
        'order.autoComplete': { guard: and(['isSystem', 'autoCompleteDue']), target: 'completed' },
      },
    },
    needSupport: {
      on: { 'support.resolve': { guard: 'isBackOffice', target: 'completed' } },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

export type OrderLifecycleMachine = typeof orderLifecycleMachine
export type OrderSnapshot = SnapshotFrom<OrderLifecycleMachine>

// The context updates, kept apart so the chart above reads as the lifecycle.

function assignDraftChanges() {
  return assign<
    OrderContext,
    OrderEvent,
    { etaDate?: string | undefined; termsOfPayment?: string | undefined },
    OrderEvent,
    never
  >(({ context }, params) =>
    params.etaDate === undefined && params.termsOfPayment === undefined
      ? context
      : {
          ...context,
          etaDate: params.etaDate ?? context.etaDate,
          termsOfPayment: params.termsOfPayment ?? context.termsOfPayment,
        },
  )
}

/** Approval confirms the asked ETA unless the back office names another; shipping may reset it. */
function assignConfirmedEta() {
  return assign<OrderContext, OrderEvent, { eta?: string | undefined }, OrderEvent, never>(
    ({ context }, params) => ({
      ...context,
      confirmedEta: params.eta ?? context.confirmedEta ?? context.etaDate,
    }),
  )
}

/** Before approval there is no confirmed ETA yet: a change order moves the asked one. */
function assignChangeOrder() {
  return assign<OrderContext, OrderEvent, { newEta?: string | undefined }, OrderEvent, never>(
    ({ context }, params) =>
      params.newEta === undefined
        ? context
        : context.confirmedEta === null
          ? { ...context, etaDate: params.newEta }
          : { ...context, confirmedEta: params.newEta },
  )
}
