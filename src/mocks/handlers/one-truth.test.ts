// One truth per order (R-CHG-009, R-CHG-010, R-DOC-005, decision 0346): after the back office's
// change order (a new ETA, a line's new quantity, an incurred cost), every read of the order says
// the same current ETA, cases and total: the list row, the detail, the order PDF (read by poppler's
// pdftotext), both Excel exports (read by openpyxl), and the change-order document, which alone
// also shows the figures the order had before. Over the seed of 2025-03-15, through fetch as the
// client sends it. The readers are the ones of doc-readers.test.ts (R-DOC-001).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExportCustomerOrders, ExportCustomerOrderSummaryReport, ExportPDF } from '../../api/contracts/files'
import {
  GetOrder,
  GetOrderChangedDetail,
  GetPagedMallOrderList,
  GetPendingOrderList,
} from '../../api/contracts/order'
import type { Order } from '../../api/contracts/order-entities'
import { SimChangeOrder } from '../../api/contracts/simulator'
import type { OrderState } from '../../backend/order-state'
import { lineCases } from '../../machines/place-order/place-order.rules'
import { call, decoded, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { callWithPath, download, fixedClock } from '../../test/order-contract'

const PYTHON = '/usr/bin/python3'
const mock = startMockServer({ realNow: fixedClock })
const dir = mkdtempSync(join(tmpdir(), 'one-truth-'))
let token = ''
beforeAll(async () => {
  token = await login('customer@demo.vn')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const states = () => [...mock.backend.state.orders.store.orders()]
const stateOf = (id: number) => mock.backend.state.orders.store.order(id)!

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.error?.message}`)
  return result.stdout
}

async function saved(name: string, response: Response): Promise<string> {
  const path = join(dir, name)
  writeFileSync(path, new Uint8Array(await response.arrayBuffer()))
  return path
}

/** The first sheet's values, read by openpyxl (dates as YYYY-MM-DD). */
const READ_VALUES = `
import json, sys, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
def value(v):
    return v.date().isoformat() if hasattr(v, "date") else v
print(json.dumps([[value(c.value) for c in row] for row in sheet.iter_rows()], ensure_ascii=False))
`
const readSheet = (path: string) => JSON.parse(run(PYTHON, ['-c', READ_VALUES, path])) as unknown[][]

/** The column of `header` in a sheet's header row. */
function column(sheet: unknown[][], header: string): number {
  const at = sheet[0]!.indexOf(header)
  expect(at, `column ${header}`).toBeGreaterThanOrEqual(0)
  return at
}

const en = (value: number) => new Intl.NumberFormat('en-US').format(value)
const dmy = (wire: string) => `${wire.slice(8, 10)}-${wire.slice(5, 7)}-${wire.slice(0, 4)}`

/**
 * A customer@demo.vn order at `statuses` (with a promotion line if one has), changed before or not
 * as `changed` says: the seed has few of each, so each test takes its own.
 */
function orderToChange(statuses: readonly number[], changed: boolean): OrderState {
  const candidates = states().filter(
    (o) => o.account === 'customer@demo.vn' && statuses.includes(o.status) && (o.change !== null) === changed,
  )
  const target =
    candidates.find((o) => o.document.OrderProductList.some((line) => line.IsPromotion)) ?? candidates[0]
  expect(target, `an order at ${statuses.join('/')} to change`).toBeDefined()
  return target!
}

/** The back office's change: ETA + 20 days, the first line + 7, an incurred cost of 5%. */
async function change(state: OrderState) {
  const line = state.document.OrderProductList[0]!
  const etaDate = '2025-05-05'
  const answer = await callWithPath(
    SimChangeOrder,
    {
      orderId: state.id,
      etaDate,
      quantities: [{ ProductCode: line.ProductCode, Quantity: line.Quantity + 7 }],
      incurredPurchaseCostPercent: 0.05,
    },
    { token },
  )
  expect(answer.code, answer.message).toBe(0)
  // What the change must come to, reckoned here from the order's own lines: the amount grows by
  // the line's price times 7, the special rate applies as before, and 5% more is added on top of
  // the costs of earlier changes (they add up, decision 0346).
  const before = state.document
  const amount = before.Amount + line.UnitPrice * 7
  const goods = amount - Math.round(amount * before.SpecialRatePercent)
  return {
    etaDate,
    line,
    quantity: before.Quantity + lineCases({ ...line, Quantity: 7 }),
    amount,
    total: goods + Math.round(goods * ((state.change?.incurredPurchaseCostPercent ?? 0) + 0.05)),
    before,
  }
}

const detailOf = async (id: number) => decoded(GetOrder, await call(GetOrder, { orderId: id }, { token }))

describe('R-CHG-009 after a change order, every read says the current ETA, cases and total', () => {
  it('a confirmed order: the confirmed list row, the detail, the change document, the PDF and both workbooks', async () => {
    const state = orderToChange([3, 4], true)
    const expected = await change(state)
    expect(expected.total).not.toBe(expected.before.TotalAmount)

    const list = decoded(
      GetPagedMallOrderList,
      await call(
        GetPagedMallOrderList,
        { orderNumber: state.orderNumber, pageIndex: 1, pageSize: 10 },
        { token },
      ),
    )
    const row = list.OrderList.find((r) => r.Id === state.id)!
    expect([row.Quantity, row.Amount, row.TotalAmount, row.ConfirmedETA]).toEqual([
      expected.quantity,
      expected.amount,
      expected.total,
      expected.etaDate,
    ])

    const detail = await detailOf(state.id)
    expect([detail.Quantity, detail.TotalAmount, detail.ConfirmedETA]).toEqual([
      expected.quantity,
      expected.total,
      expected.etaDate,
    ])
    expect(detail.OrderProductList[0]!.Quantity).toBe(expected.line.Quantity + 7)

    const link = new URL(detail.OrderChangeDetailURL!, 'http://portal.test')
    const document = decoded(
      GetOrderChangedDetail,
      await call(GetOrderChangedDetail, {
        orderId: state.id,
        key: link.searchParams.get('key')!,
      }),
    )
    expect([document.TotalQuantity, document.TotalAmount, document.NewETA]).toEqual([
      expected.quantity,
      expected.total,
      expected.etaDate,
    ])

    const pdf = run('pdftotext', [
      '-layout',
      '-enc',
      'UTF-8',
      await saved(
        'order.pdf',
        await download(ExportPDF, { orderId: state.id, bbNo: state.orderNumber }, { token, language: 'en' }),
      ),
      '-',
    ])
    expect(pdf).toContain(en(expected.total))
    expect(pdf).toContain(dmy(expected.etaDate))
    expect(pdf).not.toContain(en(expected.before.TotalAmount))

    const report = readSheet(
      await saved(
        'report.xlsx',
        await download(
          ExportCustomerOrderSummaryReport,
          { LanCode: 'en', bbNo: state.orderNumber },
          { token },
        ),
      ),
    )
    const reportRow = report.find((r) => r[column(report, 'BB No.')] === state.orderNumber)!
    expect([
      reportRow[column(report, 'Quantity (cases)')],
      reportRow[column(report, 'Total amount (VND, VAT included)')],
      reportRow[column(report, 'ETA')],
    ]).toEqual([expected.quantity, expected.total, expected.etaDate])

    const details = readSheet(
      await saved(
        'details.xlsx',
        await download(ExportCustomerOrders, { bbNo: state.orderNumber }, { token, language: 'en' }),
      ),
    )
    const lines = details.slice(1).filter((r) => r[column(details, 'BB No.')] === state.orderNumber)
    expect(lines.length).toBe(detail.OrderProductList.length)
    const cases = lines.map((r) => r[column(details, 'Quantity (cases)')] as number)
    expect(cases.reduce((sum, n) => sum + n, 0)).toBe(expected.quantity)
    expect(lines.every((r) => r[column(details, 'ETA')] === expected.etaDate)).toBe(true)
  })

  it('a pending order: the pending list row and the detail say the new total and ETA', async () => {
    const state = orderToChange([1], true)
    const expected = await change(state)
    const list = decoded(
      GetPendingOrderList,
      await call(GetPendingOrderList, { pageIndex: 1, pageSize: 100 }, { token }),
    )
    const row = list.list.find((r) => r.Id === state.id)!
    expect([row.Quantity, row.TotalAmount, row.EtaDate]).toEqual([
      expected.quantity,
      expected.total,
      expected.etaDate,
    ])
    const detail = await detailOf(state.id)
    expect([detail.Quantity, detail.TotalAmount, detail.EtaDate]).toEqual([
      expected.quantity,
      expected.total,
      expected.etaDate,
    ])
  })
})

describe('R-CHG-010 the change-order document shows the original figures beside the current ones', () => {
  it('each line, the total cases and the total amount before the first change stay through a second change; the changed ETA is the one in force before', async () => {
    const state = orderToChange([3, 4], false)
    const first = await change(state)
    const second = await callWithPath(SimChangeOrder, { orderId: state.id, etaDate: '2025-05-20' }, { token })
    expect(second.code, second.message).toBe(0)
    const detail = await detailOf(state.id)
    const key = new URL(detail.OrderChangeDetailURL!, 'http://portal.test').searchParams.get('key')!
    const document = decoded(
      GetOrderChangedDetail,
      await call(GetOrderChangedDetail, { orderId: state.id, key }),
    )
    expect([document.OriginalTotalQuantity, document.OriginalTotalAmount]).toEqual([
      first.before.Quantity,
      first.before.TotalAmount,
    ])
    // The second change moved only the ETA: the total is still the first change's.
    expect([document.TotalQuantity, document.TotalAmount]).toEqual([first.quantity, first.total])
    const changed = document.ProductList.find((l) => l.ProductCode === first.line.ProductCode)!
    expect([changed.OriginalQuantity, changed.Quantity]).toEqual([
      lineCases(first.line),
      lineCases({ ...first.line, Quantity: first.line.Quantity + 7 }),
    ])
    expect([document.ChangedETA, document.NewETA]).toEqual([first.etaDate, '2025-05-20'])
    expect(stateOf(state.id).document.TotalAmount).toBe(document.TotalAmount)
  })

  it('a first change of an order still at its original ETA says no earlier change (ChangedETA null), not the original date again', async () => {
    const state = orderToChange([1], false)
    await change(state)
    const detail = await detailOf(state.id)
    const key = new URL(detail.OrderChangeDetailURL!, 'http://portal.test').searchParams.get('key')!
    const document = decoded(
      GetOrderChangedDetail,
      await call(GetOrderChangedDetail, { orderId: state.id, key }),
    )
    expect(document.OriginalETA).toBe(state.placedEta)
    expect(document.ChangedETA).toBeNull()
  })

  it("a line that is not the order's own is refused, and nothing changes", async () => {
    const state = orderToChange([2, 5], false)
    const records = state.records.length
    const answer = await callWithPath(
      SimChangeOrder,
      { orderId: state.id, quantities: [{ ProductCode: 'NOPE-1', Quantity: 5 }] },
      { token, language: 'en' },
    )
    expect(answer.code).not.toBe(0)
    expect(stateOf(state.id).records.length).toBe(records)
  })
})

describe('R-DOC-005 a promotion line counts in cases on every surface, and the lines add up to the order', () => {
  it("every order's detail lines and order-details workbook lines add up to the order's quantity", async () => {
    const mine = states().filter(
      (o) => o.account === 'customer@demo.vn' && [3, 4, 5, 6, 7, 8].includes(o.status),
    )
    const promotions = mine.filter((o) => o.document.OrderProductList.some((l) => l.IsPromotion))
    expect(promotions.length, 'a confirmed order with a promotion line').toBeGreaterThan(0)
    const details = readSheet(
      await saved('all-details.xlsx', await download(ExportCustomerOrders, {}, { token, language: 'en' })),
    )
    const bb = column(details, 'BB No.')
    const qty = column(details, 'Quantity (cases)')
    for (const state of mine) {
      const detail: Order = await detailOf(state.id)
      const byLines = detail.OrderProductList.reduce((sum, line) => sum + lineCases(line), 0)
      expect(byLines, state.orderNumber).toBe(detail.Quantity)
      const sheetLines = details.slice(1).filter((r) => r[bb] === state.orderNumber)
      expect(
        sheetLines.reduce((sum, r) => sum + (r[qty] as number), 0),
        `${state.orderNumber} in the workbook`,
      ).toBe(detail.Quantity)
    }
  })

  it('the order PDF shows a promotion line in cases (sets times the items per set), not in sets', async () => {
    const state = states().find(
      (o) =>
        o.account === 'customer@demo.vn' &&
        o.status !== 0 &&
        o.document.OrderProductList.some((l) => l.IsPromotion && lineCases(l) !== l.Quantity),
    )!
    expect(state).toBeDefined()
    const line = state.document.OrderProductList.find((l) => l.IsPromotion)!
    const text = run('pdftotext', [
      '-layout',
      '-enc',
      'UTF-8',
      await saved(
        'promotion.pdf',
        await download(ExportPDF, { orderId: state.id, bbNo: state.orderNumber }, { token, language: 'en' }),
      ),
      '-',
    ])
    const row = text.split('\n').find((l) => l.includes(line.ProductCode))!
    expect(row).toMatch(new RegExp(`\\s${en(lineCases(line)).replace(',', '\\,')}\\s`))
  })
})

describe('R-PAY-008 the seeded vouchers have file names', () => {
  it("every seeded order with vouchers names each one in its detail by the stored file's name, never by a number", async () => {
    const paid = states().filter((o) => o.account === 'customer@demo.vn' && o.payments.length > 0)
    expect(paid.length).toBeGreaterThan(0)
    const files = mock.backend.state.orders.db.files
    for (const state of paid) {
      const detail = await detailOf(state.id)
      for (const voucher of detail.OrderPaymentList) {
        const id = voucher.Evidence.split('/').at(-1)!
        const stored = files.findFirst((q) => q.where({ Id: id }))
        expect(stored, voucher.Evidence).toBeDefined()
        expect(voucher.FileName, state.orderNumber).toBe(stored!.FileName)
      }
    }
  })
})
