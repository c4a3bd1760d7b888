// Order entities with the spec's PascalCase field names (R-API-025): the order (list
// row and detail), its product lines, tracking steps, the status and payment options, support
// reasons and the change-order document.
import { Schema } from 'effect'
import {
  Cases,
  CASES_MAX,
  Count,
  EntityId,
  FeOrderStatus,
  FileLink,
  note,
  RateFraction,
  Text,
  TrackId,
  Vnd,
  WireDate,
  WireDateTime,
} from './common'

const Nullable = Schema.NullOr
/** The PO number's bound (R-PO-001); order.ts imports this file, so the number lives here. */
export const PO_NUMBER_MAX = 35

// Bounds of the texts and lists a request's order line may carry (decision 0140).
const PRODUCT_CODE_MAX = 50
const PRODUCT_NAME_MAX = 200
const PROMOTION_ITEMS_MAX = 50

/** A product inside a promotion: the main goods bought and the free-of-charge (FOC) goods given. */
export const PromotionItem = Schema.Struct({
  ProductCode: Text(PRODUCT_CODE_MAX),
  ProductName: Text(PRODUCT_NAME_MAX),
  ProductName_enUS: Text(PRODUCT_NAME_MAX),
  PromotionItemQuantity: note(
    Schema.Int.pipe(Schema.between(1, CASES_MAX)),
    'cases of this product per case of the line (R-ORD-011)',
  ),
}).annotations({ identifier: 'PromotionItem' })
export type PromotionItem = Schema.Schema.Type<typeof PromotionItem>

/** The promotion details a product and an order line share (R-ORD-013, R-ORD-014). */
export const promotionFields = {
  IsPromotion: Schema.Boolean,
  IsDisplayed: note(Schema.Boolean, "shown as a 'new' tag"),
  PromotionTypeName: Nullable(Text(PRODUCT_NAME_MAX)),
  PromotionFromDate: Nullable(WireDate),
  PromotionToDate: Nullable(WireDate),
  MainProductList: Schema.Array(PromotionItem).pipe(Schema.maxItems(PROMOTION_ITEMS_MAX)),
  FocProductList: Schema.Array(PromotionItem).pipe(Schema.maxItems(PROMOTION_ITEMS_MAX)),
}

/**
 * An order product line (R-ORD-011..014); also the item of a request's orderProductList
 * (R-API-028).
 */
export const OrderProductLine = Schema.Struct({
  Key: Schema.optional(Schema.String.pipe(Schema.maxLength(64))).annotations({
    description: "the client's row key; the server ignores it",
  }),
  ProductCode: Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(50)),
  ProductName: Schema.String.pipe(Schema.maxLength(200)),
  ProductName_enUS: Schema.String.pipe(Schema.maxLength(200)),
  ProductSpecification: Schema.String.pipe(Schema.maxLength(200)),
  UnitPrice: Vnd,
  Quantity: Cases,
  Amount: Vnd,
  ...promotionFields,
}).annotations({ identifier: 'OrderProductLine' })
export type OrderProductLine = Schema.Schema.Type<typeof OrderProductLine>

/**
 * An item of a request's orderProductList (R-API-045): only ProductCode and Quantity
 * are required; the other order-line fields are accepted and ignored, because the server takes
 * names, prices, amounts and promotion details from its own catalogue.
 */
export const OrderRequestLine = Schema.extend(
  OrderProductLine.pick('ProductCode', 'Quantity'),
  Schema.partialWith(OrderProductLine.omit('ProductCode', 'Quantity'), { exact: true }),
).annotations({ identifier: 'OrderRequestLine' })
export type OrderRequestLine = Schema.Schema.Type<typeof OrderRequestLine>

export const InvoiceInfo = Schema.Struct({
  InvoiceName: Schema.String,
  VATCode: Schema.String,
  InvoiceAddress: Schema.String,
}).annotations({ identifier: 'InvoiceInfo' })
export type InvoiceInfo = Schema.Schema.Type<typeof InvoiceInfo>

/** A payment voucher kept on the order: Evidence is the uploaded file's URL. */
export const OrderPayment = Schema.Struct({
  Id: EntityId,
  Evidence: Schema.String,
  /** The voucher's file name as uploaded (R-PAY-007); absent for a voucher saved without one. */
  FileName: Schema.optional(Schema.String),
}).annotations({
  identifier: 'OrderPayment',
})
export type OrderPayment = Schema.Schema.Type<typeof OrderPayment>

