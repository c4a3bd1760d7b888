// The order lists' pure rules (R-PEND-002..007, R-LIFE-008, R-CONST-001): paging bounds and
// page sizes, filters (normalised, compared, turned into each list's request), what the customer
// may do with a row (asked of the order lifecycle, so "only drafts can be changed or cancelled"
// is written once), and the body that submits a draft as it is stored.
import type { Schema } from 'effect'
import type { FeOrderStatus } from '../../api/contracts/common'
import type {
  GetDraftOrderListRequest,
  GetPendingOrderListRequest,
  OrderPaymentInput,
  UpdateOrderRequest,
} from '../../api/contracts/order'
import type { Order, OrderRow } from '../../api/contracts/order-entities'
import { optionalPoNumber } from '../place-order/po-number.rules'
import { orderSnapshotAt, type OrderEvent } from '../order-lifecycle'

// ---------------------------------------------------------------------------------------------
// Paging (R-PEND-007, R-CONST-001)

/** The page-size selector's choices; the first is the default (R-CONST-001). */
export const PAGE_SIZES = [10, 20, 30, 50] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 10

export const isPageSize = (value: number): value is PageSize =>
  (PAGE_SIZES as readonly number[]).includes(value)

/** Pages of a list; an empty list still has its one (empty) page. */
export const pageCountOf = (totalCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, totalCount) / pageSize))

/** Whether `pageIndex` (from 1) is a page of a list of `totalCount` rows. */
export const isPageInRange = (pageIndex: number, totalCount: number, pageSize: number): boolean =>
  Number.isInteger(pageIndex) && pageIndex >= 1 && pageIndex <= pageCountOf(totalCount, pageSize)

// ---------------------------------------------------------------------------------------------
// Filters (R-PEND-002, R-PEND-003, R-PEND-004, R-CONF-003)

/**
 * Every filter the order lists know from their contracts. A list uses the ones its request has:
 * drafts customerCode and orderNumber; the pending list also the created-date range (and the
 * status); the confirmed list the status tab, payment statuses and the ETA and ETD ranges.
 * Dates are days, `YYYY-MM-DD`; the request builders send them as whole days (R-DATE-001).
 */
export interface OrderListFilters {
  readonly customerCode?: string
  /** A BB number or part of it. */
  readonly orderNumber?: string
  /** The customer's PO number or part of it (R-PO-006). */
  readonly poNumber?: string
  readonly createdFrom?: string
  readonly createdTo?: string
  /** The pending list's feOrderStatus, the confirmed list's status tab. */
  readonly orderStatus?: FeOrderStatus
  readonly paymentStatuses?: readonly number[]
  readonly etaFrom?: string
  readonly etaTo?: string
  readonly etdFrom?: string
  readonly etdTo?: string
}

/** A change of filters: a key set to undefined (or '' or []) clears that filter. */
export type OrderListFilterChange = {
  readonly [K in keyof OrderListFilters]?: OrderListFilters[K] | undefined
}

const TEXT_KEYS = [
  'customerCode',
  'orderNumber',
  'poNumber',
  'createdFrom',
  'createdTo',
  'etaFrom',
  'etaTo',
  'etdFrom',
  'etdTo',
] as const satisfies readonly (keyof OrderListFilters)[]

/** Texts trimmed, empty ones dropped, payment statuses sorted without repeats; keys in one order. */
export function normalizeFilters(filters: OrderListFilterChange): OrderListFilters {
  const result: Record<string, unknown> = {}
  for (const key of TEXT_KEYS) {
    const value = filters[key]?.trim()
    if (value) result[key] = value
  }
  if (filters.orderStatus !== undefined) result.orderStatus = filters.orderStatus
  const payments = [...new Set(filters.paymentStatuses ?? [])].sort((a, b) => a - b)
  if (payments.length > 0) result.paymentStatuses = payments
  return result as OrderListFilters
}

/** The filters after a change (R-PEND-003). */
export const mergeFilters = (current: OrderListFilters, change: OrderListFilterChange): OrderListFilters =>
  normalizeFilters({ ...current, ...change })

/** Whether two sets of filters ask for the same rows. */
export function sameFilters(a: OrderListFilterChange, b: OrderListFilterChange): boolean {
  const x = normalizeFilters(a)
  const y = normalizeFilters(b)
  const keys = new Set([...Object.keys(x), ...Object.keys(y)])
  return [...keys].every(
    (key) =>
      JSON.stringify(x[key as keyof OrderListFilters]) === JSON.stringify(y[key as keyof OrderListFilters]),
  )
}

export interface Paging {
  readonly pageIndex: number
  readonly pageSize: number
}

/** A list's filters and paging: the list shown, or one an address asks for. */
export interface ListState extends Paging {
  readonly filters: OrderListFilters
}

/**
 * The list an address asks for (decision 0321), from the list shown now: its filters normalized,
 * a page that is not a whole number from 1 taken as the first (a page past the end is corrected
 * once its load tells the total), a size not offered left as it is (R-CONST-001).
 */
