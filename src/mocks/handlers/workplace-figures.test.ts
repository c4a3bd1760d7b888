// The workplace figures through the handler to what the screen renders (decision 0043, 0240):
// for generated orders placed through the order handlers, the rows the charts and their tables
// show (salesMonthRows) move by exactly the sums over the new orders in the log, month by month,
// and the top 10 the screen ranks is ordered and at most 10 rows.
import { FastCheck as fc } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreateOpenOrder } from '../../api/contracts/order'
import {
  GetPulseReport,
  GetSalesPerformance,
  GetTopProductList,
  TOP_PRODUCTS,
} from '../../api/contracts/workplace'
import { salesMonthRows, topProductRows } from '../../machines/workplace/workplace.rules'
import { lineCases } from '../../machines/place-order/place-order.rules'
import { call, decoded, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock, lineOf, orderBody, TEST_TODAY } from '../../test/order-contract'

const mock = startMockServer({ realNow: fixedClock })
let customer = ''
beforeAll(async () => {
  customer = await login('customer@demo.vn')
})
const YEAR = Number(TEST_TODAY.slice(0, 4))

/** What the screen renders for a company ('' for all): the chart/table rows and the ranked top 10. */
async function shown(customerCode: string) {
  const query = { year: YEAR, ...(customerCode === '' ? {} : { customerCode }) }
  const sales = decoded(GetSalesPerformance, await call(GetSalesPerformance, query, { token: customer }))
  const pulse = decoded(GetPulseReport, await call(GetPulseReport, query, { token: customer }))
  const top = decoded(GetTopProductList, await call(GetTopProductList, query, { token: customer }))
  return { rows: salesMonthRows(sales, pulse, TEST_TODAY.slice(0, 7)), top: topProductRows(top) }
}

const order = fc.record({
  customerCode: fc.constantFrom('C1001', 'C1001-01', 'C1001-02'),
  first: fc.integer({ min: 50, max: 400 }),
  second: fc.integer({ min: 50, max: 400 }),
})

describe('R-WORK-001 R-WORK-002 R-WORK-005 the rows the screen renders are the sums over the orders in the log', () => {
  it('for generated orders placed through the handlers, each month moves by exactly their cases, amounts and count', async () => {
    let placedInAll = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(order, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', 'C1001', 'C1001-01'),
        async (orders, shownCode) => {
          const before = await shown(shownCode)
          const store = mock.backend.state.orders.store
          const catalog = mock.backend.state.orders.catalog
          const placedIds: number[] = []
          for (const o of orders) {
            const lines = [lineOf(catalog, 'SS001', o.first), lineOf(catalog, 'SS003', o.second)]
            const company = catalog.companies.find((c) => c.customer.CustomerCode === o.customerCode)!
            const body = orderBody(catalog, {
              customerCode: o.customerCode,
              shippingAddressId: company.addresses.find((a) => a.AddressType === 2)!.Id,
              quantity: o.first + o.second,
              orderProductList: lines,
            })
            const answer = await call(CreateOpenOrder, body, { token: customer })
            // A company may not sell both products: such an order is refused and counts nowhere.
            if (answer.code === 0) placedIds.push(decoded(CreateOpenOrder, answer).Id)
            placedInAll += answer.code === 0 ? 1 : 0
          }
          const after = await shown(shownCode)
          const counted = placedIds
            .map((id) => store.order(id)!)
            .filter((s) => shownCode === '' || s.document.CustomerCode === shownCode)
          const month = TEST_TODAY.slice(0, 7)
          for (const [i, row] of after.rows.entries()) {
            const was = before.rows[i]!
            const inMonth = row.month === month ? counted : []
            expect(row.month).toBe(was.month)
            expect(row.quantity - was.quantity).toBe(
              inMonth.reduce(
                (s, o) => s + o.document.OrderProductList.reduce((c, l) => c + lineCases(l), 0),
                0,
              ),
            )
            expect(row.amount - was.amount).toBe(inMonth.reduce((s, o) => s + o.document.TotalAmount, 0))
            expect(row.orderCount - was.orderCount).toBe(inMonth.length)
            expect(row.targetQuantity).toBe(was.targetQuantity)
          }
          expect(after.rows.map((r) => r.month)).toEqual(
            // The months up to the business month (R-WORK-007).
            Array.from(
              { length: Number(TEST_TODAY.slice(5, 7)) },
              (_, i) => `${YEAR}-${String(i + 1).padStart(2, '0')}`,
            ),
          )
          expect(after.top.length).toBeLessThanOrEqual(TOP_PRODUCTS)
          const cases = after.top.map((r) => r.product.Quantity)
          expect(cases).toEqual([...cases].sort((a, b) => b - a))
          expect(after.top.map((r) => r.product.Rank)).toEqual(after.top.map((_, i) => i + 1))
          expect(after.top[0]?.share ?? 1).toBe(1)
          for (const r of after.top) expect(r.share).toBeLessThanOrEqual(1)
        },
      ),
      { numRuns: 8 },
    )
    expect(placedInAll).toBeGreaterThan(0)
  }, 120_000)
})
