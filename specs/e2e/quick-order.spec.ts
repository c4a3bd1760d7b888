// Quick order journeys (issue 39, decision 0364): lines pasted with mistakes, the good ones in the
// cart and the others listed with their line numbers and reasons; a spreadsheet uploaded with a bad
// line and a file of another type, the cart kept; the panel and ExcelJS downloaded only when used.
// One language each (decision 0358): Vietnamese at 1366 px, English at 390 px.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    customer: 'Mã khách hàng',
    products: 'Sản phẩm bạn có thể đặt',
    open: 'Đặt nhanh',
    title: 'Đặt hàng nhanh theo mã',
    lines: 'Mã sản phẩm và số thùng',
    code: 'Mã hoặc tên sản phẩm',
    cases: 'Số thùng',
    addOne: 'Thêm',
    add: 'Thêm vào giỏ',
    file: 'Bảng tính (.xlsx hoặc .csv, tối đa 500 dòng và 10 MB)',
    template: 'Tải mẫu bảng tính',
    result: 'Kết quả',
    resultOf: (name: string) => `Kết quả của ${name}`,
  },
  en: {
    customer: 'Customer code',
    products: 'Products you can order',
    open: 'Quick order',
    title: 'Quick order by code',
    lines: 'Product codes and quantities',
    code: 'Product code or name',
    cases: 'Cases',
    addOne: 'Add',
    add: 'Add to cart',
    file: 'Spreadsheet (.xlsx or .csv, at most 500 lines and 10 MB)',
    template: 'Download the template',
    result: 'Result',
    resultOf: (name: string) => `Result of ${name}`,
  },
} as const
type Text = (typeof TEXT)['vi' | 'en']

test.describe.configure({ timeout: 180_000 })

const SHOTS = process.env.QUICK_SHOTS

/** Place order for C1001-02 (dry goods, and chilled ones of another format), the panel open. */
async function openQuickOrder(page: Page, text: Text, requested: string[]) {
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await page.goto('/online/online')
  await page.getByLabel(text.customer).selectOption('C1001-02')
  await expect(page.getByRole('list', { name: text.products })).toBeVisible()
  // R-QUICK-009: nothing of the panel, nor ExcelJS, before the button is pressed.
  expect(requested.filter((p) => /QuickOrderPanel|lib-exceljs/.test(p))).toEqual([])
  await page.getByRole('button', { name: text.open }).click()
  await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeVisible()
  await expect(page.getByRole('button', { name: text.add })).toBeEnabled()
  expect(requested.filter((p) => /lib-exceljs/.test(p))).toEqual([])
}

const totalCases = (page: Page) => page.getByTestId('po-total-cases')

for (const lng of ['vi', 'en'] as const) {
  // Each journey runs once: Vietnamese at 1366 px, English at 390 px (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-QUICK-001 R-QUICK-003 R-QUICK-004 R-QUICK-009 R-QUICK-010 (${lng}) pasted lines: the good ones go in, the others are listed with their reasons`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      const requested: string[] = []
      await openQuickOrder(page, text, requested)
      const box = page.getByRole('textbox', { name: text.lines })
      await box.fill(
        [
          'Mã;Số thùng',
          'ss001;60',
          'SS003\t50',
          'FZ001;10',
          'NOPE-1 5',
          'CH001,20',
          'SS001 1,5',
          'ss001 20',
        ].join('\n'),
      )
      await page.getByRole('button', { name: text.add }).click()
      const report = page.getByRole('region', { name: text.result })
      await expect(report.getByRole('heading', { level: 3 })).toBeFocused()
      await expect(report).toContainText('Số dòng đã thêm: 3. Số dòng chưa thêm: 4.')
      await expect(report).toContainText('Dòng 4 FZ001: FZ001 không bán cho mã khách hàng C1001-02.')
      await expect(report).toContainText('Dòng 5 NOPE-1: NOPE-1 không phải là mã sản phẩm của cổng đặt hàng.')
      await expect(report).toContainText('Dòng 6 CH001: CH001 có quy cách khác')
      await expect(report).toContainText('Dòng 7 SS001: Vui lòng nhập số thùng nguyên.')
      await expect(report).toContainText(
        'Dòng 8 SS001 đã có trong giỏ: đã thêm 20 thùng, tổng cộng 80 thùng.',
      )
      // The refused lines stay in the box to be fixed; the cart holds the good ones (80 + 50).
      await expect(box).toHaveValue(['FZ001;10', 'NOPE-1 5', 'CH001,20', 'SS001 1,5'].join('\n'))
      await expect(totalCases(page)).toHaveText('130')
      // R-QUICK-010: the code box offers the customer code's products by code and both names.
      const code = page.getByRole('combobox', { name: text.code })
      const listId = await code.getAttribute('list')
      await expect(page.locator(`datalist[id="${listId}"] option[value="SS004"]`)).toHaveAttribute(
        'label',
        'Tương ớt · Chilli sauce',
      )
      await code.fill('ss004')
      await page.getByRole('textbox', { name: text.cases, exact: true }).fill('15')
      await page.getByRole('button', { name: text.addOne, exact: true }).click()
      await expect(report).toContainText('Dòng 1 SS004: đã thêm 15 thùng.')
      await expect(code).toHaveValue('')
      await expect(totalCases(page)).toHaveText('145')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/paste-${lng}-1366.png`, fullPage: true })
      await expectAccessible(page)
    })

  if (lng === 'en')
    test(`R-QUICK-006 R-QUICK-007 R-QUICK-008 (${lng}) an uploaded spreadsheet with a bad line keeps the cart and lists the line`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      const requested: string[] = []
      await openQuickOrder(page, text, requested)
      await page.getByRole('textbox', { name: text.lines }).fill('SS001 100')
      await page.getByRole('button', { name: text.add }).click()
      await expect(totalCases(page)).toHaveText('100')
      const input = page.getByLabel(text.file)
      // A file of another type: refused, the cart stays.
      await input.setInputFiles({
        name: 'order.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      })
      await expect(page.getByText('order.pdf is not an .xlsx or .csv file. Nothing was added.')).toBeVisible()
      await expect(totalCases(page)).toHaveText('100')
      // A CSV as Excel saves it: a BOM, Windows line ends, `;`, a quoted name, a bad line.
      const csv =
        '\uFEFFProduct code;Product name;Quantity (cases)\r\nSS003;"Soy sauce; 500 ml";40\r\nXX999;Nothing;3\r\nSS001;Fish sauce;abc\r\nMI004;Noodles;\r\n'
      await input.setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      const report = page.getByRole('region', { name: text.resultOf('order.csv') })
      await expect(report).toContainText('Lines added: 1. Lines not added: 2.')
      await expect(report).toContainText('Line 3 XX999: XX999 is not a product code of the portal.')
      await expect(report).toContainText('Line 4 SS001: Please enter the quantity as a number of cases.')
      await expect(report).toContainText('Line 2 SS003: 40 cases added.')
      await expect(totalCases(page)).toHaveText('140')
      await expect(report.getByRole('heading', { level: 3 })).toBeInViewport()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-${lng}-390.png`, fullPage: true })
      await expectAccessible(page)
      // The template: an .xlsx headed in the language, ExcelJS downloaded for it, not before.
      expect(requested.filter((p) => /lib-exceljs/.test(p))).toEqual([])
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: text.template }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe('quick-order-template.xlsx')
      const path = info.outputPath('template.xlsx')
      await file.saveAs(path)
      expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK')
      expect(requested.filter((p) => /lib-exceljs/.test(p)).length).toBeGreaterThan(0)
    })
}
