// Shared wire types (design §4, §5): dates, status numbers, paging.
import { Schema } from 'effect'

/** `YYYY-MM-DD` on the wire. */
export const WireDate = Schema.String.pipe(
  Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  Schema.annotations({ identifier: 'WireDate', description: 'YYYY-MM-DD' }),
)
/** `YYYY-MM-DD HH:mm:ss` on the wire. */
export const WireDateTime = Schema.String.pipe(
  Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/),
  Schema.annotations({ identifier: 'WireDateTime', description: 'YYYY-MM-DD HH:mm:ss' }),
)

/**
 * FeOrderStatus (design §4): 0 Draft, 1 Pending Approval, 2 Pending Payment, 25 Verifying,
 * 3 Confirmed, 4 Processing, 5 Delivering, 6 Completed, 7 Need Support, 8 Cancelled.
 */
export const FE_ORDER_STATUSES = [0, 1, 2, 25, 3, 4, 5, 6, 7, 8] as const
export const FeOrderStatus = Schema.Literal(...FE_ORDER_STATUSES).annotations({ identifier: 'FeOrderStatus' })
export type FeOrderStatus = Schema.Schema.Type<typeof FeOrderStatus>

/** Tracking steps (spec §3): 0 created, 1 payment submitted, 2 confirmed, 3 delivering, 4 completed, 5 cancelled. */
export const TRACK_IDS = [0, 1, 2, 3, 4, 5] as const
export const TrackId = Schema.Literal(...TRACK_IDS).annotations({ identifier: 'TrackId' })
export type TrackId = Schema.Schema.Type<typeof TrackId>

/** The payment terms that trigger the voucher flow (spec §9). */
export const TT_TERMS = 'no credit - TT'
export const DISTRIBUTOR_TYPE_NAME = 'Distributor'
