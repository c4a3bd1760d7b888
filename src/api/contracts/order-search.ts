// The search across every order of the user's companies (R-SEARCH-001..004, decision 0363): one
// query, answered as the order lists the app has (drafts, pending, confirmed), a few orders of each
// with the list's whole count. The query is the box's text trimmed, 2 to 50 characters; an
// untrimmed or out-of-bounds query is refused by this Schema before any handler runs (decision 0140).
import { Schema } from 'effect'
import { defineEndpoint } from '../endpoint'
import { Count, EntityId, FeOrderStatus, note, Text, WireDateTime } from './common'

export const SEARCH_QUERY_MIN = 2
export const SEARCH_QUERY_MAX = 50
/** The most orders one list shows in the results; its Total says how many matched. */
export const SEARCH_HITS_PER_LIST = 8
/** The lists the results are grouped by, in the order the menu shows them. */
export const SEARCH_LISTS = ['draft', 'pending', 'confirmed'] as const
/** The longest number, SO or code a hit carries: a BB number's and a product code's bound. */
const HIT_TEXT_MAX = 50

export const SearchQuery = Schema.Trimmed.pipe(
  Schema.minLength(SEARCH_QUERY_MIN),
  Schema.maxLength(SEARCH_QUERY_MAX),
  Schema.annotations({
    identifier: 'SearchQuery',
    description: `a BB number, SO, PO number or product code, or a part of one: trimmed, ${SEARCH_QUERY_MIN}..${SEARCH_QUERY_MAX} characters`,
  }),
)

export const SearchOrdersRequest = Schema.Struct({ q: SearchQuery })
export type SearchOrdersRequest = Schema.Schema.Type<typeof SearchOrdersRequest>

export const SearchList = Schema.Literal(...SEARCH_LISTS).annotations({ identifier: 'SearchList' })
export type SearchList = Schema.Schema.Type<typeof SearchList>

export const SearchMatchField = Schema.Literal(
  'orderNumber',
  'orderSO',
  'poNumber',
  'productCode',
).annotations({
  identifier: 'SearchMatchField',
  description: 'what matched: the BB number, an SO, the PO number or a product code',
})
export type SearchMatchField = Schema.Schema.Type<typeof SearchMatchField>

export const OrderSearchHit = Schema.Struct({
  Id: EntityId,
  OrderNumber: Text(HIT_TEXT_MAX),
  OrderSO: Schema.NullOr(Text(HIT_TEXT_MAX)),
  CustomerCode: Text(HIT_TEXT_MAX),
  FeOrderStatus,
  CreateTime: WireDateTime,
  MatchedOn: SearchMatchField,
  Matched: note(Text(HIT_TEXT_MAX), 'the text that matched, as the order has it'),
}).annotations({ identifier: 'OrderSearchHit' })
export type OrderSearchHit = Schema.Schema.Type<typeof OrderSearchHit>

export const OrderSearchGroup = Schema.Struct({
  List: SearchList,
  Total: note(Count, "the list's matching orders, of which Orders holds the newest"),
  Orders: Schema.Array(OrderSearchHit).pipe(Schema.maxItems(SEARCH_HITS_PER_LIST)),
}).annotations({ identifier: 'OrderSearchGroup' })
export type OrderSearchGroup = Schema.Schema.Type<typeof OrderSearchGroup>

export const OrderSearchResult = Schema.Struct({
  Groups: note(
    Schema.Array(OrderSearchGroup).pipe(Schema.maxItems(SEARCH_LISTS.length)),
    'one per list, drafts, pending, confirmed, each once',
  ),
  Total: Count,
}).annotations({ identifier: 'OrderSearchResult' })
export type OrderSearchResult = Schema.Schema.Type<typeof OrderSearchResult>

export const SearchOrders = defineEndpoint({
  name: 'Order.Search',
  method: 'GET',
  path: 'api/Order/Search',
  request: SearchOrdersRequest,
  response: OrderSearchResult,
  summary:
    "Finds the user's orders, of every customer code whose orders the user may see (R-PERM-012), " +
    'by BB number, SO, PO number or product code, without regard to case; the newest 8 of each ' +
    'list with its count (R-SEARCH-001, R-SEARCH-002).',
})

export const orderSearchEndpoints = [SearchOrders] as const
