// The notifications' I/O through the request layer (R-API-021, R-NOTI-004..007): what the machine's
// actors do. Failures reject with the client's ApiError after its toast (R-ERR-004); the machine
// puts back what a refused mark-read changed.
import type { ApiClient } from '../../api/client'
import {
  GetNotificationTypeList,
  GetUserNotificationList,
  GetUserUnReadNotificationCount,
  MarkAllNotificationRead,
  SetNotificationRead,
  SetNotificationReadByTypeId,
  type Notification,
} from '../../api/contracts/notification'
import type { ListInput, NotificationsSummary, ReadWrite } from '../../machines/notifications'

export interface NotificationsIO {
  readonly loadSummary: () => Promise<NotificationsSummary>
  readonly loadList: (input: ListInput) => Promise<readonly Notification[]>
  readonly markRead: (write: ReadWrite) => Promise<void>
}

export const notificationsIO = (client: Pick<ApiClient, 'call'>): NotificationsIO => ({
  // R-API-033: the total is its own call; the per-type counts come with the type list.
  loadSummary: async () => {
    const [types, total] = await Promise.all([
      client.call(GetNotificationTypeList, {}),
      client.call(GetUserUnReadNotificationCount, {}),
    ])
    return { types, total }
  },
  loadList: ({ typeId }) => client.call(GetUserNotificationList, { NotificationTypeId: typeId }),
  markRead: async (write) => {
    if (write.kind === 'one') await client.call(SetNotificationRead, { notificationId: write.id })
    else if (write.kind === 'type')
      await client.call(SetNotificationReadByTypeId, { notificationTypeId: write.typeId })
    else await client.call(MarkAllNotificationRead, {})
  },
})
