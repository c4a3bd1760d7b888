// The back-office simulator panel (R-API-041) as a statechart: it loads the business clock and a
// page of orders, then runs one back-office call at a time (move the clock, arm or clear the next
// call's failure, reset the demo data, move an order), asking first where the call needs details
// or a yes (cancel, change order, reset). Which order actions are legal is the lifecycle machine's
// answer (simulator.rules.ts), so the panel enables a button exactly when `snapshot.can(...)`.
// All I/O is actors the feature supplies with `.provide()`:
//   loadPanel     Sim.GetClock + Sim.Orders    { first, status } -> { clock, page }
//   moveClock     Sim.Clock                    { days } -> answer of SimClock
//   failNext      Sim.FailNext                 { kind } -> answer of { Next }
//   resetData     Sim.Reset                    -> answer
//   moveOrder     Sim.<action>                 SimOrderRequest -> answer of SimOrderResult
//   confirmReset  the user's yes or no         -> boolean
// and two hooks: `tell` (what a call did, for a toast) and `ordersChanged` (the lists reload,
// R-API-043). No clock of its own: the business time is the server's (clock.Now).
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { FeOrderStatus } from '../../api/contracts/common'
import type { SimClock, SimFailureKind, SimOrder, SimOrderResult } from '../../api/contracts/simulator'
import {
  isActionLegal,
  isChangeValid,
  isDialogAction,
  type PlainSimAction,
  type SimAction,
} from './simulator.rules'

/** Orders per page of the panel's table. */
export const SIM_PAGE_SIZE = 10

/** A simulator call's envelope: its data, or the server's message. */
export interface SimAnswer<A> {
  readonly data: A | undefined
  readonly message: string | undefined
}

export interface SimPage {
  readonly rows: readonly SimOrder[]
  readonly total: number
}

/** Which page of orders to load: its first row and the status filter (null: every status). */
export interface SimPanelQuery {
  readonly first: number
  readonly status: FeOrderStatus | null
}

/** What loadPanel brings; a part the server did not give stays as it was. */
export interface SimPanelData {
  readonly clock: SimClock | undefined
  readonly page: SimPage | undefined
}

/** A back-office action on an order, as its endpoint takes it (R-API-036, R-API-037). */
export type SimOrderRequest =
  | { readonly action: PlainSimAction; readonly orderId: SimOrder['Id'] }
  | {
      readonly action: 'cancel'
      readonly orderId: SimOrder['Id']
      readonly reason?: string
      readonly note?: string
    }
  | {
      readonly action: 'changeOrder'
      readonly orderId: SimOrder['Id']
      readonly etaDate: string
      readonly incurredPurchaseCostPercent?: number
    }

/** What a finished call did, for the panel's toast in the active language (R-API-044). */
export type SimReport =
  /** The server's own message (the clock, a reset, an order the server did not describe). */
  | { readonly kind: 'said'; readonly message: string | undefined }
  /** An order went from one status to another. */
  | {
      readonly kind: 'moved'
      readonly orderNumber: string
      readonly from: FeOrderStatus
      readonly to: FeOrderStatus
    }
  /** The failure the next call meets now, or none. */
  | { readonly kind: 'failure'; readonly next: SimFailureKind | null }

/** The call in flight or waiting for its confirmation. */
export type SimCall =
  | { readonly kind: 'clock'; readonly days: number }
  | { readonly kind: 'failNext'; readonly next: SimFailureKind | null }
  | { readonly kind: 'reset' }
  | { readonly kind: 'order'; readonly order: SimOrder; readonly request: SimOrderRequest | null }

export interface SimulatorContext {
  readonly clock: SimClock | null
  readonly page: SimPage
  readonly query: SimPanelQuery
  /** The query the page shown answers; null when it must load again (at the start, after a call). */
  readonly shown: SimPanelQuery | null
  /** The failure kind chosen in the list, armed by `failure.arm`. */
  readonly failure: SimFailureKind
  /** The failure the server says the next call meets. */
  readonly pendingFailure: SimFailureKind | null
  readonly call: SimCall | null
}

