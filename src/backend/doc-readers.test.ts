// What we write, another reader checks (R-DOC-001, decision 0341): the workbooks and PDFs the real
// export code writes are read back by programs that did not write them: openpyxl (Debian's
// python3-openpyxl, run by Debian's /usr/bin/python3) opens the .xlsx files, poppler's pdftotext
// reads the PDFs and pdftoppm renders their first page. scripts/ensure-doc-readers.mjs installs
// them (npm test runs it before vitest). DOC_SHOTS_DIR=<folder> keeps the rendered pages to look at.
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../api/contracts/order-entities'
import type { Language } from '../i18n/languages'
import { fixedClock } from '../test/order-contract'
import { demoAccounts } from './accounts'
import {
  documentDate,
  orderDetailsWorkbook,
  orderPdf,
  orderReportWorkbook,
  packingListDocument,
} from './exports'

/** The packing list's PDF of a sheet within the limits (R-SRV-010). */
async function packingListPdf(...args: Parameters<typeof packingListDocument>): Promise<Uint8Array> {
  const made = await packingListDocument(...args)
  if (!('bytes' in made)) throw new Error('the sheet is over the packing list limits')
  return made.bytes
}
import { createOrderBackend, type OrderBackend } from './order-backend'
import { orderDetailOf, orderRowOf } from './order-view'
import { pageOperators } from './pdf-text'
import { memoryPersistence } from './persistence'
import { letterheadIn } from './seed/manufacturer'

const PYTHON = '/usr/bin/python3'
const CONFIRMED = [3, 4, 5, 6, 7, 8]
const dir = mkdtempSync(join(tmpdir(), 'doc-readers-'))
const shots = process.env.DOC_SHOTS_DIR
let backend: OrderBackend

