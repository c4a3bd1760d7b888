// @vitest-environment happy-dom
// (this file uploads through the DOM's File and FormData; the other backend and build tests run without one, decision 0334)
// Contract and behaviour tests of uploads, stored files and exports: real files (PDF, xlsx) with
// content-disposition names; wrong types and sizes refused with nothing stored.
import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileNameFromDisposition } from '../../api/client'
import {
  ExportCustomerOrders,
  ExportCustomerOrderSummaryReport,
  ExportPDF,
  HtmlToPdf,
  UploadedFile,
  UploadPdfOrImage,
} from '../../api/contracts/files'
import { Arbitrary, FastCheck as fc, Schema } from 'effect'
import * as Order from '../../api/contracts/order'
import { call, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { download, fixedClock, upload } from '../../test/order-contract'
import { readPdfText } from '../../backend/pdf-text'
import { MOCK_CODES } from '../respond'
import { AUTH_CODES } from '../signed-in'
import { isUploadableType as isUploadable } from '../../machines/payment-voucher/payment-voucher.rules'

const mock = startMockServer({ realNow: fixedClock })
let token = ''
beforeAll(async () => {
  token = await login('customer@demo.vn')
})
const files = () => mock.backend.state.orders.db.files

describe('R-UPL-005 R-UPL-008 Common.UploadPdfOrImage', () => {
  it('stores the bytes and serves them back at data.fileURL with the type of the extension', async () => {
    const bytes = Uint8Array.from([137, 80, 78, 71, 1, 2, 3])
    const answer = await upload(new File([bytes], 'Phiếu chuyển khoản.PNG'), { token, language: 'en' })
    expect([answer.code, answer.message]).toEqual([0, 'Upload Successful'])
    const data = Schema.decodeUnknownSync(UploadedFile)(answer.data)
    expect(data.fileName).toBe('Phiếu chuyển khoản.PNG')
    const served = await fetch(`http://portal.test${data.fileURL}`, { headers: { Token: token } })
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
    expect(fileNameFromDisposition(served.headers.get('content-disposition'))).toBe('Phiếu chuyển khoản.PNG')
  })

  it('R-UPL-009 R-UPL-004 refuses another type or over 10 MB, by extension in any case, and stores nothing', async () => {
    const count = files().count()
    const refusals: [File, string][] = [
      [new File(['x'], 'orders.xlsx'), 'The file orders.xlsx is not a PDF or an image'],
      [new File(['x'], 'virus.exe'), 'The file virus.exe is not a PDF or an image'],
      [new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf'), 'The file big.pdf is larger than 10 MB'],
    ]
    for (const [file, message] of refusals) {
      const answer = await upload(file, { token, language: 'en' })
      expect([answer.code, answer.message]).toEqual([MOCK_CODES.fileRejected, message])
      const vi = await upload(file, { token, language: 'vi' })
      expect(vi.code).toBe(MOCK_CODES.fileRejected)
      expect(vi.message).not.toBe(message)
    }
    expect(files().count()).toBe(count)
    // Exactly 10 MB is accepted.
    expect((await upload(new File([new Uint8Array(10 * 1024 * 1024)], 'A.PDF'), { token })).code).toBe(0)
  }, 60_000) // four 10 MB multipart bodies: slow on a loaded machine (a guard, not a speed check)

  it('R-PAY-005 accepts the voucher types pdf, jpeg, gif, jpg, png, bmp, pic and svg in any case', () => {
    for (const ext of ['pdf', 'jpeg', 'gif', 'jpg', 'png', 'bmp', 'pic', 'svg'])
      expect([isUploadable(`a.${ext}`), isUploadable(`A.${ext.toUpperCase()}`)]).toEqual([true, true])
    for (const name of ['a.doc', 'a', 'pdf', 'a.pdf.exe']) expect(isUploadable(name)).toBe(false)
  })

  it('generated files are stored and answered with data the client decodes, or refused (4150, or 4000 when empty)', async () => {
    const samples = fc.sample(Arbitrary.make(UploadPdfOrImage.request), { numRuns: 12, seed: 20260302 })
    let stored = 0
    for (const { file } of samples) {
      const answer = await upload(file as File, { token })
      if (answer.code === 0) {
        const data = Schema.decodeUnknownSync(UploadPdfOrImage.response)(answer.data)
        const served = await fetch(`http://portal.test${data.fileURL}`, { headers: { Token: token } })
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()))
        stored += 1
      } else
        // An empty part reaches Node's multipart parser as text, not a file: the request Schema
        // refuses it (4000) before the handler would (4150).
        expect(answer.code, `${file.size} ${(file as File).name}: ${answer.message}`).toBe(
          file.size === 0 ? MOCK_CODES.badRequest : MOCK_CODES.fileRejected,
        )
    }
    expect(stored).toBeGreaterThan(0)
  })

  it('refuses without a token (4010) and serves 404 for an unknown file', async () => {
    expect((await upload(new File(['x'], 'a.pdf'))).code).toBe(AUTH_CODES.noAuthInfo)
    const unknown = await fetch('http://portal.test/api/__files/99999', { headers: { Token: token } })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { code: number }).code).toBe(MOCK_CODES.notFound)
  })
})

