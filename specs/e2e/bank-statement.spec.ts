// The bank statement confirms payments (issue 40, decision 0369), one language per test (decision
// 0358: vi at 1366 px with an .xlsx as the bank exports it, en at 390 px with a CSV): a customer
// who pays by transfer has an order at Pending Payment (placed and approved through the API), the
// back office imports a statement with its line and two decoys from the panel, the preview lists
// each line's verdict (axe once loaded), the import moves that order alone to Verifying and the
// customer's bell says so.
import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
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

const HEADERS = ['Ngày giao dịch', 'Số tiền ghi có', 'Nội dung', 'Số tham chiếu']

/** The order's total as the backend answers it (api/Order/Get). */
const totalOf = (page: Page, orderId: number): Promise<number> =>
  page.evaluate(async (id) => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('token='))!
    const token = decodeURIComponent(cookie.slice('token='.length))
    const answer = await (
      await fetch(`/api/Order/Get?orderId=${id}`, {
        headers: { Token: token, Authorization: `Bearer ${token}` },
      })
    ).json()
    return answer.data.TotalAmount as number
  }, orderId)

/** The order's line and two decoys: the same order short of 50,000 đồng, a cash deposit. */
function statementRows(number: string, total: number): string[][] {
  const money = (n: number) => n.toLocaleString('de-DE')
  return [
    ['28/11/2026', money(total - 50_000), `THANH TOAN ${number} CON THIEU`, 'FT26332001'],
    [
      '28/11/2026',
      money(total),
      `CTY BEP VIET CK ${number.slice(0, 2)} ${number.slice(2)} FT2611`,
      'FT26332002',
    ],
    ['28/11/2026', '3.000.000', 'NOP TIEN MAT TAI QUAY', 'FT26332003'],
  ]
}

async function fileOf(kind: 'csv' | 'xlsx', rows: string[][]) {
  if (kind === 'csv')
    return {
      name: 'sao-ke.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFF${[HEADERS, ...rows].map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n')}`,
      ),
    }
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Sao ke')
  sheet.addRow(['SAO KÊ TÀI KHOẢN'])
  sheet.addRow([])
  sheet.addRow(HEADERS)
  for (const row of rows) sheet.addRow(row)
  return {
    name: 'sao-ke.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  }
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
    const total = await totalOf(page, order!.Id)

    await page.getByRole('banner').getByRole('button', { name: text.open }).click()
    const panel = page.locator('.simulator-sidebar')
    await panel.getByRole('button', { name: text.importEntry }).click()
    await panel
      .getByLabel(text.file)
      .setInputFiles(await fileOf(kind, statementRows(order!.OrderNumber, total)))
    await expect(panel.getByText(text.summary)).toBeVisible()
    const lines = panel.locator('.statement-lines li')
    await expect(lines).toHaveCount(3)
    await expect(lines.nth(1)).toContainText(order!.OrderNumber)
    await expectAccessible(page)
    await lines.first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/work/tmp/shots-i40-bank/preview-${lng}-${width}.png` })

    await panel.getByRole('button', { name: text.importButton }).click()
    const result = panel.getByTestId('statement-result')
    await expect(result).toContainText(text.moved)
    await expect(result.getByRole('listitem').first()).toHaveText(order!.OrderNumber)
    await expect(result.locator('.statement-lines li')).toHaveCount(2)
    await result.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/work/tmp/shots-i40-bank/result-${lng}-${width}.png` })
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    // The customer's bell: the order's news of the transfer, without a reload.
    await page.getByRole('banner').getByRole('button', { name: text.bell }).click()
    await expect(page.locator('.notification-popover')).toContainText(text.told)
    await expect(page.locator('.notification-popover')).toContainText(order!.OrderNumber)
    await page.screenshot({ path: `/work/tmp/shots-i40-bank/bell-${lng}-${width}.png` })
    await page.keyboard.press('Escape')
    // The order's drawer: paid by transfer, no voucher asked for.
    await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
    await expect(page.getByRole('dialog').getByText(text.paid)).toBeVisible()
    await page.screenshot({ path: `/work/tmp/shots-i40-bank/drawer-${lng}-${width}.png` })
  })
}
