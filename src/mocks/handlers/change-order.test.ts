// The change-order document without a login (R-CHG-007, decision 0220): the key the back
// office issues with a change opens it for anyone holding the link; the order id alone, a wrong key,
// another order's key or another account's session open nothing and tell nothing. Over the seed of
// 2025-03-15, through fetch as the client sends it.
import { beforeAll, describe, expect, it } from 'vitest'
import { GetUserNotificationList } from '../../api/contracts/notification'
import { GetOrder, GetOrderChangedDetail } from '../../api/contracts/order'
import { SimChangeOrder } from '../../api/contracts/simulator'
import { call, decoded, expectRefusedInBothLanguages, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { callWithPath, fixedClock } from '../../test/order-contract'
import { MOCK_CODES } from '../respond'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const account of ['customer@demo.vn', 'credit@demo.vn']) tokens[account] = await login(account)
})
const customer = () => tokens['customer@demo.vn']!

/** The query of a change-order link (`/changeorder?orderId=…&key=…`). */
const linkQuery = (link: string) => {
  const url = new URL(link, 'http://portal.test')
  expect(url.pathname).toBe('/changeorder')
  return { orderId: Number(url.searchParams.get('orderId')), key: url.searchParams.get('key') ?? '' }
}

const changedOrders = () => [...orders().store.orders()].filter((o) => o.change !== null)
const unchanged = () => [...orders().store.orders()].find((o) => o.change === null && o.status !== 0)!

describe('R-CHG-007 the key issued with a change opens its document without a login', () => {
  it("every seeded change has a key of 128 random bits, and the order's link carries it", async () => {
    const changed = changedOrders().filter((o) => o.account === 'customer@demo.vn')
    expect(changed.length).toBeGreaterThan(0)
    const keys = new Set<string>()
    for (const state of changed) {
      const order = decoded(GetOrder, await call(GetOrder, { orderId: state.id }, { token: customer() }))
      const { orderId, key } = linkQuery(order.OrderChangeDetailURL!)
      expect(orderId).toBe(state.id)
      expect(key).toMatch(/^[0-9a-f]{32}$/)
      keys.add(key)
      const doc = decoded(GetOrderChangedDetail, await call(GetOrderChangedDetail, { orderId, key }))
      expect(doc.OrderNumber).toBe(state.orderNumber)
    }
    expect(keys.size).toBe(changed.length)
  })

  it("R-API-037 the simulator's change raises a type 3 notification whose link opens the new ETA without a token; an earlier key still opens it", async () => {
    const target = [...orders().store.orders()].find(
      (o) => o.account === 'customer@demo.vn' && [1, 3, 4].includes(o.status) && o.change === null,
    )!
    const change = async (etaDate: string) => {
      const answer = await callWithPath(
        SimChangeOrder,
        { orderId: target.id, etaDate },
        { token: customer() },
      )
      expect(answer.code, answer.message).toBe(0)
      const list = decoded(
        GetUserNotificationList,
        await call(GetUserNotificationList, { NotificationTypeId: 3 }, { token: customer() }),
      )
      const latest = list[0]!
      expect([latest.OrderId, latest.OrderType, latest.IsRead]).toEqual([target.id, 3, false])
      return linkQuery(latest.FileURL!)
    }
    const first = await change('2025-04-20')
    const second = await change('2025-04-25')
    expect(second.key).not.toBe(first.key)
    for (const link of [first, second]) {
      const doc = decoded(GetOrderChangedDetail, await call(GetOrderChangedDetail, link))
      expect([doc.ChangedETA, doc.NewETA]).toEqual(['2025-04-20', '2025-04-25'])
    }
  })
})

describe('R-CHG-008 a change-order link without its key gives a clear refusal that tells nothing', () => {
  it('without a token: no key, a wrong key, a key of another order, an unknown order and an order without a change answer the same 4004 message in both languages', async () => {
    const [a, b] = changedOrders()
    const keyOf = (state: typeof a) => state!.change!.keys.at(-1)!
    const attempts = [
      { orderId: a!.id },
      { orderId: a!.id, key: '0'.repeat(32) },
      { orderId: a!.id, key: 'not-a-key' },
      { orderId: a!.id, key: keyOf(b) },
      { orderId: 999_999, key: keyOf(a) },
      { orderId: unchanged().id, key: keyOf(a) },
    ]
    const before = orders().store.log.length
    for (const attempt of attempts) {
      const encoded = { orderId: String(attempt.orderId), ...(attempt.key ? { key: attempt.key } : {}) }
      await expectRefusedInBothLanguages(
        GetOrderChangedDetail,
        encoded,
        MOCK_CODES.notFound,
        undefined,
        'orders.changeLinkInvalid',
      )
    }
    expect(orders().store.log.length).toBe(before)
  })

  it("R-OWN-001 with a token, another account's order without its key answers 'not found'; its owner needs no key", async () => {
    const foreign = changedOrders().find((o) => o.account === 'customer@demo.vn')!
    const refused = await call(
      GetOrderChangedDetail,
      { orderId: foreign.id },
      { token: tokens['credit@demo.vn'] },
    )
    expect(refused.code).toBe(MOCK_CODES.notFound)
    expect(refused.data ?? null).toBeNull()
    expect(refused.message).not.toContain(foreign.orderNumber)
    const own = await call(GetOrderChangedDetail, { orderId: foreign.id }, { token: customer() })
    expect(decoded(GetOrderChangedDetail, own).OrderNumber).toBe(foreign.orderNumber)
  })
})