/** A support attachment, as the spec spells it on the order (FileUrl, not FileURL). */
export const SupportFile = Schema.Struct({ FileName: Schema.String, FileUrl: Schema.String }).annotations({
  identifier: 'SupportFile',
})
export type SupportFile = Schema.Schema.Type<typeof SupportFile>

export const OrderProductPack = Schema.Struct({
  ProductCode: Schema.String,
  ProductName: Schema.String,
  Quantity: Cases,
  WarehouseName: Schema.String,
  BatchDate: Nullable(WireDate),
  Note: Nullable(Schema.String),
}).annotations({ identifier: 'OrderProductPack' })
export type OrderProductPack = Schema.Schema.Type<typeof OrderProductPack>

/**
 * An order as the lists show it (pending, confirmed, drafts). What a draft or a fresh order
 * cannot have yet is null: SO numbers, submit date, ETD, confirmed ETA, payment status.
 */
export const orderRowFields = {
  Id: EntityId,
  OrderNumber: note(Schema.String, 'the BB number'),
  OrderSO: Nullable(Schema.String),
  FreeChargeOrderSO: Nullable(Schema.String),
  CreateTime: WireDateTime,
  SubmitDate: Nullable(WireDateTime),
  EtaDate: note(Nullable(WireDate), 'null only on a draft saved before an ETA was chosen'),
  ETDDate: Nullable(WireDate),
  ConfirmedETA: Nullable(WireDate),
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
  Quantity: Cases,
  Amount: Vnd,
  SpecialRatePercent: note(RateFraction, '0.05 shows as 5% (R-ORD-010)'),
  TotalAmount: Vnd,
  FeOrderStatus,
  FeOrderStatusString: Schema.String,
  PaymentStatusString: Nullable(Schema.String),
  TermsOfPayment: Schema.String,
  FormatId: note(Schema.Int.pipe(Schema.nonNegative()), '0 while a draft has no products'),
  WarehouseConfirmed: note(Schema.Literal(0, 1), '1 once the warehouse confirmed the packing list'),
  /** Absent from a server that does not know it, and on an order placed without one (R-PO-002). */
  PoNumber: Schema.optional(Text(PO_NUMBER_MAX)).annotations({
    description: "the customer's own PO number; absent when none (R-PO-002)",
  }),
}
export const OrderRow = Schema.Struct(orderRowFields).annotations({ identifier: 'OrderRow' })
export type OrderRow = Schema.Schema.Type<typeof OrderRow>

/** The bank statement's line that paid the order (R-BANK-003, decision 0369). */
export const TransferEvidence = Schema.Struct({
  Date: Text(40),
  Amount: Vnd,
  Reference: Text(100),
}).annotations({ identifier: 'TransferEvidence' })

/** The order detail of api/Order/Get: the row plus every section of the drawers. */
export const Order = Schema.Struct({
  ...orderRowFields,
  CompletedDate: Nullable(WireDateTime),
  Note: Schema.String,
  ShippingAddressId: Nullable(EntityId),
  ShippingAddress: Nullable(Schema.String),
  WarehouseCode: Nullable(Schema.String),
  ContactName: Nullable(Schema.String),
  ContactMobile: Nullable(Schema.String),
  ContactEmail: Nullable(Schema.String),
  InvoiceInfo: Nullable(InvoiceInfo),
  OrderChangeDetailURL: Nullable(Schema.String),
  CancelReason: Nullable(Schema.String),
  CancelRemark: Nullable(Schema.String),
  TruckNo: Nullable(Schema.String),
  LogisticAttachments: Schema.Array(FileLink),
  Support_EN: note(Nullable(Schema.String), 'the chosen support reasons, joined'),
  Support_VN: Nullable(Schema.String),
  SupportDescription: Nullable(Schema.String),
  SupportUrlList: Schema.Array(SupportFile),
  OrderPaymentList: Schema.Array(OrderPayment),
  /** Absent unless the back office's bank statement paid the order (R-BANK-003). */
  PaidByTransfer: Schema.optional(TransferEvidence).annotations({
    description: "the bank statement's line that paid the order; absent when none (R-BANK-003)",
  }),
  OrderProductPackList: Schema.Array(OrderProductPack),
  OrderProductList: Schema.Array(OrderProductLine),
}).annotations({ identifier: 'Order' })
export type Order = Schema.Schema.Type<typeof Order>

