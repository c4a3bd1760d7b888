// What the order endpoints answer, read off an order's folded state (decision 0038): the list row
// and the detail of the contracts, the tracking steps, the change-order document, the payment
// status, and the @msw/data row the lists filter on. Pure, apart from picking texts by language.
import type { FeOrderStatus } from '../api/contracts/common'
import type { ChangeOrderDocument, Order, OrderRow, TrackingStep } from '../api/contracts/order-entities'
import type { Language } from '../i18n/languages'
import { addDays, isPaymentVoucherMode, trackingStepsOf, type OrderEvent } from '../machines/order-lifecycle'
import { lineCases } from '../machines/place-order/place-order.rules'
import type { OrderListRow } from './db'
import { currentEtaOf, type OrderState } from './order-state'
import { productIn } from './seed/catalog'
import { PAYMENT_STATUS, supportReasonById, type PaymentStatusCode } from './seed/reference'
import { textIn } from './texts'
import { PATHS } from '../lib/paths'
import { optionalPoNumber } from '../machines/place-order/po-number.rules'

/** The payment status (decision 0038); null before approval and for orders cancelled before it. */
export function paymentStatusOf(state: OrderState): PaymentStatusCode | null {
  const { status } = state
  if (status === 0 || status === 1) return null
  const approved = state.snapshot.context.confirmedEta !== null
  if (status === 8) {
    if (!approved) return null
    if (!isPaymentVoucherMode(state.facts.customerTypeName, state.snapshot.context.termsOfPayment))
      return PAYMENT_STATUS.onCredit
    return state.paymentSubmitted ? PAYMENT_STATUS.refundPending : PAYMENT_STATUS.unpaid
  }
  if (!isPaymentVoucherMode(state.facts.customerTypeName, state.snapshot.context.termsOfPayment))
    return PAYMENT_STATUS.onCredit
  if (status === 2) return PAYMENT_STATUS.unpaid
  if (status === 25) return PAYMENT_STATUS.submitted
  return PAYMENT_STATUS.paid
}

/** The screens' own status words (orders namespace), written once (decision 0121). */
export const statusText = (language: Language, status: FeOrderStatus) =>
  textIn(language, `orders:status.${status}`)
export const paymentStatusText = (language: Language, code: number) =>
  textIn(language, `orders.paymentStatus.${code}`)
export const trackText = (language: Language, trackId: number) =>
  textIn(language, `orders.tracking.${trackId}`)

/** ETD = confirmed ETA − the company's gap, once the ETA is confirmed (a fresh order has none). */
export function etdOf(state: OrderState): string | null {
  const confirmed = state.snapshot.context.confirmedEta
  return confirmed === null ? null : (addDays(confirmed, -state.etdGapDays) ?? null)
}

/** The row the lists filter and sort on (the @msw/data projection). */
export const listRowOf = (state: OrderState): OrderListRow => ({
  Id: state.id,
  CustomerCode: state.document.CustomerCode,
  OrderNumber: state.orderNumber,
  FeOrderStatus: state.status,
  PaymentStatus: paymentStatusOf(state),
  CreateTime: state.createTime,
  Eta: currentEtaOf(state),
  Etd: etdOf(state),
  PoNumber: state.document.PoNumber,
})

export function orderRowOf(state: OrderState, language: Language): OrderRow {
  const payment = paymentStatusOf(state)
  const doc = state.document
  return {
    Id: state.id,
    OrderNumber: state.orderNumber,
    OrderSO: state.details.OrderSO ?? null,
    FreeChargeOrderSO: state.details.FreeChargeOrderSO ?? null,
    CreateTime: state.createTime,
    SubmitDate: state.submitDate,
    EtaDate: state.status === 0 ? doc.EtaDate : state.snapshot.context.etaDate,
    ETDDate: etdOf(state),
    ConfirmedETA: state.snapshot.context.confirmedEta,
    CustomerCode: doc.CustomerCode,
    CustomerName: doc.CustomerName,
    Quantity: doc.Quantity,
    Amount: doc.Amount,
    SpecialRatePercent: doc.SpecialRatePercent,
    TotalAmount: doc.TotalAmount,
    FeOrderStatus: state.status,
    FeOrderStatusString: statusText(language, state.status),
    PaymentStatusString: payment === null ? null : paymentStatusText(language, payment),
    TermsOfPayment: state.snapshot.context.termsOfPayment,
    FormatId: doc.FormatId,
    WarehouseConfirmed: state.details.WarehouseConfirmed ?? 0,
    ...optionalPoNumber(doc.PoNumber),
  }
}

