// Order calls (R-API-009..014, R-API-026..028). Entities live in order-entities.ts.
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import {
  Cases,
  Count,
  DayEnd,
  DayStart,
  EntityId,
  FeOrderStatus,
  FileRef,
  FILES_PER_REQUEST_MAX,
  ID_MAX,
  inQuery,
  NoData,
  note,
  Paged,
  pagingParams,
  QueryList,
  RateFraction,
  RequiredText,
  Text,
  URL_MAX,
  Vnd,
  WireDate,
} from './common'
import { Product } from './product-entities'
import {
  ChangeOrderDocument,
  Order,
  OrderRef,
  OrderRequestLine,
  OrderRow,
  OrderStatusOption,
  PaymentStatusCode,
  PaymentStatusOption,
  PO_NUMBER_MAX,
  SupportReason,
  TrackingStep,
} from './order-entities'

export const CUSTOMER_CODE_MAX = 50
export const ORDER_NUMBER_MAX = 50
export const ORDER_NOTE_MAX = 500
export { PO_NUMBER_MAX }
export const SUPPORT_DESCRIPTION_MAX = 2000
export const ORDER_LINES_MAX = 200
/** The most support reasons one request may choose: more than the list offers (decision 0140). */
export const SUPPORT_REASONS_MAX = 50

const CustomerCode = RequiredText(CUSTOMER_CODE_MAX)
const customerFilter = Schema.optional(Text(CUSTOMER_CODE_MAX))
const orderNumberFilter = Schema.optional(Text(ORDER_NUMBER_MAX)).annotations({
  description: 'BB number, or a part of it',
})
const orderIdQuery = { orderId: inQuery(EntityId) }
/** The lists' PO number filter (R-PO-006): part of the customer's PO number, any case. */
const poNumberFilter = Schema.optional(Text(PO_NUMBER_MAX)).annotations({
  description: "the customer's PO number, or a part of it (R-PO-006)",
})

/** A voucher in a request: a new one has no Id yet; Evidence is the uploaded file's URL. */
export const OrderPaymentInput = Schema.Struct({
  Id: Schema.optional(EntityId),
  Evidence: RequiredText(URL_MAX),
}).annotations({ identifier: 'OrderPaymentInput' })
export type OrderPaymentInput = Schema.Schema.Type<typeof OrderPaymentInput>

/**
 * The body of api/Order/Update without `id` (R-API-010). It checks shape only: the ordering rules
 * (at least one product, 100 cases, one format, frozen limit) are the rules file's, so that the
 * server can refuse with their own messages (R-ORD-023) and a draft can be saved unfinished.
 */
export const orderBodyFields = {
  customerCode: CustomerCode,
  warehouseCode: Schema.NullOr(Text(50)),
  formatId: note(
    Schema.Int.pipe(Schema.between(0, ID_MAX)),
    "the order's FormatId; 0 when a non-distributor saves a voucher (R-PAY-006)",
  ),
  shippingAddressId: Schema.NullOr(EntityId),
  quantity: note(Cases, 'total cases of the order'),
  amount: Vnd,
  specialRatePercent: RateFraction,
  note: Text(ORDER_NOTE_MAX),
  PoNumber: Schema.optional(Text(PO_NUMBER_MAX)).annotations({
    description: "the customer's own PO number, trimmed by the server; empty or absent: none (R-PO-001)",
  }),
  etaDate: note(Schema.NullOr(WireDate), 'null only on a draft'),
  orderProductList: Schema.Array(OrderRequestLine).pipe(Schema.maxItems(ORDER_LINES_MAX)),
  orderPaymentList: Schema.Array(OrderPaymentInput).pipe(Schema.maxItems(FILES_PER_REQUEST_MAX)),
}
export const OrderBody = Schema.Struct(orderBodyFields).annotations({ identifier: 'OrderBody' })
export type OrderBody = Schema.Schema.Type<typeof OrderBody>

