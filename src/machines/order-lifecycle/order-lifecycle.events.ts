// The order lifecycle's vocabulary as effect Schemas: the order's facts (the machine's input) and
// one Schema per event. The event store decodes its persisted log with `OrderEvent`; tests draw
// events with `Arbitrary.make`. Schemas check shape only: business rules (a voucher is needed,
// the support window...) are the machine's guards, so a well-formed but refused event decodes.
import { Schema } from 'effect'
import { dateOfDayNumber, isBusinessDate, isBusinessDateTime } from './business-time'

// Arbitrary dates stay within a few years so generated ETAs and event times meet each other.
const FIRST_DAY = 19723 // 2024-01-01
const DAY_SPAN = 3 * 366
const SECONDS_PER_DAY = 86_400
const two = (n: number) => String(n).padStart(2, '0')

/** A calendar date `YYYY-MM-DD` (business time, R-DATE-005). */
export const BusinessDate = Schema.String.pipe(
  Schema.filter(isBusinessDate, {
    identifier: 'BusinessDate',
    description: 'YYYY-MM-DD',
    arbitrary: () => (fc) => fc.integer({ min: FIRST_DAY, max: FIRST_DAY + DAY_SPAN }).map(dateOfDayNumber),
  }),
)

/**
 * A date-time `YYYY-MM-DD HH:mm:ss` in Vietnam's local business time (R-DATE-005, decision 0021).
 */
export const BusinessDateTime = Schema.String.pipe(
  Schema.filter(isBusinessDateTime, {
    identifier: 'BusinessDateTime',
    description: 'YYYY-MM-DD HH:mm:ss',
    arbitrary: () => (fc) =>
      fc
        .tuple(
          fc.integer({ min: FIRST_DAY, max: FIRST_DAY + DAY_SPAN }),
          fc.integer({ min: 0, max: SECONDS_PER_DAY - 1 }),
        )
        .map(
          ([day, s]) =>
            `${dateOfDayNumber(day)} ${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`,
        ),
  }),
)

/** Who does it: the customer in the portal, the back office (simulator), or the system clock. */
export const OrderActor = Schema.Literal('customer', 'backOffice', 'system')
export type OrderActor = Schema.Schema.Type<typeof OrderActor>

/**
 * The order's facts, given when its history starts. Every order starts as a draft; one created
 * open (CreateOpenOrder) has `order.place` at its creation time as its first event.
 */
export const OrderFacts = Schema.Struct({
  /** 'Distributor' or any other customer type (R-PERM-004). */
  customerTypeName: Schema.String,
  termsOfPayment: Schema.String,
  /** The ETA the customer asked for. */
  etaDate: BusinessDate,
})
export type OrderFacts = Schema.Schema.Type<typeof OrderFacts>

const by = { by: OrderActor, at: BusinessDateTime }
const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), ...by, ...fields })

/** Changes a draft may carry (customer, status 0). */
const draftChanges = {
  etaDate: Schema.optional(BusinessDate),
  termsOfPayment: Schema.optional(Schema.String),
}

/** The customer saves changes to a draft (api/Order/Update on a draft). */
export const DraftUpdated = event('order.update', draftChanges)
/** The customer deletes a draft (api/Order/Delete): allowed here, performed by the store. */
export const DraftDeleted = event('order.delete', {})
/** The customer submits a draft (api/Order/SaveAsOpenOrder): 0 to 1. */
export const OrderPlaced = event('order.place', draftChanges)
/** The back office approves: 1 to 2 (voucher mode) or 1 to 3; it may confirm another ETA. */
export const OrderApproved = event('order.approve', { confirmedEta: Schema.optional(BusinessDate) })
/**
 * The vouchers' file names beside their URLs (R-PAY-007, decision 0340), one per URL in the same
 * order, '' where unknown. Optional: records written before it decode as before (no names).
 */
