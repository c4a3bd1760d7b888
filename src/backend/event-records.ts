// The records of the mock backend's append-only log (decision 0037). Every record is
// validated by these Schemas before it is appended, and again when a stored log is loaded.
//
// - OrderRecord: one order-lifecycle event (the machine's own Schema) with the order id and the
//   log position; the first record of an order opens it (owner, number, facts), create/update/place
//   records carry the order's document (its own data, which the lifecycle events do not hold,
//   decision 0024), and back-office records may carry logistics details.
// - NotificationRecord / NotificationsReadRecord: notifications and read marks, so that the
//   notification lists are a fold of the same log.
// - QuestionRecord: a question a customer sent (R-QA-004), so it survives a reload and shows in
//   every tab like an order does (decision 0230).
import { Schema } from 'effect'
import { Cases, EntityId, FileLink, RateFraction, Vnd, WireDate, WireDateTime } from '../api/contracts/common'
import { Notification } from '../api/contracts/notification'
import { InvoiceInfo, OrderProductLine, OrderProductPack } from '../api/contracts/order-entities'
import { MonthlyInventory } from '../api/contracts/workplace'
import { BusinessDateTime, OrderEvent, OrderFacts } from '../machines/order-lifecycle'

const Seq = Schema.Int.pipe(Schema.positive(), Schema.annotations({ identifier: 'Seq' }))

/** The order's own data: what the customer entered, completed from the catalogue. */
export const OrderDocument = Schema.Struct({
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
  WarehouseCode: Schema.NullOr(Schema.String),
  /** 0 while a draft has no products. */
  FormatId: Schema.Int.pipe(Schema.nonNegative()),
  ShippingAddressId: Schema.NullOr(EntityId),
  ShippingAddress: Schema.NullOr(Schema.String),
  ContactName: Schema.NullOr(Schema.String),
  ContactMobile: Schema.NullOr(Schema.String),
  ContactEmail: Schema.NullOr(Schema.String),
  InvoiceInfo: Schema.NullOr(InvoiceInfo),
  /** The ETA asked for; null only on a draft. */
  EtaDate: Schema.NullOr(WireDate),
  Note: Schema.String,
  /** The customer's own PO number, trimmed; absent when none, and in logs older than it (R-PO-002). */
  PoNumber: Schema.optional(Schema.String),
  Quantity: Cases,
  Amount: Vnd,
  SpecialRatePercent: RateFraction,
  TotalAmount: Vnd,
  OrderProductList: Schema.Array(OrderProductLine),
}).annotations({ identifier: 'OrderDocument' })
export type OrderDocument = Schema.Schema.Type<typeof OrderDocument>

/** What the back office adds on approval, invoicing and shipping; later values replace earlier ones. */
export const BackOfficeDetails = Schema.Struct({
  OrderSO: Schema.optional(Schema.String),
  FreeChargeOrderSO: Schema.optional(Schema.NullOr(Schema.String)),
  TruckNo: Schema.optional(Schema.String),
  LogisticAttachments: Schema.optional(Schema.Array(FileLink)),
  WarehouseConfirmed: Schema.optional(Schema.Literal(0, 1)),
  OrderProductPackList: Schema.optional(Schema.Array(OrderProductPack)),
}).annotations({ identifier: 'BackOfficeDetails' })
export type BackOfficeDetails = Schema.Schema.Type<typeof BackOfficeDetails>

/** A change-order document's key: 128 random bits in hex, like a file id (decisions 0152, 0220). */
export const ChangeOrderKey = Schema.String.pipe(
  Schema.pattern(/^[0-9a-f]{32}$/),
  Schema.annotations({ identifier: 'ChangeOrderKey' }),
)

/** The first record of an order opens it. */
export const OrderOpening = Schema.Struct({
  account: Schema.String,
  orderNumber: Schema.String,
  createTime: BusinessDateTime,
  facts: OrderFacts,
  /** The company's ETA to ETD gap when the order was opened (ETD = confirmed ETA − gap). */
  etdGapDays: Schema.Int.pipe(Schema.nonNegative()),
}).annotations({ identifier: 'OrderOpening' })
export type OrderOpening = Schema.Schema.Type<typeof OrderOpening>

export const OrderRecord = Schema.Struct({
  kind: Schema.Literal('order'),
  seq: Seq,
  orderId: EntityId,
  event: OrderEvent,
  opened: Schema.optional(OrderOpening),
  document: Schema.optional(OrderDocument),
  /** With a document of another company (a draft may change it): that company's ETA to ETD gap. */
  etdGapDays: Schema.optional(Schema.Int.pipe(Schema.nonNegative())),
  details: Schema.optional(BackOfficeDetails),
  /** With a change order: the key the back office issued with it (decision 0220). */
  changeKey: Schema.optional(ChangeOrderKey),
}).annotations({ identifier: 'OrderRecord' })
export type OrderRecord = Schema.Schema.Type<typeof OrderRecord>

