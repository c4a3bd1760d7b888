// My profile (R-PROF-001, R-PROF-002): account info, child code permissions, credit limits,
// shipping info and invoice info, each for one of the user's own companies.
import {
  GetAccountInfo,
  GetChildCodePermissionList,
  GetCreditLimit,
  GetInvoiceInfo,
  GetShippingInfo,
} from '../../api/contracts/profile'
import type { CatalogState } from '../../backend/catalog-db'
import { handle, MOCK_CODES, ok, refuse } from '../respond'
import { companyByCode, customersOf, type Company } from '../../backend/seed/catalog'
import { forUser, notOwned } from '../signed-in'
import type { AuthState } from './auth'
import type { DemoAccount } from '../../backend/accounts'
import type { OrderBackend } from '../../backend/order-backend'
import { usesCredit } from '../../machines/profile/profile.rules'

/** The user's company of `customerCode`, or the refusal. */
function ownCompany(state: CatalogState, account: DemoAccount, customerCode: string, request: Request) {
  const refused = notOwned(account, customerCode, request)
  if (refused) return refused
  return (
    companyByCode(state.catalog, customerCode) ??
    refuse(request, MOCK_CODES.notFound, 'customerNotFound', {
      code: customerCode,
    })
  )
}

/** A company's child codes. */
const childrenOf = (state: CatalogState, company: Company): Company[] =>
  company.customer.ChildCustomerList.flatMap(
    (child) => companyByCode(state.catalog, child.CustomerCode) ?? [],
  )

/** What the open orders of `codes` use of credit (R-PROF-004): their total amounts. */
async function creditUsed(orders: OrderBackend | undefined, codes: ReadonlySet<string>): Promise<number> {
  if (orders === undefined) return 0
  await orders.ready()
  let used = 0
  for (const order of orders.store.orders())
    if (!order.deleted && codes.has(order.document.CustomerCode) && usesCredit(order.status))
      used += order.document.TotalAmount
  return used
}

/** The profile handlers; without `orders` no credit is in use. */
export function profileHandlers(auth: AuthState, state: CatalogState, orders?: OrderBackend) {
  return [
    handle(
      GetAccountInfo,
      forUser(auth, (_input, _context, account) => {
        const info = account.userInfo
        const [main] = customersOf(state.catalog, account)
        return ok({
          UserName: info.UserName,
          RealName: info.RealName,
          Email: info.Email,
          Mobile: info.Mobile,
          Phone: info.Phone,
          RoleName: info.RoleName,
          CustomerTypeName: info.CustomerTypeName,
          CustomerCode: main?.customer.CustomerCode ?? info.CustomerList[0]?.CustomerCode ?? '',
          CustomerName: main?.customer.CustomerName ?? info.CustomerList[0]?.CustomerName ?? '',
          TermsOfPayment: account.termsOfPayment,
        })
      }),
    ),

    handle(
      GetChildCodePermissionList,
      forUser(auth, ({ customerCode }, { request }, account) => {
        const company = ownCompany(state, account, customerCode, request)
        if (company instanceof Response) return company
        const children = childrenOf(state, company)
        return ok(
          children.map((child) => ({
            CustomerCode: child.customer.CustomerCode,
            CustomerName: child.customer.CustomerName,
            ParentCustomerCode: company.customer.CustomerCode,
            CanPlaceOrder: child.childPermission?.CanPlaceOrder ?? false,
            CanViewOrders: child.childPermission?.CanViewOrders ?? false,
            CanUploadPayment: child.childPermission?.CanUploadPayment ?? false,
          })),
        )
      }),
    ),

    handle(
      GetCreditLimit,
      forUser(auth, async ({ customerCode }, { request }, account) => {
        const company = ownCompany(state, account, customerCode, request)
        if (company instanceof Response) return company
        const own = company.customer.CustomerCode
        const family = new Set([own, ...childrenOf(state, company).map((c) => c.customer.CustomerCode)])
        return ok({
          ...company.credit,
          CompanyCreditUsed: await creditUsed(orders, new Set([own])),
          TotalCreditUsed: await creditUsed(orders, family),
        })
      }),
    ),

    handle(
      GetShippingInfo,
      forUser(auth, ({ customerCode }, { request }, account) => {
        const company = ownCompany(state, account, customerCode, request)
        return company instanceof Response ? company : ok(company.addresses)
      }),
    ),

    handle(
      GetInvoiceInfo,
      forUser(auth, ({ customerCode }, { request }, account) => {
        const company = ownCompany(state, account, customerCode, request)
        return company instanceof Response ? company : ok(company.invoice)
      }),
    ),
  ]
}
