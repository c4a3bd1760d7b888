// The order lists' queries over the @msw/data projection (R-API-012, R-API-013):
// one predicate per query, tried only on the rows of the asked customers and statuses (the index
// by customer and status, decision 0307), then a page taken from the end (rows sit in id order,
// which is creation order: newest first means last first). A list's page is read from the newest
// end of those buckets, without sorting or copying the rest (decision 0388).
import type { FeOrderStatus } from '../api/contracts/common'
import { poNumberMatches } from '../machines/place-order/po-number.rules'
import type { MockDb, OrderListRow } from './db'

export interface OrderFilter {
  /** The account's own customer codes, or the one it chose among them. */
  readonly customerCodes: ReadonlySet<string>
  readonly statuses: ReadonlySet<FeOrderStatus>
  /** Part of the BB number, any case. */
  readonly orderNumber?: string | undefined
  /** Part of the customer's PO number, any case (R-PO-006). */
  readonly poNumber?: string | undefined
  /** `YYYY-MM-DD 00:00:00` / `YYYY-MM-DD 23:59:59` on the creation time (R-DATE-001). */
  readonly createdFrom?: string | undefined
  readonly createdTo?: string | undefined
  /** Range bounds on the ETA and ETD dates; only their date part counts. */
  readonly etaFrom?: string | undefined
  readonly etaTo?: string | undefined
  readonly etdFrom?: string | undefined
  readonly etdTo?: string | undefined
  readonly paymentStatuses?: ReadonlySet<number> | undefined
}

const inDateRange = (date: string | null, from?: string, to?: string): boolean =>
  (from === undefined && to === undefined) ||
  (date !== null &&
    (from === undefined || date >= from.slice(0, 10)) &&
    (to === undefined || date <= to.slice(0, 10)))

/** The filter as one predicate over a row. */
export function matcher(filter: OrderFilter): (row: OrderListRow) => boolean {
  const number = filter.orderNumber?.trim().toUpperCase() || undefined
  const { customerCodes, statuses, createdFrom, createdTo, etaFrom, etaTo, etdFrom, etdTo } = filter
  const payments =
    filter.paymentStatuses && filter.paymentStatuses.size > 0 ? filter.paymentStatuses : undefined
  return (row) =>
    customerCodes.has(row.CustomerCode) &&
    statuses.has(row.FeOrderStatus) &&
    (number === undefined || row.OrderNumber.includes(number)) &&
    poNumberMatches(row.PoNumber, filter.poNumber) &&
    (createdFrom === undefined || row.CreateTime >= createdFrom) &&
    (createdTo === undefined || row.CreateTime <= createdTo) &&
    inDateRange(row.Eta, etaFrom, etaTo) &&
    inDateRange(row.Etd, etdFrom, etdTo) &&
    (payments === undefined || (row.PaymentStatus !== null && payments.has(row.PaymentStatus)))
}

/** Every matching row, in id order. */
export const findOrderRows = (db: MockDb, filter: OrderFilter): OrderListRow[] =>
  db.orderIndex.find(filter.customerCodes, filter.statuses, matcher(filter))

/** The same as findOrderRows by a scan of the whole projection: what the index must answer. @test */
export const scanOrderRows = (db: MockDb, filter: OrderFilter): OrderListRow[] =>
  db.orders.findMany((q) => q.where(matcher(filter)))

export interface Page<T> {
  readonly list: T[]
  readonly totalCount: number
}

/** Page `pageIndex` (from 1) of `pageSize` rows, newest first. */
export function newestFirstPage<T>(rows: readonly T[], pageIndex: number, pageSize: number): Page<T> {
  const end = rows.length - (pageIndex - 1) * pageSize
  const start = Math.max(0, end - pageSize)
  return { list: end <= 0 ? [] : rows.slice(start, end).reverse(), totalCount: rows.length }
}

/** Orders per status among the rows that match everything but the status. */
export function countByStatus(db: MockDb, filter: OrderFilter): Map<FeOrderStatus, number> {
  const counts = new Map<FeOrderStatus, number>([...filter.statuses].map((s) => [s, 0]))
  const match = matcher(filter)
  for (const row of db.orderIndex.bucketRows(filter.customerCodes, filter.statuses))
    if (match(row)) counts.set(row.FeOrderStatus, (counts.get(row.FeOrderStatus) ?? 0) + 1)
  return counts
}

/** Whether the filter takes fewer rows than its customers and statuses hold (the matcher's own tests). */
const narrows = (filter: OrderFilter): boolean =>
  Boolean(filter.orderNumber?.trim()) ||
  Boolean(filter.poNumber?.trim()) ||
  [filter.createdFrom, filter.createdTo, filter.etaFrom, filter.etaTo, filter.etdFrom, filter.etdTo].some(
    (bound) => bound !== undefined,
  ) ||
  (filter.paymentStatuses !== undefined && filter.paymentStatuses.size > 0)

/**
 * Page `pageIndex` (from 1) of `pageSize` rows the filter takes, newest first: what
 * `newestFirstPage(findOrderRows(db, filter), pageIndex, pageSize)` answers (a property test says
 * so, R-SRV-016), read by walking the buckets from their newest ends (decision 0388). Without a
 * narrowing field the count is the buckets' sizes and the walk stops at the page's end: its time
 * grows with the page's position, not with the orders; with one, every row of the buckets is
 * tried once, as before, but none is sorted.
 */
export function newestRowsPage(
  db: MockDb,
  filter: OrderFilter,
  pageIndex: number,
  pageSize: number,
): Page<OrderListRow> {
  const buckets = db.orderIndex.buckets(filter.customerCodes, filter.statuses)
  const match = narrows(filter) ? matcher(filter) : undefined
  let totalCount = 0
  for (const rows of buckets)
    if (match === undefined) totalCount += rows.length
    else for (const row of rows) if (match(row)) totalCount += 1
  const skip = (pageIndex - 1) * pageSize
  const list: OrderListRow[] = []
  if (skip >= totalCount) return { list, totalCount }
  // Each bucket's cursor at its newest row; the newest of the cursors is the next row.
  const at = buckets.map((rows) => rows.length - 1)
  let taken = 0
  while (list.length < pageSize) {
    let newest = -1
    for (let b = 0; b < buckets.length; b++)
      if (at[b]! >= 0 && (newest < 0 || buckets[b]![at[b]!]!.Id > buckets[newest]![at[newest]!]!.Id))
        newest = b
    if (newest < 0) break
    const row = buckets[newest]![at[newest]!]!
    at[newest]! -= 1
    if (match !== undefined && !match(row)) continue
    if (taken >= skip) list.push(row)
    taken += 1
  }
  return { list, totalCount }
}
