// The customer's PO number through the Order.* and export handlers (R-PO-001..006, decision 0362):
// stored trimmed with the order, answered by the lists and the detail, kept by a draft, filtered on
// both lists and their exports, and never found on another account's orders.
import { beforeAll, describe, expect, it } from 'vitest'
import * as Files from '../../api/contracts/files'
import * as Order from '../../api/contracts/order'
import { call, callEncoded, decoded, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { download, fixedClock, orderBody } from '../../test/order-contract'
import { poNumberWarningOf } from '../../machines/place-order/po-number.rules'
import { Schema } from 'effect'
import { OrderRecord } from '../../backend/event-records'
import { evolveOrder, openOrderState } from '../../backend/order-state'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
const catalog = () => orders().catalog
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const account of ['customer@demo.vn', 'credit@demo.vn']) tokens[account] = await login(account)
})
const customer = () => ({ token: tokens['customer@demo.vn']! })
const credit = () => ({ token: tokens['credit@demo.vn']! })
/** The credit account's company and its address. */
const onCredit = () => ({
  customerCode: 'C2001',
  shippingAddressId: catalog().companies.find((c) => c.customer.CustomerCode === 'C2001')!.addresses[0]!.Id,
})

async function place(poNumber: string | undefined, as = customer(), over = {}) {
  const body = { ...orderBody(catalog(), over), ...(poNumber === undefined ? {} : { PoNumber: poNumber }) }
  return decoded(Order.CreateOpenOrder, await call(Order.CreateOpenOrder, body, as))
}
const pendingWith = async (poNumber: string, as = customer()) =>
  decoded(
    Order.GetPendingOrderList,
    await call(Order.GetPendingOrderList, { poNumber, pageIndex: 1, pageSize: 100 }, as),
  ).list
const confirmedWith = async (poNumber: string, as = customer()) =>
  decoded(
    Order.GetPagedMallOrderList,
    await call(Order.GetPagedMallOrderList, { poNumber, pageIndex: 1, pageSize: 100 }, as),
  ).OrderList

describe('R-PO-001 R-PO-002 the PO number of a placed order', () => {
  it('R-PO-001 is stored trimmed and answered by the detail and the pending list; a blank one is none', async () => {
    const ref = await place('  PO-4711/A  ')
    const detail = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, customer()))
    expect(detail.PoNumber).toBe('PO-4711/A')
    expect(orders().store.order(ref.Id)!.document.PoNumber).toBe('PO-4711/A')
    expect((await pendingWith('po-4711')).map((o) => [o.Id, o.PoNumber])).toEqual([[ref.Id, 'PO-4711/A']])

    const blank = await place('   ')
    const plain = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: blank.Id }, customer()))
    expect('PoNumber' in plain).toBe(false)
    expect(orders().store.order(blank.Id)!.document.PoNumber).toBeUndefined()
  })

  it('R-PO-002 a PO number over 35 characters is refused by the Schema (4000) and appends nothing', async () => {
    const before = orders().store.log.length
    const body = { ...orderBody(catalog()), PoNumber: 'P'.repeat(36) }
    const answer = await callEncoded(Order.CreateOpenOrder, body, customer())
    expect(answer.code).toBe(4000)
    expect(orders().store.log.length).toBe(before)
    expect((await place('P'.repeat(35))).Id).toBeGreaterThan(0)
  })

  it('R-PO-002 an order placed without the field (a client that does not know it) answers without it', async () => {
    const ref = await place(undefined)
    const answer = await call(Order.GetOrder, { orderId: ref.Id }, customer())
    expect(answer.data).not.toHaveProperty('PoNumber')
    expect(decoded(Order.GetOrder, answer).Id).toBe(ref.Id)
  })
})

describe('R-PO-002 a log written before the PO number', () => {
  it("folds as before: an order's records without PoNumber decode, and the order has none", async () => {
    const ref = await place('OLD-LOG-PO')
    const records = orders()
      .store.log.filter((r) => r.kind === 'order' && r.orderId === ref.Id)
      .map((r) => JSON.parse(JSON.stringify(r), (key, value) => (key === 'PoNumber' ? undefined : value)))
    expect(JSON.stringify(records)).not.toContain('OLD-LOG-PO')
    const decoded = records.map((r) => Schema.decodeUnknownSync(OrderRecord)(r))
    const state = decoded.reduce(evolveOrder, openOrderState(decoded[0]!))
    expect([state.status, state.document.PoNumber]).toEqual([1, undefined])
    expect(orders().store.order(ref.Id)!.document.PoNumber).toBe('OLD-LOG-PO')
  })
})

