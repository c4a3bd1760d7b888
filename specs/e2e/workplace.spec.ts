// My workplace journeys (spec §1, §5 Uploads; decisions 0240, 0241) as customer@demo.vn in both
// languages, with the axe check at 1366 and 390 px: the charts draw the numbers their table views
// list, an order placed moves this month's figures, the inventory upload refuses a missing month
// and a wrong file, and an upload is listed after a reload; a crafted company code is refused.
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders } from './order-lists.helpers'

const TEXT = {
  vi: {
    heading: 'Nơi làm việc của tôi',
    table: 'Bảng',
    chart: 'Biểu đồ',
    month: (m: number, y: number) => `Tháng ${m}/${y}`,
    pickMonth: 'Vui lòng chọn tháng tồn kho',
    wrongType: 'Tệp ton-kho.xlsx không phải PDF hoặc hình ảnh',
    upload: 'Tải lên',
    monthLabel: 'Tháng',
    file: 'Tệp',
    company: 'Công ty',
    view: 'Xem',
    foreign: 'Mã khách hàng C2001 không thuộc công ty của bạn',
  },
  en: {
    heading: 'My workplace',
    table: 'Table',
    chart: 'Chart',
    month: (m: number, y: number) =>
      new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    pickMonth: 'Please pick the month of the inventory',
    wrongType: 'The file ton-kho.xlsx is not a PDF or an image',
    upload: 'Upload',
    monthLabel: 'Month',
    file: 'File',
    company: 'Company',
    view: 'View',
    foreign: 'Customer code C2001 is not one of your companies',
  },
} as const

/** The business month (Vietnam, UTC+7), as the screen's is. */
const businessMonth = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7)
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

async function openWorkplace(page: Page, lng: 'vi' | 'en', query = '') {
  await page.goto(`/myWork/myWorkplace${query}`)
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lng].heading })).toBeVisible()
  await expect(page.locator('section.workplace')).toHaveAttribute('aria-busy', 'false')
}

/** The series the chart was drawn with, and whether its canvas holds any drawn pixel. */
async function chartOf(card: Locator): Promise<{ series: number[][]; drawn: boolean }> {
  const chart = card.locator('.workplace-chart')
  await expect(chart.locator('canvas')).toBeVisible()
  const series = JSON.parse((await chart.getAttribute('data-series')) ?? '[]') as number[][]
  await expect
    .poll(() =>
      chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d')
        if (!context || canvas.width === 0) return false
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return true
        return false
      }),
    )
    .toBe(true)
  return { series, drawn: true }
}

