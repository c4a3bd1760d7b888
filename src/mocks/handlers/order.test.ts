// Contract and behaviour tests of the Order.* handlers, through fetch with a real login's token,
// over the seed of 2025-03-15: every answer decodes with the client's Schema; refusals carry a
// non-zero code and a message in the caller's language, and append nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../../api/contracts/common'
import * as Order from '../../api/contracts/order'
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
import { fixedClock, lineOf, orderBody, TEST_TODAY } from '../../test/order-contract'
import { TINY_PNG } from '../../backend/file-content'
import { MOCK_CODES } from '../respond'
import { AUTH_CODES, FORBIDDEN_CODE } from '../signed-in'
import { CONFIRMED_STATUSES } from './order'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
const catalog = () => orders().catalog
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const account of ['customer@demo.vn', 'credit@demo.vn', 'distributor@demo.vn'])
    tokens[account] = await login(account)
})
const tt = () => ({ token: tokens['customer@demo.vn']! })
const credit = () => ({ token: tokens['credit@demo.vn']! })

/** A seeded order of an account in a status. */
function seeded(account: string, status: FeOrderStatus) {
  const found = [...orders().store.orders()].find((o) => o.account === account && o.status === status)
  if (found === undefined) throw new Error(`no seeded order of ${account} at ${status}`)
  return found
}
const logLength = () => orders().store.log.length

/** A voucher file uploaded by the account (the customer by default), as UploadPdfOrImage would store it. */
async function storedVoucher(account = 'customer@demo.vn'): Promise<string> {
  const file = await orders().storeFile(
    {
      FileName: 'voucher.png',
      ContentType: 'image/png',
      Size: TINY_PNG.byteLength,
      CreateTime: '2025-03-15 10:00:00',
      Account: account,
    },
    TINY_PNG,
  )
  return `/api/__files/${file.Id}`
}

describe('R-API-011 Order.Get', () => {
  it('answers every seeded order of the account, decoding with the client Schema', async () => {
    for (const account of Object.keys(tokens)) {
      const mine = [...orders().store.orders()].filter((o) => o.account === account)
      expect(mine.length).toBeGreaterThan(5)
      for (const state of mine) {
        const order = decoded(
          Order.GetOrder,
          await call(Order.GetOrder, { orderId: state.id }, { token: tokens[account] }),
        )
        expect(order.Id).toBe(state.id)
        expect(order.OrderNumber).toMatch(/^BB\d{8}$/)
        expect(order.FeOrderStatus).toBe(state.status)
      }
    }
  })

  it("another account's order is as unknown as a missing one (4004), in both languages", async () => {
    const other = seeded('credit@demo.vn', 3)
    await expectRefusedInBothLanguages(
      Order.GetOrder,
      { orderId: String(other.id) },
      MOCK_CODES.notFound,
      tt().token,
      'orders.notFound',
      {
        orderId: other.id,
      },
    )
    await expectRefusedInBothLanguages(Order.GetOrder, { orderId: '999999' }, MOCK_CODES.notFound, tt().token)
  })

  it('R-SESS-006 refuses a call without a token (4010) and with an unknown one (5004)', async () => {
    await expectRefusedInBothLanguages(
      Order.GetOrder,
      { orderId: '1' },
      AUTH_CODES.noAuthInfo,
      undefined,
      'noAuthInfo',
    )
    await expectRefusedInBothLanguages(
      Order.GetOrder,
      { orderId: '1' },
      AUTH_CODES.invalidToken,
      'forged',
      'invalidToken',
    )
  })

  it('R-LIFE-021 R-CONF-017 R-CONF-018 shipped orders carry truck, attachments and packing list when the warehouse confirmed', async () => {
    const shipped = [...orders().store.orders()].filter(
      (o) => o.account === 'customer@demo.vn' && [5, 6, 7].includes(o.status),
    )
    const details = await Promise.all(
      shipped.map(async (s) => decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: s.id }, tt()))),
    )
    const confirmed = details.filter((d) => d.WarehouseConfirmed === 1)
    expect(confirmed.length).toBeGreaterThan(0)
    for (const d of confirmed) {
      expect(d.TruckNo).toMatch(/^51C-\d{5}$/)
      expect(d.LogisticAttachments[0]?.FileURL).toMatch(/^\/api\/__files\/[0-9a-f]{32}$/)
      expect(d.OrderProductPackList.length).toBeGreaterThan(0)
    }
  })

  it('generated requests decode with the client Schema or are refused with 4004', async () => {
    const ok = await expectGeneratedRequestsAnswered(Order.GetOrder, {
      ...tt(),
      refusals: [MOCK_CODES.notFound],
      tweak: (input, pick) => ({
        orderId: pick % 2 === 0 ? seeded('customer@demo.vn', 1).id : input.orderId,
      }),
      runs: 12,
    })
    expect(ok).toBeGreaterThan(0)
  })
})

