// Child code permissions enforced by the mock backend (R-PERM-011..013, decision 0340): every
// endpoint a permission covers refuses a child code without it, in both languages, with 4030 and
// the permission's message, and stores nothing. The seed's C1001-02 may not upload payment; the
// place and view cases take C1001-01's seeded permission away in this file's own backend.
import { Schema } from 'effect'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UploadedFile, ExportCustomerOrders, ExportPDF } from '../../api/contracts/files'
import * as Order from '../../api/contracts/order'
import { PaymentSaved } from '../../machines/order-lifecycle/order-lifecycle.events'
import type { ChildRights } from '../../machines/profile/profile.rules'
import { TINY_PNG } from '../../backend/file-content'
import { call, decoded, expectRefusedInBothLanguages, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { download, fixedClock, orderBody, upload } from '../../test/order-contract'
import { FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
const catalog = () => orders().catalog
let token = ''
beforeAll(async () => {
  token = await login('customer@demo.vn')
})
const tt = () => ({ token })
const logLength = () => orders().store.log.length

const restores: (() => void)[] = []
afterEach(() => {
  for (const restore of restores.splice(0)) restore()
})

/** Changes a seeded child code's permission for one test. */
function takeAway(code: string, rights: Partial<ChildRights>) {
  const company = catalog().companies.find((c) => c.customer.CustomerCode === code) as {
    childPermission: ChildRights | null
  }
  const before = company.childPermission
  company.childPermission = { ...before!, ...rights }
  restores.push(() => {
    company.childPermission = before
  })
}

function orderOf(code: string, status: number) {
  const found = [...orders().store.orders()].find(
    (o) => !o.deleted && o.document.CustomerCode === code && o.status === status,
  )
  if (found === undefined) throw new Error(`no order of ${code} at ${status}`)
  return found
}

async function uploaded(name: string): Promise<string> {
  const answer = await upload(new File([TINY_PNG], name), tt())
  return Schema.decodeUnknownSync(UploadedFile)(answer.data).fileURL
}

/** A body for `code`: its first shipping address, the C1001 body's lines (ambient products). */
function bodyFor(code: string) {
  const company = catalog().companies.find((c) => c.customer.CustomerCode === code)!
  return orderBody(catalog(), { customerCode: code, shippingAddressId: company.addresses[0]!.Id })
}

describe('R-PERM-013 a child code not allowed to upload payment (C1001-02)', () => {
  it('R-PERM-013 Update at 2 (Save) and ApprovePendingPaymentOrder (Submit) are refused in both languages; nothing is stored', async () => {
    const order = orderOf('C1001-02', 2)
    const url = await uploaded('uy-nhiem-chi.png')
    const before = logLength()
    const payments = order.payments
    await expectRefusedInBothLanguages(
      Order.UpdateOrder,
      Schema.encodeSync(Order.UpdateOrder.request)({
        ...bodyFor('C1001-02'),
        id: order.id,
        formatId: 0,
        orderPaymentList: [{ Evidence: url }],
      }),
      FORBIDDEN_CODE,
      token,
      'childCode.uploadPayment',
      { code: 'C1001-02' },
    )
    await expectRefusedInBothLanguages(
      Order.ApprovePendingPaymentOrder,
      { orderId: order.id, paymentList: [url] },
      FORBIDDEN_CODE,
      token,
      'childCode.uploadPayment',
      { code: 'C1001-02' },
    )
    expect(logLength()).toBe(before)
    expect(orders().store.order(order.id)!.status).toBe(2)
    expect(orders().store.order(order.id)!.payments).toEqual(payments)
  })

  it('R-PERM-013 the same account saves vouchers for a code that allows it (C1001)', async () => {
    const order = orderOf('C1001', 2)
    const saved = await call(
      Order.UpdateOrder,
      {
        ...bodyFor('C1001'),
        id: order.id,
        formatId: 0,
        orderPaymentList: [{ Evidence: await uploaded('a.png') }],
      },
      tt(),
    )
    expect(saved.code, saved.message).toBe(0)
  })
})

describe('R-PERM-011 a child code not allowed to place orders', () => {
  it('R-PERM-011 CreateDraftOrder, CreateOpenOrder, Update of its draft, SaveAsOpenOrder and Delete are refused in both languages; nothing is stored', async () => {
    const draft = await call(Order.CreateDraftOrder, bodyFor('C1001-01'), tt())
    expect(draft.code, draft.message).toBe(0)
    const draftId = (draft.data as { Id: number }).Id
    takeAway('C1001-01', { CanPlaceOrder: false })
    const before = logLength()
    const refused = async (endpoint: Parameters<typeof expectRefusedInBothLanguages>[0], input: unknown) =>
      expectRefusedInBothLanguages(endpoint, input, FORBIDDEN_CODE, token, 'childCode.placeOrder', {
        code: 'C1001-01',
      })
    const body = Schema.encodeSync(Order.CreateDraftOrder.request)(bodyFor('C1001-01'))
    await refused(Order.CreateDraftOrder, body)
    await refused(Order.CreateOpenOrder, body)
    await refused(Order.UpdateOrder, { ...body, id: draftId })
    await refused(Order.SaveAsOpenOrder, { ...body, id: draftId })
    await refused(Order.DeleteOrder, { orderId: draftId })
    // A draft of an allowed code cannot be moved onto the code either.
    const own = orderOf('C1001', 0)
    await refused(Order.UpdateOrder, { ...body, id: own.id })
    expect(logLength()).toBe(before)
    expect(orders().store.order(draftId)!.status).toBe(0)
    expect(orders().store.order(draftId)!.deleted).toBe(false)
  })
})

describe('R-PERM-012 a child code not allowed to view orders', () => {
  it('R-PERM-012 its order, tracking, PDF and every list or export naming it are refused in both languages', async () => {
    const order = orderOf('C1001-01', 1)
    takeAway('C1001-01', { CanViewOrders: false })
    const refused = (endpoint: Parameters<typeof expectRefusedInBothLanguages>[0], input: unknown) =>
      expectRefusedInBothLanguages(endpoint, input, FORBIDDEN_CODE, token, 'childCode.viewOrders', {
        code: 'C1001-01',
      })
    await refused(Order.GetOrder, { orderId: order.id })
    await refused(Order.GetOrderTrackingIno, { OrderId: order.id })
    const page = { customerCode: 'C1001-01', pageIndex: 1, pageSize: 50 }
    await refused(Order.GetDraftOrderList, page)
    await refused(Order.GetPendingOrderList, page)
    await refused(Order.GetPagedMallOrderList, page)
    await refused(Order.GetMallOrderStatusList, { customerCode: 'C1001-01' })
    for (const [endpoint, input] of [
      [ExportPDF, { orderId: order.id, bbNo: order.orderNumber }],
      [ExportCustomerOrders, { companyCode: 'C1001-01' }],
    ] as const) {
      const answer = (await (await download(endpoint, input, tt())).json()) as { code: number }
      expect(answer.code).toBe(FORBIDDEN_CODE)
    }
  })

  it("R-PERM-012 the lists of all the user's codes leave its orders out", async () => {
    takeAway('C1001-01', { CanViewOrders: false })
    const all = { pageIndex: 1, pageSize: 100 }
    const pending = decoded(Order.GetPendingOrderList, await call(Order.GetPendingOrderList, all, tt()))
    const confirmed = decoded(Order.GetPagedMallOrderList, await call(Order.GetPagedMallOrderList, all, tt()))
    const codes = new Set([...pending.list, ...confirmed.OrderList].map((row) => row.CustomerCode))
    expect(codes.has('C1001')).toBe(true)
    expect(codes.has('C1001-01')).toBe(false)
  })
})

describe('R-PAY-007 voucher file names', () => {
  it('R-PAY-007 a saved and a submitted voucher keep the name it was uploaded with beside the URL', async () => {
    const order = orderOf('C1001', 2)
    const url = await uploaded('uy-nhiem-chi.png')
    const other = await uploaded('phieu-chuyen-khoan.pdf.png')
    const saved = await call(
      Order.UpdateOrder,
      { ...bodyFor('C1001'), id: order.id, formatId: 0, orderPaymentList: [{ Evidence: url }] },
      tt(),
    )
    expect(saved.code, saved.message).toBe(0)
    const detail = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: order.id }, tt()))
    expect(detail.OrderPaymentList).toEqual([{ Id: 1, Evidence: url, FileName: 'uy-nhiem-chi.png' }])
    const submitted = await call(
      Order.ApprovePendingPaymentOrder,
      { orderId: order.id, paymentList: [url, other] },
      tt(),
    )
    expect(submitted.code, submitted.message).toBe(0)
    const after = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: order.id }, tt()))
    expect(after.OrderPaymentList.map((p) => p.FileName)).toEqual([
      'uy-nhiem-chi.png',
      'phieu-chuyen-khoan.pdf.png',
    ])
  })

  it('R-PAY-007 a payment record stored before names were kept still decodes, without names', () => {
    const old = {
      type: 'payment.save',
      by: 'customer',
      at: '2025-03-01 10:00:00',
      paymentList: ['/api/__files/0123456789abcdef0123456789abcdef'],
    }
    expect(Schema.decodeUnknownSync(PaymentSaved)(old)).toEqual(old)
  })
})