const paymentNames = { fileNames: Schema.optional(Schema.Array(Schema.String)) }
/** The customer saves payment vouchers (api/Order/Update at 2): stays at 2. */
export const PaymentSaved = event('payment.save', {
  paymentList: Schema.Array(Schema.String),
  ...paymentNames,
})
/** The customer submits payment (api/Order/ApprovePendingPaymentOrder): 2 to 25. */
export const PaymentSubmitted = event('payment.submit', {
  paymentList: Schema.Array(Schema.String),
  ...paymentNames,
})
/**
 * The bank statement's line that paid the order (R-BANK-003, decision 0369): its text as the
 * statement holds it, the credited amount in đồng and the key that keeps it from being imported twice.
 */
export const StatementLineEvidence = Schema.Struct({
  date: Schema.String,
  amount: Schema.Number,
  content: Schema.String,
  reference: Schema.String,
  key: Schema.String,
})
/** The back office's bank statement shows the transfer that pays the order: 2 to 25, no voucher. */
export const PaymentReceivedByTransfer = event('payment.transfer', { statementLine: StatementLineEvidence })
/** The back office verifies the payment: 25 to 3. */
export const PaymentVerified = event('payment.verify', {})
/** The back office invoices the order: 3 to 4. */
export const OrderProcessed = event('order.process', {})
/** The back office hands the goods to the carrier: 4 to 5; it may set the confirmed ETA. */
export const OrderShipped = event('order.ship', { confirmedEta: Schema.optional(BusinessDate) })
/** The customer confirms receipt (api/Order/CompleteOrder): 5 to 6. */
export const OrderReceived = event('order.receive', {})
/** The customer asks for support (api/Order/SaveAsSupportOrder): 5 to 7. */
export const SupportRequested = event('support.request', {
  supportIdList: Schema.Array(Schema.Number),
  supportDescription: Schema.optional(Schema.String),
  supportUrlList: Schema.optional(
    Schema.Array(Schema.Struct({ fileUrl: Schema.String, fileName: Schema.String })),
  ),
})
/** The back office resolves the support request: 7 to 6, with a 'Support Completed' notification. */
export const SupportResolved = event('support.resolve', {})
/** The back office cancels: from 1, 2, 25, 3 or 4 to 8. */
export const OrderCancelled = event('order.cancel', {
  reason: Schema.optional(Schema.String),
  note: Schema.optional(Schema.String),
})
/**
 * A line's new quantity in a change order, in the line's own unit (sets for a promotion, cases
 * otherwise), like the order's lines (R-CHG-009).
 */
const ChangedLineQuantity = Schema.Struct({
  productCode: Schema.String,
  quantity: Schema.Int.pipe(Schema.between(1, 100_000)),
})
/** The back office issues a change-order document (new ETA, address, quantities, cost) at 1 to 4. */
export const OrderChanged = event('order.change', {
  newEta: Schema.optional(BusinessDate),
  newShippingAddressId: Schema.optional(Schema.Number),
  newShippingAddress: Schema.optional(Schema.String),
  /** New quantities of some of the order's lines (R-CHG-009); the other lines keep theirs. */
  newQuantities: Schema.optional(Schema.Array(ChangedLineQuantity)),
  /** Incurred purchase cost as a fraction (0.05 is 5%), shown on the document. */
  incurredPurchaseCostPercent: Schema.optional(Schema.Number),
})
/** The system completes an order left at 5 once the confirmed ETA is 7 days past: 5 to 6. */
export const OrderAutoCompleted = event('order.autoComplete', {})

export const OrderEvent = Schema.Union(
  DraftUpdated,
  DraftDeleted,
  OrderPlaced,
  OrderApproved,
  PaymentSaved,
  PaymentSubmitted,
  PaymentReceivedByTransfer,
  PaymentVerified,
  OrderProcessed,
  OrderShipped,
  OrderReceived,
  SupportRequested,
  SupportResolved,
  OrderCancelled,
  OrderChanged,
  OrderAutoCompleted,
)
export type OrderEvent = Schema.Schema.Type<typeof OrderEvent>
export type OrderEventType = OrderEvent['type']
/** One event type's shape (the test kit builds events with it). @test */
export type OrderEventOf<T extends OrderEventType> = Extract<OrderEvent, { type: T }>
