// An order's state as the fold of its log records (decisions 0037, 0336): the lifecycle snapshot
// comes from the lifecycle decider's `evolve`; the rest (document, vouchers, support request,
// cancellation, change order, back-office details) is read off the accepted records. Pure: the
// same records in the same order give the same state, and no state is changed in place.
import type { FeOrderStatus } from '../api/contracts/common'
import {
  canApply,
  evolve,
  initialOrderSnapshot,
  statusOf,
  type OrderEvent,
  type OrderFacts,
  type OrderSnapshot,
} from '../machines/order-lifecycle'
import { orderFiguresOf } from '../machines/order-pricing'
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
  /** The incurred purchase cost in force: the sum of the order's changes' costs (decision 0346). */
  readonly incurredPurchaseCostPercent: number
  /**
   * The order's figures before its first change (R-CHG-010): kept for the document, which shows
   * them beside the current ones; every other surface reads the current document (R-CHG-009).
   */
  readonly original: OriginalFigures
  /**
   * The keys issued with this change and the earlier ones of the order: each opens the document
   * without a token, so an older notification's link keeps working (decision 0220).
   */
  readonly keys: readonly string[]
}

/** A line's quantity and amount before the first change, by product code (R-CHG-010). */
export interface OriginalLine {
  readonly productCode: string
  readonly quantity: number
  readonly amount: number
}

export interface OriginalFigures {
  readonly quantity: number
  readonly amount: number
  readonly totalAmount: number
  readonly lines: readonly OriginalLine[]
}

export interface OrderState {
  readonly id: number
  readonly orderNumber: string
  readonly account: string
  readonly createTime: string
  readonly facts: OrderFacts
  readonly etdGapDays: number
  /** The accepted records of this order, in log order. */
  readonly records: readonly OrderRecord[]
  readonly snapshot: OrderSnapshot
  readonly status: FeOrderStatus
  readonly document: OrderDocument
  readonly details: BackOfficeDetails
  readonly submitDate: string | null
  /** The ETA the order was placed with (the change-order document's original ETA). */
  readonly placedEta: string | null
  readonly completedDate: string | null
  /** Evidence URLs of the vouchers, as last saved or submitted. */
  readonly payments: readonly string[]
  /** The vouchers' file names, one per URL of `payments` ('' unknown: saved before names were kept). */
  readonly paymentNames: readonly string[]
  /** Whether the payment was ever submitted (a cancelled order then awaits a refund). */
  readonly paymentSubmitted: boolean
  /** The bank statement's line that paid the order (R-BANK-003); absent until one did. */
  readonly transfer?: { readonly date: string; readonly amount: number; readonly reference: string }
  readonly support: SupportRequest | null
  readonly cancel: { readonly reason: string | null; readonly note: string | null } | null
  readonly change: OrderChange | null
  readonly deleted: boolean
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
    paymentNames: [],
    paymentSubmitted: false,
    support: null,
    cancel: null,
    change: null,
    deleted: false,
  }
}

const figuresOf = (doc: OrderDocument): OriginalFigures => ({
  quantity: doc.Quantity,
  amount: doc.Amount,
  totalAmount: doc.TotalAmount,
  lines: doc.OrderProductList.map((line) => ({
    productCode: line.ProductCode,
    quantity: line.Quantity,
    amount: line.Amount,
  })),
})

type ChangeEvent = Extract<OrderEvent, { type: 'order.change' }>

/**
 * The document as a change order leaves it (R-CHG-009): the lines it names take their new
 * quantities (and amounts), and the order's cases, amount and total are computed again by the
 * pricing rules, with the incurred purchase cost in force on the total (decision 0346).
 */
