// One company's objects stay its own (decision 0142): orders, change-order documents, stored
// files, notifications, Q&A attachments and inventory uploads are read or named only by a session
// of an account that owns them; another company's answer as a missing one.
import { Schema } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import { UploadedFile } from '../../api/contracts/files'
import { SendCustomerQuestion } from '../../api/contracts/customer'
import { GetUserNotificationList, SetNotificationRead } from '../../api/contracts/notification'
import * as Order from '../../api/contracts/order'
import { UploadMonthlyInventory } from '../../api/contracts/workplace'
import type { FeOrderStatus } from '../../api/contracts/common'
import { appEnv } from '../../lib/env'
import { cookiePrefix, COOKIE_KEYS } from '../../lib/storage'
import { call, decoded, login, ORIGIN } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock, TEST_TODAY, upload } from '../../test/order-contract'
import { TINY_PNG, tinyPdf } from '../../backend/file-content'
import { MOCK_CODES } from '../respond'
import { AUTH_CODES } from '../signed-in'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const account of ['customer@demo.vn', 'credit@demo.vn', 'distributor@demo.vn'])
    tokens[account] = await login(account)
})
const as = (account: string) => ({ token: tokens[account]! })
const customer = () => as('customer@demo.vn')
const credit = () => as('credit@demo.vn')

function seeded(account: string, status: FeOrderStatus) {
  const found = [...orders().store.orders()].find((o) => o.account === account && o.status === status)
  if (found === undefined) throw new Error(`no seeded order of ${account} at ${status}`)
  return found
}

/** Uploads a small image (or a PDF, for a .pdf name: R-UPL-011) as `account` and answers its URL. */
async function uploaded(account: string, name = 'photo.png'): Promise<string> {
  const bytes = /\.pdf$/i.test(name) ? tinyPdf(name, []) : TINY_PNG
  const answer = await upload(new File([bytes], name), as(account))
  return Schema.decodeUnknownSync(UploadedFile)(answer.data).fileURL
}

/** GET of a stored file's URL with a session in the headers, in a cookie, or none. */
const fetchFile = (url: string, session: { token?: string; cookie?: string } = {}) =>
  fetch(`${ORIGIN}${url}`, {
    headers: {
      ...(session.token ? { Token: session.token } : {}),
      ...(session.cookie ? { Cookie: session.cookie } : {}),
    },
  })

describe('R-OWN-001 orders and their change-order documents', () => {
  it("R-CHG-008 answers an order's change-order document to its owner only: without a token or key 4004 (decision 0220: not 4010, which would sign the page out), to another company 4004", async () => {
    const changed = [...orders().store.orders()].find(
      (o) => o.change !== null && o.account === 'customer@demo.vn',
    )!
    const ask = (options = {}) => call(Order.GetOrderChangedDetail, { orderId: changed.id }, options)
    const anonymous = await ask()
    expect(anonymous.code).toBe(MOCK_CODES.notFound)
    expect(JSON.stringify(anonymous)).not.toContain('customer@demo.vn')
    const foreign = await ask(credit())
    expect(foreign.code).toBe(MOCK_CODES.notFound)
    expect(JSON.stringify(foreign)).not.toContain('customer@demo.vn')
    const mine = decoded(Order.GetOrderChangedDetail, await ask(customer()))
    expect(mine.OrderNumber).toBe(changed.orderNumber)
  })

  it("answers another company's order, tracking and PDF as not found", async () => {
    const order = seeded('customer@demo.vn', 5)
    expect((await call(Order.GetOrder, { orderId: order.id }, credit())).code).toBe(MOCK_CODES.notFound)
    expect((await call(Order.GetOrderTrackingIno, { OrderId: order.id }, credit())).code).toBe(
      MOCK_CODES.notFound,
    )
    expect((await call(Order.GetOrder, { orderId: order.id }, customer())).code).toBe(0)
  })
})