describe('R-ORD-007 R-API-029 Order.GetAvailableProductList', () => {
  it("answers the company's products with the fields of R-API-029, only for the user's own companies", async () => {
    const products = decoded(
      Order.GetAvailableProductList,
      await call(Order.GetAvailableProductList, { customerCode: 'C1001-02' }, tt()),
    )
    expect(products.length).toBeGreaterThan(10)
    expect(products.map((p) => p.ProductCode)).not.toContain('DR004') // excluded for this branch
    expect(products.every((p) => p.FormatId !== 3)).toBe(true) // no frozen format for Đà Nẵng
    await expectRefusedInBothLanguages(
      Order.GetAvailableProductList,
      { customerCode: 'C2001' },
      FORBIDDEN_CODE,
      tt().token,
      'notYourCustomer',
      {
        code: 'C2001',
      },
    )
  })

  it('answers the product specifications in the caller\u2019s language', async () => {
    const inLanguage = async (language: 'vi' | 'en') =>
      decoded(
        Order.GetAvailableProductList,
        await call(Order.GetAvailableProductList, { customerCode: 'C1001' }, { ...tt(), language }),
      )
    const [vi, en] = [await inLanguage('vi'), await inLanguage('en')]
    expect(en.map((p) => p.ProductCode)).toEqual(vi.map((p) => p.ProductCode))
    const differing = en.filter((p, i) => p.ProductSpecification !== vi[i]!.ProductSpecification)
    expect(differing.length).toBeGreaterThan(en.length / 2)
  })

  it('generated requests decode or are refused as another company', async () => {
    await expectGeneratedRequestsAnswered(Order.GetAvailableProductList, {
      ...tt(),
      refusals: [FORBIDDEN_CODE],
      tweak: (input, pick) => (pick % 2 === 0 ? { customerCode: 'C1001' } : input),
      runs: 8,
    })
  })
})

describe('R-ORD-018 Order.GetETATEDGap, R-SUP-005 Order.GetSupportList, R-CONF-003 Order.GetPaymentStatusList', () => {
  it("answers each company's gap in days, the support reasons and the payment statuses in both languages", async () => {
    expect(
      decoded(Order.GetETATEDGap, await call(Order.GetETATEDGap, { customerCode: 'C1001-01' }, tt())),
    ).toBe(5)
    expect(decoded(Order.GetETATEDGap, await call(Order.GetETATEDGap, {}, tt()))).toBe(3)
    const reasons = decoded(Order.GetSupportList, await call(Order.GetSupportList, {}, tt()))
    expect(reasons.length).toBeGreaterThan(3)
    for (const r of reasons) expect(r.Support_EN).not.toBe(r.Support_VN)
    const statuses = decoded(Order.GetPaymentStatusList, await call(Order.GetPaymentStatusList, {}, tt()))
    expect(statuses.map((s) => s.PaymentStatus)).toEqual([1, 2, 3, 4, 5])
    for (const s of statuses) expect(s.PaymentStatusString_EN).not.toBe(s.PaymentStatusString_VN)
    await expectGeneratedRequestsAnswered(Order.GetETATEDGap, {
      ...tt(),
      refusals: [FORBIDDEN_CODE],
      runs: 6,
    })
  })
})

describe('R-API-026 R-ORD-003 Order.CreateDraftOrder', () => {
  it('saves an unfinished draft (no products, no ETA, no address): status 0, only in the draft list (R-LIFE-027)', async () => {
    const ref = decoded(
      Order.CreateDraftOrder,
      await call(
        Order.CreateDraftOrder,
        orderBody(catalog(), { orderProductList: [], etaDate: null, shippingAddressId: null, note: '' }),
        tt(),
      ),
    )
    expect(ref.OrderNumber).toBe(`BB${String(ref.Id).padStart(8, '0')}`)
    const drafts = decoded(
      Order.GetDraftOrderList,
      await call(Order.GetDraftOrderList, { pageIndex: 1, pageSize: 100 }, tt()),
    )
    expect(drafts.list.map((o) => o.Id)).toContain(ref.Id)
    expect(drafts.list.find((o) => o.Id === ref.Id)?.FeOrderStatus).toBe(0)
    const pending = decoded(
      Order.GetPendingOrderList,
      await call(Order.GetPendingOrderList, { pageIndex: 1, pageSize: 100 }, tt()),
    )
    expect(pending.list.map((o) => o.Id)).not.toContain(ref.Id)
  })

  it('the server takes prices and names from its catalogue and counts the cases itself (R-ORD-011)', async () => {
    const line = { ...lineOf(catalog(), 'KM-SS001', 10), UnitPrice: 1, Amount: 10 }
    const ref = decoded(
      Order.CreateDraftOrder,
      await call(
        Order.CreateDraftOrder,
        orderBody(catalog(), { orderProductList: [line], quantity: 1, amount: 1 }),
        tt(),
      ),
    )
    const order = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, tt()))
    expect(order.OrderProductList[0]!.UnitPrice).toBe(lineOf(catalog(), 'KM-SS001', 1).UnitPrice)
    expect(order.Quantity).toBe(40) // 10 sets of 2 + 1 main and 1 free case
  })

  it("refuses another company's code (4030) and an unknown product (4004), appending nothing", async () => {
    const before = logLength()
    await expectRefusedInBothLanguages(
      Order.CreateDraftOrder,
      orderBody(catalog(), { customerCode: 'D3001' }),
      FORBIDDEN_CODE,
      tt().token,
    )
    await expectRefusedInBothLanguages(
      Order.CreateDraftOrder,
      orderBody(catalog(), {
        orderProductList: [{ ...lineOf(catalog(), 'SS001', 100), ProductCode: 'NOPE' }],
      }),
      MOCK_CODES.notFound,
      tt().token,
      'orders.unknownProduct',
      { productCode: 'NOPE', customerCode: 'C1001' },
    )
    expect(logLength()).toBe(before)
  })

  it('refuses a body that does not decode (negative or fractional quantity) with 4000 naming the field', async () => {
    const bad = { ...orderBody(catalog()), quantity: -1 }
    const answer = await callEncoded(Order.CreateDraftOrder, bad, { ...tt(), language: 'en' })
    expect(answer.code).toBe(MOCK_CODES.badRequest)
    expect(answer.message).toMatch(/quantity/)
    const fractional = {
      ...orderBody(catalog()),
      orderProductList: [{ ...lineOf(catalog(), 'SS001', 1), Quantity: 1.5 }],
    }
    expect((await callEncoded(Order.CreateDraftOrder, fractional, tt())).code).toBe(MOCK_CODES.badRequest)
  })
})

