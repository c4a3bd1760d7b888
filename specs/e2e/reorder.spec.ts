// "Order again" journeys (issue 39, decision 0365): from the order drawer, a past order whose
// promotion has ended since fills the cart with the line still sold and lists the other with its
// reason; from a phone card of the pending list, with products already in the cart, the question
// is asked and "Add to the cart" keeps both. One language each (decision 0358): Vietnamese at
// 1366 px, English at 390 px. The past order is made through the app's own API, as the place-order
// screen would make it; the promotion ends by moving the back-office simulator's clock.
import type { Page } from '@playwright/test'
import { apiCall, expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { orderLineOf } from '../../src/test/order-line'
import { daysAhead, firstAddressOf, simulate, type CatalogueProduct } from './order-lists.helpers'

const TEXT = {
  vi: {
    customer: 'Mã khách hàng',
    products: 'Sản phẩm bạn có thể đặt',
    orderAgain: 'Đặt hàng lại',
    added: 'Số dòng sản phẩm đã thêm vào giỏ theo giá hôm nay: 1.',
    leftOut: 'Không đưa vào giỏ:',
    ended: 'chương trình khuyến mãi đã kết thúc',
    question: 'Giỏ hàng của bạn đã có sản phẩm',
    add: 'Thêm vào giỏ',
    rowAction: (n: string) => `Đặt hàng lại: ${n}`,
  },
  en: {
    customer: 'Customer code',
    products: 'Products you can order',
    orderAgain: 'Order again',
    added: "Product lines added to your cart at today's prices: 1.",
    leftOut: 'Left out of your cart:',
    ended: 'this promotion ended',
    question: 'Your cart already has products',
    add: 'Add to the cart',
    rowAction: (n: string) => `Order again: ${n}`,
  },
} as const

test.describe.configure({ timeout: 180_000 })

const SHOTS = process.env.REORDER_SHOTS

interface PastOrder {
  readonly Id: number
  readonly OrderNumber: string
  readonly codes: readonly string[]
  /** Another product of the same format, for a cart in progress. */
  readonly other: string
}

/**
 * A placed order of C1001 through api/Order/CreateOpenOrder: 100 cases of an ordinary product and,
 * with `promotion`, 10 of a running promotion of the same format (ETA a week ahead, inside it).
 */
async function placeOrderViaApi(page: Page, promotion: boolean): Promise<PastOrder> {
  const products = await apiCall<CatalogueProduct[]>(page, 'Order/GetAvailableProductList?customerCode=C1001')
  const promo = products.find((p) => Boolean(p.IsPromotion) && !p.IsFrozen)
  if (promo === undefined) throw new Error('no promotion for C1001')
  const ordinary = products.filter((p) => !p.IsPromotion && p.FormatId === promo.FormatId)
  const [main, other] = ordinary
  if (main === undefined || other === undefined) throw new Error('too few products of one format')
  const lines = promotion ? [orderLineOf(promo, 10), orderLineOf(main, 100)] : [orderLineOf(main, 100)]
  const placed = await apiCall<{ Id: number; OrderNumber: string }>(page, 'Order/CreateOpenOrder', {
    customerCode: 'C1001',
    warehouseCode: null,
    formatId: promo.FormatId,
    shippingAddressId: await firstAddressOf(page, 'C1001'),
    quantity: lines.reduce((sum, l) => sum + l.Quantity, 0),
    amount: lines.reduce((sum, l) => sum + l.Amount, 0),
    specialRatePercent: 0,
    note: 'e2e order again',
    etaDate: daysAhead(7),
    orderProductList: lines,
    orderPaymentList: [],
  })
  return { ...placed, codes: lines.map((l) => l.ProductCode), other: other.ProductCode }
}

const totalCases = (page: Page) => page.getByTestId('po-total-cases')

for (const lng of ['vi', 'en'] as const) {
  // Each journey runs once: Vietnamese at 1366 px, English at 390 px (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-REORDER-001 R-REORDER-002 R-REORDER-003 R-REORDER-007 (${lng}) Order again from the drawer: the ended promotion is listed and left out, the other line goes in`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      const order = await placeOrderViaApi(page, true)
      const [promotion, kept] = order.codes as [string, string]
      // Ten days on, the promotion has ended; place order learns the new day when it opens.
      await simulate(page, 'clock', { days: 10 })
      await page.goto('/online/online')
      await expect(page.getByLabel(text.customer)).toBeVisible()
      await page.goto(`/myorder/orderInfo?orderId=${order.Id}`)
      const drawer = page.getByRole('dialog')
      await expect(drawer.getByText(order.OrderNumber)).toBeVisible()
      await drawer.getByRole('button', { name: text.orderAgain, exact: true }).click()
      await expect(page).toHaveURL(/\/online\/online$/)
      const report = page.locator('.po-refill__report')
      await expect(report).toContainText(text.added)
      await expect(report).toContainText(text.leftOut)
      await expect(report).toContainText(`${promotion}: ${text.ended}`)
      await expect(page.getByLabel(text.customer)).toHaveValue('C1001')
      await expect(totalCases(page)).toHaveText('100')
      await expect(page.getByRole('list', { name: text.products })).toBeVisible()
      expect(kept).not.toBe(promotion)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/drawer-${lng}-1366.png`, fullPage: true })
      await expectAccessible(page)
    })

  if (lng === 'en')
    test(`R-REORDER-004 R-REORDER-007 (${lng}) Order again from a phone card with products in the cart: asked, and Add keeps both`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      const order = await placeOrderViaApi(page, false)
      // A cart in progress: C1001 with one case of another product.
      await page.goto('/online/online')
      await page.getByLabel(text.customer).selectOption('C1001')
      await expect(page.getByRole('list', { name: text.products })).toBeVisible()
      await page.goto(`/online/online?addProduct=${order.other}`)
      await expect(totalCases(page)).toHaveText('1')
      await page.goto('/myorder/orderInfo')
      await page.getByRole('button', { name: text.rowAction(order.OrderNumber) }).click()
      const question = page.getByRole('dialog', { name: text.question })
      await expect(question).toBeVisible()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/question-${lng}-390.png`, fullPage: true })
      await expectAccessible(page)
      await question.getByRole('button', { name: text.add }).click()
      await expect(question).toBeHidden()
      await expect(page.locator('.po-refill__report')).toContainText(text.added)
      await expect(totalCases(page)).toHaveText('101')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/added-${lng}-390.png`, fullPage: true })
      await expectAccessible(page)
    })
}