export const listAskedFor = (shown: ListState, asked: ListState): ListState => ({
  filters: normalizeFilters(asked.filters),
  pageIndex: Number.isInteger(asked.pageIndex) ? Math.max(1, asked.pageIndex) : 1,
  pageSize: isPageSize(asked.pageSize) ? asked.pageSize : shown.pageSize,
})

/** Whether an address asks for another list than the one shown (decision 0321). */
export function asksAnotherList(shown: ListState, asked: ListState): boolean {
  const next = listAskedFor(shown, asked)
  return (
    !sameFilters(shown.filters, next.filters) ||
    next.pageIndex !== shown.pageIndex ||
    next.pageSize !== shown.pageSize
  )
}

/** `YYYY-MM-DD 00:00:00` and `YYYY-MM-DD 23:59:59`: a range covers whole days (R-DATE-001). */
export const dayStartOf = (day: string) => `${day} 00:00:00`
export const dayEndOf = (day: string) => `${day} 23:59:59`

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

export type DraftListRequest = Schema.Schema.Type<typeof GetDraftOrderListRequest>

/** api/Order/GetDraftOrderList's query. */
export const draftListRequestOf = (filters: OrderListFilters, paging: Paging): DraftListRequest =>
  defined({
    customerCode: filters.customerCode,
    orderNumber: filters.orderNumber,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
  })

/** api/Order/GetPendingOrderList's query (R-PEND-002, R-API-012, R-DATE-001). */
export const pendingListRequestOf = (filters: OrderListFilters, paging: Paging): GetPendingOrderListRequest =>
  defined({
    customerCode: filters.customerCode,
    orderNumber: filters.orderNumber,
    poNumber: filters.poNumber,
    startTime: filters.createdFrom === undefined ? undefined : dayStartOf(filters.createdFrom),
    endTime: filters.createdTo === undefined ? undefined : dayEndOf(filters.createdTo),
    feOrderStatus: filters.orderStatus,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
  })

// ---------------------------------------------------------------------------------------------
// What the customer may do with a row (R-LIFE-008, R-ORD-004, decision 0022)

export type DraftAction = 'open' | 'submit' | 'delete'

/** The lifecycle event behind each action: open changes the draft, submit places it. */
const LIFECYCLE_EVENT: Record<DraftAction, OrderEvent['type']> = {
  open: 'order.update',
  submit: 'order.place',
  delete: 'order.delete',
}

/**
 * The customer's draft actions an order in this status allows, as the order lifecycle decides
 * them: only a draft (status 0) can be opened to change it, submitted or deleted. The three
 * customer events of a draft check who acts and nothing of the order's facts, so any facts
 * give the same answer (the property tests check that), and the answer is kept per status.
 */
const actionsByStatus = new Map<FeOrderStatus, ReadonlySet<DraftAction>>()
const ANY_FACTS = { customerTypeName: 'Company', termsOfPayment: '', etaDate: '2000-01-01' } as const
const ANY_TIME = '2000-01-01 00:00:00'

export function draftActionsAt(status: FeOrderStatus): ReadonlySet<DraftAction> {
  const known = actionsByStatus.get(status)
  if (known) return known
  const snapshot = orderSnapshotAt(status, ANY_FACTS)
  const allowed = new Set(
    (Object.keys(LIFECYCLE_EVENT) as DraftAction[]).filter((action) =>
      snapshot.can({ type: LIFECYCLE_EVENT[action], by: 'customer', at: ANY_TIME } as OrderEvent),
    ),
  )
  actionsByStatus.set(status, allowed)
  return allowed
}

export const mayCustomer = (action: DraftAction, row: Pick<OrderRow, 'FeOrderStatus'>): boolean =>
  draftActionsAt(row.FeOrderStatus).has(action)

// ---------------------------------------------------------------------------------------------
// Submitting a draft from the list (R-ORD-004, R-API-027)

/**
 * The api/Order/SaveAsOpenOrder body that submits a draft exactly as it is stored (api/Order/Get):
 * the list changes nothing, so whatever the server refuses (R-ORD-023) the customer fixes by
 * opening the draft.
 */
export function submitRequestOf(order: Order): UpdateOrderRequest {
  return {
    id: order.Id,
    customerCode: order.CustomerCode,
    warehouseCode: order.WarehouseCode,
    formatId: order.FormatId,
    shippingAddressId: order.ShippingAddressId,
    quantity: order.Quantity,
    amount: order.Amount,
    specialRatePercent: order.SpecialRatePercent,
    note: order.Note,
    // The draft's PO number goes with it (R-PO-005).
    ...optionalPoNumber(order.PoNumber),
    etaDate: order.EtaDate,
    orderProductList: order.OrderProductList,
    orderPaymentList: order.OrderPaymentList.map(({ Id, Evidence }): OrderPaymentInput => ({ Id, Evidence })),
  }
}