describe('R-API-026 R-ORD-023 Order.CreateOpenOrder', () => {
  it('R-ORD-008 R-LIFE-009 places an order: status 1, "Order successful", tracking step 0 (R-LIFE-001)', async () => {
    const answer = await call(Order.CreateOpenOrder, orderBody(catalog()), { ...tt(), language: 'en' })
    expect(answer.message).toBe('Order successful')
    const ref = decoded(Order.CreateOpenOrder, answer)
    const order = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, tt()))
    expect(order.FeOrderStatus).toBe(1)
    expect(order.SubmitDate).toBe('2025-03-15 10:00:00')
    expect(order.ETDDate).toBeNull()
    const steps = decoded(
      Order.GetOrderTrackingIno,
      await call(Order.GetOrderTrackingIno, { OrderId: ref.Id }, tt()),
    )
    expect(steps).toEqual([
      {
        TrackId: 0,
        TrackName_EN: 'Order created',
        TrackName_VN: 'Đã tạo đơn hàng',
        ActionDate: '2025-03-15 10:00:00',
      },
    ])
  })

  const refusals: ReadonlyArray<
    readonly [string, string, () => ReturnType<typeof orderBody>, string, Record<string, unknown>?]
  > = [
    ['R-ORD-015', 'no products', () => orderBody(catalog(), { orderProductList: [] }), 'noProducts'],
    [
      'R-ORD-016',
      'fewer than 100 cases',
      () => orderBody(catalog(), { orderProductList: [lineOf(catalog(), 'SS001', 99)] }),
      'minimumCases',
      { total: 99, minimum: 100, missing: 1 },
    ],
    [
      'R-ORD-020',
      'mixed formats',
      () =>
        orderBody(catalog(), {
          orderProductList: [lineOf(catalog(), 'SS001', 60), lineOf(catalog(), 'FZ001', 60)],
        }),
      'mixedFormats',
      { formats: 2 },
    ],
    [
      'R-ORD-017',
      'a frozen order over 2300 cases',
      () =>
        orderBody(catalog(), {
          orderProductList: [lineOf(catalog(), 'FZ001', 1200), lineOf(catalog(), 'FZ002', 1101)],
        }),
      'frozenLimit',
      { total: 2301, limit: 2300, excess: 1 },
    ],
    ['R-ORD-005', 'no note', () => orderBody(catalog(), { note: ' ' }), 'noteRequired'],
    [
      'R-ORD-018',
      'an ETD before today',
      () => orderBody(catalog(), { etaDate: '2025-03-16' }),
      'etdBeforeToday',
      { eta: '2025-03-16', etd: '2025-03-13', earliestEta: '2025-03-18' },
    ],
  ]
  for (const [rule, what, body, key, params] of refusals) {
    it(`${rule} refuses ${what} with the rule's message in both languages and appends nothing`, async () => {
      const before = logLength()
      for (const language of ['vi', 'en'] as const) {
        const answer = await call(Order.CreateOpenOrder, body(), { ...tt(), language })
        expect(answer.code).toBe(MOCK_CODES.ruleViolation)
        expect(answer.message).toBe(backendText(language, `placeOrder:rules.${key}`, params))
      }
      expect(logLength()).toBe(before)
    })
  }

  it('R-ORD-017 exactly 2300 frozen cases and exactly 100 cases are accepted', async () => {
    const frozen = orderBody(catalog(), {
      orderProductList: [lineOf(catalog(), 'FZ001', 1200), lineOf(catalog(), 'FZ002', 1100)],
    })
    expect((await call(Order.CreateOpenOrder, frozen, tt())).code).toBe(0)
    const hundred = orderBody(catalog(), { orderProductList: [lineOf(catalog(), 'SS001', 100)] })
    expect((await call(Order.CreateOpenOrder, hundred, tt())).code).toBe(0)
  })
})

