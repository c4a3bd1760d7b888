// Contract and behaviour tests of the back-office simulator (R-API-035..041) and of the
// failure injection, over the seed of 2025-03-15.
import { Arbitrary, FastCheck as fc, type Schema } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  SimApprove,
  SimCancel,
  SimChangeOrder,
  SimFailNext,
  SimGetClock,
  SimListOrders,
  SimMoveClock,
  SimProcess,
  SimReset,
  SimResolveSupport,
  SimShip,
  SimVerifyPayment,
} from '../../api/contracts/simulator'
import {
  CompleteOrder,
  GetOrder,
  GetOrderChangedDetail,
  GetOrderTrackingIno,
  SaveAsSupportOrder,
} from '../../api/contracts/order'
import { GetNotificationTypeList, GetUserNotificationList } from '../../api/contracts/notification'
import { orderSnapshotAt, type OrderEvent } from '../../machines/order-lifecycle'
import { commandOf } from '../../machines/order-lifecycle/order-lifecycle.testkit'
import { call, callEncoded, decoded, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { callWithPath, fixedClock } from '../../test/order-contract'
import { MOCK_CODES } from '../respond'
import { createMockBackend } from '.'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
let token = ''
let creditToken = ''
let distributorToken = ''
/** The session of a demo account. */
const tokenOf = (account: string) =>
  ({ 'customer@demo.vn': token, 'credit@demo.vn': creditToken, 'distributor@demo.vn': distributorToken })[
    account
  ]
beforeAll(async () => {
  token = await login('customer@demo.vn')
  creditToken = await login('credit@demo.vn')
  distributorToken = await login('distributor@demo.vn')
})
/** A simulator call with a session (decision 0131: any demo account stands in for the back office). */
const simCall: typeof callWithPath = (endpoint, input, options = {}) =>
  callWithPath(endpoint, input, { token, ...options })
const logLength = () => orders().store.log.length
const firstAt = (account: string, status: number) =>
  [...orders().store.orders()].find((o) => o.account === account && o.status === status)!

const ACTIONS = [
  [SimApprove, 'order.approve'],
  [SimVerifyPayment, 'payment.verify'],
  [SimProcess, 'order.process'],
  [SimShip, 'order.ship'],
  [SimResolveSupport, 'support.resolve'],
  [SimCancel, 'order.cancel'],
] as const

describe('R-API-036 R-API-038 the simulator order actions', () => {
  it('each action is accepted exactly when the lifecycle accepts it; an illegal one names the state and appends nothing', async () => {
    let accepted = 0
    let refused = 0
    for (const [endpoint, type] of ACTIONS) {
      for (const state of [...orders().store.orders()].filter((o) => o.account === 'distributor@demo.vn')) {
        const fresh = orders().store.order(state.id)!
        const event = { type, by: 'backOffice', at: orders().clock.now() } as OrderEvent
        const legal = orders().commands.can(fresh, commandOf(event))
        const before = logLength()
        const answer = await simCall(endpoint, { orderId: fresh.id }, { language: 'en' })
        if (legal) {
          expect(answer.code, answer.message).toBe(0)
          expect(decoded(endpoint, answer).Id).toBe(fresh.id)
          accepted += 1
        } else {
          expect(answer.code).toBe(MOCK_CODES.illegalState)
          expect(answer.message).toContain(fresh.orderNumber)
          expect(logLength()).toBe(before)
          refused += 1
        }
      }
    }
    expect(accepted).toBeGreaterThan(3)
    expect(refused).toBeGreaterThan(10)
  })

  it('R-LIFE-028 approve sends a TT company order to 2 and a credit one to 3', async () => {
    const tt = firstAt('customer@demo.vn', 1)
    const creditOrder = firstAt('credit@demo.vn', 1)
    expect(decoded(SimApprove, await simCall(SimApprove, { orderId: tt.id })).FeOrderStatus).toBe(2)
    expect(decoded(SimApprove, await simCall(SimApprove, { orderId: creditOrder.id })).FeOrderStatus).toBe(3)
    const detail = decoded(
      GetOrder,
      await call(GetOrder, { orderId: creditOrder.id }, { token: creditToken }),
    )
    expect(detail.ConfirmedETA).toBe(detail.EtaDate)
    expect(detail.ETDDate).not.toBeNull()
    expect(detail.PaymentStatusString).toBe('Công nợ')
  })

  it('R-LIFE-017 resolving support moves 7 to 6 and adds a type 4 "Support Completed" notification', async () => {
    const order = firstAt('customer@demo.vn', 7)
    expect(
      decoded(SimResolveSupport, await simCall(SimResolveSupport, { orderId: order.id })).FeOrderStatus,
    ).toBe(6)
    const list = decoded(
      GetUserNotificationList,
      await call(GetUserNotificationList, { NotificationTypeId: 4 }, { token, language: 'en' }),
    )
    expect(list[0]!.NotificationContent_EN).toMatch(/^Support Completed/)
    expect([list[0]!.OrderId, list[0]!.OrderType, list[0]!.IsRead]).toEqual([order.id, 2, false])
  })

  it('process then ship: SO numbers, then truck, packing list and a stored delivery note (R-CONF-012)', async () => {
    const order = firstAt('credit@demo.vn', 3)
    expect(decoded(SimProcess, await simCall(SimProcess, { orderId: order.id })).FeOrderStatus).toBe(4)
    expect(decoded(SimShip, await simCall(SimShip, { orderId: order.id })).FeOrderStatus).toBe(5)
    const detail = decoded(GetOrder, await call(GetOrder, { orderId: order.id }, { token: creditToken }))
    expect(detail.OrderSO).toMatch(/^SO\d{8}$/)
    expect(detail.WarehouseConfirmed).toBe(1)
    const url = detail.LogisticAttachments[0]!.FileURL
    // The back office's file is served to the users of the order's company (R-OWN-002).
    const file = await fetch(`http://portal.test${url}`, { headers: { Token: creditToken } })
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('R-LIFE-034 cancel keeps its reason and note; cancelling a delivered order is illegal', async () => {
    const target = firstAt('customer@demo.vn', 2)
    const answer = await simCall(SimCancel, {
      orderId: target.id,
      reason: 'Out of stock',
      note: 'Back in April',
    })
    expect(decoded(SimCancel, answer).FeOrderStatus).toBe(8)
    const detail = orders().store.order(target.id)!
    expect(detail.cancel).toEqual({ reason: 'Out of stock', note: 'Back in April' })
    const delivering = firstAt('customer@demo.vn', 5)
    const before = logLength()
    const refused = await simCall(SimCancel, { orderId: delivering.id }, { language: 'en' })
    expect(refused.code).toBe(MOCK_CODES.illegalState)
    expect(refused.message).toContain('Delivering')
    expect(logLength()).toBe(before)
  })

  it('R-API-037 R-CHG-009 a change order needs a new ETA, address, quantity or cost, keeps the status and adds a type 3 notification; its cost adds to the earlier ones', async () => {
    const order = firstAt('customer@demo.vn', 3)
    const earlierCost = order.change?.incurredPurchaseCostPercent ?? 0
    const none = await simCall(SimChangeOrder, { orderId: order.id })
    expect(none.code).toBe(MOCK_CODES.ruleViolation)
    const past = await simCall(SimChangeOrder, { orderId: order.id, etaDate: '2025-03-01' })
    expect(past.code).toBe(MOCK_CODES.ruleViolation)
    const foreign = await simCall(SimChangeOrder, { orderId: order.id, shippingAddressId: 999 })
    expect(foreign.code).toBe(MOCK_CODES.notFound)
    const answer = await simCall(SimChangeOrder, {
      orderId: order.id,
      etaDate: '2025-04-02',
      incurredPurchaseCostPercent: 0.03,
    })
    expect(decoded(SimChangeOrder, answer).FeOrderStatus).toBe(order.status)
    const doc = decoded(
      GetOrderChangedDetail,
      await call(GetOrderChangedDetail, { orderId: order.id }, { token: tokenOf(order.account) }),
    )
    expect(doc.NewETA).toBe('2025-04-02')
    expect(doc.IncurredPurchaseCostPercent).toBeCloseTo(earlierCost + 0.03, 10)
    const changes = decoded(
      GetUserNotificationList,
      await call(GetUserNotificationList, { NotificationTypeId: 3 }, { token }),
    )
    expect([changes[0]!.OrderId, changes[0]!.OrderType]).toEqual([order.id, 3])
  })

  it('unknown orders answer 4004; a bad path parameter answers 4000', async () => {
    expect((await simCall(SimApprove, { orderId: 999_999 })).code).toBe(MOCK_CODES.notFound)
    const response = await fetch('http://portal.test/api/__sim/orders/abc/approve', {
      method: 'POST',
      headers: { Token: token },
      body: '{}',
    })
    expect(((await response.json()) as { code: number }).code).toBe(MOCK_CODES.badRequest)
  })
})

describe('R-API-041 Sim.Orders: what the panel lists', () => {
  it("lists placed orders of every account, newest first; the lifecycle decides each action from the row's facts", async () => {
    const page = decoded(SimListOrders, await simCall(SimListOrders, { pageIndex: 1, pageSize: 100 }))
    expect(page.totalCount).toBe([...orders().store.orders()].filter((o) => o.status !== 0).length)
    expect(new Set(page.list.map((o) => o.Account)).size).toBe(3)
    for (const row of page.list) {
      const snapshot = orderSnapshotAt(
        row.FeOrderStatus,
        {
          customerTypeName: row.CustomerTypeName,
          termsOfPayment: row.TermsOfPayment,
          etaDate: row.EtaDate,
        },
        row.ConfirmedETA,
      )
      const state = orders().store.order(row.Id)!
      const event = { type: 'order.approve', by: 'backOffice', at: orders().clock.now() } as const
      expect(snapshot.can(event)).toBe(state.snapshot.can(event))
    }
    const delivering = decoded(
      SimListOrders,
      await simCall(SimListOrders, { status: 5, pageIndex: 1, pageSize: 100 }),
    )
    expect(delivering.list.every((o) => o.FeOrderStatus === 5)).toBe(true)
  })
})

describe('R-API-039 the business clock', () => {
  it('moving it completes due orders (R-LIFE-032) and closes the support window (R-LIFE-031); the token keeps working', async () => {
    const clock = decoded(SimGetClock, await simCall(SimGetClock, {}))
    const lastDay = [...orders().store.orders()].find(
      (o) => o.status === 5 && o.snapshot.context.confirmedEta === '2025-03-09',
    )!
    expect(lastDay).toBeDefined()
    const moved = decoded(SimMoveClock, await simCall(SimMoveClock, { days: 1 }))
    expect(moved.OffsetDays).toBe(clock.OffsetDays + 1)
    expect(moved.Now.slice(0, 10)).toBe('2025-03-16')
    const detail = decoded(GetOrder, await call(GetOrder, { orderId: lastDay.id }, { token }))
    expect(detail.FeOrderStatus).toBe(6)
    expect(detail.CompletedDate).toBe('2025-03-16 00:00:00')
    const steps = decoded(
      GetOrderTrackingIno,
      await call(GetOrderTrackingIno, { OrderId: lastDay.id }, { token }),
    )
    expect(steps.at(-1)).toMatchObject({ TrackId: 4, ActionDate: '2025-03-16 00:00:00' })
    expect((await call(CompleteOrder, { orderId: lastDay.id }, { token })).code).toBe(MOCK_CODES.illegalState)
    const support = await call(
      SaveAsSupportOrder,
      { orderId: lastDay.id, supportIdList: [1], supportDescription: '', supportUrlList: [] },
      { token },
    )
    expect(support.code).toBe(MOCK_CODES.illegalState)
  })

  it('refuses to move by 0 days or backwards (4000)', async () => {
    expect((await callEncoded(SimMoveClock, { days: 0 }, { token })).code).toBe(MOCK_CODES.badRequest)
    expect((await callEncoded(SimMoveClock, { days: -3 }, { token })).code).toBe(MOCK_CODES.badRequest)
  })
})

describe('failure injection (Sim.FailNext)', () => {
  it('the next call, and only it, meets the failure; simulator calls pass through', async () => {
    decoded(SimFailNext, await simCall(SimFailNext, { kind: 'serverError' }))
    // A simulator call does not consume it.
    decoded(SimGetClock, await simCall(SimGetClock, {}))
    const failed = await fetch('http://portal.test/api/Notification/GetUserUnReadNotificationCount', {
      headers: { Token: token },
    })
    expect(failed.status).toBe(500)
    const next = await fetch('http://portal.test/api/Notification/GetUserUnReadNotificationCount', {
      headers: { Token: token },
    })
    expect(next.status).toBe(200)

    await simCall(SimFailNext, { kind: 'authExpired' })
    const auth = (await (
      await fetch('http://portal.test/api/Order/GetSupportList', { headers: { Token: token } })
    ).json()) as { code: number }
    expect(auth.code).toBe(4012)

    await simCall(SimFailNext, { kind: 'offline' })
    await expect(
      fetch('http://portal.test/api/Order/GetSupportList', { headers: { Token: token } }),
    ).rejects.toThrow()

    await simCall(SimFailNext, { kind: 'serverError' })
    expect(decoded(SimFailNext, await simCall(SimFailNext, { kind: null })).Next).toBeNull()
    expect(
      (await fetch('http://portal.test/api/Order/GetSupportList', { headers: { Token: token } })).status,
    ).toBe(200)
  })
})

describe('generated simulator requests', () => {
  it('every answer is code 0 with data the client decodes, or a known refusal with a message', async () => {
    const ids = [...orders().store.orders()].map((o) => o.id)
    const refusals = [MOCK_CODES.notFound, MOCK_CODES.illegalState, MOCK_CODES.ruleViolation]
    let answered = 0
    for (const endpoint of [
      SimApprove,
      SimVerifyPayment,
      SimProcess,
      SimShip,
      SimResolveSupport,
      SimCancel,
      SimChangeOrder,
      SimListOrders,
    ]) {
      const request = endpoint.request as unknown as Schema.Schema<
        Record<string, unknown>,
        Record<string, unknown>
      >
      const samples = fc.sample(fc.tuple(Arbitrary.make(request), fc.nat({ max: 1000 })), {
        numRuns: 8,
        seed: 20260301,
      })
      for (const [sample, pick] of samples) {
        const input = (
          'orderId' in sample && pick % 2 === 0 ? { ...sample, orderId: ids[pick % ids.length]! } : sample
        ) as typeof sample
        const answer = await simCall(endpoint as typeof SimCancel, input as never, {
          language: pick % 3 === 0 ? 'en' : 'vi',
        })
        if (answer.code === 0) decoded(endpoint as typeof SimCancel, answer)
        else expect(refusals, `${endpoint.name}: ${answer.code} ${answer.message}`).toContain(answer.code)
        expect(answer.message.length).toBeGreaterThan(0)
        answered += 1
      }
    }
    expect(answered).toBe(64)
  })
})

describe('R-API-040 Sim.Reset', () => {
  it('restores the seed: the log of a fresh start, the clock back to real time', async () => {
    await simCall(SimMoveClock, { days: 2 })
    const pristine = createMockBackend({ realNow: fixedClock })
    await pristine.ready()
    expect(orders().store.log).not.toEqual(pristine.state.orders.store.log) // the tests above changed it
    const answer = await simCall(SimReset, {}, { language: 'en' })
    expect([answer.code, answer.message]).toEqual([0, 'Demo data restored'])
    expect(decoded(SimGetClock, await simCall(SimGetClock, {})).OffsetDays).toBe(0)
    // File ids and change-order keys are random (decisions 0152, 0220): the logs agree but for them.
    const anyFileId = (log: readonly unknown[]) =>
      JSON.parse(JSON.stringify(log).replace(/[0-9a-f]{32}/g, '*')) as unknown
    expect(anyFileId(orders().store.log)).toEqual(anyFileId(pristine.state.orders.store.log))
    expect(anyFileId(await orders().persistence.loadLog())).toEqual(
      anyFileId(pristine.state.orders.store.log),
    )
    const types = decoded(GetNotificationTypeList, await call(GetNotificationTypeList, {}, { token }))
    expect(types.map((t) => t.Id)).toEqual([1, 2, 3, 4])
  })
})
