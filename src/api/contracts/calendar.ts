// Calendar arithmetic shared by the wire Schemas (common.ts) and business time
// (machines/order-lifecycle/business-time.ts). No effect import: business time is on screens
// that load before the Schemas do.

/** Days in `month` (1-12) of `year`, proleptic Gregorian. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31