export const UpdateOrderRequest = Schema.Struct({ id: EntityId, ...orderBodyFields }).annotations({
  identifier: 'UpdateOrderRequest',
})
export type UpdateOrderRequest = Schema.Schema.Type<typeof UpdateOrderRequest>

export const GetAvailableProductList = defineEndpoint({
  name: 'Order.GetAvailableProductList',
  method: 'GET',
  path: 'api/Order/GetAvailableProductList',
  request: Schema.Struct({ customerCode: CustomerCode }),
  response: Schema.Array(Product),
  summary: 'The products the chosen company may order (R-ORD-007, R-API-029).',
})

export const CreateDraftOrder = defineEndpoint({
  name: 'Order.CreateDraftOrder',
  method: 'POST',
  path: 'api/Order/CreateDraftOrder',
  request: OrderBody,
  response: OrderRef,
  summary: 'Saves a new draft (status 0); the body is the Update body without id (R-API-026).',
})

export const CreateOpenOrder = defineEndpoint({
  name: 'Order.CreateOpenOrder',
  method: 'POST',
  path: 'api/Order/CreateOpenOrder',
  request: OrderBody,
  response: OrderRef,
  summary: 'Places an order (to 1, Pending Approval); the server applies the ordering rules (R-ORD-023).',
})

export const DeleteOrderRequest = Schema.Struct({ orderId: EntityId })
export const DeleteOrder = defineEndpoint({
  name: 'Order.Delete',
  method: 'POST',
  path: 'api/Order/Delete',
  request: DeleteOrderRequest,
  response: NoData,
  summary: 'Deletes a draft; only drafts can be deleted (R-LIFE-008).',
})

export const UpdateOrder = defineEndpoint({
  name: 'Order.Update',
  method: 'POST',
  path: 'api/Order/Update',
  request: UpdateOrderRequest,
  response: OrderRef,
  summary: 'Changes a draft, or saves the vouchers of an order at 2 without changing its status (R-PAY-002).',
})

export const SaveAsOpenOrder = defineEndpoint({
  name: 'Order.SaveAsOpenOrder',
  method: 'POST',
  path: 'api/Order/SaveAsOpenOrder',
  request: UpdateOrderRequest,
  response: OrderRef,
  summary: "Submits the draft named by id with the body's content (0 to 1, R-API-027).",
})

export const ApprovePendingPaymentOrderRequest = Schema.Struct({
  orderId: EntityId,
  paymentList: note(
    Schema.Array(RequiredText(URL_MAX)).pipe(Schema.maxItems(FILES_PER_REQUEST_MAX)),
    'the evidence URLs of the vouchers',
  ),
})
export const ApprovePendingPaymentOrder = defineEndpoint({
  name: 'Order.ApprovePendingPaymentOrder',
  method: 'POST',
  path: 'api/Order/ApprovePendingPaymentOrder',
  request: ApprovePendingPaymentOrderRequest,
  response: NoData,
  summary: 'Submits the payment vouchers of an order at 2, which moves it to 25 (R-PAY-003).',
})

export const CompleteOrderRequest = Schema.Struct({ orderId: EntityId })
export const CompleteOrder = defineEndpoint({
  name: 'Order.CompleteOrder',
  method: 'POST',
  path: 'api/Order/CompleteOrder',
  request: CompleteOrderRequest,
  response: NoData,
  summary: 'Confirms receipt of an order at 5 (5 to 6, R-CONF-015); the message is shown.',
})

export const SaveAsSupportOrderRequest = Schema.Struct({
  orderId: EntityId,
  supportIdList: note(
    Schema.Array(EntityId).pipe(Schema.maxItems(SUPPORT_REASONS_MAX)),
    'ids of the chosen SupportReasons',
  ),
  supportDescription: Text(SUPPORT_DESCRIPTION_MAX),
  supportUrlList: Schema.Array(FileRef).pipe(Schema.maxItems(FILES_PER_REQUEST_MAX)),
})
export type SaveAsSupportOrderRequest = Schema.Schema.Type<typeof SaveAsSupportOrderRequest>
export const SaveAsSupportOrder = defineEndpoint({
  name: 'Order.SaveAsSupportOrder',
  method: 'POST',
  path: 'api/Order/SaveAsSupportOrder',
  request: SaveAsSupportOrderRequest,
  response: NoData,
  summary: 'Asks for support on an order at 5 within the support window (5 to 7, R-SUP-006).',
})