describe('R-API-015 Order.ExportPDF', () => {
  it("answers a real PDF of the user's order named by content-disposition (R-API-019)", async () => {
    const order = [...mock.backend.state.orders.store.orders()].find(
      (o) => o.account === 'customer@demo.vn' && o.status === 5,
    )!
    const response = await download(
      ExportPDF,
      { orderId: order.id, bbNo: order.orderNumber },
      { token, language: 'en' },
    )
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(fileNameFromDisposition(response.headers.get('content-disposition'))).toBe(
      `${order.orderNumber}.pdf`,
    )
    const pdf = await PDFDocument.load(await response.arrayBuffer())
    expect(pdf.getPageCount()).toBeGreaterThan(0)
    expect(pdf.getTitle()).toBe(`Order ${order.orderNumber}`)
  })

  it('in Vietnamese, the names keep their diacritics (an embedded Unicode font, decision 0043)', async () => {
    const order = [...mock.backend.state.orders.store.orders()].find(
      (o) => o.account === 'customer@demo.vn' && o.status === 5,
    )!
    const response = await download(
      ExportPDF,
      { orderId: order.id, bbNo: order.orderNumber },
      { token, language: 'vi' },
    )
    const { lines } = await readPdfText(await response.arrayBuffer())
    const text = lines.join('\n')
    const line = order.document.OrderProductList[0]!
    expect(order.document.CustomerName).toMatch(/[^\x20-\x7e]/)
    expect(text).toContain(order.document.CustomerName)
    // A table row: its cells one after another (R-DOC-003).
    expect(lines.slice(lines.indexOf(line.ProductCode), lines.indexOf(line.ProductCode) + 3)).toEqual([
      line.ProductCode,
      line.ProductName,
      line.ProductSpecification,
    ])
    expect(text).not.toContain('\uFFFD')
  })

  it("a wrong BB number or another account's order answers 4004 as JSON", async () => {
    const response = await download(ExportPDF, { orderId: 1, bbNo: 'BB99999999' }, { token })
    expect(((await response.json()) as { code: number }).code).toBe(MOCK_CODES.notFound)
  })
})

