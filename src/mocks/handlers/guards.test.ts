// The mock backend answers every request with its envelope, never with a stack (decision 0141):
// an absurd request is refused by its Schema (4000), a handler that throws answers 5000 with a
// generic message, and a path no handler takes answers 404 in the envelope.
import { Schema } from 'effect'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GetSupportList, OrderBody } from '../../api/contracts/order'
import * as Order from '../../api/contracts/order'
import { HtmlToPdf } from '../../api/contracts/files'
import { backendText, callEncoded, login, ORIGIN } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { download, fixedClock, orderBody } from '../../test/order-contract'
import { packingSheetOf } from '../../backend/packing-sheet'
import { handle, MOCK_CODES } from '../respond'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
let token = ''
beforeAll(async () => {
  token = await login('customer@demo.vn')
})

/** Text that gives a stack away: an exception's name and message, or a source location. */
const STACK = /Error:|\bat .+:\d+:\d+|\.ts:\d+|node_modules/

describe('R-BOUND-001 absurd requests are refused by their Schema with 4000', () => {
  it('refuses a draft line of 1e15 cases with 4000 naming the field, and appends nothing', async () => {
    const body = JSON.parse(JSON.stringify(Schema.encodeSync(OrderBody)(orderBody(orders().catalog)))) as {
      orderProductList: { Quantity: number }[]
    }
    body.orderProductList[0]!.Quantity = 1e15
    const length = orders().store.log.length
    const answer = await callEncoded(Order.CreateDraftOrder, body, { token, language: 'en' })
    expect(answer.code).toBe(MOCK_CODES.badRequest)
    expect(answer.message).toContain('orderProductList[0].Quantity')
    expect(orders().store.log.length).toBe(length)
  })

  it('refuses 50,000 voucher URLs and 100,000 support reasons with 4000, and stores nothing', async () => {
    const pending = [...orders().store.orders()].find(
      (o) => o.account === 'customer@demo.vn' && o.status === 2,
    )!
    const delivering = [...orders().store.orders()].find(
      (o) => o.account === 'customer@demo.vn' && o.status === 5,
    )!
    const length = orders().store.log.length
    const vouchers = await callEncoded(
      Order.ApprovePendingPaymentOrder,
      { orderId: pending.id, paymentList: Array.from({ length: 50_000 }, (_, i) => `/api/__files/${i + 1}`) },
      { token },
    )
    expect(vouchers.code).toBe(MOCK_CODES.badRequest)
    const support = await callEncoded(
      Order.SaveAsSupportOrder,
      {
        orderId: delivering.id,
        supportIdList: Array.from({ length: 100_000 }, () => 1),
        supportDescription: '',
        supportUrlList: [],
      },
      { token },
    )
    expect(support.code).toBe(MOCK_CODES.badRequest)
    expect(orders().store.log.length).toBe(length)
  })
})

describe('R-BOUND-002 a failure answers the envelope, never a stack', () => {
  it('HtmlToPdf with a character reference past Unicode (&#99999999;) answers its PDF', async () => {
    expect(packingSheetOf('<p>A&#99999999;B&#x110000;C&#0;D</p>').lines).toEqual(['A\ufffdB\ufffdC\ufffdD'])
    const response = await download(
      HtmlToPdf,
      { html: '<h1>Packing list</h1><p>&#99999999;</p>', fileName: 'packing.pdf' },
      { token },
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  })

  it('a handler that throws answers HTTP 500 with code 5000 and a generic message in the caller language', async () => {
    // The exception goes to the console, for the developer, and nowhere else.
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined)
    mock.server.use(
      handle(GetSupportList, () => {
        throw new Error('secret detail of the failure')
      }),
    )
    for (const language of ['vi', 'en'] as const) {
      const response = await fetch(`${ORIGIN}/${GetSupportList.path}`, {
        headers: { Token: token, 'Accept-Language': language },
      })
      const text = await response.text()
      expect(response.status).toBe(500)
      expect(JSON.parse(text)).toEqual({
        code: MOCK_CODES.serverError,
        message: backendText(language, 'serverError'),
        data: null,
      })
      expect(text).not.toContain('secret detail')
      expect(text).not.toMatch(STACK)
    }
    expect(console).toHaveBeenCalledTimes(2)
    console.mockRestore()
  })

  it('a handler that rejects asynchronously answers 5000 too', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined)
    mock.server.use(handle(GetSupportList, () => Promise.reject(new RangeError('Invalid code point'))))
    const response = await fetch(`${ORIGIN}/${GetSupportList.path}`, { headers: { Token: token } })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect((JSON.parse(text) as { code: number }).code).toBe(MOCK_CODES.serverError)
    expect(text).not.toMatch(STACK)
    console.mockRestore()
  })
})

describe('R-BOUND-003 an unknown /api path answers 404 in the envelope', () => {
  it('answers GET and POST of a path no handler takes with 404 and code 4004, not the app page', async () => {
    for (const init of [{ method: 'GET' }, { method: 'POST', body: '{}' }]) {
      const response = await fetch(`${ORIGIN}/api/Order/NoSuchCall`, {
        ...init,
        headers: { 'Accept-Language': 'en' },
      })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/json/)
      expect(await response.json()).toEqual({
        code: MOCK_CODES.notFound,
        message: backendText('en', 'unknownApiPath', { path: '/api/Order/NoSuchCall' }),
        data: null,
      })
    }
  })
})

describe('R-BOUND-001 a query parameter the request Schema does not name is refused', () => {
  it('GetSupportList answers with its own parameters and refuses an unknown one with 4000 naming it', async () => {
    const ask = async (query: string) =>
      (await (
        await fetch(`${ORIGIN}/${GetSupportList.path}${query}`, {
          headers: { Token: token, 'Accept-Language': 'en' },
        })
      ).json()) as { code: number; message: string }
    expect((await ask('')).code).toBe(0)
    const refused = await ask('?noSuchParameter=1')
    expect(refused.code).toBe(MOCK_CODES.badRequest)
    expect(refused.message).toContain('noSuchParameter')
  })
})
