// Filter-change timings of the order lists (R-PERF-006, decision 0288): a User Timing mark when a
// list machine takes a filter change, and a measure of the same name from that mark once the new
// rows are in the page. Always on: a mark and a measure cost microseconds; `npm run bench --
// --lists` reads the measures in Chromium. Where the User Timing API is missing, nothing happens.

/** The measures' names (scripts/bench-lists.mjs reads them). */
export const FILTER_TIMING = {
  pending: 'orders.filter.pending',
  confirmed: 'orders.filter.confirmed',
} as const

const markOf = (name: string) => `${name}.sent`

const timing = () => (typeof performance !== 'undefined' && 'mark' in performance ? performance : undefined)

/** A filter change was sent to the list named `name` (`orders.filter.pending`, ...). */
export function markFilterChange(name: string): void {
  timing()?.mark(markOf(name))
}

/**
 * The list's rows are rendered: measures from the latest unmeasured filter change, if any, and
 * forgets the mark, so a refresh or a page change is never taken for a filter change.
 */
export function measureFilterChange(name: string): void {
  const perf = timing()
  if (perf === undefined || perf.getEntriesByName(markOf(name), 'mark').length === 0) return
  perf.measure(name, markOf(name))
  perf.clearMarks(markOf(name))
}
