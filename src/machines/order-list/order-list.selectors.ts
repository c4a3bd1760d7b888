// What an order list's screen reads from the list actor, one selector per need
// (`useSelector(actor, selector, compare)`), so a part re-renders only when what it shows changes.
// What may be done is asked with `snapshot.can`, so the machine's guards decide it.
import type { OrderRow } from '../../api/contracts/order-entities'
import { busyRowOf, isLoading, type OrderListSnapshot } from './order-list.machine'
import type { OrderListFilters } from './order-list.rules'
import { codesRefusing } from '../profile/profile.rules'

/** Equal objects field by field: a selector that builds an object re-renders only when a field changes. */
export const sameFields = <T extends object>(a: T, b: T): boolean =>
  (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key])) &&
  Object.keys(a).length === Object.keys(b).length

/** Equal lists of keys. */
export const sameKeys = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key, i) => key === b[i])

/** The own codes whose permission refuses viewing orders: the company filter's (R-PERM-017). */
export const viewRefusedCodesOf = (s: OrderListSnapshot): readonly string[] =>
  codesRefusing(s.context.rights, s.context.ownCodes, 'viewOrders')

/** The own codes whose permission refuses placing orders: their drafts' actions (R-PERM-016). */
export const placeRefusedCodesOf = (s: OrderListSnapshot): readonly string[] =>
  codesRefusing(s.context.rights, s.context.ownCodes, 'placeOrder')

/** What the table or the cards show (compare with `sameFields`). */
export interface ListRowsView {
  readonly rows: readonly OrderRow[]
  readonly loading: boolean
  readonly loaded: boolean
  readonly loadFailed: boolean
}

export const rowsViewOf = (s: OrderListSnapshot): ListRowsView => ({
  rows: s.context.rows,
  loading: isLoading(s),
  loaded: s.context.loaded,
  loadFailed: s.context.loadFailed,
})

/** The pager's numbers, the machine's answers for pages and sizes, and the refresh button. */
export interface ListPagerView {
  readonly pageIndex: number
  readonly pageSize: number
  readonly totalCount: number
  readonly listShown: boolean
  readonly canRefresh: boolean
  readonly canPage: (pageIndex: number) => boolean
  readonly canPageSize: (pageSize: number) => boolean
}

export const pagerViewOf = (s: OrderListSnapshot): ListPagerView => ({
  pageIndex: s.context.pageIndex,
  pageSize: s.context.pageSize,
  totalCount: s.context.totalCount,
  listShown: s.matches('list'),
  canRefresh: s.can({ type: 'list.refresh' }),
  canPage: (pageIndex) => s.can({ type: 'list.page', pageIndex }),
  canPageSize: (pageSize) => s.can({ type: 'list.pageSize', pageSize }),
})

/**
 * Equal pager views: the same numbers in the same state. The page guards (R-PEND-007,
 * R-CONST-001) read nothing else, so the kept view's answers stand for the new snapshot too.
 */
export const samePagerView = (a: ListPagerView, b: ListPagerView): boolean =>
  a.pageIndex === b.pageIndex &&
  a.pageSize === b.pageSize &&
  a.totalCount === b.totalCount &&
  a.listShown === b.listShown &&
  a.canRefresh === b.canRefresh

export const listFiltersOf = (s: OrderListSnapshot): OrderListFilters => s.context.filters

/** What the address follows (compare with `sameFields`): the list's state once its page has come. */
export interface ListAddressView {
  readonly filters: OrderListFilters
  readonly pageIndex: number
  readonly pageSize: number
  readonly settled: boolean
}

export const addressViewOf = (s: OrderListSnapshot): ListAddressView => ({
  filters: s.context.filters,
  pageIndex: s.context.pageIndex,
  pageSize: s.context.pageSize,
  settled: !isLoading(s),
})

export const listNoticeOf = (s: OrderListSnapshot) => s.context.notice
export const isConfirmingDelete = (s: OrderListSnapshot): boolean => s.matches('confirmingDelete')
/** The draft whose deletion is asked, being deleted or submitted. */
export const draftTargetOf = (s: OrderListSnapshot): OrderRow | null => s.context.target

const DRAFT_ACTIONS = ['open', 'submit', 'delete'] as const

/** The draft actions the machine takes now (R-ORD-004), as `action:id` keys (compare with `sameKeys`). */
export const draftActionKeysOf = (s: OrderListSnapshot): readonly string[] =>
  s.context.rows.flatMap((row) =>
    DRAFT_ACTIONS.filter((action) => s.can({ type: `draft.${action}`, id: row.Id })).map(
      (action) => `${action}:${row.Id}`,
    ),
  )

/** The draft action under way as `submitting:id` or `deleting:id` (its button spins), else null. */
export const busyDraftKeyOf = (s: OrderListSnapshot): string | null => {
  const row = busyRowOf(s)
  if (row === null) return null
  if (s.matches('submitting')) return `submitting:${row.Id}`
  return s.matches('deleting') ? `deleting:${row.Id}` : null
}