describe('R-API-045 request lines need only ProductCode and Quantity', () => {
  it('CreateOpenOrder with bare lines is accepted; names, prices and amounts come from the catalogue', async () => {
    const body = orderBody(catalog(), {
      orderProductList: [
        { ProductCode: 'SS001', Quantity: 60 },
        { ProductCode: 'SS003', Quantity: 60 },
      ],
    })
    const ref = decoded(Order.CreateOpenOrder, await call(Order.CreateOpenOrder, body, tt()))
    const order = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, tt()))
    expect(order.OrderProductList).toEqual([lineOf(catalog(), 'SS001', 60), lineOf(catalog(), 'SS003', 60)])
    expect(order.Quantity).toBe(120)
  })

  it('other line fields are accepted and ignored: a forged price or name changes nothing', async () => {
    const forged = { ...lineOf(catalog(), 'SS001', 100), UnitPrice: 1, Amount: 100, ProductName: 'Free' }
    const ref = decoded(
      Order.CreateDraftOrder,
      await call(Order.CreateDraftOrder, orderBody(catalog(), { orderProductList: [forged] }), tt()),
    )
    const order = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, tt()))
    expect(order.OrderProductList).toEqual([lineOf(catalog(), 'SS001', 100)])
  })

  it('a line without a ProductCode or a Quantity is refused (4000) and appends nothing', async () => {
    const before = logLength()
    for (const line of [{ ProductCode: 'SS001' }, { Quantity: 100 }]) {
      const body = { ...orderBody(catalog()), orderProductList: [line] }
      expect((await callEncoded(Order.CreateOpenOrder, body, tt())).code).toBe(MOCK_CODES.badRequest)
    }
    expect(logLength()).toBe(before)
  })
})

describe('R-ORD-030 the special rate comes from the company, never from the body', () => {
  const distributor = () => ({ token: tokens['distributor@demo.vn']! })
  const distributorBody = () =>
    orderBody(catalog(), {
      customerCode: 'D3001',
      shippingAddressId: catalog()
        .companies.find((c) => c.customer.CustomerCode === 'D3001')!
        .addresses.find((a) => a.AddressType === 2)!.Id,
      orderProductList: [lineOf(catalog(), 'SS001', 150)],
    })
  const cases = [
    ['a company customer', tt, () => orderBody(catalog()), 0],
    ['a distributor', distributor, distributorBody, 0.02],
  ] as const
  for (const [who, session, body, rate] of cases)
    for (const endpoint of [Order.CreateOpenOrder, Order.CreateDraftOrder])
      it(`${endpoint.name} by ${who} with specialRatePercent 1 stores the company's rate ${rate} and its total`, async () => {
        const answer = await call(endpoint, { ...body(), specialRatePercent: 1 }, session())
        const ref = decoded(endpoint, answer)
        const order = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, session()))
        const amount = order.OrderProductList.reduce((sum, l) => sum + l.UnitPrice * l.Quantity, 0)
        expect(order.Amount).toBe(amount)
        expect(order.SpecialRatePercent).toBe(rate)
        expect(order.TotalAmount).toBe(amount - Math.round(amount * rate))
        expect(order.TotalAmount).toBeGreaterThan(0)
      })
})

