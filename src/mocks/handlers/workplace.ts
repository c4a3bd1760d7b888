// My workplace (R-WORK-001..003): sales performance, pulse report and top 10 products, made by
// src/backend/seed/workplace.ts from the orders in the order store (submitted, not cancelled) over
// the catalogue's baseline of other channels (decision 0043), and the monthly inventory uploads,
// kept in this backend instance's state. Reports cover one of the user's companies, or all of them.
import {
  GetMonthlyInventoryList,
  GetPulseReport,
  GetSalesPerformance,
  GetTopProductList,
  UploadMonthlyInventory,
  type MonthlyInventory,
} from '../../api/contracts/workplace'
import { inventoryUploadProblem } from '../../machines/workplace/workplace.rules'
import type { DemoAccount } from '../../backend/accounts'
import type { CatalogState } from '../../backend/catalog-db'
import { foreignFileRefusal, storedTypeRefusal } from '../file-refusal'
import { storedFileUrl } from '../../backend/file-urls'
import { say } from '../../backend/messages'
import { handle, MOCK_CODES, ok, refuse } from '../respond'
import { customersOf, type Company } from '../../backend/seed/catalog'
import type { OrderBackend } from '../../backend/order-backend'
import { pulseReport, salesPerformance, topProducts, type SoldOrder } from '../../backend/seed/workplace'
import type { StoreRecord } from '../../backend/event-records'
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

const inventoryCount = (log: readonly StoreRecord[]) => log.filter((r) => r.kind === 'inventory').length

/** The inventories of the log, the last filed for each company and month. */
function currentInventories(log: readonly StoreRecord[]): MonthlyInventory[] {
  const current = new Map<string, MonthlyInventory>()
  for (const record of log)
    if (record.kind === 'inventory')
      current.set(`${record.inventory.CustomerCode} ${record.inventory.Month}`, record.inventory)
  return [...current.values()].map((row) => ({ ...row }))
}

const INVENTORY_PROBLEM_KEYS = {
  noMonth: 'inventoryNoMonth',
  futureMonth: 'inventoryFutureMonth',
  wrongType: 'fileNotPdfOrImage',
  tooLarge: 'fileTooLarge',
} as const

/** What an inventory upload files; the id and time come from the backend. */
interface InventoryFiling {
  readonly CustomerCode: string
  readonly Month: string
  readonly FileName: string
  readonly FileURL: string
  readonly account: string
}

/**
 * The workplace handlers; without `orders` the reports are the baseline alone and the inventories
 * live in this backend instance only.
 */
export function workplaceHandlers(auth: AuthState, state: CatalogState, orders?: OrderBackend) {
  /** Every company's current inventory per month: the last one filed wins (decision 0241). */
  const inventories = async (): Promise<MonthlyInventory[]> => {
    if (orders === undefined) {
      await state.ready
      return state.inventories.findMany().map((row) => ({ ...row }))
    }
    await orders.ready()
    return currentInventories(orders.store.log)
  }
  const fileInventory = async ({ account, ...filing }: InventoryFiling): Promise<MonthlyInventory> => {
    if (orders === undefined) {
      await state.ready
      state.inventories.deleteMany((q) => q.where({ CustomerCode: filing.CustomerCode, Month: filing.Month }))
      return {
        ...(await state.inventories.create({
          ...filing,
          Id: state.nextInventoryId(),
          UploadTime: state.now(),
        })),
      }
    }
    await orders.ready()
    const [record] = await orders.store.append(() => [
      {
        kind: 'inventory',
        account,
        inventory: { ...filing, Id: inventoryCount(orders.store.log) + 1, UploadTime: state.now() },
      },
    ])
    if (record?.kind !== 'inventory') throw new Error('the inventory was not filed')
    return { ...record.inventory }
  }
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
        const codes = new Set(companies.map((c) => c.customer.CustomerCode))
        const prefix = `${year}-`
        const rows = (await inventories())
          .filter((row) => codes.has(row.CustomerCode) && row.Month.startsWith(prefix))
          .sort((a, b) => b.Month.localeCompare(a.Month) || b.Id - a.Id)
        return ok(rows)
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
        // The stored file's content decides, not the name sent with it (R-UPL-013).
        const misnamed = orders && storedTypeRefusal(orders, request, [{ fileUrl, fileName }])
        if (misnamed) return misnamed
        const row = await fileInventory({
          CustomerCode: customerCode,
          Month: month,
          FileName: fileName,
          // A path, whichever form of an own URL came (R-HTTP-011).
          FileURL: storedFileUrl(fileUrl, orders?.ownOrigin),
          account: account.account,
        })
        return ok({ ...row }, say(request, 'inventoryUploaded', { month }))
      }),
    ),
  ]
}