/** What a created or submitted order answers (R-API-026, R-API-027). */
export const OrderRef = Schema.Struct({ Id: EntityId, OrderNumber: Schema.String }).annotations({
  identifier: 'OrderRef',
})
export type OrderRef = Schema.Schema.Type<typeof OrderRef>

export const TrackingStep = Schema.Struct({
  TrackId,
  TrackName_EN: Schema.String,
  TrackName_VN: Schema.String,
  ActionDate: WireDateTime,
}).annotations({ identifier: 'TrackingStep' })
export type TrackingStep = Schema.Schema.Type<typeof TrackingStep>

export const OrderStatusOption = Schema.Struct({
  OrderStatus: FeOrderStatus,
  OrderStatusString_EN: Schema.String,
  OrderStatusString_VN: Schema.String,
  OrderCount: Count,
}).annotations({ identifier: 'OrderStatusOption' })
export type OrderStatusOption = Schema.Schema.Type<typeof OrderStatusOption>

/** A payment status; its number is what paymentStatusStrings and paymentStatus carry. */
export const PaymentStatusCode = Schema.Int.pipe(
  Schema.between(0, 99),
  Schema.annotations({ identifier: 'PaymentStatusCode', description: 'integer 0..99' }),
)
export const PaymentStatusOption = Schema.Struct({
  PaymentStatus: PaymentStatusCode,
  PaymentStatusString_EN: Schema.String,
  PaymentStatusString_VN: Schema.String,
}).annotations({ identifier: 'PaymentStatusOption' })
export type PaymentStatusOption = Schema.Schema.Type<typeof PaymentStatusOption>

export const SupportReason = Schema.Struct({
  Id: EntityId,
  SupportName: Schema.String,
  Support_EN: Schema.String,
  Support_VN: Schema.String,
}).annotations({ identifier: 'SupportReason' })
export type SupportReason = Schema.Schema.Type<typeof SupportReason>

/**
 * A product line of the change-order document (R-CHG-003): its quantity in cases (a promotion
 * line's cases by the spec's rule, R-DOC-005), now and before the order's first change (R-CHG-010).
 */
export const ChangeOrderLine = Schema.Struct({
  ProductCode: Schema.String,
  ProductName: Schema.String,
  ProductName_enUS: Schema.String,
  UnitPrice: Vnd,
  Quantity: note(Cases, 'cases now'),
  Amount: note(Vnd, 'the amount now'),
  OriginalQuantity: note(Cases, 'cases before the first change'),
  OriginalAmount: note(Vnd, 'the amount before the first change'),
}).annotations({ identifier: 'ChangeOrderLine' })
export type ChangeOrderLine = Schema.Schema.Type<typeof ChangeOrderLine>

/**
 * The change-order document of api/Order/GetOrderChangedDetail (R-CHG-001..005).
 * OriginalETA is the ETA the order was placed with, ChangedETA the one it had before this change
 * (differs from the original after an earlier change), NewETA the one it has now; a change of
 * address only keeps NewETA null, and a change of ETA only keeps NewShippingAddress null.
 * ChangedETA is null when the order still had its original ETA before this change (R-CHG-010).
 * TotalQuantity and TotalAmount are the order's figures now, the ones every other surface shows
 * (R-CHG-009); the Original ones are the order's before its first change (R-CHG-010).
 */
export const ChangeOrderDocument = Schema.Struct({
  OrderId: EntityId,
  OrderNumber: note(Schema.String, 'BB No.'),
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
  Account: note(Schema.String, "the customer's account (email or mobile)"),
  CreateTime: WireDateTime,
  OriginalETA: WireDate,
  ChangedETA: Nullable(WireDate),
  NewETA: Nullable(WireDate),
  ProductList: Schema.Array(ChangeOrderLine),
  TotalQuantity: Cases,
  OriginalTotalQuantity: Cases,
  IncurredPurchaseCostPercent: note(RateFraction, 'the incurred purchase cost'),
  TotalAmount: Vnd,
  OriginalTotalAmount: Vnd,
  OriginalShippingAddress: Schema.String,
  NewShippingAddress: Nullable(Schema.String),
}).annotations({ identifier: 'ChangeOrderDocument' })
export type ChangeOrderDocument = Schema.Schema.Type<typeof ChangeOrderDocument>
