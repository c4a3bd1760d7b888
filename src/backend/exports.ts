// Real files for the export endpoints (decision 0043): Excel workbooks made with exceljs and PDFs made
// with pdf-lib, all loaded on first use so the mock backend starts without them. PDFs are written
// in Roboto (pdf-fonts.ts, embedded as a subset by @pdf-lib/fontkit), so Vietnamese text keeps
// every letter and mark, as the workbooks do (decision 0043). The PDFs are documents (R-DOC-003,
// R-DOC-004: letterhead, title, ruled table, totals, page numbers; pdf-document.ts) and the
// workbooks typed sheets (R-DOC-002: Excel dates, numbers, frozen header, autofilter); decision 0341.
import type { Order, OrderRow } from '../api/contracts/order-entities'
import type { Language } from '../i18n/languages'
import { lineCases } from '../machines/place-order/place-order.rules'
import { asciiOf } from './file-content'
import type { PACKING_LIMITS } from './packing-sheet'
import type { DocumentSpec } from './pdf-document'
import { letterheadIn } from './seed/manufacturer'
import { textIn } from './texts'

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** A wire date (YYYY-MM-DD) or date-time's day as the documents show it: DD-MM-YYYY (R-DOC-003). */
export function documentDate(wire: string | null | undefined): string {
  if (wire == null || wire === '') return '-'
  const m = WIRE_DATE.exec(wire)
  return m === null ? wire : `${m[3]}-${m[2]}-${m[1]}`
}

const numberIn = (language: Language, value: number) =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US').format(value)

const exportText = (language: Language) => (key: string, params?: Record<string, unknown>) =>
  textIn(language, `exports.${key}`, params)

/** What every document of the backend shares: letterhead, its labels, footer and page numbers. */
function documentFrame(language: Language, issuedAt: string) {
  const t = exportText(language)
  const letterhead = letterheadIn(language)
  return {
    letterhead,
    labels: { taxCode: t('taxCode'), phone: t('phone'), email: t('email') },
    footer: t('footer', { name: letterhead.name, date: documentDate(issuedAt) }),
    pageLabel: (page: number, pages: number) => t('page', { page, pages }),
  } satisfies Partial<DocumentSpec>
}

async function renderDocument(spec: DocumentSpec): Promise<Uint8Array> {
  const { renderDocument: render } = await import('./pdf-document')
  return render(spec)
}

/**
 * The order's PDF (api/Order/ExportPDF, R-API-015, R-DOC-003): the letterhead, the title with the
 * BB number and creation date, the order's details, its lines as a table with units, the totals.
 * `issuedAt`: the business clock's now, printed in the footer.
 */
export function orderPdf(order: Order, language: Language, issuedAt: string): Promise<Uint8Array> {
  const t = exportText(language)
  const name = (line: { ProductName: string; ProductName_enUS: string }) =>
    language === 'en' ? line.ProductName_enUS : line.ProductName
  const n = (value: number) => numberIn(language, value)
  const optional = (value: string | null | undefined) => (value == null || value === '' ? '-' : value)
  return renderDocument({
    ...documentFrame(language, issuedAt),
    title: t('orderDocumentTitle'),
    documentTitle: t('orderTitle', { orderNumber: order.OrderNumber }),
    subtitle: [
      `${t('orderNumber')}: ${order.OrderNumber}   ·   ${t('createTime')}: ${documentDate(order.CreateTime)}`,
    ],
    fields: [
      [t('customer'), `${order.CustomerCode} – ${order.CustomerName}`],
      // The customer's own PO number (R-PO-004).
      [t('poNumber'), optional(order.PoNumber)],
      [t('status'), order.FeOrderStatusString],
      [t('so'), [order.OrderSO, order.FreeChargeOrderSO].filter(Boolean).join(', ') || '-'],
      [t('eta'), documentDate(order.ConfirmedETA ?? order.EtaDate)],
      [t('etd'), documentDate(order.ETDDate)],
      [t('shippingAddress'), optional(order.ShippingAddress)],
      [
        t('contact'),
        [order.ContactName, order.ContactMobile, order.ContactEmail]
          .filter((v) => v != null && v !== '')
          .join(' · ') || '-',
      ],
      ...(order.InvoiceInfo
        ? [
            [
              t('invoice'),
              `${order.InvoiceInfo.InvoiceName} · ${t('taxCode')} ${order.InvoiceInfo.VATCode} · ${order.InvoiceInfo.InvoiceAddress}`,
            ] as const,
          ]
        : []),
    ],
    tableNote: t('currencyNote'),
    table: {
      columns: [
        { header: t('lineNo'), weight: 5, align: 'center' },
        { header: t('productCode'), weight: 13 },
        { header: t('productName'), weight: 24 },
        { header: t('specification'), weight: 16 },
        { header: t('unit'), weight: 6, align: 'center' },
        { header: t('qtyShort'), weight: 6, align: 'right' },
        { header: t('unitPriceShort'), weight: 11, align: 'right' },
        { header: t('amountShort'), weight: 13, align: 'right' },
      ],
      rows: order.OrderProductList.map((line, i) => [
        String(i + 1),
        line.ProductCode,
        name(line),
        line.ProductSpecification,
        t('caseUnit'),
        // Cases, a promotion line's by the spec's rule, so the lines add up to the total (R-DOC-005).
        n(lineCases(line)),
        n(line.UnitPrice),
        n(line.Amount),
      ]),
    },
    totals: [
      [t('quantity'), n(order.Quantity)],
      [t('amount'), n(order.Amount)],
      [t('specialRate'), `${n(Math.round(order.SpecialRatePercent * 10_000) / 100)}%`],
      [t('totalAmount'), n(order.TotalAmount)],
    ],
    after: [[t('note'), order.Note || '-']],
  })
}