export const GetOrder = defineEndpoint({
  name: 'Order.Get',
  method: 'GET',
  path: 'api/Order/Get',
  request: Schema.Struct(orderIdQuery),
  response: Order,
  summary: "An order's detail (R-API-011).",
})

export const GetDraftOrderListRequest = Schema.Struct({
  customerCode: customerFilter,
  orderNumber: orderNumberFilter,
  ...pagingParams,
})
export const GetDraftOrderList = defineEndpoint({
  name: 'Order.GetDraftOrderList',
  method: 'GET',
  path: 'api/Order/GetDraftOrderList',
  request: GetDraftOrderListRequest,
  response: Paged(OrderRow),
  summary: "The user's drafts (status 0 only, R-LIFE-027), newest first.",
})

export const GetPendingOrderListRequest = Schema.Struct({
  customerCode: customerFilter,
  orderNumber: orderNumberFilter,
  poNumber: poNumberFilter,
  startTime: Schema.optional(DayStart).annotations({ description: 'created from' }),
  endTime: Schema.optional(DayEnd).annotations({ description: 'created until' }),
  feOrderStatus: Schema.optional(inQuery(FeOrderStatus)),
  ...pagingParams,
})
export type GetPendingOrderListRequest = Schema.Schema.Type<typeof GetPendingOrderListRequest>
export const GetPendingOrderList = defineEndpoint({
  name: 'Order.GetPendingOrderList',
  method: 'GET',
  path: 'api/Order/GetPendingOrderList',
  request: GetPendingOrderListRequest,
  response: Paged(OrderRow),
  summary: 'The pending list (statuses 1, 2, 25), paged (R-API-012, R-PEND-002).',
})

/** The confirmed list's filters but the status tab: its rows and its tab counts (decision 0210). */
const mallFilterFields = {
  customerCode: customerFilter,
  orderNumber: orderNumberFilter,
  poNumber: poNumberFilter,
  paymentStatusStrings: Schema.optional(QueryList(inQuery(PaymentStatusCode))).annotations({
    description: 'PaymentStatus numbers, as repeated keys',
  }),
  startTime: Schema.optional(DayStart).annotations({ description: 'ETA from (R-API-013)' }),
  endTime: Schema.optional(DayEnd).annotations({ description: 'ETA until (R-API-013)' }),
  etdFrom: Schema.optional(DayStart),
  etdTo: Schema.optional(DayEnd),
}

const { customerCode, orderNumber, ...mallRanges } = mallFilterFields
export const GetPagedMallOrderListRequest = Schema.Struct({
  customerCode,
  orderNumber,
  orderStatus: Schema.optional(inQuery(FeOrderStatus)).annotations({ description: 'the chosen status tab' }),
  ...mallRanges,
  ...pagingParams,
})
export type GetPagedMallOrderListRequest = Schema.Schema.Type<typeof GetPagedMallOrderListRequest>
export const PagedMallOrderList = Schema.Struct({ OrderList: Schema.Array(OrderRow), totalCount: Count })
export const GetPagedMallOrderList = defineEndpoint({
  name: 'Order.GetPagedMallOrderList',
  method: 'GET',
  path: 'api/Order/GetPagedMallOrderList',
  request: GetPagedMallOrderListRequest,
  response: PagedMallOrderList,
  summary: 'The confirmed list (statuses 3 to 8), paged (R-API-013, R-CONF-003).',
})

