// The live updates' events (R-LIVE-001..008, decision 0375): what `GET /api/events` sends as
// Server-Sent Events, and what the in-browser demo carries between tabs on a BroadcastChannel
// (decision 0377). One Schema per event kind, each bounded; the client decodes every `data:` line
// with `LiveEvent` and drops one that does not decode. An event's SSE `id:` is the position in the
// event log it reflects (a whole number), which `Last-Event-ID` names to resume.
import { Schema } from 'effect'
import { Count, EntityId, FeOrderStatus } from './common'

/** The stream's path, beside the API's calls (not an envelope call: no contract of its own). */
export const LIVE_EVENTS_PATH = 'api/events'
/** The header that names the last event seen (the SSE standard's). */
export const LAST_EVENT_ID_HEADER = 'Last-Event-ID'
/** The longest `Last-Event-ID` the server reads: a log position. */
export const LAST_EVENT_ID_MAX_LENGTH = 16
/**
 * The header of every API answer of our server naming the log position its data is at least as
 * new as: a page's first stream resumes from the earliest it saw (R-LIVE-011).
 */
export const LOG_POSITION_HEADER = 'Log-Position'

/** An order the user may see changed: its status now (the lists and an open drawer reload it). */
export const LiveOrderEvent = Schema.Struct({
  kind: Schema.Literal('order'),
  orderId: EntityId,
  orderNumber: Schema.String.pipe(Schema.maxLength(32)),
  status: FeOrderStatus,
}).annotations({ identifier: 'LiveOrderEvent' })

/** A notification for the user was made. */
export const LiveNotificationEvent = Schema.Struct({
  kind: Schema.Literal('notification'),
  id: EntityId,
}).annotations({ identifier: 'LiveNotificationEvent' })

/** The user's unread notifications now (the bell's number), sent on connecting and after each change. */
export const LiveCountsEvent = Schema.Struct({
  kind: Schema.Literal('counts'),
  unreadNotifications: Count,
}).annotations({ identifier: 'LiveCountsEvent' })

/** What was missed cannot be told event by event (too far behind, the data reset): reload everything. */
export const LiveResyncEvent = Schema.Struct({
  kind: Schema.Literal('resync'),
}).annotations({ identifier: 'LiveResyncEvent' })

/** The stream's session ended (signed out, expired, ended elsewhere): the stream closes, no retry. */
export const LiveEndedEvent = Schema.Struct({
  kind: Schema.Literal('ended'),
}).annotations({ identifier: 'LiveEndedEvent' })

export const LiveEvent = Schema.Union(
  LiveOrderEvent,
  LiveNotificationEvent,
  LiveCountsEvent,
  LiveResyncEvent,
  LiveEndedEvent,
).annotations({ identifier: 'LiveEvent' })
export type LiveEvent = Schema.Schema.Type<typeof LiveEvent>

/** The longest `data:` line the client reads (the largest event is far below it). */
export const LIVE_EVENT_MAX_BYTES = 1024

/** The in-browser demo's channel between tabs (decision 0377). */
export const LIVE_CHANNEL = 'portal-live'

/** What the demo's backend posts on LIVE_CHANNEL: an event for one account (null: for everyone). */
export const LiveChannelMessage = Schema.Struct({
  account: Schema.NullOr(Schema.String.pipe(Schema.maxLength(254))),
  id: Count,
  event: LiveEvent,
}).annotations({ identifier: 'LiveChannelMessage' })
export type LiveChannelMessage = Schema.Schema.Type<typeof LiveChannelMessage>
