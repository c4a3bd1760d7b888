// An order list's state in the address (decision 0210 for the confirmed list, 0203 for the
// pending one): the filters, the page and its size, read back with corrections where a crafted
// address asks for what cannot be shown, and written back with the defaults left out. Each list
// names its own query keys; a filter without a key is not in that list's address.
import { PO_NUMBER_MAX } from '../../api/contracts/order-entities'
import { isBusinessDate } from '../order-lifecycle/business-time'
import { DEFAULT_PAGE_SIZE, isPageSize, normalizeFilters, type ListState } from './order-list.rules'

type DateKey = 'etdFrom' | 'etdTo' | 'etaFrom' | 'etaTo' | 'createdFrom' | 'createdTo'

/** A list's query keys; `orderId` (the drawer) belongs to the screen and is kept as it is. */
export interface AddressKeys {
  readonly tab?: string
  readonly company?: string
  readonly orderNumber?: string
  readonly poNumber?: string
  readonly payment?: string
  readonly etdFrom?: string
  readonly etdTo?: string
  readonly etaFrom?: string
  readonly etaTo?: string
  readonly createdFrom?: string
  readonly createdTo?: string
  readonly page: string
  readonly pageSize: string
}

/** What a crafted address held that the list cannot show, corrected. */
export type UrlCorrection =
  | 'status'
  | 'company'
  | 'payment'
  | 'etdRange'
  | 'etaRange'
  | 'createdRange'
  | 'date'
  | 'page'
  | 'pageSize'
  | 'orderNumber'
  | 'poNumber'

export interface ReadState extends ListState {
  readonly corrections: readonly UrlCorrection[]
}

/** What the reader knows to be real: the user's companies, and the payment statuses once loaded. */
export interface UrlContext {
  readonly companies: readonly string[]
  /** Undefined until the list of payment statuses arrived: the values wait to be checked. */
  readonly paymentStatuses?: readonly number[] | undefined
}

/** The list's own statuses (its tabs), for a list whose address holds one. */
export type StatusCheck = (status: number) => boolean

const ORDER_NUMBER_MAX = 50
const INT = /^\d{1,9}$/
const RANGES = [
  ['etdFrom', 'etdTo', 'etdRange'],
  ['etaFrom', 'etaTo', 'etaRange'],
  ['createdFrom', 'createdTo', 'createdRange'],
] as const

/**
 * Reads the list's state from the address. Whatever cannot be shown is dropped (an unknown
 * status, company or payment status, a date that is not a day, a page that is not a number);
 * a range whose start is after its end is swapped (the user's two days kept); each is named.
 */
export function readListAddress(
  params: URLSearchParams,
  known: UrlContext,
  keys: AddressKeys,
  isStatus: StatusCheck = () => false,
): ReadState {
  const corrections = new Set<UrlCorrection>()
  const filters: Record<string, unknown> = {}
  const get = (key: string | undefined) => (key === undefined ? null : params.get(key))

  const status = get(keys.tab)
  if (status !== null) {
    if (INT.test(status) && isStatus(Number(status))) filters.orderStatus = Number(status)
    else corrections.add('status')
  }

  const company = get(keys.company)?.trim()
  if (company) {
    if (known.companies.includes(company)) filters.customerCode = company
    else corrections.add('company')
  }

  const orderNumber = get(keys.orderNumber)?.trim()
  if (orderNumber) {
    if (orderNumber.length <= ORDER_NUMBER_MAX) filters.orderNumber = orderNumber
    else corrections.add('orderNumber')
  }

  const poNumber = get(keys.poNumber)?.trim()
  if (poNumber) {
    if (poNumber.length <= PO_NUMBER_MAX) filters.poNumber = poNumber
    else corrections.add('poNumber')
  }

  const payments = (keys.payment === undefined ? [] : params.getAll(keys.payment))
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

  for (const [from, to, range] of RANGES) {
    const read = (key: DateKey) => {
      const value = get(keys[key])?.trim()
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
    const value = params.get(keys[key])
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
 * kept. Defaults (no tab, page 1, 10 a page) are left out, so a fresh list has a clean URL.
 */
export function writeListAddress(
  state: ListState,
  base: URLSearchParams,
  keys: AddressKeys,
): URLSearchParams {
  const params = new URLSearchParams(base)
  for (const key of Object.values(keys)) if (key !== undefined) params.delete(key)
  const filters = normalizeFilters(state.filters)
  const set = (key: string | undefined, value: string | number | undefined) => {
    if (key !== undefined && value !== undefined) params.set(key, String(value))
  }
  set(keys.tab, filters.orderStatus)
  set(keys.company, filters.customerCode)
  set(keys.orderNumber, filters.orderNumber)
  set(keys.poNumber, filters.poNumber)
  if (keys.payment !== undefined)
    for (const status of filters.paymentStatuses ?? []) params.append(keys.payment, String(status))
  for (const [from, to] of RANGES) {
    set(keys[from], filters[from])
    set(keys[to], filters[to])
  }
  if (state.pageIndex !== 1) set(keys.page, state.pageIndex)
  if (state.pageSize !== DEFAULT_PAGE_SIZE) set(keys.pageSize, state.pageSize)
  return params
}

/** A range's start after its end (typed in a filter form): the form refuses it. */
export const isInvertedRange = (from: string | undefined, to: string | undefined): boolean =>
  from !== undefined && to !== undefined && from > to

/** The pending list's query keys, named by the contract (decision 0203). */
export const PENDING_URL_KEYS = {
  company: 'customerCode',
  orderNumber: 'orderNumber',
  poNumber: 'poNumber',
  createdFrom: 'from',
  createdTo: 'to',
  page: 'page',
  pageSize: 'size',
} as const satisfies AddressKeys
