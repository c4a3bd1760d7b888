// The bank statement confirms payments (issue 40, decision 0369), one language per test (decision
// 0358: vi at 1366 px with an .xlsx as the bank exports it, en at 390 px with a CSV): a customer
// who pays by transfer has an order at Pending Payment (placed and approved through the API), the
// back office imports a statement with its line and two decoys from the panel, the preview lists
// each line's verdict (axe once loaded), the import moves that order alone to Verifying and the
// customer's bell says so.
import type { Page } from '@playwright/test'
import { statementFile, statementRows } from './bank-statement.helpers'
import { apiCall, expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders, simulate } from './order-lists.helpers'

const TEXT = {
  vi: {
    open: 'Văn phòng',
    importEntry: 'Nhập sao kê ngân hàng',
    file: 'Tệp sao kê',
    summary: '3 dòng: 1 dòng khớp với đơn hàng đang chờ thanh toán, 2 dòng cần người kiểm tra.',
    importButton: 'Nhập và chuyển 1 đơn hàng',
    moved: '1 đơn hàng đã chuyển sang Đang xác minh thanh toán:',
    bell: /^Thông báo/,
    told: 'đã về tài khoản của chúng tôi',
    notStatement: 'notes.pdf không phải tệp .csv hoặc .xlsx.',
    paid: 'Đã thanh toán bằng chuyển khoản:',
  },
  en: {
    open: 'Back office',
    importEntry: 'Import a bank statement',
    file: 'Statement file',
    summary: '3 line(s): 1 match an order waiting for payment, 2 for a person to check.',
    importButton: 'Import and move 1 order(s)',
    moved: '1 order(s) moved to Verifying:',
    bell: /^Notifications/,
    told: 'has reached our account',
    notStatement: 'notes.pdf is not a CSV or .xlsx file.',
    paid: 'Paid by bank transfer:',
  },
} as const

/** A screenshot to look at by hand, only when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` })
}

for (const [lng, width, kind] of [
  ['vi', 1366, 'xlsx'],
  ['en', 390, 'csv'],
] as const) {
  const text = TEXT[lng]
  test(`R-BANK-003 R-BANK-007 R-BANK-008 (${lng}, ${width} px, ${kind}) the back office imports a statement: the paid order moves to Verifying, the decoys are listed, the customer's bell says so`, async ({
    page,
  }) => {
    test.slow() // sign-in, the seeded backend and an axe pass on a shared two-core machine
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    const [order] = await createOrders(page, 1, 'open')
    await simulate(page, `orders/${order!.Id}/approve`)
    const { TotalAmount: total } = await apiCall<{ TotalAmount: number }>(
      page,
      `Order/Get?orderId=${order!.Id}`,
    )

    await page.getByRole('banner').getByRole('button', { name: text.open }).click()
    const panel = page.locator('.simulator-sidebar')
    await panel.getByRole('button', { name: text.importEntry }).click()
    if (kind === 'csv') {
      // A file that is no statement is refused with why, and stays named (the next one replaces it).
      await panel
        .getByLabel(text.file)
        .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') })
      await expect(panel.getByText(text.notStatement)).toBeVisible()
    }
    await panel
      .getByLabel(text.file)
      .setInputFiles(await statementFile(kind, statementRows(order!.OrderNumber, total)))
    await expect(panel.getByText(text.summary)).toBeVisible()
    const lines = panel.locator('.statement-lines li')
    await expect(lines).toHaveCount(3)
    await expect(lines.nth(1)).toContainText(order!.OrderNumber)
    await expectAccessible(page)
    await lines.first().scrollIntoViewIfNeeded()
    await shot(page, `bank-preview-${lng}-${width}`)

    await panel.getByRole('button', { name: text.importButton }).click()
    const result = panel.getByTestId('statement-result')
    await expect(result).toContainText(text.moved)
    await expect(result.getByRole('listitem').first()).toHaveText(order!.OrderNumber)
    await expect(result.locator('.statement-lines li')).toHaveCount(2)
    await result.scrollIntoViewIfNeeded()
    await shot(page, `bank-result-${lng}-${width}`)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    // The customer's bell: the order's news of the transfer, without a reload.
    await page.getByRole('banner').getByRole('button', { name: text.bell }).click()
    await expect(page.locator('.notification-popover')).toContainText(text.told)
    await expect(page.locator('.notification-popover')).toContainText(order!.OrderNumber)
    await shot(page, `bank-bell-${lng}-${width}`)
    await page.keyboard.press('Escape')
    // The order's drawer: paid by transfer, no voucher asked for.
    await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
    await expect(page.getByRole('dialog').getByText(text.paid)).toBeVisible()
    await shot(page, `bank-drawer-${lng}-${width}`)
  })
}
