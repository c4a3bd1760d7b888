// The mock backend's business clock (R-API-039): Vietnam's local time (UTC+7) of the
// real clock, moved forward by whole days with `__sim/clock`. Only the business uses it: order
// events, auto-completion and the support window. Sessions and tokens keep real time.
import { addDays, businessDateTimeAt } from '../machines/order-lifecycle'

const DAY_MS = 86_400_000

/** `YYYY-MM-DD HH:mm:ss` in Vietnam of an instant: the one business-time function (decision 0161). */
export const businessDateTimeOf = (instant: Date): string => businessDateTimeAt(instant.getTime())

export interface BusinessClock {
  /** Business date and time, `YYYY-MM-DD HH:mm:ss`. */
  now(): string
  /** Business date, `YYYY-MM-DD`. */
  today(): string
  /** Days the simulator moved the clock forward. */
  readonly offsetDays: number
  /** Moves the clock forward by whole days (never back: events keep their time order). */
  advance(days: number): void
  /** Back to real time (reset). */
  resetOffset(): void
}

/**
 * A business clock over `realNow` (the real clock; tests pass a fixed one) with an initial
 * offset in days (restored from persistence).
 */
export function createBusinessClock(realNow: () => Date = () => new Date(), offsetDays = 0): BusinessClock {
  let offset = offsetDays
  const now = () => businessDateTimeOf(new Date(realNow().getTime() + offset * DAY_MS))
  return {
    now,
    today: () => now().slice(0, 10),
    get offsetDays() {
      return offset
    },
    advance(days) {
      if (!Number.isInteger(days) || days < 1) throw new Error(`clock: cannot move by ${days} days`)
      offset += days
    },
    resetOffset() {
      offset = 0
    },
  }
}

/** `date` plus `days`, for dates the code itself made (throws on a malformed one). */
export function shiftDate(date: string, days: number): string {
  const shifted = addDays(date, days)
  if (shifted === undefined) throw new Error(`clock: ${date} is not a YYYY-MM-DD date`)
  return shifted
}
