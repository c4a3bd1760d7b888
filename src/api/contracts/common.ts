// Shared wire types (R-LIFE-018..027, R-DATE-005): dates, status numbers, quantities, money,
// paging, query helpers.
import { Schema } from 'effect'
import { daysInMonth } from './calendar'

/** The pattern alone lets 2024-02-30 through; a date the calendar lacks must not reach dayjs. */
const isCalendarDay = (text: string): boolean => {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number]
  return day <= daysInMonth(year, month)
}

const DAY = '\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])'

/** `YYYY-MM-DD` on the wire. */
export const WireDate = Schema.String.pipe(
  Schema.pattern(new RegExp(`^${DAY}$`)),
  Schema.filter(isCalendarDay),
  Schema.annotations({ identifier: 'WireDate', description: 'YYYY-MM-DD' }),
)
/** `YYYY-MM-DD HH:mm:ss` on the wire. */
export const WireDateTime = Schema.String.pipe(
  Schema.pattern(new RegExp(`^${DAY} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$`)),
  Schema.filter(isCalendarDay),
  Schema.annotations({ identifier: 'WireDateTime', description: 'YYYY-MM-DD HH:mm:ss' }),
)
/** The first moment of a filter range (R-DATE-001): `YYYY-MM-DD 00:00:00`. */
export const DayStart = Schema.String.pipe(
  Schema.pattern(new RegExp(`^${DAY} 00:00:00$`)),
  Schema.filter(isCalendarDay),
  Schema.annotations({
    identifier: 'DayStart',
    description: 'YYYY-MM-DD 00:00:00, the start of a filter range',
  }),
)
/** The last moment of a filter range (R-DATE-001): `YYYY-MM-DD 23:59:59`. */
export const DayEnd = Schema.String.pipe(
  Schema.pattern(new RegExp(`^${DAY} 23:59:59$`)),
  Schema.filter(isCalendarDay),
  Schema.annotations({ identifier: 'DayEnd', description: 'YYYY-MM-DD 23:59:59, the end of a filter range' }),
)
/** `YYYY-MM`: the month of a monthly inventory upload or a report row. */
export const WireMonth = Schema.String.pipe(
  Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])$/),
  Schema.annotations({ identifier: 'WireMonth', description: 'YYYY-MM' }),
)

/**
 * FeOrderStatus (R-LIFE-018..027): 0 Draft, 1 Pending Approval, 2 Pending Payment, 25 Verifying,
 * 3 Confirmed, 4 Processing, 5 Delivering, 6 Completed, 7 Need Support, 8 Cancelled.
 */
export const FE_ORDER_STATUSES = [0, 1, 2, 25, 3, 4, 5, 6, 7, 8] as const
export const FeOrderStatus = Schema.Literal(...FE_ORDER_STATUSES).annotations({
  identifier: 'FeOrderStatus',
  description:
    '0 Draft, 1 Pending Approval, 2 Pending Payment, 25 Verifying, 3 Confirmed, 4 Processing, ' +
    '5 Delivering, 6 Completed, 7 Need Support, 8 Cancelled',
})
export type FeOrderStatus = Schema.Schema.Type<typeof FeOrderStatus>

/**
 * Tracking steps (R-LIFE-001..006): 0 created, 1 payment submitted, 2 confirmed, 3 delivering,
 * 4 completed, 5 cancelled.
 */
export const TRACK_IDS = [0, 1, 2, 3, 4, 5] as const
export const TrackId = Schema.Literal(...TRACK_IDS).annotations({
  identifier: 'TrackId',
  description: '0 created, 1 payment submitted, 2 confirmed, 3 delivering, 4 completed, 5 cancelled',
})
export type TrackId = Schema.Schema.Type<typeof TrackId>

/** The payment terms that trigger the voucher flow (R-PEND-013). */
export const TT_TERMS = 'no credit - TT'
export const DISTRIBUTOR_TYPE_NAME = 'Distributor'

// Every number a caller sends has a highest value (decision 0140): a number past it is refused by
// the Schema (4000) instead of reaching the arithmetic, the stores or a PDF.

