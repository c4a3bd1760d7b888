// Customer calls: the user's companies with their child codes (R-PROF-003) and
// a company's addresses of one type (R-ORD-006, R-API-030). Only the user's own companies.
import { GetCustomerList, GetShippingAddressList } from '../../api/contracts/customer'
import type { CatalogState } from '../../backend/catalog-db'
import { handle, ok } from '../respond'
import { addressesOf, customersOf } from '../../backend/seed/catalog'
import { forUser, notOwned } from '../signed-in'
import type { AuthState } from './auth'

export function customerHandlers(auth: AuthState, state: CatalogState) {
  return [
    handle(
      GetCustomerList,
      forUser(auth, (_input, _context, account) =>
        ok(customersOf(state.catalog, account).map((c) => c.customer)),
      ),
    ),

    handle(
      GetShippingAddressList,
      forUser(
        auth,
        ({ customerCode, addressType }, { request }, account) =>
          notOwned(account, customerCode, request) ??
          ok(addressesOf(state.catalog, customerCode, addressType)),
      ),
    ),
  ]
}