describe('R-API-027 Order.SaveAsOpenOrder, R-API-010 Order.Update, R-LIFE-008 Order.Delete', () => {
  it('a draft is changed, then submitted with the body: 0 to 1', async () => {
    const ref = decoded(
      Order.CreateDraftOrder,
      await call(Order.CreateDraftOrder, orderBody(catalog(), { note: 'first' }), tt()),
    )
    decoded(
      Order.UpdateOrder,
      await call(Order.UpdateOrder, { ...orderBody(catalog(), { note: 'changed' }), id: ref.Id }, tt()),
    )
    expect(decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, tt())).Note).toBe(
      'changed',
    )
    const placed = await call(
      Order.SaveAsOpenOrder,
      { ...orderBody(catalog(), { note: 'submitted' }), id: ref.Id },
      tt(),
    )
    expect(decoded(Order.SaveAsOpenOrder, placed).Id).toBe(ref.Id)
    const order = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, tt()))
    expect([order.FeOrderStatus, order.Note]).toEqual([1, 'submitted'])
  })

  it("R-ORD-018 a draft moved to another company takes that company's ETA to ETD gap", async () => {
    const ref = decoded(
      Order.CreateDraftOrder,
      await call(Order.CreateDraftOrder, orderBody(catalog()), tt()),
    )
    const hanoi = catalog().companies.find((c) => c.customer.CustomerCode === 'C1001-01')!
    const body = orderBody(catalog(), {
      customerCode: 'C1001-01',
      shippingAddressId: hanoi.addresses[0]!.Id,
      orderProductList: [lineOf(catalog(), 'FZ001', 100)],
    })
    expect((await call(Order.SaveAsOpenOrder, { ...body, id: ref.Id }, tt())).code).toBe(0)
    const state = orders().store.order(ref.Id)!
    const approved = await orders().commands.act(state, {
      type: 'ApproveOrder',
      by: 'backOffice',
      at: orders().clock.now(),
    })
    expect(approved.ok).toBe(true)
    const detail = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: ref.Id }, tt()))
    expect([detail.CustomerCode, detail.ConfirmedETA, detail.ETDDate]).toEqual([
      'C1001-01',
      '2025-03-25',
      '2025-03-20',
    ])
  })

  it('R-ORD-023 a draft that breaks an ordering rule is not submitted; it stays a draft', async () => {
    const ref = decoded(
      Order.CreateDraftOrder,
      await call(Order.CreateDraftOrder, orderBody(catalog(), { orderProductList: [] }), tt()),
    )
    const answer = await call(
      Order.SaveAsOpenOrder,
      { ...orderBody(catalog(), { orderProductList: [] }), id: ref.Id },
      tt(),
    )
    expect(answer.code).toBe(MOCK_CODES.ruleViolation)
    expect(orders().store.order(ref.Id)!.status).toBe(0)
  })

  it('R-LIFE-008 R-API-038 a placed order cannot be changed, submitted or deleted by the customer: the message names its status', async () => {
    const placed = seeded('customer@demo.vn', 1)
    const before = logLength()
    for (const [endpoint, input] of [
      [Order.UpdateOrder, { ...orderBody(catalog()), id: placed.id }],
      [Order.SaveAsOpenOrder, { ...orderBody(catalog()), id: placed.id }],
      [Order.DeleteOrder, { orderId: placed.id }],
    ] as const) {
      const answer = await call(endpoint as typeof Order.DeleteOrder, input as never, {
        ...tt(),
        language: 'en',
      })
      expect(answer.code).toBe(MOCK_CODES.illegalState)
      expect(answer.message).toContain('Pending Approval')
    }
    expect(logLength()).toBe(before)
  })

  it('R-LIFE-008 a draft is deleted: gone from the draft list and from Get', async () => {
    const ref = decoded(
      Order.CreateDraftOrder,
      await call(Order.CreateDraftOrder, orderBody(catalog()), tt()),
    )
    expect((await call(Order.DeleteOrder, { orderId: ref.Id }, tt())).code).toBe(0)
    expect((await call(Order.GetOrder, { orderId: ref.Id }, tt())).code).toBe(MOCK_CODES.notFound)
    const drafts = decoded(
      Order.GetDraftOrderList,
      await call(Order.GetDraftOrderList, { pageIndex: 1, pageSize: 100 }, tt()),
    )
    expect(drafts.list.map((o) => o.Id)).not.toContain(ref.Id)
  })

  it('R-PAY-002 saving vouchers at 2 keeps the status and records the evidence; R-PAY-004 none is refused', async () => {
    const order = seeded('customer@demo.vn', 2)
    const refused = await call(
      Order.UpdateOrder,
      { ...orderBody(catalog()), id: order.id, formatId: 0, orderPaymentList: [] },
      { ...tt(), language: 'en' },
    )
    expect([refused.code, refused.message]).toEqual([
      MOCK_CODES.ruleViolation,
      'Please upload payment voucher',
    ])
    const url = await storedVoucher()
    const saved = await call(
      Order.UpdateOrder,
      { ...orderBody(catalog()), id: order.id, formatId: 0, orderPaymentList: [{ Evidence: url }] },
      tt(),
    )
    expect(saved.code).toBe(0)
    const detail = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: order.id }, tt()))
    expect([detail.FeOrderStatus, detail.OrderPaymentList.map((p) => p.Evidence)]).toEqual([2, [url]])
  })

  it('generated Update and Delete requests decode or are refused with a known code', async () => {
    const codes = [
      MOCK_CODES.notFound,
      MOCK_CODES.illegalState,
      MOCK_CODES.ruleViolation,
      MOCK_CODES.badRequest,
      FORBIDDEN_CODE,
    ]
    await expectGeneratedRequestsAnswered(Order.UpdateOrder, { ...tt(), refusals: codes, runs: 10 })
    await expectGeneratedRequestsAnswered(Order.DeleteOrder, { ...tt(), refusals: codes, runs: 10 })
    await expectGeneratedRequestsAnswered(Order.CreateOpenOrder, { ...tt(), refusals: codes, runs: 10 })
    await expectGeneratedRequestsAnswered(Order.CreateDraftOrder, { ...tt(), refusals: codes, runs: 10 })
    await expectGeneratedRequestsAnswered(Order.SaveAsOpenOrder, { ...tt(), refusals: codes, runs: 10 })
  })
})

describe('R-PAY-003 Order.ApprovePendingPaymentOrder', () => {
  it('submits the vouchers: 2 to 25, tracking step 1 (R-LIFE-002); without one, R-PAY-004', async () => {
    const order = [...orders().store.orders()]
      .filter((o) => o.account === 'customer@demo.vn' && o.status === 2)
      .at(-1)!
    const refused = await call(Order.ApprovePendingPaymentOrder, { orderId: order.id, paymentList: [] }, tt())
    expect(refused.code).toBe(MOCK_CODES.ruleViolation)
    const unknown = await call(
      Order.ApprovePendingPaymentOrder,
      { orderId: order.id, paymentList: ['https://elsewhere.test/x.pdf'] },
      tt(),
    )
    expect(unknown.code).toBe(MOCK_CODES.notFound)
    const answer = await call(
      Order.ApprovePendingPaymentOrder,
      { orderId: order.id, paymentList: [await storedVoucher()] },
      tt(),
    )
    expect(answer.code).toBe(0)
    expect(orders().store.order(order.id)!.status).toBe(25)
    const steps = decoded(
      Order.GetOrderTrackingIno,
      await call(Order.GetOrderTrackingIno, { OrderId: order.id }, tt()),
    )
    expect(steps.map((s) => s.TrackId)).toEqual([0, 1])
  })

  it('R-LIFE-028 a credit customer has no voucher step: submitting payment is an illegal state', async () => {
    const order = seeded('credit@demo.vn', 3)
    const answer = await call(
      Order.ApprovePendingPaymentOrder,
      { orderId: order.id, paymentList: [await storedVoucher('credit@demo.vn')] },
      credit(),
    )
    expect(answer.code).toBe(MOCK_CODES.illegalState)
  })

  it('generated requests are refused with a known code (their URLs were never uploaded)', async () => {
    await expectGeneratedRequestsAnswered(Order.ApprovePendingPaymentOrder, {
      ...tt(),
      refusals: [MOCK_CODES.notFound, MOCK_CODES.ruleViolation, MOCK_CODES.illegalState],
      runs: 8,
    })
  })
})

