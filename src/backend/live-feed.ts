// What one account's live updates say of the records applied to the store (decision 0375): the
// same events for the server's stream (server/events.ts) and the in-browser demo's channel
// (decision 0377). An order's event goes only to an account that may list it: one of its own
// companies whose child rights let it see orders, the lists' own rule (R-LIVE-004).
import type { LiveEvent } from '../api/contracts/live'
import { childCodeAllows } from '../machines/profile/profile.rules'
import type { DemoAccount } from './accounts'
import type { StoreRecord } from './event-records'
import type { EventStore } from './event-store'
import { companyByCode, ownsCustomer, type CatalogSeed } from './seed/catalog'

/** An event with the log position it reflects: its SSE id. */
export interface PositionedEvent {
  readonly id: number
  readonly event: LiveEvent
}

/** At most this many records are read again to resume a stream; further behind, it resyncs. */
export const RESUME_MAX_RECORDS = 2000

/** Whether `account` sees the orders of `customerCode` in its lists (R-LIVE-004). */
export const followsOrdersOf = (catalog: CatalogSeed, account: DemoAccount, customerCode: string): boolean =>
  ownsCustomer(account, customerCode) &&
  childCodeAllows(companyByCode(catalog, customerCode)?.childPermission ?? null, 'viewOrders')

/** The account's unread notifications: the bell's number. */
export const countsOf = (store: EventStore, account: string): LiveEvent => ({
  kind: 'counts',
  unreadNotifications: store.notificationsOf(account).filter((n) => !n.IsRead).length,
})

/** What `record` tells `account`, read on the store as it is now: nothing when it is not theirs. */
export function liveEventsOf(
  store: EventStore,
  catalog: CatalogSeed,
  account: DemoAccount,
  record: StoreRecord,
): LiveEvent[] {
  switch (record.kind) {
    case 'order': {
      const state = store.order(record.orderId)
      if (state === undefined || !followsOrdersOf(catalog, account, state.document.CustomerCode)) return []
      return [{ kind: 'order', orderId: state.id, orderNumber: state.orderNumber, status: state.status }]
    }
    case 'notification':
      return record.account === account.account
        ? [{ kind: 'notification', id: record.notification.Id }, countsOf(store, account.account)]
        : []
    case 'notification.read':
      return record.account === account.account ? [countsOf(store, account.account)] : []
    default:
      return []
  }
}

/** The events of a batch of records for `account`, each with its record's position. */
export const positionedEventsOf = (
  store: EventStore,
  catalog: CatalogSeed,
  account: DemoAccount,
  records: readonly StoreRecord[],
): PositionedEvent[] =>
  records.flatMap((record) =>
    liveEventsOf(store, catalog, account, record).map((event) => ({ id: record.seq, event })),
  )

/**
 * What `account` missed after position `after` (R-LIVE-003): the events of the records since, or
 * 'resync' when `after` is not a position of this log or is more than RESUME_MAX_RECORDS behind.
 * Reads only the records after it: the log is an array by position.
 */
export function missedEvents(
  store: EventStore,
  catalog: CatalogSeed,
  account: DemoAccount,
  after: number,
): PositionedEvent[] | 'resync' {
  const log = store.log
  if (!Number.isSafeInteger(after) || after < 0 || after > log.length) return 'resync'
  if (log.length - after > RESUME_MAX_RECORDS) return 'resync'
  return positionedEventsOf(store, catalog, account, log.slice(after))
}