/**
 * The link of the order's change-order document page (R-ROUTE-006) with the key of its
 * latest change, which opens it without a token (decision 0220); null before any change.
 */
export function changeLinkOf(state: OrderState): string | null {
  if (state.change === null) return null
  const key = state.change.keys.at(-1)
  const query = new URLSearchParams({ orderId: String(state.id), ...(key === undefined ? {} : { key }) })
  return `${PATHS.changeOrder}?${query.toString()}`
}

export function orderDetailOf(state: OrderState, language: Language): Order {
  const doc = state.document
  const reasons = (state.support?.supportIdList ?? []).flatMap((id) => supportReasonById(id) ?? [])
  return {
    ...orderRowOf(state, language),
    CompletedDate: state.completedDate,
    Note: doc.Note,
    ShippingAddressId: doc.ShippingAddressId,
    ShippingAddress: doc.ShippingAddress,
    WarehouseCode: doc.WarehouseCode,
    ContactName: doc.ContactName,
    ContactMobile: doc.ContactMobile,
    ContactEmail: doc.ContactEmail,
    InvoiceInfo: doc.InvoiceInfo,
    OrderChangeDetailURL: changeLinkOf(state),
    CancelReason: state.cancel?.reason ?? null,
    CancelRemark: state.cancel?.note ?? null,
    TruckNo: state.details.TruckNo ?? null,
    LogisticAttachments: state.details.LogisticAttachments ?? [],
    Support_EN: state.support === null ? null : reasons.map((r) => r.Support_EN).join(', '),
    Support_VN: state.support === null ? null : reasons.map((r) => r.Support_VN).join(', '),
    SupportDescription: state.support?.description ?? null,
    SupportUrlList: (state.support?.files ?? []).map((f) => ({ FileName: f.fileName, FileUrl: f.fileUrl })),
    OrderPaymentList: state.payments.map((evidence, i) => {
      const name = state.paymentNames[i]
      return { Id: i + 1, Evidence: evidence, ...(name ? { FileName: name } : {}) }
    }),
    ...(state.transfer === undefined
      ? {}
      : {
          PaidByTransfer: {
            Date: state.transfer.date.slice(0, 40),
            Amount: state.transfer.amount,
            Reference: state.transfer.reference.slice(0, 100),
          },
        }),
    OrderProductPackList: state.details.OrderProductPackList ?? [],
    OrderProductList: doc.OrderProductList.map((line) => productIn(line, language)),
  }
}

/** The tracking steps, named in both languages (R-LIFE-001..007). */
export function trackingOf(state: OrderState): TrackingStep[] {
  const events: OrderEvent[] = state.records.map((r) => r.event)
  return trackingStepsOf(state.facts, events).map((step) => ({
    TrackId: step.trackId,
    TrackName_EN: trackText('en', step.trackId),
    TrackName_VN: trackText('vi', step.trackId),
    ActionDate: step.actionDate,
  }))
}

/**
 * The change-order document (R-CHG-001..005), or undefined when none was issued: the order's
 * figures now, the same as every other surface (R-CHG-009), beside the ones it had before its
 * first change (R-CHG-010); quantities in cases (R-DOC-005).
 */
export function changeDocumentOf(state: OrderState): ChangeOrderDocument | undefined {
  const change = state.change
  if (change === null) return undefined
  const doc = state.document
  const original = new Map(change.original.lines.map((line) => [line.productCode, line]))
  return {
    OrderId: state.id,
    OrderNumber: state.orderNumber,
    CustomerCode: doc.CustomerCode,
    CustomerName: doc.CustomerName,
    Account: state.account,
    CreateTime: change.at,
    OriginalETA: change.originalEta ?? state.facts.etaDate,
    ChangedETA: change.changedEta,
    NewETA: change.newEta,
    ProductList: doc.OrderProductList.map((line) => {
      const before = original.get(line.ProductCode)
      return {
        ProductCode: line.ProductCode,
        ProductName: line.ProductName,
        ProductName_enUS: line.ProductName_enUS,
        UnitPrice: line.UnitPrice,
        Quantity: lineCases(line),
        Amount: line.Amount,
        OriginalQuantity: before === undefined ? 0 : lineCases({ ...line, Quantity: before.quantity }),
        OriginalAmount: before?.amount ?? 0,
      }
    }),
    TotalQuantity: doc.Quantity,
    OriginalTotalQuantity: change.original.quantity,
    IncurredPurchaseCostPercent: change.incurredPurchaseCostPercent,
    TotalAmount: doc.TotalAmount,
    OriginalTotalAmount: change.original.totalAmount,
    OriginalShippingAddress: change.originalShippingAddress ?? '',
    NewShippingAddress: change.newShippingAddress,
  }
}
