// Notification calls (R-API-021, R-API-033). The type list with counts is ours: the
// spec does not show its path.
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import { Count, EntityId, inQuery, NoData, note, WireDateTime } from './common'

/** Exactly four notification types (R-NOTI-002). */
export const NOTIFICATION_TYPE_IDS = [1, 2, 3, 4] as const
export const NotificationTypeId = Schema.Literal(...NOTIFICATION_TYPE_IDS).annotations({
  identifier: 'NotificationTypeId',
  description: 'one of the four notification types',
})
export type NotificationTypeId = Schema.Schema.Type<typeof NotificationTypeId>

/** What a notification opens (R-NOTI-003, R-NOTI-009, R-NOTI-010). */
export const NotificationOrderType = Schema.Literal(1, 2, 3).annotations({
  identifier: 'NotificationOrderType',
  description: '1 pending order, 2 confirmed order, 3 change order',
})
export type NotificationOrderType = Schema.Schema.Type<typeof NotificationOrderType>

export const NotificationType = Schema.Struct({
  Id: NotificationTypeId,
  NotificationType_EN: Schema.String,
  NotificationType_VN: Schema.String,
  Count: note(Count, 'unread notifications of this type'),
  LatestNotification_EN: Schema.NullOr(Schema.String),
  LatestNotification_VN: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'NotificationType' })
export type NotificationType = Schema.Schema.Type<typeof NotificationType>

export const Notification = Schema.Struct({
  Id: EntityId,
  NotificationType: NotificationTypeId,
  IsRead: Schema.Boolean,
  CreateTime: WireDateTime,
  NotificationContent_EN: Schema.String,
  NotificationContent_VN: Schema.String,
  OrderId: Schema.NullOr(EntityId),
  OrderType: Schema.NullOr(NotificationOrderType),
  FileName: Schema.NullOr(Schema.String),
  FileURL: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'Notification' })
export type Notification = Schema.Schema.Type<typeof Notification>

export const GetUserUnReadNotificationCount = defineEndpoint({
  name: 'Notification.GetUserUnReadNotificationCount',
  method: 'GET',
  path: 'api/Notification/GetUserUnReadNotificationCount',
  request: NoInput,
  response: Count,
  summary: 'The total unread count, a number (R-API-033).',
})

export const GetNotificationTypeList = defineEndpoint({
  name: 'Notification.GetNotificationTypeList',
  method: 'GET',
  path: 'api/Notification/GetNotificationTypeList',
  request: NoInput,
  response: Schema.Array(NotificationType).pipe(Schema.itemsCount(NOTIFICATION_TYPE_IDS.length)),
  summary: 'The four types with unread counts and latest notification (R-NOTI-001); path ours.',
})

export const GetUserNotificationList = defineEndpoint({
  name: 'Notification.GetUserNotificationList',
  method: 'GET',
  path: 'api/Notification/GetUserNotificationList',
  request: Schema.Struct({ NotificationTypeId: inQuery(NotificationTypeId) }),
  response: Schema.Array(Notification),
  summary: "One type's notifications, newest first (R-API-021, R-NOTI-001).",
})

export const SetNotificationRead = defineEndpoint({
  name: 'Notification.SetNotificationRead',
  method: 'POST',
  path: 'api/Notification/SetNotificationRead',
  request: Schema.Struct({ notificationId: EntityId }),
  response: NoData,
  summary: 'Marks one notification read (R-NOTI-004).',
})

export const SetNotificationReadByTypeId = defineEndpoint({
  name: 'Notification.SetNotificationReadByTypeId',
  method: 'POST',
  path: 'api/Notification/SetNotificationReadByTypeId',
  request: Schema.Struct({ notificationTypeId: NotificationTypeId }),
  response: NoData,
  summary: 'Marks every notification of one type read (R-NOTI-007).',
})

export const MarkAllNotificationRead = defineEndpoint({
  name: 'Notification.MarkAllNotificationRead',
  method: 'POST',
  path: 'api/Notification/MarkAllNotificationRead',
  request: NoInput,
  response: NoData,
  summary: 'Marks every notification read (R-NOTI-006).',
})

export const notificationEndpoints = [
  GetUserUnReadNotificationCount,
  GetNotificationTypeList,
  GetUserNotificationList,
  SetNotificationRead,
  SetNotificationReadByTypeId,
  MarkAllNotificationRead,
] as const
