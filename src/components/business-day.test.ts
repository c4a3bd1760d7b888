// The screen's business day is Vietnam's, and in mock mode the server's (R-ORD-031, decision 0161).
import { describe, expect, it } from 'vitest'
import { createBusinessDay } from './business-day'

// 2025-03-15 18:30 UTC is 2025-03-16 01:30 in Vietnam: a browser in Europe or America still says the 15th.
const EVENING_UTC = Date.UTC(2025, 2, 15, 18, 30)

describe('the business day of the place-order screen', () => {
  it("R-ORD-031 R-DATE-005 without a server clock it is Vietnam's date, whatever the browser's time zone", async () => {
    const day = createBusinessDay({ now: () => EVENING_UTC })
    expect(day.today()).toBe('2025-03-16')
    await expect(day.refresh()).resolves.toBe('2025-03-16')
  })

  it("R-ORD-031 R-API-039 in mock mode it is the server's date once asked: a clock moved 10 days moves the screen's today", async () => {
    let now = EVENING_UTC
    const day = createBusinessDay({ now: () => now, serverNow: () => Promise.resolve('2025-03-26 01:30:00') })
    expect(day.today()).toBe('2025-03-16')
    await expect(day.refresh()).resolves.toBe('2025-03-26')
    expect(day.today()).toBe('2025-03-26')
    // The real days keep passing on top of the move.
    now += 24 * 3600 * 1000
    expect(day.today()).toBe('2025-03-27')
  })

  it('R-ORD-031 a failed ask keeps the last known day', async () => {
    const day = createBusinessDay({
      now: () => EVENING_UTC,
      serverNow: () => Promise.reject(new Error('offline')),
    })
    await expect(day.refresh()).rejects.toThrow('offline')
    expect(day.today()).toBe('2025-03-16')
  })

  it('R-LIFE-032 R-SUP-009 it says when the server clock moved since it last asked, and only then', async () => {
    let server = '2025-03-16 01:30:00'
    const day = createBusinessDay({ now: () => EVENING_UTC, serverNow: () => Promise.resolve(server) })
    await expect(day.clockMoved()).resolves.toBe(false)
    server = '2025-04-15 01:30:00'
    await expect(day.clockMoved()).resolves.toBe(true)
    expect(day.today()).toBe('2025-04-15')
    await expect(day.clockMoved()).resolves.toBe(false)
  })
})