/** A table view's numbers, column by column (the cells carry their raw value). */
async function tableColumns(table: Locator, columns: number): Promise<number[][]> {
  const rows = table.locator('tbody tr')
  const result: number[][] = Array.from({ length: columns }, () => [])
  for (const row of await rows.all()) {
    const values = await row
      .locator('td[data-value]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))))
    values.forEach((v, i) => result[i]?.push(v))
  }
  return result
}

/** This month's ordered cases as the sales table lists them. */
async function casesThisMonth(page: Page, lng: 'vi' | 'en'): Promise<number> {
  const card = page.getByTestId('sales-chart')
  await card.getByRole('button', { name: TEXT[lng].table }).click()
  const [year, month] = businessMonth().split('-').map(Number) as [number, number]
  const row = card
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: TEXT[lng].month(month, year), exact: true }) })
  return Number(await row.locator('td[data-value]').first().getAttribute('data-value'))
}

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-WORK-001 R-WORK-002 R-WORK-005 (${lng}) the charts draw the numbers their table views list; the top 10 is ranked`, async ({
      page,
    }) => {
      test.slow()
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openWorkplace(page, lng)

      const sales = page.getByTestId('sales-chart')
      const drawnSales = await chartOf(sales)
      // The months up to the business month: none still to come is drawn (R-WORK-007).
      expect(drawnSales.series[0]!.length).toBe(Number(businessMonth().slice(5, 7)))
      expect(drawnSales.series[0]!.some((v) => v > 0)).toBe(true)
      await sales.getByRole('button', { name: text.table }).click()
      const salesColumns = await tableColumns(page.getByTestId('sales-table'), 3)
      expect(salesColumns[0]).toEqual(drawnSales.series[0]) // cases
      expect(salesColumns[1]).toEqual(drawnSales.series[1]) // target
      const year = Number(businessMonth().slice(0, 4))
      await expect(page.getByTestId('sales-table').getByRole('rowheader').first()).toHaveText(
        text.month(1, year),
      )

      const pulse = page.getByTestId('pulse-chart')
      const drawnPulse = await chartOf(pulse)
      await pulse.getByRole('button', { name: text.table }).click()
      const pulseColumns = await tableColumns(page.getByTestId('pulse-table'), 3)
      expect(pulseColumns[0]).toEqual(drawnPulse.series[0]) // orders
      expect(pulseColumns[1]).toEqual(salesColumns[0]) // the same cases as the sales table

      const top = page.getByTestId('top-products')
      const rows = top.locator('tbody tr')
      const count = await rows.count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(10)
      const ranks = await rows.locator('td:first-child').allTextContents()
      expect(ranks.map(Number)).toEqual(ranks.map((_, i) => i + 1))
      const cases = await rows
        .locator('td[data-value]')
        .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))))
      expect(cases).toEqual([...cases].sort((a, b) => b - a))
      // Money written one way (R-I18N-011): "1.234.567 VND" / "VND 1,234,567".
      await expect(rows.first()).toContainText(
        lng === 'vi' ? /\d{1,3}(\.\d{3})+ VND/ : /VND \d{1,3}(,\d{3})+/,
      )

      await expectAccessible(page)
      await page.setViewportSize({ width: 390, height: 844 })
      await sales.getByRole('button', { name: text.chart }).click()
      await chartOf(sales)
      await expectAccessible(page)
    })

  if (lng === 'en')
    test(`R-WORK-001 (${lng}) an order placed moves this month's figures`, async ({ page }) => {
      test.slow()
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openWorkplace(page, lng, '?company=C1001')
      const before = await casesThisMonth(page, lng)
      const [placed] = await createOrders(page, 1, 'open')
      expect(placed).toBeDefined()
      await page.reload()
      await expect(page.locator('section.workplace')).toHaveAttribute('aria-busy', 'false')
      await expect(page.getByLabel(text.company, { exact: true }).first()).toHaveValue('C1001')
      expect(await casesThisMonth(page, lng)).toBe(before + 100)
    })

  if (lng === 'vi')
    test(`R-WORK-003 R-WORK-006 (${lng}) an upload needs a month and a pdf or image, and is listed after a reload`, async ({
      page,
    }) => {
      test.slow()
      await useLanguage(page, lng)
      await signIn(page, lng)
      await openWorkplace(page, lng)
      const upload = page.locator('section.workplace-upload')
      const list = page.getByTestId('inventory-list')
      const listed = async () => ((await list.count()) === 0 ? 0 : list.locator('tbody tr').count())
      const before = await listed()

      // No month: refused with the message, nothing sent.
      await upload
        .getByLabel(text.file, { exact: true })
        .setInputFiles({ name: 'ton-kho.png', mimeType: 'image/png', buffer: TINY_PNG })
      await upload.getByRole('button', { name: text.upload, exact: true }).click()
      await expect(upload.getByRole('alert')).toHaveText(text.pickMonth)
      expect(await listed()).toBe(before)

      // Another type: refused, the month stays chosen.
      const month = businessMonth()
      await upload.getByLabel(text.monthLabel, { exact: true }).selectOption(month)
      await upload.getByLabel(text.file, { exact: true }).setInputFiles({
        name: 'ton-kho.xlsx',
        mimeType: 'application/vnd.ms-excel',
        buffer: Buffer.from('x'),
      })
      await upload.getByRole('button', { name: text.upload, exact: true }).click()
      await expect(upload.getByRole('alert')).toHaveText(text.wrongType)
      await expect(upload.getByLabel(text.monthLabel, { exact: true })).toHaveValue(month)
      expect(await listed()).toBe(before)

      // A picture for the month: listed, and still listed after a reload.
      await upload
        .getByLabel(text.file, { exact: true })
        .setInputFiles({ name: `ton-kho-${lng}.png`, mimeType: 'image/png', buffer: TINY_PNG })
      await upload.getByRole('button', { name: text.upload, exact: true }).click()
      await expect(list.locator('tbody tr').filter({ hasText: `ton-kho-${lng}.png` })).toHaveCount(1)
      await page.reload()
      await expect(page.locator('section.workplace')).toHaveAttribute('aria-busy', 'false')
      const row = list.locator('tbody tr').filter({ hasText: `ton-kho-${lng}.png` })
      await expect(row).toHaveCount(1)
      const [year, m] = month.split('-').map(Number) as [number, number]
      await expect(row.getByRole('rowheader')).toHaveText(text.month(m, year))

      // View: the file, fetched with the token, opens from an object URL.
      const popup = page.waitForEvent('popup')
      await row.getByRole('button', { name: new RegExp(`^${text.view}`) }).click()
      await expect.poll(async () => (await popup).url()).toMatch(/^blob:/)
      await expectAccessible(page)
    })

  if (lng === 'en')
    test(`R-WORK-004 (${lng}) a company code not the user's in the address is refused with a message`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/Workplace/')) asked.push(request.url())
      })
      await openWorkplace(page, lng, '?company=C2001')
      await expect(page.getByTestId('foreign-company')).toContainText(text.foreign)
      await expect(page.getByLabel(text.company, { exact: true }).first()).toHaveValue('')
      expect(asked.filter((url) => url.includes('C2001'))).toEqual([])
    })
}
