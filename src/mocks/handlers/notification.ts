// The Notification.* endpoints (R-API-021, R-API-033): an account's notifications are
// a fold of the log; reading one appends a read mark (nothing when it was already read, R-NOTI-005).
import {
  GetNotificationTypeList,
  GetUserNotificationList,
  GetUserUnReadNotificationCount,
  MarkAllNotificationRead,
  NOTIFICATION_TYPE_IDS,
  SetNotificationRead,
  SetNotificationReadByTypeId,
  type Notification,
} from '../../api/contracts/notification'
import type { StoredNotification } from '../../backend/db'
import { say } from '../../backend/messages'
import { currentOrderType } from '../../machines/notifications/notifications.rules'
import { keptJsonAnswer, MOCK_CODES, ok, refuse } from '../respond'
import { textIn } from '../../backend/texts'
import { handleForUser, type OrderHandlerDeps } from './order-context'

/** A stored notification as the wire carries it (without its owner). */
export const notificationOf = ({ Account: _account, ...notification }: StoredNotification): Notification =>
  notification

export function notificationHandlers(deps: OrderHandlerDeps) {
  const { orders } = deps
  const mine = (account: string) => orders.store.notificationsOf(account)
  const markRead = async (request: Request, account: string, ids: readonly number[]) => {
    const changed = await orders.commands.markRead(account, ids, orders.clock.now())
    return ok(null, say(request, 'notifications.marked', { count: changed }))
  }

  return [
    handleForUser(deps, GetUserUnReadNotificationCount, (_input, _context, account) =>
      ok(mine(account.account).filter((n) => !n.IsRead).length),
    ),

    handleForUser(deps, GetNotificationTypeList, (_input, _context, account) => {
      const list = mine(account.account)
      return ok(
        NOTIFICATION_TYPE_IDS.map((id) => {
          const ofType = list.filter((n) => n.NotificationType === id)
          const latest = ofType[0]
          return {
            Id: id,
            NotificationType_EN: textIn('en', `notifications.types.${id}`),
            NotificationType_VN: textIn('vi', `notifications.types.${id}`),
            Count: ofType.filter((n) => !n.IsRead).length,
            LatestNotification_EN: latest?.NotificationContent_EN ?? null,
            LatestNotification_VN: latest?.NotificationContent_VN ?? null,
          }
        }),
      )
    }),

    // Each notification names the list its order is in now (R-NOTI-016, decision 0346).
    // Kept until the account's notifications or any order's row change (decision 0388).
    handleForUser(deps, GetUserNotificationList, ({ NotificationTypeId }, _context, account) =>
      keptJsonAnswer(
        deps.listAnswers,
        () => JSON.stringify(['notifications', account.account, NotificationTypeId]),
        () => `${orders.store.notificationStampOf(account.account)}/${orders.db.orderIndex.stampOfAll()}`,
        () => ({
          code: 0,
          message: 'success',
          data: mine(account.account)
            .filter((n) => n.NotificationType === NotificationTypeId)
            .map((n) =>
              currentOrderType(
                notificationOf(n),
                n.OrderId === null ? undefined : orders.store.order(n.OrderId)?.status,
              ),
            ),
        }),
      ),
    ),

    handleForUser(deps, SetNotificationRead, ({ notificationId }, { request }, account) => {
      const notification = orders.store.notification(notificationId)
      if (notification === undefined || notification.Account !== account.account)
        return refuse(request, MOCK_CODES.notFound, 'notifications.notFound', { id: notificationId })
      return markRead(request, account.account, [notificationId])
    }),

    handleForUser(deps, SetNotificationReadByTypeId, ({ notificationTypeId }, { request }, account) =>
      markRead(
        request,
        account.account,
        mine(account.account)
          .filter((n) => n.NotificationType === notificationTypeId && !n.IsRead)
          .map((n) => n.Id),
      ),
    ),

    handleForUser(deps, MarkAllNotificationRead, (_input, { request }, account) =>
      markRead(
        request,
        account.account,
        mine(account.account)
          .filter((n) => !n.IsRead)
          .map((n) => n.Id),
      ),
    ),
  ]
}