/**
 * The packing list's PDF (api/ExportService/HtmlToPdf, R-CONF-019, R-DOC-004): the sheet the
 * drawer shows, as a document: the letterhead, its heading, its lines, its table ruled, and its
 * watermark (the customer, tiled as on the screen, R-CONST-005) under every page.
 */
export async function packingListDocument(
  html: string,
  fallbackTitle: string,
  language: Language,
  issuedAt: string,
): Promise<{ readonly bytes: Uint8Array } | { readonly tooLarge: typeof PACKING_LIMITS }> {
  // Read by parse5's tokenizer, loaded on first use like pdf-lib (R-SRV-009, decision 0352).
  const { packingSheetOf, withinPackingLimits, PACKING_LIMITS: limits } = await import('./packing-sheet')
  const sheet = packingSheetOf(html)
  if (!withinPackingLimits(sheet)) return { tooLarge: limits }
  const numeric = (i: number) => sheet.rows.every((row) => /^[\d.,\s]*$/.test(row[i] ?? ''))
  const columnCount = Math.max(sheet.header.length, ...sheet.rows.map((r) => r.length))
  const fields: [string, string][] = []
  const subtitle: string[] = []
  for (const line of sheet.lines) {
    const colon = line.indexOf(': ')
    if (colon > 0 && colon < 40) fields.push([line.slice(0, colon), line.slice(colon + 2)])
    else subtitle.push(line)
  }
  const bytes = await renderDocument({
    ...documentFrame(language, issuedAt),
    title: sheet.heading ?? fallbackTitle,
    documentTitle: fallbackTitle,
    subtitle,
    fields,
    ...(columnCount > 0 && sheet.rows.length > 0
      ? {
          table: {
            columns: Array.from({ length: columnCount }, (_, i) => ({
              header: sheet.header[i] ?? '',
              align: numeric(i) ? ('right' as const) : ('left' as const),
            })),
            rows: sheet.rows,
          },
        }
      : {}),
    totals: [],
    after: [],
    ...(sheet.watermark ? { watermark: sheet.watermark } : {}),
  })
  return { bytes }
}

/** A workbook column: its header and how its cells are typed (R-DOC-002). */
interface SheetColumn<R> {
  readonly header: string
  readonly kind: 'text' | 'date' | 'dateTime' | 'number'
  readonly value: (row: R) => string | number | null
}

/** Excel's formats: DD-MM-YYYY dates (R-DATE-003's order), thousands separators on numbers. */
const NUMBER_FORMATS = { date: 'dd-mm-yyyy', dateTime: 'dd-mm-yyyy hh:mm', number: '#,##0' } as const

/** A wire date or date-time as the Date Excel stores (exceljs writes a Date's UTC fields). */
function excelDateOf(wire: string): Date | undefined {
  const m = WIRE_DATE.exec(wire)
  if (m === null) return undefined
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as number[]
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!))
}

/** The characters a cell shows (for the column's width). */
function shownLength(kind: SheetColumn<unknown>['kind'], value: string | number | null): number {
  if (value === null) return 0
  if (kind === 'date') return 10
  if (kind === 'dateTime') return 16
  if (kind === 'number' && typeof value === 'number')
    return new Intl.NumberFormat('en-US').format(value).length
  return String(value).length
}

async function workbook<R>(sheetName: string, columns: readonly SheetColumn<R>[], rows: readonly R[]) {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.creator = 'ordering-portal mock backend'
  const sheet = book.addWorksheet(sheetName)
  const header = sheet.addRow(columns.map((c) => c.header))
  header.font = { bold: true }
  header.alignment = { vertical: 'middle' }
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E9F0' } }
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF8A94A6' } } }
  })
  for (const row of rows)
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row)
        if ((column.kind === 'date' || column.kind === 'dateTime') && typeof value === 'string')
          return excelDateOf(value) ?? value
        return value
      }),
    )
  columns.forEach((column, i) => {
    const sheetColumn = sheet.getColumn(i + 1)
    if (column.kind !== 'text') sheetColumn.numFmt = NUMBER_FORMATS[column.kind]
    if (column.kind === 'number') sheetColumn.alignment = { horizontal: 'right' }
    // Fits the longest text shown (the bold header counts a little wider), within reason.
    const longest = Math.max(
      Math.ceil(column.header.length * 1.1),
      ...rows.map((row) => shownLength(column.kind, column.value(row))),
    )
    sheetColumn.width = Math.min(80, Math.max(8, longest + 3))
  })
  // The header row stays in view and filters every column (R-DOC-002).
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }]
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows.length + 1, column: columns.length } }
  return new Uint8Array(await book.xlsx.writeBuffer())
}