describe('R-CONF-015 Order.CompleteOrder and R-SUP-006 Order.SaveAsSupportOrder', () => {
  it('R-LIFE-013 receipt completes an order at 5 with a message; at 3 it is an illegal state', async () => {
    const delivering = [...orders().store.orders()].filter(
      (o) => o.account === 'credit@demo.vn' && o.status === 5,
    )[0]!
    const answer = await call(
      Order.CompleteOrder,
      { orderId: delivering.id },
      { ...credit(), language: 'en' },
    )
    expect(answer.code).toBe(0)
    expect(answer.message).toContain(delivering.orderNumber)
    expect(orders().store.order(delivering.id)!.status).toBe(6)
    expect(
      (await call(Order.CompleteOrder, { orderId: seeded('credit@demo.vn', 3).id }, credit())).code,
    ).toBe(MOCK_CODES.illegalState)
  })

  it('R-LIFE-016 a support request moves 5 to 7 with its reasons; R-SUP-003 none is refused; unknown reasons are refused', async () => {
    const order = [...orders().store.orders()].filter(
      (o) => o.account === 'customer@demo.vn' && o.status === 5,
    )[0]!
    const none = await call(
      Order.SaveAsSupportOrder,
      { orderId: order.id, supportIdList: [], supportDescription: '', supportUrlList: [] },
      { ...tt(), language: 'en' },
    )
    expect([none.code, none.message]).toEqual([
      MOCK_CODES.ruleViolation,
      'Please select which issues you need to get support on',
    ])
    const unknown = await call(
      Order.SaveAsSupportOrder,
      { orderId: order.id, supportIdList: [99], supportDescription: '', supportUrlList: [] },
      tt(),
    )
    expect(unknown.code).toBe(MOCK_CODES.notFound)
    const url = await storedVoucher()
    const answer = await call(
      Order.SaveAsSupportOrder,
      {
        orderId: order.id,
        supportIdList: [1, 3],
        supportDescription: 'Broken cartons',
        supportUrlList: [{ fileUrl: url, fileName: 'photo.png' }],
      },
      { ...tt(), language: 'en' },
    )
    expect([answer.code, answer.message]).toEqual([0, 'Successfully submitted !'])
    const detail = decoded(Order.GetOrder, await call(Order.GetOrder, { orderId: order.id }, tt()))
    expect(detail.FeOrderStatus).toBe(7)
    expect(detail.Support_EN).toBe('Damaged goods, Wrong product delivered')
    expect(detail.SupportUrlList).toEqual([{ FileName: 'photo.png', FileUrl: url }])
  })

  it('generated requests are refused with a known code or accepted', async () => {
    const codes = [MOCK_CODES.notFound, MOCK_CODES.ruleViolation, MOCK_CODES.illegalState]
    await expectGeneratedRequestsAnswered(Order.CompleteOrder, { ...tt(), refusals: codes, runs: 8 })
    await expectGeneratedRequestsAnswered(Order.SaveAsSupportOrder, { ...tt(), refusals: codes, runs: 8 })
  })
})

