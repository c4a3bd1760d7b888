// What the simulator panel reads from the machine's snapshot, one selector per need, so each part
// re-renders only when what it shows changes (`useSelector(actor, selector)`).
import type { SimOrder } from '../../api/contracts/simulator'
import type { SimulatorEvent, SimulatorSnapshot } from './simulator.machine'
import { SIM_ACTIONS, type SimAction } from './simulator.rules'

export const selectClock = (s: SimulatorSnapshot) => s.context.clock
export const selectPage = (s: SimulatorSnapshot) => s.context.page
export const selectFirst = (s: SimulatorSnapshot) => s.context.query.first
export const selectStatusFilter = (s: SimulatorSnapshot) => s.context.query.status
export const selectFailure = (s: SimulatorSnapshot) => s.context.failure
export const selectPendingFailure = (s: SimulatorSnapshot) => s.context.pendingFailure
/** The business date of the server's clock, or '' before it is loaded (the change dialog's minimum). */
export const selectToday = (s: SimulatorSnapshot) => s.context.clock?.Now.slice(0, 10) ?? ''

const orderAskedIn = (s: SimulatorSnapshot, question: 'cancel' | 'change'): SimOrder | null =>
  s.matches({ confirming: question }) && s.context.call?.kind === 'order' ? s.context.call.order : null
/** The order whose cancel asks for its reason and note. */
export const selectCancelling = (s: SimulatorSnapshot) => orderAskedIn(s, 'cancel')
/** The order whose change asks for its new ETA and cost. */
export const selectChanging = (s: SimulatorSnapshot) => orderAskedIn(s, 'change')

/** Whether the machine takes `event` now: a button is enabled exactly then. */
export const selectCan = (event: SimulatorEvent) => (s: SimulatorSnapshot) => s.can(event)

/** For one order's row, which of its action buttons are enabled (in SIM_ACTIONS' order). */
export const selectRowActions =
  (order: SimOrder) =>
  (s: SimulatorSnapshot): readonly boolean[] =>
    SIM_ACTIONS.map((action: SimAction) => s.can({ type: 'order.act', action, order }))
