// Which back-office actions the simulator panel offers for an order: the lifecycle machine decides
// (orderSnapshotAt(...).can), so an illegal action is disabled before the server would refuse it
// (R-API-038, R-API-041). Pure.
import {
  SimApprove,
  SimCancel,
  SimChangeOrder,
  SimProcess,
  SimResolveSupport,
  SimShip,
  SimVerifyPayment,
  type SimOrder,
} from '../../api/contracts/simulator'
import { orderSnapshotAt, type OrderEvent, type OrderEventType } from '../../machines/order-lifecycle'

export const SIM_ACTIONS = [
  'approve',
  'verifyPayment',
  'process',
  'ship',
  'resolveSupport',
  'changeOrder',
  'cancel',
] as const
export type SimAction = (typeof SIM_ACTIONS)[number]

export const EVENT_OF_ACTION = {
  approve: 'order.approve',
  verifyPayment: 'payment.verify',
  process: 'order.process',
  ship: 'order.ship',
  resolveSupport: 'support.resolve',
  changeOrder: 'order.change',
  cancel: 'order.cancel',
} as const satisfies Record<SimAction, OrderEventType>

/** The simulator endpoints that take only the order id. */
export const PLAIN_ACTION_ENDPOINTS = {
  approve: SimApprove,
  verifyPayment: SimVerifyPayment,
  process: SimProcess,
  ship: SimShip,
  resolveSupport: SimResolveSupport,
} as const
export { SimCancel, SimChangeOrder }

/** The back office's event for an action at business time `now` (a change order names its ETA). */
export function eventOf(action: SimAction, row: SimOrder, now: string): OrderEvent {
  const type = EVENT_OF_ACTION[action]
  return (
    type === 'order.change'
      ? { type, by: 'backOffice', at: now, newEta: row.ConfirmedETA ?? row.EtaDate }
      : { type, by: 'backOffice', at: now }
  ) as OrderEvent
}

/** For each action, whether the order's lifecycle accepts it now. */
export function legalActions(row: SimOrder, now: string): Record<SimAction, boolean> {
  const snapshot = orderSnapshotAt(
    row.FeOrderStatus,
    { customerTypeName: row.CustomerTypeName, termsOfPayment: row.TermsOfPayment, etaDate: row.EtaDate },
    row.ConfirmedETA,
  )
  return Object.fromEntries(
    SIM_ACTIONS.map((action) => [action, snapshot.can(eventOf(action, row, now))]),
  ) as Record<SimAction, boolean>
}
