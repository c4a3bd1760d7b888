// The live updates' rules (R-LIVE-007, decision 0376): when to connect again, when to stop, and
// which events change what the page shows. Pure; the machine and its tests use them.
import type { LiveEvent } from '../../api/contracts/live'

/** The first wait after a stream dropped; each failure in a row doubles it, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1000
export const RETRY_MAX_MS = 60_000
/** The wait after the server refused one stream too many (the page polls meanwhile). */
export const REFUSED_RETRY_MS = 60_000

/** The wait before connecting again after `failures` drops in a row (1 or more). */
export const retryDelayOf = (failures: number): number =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, Math.min(failures, 16) - 1), RETRY_MAX_MS)

/** The API's auth codes (R-ERR-003): the session is over, so the stream is too; no retry. */
const SESSION_OVER_CODES: ReadonlySet<number> = new Set([4010, 4012, 5004])

/** Whether a refusal of the stream means the session is over (no retry: the page signs out). */
export const endsTheSession = (code: number): boolean => SESSION_OVER_CODES.has(code)

/**
 * Whether an event changes what the page shows (the lists, the drawer, the bell reload): every
 * order, notification and resync does; a count only when it differs from the last one known
 * (the first, sent on connecting, says what the page just loaded).
 */
export const changesThePage = (event: LiveEvent, lastUnread: number | null): boolean =>
  event.kind === 'counts'
    ? lastUnread !== null && event.unreadNotifications !== lastUnread
    : event.kind !== 'ended'
