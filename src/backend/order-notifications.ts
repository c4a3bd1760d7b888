// Which notification an accepted order event produces (decision 0038). The four types of
// R-NOTI-002 are ours: 1 pending orders (news of an order in the pending list), 2 confirmed orders
// (news of an order in the confirmed list), 3 change orders (R-API-037, R-NOTI-009), 4 support
// (R-LIFE-017's 'Support Completed'). The lifecycle's `effectsOf` names the change-order and
// support-completed notifications; the others follow the statuses an order enters by the back
// office's or the system's hand. The customer's own actions notify nobody.
import type { FeOrderStatus } from '../api/contracts/common'
import type { NotificationOrderType, NotificationTypeId } from '../api/contracts/notification'
import { effectsOf, type OrderEvent } from '../machines/order-lifecycle'
import type { OrderState } from './order-state'
import { bilingual, type Bilingual } from './texts'

export const NOTIFICATION_TYPES = { pending: 1, confirmed: 2, changeOrder: 3, support: 4 } as const

export interface NotificationDraft {
  readonly typeId: NotificationTypeId
  readonly orderType: NotificationOrderType
  readonly content: Bilingual
}

type Topic =
  | 'awaitingPayment'
  | 'confirmed'
  | 'paymentVerified'
  | 'paymentReceived'
  | 'processing'
  | 'shipped'
  | 'autoCompleted'
  | 'cancelled'
  | 'changeOrder'
  | 'supportCompleted'

const TOPICS: Record<Topic, { typeId: NotificationTypeId; orderType: NotificationOrderType }> = {
  awaitingPayment: { typeId: 1, orderType: 1 },
  confirmed: { typeId: 2, orderType: 2 },
  paymentVerified: { typeId: 2, orderType: 2 },
  // Still in the pending list (25): news of a pending order (R-BANK-003).
  paymentReceived: { typeId: 1, orderType: 1 },
  processing: { typeId: 2, orderType: 2 },
  shipped: { typeId: 2, orderType: 2 },
  autoCompleted: { typeId: 2, orderType: 2 },
  cancelled: { typeId: 2, orderType: 2 },
  changeOrder: { typeId: 3, orderType: 3 },
  supportCompleted: { typeId: 4, orderType: 2 },
}

function topicsOf(event: OrderEvent, before: FeOrderStatus, after: FeOrderStatus): Topic[] {
  const topics: Topic[] = []
  for (const effect of effectsOf(event, before, after))
    if (effect.type === 'notification') topics.push(effect.topic)
  if (before === after) return topics
  if (event.type === 'order.approve') topics.push(after === 2 ? 'awaitingPayment' : 'confirmed')
  else if (event.type === 'payment.verify') topics.push('paymentVerified')
  else if (event.type === 'payment.transfer') topics.push('paymentReceived')
  else if (event.type === 'order.process') topics.push('processing')
  else if (event.type === 'order.ship') topics.push('shipped')
  else if (event.type === 'order.autoComplete') topics.push('autoCompleted')
  else if (event.type === 'order.cancel') topics.push('cancelled')
  return topics
}

/** The notifications of an accepted `event` that moved the order from `before` to `state`. */
export function notificationsFor(
  state: OrderState,
  event: OrderEvent,
  before: FeOrderStatus,
): NotificationDraft[] {
  const context = state.snapshot.context
  const params = {
    orderNumber: state.orderNumber,
    eta: context.confirmedEta ?? context.etaDate,
    truckNo: state.details.TruckNo ?? '—',
    orderSO: state.details.OrderSO ?? '—',
    reason: state.cancel?.reason ?? '—',
    newEta: state.change?.newEta ?? '—',
    newAddress: state.change?.newShippingAddress ?? '—',
  }
  return topicsOf(event, before, state.status).map((topic) => ({
    ...TOPICS[topic],
    content: bilingual(`notifications.content.${topic}`, params),
  }))
}