/** A notification for one account, unread when made. */
export const NotificationRecord = Schema.Struct({
  kind: Schema.Literal('notification'),
  seq: Seq,
  account: Schema.String,
  notification: Notification,
}).annotations({ identifier: 'NotificationRecord' })
export type NotificationRecord = Schema.Schema.Type<typeof NotificationRecord>

/** Notifications an account marked read, named one by one so the replay needs no query. */
export const NotificationsReadRecord = Schema.Struct({
  kind: Schema.Literal('notification.read'),
  seq: Seq,
  account: Schema.String,
  at: WireDateTime,
  ids: Schema.Array(EntityId),
}).annotations({ identifier: 'NotificationsReadRecord' })
export type NotificationsReadRecord = Schema.Schema.Type<typeof NotificationsReadRecord>

/** A customer's question as sent, kept as written (the seed's threads live in the catalogue). */
export const QuestionRecord = Schema.Struct({
  kind: Schema.Literal('question'),
  seq: Seq,
  account: Schema.String,
  question: Schema.Struct({
    Id: EntityId,
    Question: Schema.String,
    CreateTime: WireDateTime,
    QuestionAttachments: Schema.Array(FileLink),
  }),
}).annotations({ identifier: 'QuestionRecord' })
export type QuestionRecord = Schema.Schema.Type<typeof QuestionRecord>

/**
 * A monthly inventory an account filed (R-WORK-003, decision 0241): kept in the log, so it outlives
 * a reload and every tab sees it; a later one for the same company and month replaces it.
 */
export const InventoryRecord = Schema.Struct({
  kind: Schema.Literal('inventory'),
  seq: Seq,
  account: Schema.String,
  inventory: MonthlyInventory,
}).annotations({ identifier: 'InventoryRecord' })
export type InventoryRecord = Schema.Schema.Type<typeof InventoryRecord>

/** A template's line as kept: a product code and its cases (R-TPL-002). */
const TemplateLineRecord = Schema.Struct({ productCode: Schema.String, quantity: Schema.Int })
const TemplateCart = {
  customerCode: Schema.String,
  shippingAddressId: Schema.NullOr(EntityId),
  lines: Schema.Array(TemplateLineRecord),
}

/** What happened to a company template (R-TPL-001..005, decision 0366). */
export const TemplateEvent = Schema.Union(
  Schema.Struct({
    type: Schema.Literal('created'),
    name: Schema.String,
    company: Schema.String,
    ...TemplateCart,
  }),
  Schema.Struct({ type: Schema.Literal('renamed'), name: Schema.String }),
  Schema.Struct({ type: Schema.Literal('updated'), ...TemplateCart }),
  Schema.Struct({ type: Schema.Literal('deleted') }),
).annotations({ identifier: 'TemplateEvent' })
export type TemplateEvent = Schema.Schema.Type<typeof TemplateEvent>

/**
 * A company template's event, by the account that caused it (decision 0366): a template is the fold
 * of its records, like an order, so it outlives a reload and a restart and every tab sees it.
 */
export const TemplateRecord = Schema.Struct({
  kind: Schema.Literal('template'),
  seq: Seq,
  templateId: EntityId,
  account: Schema.String,
  at: WireDateTime,
  event: TemplateEvent,
}).annotations({ identifier: 'TemplateRecord' })
export type TemplateRecord = Schema.Schema.Type<typeof TemplateRecord>

/**
 * Holds the place of a stored record that failed its check at start-up: the record itself is kept
 * in the set-aside store (decision 0153), positions stay dense, and the fold skips it.
 */
export const SetAsideMark = Schema.Struct({
  kind: Schema.Literal('set-aside'),
  seq: Seq,
}).annotations({ identifier: 'SetAsideMark' })
export type SetAsideMark = Schema.Schema.Type<typeof SetAsideMark>

export const setAsideMark = (seq: number): SetAsideMark => ({ kind: 'set-aside', seq })

export const StoreRecord = Schema.Union(
  OrderRecord,
  NotificationRecord,
  NotificationsReadRecord,
  QuestionRecord,
  InventoryRecord,
  TemplateRecord,
  SetAsideMark,
)
export type StoreRecord = Schema.Schema.Type<typeof StoreRecord>

/** A record before the store gives it its place in the log (a set-aside mark is never appended). */
export type StoreRecordInput =
  | Omit<OrderRecord, 'seq'>
  | Omit<NotificationRecord, 'seq'>
  | Omit<NotificationsReadRecord, 'seq'>
  | Omit<QuestionRecord, 'seq'>
  | Omit<InventoryRecord, 'seq'>
  | Omit<TemplateRecord, 'seq'>
