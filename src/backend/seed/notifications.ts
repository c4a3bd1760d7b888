// The seed's notifications beyond those the seeded order histories produced (which cover types
// 1 to 4 for customer@demo.vn): a welcome of type 4 (support and system) for every account, and
// read marks on everything older than a week, so that each list shows read and unread items.
// Texts come from the backend namespace in both languages.
import type { StoreRecordInput } from '../event-records'
import type { EventStore } from '../event-store'
import { NOTIFICATION_TYPES } from '../order-notifications'
import { bilingual } from '../texts'
import { shiftDate } from '../clock'

/** Notifications older than this many days are seeded as read. */
export const SEED_READ_AFTER_DAYS = 7

export function welcomeNotifications(
  store: EventStore,
  accounts: readonly string[],
  baseDate: string,
): StoreRecordInput[] {
  let id = store.nextNotificationId()
  const at = `${shiftDate(baseDate, -60)} 08:00:00`
  return accounts.map((account) => {
    const content = bilingual('notifications.content.welcome')
    return {
      kind: 'notification',
      account,
      notification: {
        Id: id++,
        NotificationType: NOTIFICATION_TYPES.support,
        IsRead: false,
        CreateTime: at,
        NotificationContent_EN: content.en,
        NotificationContent_VN: content.vi,
        OrderId: null,
        OrderType: null,
        FileName: null,
        FileURL: null,
      },
    }
  })
}

/** Read marks, per account, on the notifications made before `baseDate` − 7 days. */
export function seedReadMarks(
  store: EventStore,
  accounts: readonly string[],
  baseDate: string,
): StoreRecordInput[] {
  const before = `${shiftDate(baseDate, -SEED_READ_AFTER_DAYS)} 00:00:00`
  return accounts.flatMap((account): StoreRecordInput[] => {
    const ids = store
      .notificationsOf(account)
      .filter((n) => n.CreateTime < before)
      .map((n) => n.Id)
      .sort((a, b) => a - b)
    return ids.length === 0
      ? []
      : [{ kind: 'notification.read', account, at: `${shiftDate(baseDate, -1)} 18:00:00`, ids }]
  })
}
