// Test kit of the notifications machine: a fake server that behaves like the mock's Notification.*
// handlers (four types, unread counts, newest first, read marks, refusals), and a live actor over
// it. Used by the machine's example tests, its properties and the bell's component tests.
import { createActor, fromPromise, waitFor, type SimulatedClock } from 'xstate'
import type {
  Notification,
  NotificationOrderType,
  NotificationType,
  NotificationTypeId,
} from '../../api/contracts/notification'
import { NOTIFICATION_TYPE_IDS } from '../../api/contracts/notification'
import { ApiError } from '../../api/errors'
import {
  notificationsMachine,
  type ListInput,
  type NotificationsActor,
  type NotificationsInput,
  type NotificationsSummary,
} from './notifications.machine'
import type { ReadWrite } from './notifications.rules'

const pad = (n: number) => String(n).padStart(2, '0')

/** A notification; a higher id is newer. */
export function notification(
  id: number,
  typeId: NotificationTypeId,
  overrides: Partial<Notification> = {},
): Notification {
  const orderType: NotificationOrderType = typeId === 3 ? 3 : typeId === 1 ? 1 : 2
  return {
    Id: id,
    NotificationType: typeId,
    IsRead: false,
    CreateTime: `2026-03-${pad(1 + (Math.floor(id / 24) % 28))} ${pad(id % 24)}:${pad(id % 60)}:00`,
    NotificationContent_EN: `Order BB${String(100 + id).padStart(8, '0')}: news ${id}`,
    NotificationContent_VN: `Đơn hàng BB${String(100 + id).padStart(8, '0')}: tin ${id}`,
    OrderId: 100 + id,
    OrderType: orderType,
    FileName: null,
    FileURL: null,
    ...overrides,
  }
}

export interface FakeServer {
  readonly items: Notification[]
  /** The next mark-read is refused as a network failure, once. */
  failNextWrite: boolean
  /** Every list call fails while set. */
  failLists: boolean
  readonly calls: string[]
  add(typeId: NotificationTypeId, overrides?: Partial<Notification>): Notification
  summary(): NotificationsSummary
  list(typeId: NotificationTypeId): Notification[]
  mark(write: ReadWrite): void
}

export function fakeServer(initial: readonly Notification[] = []): FakeServer {
  const items = initial.map((n) => ({ ...n }))
  let nextId = Math.max(0, ...items.map((n) => n.Id)) + 1
  const server: FakeServer = {
    items,
    failNextWrite: false,
    failLists: false,
    calls: [],
    add(typeId, overrides = {}) {
      const item = notification(nextId++, typeId, overrides)
      items.push(item)
      return item
    },
    summary() {
      const types: NotificationType[] = NOTIFICATION_TYPE_IDS.map((id) => {
        const ofType = server.list(id)
        return {
          Id: id,
          NotificationType_EN: `Type ${id}`,
          NotificationType_VN: `Loại ${id}`,
          Count: ofType.filter((n) => !n.IsRead).length,
          LatestNotification_EN: ofType[0]?.NotificationContent_EN ?? null,
          LatestNotification_VN: ofType[0]?.NotificationContent_VN ?? null,
        }
      })
      return { types, total: items.filter((n) => !n.IsRead).length }
    },
    list: (typeId) =>
      items
        .filter((n) => n.NotificationType === typeId)
        .sort((a, b) => b.Id - a.Id)
        .map((n) => ({ ...n })),
    mark(write) {
      for (const [i, n] of items.entries())
        if (
          (write.kind === 'one' && n.Id === write.id) ||
          (write.kind === 'type' && n.NotificationType === write.typeId) ||
          write.kind === 'all'
        )
          items[i] = { ...n, IsRead: true }
    },
  }
  return server
}

const networkError = (endpoint: string) => new ApiError('NetworkError', 'errors:network', { endpoint })

/** The machine over the fake server, with the links it opened recorded. */
export function notificationsOver(server: FakeServer, links: string[] = []) {
  return notificationsMachine.provide({
    actors: {
      loadSummary: fromPromise<NotificationsSummary>(async () => {
        server.calls.push('summary')
        return server.summary()
      }),
      loadList: fromPromise<readonly Notification[], ListInput>(async ({ input }) => {
        server.calls.push(`list ${input.typeId}`)
        if (server.failLists) throw networkError('Notification.GetUserNotificationList')
        return server.list(input.typeId)
      }),
      markRead: fromPromise<void, ReadWrite>(async ({ input }) => {
        server.calls.push(`mark ${input.kind}`)
        if (server.failNextWrite) {
          server.failNextWrite = false
          throw networkError('Notification.SetNotificationRead')
        }
        server.mark(input)
      }),
    },
    actions: {
      openLink: (_, { link }) => void links.push(link),
    },
  })
}

/** A started actor over the server; no poll unless `pollMs` is given. */
export function startNotifications(
  server: FakeServer,
  options: {
    readonly input?: NotificationsInput
    readonly clock?: SimulatedClock
    readonly links?: string[]
  } = {},
): NotificationsActor {
  const actor = createActor(notificationsOver(server, options.links), {
    input: { pollMs: 1e9, ...options.input },
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  })
  actor.start()
  return actor
}

/** Waits until nothing is loading or being marked. */
export const settled = (actor: NotificationsActor) =>
  waitFor(actor, (s) => !s.hasTag('busy') && s.context.queue.length === 0, { timeout: 2000 })
