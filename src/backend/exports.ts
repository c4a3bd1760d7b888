// Real files for the export endpoints (decision 0043): Excel workbooks made with exceljs and PDFs made
// with pdf-lib, all loaded on first use so the mock backend starts without them. PDFs are written
// in Roboto (pdf-fonts.ts, embedded as a subset by @pdf-lib/fontkit), so Vietnamese text keeps
// every letter and mark, as the workbooks do (decision 0043).
import type { Order, OrderRow } from '../api/contracts/order-entities'
import type { Language } from '../i18n/languages'
import { asciiOf } from './file-content'
import { textIn } from './texts'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48

export interface PdfBlock {
  readonly text: string
  readonly size?: number
  readonly bold?: boolean
  /** Space before the block, in points. */
  readonly gap?: number
}

/**
 * Text as one drawable line: composed (NFC, so 'ệ' is the font's one glyph, not e plus two marks),
 * each line break, tab or other control character a space, no space at either end.
 */
export const pdfLineOf = (text: string): string =>
  text
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .trim()

/** Lays out text blocks on A4 pages, wrapping long lines and adding pages as needed. */
export async function renderPdf(title: string, blocks: readonly PdfBlock[]): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { embedUnicodeFonts }] = await Promise.all([
    import('pdf-lib'),
    import('./pdf-fonts'),
  ])
  const pdf = await PDFDocument.create()
  pdf.setTitle(pdfLineOf(title))
  pdf.setProducer('ordering-portal mock backend')
  pdf.setCreator('ordering-portal mock backend')
  const { regular, bold } = await embedUnicodeFonts(pdf)
  let page = pdf.addPage(A4)
  let y = A4[1] - MARGIN
  const width = A4[0] - 2 * MARGIN
  for (const block of blocks) {
    const size = block.size ?? 10
    const font = block.bold ? bold : regular
    const lineHeight = size * 1.35
    y -= block.gap ?? 0
    const words = pdfLineOf(block.text).split(' ')
    const lines: string[] = []
    let line = ''
    for (const word of words) {
      const candidate = line === '' ? word : `${line} ${word}`
      if (font.widthOfTextAtSize(candidate, size) <= width || line === '') line = candidate
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
    for (const text of lines) {
      if (y - lineHeight < MARGIN) {
        page = pdf.addPage(A4)
        y = A4[1] - MARGIN
      }
      y -= lineHeight
      page.drawText(text, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) })
    }
  }
  return pdf.save()
}

const money = (language: Language, value: number) =>
  `${new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US').format(value)} VND`

/** The order's PDF (api/Order/ExportPDF, R-API-015). */
export function orderPdf(order: Order, language: Language): Promise<Uint8Array> {
  const t = (key: string, params?: Record<string, unknown>) => textIn(language, `exports.${key}`, params)
  const name = (line: { ProductName: string; ProductName_enUS: string }) =>
    language === 'en' ? line.ProductName_enUS : line.ProductName
  const blocks: PdfBlock[] = [
    { text: t('orderTitle', { orderNumber: order.OrderNumber }), size: 16, bold: true },
    { text: `${t('status')}: ${order.FeOrderStatusString}`, gap: 6 },
    { text: `${t('customer')}: ${order.CustomerCode} ${order.CustomerName}` },
    { text: `${t('createTime')}: ${order.CreateTime}` },
    {
      text: `${t('eta')}: ${order.ConfirmedETA ?? order.EtaDate ?? '-'}    ${t('etd')}: ${order.ETDDate ?? '-'}`,
    },
    { text: `${t('shippingAddress')}: ${order.ShippingAddress ?? '-'}` },
    {
      text: `${t('contact')}: ${order.ContactName ?? '-'} ${order.ContactMobile ?? ''} ${order.ContactEmail ?? ''}`,
    },
    ...(order.InvoiceInfo
      ? [
          {
            text: `${t('invoice')}: ${order.InvoiceInfo.InvoiceName}, ${order.InvoiceInfo.VATCode}, ${order.InvoiceInfo.InvoiceAddress}`,
          },
        ]
      : []),
    { text: `${t('so')}: ${[order.OrderSO, order.FreeChargeOrderSO].filter(Boolean).join(', ') || '-'}` },
    { text: t('products'), bold: true, gap: 10 },
    ...order.OrderProductList.map((line, i) => ({
      text: `${i + 1}. ${line.ProductCode}  ${name(line)} (${line.ProductSpecification})  ${line.Quantity} x ${money(language, line.UnitPrice)} = ${money(language, line.Amount)}`,
    })),
    { text: `${t('quantity')}: ${order.Quantity}`, gap: 10, bold: true },
    { text: `${t('amount')}: ${money(language, order.Amount)}` },
    { text: `${t('specialRate')}: ${Math.round(order.SpecialRatePercent * 10_000) / 100}%` },
    { text: `${t('totalAmount')}: ${money(language, order.TotalAmount)}`, bold: true },
    { text: `${t('note')}: ${order.Note || '-'}`, gap: 6 },
  ]
  return renderPdf(t('orderTitle', { orderNumber: order.OrderNumber }), blocks)
}