beforeAll(async () => {
  const missing = [
    spawnSync(PYTHON, ['-c', 'import openpyxl']).status === 0 ? [] : ['openpyxl'],
    existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdftoppm') ? [] : ['poppler-utils'],
  ].flat()
  if (missing.length > 0)
    throw new Error(
      `document readers missing (${missing.join(', ')}): run node scripts/ensure-doc-readers.mjs`,
    )
  backend = createOrderBackend({
    accounts: demoAccounts,
    persistence: memoryPersistence(),
    realNow: fixedClock,
  })
  await backend.ready()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const confirmedStates = () =>
  [...backend.store.orders()].filter((o) => o.account === 'customer@demo.vn' && CONFIRMED.includes(o.status))

function saved(name: string, bytes: Uint8Array): string {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return path
}

function run(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.error?.message}`)
  return result.stdout
}

// ---------------------------------------------------------------------------------------------
// openpyxl

interface XlsxCell {
  readonly type: string
  readonly isDate: boolean
  readonly format: string
  readonly value: string | number | null
}
interface XlsxSheet {
  readonly sheets: string[]
  readonly freeze: string | null
  readonly filter: string | null
  readonly widths: Record<string, number | null>
  readonly rows: XlsxCell[][]
}

const READ_XLSX = `
import json, sys, openpyxl
from openpyxl.utils import get_column_letter
book = openpyxl.load_workbook(sys.argv[1])
sheet = book.worksheets[0]
def cell(c):
    v = c.value
    return {"type": c.data_type, "isDate": bool(c.is_date), "format": c.number_format,
            "value": v.isoformat() if hasattr(v, "isoformat") else v}
# A <col> element may span columns of the same width (min..max): each column gets its width.
widths = {get_column_letter(col): None for col in range(1, sheet.max_column + 1)}
for dim in sheet.column_dimensions.values():
    for col in range(dim.min, dim.max + 1):
        widths[get_column_letter(col)] = dim.width
print(json.dumps({"sheets": book.sheetnames, "freeze": sheet.freeze_panes, "filter": sheet.auto_filter.ref,
                  "widths": widths, "rows": [[cell(c) for c in row] for row in sheet.iter_rows()]},
                 ensure_ascii=False))
`

const readXlsx = (path: string): XlsxSheet => JSON.parse(run(PYTHON, ['-c', READ_XLSX, path])) as XlsxSheet

const letter = (column: number) => String.fromCharCode(64 + column)

/** What a cell shows, in characters: a date DD-MM-YYYY, a number with thousands separators. */
function shownLength(cell: XlsxCell): number {
  if (cell.value === null) return 0
  if (cell.isDate) return cell.format.includes('hh') ? 16 : 10
  if (typeof cell.value === 'number') return new Intl.NumberFormat('en-US').format(cell.value).length
  return String(cell.value).length
}

/** The checks every export sheet passes (R-DOC-002), by column kind. */
function expectTypedSheet(sheet: XlsxSheet, kinds: readonly ('text' | 'date' | 'dateTime' | 'number')[]) {
  const [header, ...body] = sheet.rows
  expect(header!.map((c) => c.type)).toEqual(kinds.map(() => 's'))
  expect(body.length).toBeGreaterThan(0)
  expect(sheet.freeze).toBe('A2')
  expect(sheet.filter).toBe(`A1:${letter(kinds.length)}${body.length + 1}`)
  kinds.forEach((kind, i) => {
    const cells = body.map((row) => row[i]!).filter((c) => c.value !== null)
    expect(cells.length, `column ${letter(i + 1)}`).toBeGreaterThan(0)
    for (const cell of cells)
      if (kind === 'date' || kind === 'dateTime') {
        expect(cell.isDate, `${letter(i + 1)} ${cell.value}`).toBe(true)
        expect(cell.format).toBe(kind === 'date' ? 'dd-mm-yyyy' : 'dd-mm-yyyy hh:mm')
      } else if (kind === 'number') {
        expect([cell.type, cell.isDate, typeof cell.value]).toEqual(['n', false, 'number'])
        expect(cell.format).toBe('#,##0')
      } else expect(cell.type).toBe('s')
    const width = sheet.widths[letter(i + 1)]
    const longest = Math.max(header![i]!.value!.toString().length, ...cells.map(shownLength))
    expect(width, `width of ${letter(i + 1)}`).toBeGreaterThan(0)
    expect(width!, `width of ${letter(i + 1)} fits ${longest} characters`).toBeGreaterThanOrEqual(longest)
  })
}

const REPORT_KINDS = [
  'dateTime',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'date',
  'date',
  'number',
  'number',
  'text',
] as const
const DETAILS_KINDS = [
  'text',
  'dateTime',
  'text',
  'text',
  'text',
  'text',
  'text',
  'date',
  'date',
  'text',
  'text',
  'text',
  'number',
  'number',
  'number',
  'text',
] as const

/** Every second order with a PO number (R-PO-004): the column then has values to read back. */
const withPoNumbers = <T extends object>(orders: readonly T[]): T[] =>
  orders.map((order, i) => (i % 2 === 0 ? { ...order, PoNumber: `PO-Đà Nẵng/${i}` } : order))

describe('R-DOC-001 R-DOC-002 the Excel exports, read by openpyxl', () => {
  it.each([
    [
      'vi',
      'Báo cáo đơn hàng',
      [
        'Ngày tạo',
        'Trạng thái đơn hàng',
        'Trạng thái thanh toán',
        'Mã khách hàng',
        'Tên khách hàng',
        'Số BB',
      ],
    ],
    [
      'en',
      'Order report',
      ['Created', 'Order status', 'Payment status', 'Customer code', 'Customer name', 'BB No.'],
    ],
  ] as const)(
    'R-PO-004 the order report in %s: its sheet and headers, Excel dates, numbers, frozen header, autofilter, widths, the PO numbers',
    async (language: Language, sheetName, headers) => {
      const states = confirmedStates()
      const rows = withPoNumbers(states.map((s) => orderRowOf(s, language)))
      const sheet = readXlsx(saved(`report-${language}.xlsx`, await orderReportWorkbook(rows, language)))
      expect(sheet.sheets).toEqual([sheetName])
      expect(sheet.rows[0]!.slice(0, headers.length).map((c) => c.value)).toEqual(headers)
      expectTypedSheet(sheet, REPORT_KINDS)
      expect(sheet.rows.length).toBe(rows.length + 1)
      // The values are the orders', as dates and numbers.
      rows.forEach((row, i) => {
        const cells = sheet.rows[i + 1]!
        expect(cells[0]!.value).toBe(row.CreateTime.replace(' ', 'T'))
        expect(cells[5]!.value).toBe(row.OrderNumber)
        if (row.ETDDate) expect(cells[7]!.value).toBe(`${row.ETDDate}T00:00:00`)
        expect(cells[9]!.value).toBe(row.Quantity)
        expect(cells[10]!.value).toBe(row.TotalAmount)
        expect(cells[11]!.value).toBe(row.PoNumber ?? null)
      })
      expect(sheet.rows[0]![11]!.value).toBe(language === 'vi' ? 'Số PO' : 'PO number')
      expect(rows.some((r) => r.TotalAmount >= 1000)).toBe(true)
    },
  )

  it.each([
    ['vi', 'Chi tiết đơn hàng', ['Số BB', 'Ngày tạo'], 'Đơn giá (VND, đã gồm VAT)'],
    ['en', 'Order details', ['BB No.', 'Created'], 'Unit price (VND, VAT included)'],
  ] as const)(
    "R-PO-004 the order details in %s: one row per line, typed the same way, each with its order's PO number",
    async (language: Language, sheetName, first, unitPrice) => {
      const orders = withPoNumbers(confirmedStates().map((s) => orderDetailOf(s, language)))
      const sheet = readXlsx(saved(`details-${language}.xlsx`, await orderDetailsWorkbook(orders, language)))
      expect(sheet.sheets).toEqual([sheetName])
      expect(sheet.rows[0]!.slice(0, 2).map((c) => c.value)).toEqual(first)
      expect(sheet.rows[0]![12]!.value).toBe(unitPrice)
      expectTypedSheet(sheet, DETAILS_KINDS)
      const lines = orders.flatMap((o) => o.OrderProductList)
      expect(sheet.rows.length).toBe(lines.length + 1)
      expect(sheet.rows.slice(1).map((r) => r[14]!.value)).toEqual(lines.map((l) => l.Amount))
      const name = (l: (typeof lines)[number]) => (language === 'en' ? l.ProductName_enUS : l.ProductName)
      expect(sheet.rows.slice(1).map((r) => r[10]!.value)).toEqual(lines.map(name))
      expect(sheet.rows.slice(1).map((r) => r[15]!.value)).toEqual(
        orders.flatMap((o) => o.OrderProductList.map(() => o.PoNumber ?? null)),
      )
    },
  )
})

// ---------------------------------------------------------------------------------------------
// poppler

const pdfText = (path: string) => run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'])

/** Renders page 1 at 60 dpi with pdftoppm; the PNG's bytes (kept in DOC_SHOTS_DIR when set). */
function renderFirstPage(path: string): Buffer {
  const prefix = path.replace(/\.pdf$/, '')
  run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', path, prefix])
  const png = `${prefix}.png`
  if (shots) {
    mkdirSync(shots, { recursive: true })
    copyFileSync(png, join(shots, png.split('/').pop()!))
  }
  return readFileSync(png)
}

function expectPagePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  // A4 at 60 dpi: 497 by 702 pixels (IHDR's width and height).
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([497, 702])
}

const vnd = (language: Language, value: number) =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US').format(value)

/** An order of the seed with the most lines, lines repeated to `count` (codes made unique). */
function orderWithLines(language: Language, count?: number): Order {
  const state = [...confirmedStates()].sort(
    (a, b) => b.document.OrderProductList.length - a.document.OrderProductList.length,
  )[0]!
  const order = orderDetailOf(state, language)
  if (count === undefined) return order
  const lines = Array.from({ length: count }, (_, i) => {
    const line = order.OrderProductList[i % order.OrderProductList.length]!
    return { ...line, ProductCode: `${line.ProductCode}-${String(i + 1).padStart(2, '0')}` }
  })
  return { ...order, OrderProductList: lines }
}

describe('R-DOC-001 R-DOC-003 the order PDF, read by pdftotext and rendered by pdftoppm', () => {
  it('R-PO-004 in Vietnamese: letterhead, title, BB number, PO number, DD-MM-YYYY dates, lines with units, totals, page 1/1, diacritics', async () => {
    const order = { ...orderWithLines('vi'), PoNumber: 'PO-Đà Nẵng/2026-117' }
    const path = saved(`order-${order.OrderNumber}-vi.pdf`, await orderPdf(order, 'vi', backend.clock.now()))
    expectPagePng(renderFirstPage(path))
    const text = pdfText(path)
    const head = letterheadIn('vi')
    expect(text).toContain(head.name)
    expect(text).toContain(`Mã số thuế: ${head.taxCode}`)
    expect(text).toContain('ĐƠN ĐẶT HÀNG')
    expect(text).toContain(`Số BB: ${order.OrderNumber}`)
    expect(text).toMatch(/Số PO:?\s+PO-Đà Nẵng\/2026-117/)
    expect(text).toContain(`Ngày tạo: ${documentDate(order.CreateTime)}`)
    expect(documentDate(order.CreateTime)).toMatch(/^\d{2}-\d{2}-\d{4}$/)
    expect(text).toMatch(/STT\s+Mã sản phẩm\s+Tên sản phẩm\s+Quy cách\s+ĐVT\s+SL\s+Đơn giá\s+Thành tiền/)
    for (const [i, line] of order.OrderProductList.entries())
      expect(text).toMatch(
        new RegExp(
          `${i + 1}\\s+${line.ProductCode}\\s+.*Thùng\\s+${vnd('vi', line.Quantity)}\\s+${vnd('vi', line.UnitPrice).replace(/\./g, '\\.')}\\s+${vnd('vi', line.Amount).replace(/\./g, '\\.')}`,
        ),
      )
    expect(text).toMatch(
      new RegExp(`Tổng tiền \\(VND, đã gồm VAT\\):\\s+${vnd('vi', order.TotalAmount).replace(/\./g, '\\.')}`),
    )
    expect(order.TotalAmount).toBeGreaterThanOrEqual(1000)
    expect(text).toMatch(/Trang 1\/1/)
    expect(text).toContain(`Phát hành từ cổng đặt hàng ngày ${documentDate(backend.clock.now())}`)
    // Diacritics as drawn: the customer's name and the first product's, letter for letter.
    expect(order.CustomerName).toMatch(/[^\x20-\x7e]/)
    expect(text).toContain(order.CustomerName)
    expect(text.replace(/\s+/g, ' ')).toContain(
      order.OrderProductList[0]!.ProductName.split(' ').slice(0, 3).join(' '),
    )
  })

  it('in English, with many lines: two pages numbered 1/2 and 2/2, the table header on both', async () => {
    const order = orderWithLines('en', 45)
    const path = saved(
      `order-${order.OrderNumber}-en-long.pdf`,
      await orderPdf(order, 'en', backend.clock.now()),
    )
    expectPagePng(renderFirstPage(path))
    const pages = pdfText(path)
      .split('\f')
      .filter((p) => p.trim() !== '')
    expect(pages.length).toBe(2)
    pages.forEach((page, i) => {
      expect(page).toMatch(new RegExp(`Page ${i + 1}/2`))
      expect(page).toMatch(
        /No\.\s+Product code\s+Product name\s+Specification\s+Unit\s+Qty\s+Unit price\s+Amount/,
      )
    })
    expect(pages[0]).toContain(letterheadIn('en').name)
    expect(pages[0]).toContain('PURCHASE ORDER')
    expect(pages[1]).toMatch(/45\s+\S+-45\s/)
    expect(pages[1]).toContain('Total amount (VND, VAT included):')
  })
})

/** The packing list's sheet as the drawer sends it (PackingListDrawer's markup). */
function packingSheetHtml(order: Order): string {
  const customer = `${order.CustomerCode} ${order.CustomerName}`
  const rows = order.OrderProductList.map(
    (line, i) =>
      `<tr><td>${line.ProductCode}</td><td>${line.ProductName}</td><td>${vnd('vi', line.Quantity)}</td><td>Kho Bình Dương</td><td>${documentDate(`2025-03-0${(i % 9) + 1}`)}</td><td>${i === 0 ? 'Giao trước 10 giờ &amp; gọi trước' : ''}</td></tr>`,
  ).join('')
  return `<div class="packing-list__sheet" style="background-image: url(data:image/png;base64,AAAA)" data-watermark="${customer}"><h2>Phiếu đóng gói ${order.OrderNumber}</h2><p>Khách hàng: ${customer}</p><table class="packing-list__table"><thead><tr><th scope="col">Mã sản phẩm</th><th scope="col">Tên sản phẩm</th><th scope="col">Số lượng</th><th scope="col">Kho</th><th scope="col">Ngày lô</th><th scope="col">Ghi chú</th></tr></thead><tbody>${rows}</tbody></table></div>`
}

describe('R-DOC-001 R-DOC-004 R-CONST-005 the packing-list PDF, read by pdftotext and rendered by pdftoppm', () => {
  it("the sheet's table under the letterhead, with page numbers and the customer's watermark tiled 200 by 150 at -20 degrees", async () => {
    const order = orderWithLines('vi')
    const customer = `${order.CustomerCode} ${order.CustomerName}`
    const bytes = await packingListPdf(packingSheetHtml(order), 'PackingList', 'vi', backend.clock.now())
    const path = saved(`packing-${order.OrderNumber}.pdf`, bytes)
    expectPagePng(renderFirstPage(path))
    const text = pdfText(path)
    expect(text).toContain(letterheadIn('vi').name)
    expect(text).toContain(`Phiếu đóng gói ${order.OrderNumber}`)
    expect(text).toMatch(/Mã sản phẩm\s+Tên sản phẩm\s+Số lượng\s+Kho\s+Ngày lô\s+Ghi chú/)
    expect(text).toMatch(
      new RegExp(
        `${order.OrderProductList[0]!.ProductCode}\\s+.*Kho Bình Dương\\s+01-03-2025\\s+Giao trước 10 giờ & gọi`,
      ),
    )
    expect(text).toMatch(/Trang 1\/1/)
    // The watermark: the customer's name as outlines (part of the picture, never of the text, as
    // the screen's canvas tile), one per 200 × 150 tile, each moved to its tile and turned by the
    // same matrix (cos 20°, sin 20°: the screen's -20 degrees, whose y axis points down).
    expect(text.split(order.CustomerName).length - 1).toBe(1)
    const [operators] = await pageOperators(bytes)
    const matrices = [...operators!.matchAll(/((?:-?[\d.]+ ){6})cm/g)].map((m) =>
      m[1]!.trim().split(' ').map(Number),
    )
    const turned = matrices.flatMap((m, i) => {
      const previous = matrices[i - 1]
      const rotation =
        Math.abs(m[0]! - Math.cos(Math.PI / 9)) < 1e-3 && Math.abs(m[1]! - Math.sin(Math.PI / 9)) < 1e-3
      return rotation && previous ? [previous] : []
    })
    // A4 (595 × 842) in 200 × 150 tiles: 3 across, 6 down.
    expect(turned.length).toBe(18)
    const xs = [...new Set(turned.map((m) => Math.round(m[4]!)))].sort((a, b) => a - b)
    const ys = [...new Set(turned.map((m) => Math.round(m[5]!)))].sort((a, b) => a - b)
    expect(xs.slice(1).map((x, i) => x - xs[i]!)).toEqual([200, 200])
    expect(ys.slice(1).map((y, i) => y - ys[i]!)).toEqual([150, 150, 150, 150, 150])
    expect(customer).toMatch(/[^\x20-\x7e]/)
  })

  it('a long packing list: the header again on page 2, page numbers 1/2 and 2/2, no date or word cut', async () => {
    const order = orderWithLines('vi', 40)
    const path = saved(
      'packing-long.pdf',
      await packingListPdf(packingSheetHtml(order), 'PackingList', 'vi', backend.clock.now()),
    )
    const pages = pdfText(path)
      .split('\f')
      .filter((p) => p.trim() !== '')
    expect(pages.length).toBe(2)
    pages.forEach((page, i) => {
      expect(page).toMatch(new RegExp(`Trang ${i + 1}/2`))
      expect(page).toMatch(/Mã sản phẩm\s+Tên sản phẩm\s+Số lượng\s+Kho\s+Ngày lô\s+Ghi chú/)
    })
    const text = pages.join('\n')
    // Every row's code and batch date whole, on one line.
    for (const [i, line] of order.OrderProductList.entries())
      expect(text).toMatch(new RegExp(`${line.ProductCode}\\s.*${documentDate(`2025-03-0${(i % 9) + 1}`)}`))
  })
})
