// How the order lists fit a laptop and a phone (issue 37, decision 0343): the widths at which the
// table's columns fold into a second line of another column (R-LIST-001) and the filters fold
// behind their toggle (R-LIST-002), how many filters the toggle counts, and the family of state
// each order status belongs to, which its badge shows the same way on every list and in the
// drawer (R-LIST-003).
import type { FeOrderStatus } from '../../api/contracts/common'
import type { OrderListFilters } from './order-list.rules'

// ---------------------------------------------------------------------------------------------
// Widths (R-LIST-001, R-LIST-002)

/**
 * Below this window width a list's foldable columns show as a second line of the column they fold
 * under (the confirmed list's eleven columns need about 1,340 px of content, a 1,600 px window).
 */
export const LIST_UNFOLD_MIN_PX = 1600

/** Below this window width (a 1366 px laptop keeps them open) the filters fold behind a toggle. */
export const FILTERS_OPEN_MIN_PX = 1366

// ---------------------------------------------------------------------------------------------
// Folded columns (R-LIST-001)

export interface Foldable {
  readonly id: string
  /** The id of the column this one shows under, as a second line, when the table folds. */
  readonly foldUnder?: string | undefined
}

/** A column as drawn: its own field, then those folded under it (in their order). */
export interface FoldedColumn<T extends Foldable> {
  readonly field: T
  readonly under: readonly T[]
}

/**
 * The columns of a table, folded or not. Unfolded, every field is its own column. Folded, a field
 * with `foldUnder` naming a column shown is drawn under it; one naming no such column stays a
 * column of its own. Every field is drawn exactly once, columns in the fields' order.
 */
export function foldColumns<T extends Foldable>(
  fields: readonly T[],
  folded: boolean,
): readonly FoldedColumn<T>[] {
  const hostOf = (field: T): string | undefined =>
    folded && field.foldUnder !== undefined && field.foldUnder !== field.id ? field.foldUnder : undefined
  const hostIds = new Set(fields.filter((f) => hostOf(f) === undefined).map((f) => f.id))
  const folds = (field: T) => {
    const host = hostOf(field)
    return host !== undefined && hostIds.has(host)
  }
  return fields
    .filter((field) => !folds(field))
    .map((field) => ({
      field,
      under: fields.filter((other) => folds(other) && hostOf(other) === field.id),
    }))
}

// ---------------------------------------------------------------------------------------------
// Filters' toggle (R-LIST-002)

/** A filter of a list's form; a date range counts as its two days. */
export type FilterKey = Exclude<keyof OrderListFilters, 'orderStatus'>

/** The pending list's form (R-PEND-001..004). */
export const PENDING_FILTER_KEYS = [
  'customerCode',
  'orderNumber',
  'poNumber',
  'createdFrom',
  'createdTo',
] as const satisfies readonly FilterKey[]

/** The confirmed list's form (R-CONF-003, R-CONF-004); its status tabs stay outside the toggle. */
export const CONFIRMED_FILTER_KEYS = [
  'customerCode',
  'orderNumber',
  'poNumber',
  'etdFrom',
  'etdTo',
  'etaFrom',
  'etaTo',
  'paymentStatuses',
] as const satisfies readonly FilterKey[]

/** How many of the form's filters hold a value: the "Filters (n)" toggle's n. */
export function activeFilterCount(filters: OrderListFilters, keys: readonly FilterKey[]): number {
  return keys.filter((key) => {
    const value = filters[key]
    if (value === undefined) return false
    return typeof value === 'string' ? value.trim() !== '' : value.length > 0
  }).length
}

// ---------------------------------------------------------------------------------------------
// Status families (R-LIST-003)

/**
 * The kinds of state a badge tells apart by colour, icon and text: waiting on the customer (a
 * draft to send, a payment to make), in progress on the manufacturer's side, done, a problem
 * (support asked for) and cancelled.
 */
export const STATUS_FAMILIES = ['waiting', 'progress', 'done', 'problem', 'cancelled'] as const
export type StatusFamily = (typeof STATUS_FAMILIES)[number]

const FAMILY_OF: Readonly<Record<FeOrderStatus, StatusFamily>> = {
  0: 'waiting', // Draft: the customer has still to send it.
  1: 'progress', // Pending Approval: the manufacturer reviews it.
  2: 'waiting', // Pending Payment: the customer has to pay (R-LIFE-019).
  25: 'progress', // Verifying: the manufacturer checks the payment.
  3: 'progress', // Confirmed
  4: 'progress', // Processing
  5: 'progress', // Delivering
  6: 'done', // Completed
  7: 'problem', // Need Support
  8: 'cancelled', // Cancelled
}

/** The family of state an order status belongs to (R-LIST-003). */
export const statusFamilyOf = (status: FeOrderStatus): StatusFamily => FAMILY_OF[status]