const joinSo = (row: Pick<OrderRow, 'OrderSO' | 'FreeChargeOrderSO'>) =>
  [row.OrderSO, row.FreeChargeOrderSO].filter((so) => so !== null && so !== '').join(', ')

/**
 * The order report: one row per order (api/Order/ExportCustomerOrderSummaryReport, R-API-017),
 * typed as R-DOC-002 says, its sheet and headers in `language`.
 */
export function orderReportWorkbook(rows: readonly OrderRow[], language: Language): Promise<Uint8Array> {
  const t = exportText(language)
  return workbook<OrderRow>(
    t('reportSheet'),
    [
      { header: t('createTime'), kind: 'dateTime', value: (r) => r.CreateTime },
      { header: t('status'), kind: 'text', value: (r) => r.FeOrderStatusString },
      { header: t('paymentStatus'), kind: 'text', value: (r) => r.PaymentStatusString },
      { header: t('customerCode'), kind: 'text', value: (r) => r.CustomerCode },
      { header: t('customerName'), kind: 'text', value: (r) => r.CustomerName },
      { header: t('orderNumber'), kind: 'text', value: (r) => r.OrderNumber },
      { header: t('so'), kind: 'text', value: joinSo },
      { header: t('etd'), kind: 'date', value: (r) => r.ETDDate },
      { header: t('eta'), kind: 'date', value: (r) => r.ConfirmedETA ?? r.EtaDate },
      { header: t('quantity'), kind: 'number', value: (r) => r.Quantity },
      { header: t('totalAmount'), kind: 'number', value: (r) => r.TotalAmount },
      // Last, so the columns before keep their places for those who read them (R-PO-004).
      { header: t('poNumber'), kind: 'text', value: (r) => r.PoNumber ?? null },
    ],
    rows,
  )
}

/**
 * The order details: one row per product line (api/Order/ExportCustomerOrders, R-API-016), typed
 * as R-DOC-002 says, its sheet and headers in `language`.
 */
export function orderDetailsWorkbook(orders: readonly Order[], language: Language): Promise<Uint8Array> {
  const t = exportText(language)
  type Line = { order: Order; line: Order['OrderProductList'][number] }
  return workbook<Line>(
    t('detailsSheet'),
    [
      { header: t('orderNumber'), kind: 'text', value: ({ order }) => order.OrderNumber },
      { header: t('createTime'), kind: 'dateTime', value: ({ order }) => order.CreateTime },
      { header: t('status'), kind: 'text', value: ({ order }) => order.FeOrderStatusString },
      { header: t('paymentStatus'), kind: 'text', value: ({ order }) => order.PaymentStatusString },
      { header: t('customerCode'), kind: 'text', value: ({ order }) => order.CustomerCode },
      { header: t('customerName'), kind: 'text', value: ({ order }) => order.CustomerName },
      { header: t('so'), kind: 'text', value: ({ order }) => joinSo(order) },
      { header: t('etd'), kind: 'date', value: ({ order }) => order.ETDDate },
      { header: t('eta'), kind: 'date', value: ({ order }) => order.ConfirmedETA ?? order.EtaDate },
      { header: t('productCode'), kind: 'text', value: ({ line }) => line.ProductCode },
      {
        header: t('productName'),
        kind: 'text',
        value: ({ line }) => (language === 'en' ? line.ProductName_enUS : line.ProductName),
      },
      { header: t('specification'), kind: 'text', value: ({ line }) => line.ProductSpecification },
      { header: t('unitPrice'), kind: 'number', value: ({ line }) => line.UnitPrice },
      // Cases, as the header says: a promotion line's by the spec's rule (R-DOC-005).
      { header: t('quantity'), kind: 'number', value: ({ line }) => lineCases(line) },
      { header: t('amount'), kind: 'number', value: ({ line }) => line.Amount },
      { header: t('poNumber'), kind: 'text', value: ({ order }) => order.PoNumber ?? null },
    ],
    orders.flatMap((order) => order.OrderProductList.map((line) => ({ order, line }))),
  )
}

/** `attachment` with the file name in both the plain and the UTF-8 forms (R-API-019). */
export const contentDisposition = (fileName: string) =>
  `attachment; filename="${asciiOf(fileName).replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