describe('R-OWN-002 stored files are served to their owner session only', () => {
  it("serves an upload to its uploader (token or the portal's cookie), not without a session nor to another company", async () => {
    const url = await uploaded('customer@demo.vn')
    expect(url).toMatch(/^\/api\/__files\//)
    const anonymous = await fetchFile(url)
    expect(anonymous.headers.get('content-type')).toMatch(/json/)
    expect(((await anonymous.json()) as { code: number }).code).toBe(AUTH_CODES.noAuthInfo)
    const foreign = await fetchFile(url, credit())
    expect(foreign.status).toBe(404)
    expect(((await foreign.json()) as { code: number }).code).toBe(MOCK_CODES.notFound)
    const own = await fetchFile(url, customer())
    expect(own.status).toBe(200)
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(TINY_PNG)
    const cookie = `${cookiePrefix(appEnv)}${COOKIE_KEYS.token}=${tokens['customer@demo.vn']}`
    expect((await fetchFile(url, { cookie })).status).toBe(200)
  })

  it("serves the back office's delivery note to the users of the order's company only", async () => {
    const shipped = [...orders().store.orders()].find(
      (o) => o.account === 'customer@demo.vn' && (o.details.LogisticAttachments?.length ?? 0) > 0,
    )!
    const url = shipped.details.LogisticAttachments![0]!.FileURL
    expect(orders().file(url.split('/').pop()!)?.Account).toBeNull()
    expect((await fetchFile(url, customer())).status).toBe(200)
    expect((await fetchFile(url, credit())).status).toBe(404)
    expect((await fetchFile(url, as('distributor@demo.vn'))).status).toBe(404)
  })
})

describe('R-OWN-003 a request names only files of this backend that the caller may read', () => {
  it("refuses a voucher (ApprovePendingPaymentOrder, Update) that names another company's file, and appends nothing", async () => {
    const order = seeded('customer@demo.vn', 2)
    const theirs = await uploaded('credit@demo.vn', 'their-voucher.png')
    const length = orders().store.log.length
    const submit = await call(
      Order.ApprovePendingPaymentOrder,
      { orderId: order.id, paymentList: [theirs] },
      customer(),
    )
    expect([submit.code, submit.message]).toEqual([
      MOCK_CODES.notFound,
      expect.stringContaining(theirs) as unknown as string,
    ])
    const detail = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: order.id }, customer()))
    const save = await call(
      Order.UpdateOrder,
      {
        id: order.id,
        customerCode: detail.CustomerCode,
        warehouseCode: null,
        formatId: 0,
        shippingAddressId: null,
        quantity: 0,
        amount: 0,
        specialRatePercent: 0,
        note: '',
        etaDate: null,
        orderProductList: [],
        orderPaymentList: [{ Evidence: theirs }],
      },
      customer(),
    )
    expect(save.code).toBe(MOCK_CODES.notFound)
    expect(orders().store.log.length).toBe(length)
  })

  it('refuses a voucher at a foreign host, even with the path of an own file', async () => {
    const order = seeded('customer@demo.vn', 2)
    const mine = await uploaded('customer@demo.vn', 'voucher.png')
    for (const url of [`https://attacker.example${mine}`, `${mine}?x=1`, 'javascript:alert(1)'])
      expect(
        (await call(Order.ApprovePendingPaymentOrder, { orderId: order.id, paymentList: [url] }, customer()))
          .code,
        url,
      ).toBe(MOCK_CODES.notFound)
  })

  it("refuses a support request whose photo is another company's file", async () => {
    const order = seeded('customer@demo.vn', 5)
    const theirs = await uploaded('credit@demo.vn', 'their-photo.png')
    const answer = await call(
      Order.SaveAsSupportOrder,
      {
        orderId: order.id,
        supportIdList: [1],
        supportDescription: '',
        supportUrlList: [{ fileUrl: theirs, fileName: 'their-photo.png' }],
      },
      customer(),
    )
    expect(answer.code).toBe(MOCK_CODES.notFound)
    expect(orders().store.order(order.id)!.status).toBe(5)
  })

  it("refuses a Q&A attachment that is a javascript: URL, a foreign link or another company's file; takes an own upload", async () => {
    const theirs = await uploaded('credit@demo.vn', 'their.png')
    const mine = await uploaded('customer@demo.vn', 'mine.png')
    const ask = (fileUrl: string) =>
      call(
        SendCustomerQuestion,
        { question: 'Is this in stock?', questionAttachments: [{ fileUrl, fileName: 'a.png' }] },
        customer(),
      )
    // A sent question is a record of the log (decision 0230).
    const count = () => orders().store.questionsOf('customer@demo.vn').length
    const before = count()
    for (const url of ['javascript:alert(document.cookie)', 'https://attacker.example/a.png', theirs])
      expect((await ask(url)).code, url).toBe(MOCK_CODES.notFound)
    expect(count()).toBe(before)
    expect((await ask(mine)).code).toBe(0)
    expect(count()).toBe(before + 1)
  })

  it("refuses an inventory upload that is a javascript: URL, a foreign link or another company's file; takes an own upload", async () => {
    const theirs = await uploaded('credit@demo.vn', 'their.pdf')
    const mine = await uploaded('customer@demo.vn', 'ton-kho.pdf')
    const send = (fileUrl: string) =>
      call(
        UploadMonthlyInventory,
        { customerCode: 'C1001', month: TEST_TODAY.slice(0, 7), fileName: 'ton-kho.pdf', fileUrl },
        customer(),
      )
    for (const url of ['javascript:alert(1)', 'https://attacker.example/ton-kho.pdf', theirs])
      expect((await send(url)).code, url).toBe(MOCK_CODES.notFound)
    expect((await send(mine)).code).toBe(0)
  })
})

describe('R-OWN-004 notifications', () => {
  it("refuses to mark another account's notification read, and it stays unread", async () => {
    const theirs = decoded(
      GetUserNotificationList,
      await call(GetUserNotificationList, { NotificationTypeId: 4 }, credit()),
    )
    const unread = theirs.find((n) => !n.IsRead) ?? theirs[0]!
    const answer = await call(SetNotificationRead, { notificationId: unread.Id }, customer())
    expect(answer.code).toBe(MOCK_CODES.notFound)
    expect(orders().store.notification(unread.Id)?.IsRead).toBe(unread.IsRead)
  })
})
