// Every statechart of the portal, in one list (decision 0260): the flow docs (`npm run docs:flows`),
// the diagram conversion tests and the statechart viewer read it. A new machine is one line here;
// its source is src/machines/<folder>/<name>.machine.ts, the folder being `name` unless given.
import type { AnyStateMachine } from 'xstate'
import { packingExportMachine } from './support/packing-export.machine'
import { supportMachine } from './support/support.machine'
import { paymentVoucherMachine } from './payment-voucher/payment-voucher.machine'
import { vietQrMachine } from './payment-voucher/vietqr.machine'
import { statementImportMachine } from './bank-statement/bank-statement.machine'
import { orderTrackingMachine } from './order-detail/order-tracking.machine'
import { orderDetailMachine } from './order-detail/order-detail.machine'
import { confirmedScreenMachine } from './confirmed-orders/confirmed-orders.machine'
import { workplaceMachine } from './workplace/workplace.machine'
import { qaMachine } from './qa/qa.machine'
import { profileMachine } from './profile/profile.machine'
import { notificationsMachine } from './notifications/notifications.machine'
import { homeMachine } from './home/home.machine'
import { changeOrderMachine } from './change-order/change-order.machine'
import { layoutMachine } from './layout/layout.machine'
import { liveUpdatesMachine } from './live-updates/live-updates.machine'
import { navigationMachine } from './navigation/navigation.machine'
import { orderLifecycleMachine } from './order-lifecycle/order-lifecycle.machine'
import { orderListMachine } from './order-list/order-list.machine'
import { orderReplayMachine } from './order-replay/order-replay.machine'
import { orderSearchMachine } from './order-search/order-search.machine'
import { passwordResetMachine } from './password-reset/password-reset.machine'
import { placeOrderMachine } from './place-order/place-order.machine'
import { quickOrderMachine } from './place-order/quick-order.machine'
import { sessionMachine } from './session/session.machine'
import { simulatorMachine } from './simulator/simulator.machine'
import { statechartViewerMachine } from './statechart-viewer/statechart-viewer.machine'
import { tagsViewMachine } from './tags-view/tags-view.machine'
import { saveTemplateMachine } from './templates/save-template.machine'
import { templatesMachine } from './templates/templates.machine'

export interface RegisteredMachine {
  /** The machine's file name (`<name>.machine.ts`), and its doc's name under docs/flows. */
  readonly name: string
  /** The folder under src/machines when it is not `name` (a flow's second machine). */
  readonly folder?: string
  readonly machine: AnyStateMachine
}

export const MACHINES: readonly RegisteredMachine[] = [
  { name: 'session', machine: sessionMachine },
  { name: 'navigation', machine: navigationMachine },
  { name: 'tags-view', machine: tagsViewMachine },
  { name: 'layout', machine: layoutMachine },
  { name: 'password-reset', machine: passwordResetMachine },
  { name: 'place-order', machine: placeOrderMachine },
  { name: 'quick-order', folder: 'place-order', machine: quickOrderMachine },
  { name: 'templates', machine: templatesMachine },
  { name: 'save-template', folder: 'templates', machine: saveTemplateMachine },
  { name: 'order-list', machine: orderListMachine },
  { name: 'order-lifecycle', machine: orderLifecycleMachine },
  { name: 'order-replay', machine: orderReplayMachine },
  { name: 'statechart-viewer', machine: statechartViewerMachine },
  { name: 'workplace', machine: workplaceMachine },
  { name: 'qa', machine: qaMachine },
  { name: 'profile', machine: profileMachine },
  { name: 'notifications', machine: notificationsMachine },
  { name: 'live-updates', machine: liveUpdatesMachine },
  { name: 'home', machine: homeMachine },
  { name: 'change-order', machine: changeOrderMachine },
  { name: 'confirmed-orders', machine: confirmedScreenMachine },
  { name: 'order-detail', machine: orderDetailMachine },
  { name: 'order-tracking', folder: 'order-detail', machine: orderTrackingMachine },
  { name: 'payment-voucher', machine: paymentVoucherMachine },
  { name: 'vietqr', folder: 'payment-voucher', machine: vietQrMachine },
  { name: 'support', machine: supportMachine },
  { name: 'packing-export', folder: 'support', machine: packingExportMachine },
  { name: 'simulator', machine: simulatorMachine },
  { name: 'bank-statement', machine: statementImportMachine },
  { name: 'order-search', machine: orderSearchMachine },
]

/** The registered machine whose root id (`createMachine({ id })`) is this, as the inspector names actors. */
export const machineById = (id: string): RegisteredMachine | undefined =>
  MACHINES.find((entry) => entry.machine.id === id)