describe('R-API-016 R-API-017 R-CONF-005 the Excel exports', () => {
  const read = async (response: Response) => {
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await response.arrayBuffer())
    return book.worksheets[0]!
  }

  it('the order report has one row per confirmed-list order in the asked language (LanCode)', async () => {
    const response = await download(ExportCustomerOrderSummaryReport, { LanCode: 'en' }, { token })
    expect(fileNameFromDisposition(response.headers.get('content-disposition'))).toMatch(
      /^OrderReport_\d{14}\.xlsx$/,
    )
    const sheet = await read(response)
    const expected = [...mock.backend.state.orders.store.orders()].filter(
      (o) => o.account === 'customer@demo.vn' && [3, 4, 5, 6, 7, 8].includes(o.status),
    )
    expect(sheet.rowCount).toBe(expected.length + 1)
    expect(sheet.getRow(1).getCell(1).value).toBe('Created')
    const vi = await read(
      await download(ExportCustomerOrderSummaryReport, { LanCode: 'vi', orderStatus: '6' }, { token }),
    )
    expect(vi.getRow(1).getCell(1).value).toBe('Ngày tạo')
    expect(vi.rowCount).toBe(expected.filter((o) => o.status === 6).length + 1)
  })

  it('the order details have one row per product line, filtered by company and created range', async () => {
    const response = await download(
      ExportCustomerOrders,
      { companyCode: 'C1001-01', createFrom: '2025-01-01 00:00:00', createTo: '2025-03-15 23:59:59' },
      { token, language: 'en' },
    )
    expect(fileNameFromDisposition(response.headers.get('content-disposition'))).toMatch(
      /^OrderDetails_\d{14}\.xlsx$/,
    )
    const sheet = await read(response)
    const lines = [...mock.backend.state.orders.store.orders()]
      .filter((o) => o.document.CustomerCode === 'C1001-01' && [3, 4, 5, 6, 7, 8].includes(o.status))
      .reduce((sum, o) => sum + o.document.OrderProductList.length, 0)
    expect(lines).toBeGreaterThan(0)
    expect(sheet.rowCount).toBe(lines + 1)
    const refused = await download(ExportCustomerOrders, { companyCode: 'C2001' }, { token })
    expect(((await refused.json()) as { code: number }).code).toBe(4030)
  })
})

describe("R-CONF-021 the exports take the confirmed list's ETA and ETD ranges", () => {
  it('an export holds exactly the orders the list shows for the same filters', async () => {
    const list = await call(Order.GetPagedMallOrderList, { pageIndex: 1, pageSize: 100 }, { token })
    const rows = Schema.decodeUnknownSync(Order.GetPagedMallOrderList.response)(list.data).OrderList
    const eta = rows.find((o) => o.ConfirmedETA !== null)!.ConfirmedETA!
    const etd = rows.find((o) => o.ETDDate !== null)!.ETDDate!
    const filtered = await call(
      Order.GetPagedMallOrderList,
      {
        startTime: `${eta} 00:00:00`,
        endTime: `${eta} 23:59:59`,
        etdTo: `${etd} 23:59:59`,
        pageIndex: 1,
        pageSize: 100,
      },
      { token },
    )
    const shown = Schema.decodeUnknownSync(Order.GetPagedMallOrderList.response)(filtered.data).OrderList
    expect(shown.length).toBeLessThan(rows.length)
    const range = { etaFrom: `${eta} 00:00:00`, etaTo: `${eta} 23:59:59`, etdTo: `${etd} 23:59:59` }
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(
      await (
        await download(ExportCustomerOrderSummaryReport, { ...range, LanCode: 'en' }, { token })
      ).arrayBuffer(),
    )
    const numbers = book.worksheets[0]!.getColumn(6).values.slice(2)
    expect(numbers).toEqual(shown.map((o) => o.OrderNumber))
    const details = new ExcelJS.Workbook()
    await details.xlsx.load(await (await download(ExportCustomerOrders, range, { token })).arrayBuffer())
    expect(new Set(details.worksheets[0]!.getColumn(1).values.slice(2))).toEqual(
      new Set(shown.map((o) => o.OrderNumber)),
    )
  })
})

describe('R-CONF-019 R-DOC-004 ExportService.HtmlToPdf', () => {
  it('turns the packing list HTML into a PDF named as asked, its table cells and watermark from the sheet', async () => {
    const html =
      '<div data-watermark="C1001 Công ty TNHH Bếp Việt"><h1>Packing list BB00000001</h1><table><tr><th>Code</th><th>Qty</th></tr><tr><td>FZ001</td><td>100</td></tr></table></div>'
    const response = await download(HtmlToPdf, { html, fileName: 'packing-BB00000001' }, { token })
    expect(fileNameFromDisposition(response.headers.get('content-disposition'))).toBe(
      'packing-BB00000001.pdf',
    )
    const bytes = await response.arrayBuffer()
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe('packing-BB00000001')
    const { lines } = await readPdfText(bytes)
    expect(lines).toEqual(expect.arrayContaining(['Packing list BB00000001', 'Code', 'Qty', 'FZ001', '100']))
    // The watermark is drawn as outlines, not text: the customer is not in the text.
    expect(lines.join(' ')).not.toContain('Bếp Việt')
  })
})
