import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  businessDateAt,
  businessDateTimeAt,
  dateOfDayNumber,
  dayNumberOf,
  isBusinessDate,
  isBusinessDateTime,
} from './business-time'

// The test may use Date (the code may not): UTC calendar arithmetic is the oracle.
const utcDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)

describe('business time', () => {
  it("R-ORD-031 the business time of an instant is Vietnam's (UTC+7), whatever the machine's time zone", () => {
    expect(businessDateTimeAt(Date.UTC(2025, 2, 15, 16, 59, 59))).toBe('2025-03-15 23:59:59')
    expect(businessDateTimeAt(Date.UTC(2025, 2, 15, 17, 0, 0))).toBe('2025-03-16 00:00:00')
    expect(businessDateAt(Date.UTC(2024, 11, 31, 20, 0, 0))).toBe('2025-01-01')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const oracle = new Date(ms + 7 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)
        expect(businessDateTimeAt(ms)).toBe(oracle)
        expect(isBusinessDateTime(businessDateTimeAt(ms))).toBe(true)
      }),
    )
  })

  it('day numbers agree with the UTC calendar, both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (day) => {
        expect(dateOfDayNumber(day)).toBe(utcDate(day))
        expect(dayNumberOf(utcDate(day))).toBe(day)
      }),
    )
  })

  it('addDays moves across months, years and leap days', () => {
    expect(addDays('2024-02-25', 7)).toBe('2024-03-03')
    expect(addDays('2023-02-25', 7)).toBe('2023-03-04')
    expect(addDays('2025-12-28', 7)).toBe('2026-01-04')
    expect(addDays('2025-03-10', -10)).toBe('2025-02-28')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -400, max: 400 }), (day, n) => {
        expect(addDays(utcDate(day), n)).toBe(utcDate(day + n))
      }),
    )
  })

  it('refuses dates the calendar lacks and malformed date-times', () => {
    for (const bad of ['2025-02-29', '2024-04-31', '2025-13-01', '2025-1-01', '', '2025-03-10T00:00:00']) {
      expect(isBusinessDate(bad)).toBe(false)
      expect(addDays(bad, 1)).toBeUndefined()
    }
    expect(isBusinessDate('2024-02-29')).toBe(true)
    expect(isBusinessDateTime('2025-03-10 23:59:59')).toBe(true)
    for (const bad of ['2025-03-10', '2025-03-10T10:00:00', '2025-03-10 24:00:00', '2025-02-30 10:00:00']) {
      expect(isBusinessDateTime(bad)).toBe(false)
    }
  })
})
