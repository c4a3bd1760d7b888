// Confirmed-order journeys (spec §2 Confirmed-order screen, §7 Exports and files; decision 0210) as
// customer@demo.vn in Vietnamese and English, with the axe check at 1366 px and 390 px: the tab
// counts add up to 'All' and match the list, both exports download an .xlsx read back with
// exceljs holding the list's orders, a crafted address is corrected with the list still shown,
// and a failed export shows the server's message and saves no file. Back while a page loads shows
// the list gone back to, and its address stays (decision 0321).
import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { framesPass, openListAt, shownNumbers, simulate } from './order-lists.helpers'

const TEXT = {
  vi: {
    heading: 'Đơn hàng đã xác nhận',
    tabs: 'Trạng thái đơn hàng',
    all: 'Tất cả',
    delivering: 'Đang giao hàng',
    pager: 'Phân trang',
    total: (n: number) => `Tổng ${n}`,
    perPage: (n: number) => `${n} / trang`,
    pageSize: 'Số dòng mỗi trang',
    export: 'Xuất tệp',
    report: 'Báo cáo đơn hàng',
    details: 'Chi tiết đơn hàng',
    downloaded: 'Tải xuống thành công',
    corrected: 'Địa chỉ có bộ lọc không tồn tại',
    etdFrom: 'ETD từ',
    etdTo: 'ETD đến',
    paid: 'Đã thanh toán',
    reset: 'Đặt lại',
    serverError: 'Lỗi máy chủ nội bộ',
    pdf: /^Tải PDF của /,
    trackingOf: (n: string) => `Theo dõi ${n}`,
    trackingDialog: (n: string) => `Theo dõi đơn ${n}`,
    created: 'Đã tạo đơn hàng',
    close: 'Đóng',
    menu: 'Menu chính',
    openMenu: 'Mở menu',
    confirmedLink: '3.3 Đơn hàng đã xác nhận',
    filtersToggle: (n: number) => `Bộ lọc (${n})`,
  },
  en: {
    heading: 'Confirmed orders',
    tabs: 'Order status',
    all: 'All',
    delivering: 'Delivering',
    pager: 'Pagination',
    total: (n: number) => `Total ${n}`,
    perPage: (n: number) => `${n} / page`,
    pageSize: 'Rows per page',
    export: 'Export',
    report: 'Order report',
    details: 'Order details',
    downloaded: 'Download Successful',
    corrected: 'The address held filters that do not exist',
    etdFrom: 'ETD from',
    etdTo: 'ETD to',
    paid: 'Paid',
    reset: 'Reset',
    serverError: 'Internal Server Error',
    pdf: /^Download the PDF of /,
    trackingOf: (n: string) => `Tracking of ${n}`,
    trackingDialog: (n: string) => `Tracking of ${n}`,
    created: 'Order created',
    close: 'Close',
    menu: 'Main menu',
    openMenu: 'Open the menu',
    confirmedLink: '3.3 Confirmed orders',
    filtersToggle: (n: number) => `Filters (${n})`,
  },
} as const

type Lng = keyof typeof TEXT

/** The tabs' names and counts, as shown ('Delivering (2)'). */
async function tabCounts(page: Page, lng: Lng): Promise<Map<string, number>> {
  const group = page.getByRole('group', { name: TEXT[lng].tabs })
  await expect(group).toHaveAttribute('aria-busy', 'false')
  const texts = await group.getByRole('button').allTextContents()
  return new Map(
    texts.map((text) => {
      const m = /^(.*) \(([\d.,]+)\)$/.exec(text.trim())!
      return [m[1]!, Number(m[2]!.replace(/[.,]/g, ''))]
    }),
  )
}

async function openConfirmed(page: Page, lng: Lng, query = '') {
  await page.goto(`/myorder/confirm${query}`)
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lng].heading })).toBeVisible()
  await expect(page.getByRole('table', { name: TEXT[lng].heading })).toHaveAttribute('aria-busy', 'false')
}

/** Every BB number the list holds for its current filters (one page of 50). */
async function allShown(page: Page, lng: Lng): Promise<string[]> {
  const pager = page.getByRole('navigation', { name: TEXT[lng].pager, exact: true })
  await pager
    .getByRole('combobox', { name: TEXT[lng].pageSize })
    .selectOption({ label: TEXT[lng].perPage(50) })
  const table = page.getByRole('table', { name: TEXT[lng].heading })
  await expect(table).toHaveAttribute('aria-busy', 'false')
  return shownNumbers(table)
}

