// VietQR on every order that waits for payment (issue 40, decision 0367), with the axe check once
// the code has loaded: the "Order successful" panel of a customer who pays by transfer shows the
// code of the order just placed (vi, 1366 px); the pending drawer's payment mode shows it for an
// order the back office approved, its details copied and the code downloaded (en, 390 px). Each
// code is read back by an independent decoder (pngjs + jsQR, not the library that drew it): the
// payload holds the order's total and its BB number. Orders are made through the app's own API.
import type { Locator, Page } from '@playwright/test'
import dayjs from 'dayjs'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { readFileSync } from 'node:fs'
import { parseVietQr } from '../../src/machines/payment-voucher/vietqr.rules'
import { apiCall, expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders, simulate } from './order-lists.helpers'

const TEXT = {
  vi: {
    menu: 'Menu chính',
    placeOrder: '2.1 Đặt hàng',
    customer: 'Mã khách hàng',
    products: 'Sản phẩm bạn có thể đặt',
    quantity: 'Số thùng của Nước mắm cá cơm 40 độ đạm',
    eta: 'Ngày ETA',
    note: 'Ghi chú',
    submit: 'Gửi',
    confirmTitle: 'Gửi đơn hàng này?',
    confirm: 'Gửi đơn',
    success: 'Đặt hàng thành công',
    image: (bb: string) => `Mã VietQR để thanh toán ${bb}`,
    title: 'Thanh toán bằng chuyển khoản (VietQR)',
  },
  en: {
    pendingPayment: 'Pending Payment',
    image: (bb: string) => `VietQR code to pay ${bb}`,
    title: 'Pay by bank transfer (VietQR)',
    copy: (what: string) => `Copy ${what}`,
    download: 'Download QR',
  },
} as const

test.describe.configure({ timeout: 180_000 })

/** The payload an independent decoder reads in a PNG. */
function decodePng(bytes: Buffer): string | undefined {
  const png = PNG.sync.read(bytes)
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
}

/** The order's total as the backend answers it (api/Order/Get). */
async function totalOf(page: Page, orderId: number): Promise<number> {
  return (await apiCall<{ TotalAmount: number }>(page, `Order/Get?orderId=${orderId}`)).TotalAmount
}

/** The drawn code's image, loaded and painted. */
async function shownCode(scope: Locator, name: string): Promise<Locator> {
  const image = scope.getByRole('img', { name, exact: true })
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  return image
}

test('R-QR-001 R-QR-002 R-QR-004 (vi) the Order successful panel of a TT customer shows the VietQR of the order placed; decoded, it pays its total to its BB number', async ({
  page,
}) => {
  const text = TEXT.vi
  await page.setViewportSize({ width: 1366, height: 900 })
  await useLanguage(page, 'vi')
  await signIn(page, 'vi')
  await page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.placeOrder }).click()
  await expect(page).toHaveURL('/online/online')
  await page.getByLabel(text.customer).selectOption('C1001')
  await expect(page.getByRole('list', { name: text.products })).toBeVisible()
  const box = page.getByRole('textbox', { name: text.quantity, exact: true })
  await box.fill('100')
  await box.press('Enter')
  const eta = page.getByRole('textbox', { name: text.eta })
  await eta.fill(dayjs().add(14, 'day').format('DD-MM-YYYY'))
  await eta.press('Tab')
  await page.getByRole('textbox', { name: text.note }).fill('Thanh toán chuyển khoản')
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/Order/CreateOpenOrder'))
  await page
    .getByRole('dialog', { name: text.confirmTitle })
    .getByRole('button', { name: text.confirm, exact: true })
    .click()
  const placed = (await (await answer).json()) as { data: { Id: number; OrderNumber: string } }
  const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: text.success }) })
  await expect(panel).toBeVisible()
  // Under the panel and outside its live region (R-ORD-033: the panel's own actions stay in view).
  const block = page.getByRole('region', { name: text.title })
  const image = await shownCode(block, text.image(placed.data.OrderNumber))
  await expect(panel.getByRole('img')).toHaveCount(0)
  await expectAccessible(page)

  const payload = decodePng(await image.screenshot())
  const total = await totalOf(page, placed.data.Id)
  expect(parseVietQr(payload ?? '')).toEqual({
    bin: '970436',
    accountNumber: '1017006868',
    amount: total,
    content: placed.data.OrderNumber,
  })
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('placed-vi-1366.png') })
})

test('R-QR-003 R-QR-004 R-QR-005 (en) the pending drawer in payment mode shows the VietQR at 390 px; copy buttons copy the account, amount and content; the downloaded PNG decodes to the same payload', async ({
  page,
  context,
}) => {
  const text = TEXT.en
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'en')
  await signIn(page, 'en')
  const [order] = await createOrders(page, 1, 'open')
  await simulate(page, `orders/${order!.Id}/approve`)
  const total = await totalOf(page, order!.Id)
  await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
  const drawer = page.getByRole('dialog', { name: text.pendingPayment })
  const image = await shownCode(drawer, text.image(order!.OrderNumber))
  const block = drawer.getByRole('region', { name: text.title })
  await expect(block).toContainText('1017006868')
  await expect(block).toContainText(order!.OrderNumber)
  await expectAccessible(page)
  await image.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('pending-en-390.png') })
  // Read before the copy buttons' toasts can cover it.
  const shown = decodePng(await image.screenshot())
  // Nothing of the block reaches past the phone's width.
  const box = await block.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)

  const copied: string[] = []
  for (const what of ['account number', 'amount', 'transfer content']) {
    await block.getByRole('button', { name: text.copy(what), exact: true }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(copied.at(-1) ?? '')
    copied.push(await page.evaluate(() => navigator.clipboard.readText()))
  }
  expect(copied).toEqual(['1017006868', String(total), order!.OrderNumber])

  const download = page.waitForEvent('download')
  await block.getByRole('link', { name: text.download }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`VietQR-${order!.OrderNumber}.png`)
  const payload = decodePng(readFileSync((await file.path())!))
  expect(parseVietQr(payload ?? '')).toEqual({
    bin: '970436',
    accountNumber: '1017006868',
    amount: total,
    content: order!.OrderNumber,
  })
  expect(shown).toBe(payload)
})
