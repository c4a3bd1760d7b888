// The back-office simulator's rules (R-API-041), pure: which actions the panel offers for an order
// is the lifecycle machine's answer (orderSnapshotAt(...).can), so an illegal one is disabled
// before the server would refuse it (R-API-038); what a change order may ask for.
import type { SimOrder } from '../../api/contracts/simulator'
import { orderSnapshotAt, type OrderEvent, type OrderEventType } from '../order-lifecycle'

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

/** The actions that ask for details in a dialog first (R-API-036, R-API-037). */
export type DialogSimAction = Extract<SimAction, 'cancel' | 'changeOrder'>
/** The actions that take only the order id. */
export type PlainSimAction = Exclude<SimAction, DialogSimAction>

export const isDialogAction = (action: SimAction): action is DialogSimAction =>
  action === 'cancel' || action === 'changeOrder'

export const EVENT_OF_ACTION = {
  approve: 'order.approve',
  verifyPayment: 'payment.verify',
  process: 'order.process',
  ship: 'order.ship',
  resolveSupport: 'support.resolve',
  changeOrder: 'order.change',
  cancel: 'order.cancel',
} as const satisfies Record<SimAction, OrderEventType>

/** The back office's event for an action at business time `now` (a change order names its ETA). */
export function eventOf(action: SimAction, row: SimOrder, now: string): OrderEvent {
  const type = EVENT_OF_ACTION[action]
  return (
    type === 'order.change'
      ? { type, by: 'backOffice', at: now, newEta: row.ConfirmedETA ?? row.EtaDate }
      : { type, by: 'backOffice', at: now }
  ) as OrderEvent
}

const snapshotOf = (row: SimOrder) =>
  orderSnapshotAt(
    row.FeOrderStatus,
    { customerTypeName: row.CustomerTypeName, termsOfPayment: row.TermsOfPayment, etaDate: row.EtaDate },
    row.ConfirmedETA,
  )

/** Whether the order's lifecycle accepts `action` at business time `now` (R-API-038). */
export const isActionLegal = (action: SimAction, row: SimOrder, now: string): boolean =>
  snapshotOf(row).can(eventOf(action, row, now))

/**
 * For each action, whether the order's lifecycle accepts it now (the panel asks the machine, which
 * asks isActionLegal; the tests compare this with the event store).
 * @test
 */
export function legalActions(row: SimOrder, now: string): Record<SimAction, boolean> {
  const snapshot = snapshotOf(row)
  return Object.fromEntries(
    SIM_ACTIONS.map((action) => [action, snapshot.can(eventOf(action, row, now))]),
  ) as Record<SimAction, boolean>
}

/** A change order's details as the dialog takes them: the new ETA and the incurred cost in percent. */
export interface ChangeDetails {
  readonly etaDate: string
  readonly costPercent: number
}

/** A new ETA from today on, a cost between 0 and 100 percent (R-API-037). */
export const isChangeValid = ({ etaDate, costPercent }: ChangeDetails, today: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(etaDate) &&
  etaDate >= today &&
  Number.isFinite(costPercent) &&
  costPercent >= 0 &&
  costPercent <= 100
