// Business time without a clock: calendar dates `YYYY-MM-DD` and date-times `YYYY-MM-DD HH:mm:ss`
// in the manufacturer's local time (Vietnam), the wire formats of R-DATE-005. Day arithmetic goes
// through a day number (days since 1970-01-01) so no `Date` object, time zone or clock is involved.
// The business time of an instant is one function here, used by the mock backend's clock and by
// the screens, so neither reads the browser's time zone (decision 0161).
import { daysInMonth } from '../../api/contracts/calendar'

const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const DATE_TIME = /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/

/** Day number of a calendar date (proleptic Gregorian), or undefined when it is not a real date. */
export function dayNumberOf(date: string): number | undefined {
  const m = DATE.exec(date)
  if (!m) return undefined
  const y = Number(m[1])
  const mo = Number(m[2])
  const d = Number(m[3])
  if (d > daysInMonth(y, mo)) return undefined
  // Howard Hinnant's days_from_civil.
  const yy = mo <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** The calendar date of a day number (inverse of `dayNumberOf`). */
export function dateOfDayNumber(day: number): string {
  // Howard Hinnant's civil_from_days.
  const z = day + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

export const isBusinessDate = (value: string): boolean => dayNumberOf(value) !== undefined

export function isBusinessDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value)
  return m !== null && isBusinessDate(m[1] ?? '')
}

/** `date` moved by `days` (negative moves back); undefined when `date` is not a real date. */
export function addDays(date: string, days: number): string | undefined {
  const day = dayNumberOf(date)
  return day === undefined ? undefined : dateOfDayNumber(day + days)
}

/** The first instant (00:00:00) of a calendar date, as a date-time. */
export const startOf = (date: string): string => `${date} 00:00:00`

/** The calendar-date part of a date-time. */
export const dateOf = (dateTime: string): string => dateTime.slice(0, 10)

/** Vietnam has no daylight saving time: business time is always UTC+7. */
export const BUSINESS_UTC_OFFSET_HOURS = 7
const MS_PER_DAY = 86_400_000
const two = (n: number) => String(n).padStart(2, '0')

/** The business date-time (Vietnam, `YYYY-MM-DD HH:mm:ss`) of an instant given in epoch milliseconds. */
export function businessDateTimeAt(epochMs: number): string {
  const local = Math.floor(epochMs) + BUSINESS_UTC_OFFSET_HOURS * 3_600_000
  const day = Math.floor(local / MS_PER_DAY)
  const second = Math.floor((local - day * MS_PER_DAY) / 1000)
  const hms = `${two(Math.floor(second / 3600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}`
  return `${dateOfDayNumber(day)} ${hms}`
}

/** The business date (Vietnam, `YYYY-MM-DD`) of an instant given in epoch milliseconds. */
export const businessDateAt = (epochMs: number): string => dateOf(businessDateTimeAt(epochMs))
