// api/Order/Search (R-SEARCH-001, R-SEARCH-002; decision 0363): the query decoded by its Schema
// (respond.ts#handle: trimmed, 2..50 characters, or refused with 4000), then the search over the
// orders of every customer code of the account whose orders it may see (R-PERM-012), the very
// scope of the lists: another company's order, or a child code's without the right, is never read.
import { SearchOrders } from '../../api/contracts/order-search'
import { searchOrders } from '../../backend/order-search'
import { ok } from '../respond'
import { customerScope } from './order'
import { handleForUser, type OrderHandlerDeps } from './order-context'

export function orderSearchHandlers(deps: OrderHandlerDeps) {
  const { orders } = deps
  return [
    handleForUser(deps, SearchOrders, ({ q }, { request }, account) => {
      const scope = customerScope(orders.catalog, account, undefined, request)
      return scope instanceof Response ? scope : ok(searchOrders(orders.store, scope, q))
    }),
  ]
}
