// The order lifecycle's business rules (R-LIFE-008..036, R-PERM-004) as pure functions. The
// machine's guards call them, and so does the mock backend. No clock: times are arguments.
import { DISTRIBUTOR_TYPE_NAME, TT_TERMS, type FeOrderStatus, type TrackId } from '../../api/contracts/common'
import { addDays, isBusinessDateTime, startOf } from './business-time'
import type { OrderEvent } from './order-lifecycle.events'

/**
 * Days after the expected receipt date during which support may be asked (R-LIFE-016, R-LIFE-031).
 */
export const SUPPORT_WINDOW_DAYS = 7
/**
 * Days after the confirmed ETA after which an order at 5 completes by itself (R-LIFE-014,
 * R-LIFE-032).
 */
export const AUTO_COMPLETE_DAYS = 7

/** Statuses the back office may cancel from (R-LIFE-034): never after delivery. The chart is the
 * rule; the machine and property tests hold it to this list. @test */
export const CANCELLABLE_STATUSES = [1, 2, 25, 3, 4] as const satisfies readonly FeOrderStatus[]
/** Statuses a change-order document may be issued at: 1 to 4 in lifecycle order, 25 included.
 * The chart is the rule; the machine test holds it to this list. @test */
export const CHANGE_ORDER_STATUSES = [1, 2, 25, 3, 4] as const satisfies readonly FeOrderStatus[]

/** A distributor is exactly CustomerTypeName 'Distributor' (R-PERM-004). */
export const isDistributor = (customerTypeName: string): boolean => customerTypeName === DISTRIBUTOR_TYPE_NAME

/**
 * Payment-document actions exist only for non-distributors with terms exactly 'no credit - TT'
 * (R-PERM-005, R-PEND-013).
 */
export const isPaymentVoucherMode = (customerTypeName: string, termsOfPayment: string): boolean =>
  !isDistributor(customerTypeName) && termsOfPayment === TT_TERMS

/**
 * The instant the support window closes and auto-completion becomes due: 00:00:00 of the day
 * 7 days after the expected receipt date (= confirmed ETA). Undefined without a valid date.
 */
export function supportWindowClosesAt(expectedReceiptDate: string | null): string | undefined {
  if (expectedReceiptDate === null) return undefined
  const day = addDays(expectedReceiptDate, SUPPORT_WINDOW_DAYS)
  return day === undefined ? undefined : startOf(day)
}

/**
 * True while the customer may still confirm receipt or ask for support: strictly before the
 * window closes. A missing date or a malformed time closes it (refuse rather than guess).
 */
export function supportWindowOpen(expectedReceiptDate: string | null, at: string): boolean {
  const closesAt = supportWindowClosesAt(expectedReceiptDate)
  // Both are `YYYY-MM-DD HH:mm:ss`, so text order is time order.
  return closesAt !== undefined && isBusinessDateTime(at) && at < closesAt
}

/** True once `at` is at or after the confirmed ETA plus 7 days: the exact complement of the window. */
export function autoCompleteDue(confirmedEta: string | null, at: string): boolean {
  if (confirmedEta === null) return false
  const day = addDays(confirmedEta, AUTO_COMPLETE_DAYS)
  return day !== undefined && isBusinessDateTime(at) && at >= startOf(day)
}

/** Save or Submit needs at least one uploaded voucher URL (R-PAY-004). */
export const hasVoucher = (paymentList: readonly string[]): boolean =>
  paymentList.some((url) => url.trim() !== '')

/** A support request names at least one reason (R-SUP-003). */
export const hasSupportReason = (supportIdList: readonly number[]): boolean => supportIdList.length > 0

/**
 * A change-order document changes the ETA, the shipping address or line quantities, or adds a
 * purchase cost (R-CHG-009); otherwise it is no change.
 */
export const hasOrderChange = (change: {
  newEta?: string | undefined
  newShippingAddressId?: number | undefined
  newQuantities?: readonly unknown[] | undefined
  incurredPurchaseCostPercent?: number | undefined
}) =>
  change.newEta !== undefined ||
  change.newShippingAddressId !== undefined ||
  (change.newQuantities?.length ?? 0) > 0 ||
  (change.incurredPurchaseCostPercent ?? 0) > 0

/** An order's tracking step on entering a status (R-LIFE-001..006); none for 0, 2, 4, 7. */
const TRACK_BY_STATUS: Partial<Record<FeOrderStatus, TrackId>> = { 1: 0, 25: 1, 3: 2, 5: 3, 6: 4, 8: 5 }
export const trackIdOnEntering = (status: FeOrderStatus): TrackId | undefined => TRACK_BY_STATUS[status]

/** Which list shows an order (R-LIFE-027, decision 0024): drafts only in the draft list. */
export type OrderList = 'draft' | 'pending' | 'confirmed'
export const listOf = (status: FeOrderStatus): OrderList =>
  status === 0 ? 'draft' : status === 1 || status === 2 || status === 25 ? 'pending' : 'confirmed'

/** Notification OrderType (R-NOTI-003): 1 pending order, 2 confirmed order, 3 change order. */
export type NotificationOrderType = 1 | 2 | 3

/** What an accepted event implies beyond the status; the event store or the simulator acts on it. */
export type OrderEffect =
  | { readonly type: 'tracking.step'; readonly trackId: TrackId; readonly at: string }
  | {
      readonly type: 'notification'
      readonly topic: 'supportCompleted' | 'changeOrder'
      readonly orderType: NotificationOrderType
    }

/**
 * The effects of an ACCEPTED event that moved the order from `before` to `after` (the caller
 * knows it was accepted: `decide` said so). Pure: it describes, it does not notify.
 */
export function effectsOf(event: OrderEvent, before: FeOrderStatus, after: FeOrderStatus): OrderEffect[] {
  const effects: OrderEffect[] = []
  const trackId = before === after ? undefined : trackIdOnEntering(after)
  if (trackId !== undefined) effects.push({ type: 'tracking.step', trackId, at: event.at })
  if (event.type === 'support.resolve')
    effects.push({ type: 'notification', topic: 'supportCompleted', orderType: 2 })
  if (event.type === 'order.change')
    effects.push({ type: 'notification', topic: 'changeOrder', orderType: 3 })
  return effects
}
