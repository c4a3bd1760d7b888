// The notifications' rules (R-NOTI-004..011): what the bell shows and what
// reading changes. Pure: the machine's guards and actions call them, and so do the tests. A view is
// the four types with their unread counts, the unread total, and the open type's list. Reading is
// shown at once (optimistic) and each change returns what undoes it, so a call the server refused
// or never got restores exactly what it changed (decision 0221), and the counts never go below zero.
import type { Notification, NotificationType, NotificationTypeId } from '../../api/contracts/notification'
import { PATHS } from '../../lib/paths'
import type { FeOrderStatus } from '../../api/contracts/common'
import { listOf } from '../order-lifecycle/order-lifecycle.rules'

/** How often the unread count is asked for while the page is shown (decision 0221). */
export const POLL_INTERVAL_MS = 60_000

export interface NotificationsView {
  readonly types: readonly NotificationType[]
  readonly total: number
  /** The open type's notifications, newest first; empty when no type is open. */
  readonly list: readonly Notification[]
}

/** What a mark-read changed, to be put back when the server did not mark it. */
export interface ReadUndo {
  /** Unread notifications taken off each type's count. */
  readonly counts: Readonly<Partial<Record<NotificationTypeId, number>>>
  /** Notifications of the list shown read. */
  readonly ids: readonly number[]
}

/** The call that marks the read on the server (R-NOTI-004, R-NOTI-006, R-NOTI-007). */
export type ReadWrite =
  | { readonly kind: 'one'; readonly id: number }
  | { readonly kind: 'type'; readonly typeId: NotificationTypeId }
  | { readonly kind: 'all' }

export const emptyView: NotificationsView = { types: [], total: 0, list: [] }

/** R-NOTI-008: the red dot shows exactly when the total unread count is above zero. */
export const showsDot = (view: Pick<NotificationsView, 'total'>): boolean => view.total > 0

/** The most the bell's badge writes out; above it, '99+' (R-NOTI-015). */
const BADGE_MAX = 99

/** R-NOTI-015: what the bell's badge says: the unread count, '99+' above 99, null at 0 (no badge). */
export const badgeOf = (view: Pick<NotificationsView, 'total'>): string | null =>
  !showsDot(view) ? null : view.total > BADGE_MAX ? `${BADGE_MAX}+` : String(view.total)

/** The unread count of a type. */
export const countOf = (view: NotificationsView, typeId: NotificationTypeId): number =>
  view.types.find((t) => t.Id === typeId)?.Count ?? 0

/** A summary from the server: the types and the unread total, never below zero. */
export function withSummary(
  view: NotificationsView,
  types: readonly NotificationType[],
  total: number,
): NotificationsView {
  return {
    ...view,
    types: types.map((t) => ({ ...t, Count: Math.max(0, t.Count) })),
    total: Math.max(0, total),
  }
}

/** Newest first (R-NOTI-001), then by id, whatever order the server answered. */
export const newestFirst = (list: readonly Notification[]): Notification[] =>
  [...list].sort((a, b) =>
    a.CreateTime === b.CreateTime ? b.Id - a.Id : a.CreateTime < b.CreateTime ? 1 : -1,
  )

function applyRead(
  view: NotificationsView,
  counts: ReadUndo['counts'],
  ids: readonly number[],
  sign: 1 | -1,
): NotificationsView {
  const idSet = new Set(ids)
  let moved = 0
  const types = view.types.map((t) => {
    const delta = counts[t.Id] ?? 0
    const next = Math.max(0, t.Count + sign * delta)
    moved += next - t.Count
    return next === t.Count ? t : { ...t, Count: next }
  })
  return {
    types,
    total: Math.max(0, view.total + moved),
    list: view.list.map((n) => (idSet.has(n.Id) ? { ...n, IsRead: sign < 0 } : n)),
  }
}

/**
 * Reading what `write` names, as the server will: the view with it read, and what undoes it.
 * R-NOTI-005: an already-read notification changes no count.
 */
export function markRead(
  view: NotificationsView,
  write: ReadWrite,
): { readonly view: NotificationsView; readonly undo: ReadUndo } {
  const counts: Partial<Record<NotificationTypeId, number>> = {}
  let ids: number[] = []
  if (write.kind === 'one') {
    const item = view.list.find((n) => n.Id === write.id)
    if (item !== undefined && !item.IsRead) {
      ids = [item.Id]
      if (countOf(view, item.NotificationType) > 0) counts[item.NotificationType] = 1
    }
  } else {
    for (const t of view.types)
      if ((write.kind === 'all' || t.Id === write.typeId) && t.Count > 0) counts[t.Id] = t.Count
    ids = view.list
      .filter((n) => !n.IsRead && (write.kind === 'all' || n.NotificationType === write.typeId))
      .map((n) => n.Id)
  }
  const undo: ReadUndo = { counts, ids }
  return { view: applyRead(view, counts, ids, -1), undo }
}

/** Puts back what a refused mark-read changed (the server marked nothing). */
export const undoRead = (view: NotificationsView, undo: ReadUndo): NotificationsView =>
  applyRead(view, undo.counts, undo.ids, 1)

/** Whether the write changes anything (an already-read notification asks the server nothing). */
export const changesSomething = (undo: ReadUndo): boolean =>
  undo.ids.length > 0 || Object.values(undo.counts).some((n) => (n ?? 0) > 0)

const CHANGE_KEY = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Where a notification leads (R-NOTI-009, R-NOTI-010): a change order to its document, with the key
 * of the link the server gave (decision 0220); a pending or confirmed order to its list with that
 * order's drawer (`?orderId=`). Nothing else of the server's link is followed, so a link carrying
 * `javascript:` or another host leads nowhere but our own page. Null when it names no order.
 */
export function linkOf(notification: Notification): string | null {
  const { OrderId, OrderType } = notification
  if (OrderId === null || OrderType === null) return null
  if (OrderType === 1) return `${PATHS.pendingOrders}?orderId=${OrderId}`
  if (OrderType === 2) return `${PATHS.confirmedOrders}?orderId=${OrderId}`
  const query = new URLSearchParams({ orderId: String(OrderId) })
  const key = changeKeyOf(notification.FileURL, OrderId)
  if (key !== undefined) query.set('key', key)
  return `${PATHS.changeOrder}?${query.toString()}`
}

/** The key of a change-order link of this order (`/changeorder?orderId=<id>&key=<key>`), if any. */
function changeKeyOf(link: string | null, orderId: number): string | undefined {
  if (link === null || !link.startsWith(`${PATHS.changeOrder}?`)) return undefined
  const query = new URLSearchParams(link.slice(PATHS.changeOrder.length + 1))
  const key = query.get('key')
  return query.get('orderId') === String(orderId) && key !== null && CHANGE_KEY.test(key) ? key : undefined
}

/**
 * R-NOTI-016: a notification about a pending (1) or confirmed (2) order names the list its order is
 * in NOW, not the one it was in when the notification was made: the server answers each
 * notification with its order's current status (decision 0346), so an order that moved on to
 * confirmed or Need Support opens in the confirmed list. A change order (3), a notification
 * without an order, or an order no longer known (undefined status) keep what they said.
 */
export function currentOrderType<N extends Pick<Notification, 'OrderType'>>(
  notification: N,
  status: FeOrderStatus | undefined,
): N {
  const { OrderType } = notification
  if (status === undefined || (OrderType !== 1 && OrderType !== 2)) return notification
  const list = listOf(status)
  const now = list === 'pending' ? 1 : list === 'confirmed' ? 2 : OrderType
  return now === OrderType ? notification : { ...notification, OrderType: now }
}
