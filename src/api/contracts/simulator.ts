// The back-office simulator (R-API-035..040): mock mode only, the admin side of the
// business. `:orderId` is a path parameter (see path.ts), so it is carried as a string.
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import {
  Count,
  EntityId,
  FeOrderStatus,
  inQuery,
  NoData,
  note,
  Paged,
  pagingParams,
  RateFraction,
  RequiredText,
  Text,
  WireDate,
  WireDateTime,
} from './common'
import { ChildCodePermission } from './profile'
import { SimClock, SimGetClock } from './sim-clock'

const orderInPath = { orderId: note(inQuery(EntityId), 'path parameter') }

/** The order after a simulator action. */
export const SimOrderResult = Schema.Struct({
  Id: EntityId,
  OrderNumber: Schema.String,
  FeOrderStatus,
}).annotations({ identifier: 'SimOrderResult' })
export type SimOrderResult = Schema.Schema.Type<typeof SimOrderResult>

// The clock's read is a module of its own, for the screens that read it (decision 0397).
export { SimClock, SimGetClock } from './sim-clock'

const orderAction = (action: string, transition: string) =>
  defineEndpoint({
    name: `Sim.${action.charAt(0).toUpperCase()}${action.slice(1)}`,
    method: 'POST',
    path: `api/__sim/orders/:orderId/${action}`,
    request: Schema.Struct(orderInPath),
    response: SimOrderResult,
    summary: `Back office: ${transition} (R-API-036); illegal for the order's state: a non-zero code (R-API-038).`,
  })

export const SimApprove = orderAction('approve', 'approves an order, 1 to 2 or 3 by the approval rule')
export const SimVerifyPayment = orderAction('verifyPayment', 'accepts the vouchers, 25 to 3')
export const SimProcess = orderAction('process', 'invoices the order, 3 to 4')
export const SimShip = orderAction('ship', 'hands the order to the carrier, 4 to 5')
export const SimResolveSupport = orderAction(
  'resolveSupport',
  "resolves support, 7 to 6, adding a 'Support Completed' notification",
)

export const CANCEL_REASON_MAX = 200
export const CANCEL_NOTE_MAX = 500
export const SimCancelRequest = Schema.Struct({
  ...orderInPath,
  reason: Schema.optional(Text(CANCEL_REASON_MAX)),
  note: Schema.optional(Text(CANCEL_NOTE_MAX)),
})
export const SimCancel = defineEndpoint({
  name: 'Sim.Cancel',
  method: 'POST',
  path: 'api/__sim/orders/:orderId/cancel',
  request: SimCancelRequest,
  response: SimOrderResult,
  summary: 'Back office: cancels an order at 1, 2, 25, 3 or 4 (R-API-036, R-LIFE-034).',
})

/** A line's new quantity in a change order, in the line's own unit (sets for a promotion, R-CHG-009). */
const SimChangedQuantity = Schema.Struct({
  ProductCode: Text(50),
  Quantity: Schema.Int.pipe(Schema.between(1, 100_000)),
})
export const SimChangeOrderRequest = Schema.Struct({
  ...orderInPath,
  etaDate: Schema.optional(WireDate).annotations({ description: 'the new ETA' }),
  shippingAddressId: Schema.optional(EntityId).annotations({ description: 'the new shipping address' }),
  quantities: Schema.optional(Schema.Array(SimChangedQuantity).pipe(Schema.maxItems(200))).annotations({
    description: "new quantities of some of the order's lines (R-CHG-009)",
  }),
  incurredPurchaseCostPercent: Schema.optional(RateFraction),
})
export type SimChangeOrderRequest = Schema.Schema.Type<typeof SimChangeOrderRequest>
export const SimChangeOrder = defineEndpoint({
  name: 'Sim.ChangeOrder',
  method: 'POST',
  path: 'api/__sim/orders/:orderId/changeOrder',
  request: SimChangeOrderRequest,
  response: SimOrderResult,
  summary:
    'Back office: a change-order document (new ETA, address, line quantities and/or an incurred ' +
    'cost; one of them is required) for an order at 1 to 4, with a type 3 notification ' +
    '(R-API-037, R-CHG-009).',
})

export const SIM_CLOCK_MAX_DAYS = 366
export const SimMoveClock = defineEndpoint({
  name: 'Sim.Clock',
  method: 'POST',
  path: 'api/__sim/clock',
  request: Schema.Struct({ days: Schema.Int.pipe(Schema.between(1, SIM_CLOCK_MAX_DAYS)) }),
  response: SimClock,
  summary: 'Moves the business clock forward; sessions and tokens keep real time (R-API-039).',
})

export const SimReset = defineEndpoint({
  name: 'Sim.Reset',
  method: 'POST',
  path: 'api/__sim/reset',
  request: NoInput,
  response: NoData,
  summary: 'Restores the seed (R-API-040).',
})

