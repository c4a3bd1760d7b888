// An order's state as the fold of its log records (decision 0037): the lifecycle snapshot comes
// from the lifecycle machine's own pure transition (`nextOrderSnapshot`); the rest (document,
// vouchers, support request, cancellation, change order, back-office details) is read off the
// accepted records. Pure: the same records in the same order give the same state.
import type { FeOrderStatus } from '../api/contracts/common'
import {
  canApply,
  initialOrderSnapshot,
  nextOrderSnapshot,
  statusOf,
  type OrderEvent,
  type OrderFacts,
  type OrderSnapshot,
} from '../machines/order-lifecycle'
import type { BackOfficeDetails, OrderDocument, OrderRecord } from './event-records'

export interface SupportRequest {
  readonly at: string
  readonly supportIdList: readonly number[]
  readonly description: string | null
  readonly files: readonly { readonly fileUrl: string; readonly fileName: string }[]
}

/** The change-order document's facts, taken when the back office issued it (R-API-037). */
export interface OrderChange {
  readonly at: string
  readonly originalEta: string | null
  /** The ETA the order had before this change. */
  readonly changedEta: string | null
  readonly newEta: string | null
  readonly originalShippingAddress: string | null
  readonly newShippingAddress: string | null
  readonly incurredPurchaseCostPercent: number
  /**
   * The keys issued with this change and the earlier ones of the order: each opens the document
   * without a token, so an older notification's link keeps working (decision 0220).
   */
  readonly keys: readonly string[]
}

export interface OrderState {
  readonly id: number
  readonly orderNumber: string
  readonly account: string
  readonly createTime: string
  readonly facts: OrderFacts
  etdGapDays: number
  /** The accepted records of this order, in log order. */
  readonly records: OrderRecord[]
  snapshot: OrderSnapshot
  status: FeOrderStatus
  document: OrderDocument
  details: BackOfficeDetails
  submitDate: string | null
  /** The ETA the order was placed with (the change-order document's original ETA). */
  placedEta: string | null
  completedDate: string | null
  /** Evidence URLs of the vouchers, as last saved or submitted. */
  payments: readonly string[]
  /** Whether the payment was ever submitted (a cancelled order then awaits a refund). */
  paymentSubmitted: boolean
  support: SupportRequest | null
  cancel: { readonly reason: string | null; readonly note: string | null } | null
  change: OrderChange | null
  deleted: boolean
}

/** The ETA the order has now: the confirmed one once approved, else the one asked for. */
export const currentEtaOf = (state: OrderState): string | null =>
  state.snapshot.context.confirmedEta ??
  (state.status === 0 ? state.document.EtaDate : state.snapshot.context.etaDate)

/** A new order from its opening record (which must carry `opened` and `document`). */
export function openOrderState(record: OrderRecord): OrderState {
  const { opened, document } = record
  if (opened === undefined || document === undefined)
    throw new Error(`event store: record ${record.seq} opens order ${record.orderId} without opening data`)
  const snapshot = initialOrderSnapshot(opened.facts)
  return {
    id: record.orderId,
    orderNumber: opened.orderNumber,
    account: opened.account,
    createTime: opened.createTime,
    facts: opened.facts,
    etdGapDays: opened.etdGapDays,
    records: [],
    snapshot,
    status: statusOf(snapshot),
    document,
    details: {},
    submitDate: null,
    placedEta: null,
    completedDate: null,
    payments: [],
    paymentSubmitted: false,
    support: null,
    cancel: null,
    change: null,
    deleted: false,
  }
}

function changeOf(
  state: OrderState,
  event: Extract<OrderEvent, { type: 'order.change' }>,
  key: string | undefined,
): OrderChange {
  const keys = state.change?.keys ?? []
  return {
    at: event.at,
    originalEta: state.placedEta,
    changedEta: currentEtaOf(state),
    newEta: event.newEta ?? null,
    originalShippingAddress: state.document.ShippingAddress,
    newShippingAddress: event.newShippingAddress ?? null,
    incurredPurchaseCostPercent: event.incurredPurchaseCostPercent ?? 0,
    keys: key === undefined ? keys : [...keys, key],
  }
}

/**
 * Applies one record to its order's state, in place. Returns false (and changes nothing) when the
 * lifecycle refuses the event: the store checks `canApply` before appending, so a stored log has
 * none, but a replay stays safe.
 */
export function applyOrderRecord(state: OrderState, record: OrderRecord): boolean {
  const { event } = record
  const before = state.snapshot
  const next = nextOrderSnapshot(before, event)
  // A refused event returns the very same snapshot; so does an accepted one that changes nothing
  // (order.delete, payment.save), which only `can` tells apart. Asking it only then keeps the fold fast.
  if (next === before && !canApply(before, event)) return false
  const change = event.type === 'order.change' ? changeOf(state, event, record.changeKey) : null
  state.snapshot = next
  state.status = statusOf(next)
  state.records.push(record)
  if (record.document !== undefined) state.document = record.document
  if (record.etdGapDays !== undefined) state.etdGapDays = record.etdGapDays
  if (record.details !== undefined) state.details = { ...state.details, ...record.details }
  switch (event.type) {
    case 'order.place':
      state.submitDate = event.at
      state.placedEta = next.context.etaDate
      break
    case 'order.delete':
      state.deleted = true
      break
    case 'payment.save':
      state.payments = event.paymentList
      break
    case 'payment.submit':
      state.payments = event.paymentList
      state.paymentSubmitted = true
      break
    case 'order.receive':
    case 'order.autoComplete':
    case 'support.resolve':
      state.completedDate = event.at
      break
    case 'support.request':
      state.support = {
        at: event.at,
        supportIdList: event.supportIdList,
        description: event.supportDescription ?? null,
        files: event.supportUrlList ?? [],
      }
      break
    case 'order.cancel':
      state.cancel = { reason: event.reason ?? null, note: event.note ?? null }
      break
    case 'order.change':
      state.change = change
      if (event.newShippingAddressId !== undefined)
        state.document = {
          ...state.document,
          ShippingAddressId: event.newShippingAddressId,
          ShippingAddress: event.newShippingAddress ?? state.document.ShippingAddress,
        }
      break
    default:
      break
  }
  return true
}
