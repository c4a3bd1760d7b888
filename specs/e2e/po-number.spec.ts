// The customer's PO number (issue 39, decision 0362), with the axe check once each screen has
// loaded: an order placed with a PO number already on an earlier order of the company is warned of
// in the confirmation and placed anyway, then both are found by the pending list's PO filter (vi,
// 1366 px); on a phone the filter sits behind "Filters (n)", the card shows the number, and so does
// the order drawer (en, 390 px). The earlier orders are made through the app's own API.
import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders, openListAt, shownNumbers } from './order-lists.helpers'

const TEXT = {
  vi: {
    menu: 'Menu chính',
    placeOrder: '2.1 Đặt hàng',
    customer: 'Mã khách hàng',
    products: 'Sản phẩm bạn có thể đặt',
    quantity: 'Số thùng của Nước mắm cá cơm 40 độ đạm',
    eta: 'Ngày ETA',
    poNumber: 'Số PO của bạn',
    note: 'Ghi chú',
    submit: 'Gửi',
    confirmTitle: 'Gửi đơn hàng này?',
    confirm: 'Gửi đơn',
    usedBefore: (po: string, bb: string) =>
      `Số PO ${po} của bạn đã có trên đơn ${bb} của công ty này. Bạn vẫn có thể gửi đơn này.`,
    success: 'Đặt hàng thành công',
    pending: 'Đơn hàng chờ xử lý',
    filters: 'Bộ lọc',
    poFilter: 'Số PO',
    poLine: (po: string) => `Số PO ${po}`,
  },
  en: {
    pending: 'Pending orders',
    filters: 'Filters',
    filtersOne: 'Filters (1)',
    poFilter: 'PO number',
    poLine: (po: string) => `PO ${po}`,
    drawerPo: 'Your PO number',
  },
} as const

test.describe.configure({ timeout: 180_000 })

/** A PO number of this run: the journeys share the browser's stored backend with earlier runs. */
const runPo = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`

async function openPlaceOrder(page: Page) {
  const text = TEXT.vi
  await page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.placeOrder }).click()
  await expect(page).toHaveURL('/online/online')
  await page.getByLabel(text.customer).selectOption('C1001')
  await expect(page.getByRole('list', { name: text.products })).toBeVisible()
}

test('R-PO-001 R-PO-003 R-PO-004 R-PO-006 (vi) the same PO number warns in the confirmation, the order is placed, the filter finds both', async ({
  page,
}) => {
  const text = TEXT.vi
  await page.setViewportSize({ width: 1366, height: 900 })
  await useLanguage(page, 'vi')
  await signIn(page, 'vi')
  const po = runPo('PO-VN')
  const [earlier] = await createOrders(page, 1, 'open', 'ordinary', po)

  await openPlaceOrder(page)
  const box = page.getByRole('textbox', { name: text.quantity, exact: true })
  await box.fill('100')
  await box.press('Enter')
  const eta = page.getByRole('textbox', { name: text.eta })
  await eta.fill(dayjs().add(14, 'day').format('DD-MM-YYYY'))
  await eta.press('Tab')
  await page.getByRole('textbox', { name: text.note }).fill('Giao giờ hành chính')
  // Typed in another case and with spaces: the same number for the rule (R-PO-001, R-PO-003).
  await page.getByRole('textbox', { name: text.poNumber }).fill(`  ${po.toLowerCase()} `)
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: text.confirmTitle })
  await expect(dialog.getByTestId('po-number-warning')).toHaveText(
    text.usedBefore(po.toLowerCase(), earlier!.OrderNumber),
  )
  await expectAccessible(page)
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/Order/CreateOpenOrder'))
  await dialog.getByRole('button', { name: text.confirm, exact: true }).click()
  const placed = (await (await answer).json()) as { code: number; data: { OrderNumber: string } }
  expect(placed.code).toBe(0)
  await expect(page.getByRole('heading', { level: 2, name: text.success })).toBeVisible()

  // The pending list finds both by a part of the number, each with its PO number under its BB number.
  await page.goto(`/myorder/orderInfo?poNumber=${encodeURIComponent(po.slice(3))}`)
  const table = page.getByRole('table', { name: text.pending })
  await expect.poll(() => shownNumbers(table)).toEqual([placed.data.OrderNumber, earlier!.OrderNumber])
  await expect(
    page.getByRole('form', { name: text.filters }).getByLabel(text.poFilter, { exact: true }),
  ).toHaveValue(po.slice(3))
  await expect(table.locator('tbody tr').first()).toContainText(text.poLine(po.toLowerCase()))
  await expect(table.locator('tbody tr').nth(1)).toContainText(text.poLine(po))
  await expectAccessible(page)
})

test('R-PO-004 R-PO-006 R-LIST-002 (en) on a phone the PO filter counts in Filters (n), the card and the drawer show the number', async ({
  page,
}) => {
  const text = TEXT.en
  await openListAt(page, 'en', 390, '/myorder/orderInfo')
  const list = page.getByRole('list', { name: text.pending })
  await expect(list).toHaveAttribute('aria-busy', 'false')
  const po = runPo('PO-EN')
  const [order] = await createOrders(page, 1, 'open', 'ordinary', po)
  await page.reload()
  await expect(list).toHaveAttribute('aria-busy', 'false')
  await page.getByRole('button', { name: text.filters, exact: true }).click()
  await page.getByRole('form', { name: text.filters }).getByLabel(text.poFilter, { exact: true }).fill(po)
  await expect(page).toHaveURL(new RegExp(`poNumber=${po}`))
  await expect(page.getByRole('button', { name: text.filtersOne, exact: true })).toBeVisible()
  const card = list.getByRole('article')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText(order!.OrderNumber)
  await expect(card).toContainText(text.poLine(po))
  await expectAccessible(page)

  await card.getByRole('button', { name: `Open order ${order!.OrderNumber}`, exact: true }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText(text.drawerPo, { exact: true })).toBeVisible()
  await expect(drawer.getByText(po, { exact: true })).toBeVisible()
  await expectAccessible(page)
})
