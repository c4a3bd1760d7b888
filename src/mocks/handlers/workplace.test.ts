// Contract tests of the workplace handlers: the reports made from the order store over the
// catalogue's baseline, and the monthly inventory uploads, run in Node through fetch with a real
// login's token.
import { Schema } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  GetMonthlyInventoryList,
  GetPulseReport,
  GetSalesPerformance,
  GetTopProductList,
  TOP_PRODUCTS,
  UploadMonthlyInventory,
} from '../../api/contracts/workplace'
import type { Endpoint } from '../../api/endpoint'
import {
  backendText,
  call,
  callEncoded,
  decoded,
  expectGeneratedRequestsAnswered,
  expectRefusedInBothLanguages,
  login,
} from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock, orderBody, upload } from '../../test/order-contract'
import { UploadedFile } from '../../api/contracts/files'
import { TINY_PNG, tinyPdf } from '../../backend/file-content'
import { CreateDraftOrder, CreateOpenOrder } from '../../api/contracts/order'
import { MOCK_CODES } from '../respond'
import { AUTH_CODES, FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer({ realNow: fixedClock })
let customer = ''
let credit = ''
/** A file the customer uploaded: an inventory names only the caller's own file (R-OWN-003). */
let customerUpload = ''
/** The same, a PDF: the stored content must be what the name sent says (R-UPL-013). */
let customerPdf = ''
beforeAll(async () => {
  customer = await login('customer@demo.vn')
  const uploaded = await upload(new File([TINY_PNG], 'ton-kho.png'), {
    token: customer,
  })
  customerUpload = Schema.decodeUnknownSync(UploadedFile)(uploaded.data).fileURL
  const pdf = await upload(new File([tinyPdf('Tồn kho', [])], 'ton-kho.pdf'), { token: customer })
  customerPdf = Schema.decodeUnknownSync(UploadedFile)(pdf.data).fileURL
  credit = await login('credit@demo.vn')
})
const OWN = ['C1001', 'C1001-01', 'C1001-02']
const today = () => mock.backend.state.catalog.today()
const thisYear = () => Number(today().slice(0, 4))
const thisMonth = () => today().slice(0, 7)
const lastYear = () => thisYear() - 1
const reports: Endpoint<{ customerCode?: string | undefined; year: number }>[] = [
  GetSalesPerformance,
  GetPulseReport,
  GetTopProductList,
  GetMonthlyInventoryList,
]

const performance = async (year: number, customerCode?: string) =>
  decoded(GetSalesPerformance, await call(GetSalesPerformance, { year, customerCode }, { token: customer }))
const pulse = async (year: number, customerCode?: string) =>
  decoded(GetPulseReport, await call(GetPulseReport, { year, customerCode }, { token: customer }))
const top = async (year: number, customerCode?: string) =>
  decoded(GetTopProductList, await call(GetTopProductList, { year, customerCode }, { token: customer }))
const inventories = async (year: number, token = customer, customerCode?: string) =>
  decoded(GetMonthlyInventoryList, await call(GetMonthlyInventoryList, { year, customerCode }, { token }))

describe('R-WORK-001 Workplace.GetSalesPerformance and GetPulseReport', () => {
  it('answers a full past year whose months add up, and a pulse report that agrees', async () => {
    const year = lastYear()
    const sales = await performance(year)
    expect(sales.Year).toBe(year)
    expect(sales.MonthList.map((m) => m.Month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(sales.AchievedQuantity).toBe(sales.MonthList.reduce((s, m) => s + m.Quantity, 0))
    expect(sales.AchievedAmount).toBe(sales.MonthList.reduce((s, m) => s + m.Amount, 0))
    expect(sales.AchievedQuantity).toBeGreaterThan(0)
    expect(sales.TargetQuantity).toBeGreaterThan(0)
    const rows = await pulse(year)
    expect(rows.map((r) => r.Month)).toEqual(
      sales.MonthList.map((m) => `${year}-${String(m.Month).padStart(2, '0')}`),
    )
    expect(rows.map((r) => r.Quantity)).toEqual(sales.MonthList.map((m) => m.Quantity))
    expect(rows.map((r) => r.Amount)).toEqual(sales.MonthList.map((m) => m.Amount))
    for (const r of rows) expect(r.OrderCount > 0).toBe(r.Quantity > 0)
  })

  it("covers all the user's companies without a code: the sum of each one's figures", async () => {
    const year = lastYear()
    const all = await performance(year)
    const each = await Promise.all(OWN.map((code) => performance(year, code)))
    expect(all.AchievedQuantity).toBe(each.reduce((s, p) => s + p.AchievedQuantity, 0))
    expect(all.TargetQuantity).toBe(each.reduce((s, p) => s + p.TargetQuantity, 0))
    expect(new Set(each.map((p) => p.AchievedQuantity)).size).toBeGreaterThan(1)
  })

  it('shows nothing achieved in a year still to come, and the same figures on every call', async () => {
    const next = await performance(thisYear() + 1)
    expect(next.AchievedQuantity).toBe(0)
    expect(await pulse(thisYear() + 1)).toEqual([])
    const current = await pulse(thisYear())
    expect(current.length).toBe(Number(today().slice(5, 7)))
    expect(await performance(lastYear(), 'C1001-01')).toEqual(await performance(lastYear(), 'C1001-01'))
  })
})

describe('R-WORK-001 R-WORK-002 the figures follow the orders the user places (decision 0043)', () => {
  it('an order placed adds its cases, amount and products to its month; a draft adds nothing', async () => {
    const year = thisYear()
    const month = Number(today().slice(5, 7))
    const [sales, rows, products, other] = [
      await performance(year, 'C1001'),
      await pulse(year, 'C1001'),
      await top(year, 'C1001'),
      await performance(year, 'C1001-01'),
    ]
    const catalog = mock.backend.state.orders.catalog
    const draft = await call(CreateDraftOrder, orderBody(catalog), { token: customer })
    expect(draft.code).toBe(0)
    expect(await performance(year, 'C1001')).toEqual(sales)

    const body = orderBody(catalog)
    const placed = await call(CreateOpenOrder, body, { token: customer })
    expect(placed.code).toBe(0)
    const total = mock.backend.state.orders.store.order(decoded(CreateOpenOrder, placed).Id)!.document
      .TotalAmount
    const after = await performance(year, 'C1001')
    const inMonth = (p: typeof sales) => p.MonthList.find((m) => m.Month === month)!
    expect(inMonth(after).Quantity).toBe(inMonth(sales).Quantity + body.quantity)
    expect(inMonth(after).Amount).toBe(inMonth(sales).Amount + total)
    expect(after.AchievedQuantity).toBe(sales.AchievedQuantity + body.quantity)
    expect(after.MonthList.filter((m) => m.Month !== month)).toEqual(
      sales.MonthList.filter((m) => m.Month !== month),
    )
    expect(after.TargetQuantity).toBe(sales.TargetQuantity)

    const afterRows = await pulse(year, 'C1001')
    const row = (list: typeof rows) => list.find((r) => r.Month === thisMonth())!
    expect(row(afterRows).OrderCount).toBe(row(rows).OrderCount + 1)
    expect(row(afterRows).Quantity).toBe(inMonth(after).Quantity)

    const cases = (list: typeof products, code: string) =>
      list.find((p) => p.ProductCode === code)?.Quantity ?? 0
    const afterTop = await top(year, 'C1001')
    for (const line of body.orderProductList)
      if (
        afterTop.some((p) => p.ProductCode === line.ProductCode) &&
        products.some((p) => p.ProductCode === line.ProductCode)
      )
        expect(cases(afterTop, line.ProductCode)).toBe(cases(products, line.ProductCode) + line.Quantity)
    expect(afterTop).not.toEqual(products)
    // Another company's figures stay as they were.
    expect(await performance(year, 'C1001-01')).toEqual(other)
  })
})

describe('R-WORK-002 Workplace.GetTopProductList', () => {
  it('answers the 10 most ordered products, ranked by cases, within the year total', async () => {
    const year = lastYear()
    const list = await top(year)
    expect(list.length).toBe(TOP_PRODUCTS)
    expect(list.map((p) => p.Rank)).toEqual(list.map((_, i) => i + 1))
    const quantities = list.map((p) => p.Quantity)
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a))
    const sales = await performance(year)
    expect(quantities.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(sales.AchievedQuantity)
    const catalog = mock.backend.state.catalog.catalog
    for (const p of list) {
      const product = catalog.products.find((c) => c.ProductCode === p.ProductCode)
      expect(product?.ProductName).toBe(p.ProductName)
      expect(p.Amount).toBe(p.Quantity * product!.UnitPrice)
    }
    expect(await top(thisYear() + 1)).toEqual([])
  })
})

describe('R-WORK-001 R-WORK-002 the reports are the user’s companies only', () => {
  it("refuse another company's figures with 4030, and a call without a token", async () => {
    for (const endpoint of reports) {
      await expectRefusedInBothLanguages(
        endpoint,
        { customerCode: 'C2001', year: String(lastYear()) },
        FORBIDDEN_CODE,
        customer,
        'notYourCustomer',
        { code: 'C2001' },
      )
      expect((await callEncoded(endpoint, { year: String(lastYear()) })).code).toBe(AUTH_CODES.noAuthInfo)
    }
  })

  it('refuse bad input in both languages: no year, out of range, fractional, not a number', async () => {
    for (const endpoint of reports)
      for (const bad of [{}, { year: '1999' }, { year: '2101' }, { year: '2024.5' }, { year: 'last' }])
        await expectRefusedInBothLanguages(endpoint, bad, MOCK_CODES.badRequest, customer)
  })

  it("generated requests decode with the client Schema, or are refused as another company's", async () => {
    for (const endpoint of reports) {
      const ok = await expectGeneratedRequestsAnswered(endpoint, {
        token: customer,
        refusals: [FORBIDDEN_CODE],
        runs: 12,
        tweak: (input, pick) =>
          pick % 3 === 0
            ? input
            : { ...input, customerCode: pick % 2 === 0 ? undefined : OWN[pick % OWN.length] },
      })
      expect(ok, endpoint.name).toBeGreaterThan(0)
    }
  })
})

describe('R-WORK-003 Workplace.UploadMonthlyInventory', () => {
  const upload = (month: string, fileName: string, customerCode = 'C1001-01') => ({
    customerCode,
    month,
    fileName,
    fileUrl: /\.pdf$/i.test(fileName) ? customerPdf : customerUpload,
  })

  it('R-UPL-013 refuses a file whose stored content is not what the name sent says, in both languages, filing nothing', async () => {
    const month = thisMonth()
    const before = (await inventories(thisYear())).length
    for (const language of ['en', 'vi'] as const) {
      const answer = await call(
        UploadMonthlyInventory,
        { ...upload(month, 'ton-kho.png'), fileName: 'ton-kho.pdf' },
        { token: customer, language },
      )
      expect([answer.code, answer.message]).toEqual([
        MOCK_CODES.fileRejected,
        backendText(language, 'files.notAsNamed', { name: 'ton-kho.pdf' }),
      ])
    }
    expect((await inventories(thisYear())).length).toBe(before)
  })

  it('files a pdf or an image (extension in any case, R-UPL-004) for a picked month and lists it', async () => {
    const month = thisMonth()
    const answer = await call(UploadMonthlyInventory, upload(month, 'TON-KHO.PDF'), {
      token: customer,
      language: 'en',
    })
    const row = decoded(UploadMonthlyInventory, answer)
    expect(answer.message).toBe(backendText('en', 'inventoryUploaded', { month }))
    expect(row).toMatchObject({ CustomerCode: 'C1001-01', Month: month, FileName: 'TON-KHO.PDF' })
    expect(row.UploadTime.slice(0, 10)).toBe(today())
    const listed = await inventories(thisYear())
    expect(listed.map((r) => r.Id)).toContain(row.Id)
    expect((await inventories(thisYear(), customer, 'C1001-02')).map((r) => r.Id)).not.toContain(row.Id)
    expect((await inventories(thisYear(), credit)).map((r) => r.Id)).not.toContain(row.Id)
  })

  it('R-WORK-006 an upload is a record of the order log: it is listed again after the log is replayed (a reload)', async () => {
    const month = `${lastYear()}-07`
    const row = decoded(
      UploadMonthlyInventory,
      await call(UploadMonthlyInventory, upload(month, 'replayed.pdf', 'C1001-02'), { token: customer }),
    )
    const store = mock.backend.state.orders.store
    const records = store.log.filter((r) => r.kind === 'inventory')
    expect(records.at(-1)).toMatchObject({ account: 'customer@demo.vn', inventory: row })
    await store.replay([...store.log])
    expect((await inventories(lastYear(), customer, 'C1001-02')).map((r) => r.Id)).toContain(row.Id)
    expect(
      new Set(
        store.log.filter((r) => r.kind === 'inventory').map((r) => r.kind === 'inventory' && r.inventory.Id),
      ).size,
    ).toBe(records.length)
  })

  it('a new upload for the same company and month replaces the earlier one', async () => {
    const month = `${lastYear()}-11`
    decoded(
      UploadMonthlyInventory,
      await call(UploadMonthlyInventory, upload(month, 'a.jpg', 'C1001'), { token: customer }),
    )
    decoded(
      UploadMonthlyInventory,
      await call(UploadMonthlyInventory, upload(month, 'b.png', 'C1001'), { token: customer }),
    )
    const rows = (await inventories(lastYear(), customer, 'C1001')).filter((r) => r.Month === month)
    expect(rows.map((r) => r.FileName)).toEqual(['b.png'])
  })

  it('refuses no month, a bad month, a later month, a file that is no pdf or image, and stores nothing', async () => {
    const before = await inventories(thisYear() + 1)
    const beforeNow = await inventories(thisYear())
    for (const bad of [
      upload('', 'a.pdf'),
      upload('2025-13', 'a.pdf'),
      upload('2025-1', 'a.pdf'),
      { ...upload(thisMonth(), 'a.pdf'), month: undefined },
    ])
      await expectRefusedInBothLanguages(UploadMonthlyInventory, bad, MOCK_CODES.badRequest, customer)
    const next = `${thisYear() + 1}-01`
    await expectRefusedInBothLanguages(
      UploadMonthlyInventory,
      upload(next, 'a.pdf'),
      MOCK_CODES.ruleViolation,
      customer,
      'inventoryFutureMonth',
      { month: next, name: 'a.pdf' },
    )
    for (const name of ['ton-kho.xlsx', 'ton-kho.PDF.exe', 'ton-kho'])
      await expectRefusedInBothLanguages(
        UploadMonthlyInventory,
        upload(thisMonth(), name),
        MOCK_CODES.fileRejected,
        customer,
        'fileNotPdfOrImage',
        { month: thisMonth(), name },
      )
    for (const bad of [
      { ...upload(thisMonth(), 'a.pdf'), fileUrl: '' },
      { ...upload(thisMonth(), 'a.pdf'), fileName: 'x'.repeat(256) + '.pdf' },
    ])
      await expectRefusedInBothLanguages(UploadMonthlyInventory, bad, MOCK_CODES.badRequest, customer)
    expect(await inventories(thisYear() + 1)).toEqual(before)
    expect(await inventories(thisYear())).toEqual(beforeNow)
  })

  it("refuses another company's upload (4030) and one without a token, and stores nothing", async () => {
    const before = await inventories(thisYear(), credit)
    await expectRefusedInBothLanguages(
      UploadMonthlyInventory,
      upload(thisMonth(), 'a.pdf', 'C2001'),
      FORBIDDEN_CODE,
      customer,
    )
    expect((await callEncoded(UploadMonthlyInventory, upload(thisMonth(), 'a.pdf', 'C2001'))).code).toBe(
      AUTH_CODES.noAuthInfo,
    )
    expect(await inventories(thisYear(), credit)).toEqual(before)
  })

  it('generated requests are filed and answered in the client Schema, or refused', async () => {
    const ok = await expectGeneratedRequestsAnswered(UploadMonthlyInventory, {
      token: customer,
      // Generated URLs are no files of the caller's (R-OWN-003): 4004.
      refusals: [FORBIDDEN_CODE, MOCK_CODES.ruleViolation, MOCK_CODES.fileRejected, MOCK_CODES.notFound],
      runs: 20,
      tweak: (input, pick) =>
        pick % 2 === 0
          ? {
              ...input,
              customerCode: OWN[pick % OWN.length]!,
              month: `${lastYear()}-${String(1 + (pick % 12)).padStart(2, '0')}`,
              fileName: ['scan.pdf', 'anh.JPG', 'photo.webp'][pick % 3]!,
              fileUrl: customerUpload,
            }
          : input,
    })
    expect(ok).toBeGreaterThan(0)
  })
})