function changedDocument(
  doc: OrderDocument,
  event: ChangeEvent,
  customerTypeName: string,
  incurredCostPercent: number,
): OrderDocument {
  const quantities = new Map((event.newQuantities ?? []).map((q) => [q.productCode, q.quantity]))
  const lines = doc.OrderProductList.map((line) => {
    const quantity = quantities.get(line.ProductCode)
    return quantity === undefined ? line : { ...line, Quantity: quantity, Amount: line.UnitPrice * quantity }
  })
  const figures = orderFiguresOf(lines, customerTypeName, incurredCostPercent)
  return {
    ...doc,
    ...(event.newShippingAddressId === undefined
      ? {}
      : {
          ShippingAddressId: event.newShippingAddressId,
          ShippingAddress: event.newShippingAddress ?? doc.ShippingAddress,
        }),
    OrderProductList: lines,
    Quantity: figures.quantity,
    Amount: figures.amount,
    SpecialRatePercent: figures.specialRatePercent,
    TotalAmount: figures.totalAmount,
  }
}

function changeOf(state: OrderState, event: ChangeEvent, key: string | undefined): OrderChange {
  const keys = state.change?.keys ?? []
  const before = currentEtaOf(state)
  return {
    at: event.at,
    originalEta: state.placedEta,
    // The ETA in force before this change, when an approval or an earlier change had moved it
    // from the original; the same date twice said nothing (R-CHG-010).
    changedEta: before === state.placedEta ? null : before,
    newEta: event.newEta ?? null,
    originalShippingAddress: state.document.ShippingAddress,
    newShippingAddress: event.newShippingAddress ?? null,
    // The costs of an order's changes add up, each on the goods, never compounded (decision 0346).
    // Never above the whole (RateFraction's bound).
    incurredPurchaseCostPercent: Math.min(
      1,
      Math.round(
        ((state.change?.incurredPurchaseCostPercent ?? 0) + (event.incurredPurchaseCostPercent ?? 0)) *
          10_000,
      ) / 10_000,
    ),
    original: state.change?.original ?? figuresOf(state.document),
    keys: key === undefined ? keys : [...keys, key],
  }
}

/**
 * The order's state after one record (decision 0336): the lifecycle's own `evolve` for the
 * snapshot, the record's data for the rest. Pure: `state` is never changed; the next state shares
 * every part the record does not touch. A record the lifecycle refuses answers `state` itself: the
 * store appends only decided events, so a stored log has none, but a replay stays safe.
 */
export function evolveOrder(state: OrderState, record: OrderRecord): OrderState {
  const { event } = record
  const before = state.snapshot
  const snapshot = evolve(before, event)
  // A refused event returns the very same snapshot; so does an accepted one that changes nothing
  // (order.delete, payment.save), which only `can` tells apart. Asking it only then keeps the fold fast.
  if (snapshot === before && !canApply(before, event)) return state
  const next: Mutable<OrderState> = {
    ...state,
    snapshot,
    status: statusOf(snapshot),
    // One order's few records: copying them keeps the step pure at the cost of that order alone.
    records: [...state.records, record],
  }
  if (record.document !== undefined) next.document = record.document
  if (record.etdGapDays !== undefined) next.etdGapDays = record.etdGapDays
  if (record.details !== undefined) next.details = { ...state.details, ...record.details }
  switch (event.type) {
    case 'order.place':
      next.submitDate = event.at
      next.placedEta = snapshot.context.etaDate
      break
    case 'order.delete':
      next.deleted = true
      break
    case 'payment.save':
      next.payments = event.paymentList
      next.paymentNames = event.fileNames ?? []
      break
    case 'payment.submit':
      next.payments = event.paymentList
      next.paymentNames = event.fileNames ?? []
      next.paymentSubmitted = true
      break
    case 'payment.transfer':
      next.transfer = {
        date: event.statementLine.date,
        amount: event.statementLine.amount,
        reference: event.statementLine.reference,
      }
      break
    case 'order.receive':
    case 'order.autoComplete':
    case 'support.resolve':
      next.completedDate = event.at
      break
    case 'support.request':
      next.support = {
        at: event.at,
        supportIdList: event.supportIdList,
        description: event.supportDescription ?? null,
        files: event.supportUrlList ?? [],
      }
      break
    case 'order.cancel':
      next.cancel = { reason: event.reason ?? null, note: event.note ?? null }
      break
    case 'order.change':
      next.change = changeOf(state, event, record.changeKey)
      next.document = changedDocument(
        next.document,
        event,
        state.facts.customerTypeName,
        next.change.incurredPurchaseCostPercent,
      )
      break
    default:
      break
  }
  return next
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] }
