// The search across every order (R-SEARCH-001..008, decision 0363), as pure functions: what the
// box's text asks, what an order matches, which list a hit belongs to and where it opens, how the
// arrow keys move through the results and when `/` is the box's key. The box's machine, the top
// bar and the backend's search (src/backend/order-search.ts) all read this one file.
import type { FeOrderStatus } from '../../api/contracts/common'
import {
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  type OrderSearchGroup,
  type OrderSearchHit,
  type SearchList,
  type SearchMatchField,
} from '../../api/contracts/order-search'
import { draftEditPath, ORDER_ID_PARAM, PATHS } from '../../lib/paths'
import { listOf } from '../order-lifecycle/order-lifecycle.rules'

/** R-SEARCH-003: how long the box waits after the last key before it asks (the machine's `debounce`). */
export const SEARCH_DEBOUNCE_MS = 250

/**
 * R-SEARCH-003: the query the box's text asks: the text trimmed, when it is 2 to 50 characters
 * long; null otherwise (nothing is asked, and no result shows).
 */
export function queryOf(text: string): string | null {
  const query = text.trim()
  return query.length >= SEARCH_QUERY_MIN && query.length <= SEARCH_QUERY_MAX ? query : null
}

/** What of an order a query is compared with; `poNumber` absent where orders carry none yet. */
export interface SearchableOrder {
  readonly orderNumber: string
  /** The order's SO and its free-of-charge SO, as far as the back office gave them. */
  readonly orderSOs: readonly (string | null | undefined)[]
  readonly poNumber?: string | null | undefined
  readonly productCodes: readonly string[]
}

export interface OrderMatch {
  readonly field: SearchMatchField
  /** The order's own text that holds the query. */
  readonly text: string
}

/** The query as compared: numbers and codes are matched without regard to case. */
export const needleOf = (query: string): string => query.toUpperCase()

const holds = (text: string | null | undefined, needle: string): text is string =>
  text !== null && text !== undefined && text.toUpperCase().includes(needle)

/**
 * R-SEARCH-001: the first of the order's BB number, SOs, PO number and product codes (in that
 * order) that holds `needle` (from `needleOf`), or null. Each text is read once: the cost grows
 * with the order's texts, never with their square (R-SEARCH-005).
 */
export function matchOf(needle: string, order: SearchableOrder): OrderMatch | null {
  if (holds(order.orderNumber, needle)) return { field: 'orderNumber', text: order.orderNumber }
  for (const so of order.orderSOs) if (holds(so, needle)) return { field: 'orderSO', text: so }
  if (holds(order.poNumber, needle)) return { field: 'poNumber', text: order.poNumber }
  for (const code of order.productCodes) if (holds(code, needle)) return { field: 'productCode', text: code }
  return null
}

/** R-SEARCH-002: the list an order of this status shows in (the lifecycle's own rule, R-LIFE-027). */
export const searchListOf = (status: FeOrderStatus): SearchList => listOf(status)

/**
 * R-SEARCH-004: where a hit opens: a draft on the place-order screen, as the draft list opens it
 * (R-ORD-004); a pending or confirmed order in its list's drawer (`?orderId=`, R-ROUTE-007).
 */
export function hitLinkOf(hit: Pick<OrderSearchHit, 'Id' | 'FeOrderStatus'>): string {
  const list = searchListOf(hit.FeOrderStatus)
  if (list === 'draft') return draftEditPath(hit.Id)
  const path = list === 'pending' ? PATHS.pendingOrders : PATHS.confirmedOrders
  return `${path}?${ORDER_ID_PARAM}=${hit.Id}`
}

/** The hits as the list box shows them, group after group: what the arrow keys walk. */
export const hitsInOrder = (groups: readonly OrderSearchGroup[]): readonly OrderSearchHit[] =>
  groups.flatMap((group) => group.Orders)

export type ResultMove = 'next' | 'previous' | 'first' | 'last'

/**
 * R-SEARCH-006: the active result after an arrow key (or Home / End) among `count` results; -1 is
 * none. Down from the last comes back to the first and up from the first (or from none) goes to
 * the last, as a combobox's list box does; with no results there is none.
 */
export function movedIndex(active: number, count: number, move: ResultMove): number {
  if (count <= 0) return -1
  switch (move) {
    case 'first':
      return 0
    case 'last':
      return count - 1
    case 'next':
      return active < 0 || active >= count - 1 ? 0 : active + 1
    case 'previous':
      return active <= 0 || active >= count ? count - 1 : active - 1
  }
}

/** A key pressed anywhere on the page, as the box's shortcut sees it. */
export interface KeyPress {
  readonly key: string
  readonly ctrlKey: boolean
  readonly metaKey: boolean
  readonly altKey: boolean
  /** The key went to a field that takes text (input, text area, select, contenteditable). */
  readonly inTextField: boolean
  /** An input method is composing a character (Vietnamese Telex or VNI, for instance). */
  readonly composing: boolean
  /** A modal dialog or drawer is open: the page behind it, the top bar included, is out of reach. */
  readonly underModal: boolean
}

/**
 * R-SEARCH-007: `/` alone focuses the box, except while the user types in another field (where it
 * is a character of the text), composes a character, or works in a modal dialog (which keeps the
 * focus).
 */
export const isSearchShortcut = (press: KeyPress): boolean =>
  press.key === '/' &&
  !press.ctrlKey &&
  !press.metaKey &&
  !press.altKey &&
  !press.inTextField &&
  !press.composing &&
  !press.underModal
