// api/Order/Search through the mock backend's HTTP face (R-SEARCH-001..003, decision 0363): the
// seeded orders found by BB number, SO and product code without regard to case, grouped by list
// as a scan of the whole store groups them; another company's orders, and a child code's without
// the right to view orders (R-PERM-012), never found; a query the Schema refuses answers 4000.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FeOrderStatus } from '../../api/contracts/common'
import { SEARCH_HITS_PER_LIST, SearchOrders, type OrderSearchResult } from '../../api/contracts/order-search'
import type { OrderState } from '../../backend/order-state'
import { searchableOf } from '../../backend/order-search'
import { matchOf, needleOf, searchListOf } from '../../machines/order-search/order-search.rules'
import type { ChildRights } from '../../machines/profile/profile.rules'
import { call, callEncoded, decoded, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import { BAD_REQUEST_CODE } from '../respond'
import { AUTH_CODES } from '../signed-in'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const account of ['customer@demo.vn', 'credit@demo.vn']) tokens[account] = await login(account)
})

async function search(q: string, account = 'customer@demo.vn'): Promise<OrderSearchResult> {
  return decoded(SearchOrders, await call(SearchOrders, { q }, { token: tokens[account]! }))
}

const ownOrders = (account: string): OrderState[] =>
  [...orders().store.orders()].filter((o) => o.account === account)

function seeded(account: string, found: (o: OrderState) => boolean): OrderState {
  const order = ownOrders(account).find(found)
  if (order === undefined) throw new Error(`no such seeded order of ${account}`)
  return order
}

const ids = (result: OrderSearchResult) => result.Groups.flatMap((g) => g.Orders.map((o) => o.Id))

const restores: (() => void)[] = []
afterEach(() => {
  for (const restore of restores.splice(0)) restore()
})

describe('R-SEARCH-001 finds an order of the user by BB number, SO or product code', () => {
  it('R-SEARCH-001 a BB number in lower case finds its order, named as matched on the BB number', async () => {
    const order = seeded('customer@demo.vn', (o) => o.status === 1)
    const result = await search(order.orderNumber.toLowerCase())
    const hit = result.Groups.flatMap((g) => g.Orders).find((o) => o.Id === order.id)
    expect(hit).toMatchObject({ OrderNumber: order.orderNumber, MatchedOn: 'orderNumber', FeOrderStatus: 1 })
    expect(result.Groups.find((g) => g.List === 'pending')!.Orders.map((o) => o.Id)).toContain(order.id)
  })

  it('R-SEARCH-001 an SO finds its confirmed order, and part of a product code finds orders holding it', async () => {
    const confirmed = seeded('customer@demo.vn', (o) => o.details.OrderSO !== undefined && o.status === 6)
    const bySo = await search(confirmed.details.OrderSO!)
    const hit = bySo.Groups.find((g) => g.List === 'confirmed')!.Orders.find((o) => o.Id === confirmed.id)
    expect(hit).toMatchObject({
      MatchedOn: 'orderSO',
      Matched: confirmed.details.OrderSO,
      OrderSO: confirmed.details.OrderSO,
    })

    const code = confirmed.document.OrderProductList[0]!.ProductCode
    const byCode = await search(code.toLowerCase())
    expect(byCode.Total).toBeGreaterThan(0)
    for (const found of byCode.Groups.flatMap((g) => g.Orders)) {
      const state = orders().store.order(found.Id)!
      expect(state.document.OrderProductList.some((line) => line.ProductCode === found.Matched)).toBe(
        found.MatchedOn === 'productCode',
      )
    }
  })
})

describe('R-SEARCH-002 results grouped by list, the newest 8 of each with its count', () => {
  it.each(['BB', 'SO', 'C1', '00', 'bb20'])(
    'R-SEARCH-002 %s: each list counts what a scan of the store finds, and shows its newest',
    async (q) => {
      const result = await search(q)
      expect(result.Groups.map((g) => g.List)).toEqual(['draft', 'pending', 'confirmed'])
      const codes = new Set(['C1001', 'C1001-01', 'C1001-02'])
      const scanned = [...orders().store.orders()]
        .filter((o) => codes.has(o.document.CustomerCode) && matchOf(needleOf(q), searchableOf(o)) !== null)
        .sort((a, b) => b.id - a.id)
      for (const group of result.Groups) {
        const inList = scanned.filter((o) => searchListOf(o.status as FeOrderStatus) === group.List)
        expect(group.Total, group.List).toBe(inList.length)
        expect(group.Orders.map((o) => o.Id)).toEqual(inList.slice(0, SEARCH_HITS_PER_LIST).map((o) => o.id))
      }
      expect(result.Total).toBe(scanned.length)
    },
  )
})

describe('R-SEARCH-001 R-PERM-012 only the orders the user may see are found', () => {
  it("R-SEARCH-001 another company's order is never found, whatever is asked of it", async () => {
    const others = ownOrders('credit@demo.vn').filter((o) => o.details.OrderSO !== undefined)
    expect(others.length).toBeGreaterThan(0)
    for (const other of others.slice(0, 3)) {
      for (const q of [other.orderNumber, other.details.OrderSO!]) {
        expect(ids(await search(q))).not.toContain(other.id)
        expect(ids(await search(q, 'credit@demo.vn'))).toContain(other.id)
      }
    }
    const everything = await search('BB')
    const mine = new Set(['C1001', 'C1001-01', 'C1001-02'])
    for (const hit of everything.Groups.flatMap((g) => g.Orders))
      expect(mine.has(hit.CustomerCode)).toBe(true)
  })

  it('R-SEARCH-001 R-PERM-012 a child code whose orders may not be viewed has none found', async () => {
    const child = seeded('customer@demo.vn', (o) => o.document.CustomerCode === 'C1001-01')
    expect(ids(await search(child.orderNumber))).toContain(child.id)
    const company = orders().catalog.companies.find((c) => c.customer.CustomerCode === 'C1001-01') as {
      childPermission: ChildRights | null
    }
    const before = company.childPermission
    company.childPermission = { ...before!, CanViewOrders: false }
    restores.push(() => {
      company.childPermission = before
    })
    expect(ids(await search(child.orderNumber))).not.toContain(child.id)
  })
})

describe('R-SEARCH-003 the query is trimmed, 2 to 50 characters, and needs a session', () => {
  it.each([
    ['one character', 'B'],
    ['blank', '   '],
    ['untrimmed', ' BB '],
    ['51 characters', 'B'.repeat(51)],
  ])('R-SEARCH-003 %s is refused with 4000', async (_, q) => {
    const answer = await callEncoded(SearchOrders, { q }, { token: tokens['customer@demo.vn']! })
    expect(answer.code).toBe(BAD_REQUEST_CODE)
    expect(answer.data ?? null).toBeNull()
  })

  it('R-SEARCH-003 without a token the search answers 4010', async () => {
    const answer = await callEncoded(SearchOrders, { q: 'BB' })
    expect(answer.code).toBe(AUTH_CODES.noAuthInfo)
  })
})