describe('R-API-012 R-PEND-002 Order.GetPendingOrderList', () => {
  it("lists only 1, 2 and 25 of the user's companies, newest first, paged with the total (R-PEND-007)", async () => {
    const all = decoded(
      Order.GetPendingOrderList,
      await call(Order.GetPendingOrderList, { pageIndex: 1, pageSize: 100 }, tt()),
    )
    expect(all.list.length).toBe(all.totalCount)
    expect(all.list.every((o) => [1, 2, 25].includes(o.FeOrderStatus))).toBe(true)
    expect(all.list.every((o) => o.CustomerCode.startsWith('C1001'))).toBe(true)
    expect(all.list.map((o) => o.CreateTime)).toEqual([...all.list.map((o) => o.CreateTime)].sort().reverse())
    const page2 = decoded(
      Order.GetPendingOrderList,
      await call(Order.GetPendingOrderList, { pageIndex: 2, pageSize: 2 }, tt()),
    )
    expect(page2.list.map((o) => o.Id)).toEqual(all.list.slice(2, 4).map((o) => o.Id))
    expect(page2.totalCount).toBe(all.totalCount)
  })

  it('R-DATE-001 filters by company, BB number and created range from 00:00:00 to 23:59:59', async () => {
    const all = decoded(
      Order.GetPendingOrderList,
      await call(Order.GetPendingOrderList, { pageIndex: 1, pageSize: 100 }, tt()),
    ).list
    const target = all.find((o) => o.CustomerCode === 'C1001-02')!
    const day = target.CreateTime.slice(0, 10)
    const byDay = decoded(
      Order.GetPendingOrderList,
      await call(
        Order.GetPendingOrderList,
        { startTime: `${day} 00:00:00`, endTime: `${day} 23:59:59`, pageIndex: 1, pageSize: 100 },
        tt(),
      ),
    ).list
    expect(byDay.map((o) => o.Id)).toEqual(all.filter((o) => o.CreateTime.startsWith(day)).map((o) => o.Id))
    const byNumber = decoded(
      Order.GetPendingOrderList,
      await call(
        Order.GetPendingOrderList,
        {
          orderNumber: target.OrderNumber.slice(-4).toLowerCase(),
          customerCode: 'C1001-02',
          pageIndex: 1,
          pageSize: 10,
        },
        tt(),
      ),
    ).list
    expect(byNumber.map((o) => o.Id)).toContain(target.Id)
    expect(byNumber.every((o) => o.CustomerCode === 'C1001-02')).toBe(true)
    const byStatus = decoded(
      Order.GetPendingOrderList,
      await call(Order.GetPendingOrderList, { feOrderStatus: 2, pageIndex: 1, pageSize: 100 }, tt()),
    ).list
    expect(byStatus.every((o) => o.FeOrderStatus === 2)).toBe(true)
    const outside = await call(
      Order.GetPendingOrderList,
      { feOrderStatus: 6, pageIndex: 1, pageSize: 100 },
      tt(),
    )
    expect(decoded(Order.GetPendingOrderList, outside).totalCount).toBe(0)
  })

  it("R-PEND-001 another account's company is refused (4030); a range bound not at 00:00:00 is a bad request", async () => {
    await expectRefusedInBothLanguages(
      Order.GetPendingOrderList,
      { customerCode: 'D3001', pageIndex: '1', pageSize: '10' },
      FORBIDDEN_CODE,
      tt().token,
    )
    const bad = await callEncoded(
      Order.GetPendingOrderList,
      { startTime: '2025-03-01 08:00:00', pageIndex: '1', pageSize: '10' },
      tt(),
    )
    expect(bad.code).toBe(MOCK_CODES.badRequest)
  })

  it('generated requests decode with the client Schema', async () => {
    const ok = await expectGeneratedRequestsAnswered(Order.GetPendingOrderList, {
      ...tt(),
      refusals: [FORBIDDEN_CODE],
      tweak: (input, pick) => (pick % 3 === 0 ? { ...input, customerCode: undefined } : input),
      runs: 15,
    })
    expect(ok).toBeGreaterThan(0)
  })
})

describe('R-API-013 R-CONF-003 Order.GetPagedMallOrderList and R-CONF-001 Order.GetMallOrderStatusList', () => {
  it('lists 3 to 8 only; each status tab counts exactly what its list holds', async () => {
    const tabs = decoded(Order.GetMallOrderStatusList, await call(Order.GetMallOrderStatusList, {}, credit()))
    expect(tabs.map((t) => t.OrderStatus)).toEqual([...CONFIRMED_STATUSES])
    for (const tab of tabs) {
      const page = decoded(
        Order.GetPagedMallOrderList,
        await call(
          Order.GetPagedMallOrderList,
          { orderStatus: tab.OrderStatus, pageIndex: 1, pageSize: 100 },
          credit(),
        ),
      )
      expect(page.totalCount).toBe(tab.OrderCount)
      expect(page.OrderList.every((o) => o.FeOrderStatus === tab.OrderStatus)).toBe(true)
      expect(tab.OrderStatusString_EN).not.toBe(tab.OrderStatusString_VN)
    }
    const all = decoded(
      Order.GetPagedMallOrderList,
      await call(Order.GetPagedMallOrderList, { pageIndex: 1, pageSize: 100 }, credit()),
    )
    expect(all.totalCount).toBe(tabs.reduce((sum, t) => sum + t.OrderCount, 0))
  })

  it('R-DATE-001 filters by payment statuses, ETA range (startTime/endTime, R-API-013) and ETD range', async () => {
    const all = decoded(
      Order.GetPagedMallOrderList,
      await call(Order.GetPagedMallOrderList, { pageIndex: 1, pageSize: 100 }, tt()),
    ).OrderList
    const paid = decoded(
      Order.GetPagedMallOrderList,
      await call(
        Order.GetPagedMallOrderList,
        { paymentStatusStrings: [3], pageIndex: 1, pageSize: 100 },
        tt(),
      ),
    )
    expect(paid.totalCount).toBeGreaterThan(0)
    expect(paid.OrderList.every((o) => o.PaymentStatusString === 'Đã thanh toán')).toBe(true)
    const eta = all.find((o) => o.ConfirmedETA !== null)!.ConfirmedETA!
    const byEta = decoded(
      Order.GetPagedMallOrderList,
      await call(
        Order.GetPagedMallOrderList,
        { startTime: `${eta} 00:00:00`, endTime: `${eta} 23:59:59`, pageIndex: 1, pageSize: 100 },
        tt(),
      ),
    ).OrderList
    expect(byEta.length).toBeGreaterThan(0)
    expect(byEta.every((o) => (o.ConfirmedETA ?? o.EtaDate) === eta)).toBe(true)
    const etd = all.find((o) => o.ETDDate !== null)!.ETDDate!
    const byEtd = decoded(
      Order.GetPagedMallOrderList,
      await call(
        Order.GetPagedMallOrderList,
        { etdFrom: `${etd} 00:00:00`, etdTo: `${etd} 23:59:59`, pageIndex: 1, pageSize: 100 },
        tt(),
      ),
    ).OrderList
    expect(byEtd.map((o) => o.Id)).toEqual(all.filter((o) => o.ETDDate === etd).map((o) => o.Id))
  })

  it('R-CONF-020 the tab counts follow the other filters: each counts what its tab lists with them', async () => {
    const all = decoded(
      Order.GetPagedMallOrderList,
      await call(Order.GetPagedMallOrderList, { pageIndex: 1, pageSize: 100 }, tt()),
    ).OrderList
    const etd = all.find((o) => o.ETDDate !== null)!.ETDDate!
    const filters = { paymentStatusStrings: [3, 4, 5], etdTo: `${etd} 23:59:59` }
    const tabs = decoded(
      Order.GetMallOrderStatusList,
      await call(Order.GetMallOrderStatusList, filters, tt()),
    )
    const unfiltered = decoded(
      Order.GetMallOrderStatusList,
      await call(Order.GetMallOrderStatusList, {}, tt()),
    )
    expect(tabs.reduce((sum, t) => sum + t.OrderCount, 0)).toBeLessThan(
      unfiltered.reduce((sum, t) => sum + t.OrderCount, 0),
    )
    for (const tab of tabs) {
      const page = decoded(
        Order.GetPagedMallOrderList,
        await call(
          Order.GetPagedMallOrderList,
          { ...filters, orderStatus: tab.OrderStatus, pageIndex: 1, pageSize: 100 },
          tt(),
        ),
      )
      expect(page.totalCount).toBe(tab.OrderCount)
    }
  })

  it('generated requests decode with the client Schema', async () => {
    await expectGeneratedRequestsAnswered(Order.GetPagedMallOrderList, {
      ...tt(),
      refusals: [FORBIDDEN_CODE],
      runs: 15,
    })
    await expectGeneratedRequestsAnswered(Order.GetMallOrderStatusList, {
      ...tt(),
      refusals: [FORBIDDEN_CODE],
      runs: 6,
    })
    await expectGeneratedRequestsAnswered(Order.GetDraftOrderList, {
      ...tt(),
      refusals: [FORBIDDEN_CODE],
      runs: 6,
    })
  })
})