async function exportWorkbook(page: Page, lng: Lng, choice: 'report' | 'details') {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: TEXT[lng].export }).click()
  await page.getByRole('menuitem', { name: TEXT[lng][choice] }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(
    choice === 'report' ? /^OrderReport_\d{14}\.xlsx$/ : /^OrderDetails_\d{14}\.xlsx$/,
  )
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(new Uint8Array(await readFile((await file.path())!)).buffer)
  return book.worksheets[0]!
}

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-CONF-001 R-CONF-002 R-CONF-006 R-CONF-020 (${lng}) the tab counts add up to 'All' and match the list, at 1366 px and 390 px`, async ({
      page,
    }) => {
      test.slow()
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openConfirmed(page, lng)
      const counts = await tabCounts(page, lng)
      const all = counts.get(text.all)!
      expect([...counts.keys()][0]).toBe(text.all)
      expect(
        [...counts.entries()].filter(([name]) => name !== text.all).reduce((sum, [, n]) => sum + n, 0),
      ).toBe(all)
      const pager = page.getByRole('navigation', { name: text.pager, exact: true })
      await expect(pager).toContainText(text.total(all))
      await expectAccessible(page)

      // Each tab lists exactly its count, and the address keeps the tab.
      const delivering = counts.get(text.delivering)!
      await page.getByRole('button', { name: `${text.delivering} (${delivering})` }).click()
      await expect(page).toHaveURL(/[?&]status=5/)
      await expect(pager).toContainText(text.total(delivering))
      await expect(page.getByRole('button', { name: `${text.delivering} (${delivering})` })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      // The rows follow the pager's total a moment later: wait for them (a first CI run read the
      // previous tab's ten rows).
      await expect
        .poll(() => shownNumbers(page.getByRole('table', { name: text.heading })))
        .toHaveLength(delivering)

      // A reload keeps the tab (the address is the list's state).
      await page.reload()
      await expect(pager).toContainText(text.total(delivering))

      await page.setViewportSize({ width: 390, height: 844 })
      await expect(page.getByRole('article').first()).toBeVisible()
      await expectAccessible(page)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(390)
    })

  if (lng === 'en')
    test(`R-CONF-006 R-CONF-010 R-I18N-001 (${lng}) a delivering order's tracking action shows its steps up to Delivering`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openConfirmed(page, lng, '?status=5')
      const table = page.getByRole('table', { name: text.heading })
      const [first] = await shownNumbers(table)
      expect(first).toBeDefined()
      await table.getByRole('button', { name: text.trackingOf(first!) }).click()
      const dialog = page.getByRole('dialog', { name: text.trackingDialog(first!) })
      await expect(dialog.getByRole('listitem').first()).toContainText(text.created)
      await expect(dialog.locator('[aria-current="step"]')).toContainText(text.delivering)
      await expectAccessible(page)
      // PrimeReact's own close button speaks the portal language too (decision 0280).
      await dialog.getByRole('button', { name: text.close, exact: true }).click()
      await expect(dialog).toBeHidden()
    })

  if (lng === 'vi')
    test(`R-CONF-005 R-CONF-021 R-API-017 R-API-019 R-API-020 (${lng}) both exports download an .xlsx with one row per order of the filter`, async ({
      page,
    }) => {
      test.slow()
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openConfirmed(page, lng, '?status=6')
      const shown = await allShown(page, lng)
      expect(shown.length).toBeGreaterThan(0)

      const report = await exportWorkbook(page, lng, 'report')
      await expect(
        page.locator('.p-toast-message').filter({ hasText: text.downloaded }).first(),
      ).toBeVisible()
      const reportNumbers = report.getColumn(6).values.slice(2)
      expect(reportNumbers).toEqual(shown)

      const details = await exportWorkbook(page, lng, 'details')
      expect(new Set(details.getColumn(1).values.slice(2))).toEqual(new Set(shown))
    })

  if (lng === 'en')
    test(`R-CONF-022 R-CONF-003 (${lng}) a crafted address is corrected and the list still shows`, async ({
      page,
    }) => {
      test.slow()
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openConfirmed(page, lng, '?payment=99&payment=3&etdFrom=2099-12-31&etdTo=2000-01-01&status=42')
      await expect(page.getByText(text.corrected)).toBeVisible()
      // At 1280 px the filters are folded behind their toggle, which counts the three kept (R-LIST-002).
      await page.getByRole('button', { name: text.filtersToggle(3), exact: true }).click()
      // The unknown payment status and tab are gone, the ETD range swapped (both days kept).
      await expect(page).not.toHaveURL(/payment=99/)
      await expect(page).not.toHaveURL(/status=42/)
      await expect(page).toHaveURL(/etdFrom=2000-01-01/)
      await expect(page).toHaveURL(/etdTo=2099-12-31/)
      await expect(page.getByRole('textbox', { name: text.etdFrom, exact: true })).toHaveValue('01/01/2000')
      await expect(page.getByLabel(text.paid, { exact: true })).toBeChecked()
      expect((await shownNumbers(page.getByRole('table', { name: text.heading }))).length).toBeGreaterThan(0)
      await expectAccessible(page)

      // A start typed after the end is refused beside the field; the list and the typed text stay.
      await page.getByRole('textbox', { name: text.etdTo, exact: true }).fill('01/01/1999')
      await page.getByRole('textbox', { name: text.etdTo, exact: true }).press('Enter')
      await expect(page.getByRole('alert').filter({ hasText: /DD\/MM\/YYYY|start|bắt đầu/ })).toBeVisible()
      await expect(page.getByRole('textbox', { name: text.etdTo, exact: true })).toHaveValue('01/01/1999')
      await expect(page).toHaveURL(/etdTo=2099-12-31/)

      await page.getByRole('button', { name: text.reset }).click()
      await expect(page).not.toHaveURL(/etdFrom|payment/)
    })

  if (lng === 'vi')
    test(`R-ERR-005 R-CONF-023 (${lng}) a failed export shows the server's message and saves no file`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openConfirmed(page, lng)
      // The back office makes the next call fail (HTTP 500): the export's own call.
      await simulate(page, 'failNext', { kind: 'serverError' })
      let downloaded = false
      page.on('download', () => {
        downloaded = true
      })
      await page.getByRole('button', { name: text.export }).click()
      await page.getByRole('menuitem', { name: text.details }).click()
      await expect(page.locator('.p-toast-message').filter({ hasText: text.serverError })).toBeVisible()
      await expect(page.getByRole('button', { name: text.export })).toBeEnabled()
      expect(downloaded).toBe(false)
    })

  if (lng === 'en')
    test(`R-ERR-007 (${lng}) a failed order PDF shows the server's message and saves no file`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openConfirmed(page, lng)
      const pdf = page
        .getByRole('table', { name: text.heading })
        .getByRole('button', { name: text.pdf })
        .first()
      await expect(pdf).toBeEnabled()
      await simulate(page, 'failNext', { kind: 'serverError' })
      let downloaded = false
      page.on('download', () => {
        downloaded = true
      })
      await pdf.click()
      await expect(page.locator('.p-toast-message').filter({ hasText: text.serverError })).toBeVisible()
      await expect(pdf).toBeEnabled()
      expect(downloaded).toBe(false)
    })

  const width = lng === 'vi' ? 390 : 1366
  if (lng === 'vi')
    test(`R-CONF-022 R-CONF-001 (${lng}) back while the list loads shows the list gone back to, and its address stays, at ${width} px`, async ({
      page,
    }) => {
      test.slow() // sign-in, a slow answer of 3 s and an axe pass on a busy two-core machine
      const phone = await openListAt(page, lng, width, '/myorder/confirm')
      const tabs = page.getByRole('group', { name: text.tabs })
      const tab = (name: string) => tabs.getByRole('button', { name: new RegExp(`^${name} \\(`) })
      const other = [...(await tabCounts(page, lng)).keys()].find(
        (n) => n !== text.all && n !== text.delivering,
      )!

      // The Delivering tab: the address holds it. Then the menu's link to the same list, all
      // statuses: a new history entry, which the list follows.
      await tab(text.delivering).click()
      await expect(page).toHaveURL(/\/myorder\/confirm\?status=5$/)
      if (phone) await page.getByRole('banner').getByRole('button', { name: text.openMenu }).click()
      await page
        .getByRole('navigation', { name: text.menu })
        .getByRole('link', { name: text.confirmedLink })
        .click()
      await expect(page).toHaveURL(/\/myorder\/confirm$/)
      // The phone's menu stays open over a link to the page already shown: closed by hand.
      if (phone) {
        await page.keyboard.press('Escape')
        await expect(page.getByRole('banner').getByRole('button', { name: text.openMenu })).toHaveAttribute(
          'aria-expanded',
          'false',
        )
      }
      await expect(tab(text.all)).toHaveAttribute('aria-pressed', 'true')
      await expect(tabs).toHaveAttribute('aria-busy', 'false')

      // The next call waits 3 s (the simulator's injected timeout): another tab chosen now loads slowly.
      await simulate(page, 'failNext', { kind: 'timeout' })
      const slowAnswer = page.waitForResponse(
        (r) => r.url().includes('GetPagedMallOrderList') && r.status() === 504,
      )
      await tab(other).click()
      await expect(tab(other)).toHaveAttribute('aria-pressed', 'true')

      // Back while it loads: the list shows the entry gone back to.
      await page.goBack()
      await expect(page).toHaveURL(/\/myorder\/confirm\?status=5$/)
      await expect(tab(text.delivering)).toHaveAttribute('aria-pressed', 'true')

      // The slow answer ends, and a few frames pass: the address gone back to is still there.
      await slowAnswer
      await framesPass(page)
      await expect(page).toHaveURL(/\/myorder\/confirm\?status=5$/)
      await expect(tab(text.delivering)).toHaveAttribute('aria-pressed', 'true')
      await expectAccessible(page)
    })
}
