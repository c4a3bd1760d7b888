// One truth per order (R-CHG-009, R-CHG-010, R-NOTI-016, decision 0346): after the back office's
// change order (a new ETA, a new quantity, an incurred cost) the pending list's row and the drawer
// say the order's new total and ETA, the change-order document shows the original beside the new;
// a notification about an order that has moved on opens it in the list where it is now. The
// starting state comes through the app's API and the simulator (order-lists.helpers.ts).
import { apiCall, expect, expectAccessible, test, waitForMockWorker } from './fixtures'
import { createOrders, openListAt, simulate } from './order-lists.helpers'

const TEXT = {
  vi: {
    totals: 'Tổng cộng',
    documentTitle: 'Phiếu thay đổi đơn hàng',
    originalTotal: 'Tổng tiền ban đầu',
    newTotal: 'Tổng tiền mới',
    bell: /^Thông báo/,
  },
  en: {
    totals: 'Totals',
    documentTitle: 'Change-order document',
    originalTotal: 'Original total amount',
    newTotal: 'New total amount',
    bell: /^Notifications/,
  },
} as const

const SHOTS = process.env.SHOTS_DIR

const grouped = (lng: 'vi' | 'en', value: number) =>
  new Intl.NumberFormat(lng === 'vi' ? 'vi-VN' : 'en-US').format(value)
const dmy = (wire: string) => `${wire.slice(8, 10)}-${wire.slice(5, 7)}-${wire.slice(0, 4)}`

// Both languages and both widths, each language at one of them: the suite's time (decision 0334).
for (const [lng, width] of [
  ['vi', 1366],
  ['en', 390],
] as const) {
  const text = TEXT[lng]

  test(`R-CHG-009 R-CHG-010 (${lng}, ${width} px) after a change order the pending row and the drawer say the new total and ETA; the document shows the original beside the new`, async ({
    page,
  }) => {
    test.slow() // sign-in, an order made and changed, two pages with axe on a shared two-core machine
    await openListAt(page, lng, width, '/myorder/orderInfo')
    await waitForMockWorker(page)
    const [order] = await createOrders(page, 1, 'open')
    const placed = await apiCall<Record<string, unknown>>(page, `Order/Get?orderId=${order!.Id}`)
    const line = (placed.OrderProductList as { ProductCode: string; Quantity: number }[])[0]!
    const eta = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    await simulate(page, `orders/${order!.Id}/changeOrder`, {
      etaDate: eta,
      quantities: [{ ProductCode: line.ProductCode, Quantity: line.Quantity + 20 }],
      incurredPurchaseCostPercent: 0.05,
    })
    const now = await apiCall<Record<string, unknown>>(page, `Order/Get?orderId=${order!.Id}`)
    const total = now.TotalAmount as number
    expect(total).toBeGreaterThan(placed.TotalAmount as number)

    await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
    // A cold page on a shared two-core machine may take a while to load the order.
    const drawer = page.getByRole('dialog').filter({ hasText: order!.OrderNumber })
    await expect(drawer).toBeVisible({ timeout: 60_000 })
    const totals = drawer.getByRole('group', { name: text.totals })
    await expect(totals).toContainText(grouped(lng, total))
    await expect(totals).toContainText(grouped(lng, now.Quantity as number))
    await expect(drawer).toContainText(dmy(eta))
    await expectAccessible(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/drawer-${lng}-${width}.png`, fullPage: false })
    if (width >= 1280) {
      await page.keyboard.press('Escape')
      const row = page.getByRole('row').filter({ hasText: order!.OrderNumber })
      await expect(row).toContainText(grouped(lng, total))
      await expect(row).toContainText(dmy(eta))
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pending-${lng}-${width}.png` })
    }

    await page.goto(now.OrderChangeDetailURL as string)
    await expect(page.getByRole('heading', { level: 1, name: text.documentTitle })).toBeVisible()
    const field = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')
    await expect(field(text.originalTotal)).toContainText(grouped(lng, placed.TotalAmount as number))
    await expect(field(text.newTotal)).toContainText(grouped(lng, total))
    await expectAccessible(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/change-${lng}-${width}.png`, fullPage: true })
  })

  test(`R-NOTI-016 (${lng}, ${width} px) a payment notification of an order cancelled since opens it in the confirmed orders`, async ({
    page,
  }) => {
    test.slow()
    await openListAt(page, lng, width, '/myorder/orderInfo')
    await waitForMockWorker(page)
    const [order] = await createOrders(page, 1, 'open')
    await simulate(page, `orders/${order!.Id}/approve`)
    await simulate(page, `orders/${order!.Id}/cancel`, { reason: 'e2e' })
    await page.reload()
    await page.getByRole('banner').getByRole('button', { name: text.bell }).click()
    // Type 1: the order awaits payment; it is cancelled now, so the confirmed list has it.
    await page.locator('.notification-popover__type').first().click()
    const item = page
      .locator('.notification-dialog')
      .getByRole('listitem')
      .filter({ hasText: order!.OrderNumber })
    await expect(item.first()).toBeVisible()
    await expect(page.locator('.p-toast-message')).toHaveCount(0)
    await expectAccessible(page)
    await item.first().getByRole('button').click()
    await expect(page).toHaveURL(new RegExp(`/myorder/confirm\\?orderId=${order!.Id}$`))
    const drawer = page.getByRole('dialog').filter({ hasText: order!.OrderNumber })
    await expect(drawer).toBeVisible({ timeout: 60_000 })
    await expectAccessible(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/noti-${lng}-${width}.png` })
  })
}
