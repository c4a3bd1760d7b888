// The lines of an order add up to the order (R-DOC-005, R-CHG-009, decision 0346): for any lines
// (promotions with any main and free-of-charge items, plain lines), any company and any change
// orders (new quantities, incurred costs), the order's detail, list row and change document count
// each line's cases by the one rule the screens use (`lineCases`), and the cases add up to the
// order's quantity wherever it is read.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DISTRIBUTOR_TYPE_NAME } from '../api/contracts/common'
import type { OrderProductLine } from '../api/contracts/order-entities'
import { type OrderEvent } from '../machines/order-lifecycle'
import { ev, ROUTE_TO, TT_COMPANY } from '../machines/order-lifecycle/order-lifecycle.testkit'
import { orderFiguresOf } from '../machines/order-pricing'
import { lineCases } from '../machines/place-order/place-order.rules'
import type { OrderDocument, OrderRecord } from './event-records'
import { evolveOrder, openOrderState } from './order-state'
import { changeDocumentOf, orderDetailOf, orderRowOf } from './order-view'

const arbItem = (code: string) =>
  fc.record({
    ProductCode: fc.constant(code),
    ProductName: fc.constant(code),
    ProductName_enUS: fc.constant(code),
    PromotionItemQuantity: fc.integer({ min: 0, max: 24 }),
  })

const arbLine = (index: number): fc.Arbitrary<OrderProductLine> =>
  fc
    .record({
      promotion: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 5_000 }),
      price: fc.integer({ min: 1, max: 5_000_000 }),
      main: fc.array(arbItem(`M${index}`), { maxLength: 3 }),
      foc: fc.array(arbItem(`F${index}`), { maxLength: 3 }),
    })
    .map(({ promotion, quantity, price, main, foc }) => ({
      ProductCode: `P${index}`,
      ProductName: `Sản phẩm ${index}`,
      ProductName_enUS: `Product ${index}`,
      ProductSpecification: '12 x 500 g',
      UnitPrice: price,
      Quantity: quantity,
      Amount: price * quantity,
      IsPromotion: promotion,
      IsDisplayed: false,
      PromotionTypeName: null,
      PromotionFromDate: null,
      PromotionToDate: null,
      MainProductList: promotion ? main : [],
      FocProductList: promotion ? foc : [],
    }))

const arbLines = fc
  .integer({ min: 1, max: 6 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => arbLine(i))))

/** Change orders: each names some lines' new quantities and a cost. */
const arbChanges = (lineCount: number) =>
  fc.array(
    fc.record({
      quantities: fc.uniqueArray(
        fc.record({
          productCode: fc.integer({ min: 0, max: lineCount - 1 }).map((i) => `P${i}`),
          quantity: fc.integer({ min: 1, max: 5_000 }),
        }),
        { selector: (q) => q.productCode, maxLength: lineCount },
      ),
      cost: fc.integer({ min: 0, max: 20 }).map((n) => n / 100),
    }),
    { maxLength: 3 },
  )

function documentOf(lines: readonly OrderProductLine[], customerTypeName: string): OrderDocument {
  const figures = orderFiguresOf(lines, customerTypeName)
  return {
    CustomerCode: 'C1001',
    CustomerName: 'Công ty TNHH Bếp Việt',
    WarehouseCode: null,
    FormatId: 1,
    ShippingAddressId: 1,
    ShippingAddress: '125 Nguyễn Văn Linh, Quận 7',
    ContactName: null,
    ContactMobile: null,
    ContactEmail: null,
    InvoiceInfo: null,
    EtaDate: TT_COMPANY.etaDate,
    Note: '',
    Quantity: figures.quantity,
    Amount: figures.amount,
    SpecialRatePercent: figures.specialRatePercent,
    TotalAmount: figures.totalAmount,
    OrderProductList: lines,
  }
}

function foldOf(document: OrderDocument, customerTypeName: string, events: readonly OrderEvent[]) {
  const facts = { ...TT_COMPANY, customerTypeName }
  const records: OrderRecord[] = events.map((event, i) => ({
    kind: 'order',
    seq: i + 1,
    orderId: 7,
    event,
    ...(i === 0
      ? {
          opened: {
            account: 'customer@demo.vn',
            orderNumber: 'BB00000007',
            createTime: event.at,
            facts,
            etdGapDays: 3,
          },
          document,
        }
      : {}),
  }))
  let state = openOrderState(records[0]!)
  for (const record of records) state = evolveOrder(state, record)
  return state
}

const sumOfCases = (lines: readonly OrderProductLine[]) =>
  lines.reduce((sum, line) => sum + lineCases(line), 0)

describe('R-DOC-005 R-CHG-009 the lines of an order add up to its quantity, before and after change orders', () => {
  it('for any lines, company and changes: detail, list row and change document agree, and their lines add up', () => {
    fc.assert(
      fc.property(
        arbLines.chain((lines) => fc.tuple(fc.constant(lines), arbChanges(lines.length), fc.boolean())),
        ([lines, changes, distributor]) => {
          const type = distributor ? DISTRIBUTOR_TYPE_NAME : 'Company'
          const events: OrderEvent[] = [
            ev('order.update', { by: 'customer' }),
            ...ROUTE_TO.confirmed,
            ...changes.map(({ quantities, cost }) =>
              ev('order.change', {
                by: 'backOffice',
                newEta: '2025-03-20',
                newQuantities: quantities,
                incurredPurchaseCostPercent: cost,
              }),
            ),
          ]
          const state = foldOf(documentOf(lines, type), type, events)
          expect(state.status).toBe(3)
          const detail = orderDetailOf(state, 'en')
          const row = orderRowOf(state, 'vi')
          expect(sumOfCases(detail.OrderProductList)).toBe(detail.Quantity)
          expect([row.Quantity, row.TotalAmount]).toEqual([detail.Quantity, detail.TotalAmount])
          // Each line carries the last quantity a change gave it.
          for (const line of detail.OrderProductList) {
            const last = changes
              .flatMap((c) => c.quantities)
              .findLast((q) => q.productCode === line.ProductCode)
            const placed = lines.find((l) => l.ProductCode === line.ProductCode)!
            expect(line.Quantity).toBe(last?.quantity ?? placed.Quantity)
          }
          const document = changeDocumentOf(state)
          if (changes.length === 0) expect(document).toBeUndefined()
          else {
            expect(document!.ProductList.reduce((sum, l) => sum + l.Quantity, 0)).toBe(
              document!.TotalQuantity,
            )
            expect(document!.ProductList.reduce((sum, l) => sum + l.OriginalQuantity, 0)).toBe(
              document!.OriginalTotalQuantity,
            )
            expect([document!.TotalQuantity, document!.TotalAmount]).toEqual([
              detail.Quantity,
              detail.TotalAmount,
            ])
            expect(document!.OriginalTotalQuantity).toBe(sumOfCases(lines))
          }
        },
      ),
    )
  })
})