/** What the back office sees of an order: enough for the panel to ask the lifecycle what is legal. */
export const SimOrder = Schema.Struct({
  Id: EntityId,
  OrderNumber: Schema.String,
  Account: Schema.String,
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
  CustomerTypeName: Schema.String,
  TermsOfPayment: Schema.String,
  FeOrderStatus,
  EtaDate: note(WireDate, 'the ETA asked for (the facts of orderSnapshotAt)'),
  ConfirmedETA: Schema.NullOr(WireDate),
  CreateTime: WireDateTime,
}).annotations({ identifier: 'SimOrder' })
export type SimOrder = Schema.Schema.Type<typeof SimOrder>

export const SimListOrders = defineEndpoint({
  name: 'Sim.Orders',
  method: 'GET',
  path: 'api/__sim/orders',
  request: Schema.Struct({
    status: Schema.optional(inQuery(FeOrderStatus)),
    orderNumber: Schema.optional(Text(50)),
    ...pagingParams,
  }),
  response: Paged(SimOrder),
  summary:
    'Back office: every placed order of every account, newest first, for the simulator panel (R-API-041).',
})

/** Failures the simulator can make its caller's next call (other than a simulator one) meet. */
export const SIM_FAILURES = ['authExpired', 'serverError', 'timeout', 'offline'] as const
export const SimFailureKind = Schema.Literal(...SIM_FAILURES).annotations({
  identifier: 'SimFailureKind',
  description:
    'authExpired: envelope code 4012; serverError: HTTP 500; timeout: HTTP 504 after a 3 s wait; ' +
    'offline: the request fails at the network level',
})
export type SimFailureKind = Schema.Schema.Type<typeof SimFailureKind>

export const SimFailNext = defineEndpoint({
  name: 'Sim.FailNext',
  method: 'POST',
  path: 'api/__sim/failNext',
  request: Schema.Struct({
    kind: Schema.NullOr(SimFailureKind).annotations({ description: 'null clears it' }),
  }),
  response: Schema.Struct({ Next: Schema.NullOr(SimFailureKind) }),
  summary:
    "Back office: the caller's own session's next API call (not a simulator one) fails this way, once.",
})

/** The most events one order's history answers (a real order has a few dozen at most). */
export const ORDER_HISTORY_MAX_EVENTS = 1000

const EVENT_JSON_MAX = 20_000

/** One stored lifecycle event of an order, as the order-lifecycle machine received it. */
export const SimOrderHistoryEvent = Schema.Struct({
  Seq: note(Count, 'the position in the log'),
  Type: Text(50),
  By: Schema.Literal('customer', 'backOffice', 'system'),
  At: WireDateTime,
  Event: Text(EVENT_JSON_MAX).annotations({
    description: 'the whole event as stored, in JSON, for the order-lifecycle machine',
  }),
}).annotations({ identifier: 'SimOrderHistoryEvent' })

export const SimOrderHistory = Schema.Struct({
  Id: EntityId,
  OrderNumber: Schema.String,
  FeOrderStatus,
  CustomerTypeName: note(Schema.String, 'the facts the lifecycle starts from'),
  TermsOfPayment: Schema.String,
  EtaDate: WireDate,
  Events: Schema.Array(SimOrderHistoryEvent).pipe(Schema.maxItems(ORDER_HISTORY_MAX_EVENTS)),
}).annotations({ identifier: 'SimOrderHistory' })
export type SimOrderHistory = Schema.Schema.Type<typeof SimOrderHistory>

export const SimGetOrderHistory = defineEndpoint({
  name: 'Sim.OrderHistory',
  method: 'GET',
  path: 'api/__sim/orders/:orderId/history',
  request: Schema.Struct(orderInPath),
  response: SimOrderHistory,
  summary:
    "Back office: an order's stored lifecycle events in log order, with its facts, for the statechart " +
    "viewer's replay (R-VIEW-009).",
})

/**
 * What a child code allows its parent's account, as the back office sets it (R-PERM-018, decision
 * 0359): only the rights named change. Mock mode only, in the backend's memory: a reset or a new
 * backend (a page load in the browser) restores the seed's.
 */
export const SimSetChildPermission = defineEndpoint({
  name: 'Sim.ChildPermission',
  method: 'POST',
  path: 'api/__sim/childCodes/:customerCode/permission',
  request: Schema.Struct({
    customerCode: note(RequiredText(50), 'path parameter: a child code of the seed'),
    canPlaceOrder: Schema.optional(Schema.Boolean),
    canViewOrders: Schema.optional(Schema.Boolean),
    canUploadPayment: Schema.optional(Schema.Boolean),
  }),
  response: ChildCodePermission,
  summary:
    "Back office: changes what a child code allows its parent's account (R-PERM-018); a code that is " +
    'no child code answers a non-zero code. Kept in memory until a reset.',
})

export const simulatorEndpoints = [
  SimApprove,
  SimVerifyPayment,
  SimProcess,
  SimShip,
  SimResolveSupport,
  SimCancel,
  SimChangeOrder,
  SimMoveClock,
  SimGetClock,
  SimReset,
  SimListOrders,
  SimFailNext,
  SimGetOrderHistory,
  SimSetChildPermission,
] as const