export const GetMallOrderStatusListRequest = Schema.Struct(mallFilterFields)
export type GetMallOrderStatusListRequest = Schema.Schema.Type<typeof GetMallOrderStatusListRequest>
export const GetMallOrderStatusList = defineEndpoint({
  name: 'Order.GetMallOrderStatusList',
  method: 'GET',
  path: 'api/Order/GetMallOrderStatusList',
  request: GetMallOrderStatusListRequest,
  response: Schema.Array(OrderStatusOption),
  summary:
    'The status tabs of the confirmed list, each with its count of the orders the other filters ' +
    'let through, so a tab counts what it lists (R-CONF-001, R-CONF-020).',
})

export const GetPaymentStatusList = defineEndpoint({
  name: 'Order.GetPaymentStatusList',
  method: 'GET',
  path: 'api/Order/GetPaymentStatusList',
  request: NoInput,
  response: Schema.Array(PaymentStatusOption),
  summary: 'The payment statuses offered by the payment-status filter (R-CONF-003).',
})

export const GetOrderTrackingIno = defineEndpoint({
  name: 'Order.GetOrderTrackingIno',
  method: 'GET',
  path: 'api/Order/GetOrderTrackingIno',
  request: Schema.Struct({ OrderId: inQuery(EntityId) }),
  response: Schema.Array(TrackingStep),
  summary: "An order's tracking steps in TrackId order (R-API-014, R-LIFE-007); the name keeps its spelling.",
})

export const GetSupportList = defineEndpoint({
  name: 'Order.GetSupportList',
  method: 'GET',
  path: 'api/Order/GetSupportList',
  request: NoInput,
  response: Schema.Array(SupportReason),
  summary: 'The support reasons (R-SUP-005).',
})

/** Days between ETA and ETD: ETD = ETA minus the gap (R-ORD-018). */
export const EtaEtdGapDays = Schema.Int.pipe(
  Schema.nonNegative(),
  Schema.annotations({ identifier: 'EtaEtdGapDays', description: 'days; ETD = ETA minus this gap' }),
)
export const GetETATEDGap = defineEndpoint({
  name: 'Order.GetETATEDGap',
  method: 'GET',
  path: 'api/Order/GetETATEDGap',
  request: Schema.Struct({ customerCode: customerFilter }),
  response: EtaEtdGapDays,
  summary: 'The ETA to ETD gap in days, from which the ETD is calculated (R-ORD-018).',
})

/**
 * The key the server issues with a change-order document (decision 0220): 128 random bits in hex.
 * The request takes any short text, so a wrong key answers 'link not valid', never a decoding error
 * that would tell a well-formed key from a bad one.
 */
export const CHANGE_ORDER_KEY_MAX = 64
export const GetOrderChangedDetailRequest = Schema.Struct({
  ...orderIdQuery,
  key: Schema.optional(Text(CHANGE_ORDER_KEY_MAX)).annotations({
    description: "the change's key, from the notification's or the order's link (without a token)",
  }),
})
export type GetOrderChangedDetailRequest = Schema.Schema.Type<typeof GetOrderChangedDetailRequest>
export const GetOrderChangedDetail = defineEndpoint({
  name: 'Order.GetOrderChangedDetail',
  method: 'GET',
  path: 'api/Order/GetOrderChangedDetail',
  request: GetOrderChangedDetailRequest,
  response: ChangeOrderDocument,
  summary:
    "An order's change-order document (R-CHG-006): for its owner's token, or without a token for " +
    'the key the server issued with the change (R-SESS-007, R-CHG-007).',
})

export const orderEndpoints = [
  GetAvailableProductList,
  CreateDraftOrder,
  CreateOpenOrder,
  DeleteOrder,
  UpdateOrder,
  SaveAsOpenOrder,
  ApprovePendingPaymentOrder,
  CompleteOrder,
  SaveAsSupportOrder,
  GetOrder,
  GetDraftOrderList,
  GetPendingOrderList,
  GetPagedMallOrderList,
  GetMallOrderStatusList,
  GetPaymentStatusList,
  GetOrderTrackingIno,
  GetSupportList,
  GetETATEDGap,
  GetOrderChangedDetail,
] as const
