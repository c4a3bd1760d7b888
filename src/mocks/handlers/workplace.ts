// My workplace (R-WORK-001..003): sales performance, pulse report and top 10 products, made by
// src/mocks/seed/workplace.ts from the orders in the order store (submitted, not cancelled) over
// the catalogue's baseline of other channels (decision 0043), and the monthly inventory uploads,
// kept in this backend instance's state. Reports cover one of the user's companies, or all of them.
import {
  GetMonthlyInventoryList,
  GetPulseReport,
  GetSalesPerformance,
  GetTopProductList,
  UploadMonthlyInventory,
} from '../../api/contracts/workplace'
import { inventoryUploadProblem } from '../../machines/workplace/workplace.rules'
import type { DemoAccount } from '../accounts'
import type { CatalogState } from '../catalog-db'
import { foreignFileRefusal } from '../file-ownership'
import { say } from '../messages'
import { handle, MOCK_CODES, ok, refuse } from '../respond'
import { customersOf, type Company } from '../seed/catalog'
import type { OrderBackend } from '../order-backend'
import { pulseReport, salesPerformance, topProducts, type SoldOrder } from '../seed/workplace'
import { forUser, notOwned } from '../signed-in'
import type { AuthState } from './auth'

type Report<A> = (
  state: CatalogState,
  companies: readonly Company[],
  year: number,
  sold: readonly SoldOrder[],
) => A

/** Every order the figures count: submitted, and neither cancelled (8) nor deleted. */
function soldOrders(orders: Pick<OrderBackend, 'store'>): SoldOrder[] {
  const sold: SoldOrder[] = []
  for (const order of orders.store.orders())
    if (!order.deleted && order.submitDate !== null && order.status !== 0 && order.status !== 8)
      sold.push({
        customerCode: order.document.CustomerCode,
        date: order.submitDate.slice(0, 10),
        amount: order.document.TotalAmount,
        lines: order.document.OrderProductList,
      })
  return sold
}

interface ReportInput {
  readonly customerCode?: string | undefined
  readonly year: number
}

/** A report handler over the chosen company, or all of the user's companies without one. */
const report = <A>(auth: AuthState, state: CatalogState, orders: OrderBackend | undefined, make: Report<A>) =>
  forUser(auth, async ({ customerCode, year }: ReportInput, { request }, account) => {
    const companies = scope(state, account, customerCode, request)
    if (companies instanceof Response) return companies
    if (orders === undefined) return ok(make(state, companies, year, []))
    await orders.ready()
    return ok(make(state, companies, year, soldOrders(orders)))
  })

function scope(
  state: CatalogState,
  account: DemoAccount,
  customerCode: string | undefined,
  request: Request,
): Company[] | Response {
  const all = customersOf(state.catalog, account)
  if (customerCode === undefined || customerCode === '') return all
  return (
    notOwned(account, customerCode, request) ?? all.filter((c) => c.customer.CustomerCode === customerCode)
  )
}

const INVENTORY_PROBLEM_KEYS = {
  noMonth: 'inventoryNoMonth',
  futureMonth: 'inventoryFutureMonth',
  wrongType: 'fileNotPdfOrImage',
  tooLarge: 'fileTooLarge',
} as const

/** The workplace handlers; without `orders` the reports are the baseline alone. */
export function workplaceHandlers(auth: AuthState, state: CatalogState, orders?: OrderBackend) {
  return [
    handle(
      GetSalesPerformance,
      report(auth, state, orders, (s, companies, year, sold) =>
        salesPerformance(s.catalog, companies, year, s.today(), sold),
      ),
    ),
    handle(
      GetPulseReport,
      report(auth, state, orders, (s, companies, year, sold) =>
        pulseReport(s.catalog, companies, year, s.today(), sold),
      ),
    ),
    handle(
      GetTopProductList,
      report(auth, state, orders, (s, companies, year, sold) =>
        topProducts(s.catalog, companies, year, s.today(), sold),
      ),
    ),

    handle(
      GetMonthlyInventoryList,
      forUser(auth, async ({ customerCode, year }, { request }, account) => {
        const companies = scope(state, account, customerCode, request)
        if (companies instanceof Response) return companies
        await state.ready
        const codes = new Set(companies.map((c) => c.customer.CustomerCode))
        const prefix = `${year}-`
        const rows = state.inventories
          .findMany((q) => q.where((row) => codes.has(row.CustomerCode) && row.Month.startsWith(prefix)))
          .sort((a, b) => b.Month.localeCompare(a.Month) || b.Id - a.Id)
        return ok(rows.map((row) => ({ ...row })))
      }),
    ),

    handle(
      UploadMonthlyInventory,
      forUser(auth, async ({ customerCode, month, fileUrl, fileName }, { request }, account) => {
        const refused = notOwned(account, customerCode, request)
        if (refused) return refused
        const problem = inventoryUploadProblem({ month, fileName }, state.today().slice(0, 7))
        if (problem)
          return refuse(
            request,
            problem === 'noMonth' || problem === 'futureMonth'
              ? MOCK_CODES.ruleViolation
              : MOCK_CODES.fileRejected,
            INVENTORY_PROBLEM_KEYS[problem],
            { month, name: fileName },
          )
        // Only the caller's own upload (R-OWN-003): no foreign link, no `javascript:` URL.
        const foreign = await foreignFileRefusal(orders, account, request, [fileUrl])
        if (foreign) return foreign
        await state.ready
        // One inventory per company and month: a new upload replaces the earlier one.
        state.inventories.deleteMany((q) => q.where({ CustomerCode: customerCode, Month: month }))
        const row = await state.inventories.create({
          Id: state.nextInventoryId(),
          CustomerCode: customerCode,
          Month: month,
          FileName: fileName,
          FileURL: fileUrl,
          UploadTime: state.now(),
        })
        return ok({ ...row }, say(request, 'inventoryUploaded', { month }))
      }),
    ),
  ]
}