/** The most cases one figure may hold: far beyond any truck, and sums of lines stay exact. */
export const CASES_MAX = 10_000_000
/** A quantity in cases (R-ORD-002): a whole, non-negative number. */
export const Cases = Schema.Int.pipe(
  Schema.between(0, CASES_MAX),
  Schema.annotations({ identifier: 'Cases', description: `a quantity in cases, integer 0..${CASES_MAX}` }),
)
/** An amount in VND, VAT included (R-ORD-001): whole dong, never negative, exact as a JS number. */
export const Vnd = Schema.Int.pipe(
  Schema.between(0, Number.MAX_SAFE_INTEGER),
  Schema.annotations({ identifier: 'Vnd', description: 'an amount in VND, VAT included, integer ≥ 0' }),
)
/** A counter (records, unread notifications, orders per status). */
export const Count = Schema.Int.pipe(
  Schema.between(0, Number.MAX_SAFE_INTEGER),
  Schema.annotations({ identifier: 'Count', description: 'integer ≥ 0' }),
)
/** The highest database id: a 32-bit signed integer, as the real backend's keys are. */
export const ID_MAX = 2_147_483_647
/** A database id. */
export const EntityId = Schema.Int.pipe(
  Schema.between(1, ID_MAX),
  Schema.annotations({ identifier: 'EntityId', description: `integer 1..${ID_MAX}` }),
)
/** A rate kept as a fraction and shown times 100 as a percent (0.05 shows 5%, R-ORD-010). */
export const RateFraction = Schema.Number.pipe(
  Schema.between(0, 1),
  Schema.annotations({ identifier: 'RateFraction', description: 'a fraction 0..1, shown ×100 as a percent' }),
)
/** Text with a length limit: the limits are ours (the spec shows none) and keep payloads sane. */
export const Text = (maxLength: number) => Schema.String.pipe(Schema.maxLength(maxLength))
export const RequiredText = (maxLength: number) =>
  Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(maxLength))

/** The two interface languages (R-I18N-005). */
export const LanguageCode = Schema.Literal('vi', 'en').annotations({
  identifier: 'LanguageCode',
  description: 'the active interface language',
})

/** `data` of a call whose answer carries nothing the client reads (the message is the point). */
export const NoData = Schema.Unknown.annotations({ identifier: 'NoData', description: 'nothing to read' })

// Query parameters are strings (R-API-006): these wrap a number-typed Schema so that it encodes
// to a string and decodes from one, keeping the wrapped Schema's checks and name.

/** A number-typed Schema carried as a query string. */
export const inQuery = <A extends number, I extends number>(
  schema: Schema.Schema<A, I>,
): Schema.Schema<A, string> => Schema.compose(Schema.NumberFromString, schema, { strict: false })

/** A boolean carried as the query string 'true' or 'false'. */
export const QueryBoolean = Schema.BooleanFromString

/**
 * A list carried as repeated query keys (docs/decisions/0012). One value arrives as a plain
 * string, so decoding accepts both. An empty list sends no key: it means the same as absent.
 */
export const QUERY_LIST_MAX = 50
export const QueryList = <A>(item: Schema.Schema<A, string>) =>
  Schema.transform(
    Schema.Union(Schema.String, Schema.Array(Schema.String)),
    Schema.Array(item).pipe(Schema.maxItems(QUERY_LIST_MAX)),
    {
      strict: true,
      decode: (value) => (typeof value === 'string' ? [value] : value),
      encode: (list) => list,
    },
  )

/** Page number, from 1; no list has a millionth page. */
export const PAGE_INDEX_MAX = 1_000_000
export const PageIndex = Schema.Int.pipe(
  Schema.between(1, PAGE_INDEX_MAX),
  Schema.annotations({ identifier: 'PageIndex', description: `page number, 1..${PAGE_INDEX_MAX}` }),
)
/** Rows per page: the selector offers 10 (default, R-CONST-001) to 100. */
export const PAGE_SIZE_MAX = 100
export const PageSize = Schema.Int.pipe(
  Schema.between(1, PAGE_SIZE_MAX),
  Schema.annotations({ identifier: 'PageSize', description: `rows per page, 1..${PAGE_SIZE_MAX}` }),
)
/** The paging parameters of a GET list (query strings). */
export const pagingParams = { pageIndex: inQuery(PageIndex), pageSize: inQuery(PageSize) }

/** `{ list, totalCount }`, the paged answer of R-API-012 (GetPendingOrderList and the like). */
export const Paged = <A, I>(item: Schema.Schema<A, I>) =>
  Schema.Struct({ list: Schema.Array(item), totalCount: Count })

/**
 * A file attached by the back office or the customer, as entities carry it (R-CONF-011,
 * R-CONF-012).
 */
export const FileLink = Schema.Struct({ FileName: Schema.String, FileURL: Schema.String }).annotations({
  identifier: 'FileLink',
})
export type FileLink = Schema.Schema.Type<typeof FileLink>

/** A file a request refers to after UploadPdfOrImage (camelCase, as SaveAsSupportOrder names it). */
export const FILE_NAME_MAX = 255
export const URL_MAX = 2048
/** The most files one request may name (vouchers of an order, a support request's photos). */
export const FILES_PER_REQUEST_MAX = 20
export const FileRef = Schema.Struct({
  fileUrl: Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(URL_MAX)),
  fileName: Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(FILE_NAME_MAX)),
}).annotations({ identifier: 'FileRef' })
export type FileRef = Schema.Schema.Type<typeof FileRef>

/** A struct field with a description, which docs/api.md shows beside it. */
export const note = <S extends Schema.Schema.All>(schema: S, description: string) =>
  Schema.propertySignature(schema).annotations({ description })
