// The confirmed-order screen's pure rules (R-CONF-001..005, R-CONF-020..023;
// decision 0210): the status tabs ('All' first, then the server's tabs with their counts), the
// list's state in the address (tab, filters, page and page size) read back with corrections, and
// the requests of the list, the tab counts and the two Excel exports built from one set of filters.
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../../api/contracts/common'
import type { GetMallOrderStatusListRequest, GetPagedMallOrderListRequest } from '../../api/contracts/order'
import type { OrderStatusOption } from '../../api/contracts/order-entities'
import { listOf } from '../order-lifecycle/order-lifecycle.rules'
import {
  readListAddress,
  writeListAddress,
  type AddressKeys,
  type ReadState,
  type UrlContext,
} from '../order-list/list-address'
import {
  dayEndOf,
  dayStartOf,
  type ListState,
  type OrderListFilters,
  type Paging,
} from '../order-list/order-list.rules'

// ---------------------------------------------------------------------------------------------
// Status tabs (R-CONF-001, R-CONF-002, R-CONF-020)

/** A tab: 'all' (no status filter) or one status of the confirmed list. */
export type StatusTab = 'all' | FeOrderStatus

export interface StatusTabView {
  readonly tab: StatusTab
  readonly count: number
  /** The server's names (the 'All' tab has its own text). */
  readonly option?: OrderStatusOption
}

/** Whether a status is one of the confirmed list's (decision 0024: 3 to 8). */
export const isConfirmedStatus = (status: number): status is FeOrderStatus =>
  (FE_ORDER_STATUSES as readonly number[]).includes(status) && listOf(status as FeOrderStatus) === 'confirmed'

/** The statuses the confirmed list can show (its tabs, once the server has named and counted them). */
export const CONFIRMED_STATUSES: readonly FeOrderStatus[] = FE_ORDER_STATUSES.filter(isConfirmedStatus)

/** 'All' first, counting every tab, then the server's tabs in its order (only confirmed statuses). */
export function statusTabsOf(options: readonly OrderStatusOption[]): StatusTabView[] {
  const tabs = options.filter((o) => isConfirmedStatus(o.OrderStatus))
  return [
    { tab: 'all', count: tabs.reduce((sum, o) => sum + o.OrderCount, 0) },
    ...tabs.map((option) => ({ tab: option.OrderStatus, count: option.OrderCount, option })),
  ]
}

export const tabOf = (filters: OrderListFilters): StatusTab => filters.orderStatus ?? 'all'

// ---------------------------------------------------------------------------------------------
// The list's state in the address (R-CONF-022), read and written by the order lists' shared code

/** The query keys; `orderId` (the drawer) belongs to the screen and is kept as it is. */
export const URL_KEYS = {
  tab: 'status',
  company: 'company',
  orderNumber: 'bb',
  poNumber: 'po',
  payment: 'payment',
  etdFrom: 'etdFrom',
  etdTo: 'etdTo',
  etaFrom: 'etaFrom',
  etaTo: 'etaTo',
  page: 'page',
  pageSize: 'size',
} as const satisfies AddressKeys

/** The confirmed list's state from the address: its status tab checked against its statuses. */
export const readListState = (params: URLSearchParams, known: UrlContext): ReadState =>
  readListAddress(params, known, URL_KEYS, isConfirmedStatus)

/** The address's query for the confirmed list's state, `base` kept. */
export const writeListState = (state: ListState, base: URLSearchParams): URLSearchParams =>
  writeListAddress(state, base, URL_KEYS)

// ---------------------------------------------------------------------------------------------
// Requests (R-API-013, R-API-016, R-API-017, R-DATE-001)

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

const start = (day: string | undefined) => (day === undefined ? undefined : dayStartOf(day))
const end = (day: string | undefined) => (day === undefined ? undefined : dayEndOf(day))

/** The tab counts' query: every filter but the tab (R-CONF-020). */
export const statusCountRequestOf = (filters: OrderListFilters): GetMallOrderStatusListRequest =>
  defined({
    customerCode: filters.customerCode,
    orderNumber: filters.orderNumber,
    poNumber: filters.poNumber,
    paymentStatusStrings: filters.paymentStatuses,
    startTime: start(filters.etaFrom),
    endTime: end(filters.etaTo),
    etdFrom: start(filters.etdFrom),
    etdTo: end(filters.etdTo),
  })

/** api/Order/GetPagedMallOrderList's query: the ETA range in startTime and endTime (R-API-013). */
export const mallListRequestOf = (filters: OrderListFilters, paging: Paging): GetPagedMallOrderListRequest =>
  defined({
    ...statusCountRequestOf(filters),
    orderStatus: filters.orderStatus,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
  })

export type ExportKind = 'report' | 'details'

/** The exports' filters (R-API-016's names plus the list's ETA and ETD ranges, R-CONF-021). */
export const exportFiltersOf = (filters: OrderListFilters) =>
  defined({
    companyCode: filters.customerCode,
    bbNo: filters.orderNumber,
    poNumber: filters.poNumber,
    orderStatus: filters.orderStatus,
    paymentStatus: filters.paymentStatuses,
    etaFrom: start(filters.etaFrom),
    etaTo: end(filters.etaTo),
    etdFrom: start(filters.etdFrom),
    etdTo: end(filters.etdTo),
  })