/**
 * A numeric character reference's character. As in HTML, one that names no character (0, a
 * surrogate, past U+10FFFF like `&#99999999;`) reads as U+FFFD instead of failing the request.
 */
const characterOf = (codePoint: number) =>
  Number.isInteger(codePoint) &&
  codePoint > 0 &&
  codePoint <= 0x10ffff &&
  !(codePoint >= 0xd800 && codePoint <= 0xdfff)
    ? String.fromCodePoint(codePoint)
    : '\ufffd'

/** Visible text of an HTML document, one line per block element (for the packing-list PDF). */
export function htmlToLines(html: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h[1-6]|li|table|thead|tbody|section|header|footer)>/gi, '\n')
    .replace(/<\/(td|th)>/gi, ' | ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return characterOf(parseInt(code.slice(2), 16))
      if (code.startsWith('#')) return characterOf(Number(code.slice(1)))
      return entities[code.toLowerCase()] ?? whole
    })
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/\s*\|\s*$/, '')
        .trim(),
    )
    .filter((line) => line !== '')
}

type Cell = string | number | null

async function workbook(sheetName: string, header: readonly string[], rows: readonly Cell[][]) {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.creator = 'ordering-portal mock backend'
  const sheet = book.addWorksheet(sheetName)
  sheet.addRow([...header]).font = { bold: true }
  for (const row of rows) sheet.addRow(row)
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(header[i]?.length ?? 10, ...rows.map((r) => String(r[i] ?? '').length))
    column.width = Math.min(60, Math.max(10, longest + 2))
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return new Uint8Array(await book.xlsx.writeBuffer())
}

const joinSo = (row: Pick<OrderRow, 'OrderSO' | 'FreeChargeOrderSO'>) =>
  [row.OrderSO, row.FreeChargeOrderSO].filter((so) => so !== null && so !== '').join(', ')

/** The order report: one row per order (api/Order/ExportCustomerOrderSummaryReport, R-API-017). */
export function orderReportWorkbook(rows: readonly OrderRow[], language: Language): Promise<Uint8Array> {
  const t = (key: string) => textIn(language, `exports.${key}`)
  return workbook(
    t('reportSheet'),
    [
      t('createTime'),
      t('status'),
      t('paymentStatus'),
      t('customerCode'),
      t('customerName'),
      t('orderNumber'),
      t('so'),
      t('etd'),
      t('eta'),
      t('quantity'),
      t('totalAmount'),
    ],
    rows.map((r) => [
      r.CreateTime,
      r.FeOrderStatusString,
      r.PaymentStatusString,
      r.CustomerCode,
      r.CustomerName,
      r.OrderNumber,
      joinSo(r),
      r.ETDDate,
      r.ConfirmedETA ?? r.EtaDate,
      r.Quantity,
      r.TotalAmount,
    ]),
  )
}

/** The order details: one row per product line (api/Order/ExportCustomerOrders, R-API-016). */
export function orderDetailsWorkbook(orders: readonly Order[], language: Language): Promise<Uint8Array> {
  const t = (key: string) => textIn(language, `exports.${key}`)
  return workbook(
    t('detailsSheet'),
    [
      t('orderNumber'),
      t('createTime'),
      t('status'),
      t('paymentStatus'),
      t('customerCode'),
      t('customerName'),
      t('so'),
      t('etd'),
      t('eta'),
      t('productCode'),
      t('productName'),
      t('specification'),
      t('unitPrice'),
      t('quantity'),
      t('amount'),
    ],
    orders.flatMap((o) =>
      o.OrderProductList.map((line): Cell[] => [
        o.OrderNumber,
        o.CreateTime,
        o.FeOrderStatusString,
        o.PaymentStatusString,
        o.CustomerCode,
        o.CustomerName,
        joinSo(o),
        o.ETDDate,
        o.ConfirmedETA ?? o.EtaDate,
        line.ProductCode,
        language === 'en' ? line.ProductName_enUS : line.ProductName,
        line.ProductSpecification,
        line.UnitPrice,
        line.Quantity,
        line.Amount,
      ]),
    ),
  )
}

/** `attachment` with the file name in both the plain and the UTF-8 forms (R-API-019). */
export const contentDisposition = (fileName: string) =>
  `attachment; filename="${asciiOf(fileName).replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
