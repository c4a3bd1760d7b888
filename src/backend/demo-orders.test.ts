// The large demo data set (decision 0287): the build switch's value, and the seed it makes.
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../api/contracts/common'
import { fixedClock } from '../test/order-contract'
import { demoAccounts } from './accounts'
import { demoOrdersOf, MAX_DEMO_ORDERS } from './demo-orders'
import { createOrderBackend } from './order-backend'
import { memoryPersistence } from './persistence'
import { LARGE_DEMO_ACCOUNT } from './seed'

const backendOver = (persistence = memoryPersistence(), demoOrders?: number) =>
  createOrderBackend({ accounts: demoAccounts, persistence, realNow: fixedClock, demoOrders })

describe('R-PERF-005 the large demo data set', () => {
  it('takes a whole number from 1 to the maximum from VITE_DEMO_ORDERS, anything else is the default seed', () => {
    expect(demoOrdersOf('10000')).toBe(10_000)
    expect(demoOrdersOf(' 25 ')).toBe(25)
    expect(demoOrdersOf(String(MAX_DEMO_ORDERS))).toBe(MAX_DEMO_ORDERS)
    for (const value of [undefined, '', '0', '-5', '1e4', '12.5', 'many', String(MAX_DEMO_ORDERS + 1), 10])
      expect(demoOrdersOf(value)).toBe(0)
  })

  it('adds the generated orders for one customer in every status, before the default seed, ids following creation time', async () => {
    const plain = backendOver()
    await plain.ready()
    const large = backendOver(memoryPersistence(), 120)
    await large.ready()
    const orders = [...large.store.orders()]
    const seedOrders = [...plain.store.orders()]
    expect(orders).toHaveLength(seedOrders.length + 120)
    const generated = orders.slice(0, 120)
    expect(new Set(generated.map((o) => o.account))).toEqual(new Set([LARGE_DEMO_ACCOUNT]))
    expect(new Set(generated.map((o) => o.status))).toEqual(new Set(FE_ORDER_STATUSES))
    // The default seed follows unchanged (its own orders, in the same statuses, for every account).
    expect(orders.slice(120).map((o) => [o.account, o.status, o.createTime])).toEqual(
      seedOrders.map((o) => [o.account, o.status, o.createTime]),
    )
    const created = orders.map((o) => o.createTime)
    expect(created).toEqual([...created].sort())
    expect(large.store.orderCount).toBe(orders.length)
  })

  it('a store seeded with another data set is seeded again, and a reload keeps the large one', async () => {
    const persistence = memoryPersistence()
    const plain = backendOver(persistence)
    const plainReport = await plain.ready()
    const large = backendOver(persistence, 30)
    expect(await large.ready()).toMatchObject({ source: 'seed', orders: plainReport.orders + 30 })
    const reloaded = backendOver(persistence, 30)
    expect(await reloaded.ready()).toMatchObject({ source: 'stored', orders: plainReport.orders + 30 })
    const back = backendOver(persistence)
    expect(await back.ready()).toMatchObject({ source: 'seed', orders: plainReport.orders })
  })
})
