// The confirmed-order screen's pure rules (spec §2 Confirmed-order screen, §7 Orders and Exports;
// decision 0210): the status tabs ('All' first, then the server's tabs with their counts), the
// list's state in the address (tab, filters, page and page size) read back with corrections, and
// the requests of the list, the tab counts and the two Excel exports built from one set of filters.
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../../api/contracts/common'
import type { GetMallOrderStatusListRequest, GetPagedMallOrderListRequest } from '../../api/contracts/order'
import type { OrderStatusOption } from '../../api/contracts/order-entities'
import { isBusinessDate } from '../order-lifecycle/business-time'
import { listOf } from '../order-lifecycle/order-lifecycle.rules'
import {
  dayEndOf,
  dayStartOf,
  DEFAULT_PAGE_SIZE,
  isPageSize,
  normalizeFilters,
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

/** Whether a status is one of the confirmed list's (design §4: 3 to 8). */
export const isConfirmedStatus = (status: number): status is FeOrderStatus =>
  (FE_ORDER_STATUSES as readonly number[]).includes(status) && listOf(status as FeOrderStatus) === 'confirmed'

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
// The list's state in the address (R-CONF-022)

/** The query keys; `orderId` (the drawer) belongs to the screen and is kept as it is. */
export const URL_KEYS = {
  tab: 'status',
  company: 'company',
  orderNumber: 'bb',
  payment: 'payment',
  etdFrom: 'etdFrom',
  etdTo: 'etdTo',
  etaFrom: 'etaFrom',
  etaTo: 'etaTo',
  page: 'page',
  pageSize: 'size',
} as const

export interface ListState {
  readonly filters: OrderListFilters
  readonly pageIndex: number
  readonly pageSize: number
}

/** What a crafted address held that the list cannot show, corrected. */
export type UrlCorrection =
  'status' | 'company' | 'payment' | 'etdRange' | 'etaRange' | 'date' | 'page' | 'pageSize' | 'orderNumber'

export interface ReadState extends ListState {
  readonly corrections: readonly UrlCorrection[]
}

/** What the reader knows to be real: the user's companies, and the payment statuses once loaded. */
export interface UrlContext {
  readonly companies: readonly string[]
  /** Undefined until the list of payment statuses arrived: the values wait to be checked. */
  readonly paymentStatuses?: readonly number[] | undefined
}

const ORDER_NUMBER_MAX = 50
const INT = /^\d{1,9}$/

/**
 * Reads the list's state from the address. Whatever cannot be shown is dropped (an unknown
 * status, company or payment status, a date that is not a day, a page that is not a number);
 * a range whose start is after its end is swapped (the user's two days kept); each is named.
 */
export function readListState(params: URLSearchParams, known: UrlContext): ReadState {
  const corrections = new Set<UrlCorrection>()
  const filters: Record<string, unknown> = {}

  const status = params.get(URL_KEYS.tab)
  if (status !== null) {
    if (INT.test(status) && isConfirmedStatus(Number(status))) filters.orderStatus = Number(status)
    else corrections.add('status')
  }

  const company = params.get(URL_KEYS.company)?.trim()
  if (company) {
    if (known.companies.includes(company)) filters.customerCode = company
    else corrections.add('company')
  }

  const orderNumber = params.get(URL_KEYS.orderNumber)?.trim()
  if (orderNumber) {
    if (orderNumber.length <= ORDER_NUMBER_MAX) filters.orderNumber = orderNumber
    else corrections.add('orderNumber')
  }

  const payments = params
    .getAll(URL_KEYS.payment)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
  const kept = payments.filter(
    (value) =>
      INT.test(value) &&
      (known.paymentStatuses === undefined || known.paymentStatuses.includes(Number(value))),
  )
  if (kept.length !== payments.length) corrections.add('payment')
  if (kept.length > 0) filters.paymentStatuses = kept.map(Number)

  for (const [from, to, range] of [
    ['etdFrom', 'etdTo', 'etdRange'],
    ['etaFrom', 'etaTo', 'etaRange'],
  ] as const) {
    const read = (key: 'etdFrom' | 'etdTo' | 'etaFrom' | 'etaTo') => {
      const value = params.get(URL_KEYS[key])?.trim()
      if (!value) return undefined
      if (isBusinessDate(value)) return value
      corrections.add('date')
      return undefined
    }
    let start = read(from)
    let end = read(to)
    if (start !== undefined && end !== undefined && start > end) {
      ;[start, end] = [end, start]
      corrections.add(range)
    }
    if (start !== undefined) filters[from] = start
    if (end !== undefined) filters[to] = end
  }

  const positive = (key: 'page' | 'pageSize', fallback: number, valid: (n: number) => boolean) => {
    const value = params.get(URL_KEYS[key])
    if (value === null) return fallback
    if (INT.test(value) && valid(Number(value))) return Number(value)
    corrections.add(key)
    return fallback
  }
  const pageIndex = positive('page', 1, (n) => n >= 1)
  const pageSize = positive('pageSize', DEFAULT_PAGE_SIZE, isPageSize)

  return { filters: normalizeFilters(filters), pageIndex, pageSize, corrections: [...corrections] }
}

/**
 * The address's query for a list state, `base` (the drawer's `orderId`, anything not the list's)
 * kept. Defaults (the 'All' tab, page 1, 10 a page) are left out, so a fresh list has a clean URL.
 */
export function writeListState(state: ListState, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base)
  for (const key of Object.values(URL_KEYS)) params.delete(key)
  const filters = normalizeFilters(state.filters)
  const set = (key: keyof typeof URL_KEYS, value: string | number | undefined) => {
    if (value !== undefined) params.set(URL_KEYS[key], String(value))
  }
  set('tab', filters.orderStatus)
  set('company', filters.customerCode)
  set('orderNumber', filters.orderNumber)
  for (const status of filters.paymentStatuses ?? []) params.append(URL_KEYS.payment, String(status))
  set('etdFrom', filters.etdFrom)
  set('etdTo', filters.etdTo)
  set('etaFrom', filters.etaFrom)
  set('etaTo', filters.etaTo)
  if (state.pageIndex !== 1) set('page', state.pageIndex)
  if (state.pageSize !== DEFAULT_PAGE_SIZE) set('pageSize', state.pageSize)
  return params
}

/** A range's start after its end (typed in the filter form): the form refuses it (R-CONF-022). */
export const isInvertedRange = (from: string | undefined, to: string | undefined): boolean =>
  from !== undefined && to !== undefined && from > to

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

/** The exports' filters (spec §7 names plus the list's ETA and ETD ranges, decision 0210). */
export const exportFiltersOf = (filters: OrderListFilters) =>
  defined({
    companyCode: filters.customerCode,
    bbNo: filters.orderNumber,
    orderStatus: filters.orderStatus,
    paymentStatus: filters.paymentStatuses,
    etaFrom: start(filters.etaFrom),
    etaTo: end(filters.etaTo),
    etdFrom: start(filters.etdFrom),
    etdTo: end(filters.etdTo),
  })