describe('R-API-014 R-LIFE-007 Order.GetOrderTrackingIno', () => {
  it('answers the steps in TrackId order with names in both languages and action dates', async () => {
    for (const state of [...orders().store.orders()].filter((o) => o.account === 'customer@demo.vn')) {
      const steps = decoded(
        Order.GetOrderTrackingIno,
        await call(Order.GetOrderTrackingIno, { OrderId: state.id }, tt()),
      )
      const ids = steps.map((s) => s.TrackId)
      expect(ids).toEqual([...ids].sort((a, b) => a - b))
      if (state.status === 6) expect(ids.at(-1)).toBe(4)
      if (state.status === 8) expect(ids.at(-1)).toBe(5)
      if (state.status === 0) expect(ids).toEqual([])
      for (const s of steps) expect(s.TrackName_EN).not.toBe(s.TrackName_VN)
    }
    expect(FE_ORDER_STATUSES.length).toBe(10)
  })
})

describe('generated tracking and change-order requests', () => {
  it('decode with the client Schema or answer 4004', async () => {
    const ids = [...orders().store.orders()].filter((o) => o.account === 'customer@demo.vn').map((o) => o.id)
    const some = await expectGeneratedRequestsAnswered(Order.GetOrderTrackingIno, {
      ...tt(),
      refusals: [MOCK_CODES.notFound],
      tweak: (input, pick) => (pick % 2 === 0 ? { OrderId: ids[pick % ids.length]! } : input),
      runs: 10,
    })
    expect(some).toBeGreaterThan(0)
    await expectGeneratedRequestsAnswered(Order.GetOrderChangedDetail, {
      ...tt(),
      refusals: [MOCK_CODES.notFound],
      tweak: (input, pick) => (pick % 2 === 0 ? { orderId: ids[pick % ids.length]! } : input),
      runs: 10,
    })
  })
})

describe('R-CHG-006 Order.GetOrderChangedDetail', () => {
  it("R-OWN-001 answers a change-order document to its order's owner; an order without one answers 4004", async () => {
    const changed = [...orders().store.orders()].filter((o) => o.change !== null)
    expect(changed.length).toBeGreaterThanOrEqual(3)
    for (const state of changed) {
      const doc = decoded(
        Order.GetOrderChangedDetail,
        await call(Order.GetOrderChangedDetail, { orderId: state.id }, { token: tokens[state.account] }),
      )
      expect(doc.OrderNumber).toBe(state.orderNumber)
      expect(doc.NewETA !== null || doc.NewShippingAddress !== null).toBe(true)
    }
    const plain = [...orders().store.orders()].find((o) => o.change === null && o.status !== 0)!
    expect(
      (await call(Order.GetOrderChangedDetail, { orderId: plain.id }, { token: tokens[plain.account] })).code,
    ).toBe(MOCK_CODES.notFound)
    expect(TEST_TODAY).toBe(orders().clock.today())
  })
})