export type SimulatorEvent =
  | { type: 'panel.page'; first: number }
  | { type: 'panel.status'; status: FeOrderStatus | null }
  | { type: 'clock.forward'; days: number }
  | { type: 'failure.choose'; kind: SimFailureKind }
  | { type: 'failure.arm' }
  | { type: 'failure.clear' }
  | { type: 'reset.ask' }
  /** An action's button on an order's row: a plain action runs, cancel and change ask first. */
  | { type: 'order.act'; action: SimAction; order: SimOrder }
  | { type: 'cancel.confirm'; reason: string; note: string }
  | { type: 'change.confirm'; etaDate: string; costPercent: number }
  | { type: 'dialog.dismiss' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

export const initialSimulatorContext = (): SimulatorContext => ({
  clock: null,
  page: { rows: [], total: 0 },
  query: { first: 0, status: null },
  shown: null,
  failure: 'serverError',
  pendingFailure: null,
  call: null,
})

/** The call of `kind` the state runs; only reached in that call's state. */
function callOf<K extends SimCall['kind']>(
  context: SimulatorContext,
  kind: K,
): Extract<SimCall, { kind: K }> {
  const call = context.call
  if (call?.kind !== kind) throw new Error(`simulator: no ${kind} call in flight`)
  return call as Extract<SimCall, { kind: K }>
}

/** The order request in flight; only reached in movingOrder. */
function orderRequestOf(context: SimulatorContext): SimOrderRequest {
  const { request } = callOf(context, 'order')
  if (request === null) throw new Error('simulator: an order call without its request')
  return request
}

/** The business date of the server's clock, or '' before it is loaded. */
const todayOf = (context: SimulatorContext): string => context.clock?.Now.slice(0, 10) ?? ''

const isLegal = (context: SimulatorContext, event: SimulatorEvent): boolean =>
  event.type === 'order.act' &&
  context.clock !== null &&
  isActionLegal(event.action, event.order, context.clock.Now)

/** A call refused, or a question answered no: the request layer has shown why; back to the panel. */
const backToPanel = [
  { guard: 'isStale', target: '#simulator.loading', actions: 'dropCall' },
  { target: '#simulator.ready', actions: 'dropCall' },
] as const

/** What the panel takes while it shows the clock and the orders: a call, a question, a filter. */
const panelEvents = {
  'panel.page': { target: '#simulator.loading', reenter: true, actions: 'goToPage' },
  'panel.status': { target: '#simulator.loading', reenter: true, actions: 'filterStatus' },
  'clock.forward': { guard: 'isForward', target: '#simulator.acting.movingClock', actions: 'requestClock' },
  'failure.arm': { target: '#simulator.acting.armingFailure', actions: 'requestArm' },
  'failure.clear': {
    guard: 'hasPendingFailure',
    target: '#simulator.acting.armingFailure',
    actions: 'requestClear',
  },
  'reset.ask': { target: '#simulator.confirming.reset', actions: 'requestReset' },
  'order.act': [
    { guard: 'isLegalCancel', target: '#simulator.confirming.cancel', actions: 'holdOrder' },
    { guard: 'isLegalChange', target: '#simulator.confirming.change', actions: 'holdOrder' },
    { guard: 'isLegalPlainAction', target: '#simulator.acting.movingOrder', actions: 'requestPlainAction' },
  ],
} as const

export const simulatorMachine = setup({
  types: {
    context: {} as SimulatorContext,
    events: {} as SimulatorEvent,
  },
  actors: {
    loadPanel: fromPromise<SimPanelData, SimPanelQuery>(notProvided('loadPanel')),
    moveClock: fromPromise<SimAnswer<SimClock>, { readonly days: number }>(notProvided('moveClock')),
    failNext: fromPromise<
      SimAnswer<{ readonly Next: SimFailureKind | null }>,
      { readonly kind: SimFailureKind | null }
    >(notProvided('failNext')),
    resetData: fromPromise<SimAnswer<unknown>, void>(notProvided('resetData')),
    moveOrder: fromPromise<SimAnswer<SimOrderResult>, SimOrderRequest>(notProvided('moveOrder')),
    confirmReset: fromPromise<boolean, void>(notProvided('confirmReset')),
  },
  guards: {
    /** The order's lifecycle takes a cancel now (R-API-038); its reason and note are asked first. */
    isLegalCancel: ({ context, event }) =>
      event.type === 'order.act' && event.action === 'cancel' && isLegal(context, event),
    /** The order's lifecycle takes a change now (R-API-038, R-API-037); its new ETA is asked first. */
    isLegalChange: ({ context, event }) =>
      event.type === 'order.act' && event.action === 'changeOrder' && isLegal(context, event),
    /** The order's lifecycle takes this action now (R-API-038); it needs no details. */
    isLegalPlainAction: ({ context, event }) =>
      event.type === 'order.act' && !isDialogAction(event.action) && isLegal(context, event),
    /** The clock only moves forward (R-API-039). */
    isForward: ({ event }) =>
      event.type === 'clock.forward' && Number.isInteger(event.days) && event.days > 0,
    hasPendingFailure: ({ context }) => context.pendingFailure !== null,
    /** A new ETA from the server's today on, a cost of 0 to 100 % (R-API-037). */
    isChangeValid: ({ context, event }) =>
      event.type === 'change.confirm' && isChangeValid(event, todayOf(context)),
    isYes: (_, answer: boolean) => answer,
    /** The page shown is not the one asked for (or a call changed the data): load it again. */
    isStale: ({ context }) =>
      context.shown === null ||
      context.shown.first !== context.query.first ||
      context.shown.status !== context.query.status,
  },
  actions: {
    tell: (_, _report: SimReport) => {},
    ordersChanged: () => {},
    goToPage: assign(({ context, event }) => {
      assertEvent(event, 'panel.page')
      return { query: { ...context.query, first: event.first } }
    }),
    /** Another status filter starts at the first page. */
    filterStatus: assign(({ event }) => {
      assertEvent(event, 'panel.status')
      return { query: { first: 0, status: event.status } }
    }),
    takePanel: assign(({ context }, data: SimPanelData) => ({
      clock: data.clock ?? context.clock,
      page: data.page ?? context.page,
      shown: context.query,
    })),
    chooseFailure: assign(({ event }) => {
      assertEvent(event, 'failure.choose')
      return { failure: event.kind }
    }),
    requestClock: assign(({ event }) => {
      assertEvent(event, 'clock.forward')
      return { call: { kind: 'clock', days: event.days } as const }
    }),
    requestArm: assign(({ context }) => ({ call: { kind: 'failNext', next: context.failure } as const })),
    requestClear: assign({ call: { kind: 'failNext', next: null } as const }),
    requestReset: assign({ call: { kind: 'reset' } as const }),
    /** A reset clears the armed failure at once, as the server's seed has none. */
    forgetFailure: assign({ pendingFailure: null }),
    takeArmed: assign((_, next: SimFailureKind | null) => ({ pendingFailure: next })),
    holdOrder: assign(({ event }) => {
      assertEvent(event, 'order.act')
      return { call: { kind: 'order', order: event.order, request: null } as const }
    }),
    requestPlainAction: assign(({ event }) => {
      assertEvent(event, 'order.act')
      if (isDialogAction(event.action)) throw new Error('simulator: a dialog action without its details')
      return {
        call: {
          kind: 'order',
          order: event.order,
          request: { action: event.action, orderId: event.order.Id },
        } as const,
      }
    }),
    /** Blank texts are not sent (R-API-036: reason and note are optional). */
    requestCancel: assign(({ context, event }) => {
      assertEvent(event, 'cancel.confirm')
      const { order } = callOf(context, 'order')
      const reason = event.reason.trim()
      const note = event.note.trim()
      return {
        call: {
          kind: 'order',
          order,
          request: {
            action: 'cancel',
            orderId: order.Id,
            ...(reason ? { reason } : {}),
            ...(note ? { note } : {}),
          },
        } as const,
      }
    }),
    /** The cost is asked in percent and sent as a fraction; none is not sent (R-API-037). */
    requestChange: assign(({ context, event }) => {
      assertEvent(event, 'change.confirm')
      const { order } = callOf(context, 'order')
      return {
        call: {
          kind: 'order',
          order,
          request: {
            action: 'changeOrder',
            orderId: order.Id,
            etaDate: event.etaDate,
            ...(event.costPercent > 0 ? { incurredPurchaseCostPercent: event.costPercent / 100 } : {}),
          },
        } as const,
      }
    }),
    markStale: assign({ shown: null, call: null }),
    dropCall: assign({ call: null }),
  },
}).createMachine({
  id: 'simulator',
  context: initialSimulatorContext,
  initial: 'loading',
  // The failure list is a choice, not a call: it can change at any time.
  on: { 'failure.choose': { actions: 'chooseFailure' } },
  states: {
    /** The clock and a page of orders; a call can start before they arrive, as the buttons allow. */
    loading: {
      invoke: {
        id: 'loadPanel',
        src: 'loadPanel',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'takePanel', params: ({ event }) => event.output } },
        // The request layer has shown the failure; the panel keeps what it had.
        onError: { target: 'ready' },
      },
      on: panelEvents,
    },
    ready: {
      on: panelEvents,
    },
    /** One call in flight: every other call waits until it is answered. */
    acting: {
      // Every way in names its call; `initial` is only what XState asks of a compound state.
      initial: 'movingClock',
      // A filter or page chosen meanwhile loads once the call is answered.
      on: {
        'panel.page': { actions: 'goToPage' },
        'panel.status': { actions: 'filterStatus' },
      },
      states: {
        movingClock: {
          invoke: {
            id: 'moveClock',
            src: 'moveClock',
            input: ({ context }) => ({ days: callOf(context, 'clock').days }),
            // A later business date can complete orders by itself (R-LIFE-032), so the lists reload.
            onDone: {
              target: '#simulator.loading',
              actions: [
                { type: 'tell', params: ({ event }) => ({ kind: 'said', message: event.output.message }) },
                'ordersChanged',
                'markStale',
              ],
            },
            onError: backToPanel,
          },
        },
        armingFailure: {
          invoke: {
            id: 'failNext',
            src: 'failNext',
            input: ({ context }) => ({ kind: callOf(context, 'failNext').next }),
            // Arming a failure changes no order: the lists are not told (R-API-043).
            onDone: {
              target: '#simulator.loading',
              actions: [
                { type: 'takeArmed', params: ({ event }) => event.output.data?.Next ?? null },
                {
                  type: 'tell',
                  params: ({ event }) => ({ kind: 'failure', next: event.output.data?.Next ?? null }),
                },
                'markStale',
              ],
            },
            onError: backToPanel,
          },
        },
        resetting: {
          invoke: {
            id: 'resetData',
            src: 'resetData',
            onDone: {
              target: '#simulator.loading',
              actions: [
                { type: 'tell', params: ({ event }) => ({ kind: 'said', message: event.output.message }) },
                'ordersChanged',
                'markStale',
              ],
            },
            onError: backToPanel,
          },
        },
        movingOrder: {
          invoke: {
            id: 'moveOrder',
            src: 'moveOrder',
            input: ({ context }) => orderRequestOf(context),
            // The toast names the order's status before and after (R-API-044).
            onDone: {
              target: '#simulator.loading',
              actions: [
                {
                  type: 'tell',
                  params: ({ context, event }) =>
                    event.output.data
                      ? {
                          kind: 'moved',
                          orderNumber: event.output.data.OrderNumber,
                          from: callOf(context, 'order').order.FeOrderStatus,
                          to: event.output.data.FeOrderStatus,
                        }
                      : { kind: 'said', message: event.output.message },
                },
                'ordersChanged',
                'markStale',
              ],
            },
            onError: backToPanel,
          },
        },
      },
    },
    /** A question before a call: only entered from the button that asks it. */
    confirming: {
      // Every way in names its question.
      initial: 'cancel',
      states: {
        cancel: {
          on: {
            'cancel.confirm': { target: '#simulator.acting.movingOrder', actions: 'requestCancel' },
            'dialog.dismiss': backToPanel,
          },
        },
        change: {
          on: {
            'change.confirm': {
              guard: 'isChangeValid',
              target: '#simulator.acting.movingOrder',
              actions: 'requestChange',
            },
            'dialog.dismiss': backToPanel,
          },
        },
        /** The demo data are restored only on a yes (R-API-040). */
        reset: {
          invoke: {
            id: 'confirmReset',
            src: 'confirmReset',
            onDone: [
              {
                guard: { type: 'isYes', params: ({ event }) => event.output },
                target: '#simulator.acting.resetting',
                actions: 'forgetFailure',
              },
              ...backToPanel,
            ],
            onError: backToPanel,
          },
        },
      },
    },
  },
})

export type SimulatorMachine = typeof simulatorMachine
export type SimulatorSnapshot = SnapshotFrom<SimulatorMachine>
export type SimulatorActor = ActorRefFrom<SimulatorMachine>
