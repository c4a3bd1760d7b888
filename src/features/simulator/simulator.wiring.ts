// The simulator machine's side effects for the panel: every call is one Sim.* call of the request
// layer (which has already shown a toast for any failure), the reset's question is the browser's
// confirm, and the hooks show what a call did and tell the open order lists (decision 0100).
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import {
  SimApprove,
  SimCancel,
  SimChangeOrder,
  SimFailNext,
  SimGetClock,
  SimListOrders,
  SimMoveClock,
  SimProcess,
  SimReset,
  SimResolveSupport,
  SimShip,
  SimVerifyPayment,
  type SimClock,
  type SimFailureKind,
  type SimOrderResult,
} from '../../api/contracts/simulator'
import {
  SIM_PAGE_SIZE,
  simulatorMachine,
  type PlainSimAction,
  type SimAnswer,
  type SimOrderRequest,
  type SimPanelData,
  type SimPanelQuery,
  type SimReport,
} from '../../machines/simulator'

export type SimulatorClient = Pick<ApiClient, 'callEnvelope'>

/** The simulator endpoints that take only the order id. */
const PLAIN_ACTION_ENDPOINTS = {
  approve: SimApprove,
  verifyPayment: SimVerifyPayment,
  process: SimProcess,
  ship: SimShip,
  resolveSupport: SimResolveSupport,
} as const satisfies Record<PlainSimAction, unknown>

export interface SimulatorHooks {
  /** A call answered: what it did, for a toast. */
  readonly tell: (report: SimReport) => void
  /** A call changed orders: the open lists reload (R-API-043). */
  readonly ordersChanged: () => void
  /** The user's yes or no to the reset. */
  readonly confirmReset: () => boolean
}

/** The clock and one page of orders. */
async function loadPanel(client: SimulatorClient, { first, status }: SimPanelQuery): Promise<SimPanelData> {
  const [clock, list] = await Promise.all([
    client.callEnvelope(SimGetClock, {}),
    client.callEnvelope(SimListOrders, {
      pageIndex: Math.floor(first / SIM_PAGE_SIZE) + 1,
      pageSize: SIM_PAGE_SIZE,
      ...(status === null ? {} : { status }),
    }),
  ])
  return {
    clock: clock.data,
    page: list.data ? { rows: list.data.list, total: list.data.totalCount } : undefined,
  }
}

function moveOrder(client: SimulatorClient, request: SimOrderRequest): Promise<SimAnswer<SimOrderResult>> {
  switch (request.action) {
    case 'cancel': {
      const { action: _action, ...input } = request
      return client.callEnvelope(SimCancel, input)
    }
    case 'changeOrder': {
      const { action: _action, ...input } = request
      return client.callEnvelope(SimChangeOrder, input)
    }
    default:
      return client.callEnvelope(PLAIN_ACTION_ENDPOINTS[request.action], { orderId: request.orderId })
  }
}

export function provideSimulator(client: SimulatorClient, hooks: SimulatorHooks) {
  return simulatorMachine.provide({
    actors: {
      loadPanel: fromPromise<SimPanelData, SimPanelQuery>(({ input }) => loadPanel(client, input)),
      moveClock: fromPromise<SimAnswer<SimClock>, { readonly days: number }>(({ input }) =>
        client.callEnvelope(SimMoveClock, input),
      ),
      failNext: fromPromise<
        SimAnswer<{ readonly Next: SimFailureKind | null }>,
        { readonly kind: SimFailureKind | null }
      >(({ input }) => client.callEnvelope(SimFailNext, input)),
      resetData: fromPromise<SimAnswer<unknown>, void>(() => client.callEnvelope(SimReset, {})),
      moveOrder: fromPromise<SimAnswer<SimOrderResult>, SimOrderRequest>(({ input }) =>
        moveOrder(client, input),
      ),
      confirmReset: fromPromise<boolean, void>(async () => hooks.confirmReset()),
    },
    actions: {
      tell: (_, report: SimReport) => hooks.tell(report),
      ordersChanged: () => hooks.ordersChanged(),
    },
  })
}
