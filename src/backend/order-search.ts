// The search across every order (R-SEARCH-001, R-SEARCH-002, R-SEARCH-005; decision 0363): the
// orders of the asked customer codes only, read through the lists' index by customer and status
// (decision 0307), so another company's order is never even looked at; one pass over them, each
// compared once by the search's rule (order-search.rules.ts#matchOf), each list keeping its 8
// newest hits while it counts them all. Nothing is sorted: the cost grows with the orders read.
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../api/contracts/common'
import {
  SEARCH_HITS_PER_LIST,
  SEARCH_LISTS,
  type OrderSearchHit,
  type OrderSearchResult,
  type SearchList,
} from '../api/contracts/order-search'
import {
  matchOf,
  needleOf,
  searchListOf,
  type SearchableOrder,
} from '../machines/order-search/order-search.rules'
import type { EventStore } from './event-store'
import type { OrderState } from './order-state'

/** What the search needs of one order. */
export interface SearchCandidate {
  readonly id: number
  readonly status: FeOrderStatus
  readonly customerCode: string
  readonly createTime: string
  readonly orderSO: string | null
  readonly searchable: SearchableOrder
}

/** An order's texts the search compares (R-SEARCH-001). */
export const searchableOf = (state: OrderState): SearchableOrder => ({
  orderNumber: state.orderNumber,
  orderSOs: [state.details.OrderSO, state.details.FreeChargeOrderSO],
  // The customer's PO number (R-PO-002); an order from before it has none.
  poNumber: state.document.PoNumber,
  productCodes: state.document.OrderProductList.map((line) => line.ProductCode),
})

const EVERY_STATUS: ReadonlySet<FeOrderStatus> = new Set(FE_ORDER_STATUSES)

/** The existing orders of `customerCodes`, each once, from the index by customer and status. */
export function* candidatesOf(
  store: EventStore,
  customerCodes: ReadonlySet<string>,
): IterableIterator<SearchCandidate> {
  for (const row of store.db.orderIndex.bucketRows(customerCodes, EVERY_STATUS)) {
    const state = store.order(row.Id)
    if (state === undefined) continue
    yield {
      id: state.id,
      status: state.status,
      customerCode: state.document.CustomerCode,
      createTime: state.createTime,
      orderSO: state.details.OrderSO ?? null,
      searchable: searchableOf(state),
    }
  }
}

/** Puts `hit` among `newest` (newest first, at most SEARCH_HITS_PER_LIST): a few steps at most. */
function keepNewest(newest: OrderSearchHit[], hit: OrderSearchHit): void {
  if (newest.length === SEARCH_HITS_PER_LIST && newest.at(-1)!.Id > hit.Id) return
  let at = newest.length
  while (at > 0 && newest[at - 1]!.Id < hit.Id) at -= 1
  newest.splice(at, 0, hit)
  if (newest.length > SEARCH_HITS_PER_LIST) newest.pop()
}

/**
 * R-SEARCH-002: the candidates `query` matches, grouped by list (drafts, pending, confirmed, each
 * once), the newest 8 of each (ids follow creation, decision 0287) with the list's count.
 */
export function searchCandidates(candidates: Iterable<SearchCandidate>, query: string): OrderSearchResult {
  const needle = needleOf(query)
  const newest = new Map<SearchList, OrderSearchHit[]>(SEARCH_LISTS.map((list) => [list, []]))
  const totals = new Map<SearchList, number>(SEARCH_LISTS.map((list) => [list, 0]))
  for (const candidate of candidates) {
    const match = matchOf(needle, candidate.searchable)
    if (match === null) continue
    const list = searchListOf(candidate.status)
    totals.set(list, totals.get(list)! + 1)
    keepNewest(newest.get(list)!, {
      Id: candidate.id,
      OrderNumber: candidate.searchable.orderNumber,
      OrderSO: candidate.orderSO,
      CustomerCode: candidate.customerCode,
      FeOrderStatus: candidate.status,
      CreateTime: candidate.createTime,
      MatchedOn: match.field,
      Matched: match.text,
    })
  }
  const groups = SEARCH_LISTS.map((list) => ({
    List: list,
    Total: totals.get(list)!,
    Orders: newest.get(list)!,
  }))
  return { Groups: groups, Total: groups.reduce((sum, group) => sum + group.Total, 0) }
}

/** The orders of `customerCodes` that `query` finds (R-SEARCH-001, R-SEARCH-002). */
export const searchOrders = (
  store: EventStore,
  customerCodes: ReadonlySet<string>,
  query: string,
): OrderSearchResult => searchCandidates(candidatesOf(store, customerCodes), query)
