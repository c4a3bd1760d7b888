// Today's business date for the screens (place order, the support window) (R-ORD-031, decision 0161): Vietnam's date by
// the one business-time function the mock backend's clock uses too, never the browser's time
// zone. In mock mode the server's business clock can be moved by the simulator, so the screen
// takes the server's date (api/__sim/clock) and keeps its distance from the real one: after a
// clock move the ETAs the screen offers are the ones the server accepts.
import type { ApiClient } from '../api/client'
import { addDays, businessDateAt, dateOf, dayNumberOf } from '../machines/order-lifecycle/business-time'

export interface BusinessDay {
  /** The business date now, `YYYY-MM-DD`: synchronous, for the machine's input and its events. */
  readonly today: () => string
  /** Asks the server for its business date (mock mode only) and answers today's. */
  readonly refresh: () => Promise<string>
  /**
   * Asks as `refresh` does and answers whether the server's clock moved since the last answer
   * (the simulator moved it): what was read before the move may have changed by itself.
   */
  readonly clockMoved: () => Promise<boolean>
}

export interface BusinessDayOptions {
  /** The real clock, epoch milliseconds. */
  readonly now: () => number
  /** The server's business date-time (`YYYY-MM-DD HH:mm:ss`), where the server has a movable clock. */
  readonly serverNow?: (() => Promise<string>) | undefined
}

export function createBusinessDay(options: BusinessDayOptions): BusinessDay {
  // Days between the server's business date and the real one; 0 until the server answered.
  let offsetDays = 0
  const today = () => {
    const real = businessDateAt(options.now())
    return addDays(real, offsetDays) ?? real
  }
  const { serverNow } = options
  const refresh =
    serverNow === undefined
      ? () => Promise.resolve(today())
      : async () => {
          const server = dayNumberOf(dateOf(await serverNow()))
          const real = dayNumberOf(businessDateAt(options.now()))
          if (server !== undefined && real !== undefined) offsetDays = server - real
          return today()
        }
  return {
    today,
    refresh,
    clockMoved: async () => {
      const before = offsetDays
      await refresh()
      return offsetDays !== before
    },
  }
}

/**
 * The server's business date-time, read from the simulator's clock (mock mode only). The clock's
 * contract (not the simulator's others: decision 0397) loads with the first call, so a real-API
 * build, whose page never names this, holds no simulator endpoint (R-API-035).
 */
export const serverNowOf = (client: Pick<ApiClient, 'call'>) => async (): Promise<string> => {
  const { SimGetClock } = await import('../api/contracts/sim-clock')
  return (await client.call(SimGetClock, {})).Now
}