describe('R-PO-005 a draft keeps its PO number', () => {
  it('saved, changed and submitted, the draft carries the PO number it was given last', async () => {
    const ref = decoded(
      Order.CreateDraftOrder,
      await call(Order.CreateDraftOrder, { ...orderBody(catalog()), PoNumber: 'DRAFT-PO-1' }, customer()),
    )
    const draft = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, customer()))
    expect(draft.PoNumber).toBe('DRAFT-PO-1')
    const update = { ...orderBody(catalog()), id: ref.Id, PoNumber: ' DRAFT-PO-2 ' }
    expect((await call(Order.UpdateOrder, update, customer())).code).toBe(0)
    expect((await call(Order.SaveAsOpenOrder, update, customer())).code).toBe(0)
    const placed = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, customer()))
    expect([placed.FeOrderStatus, placed.PoNumber]).toEqual([1, 'DRAFT-PO-2'])
  })
})

describe('R-PO-006 the lists filter by PO number, the user own orders only', () => {
  it('finds a part of the PO number in any case on the pending and the confirmed list', async () => {
    // On credit, an approved order goes to 3, the confirmed list (R-LIFE-010).
    const pending = await place('ACME-PO-2026-0042', credit(), onCredit())
    const confirmed = await place('acme-po-2026-0043', credit(), onCredit())
    const state = orders().store.order(confirmed.Id)!
    const approved = await orders().commands.act(state, {
      type: 'ApproveOrder',
      by: 'backOffice',
      at: orders().clock.now(),
    })
    expect(approved.ok).toBe(true)
    expect((await pendingWith('Acme-PO-2026', credit())).map((o) => o.Id)).toEqual([pending.Id])
    expect((await confirmedWith('ACME-po-2026', credit())).map((o) => o.Id)).toEqual([confirmed.Id])
    expect(await pendingWith('ACME-PO-2026-0043', credit())).toEqual([])
    expect(await confirmedWith('ACME-po-2026')).toEqual([])
    // The tabs count what the filter lets through (R-CONF-020).
    const tabs = decoded(
      Order.GetMallOrderStatusList,
      await call(Order.GetMallOrderStatusList, { poNumber: '0043' }, credit()),
    )
    expect(tabs.reduce((sum, tab) => sum + tab.OrderCount, 0)).toBe(1)
  })

  it("another account's order with the same PO number is never found, nor warned of", async () => {
    const theirs = await place('SHARED-PO-7', credit(), onCredit())
    const mine = await place('SHARED-PO-7')
    const found = await pendingWith('shared-po-7')
    expect(found.map((o) => o.Id)).toEqual([mine.Id])
    expect((await pendingWith('shared-po-7', credit())).map((o) => o.Id)).toEqual([theirs.Id])
    // What the place-order machine would say before a third order with it (R-PO-003).
    expect(poNumberWarningOf('shared-po-7', 'C1001', found)?.orderNumbers).toEqual([mine.OrderNumber])
    expect(poNumberWarningOf('shared-po-7', 'C1001', await pendingWith('shared-po-7', credit()))).toBeNull()
  })

  it('a filter over 35 characters is refused (4000)', async () => {
    const answer = await callEncoded(
      Order.GetPendingOrderList,
      { poNumber: 'X'.repeat(36), pageIndex: '1', pageSize: '10' },
      customer(),
    )
    expect(answer.code).toBe(4000)
  })

  it('the confirmed list export follows the PO number filter (R-CONF-021)', async () => {
    const ref = await place('EXPORT-PO-99', credit(), onCredit())
    const state = orders().store.order(ref.Id)!
    await orders().commands.act(state, { type: 'ApproveOrder', by: 'backOffice', at: orders().clock.now() })
    const response = await download(
      Files.ExportCustomerOrderSummaryReport,
      { LanCode: 'en', poNumber: 'export-po-99' },
      credit(),
    )
    expect(response.status).toBe(200)
    const { default: ExcelJS } = await import('exceljs')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await response.arrayBuffer())
    const sheet = book.worksheets[0]!
    const rows = sheet.getSheetValues().filter(Boolean)
    // The header and the one order whose PO number holds the filter, its PO number in the last column.
    expect(rows.length).toBe(2)
    expect(JSON.stringify(rows[1])).toContain(ref.OrderNumber)
    expect(sheet.getRow(2).getCell(sheet.columnCount).value).toBe('EXPORT-PO-99')
  })
})
