// @vitest-environment node
// The back office's desk in server mode (decision 0370) over real HTTP: who the sign-in answer says
// the back office is, every back-office endpoint refused to a customer and served to the back
// office, and the desk's list holding the orders of every company.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Login } from '../../src/api/contracts/auth'
import { PAGE_SIZE_MAX } from '../../src/api/contracts/common'
import {
  SimApprove,
  SimGetClock,
  SimListOrders,
  simulatorEndpoints,
  type SimOrder,
} from '../../src/api/contracts/simulator'
import type { Endpoint } from '../../src/api/endpoint'
import {
  GetBankStatementSample,
  ImportBankStatement,
  type StatementResult,
  type StatementSample,
} from '../../src/api/contracts/bank-statement'
import { DEMO_PASSWORD } from '../../src/backend/accounts'
import { BACK_OFFICE_ROLE } from '../../src/machines/simulator/desk.rules'
import { backendText, type Answer } from '../../src/test/mock-contract'
import { BACK_OFFICE_ACCOUNT } from '../../server/back-office'
import { httpCall, httpLogin, startServer, type RunningServer } from '../../server/test/http'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 })

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.stop())

/** Orders placed by the customers (drafts are nobody's to move), as the store holds them. */
async function placedOrders() {
  const { orders } = (await server.backend()).state
  return orders.db.orders
    .findMany((q) => q.where((row) => row.FeOrderStatus !== 0))
    .map((row) => orders.store.order(row.Id)!)
}

/**
 * One call of `endpoint` with the same made-up input for all of them (its path's parameters filled
 * in): the guard answers before any input is read, so an endpoint added later is tried too.
 */
async function tryEndpoint(endpoint: Endpoint, orderId: number, token: string): Promise<Answer> {
  const input: Record<string, unknown> = { orderId, customerCode: 'C1001', days: 7, kind: 'serverError' }
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input[name])))
  const headers = { Token: token, Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }
  const response =
    endpoint.method === 'GET'
      ? await fetch(`${server.origin}/${path}?pageIndex=1&pageSize=10`, { headers })
      : await fetch(`${server.origin}/${path}`, {
          method: endpoint.method,
          headers: { ...headers, 'Content-Type': 'application/json;charset=UTF-8' },
          body: JSON.stringify(input),
        })
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

describe('R-DESK-003 the sign-in answer names the back office', () => {
  it('backoffice@demo.vn signs in with the back-office role and no customer code; a customer has neither', async () => {
    const office = await httpCall(server.origin, Login, {
      account: BACK_OFFICE_ACCOUNT,
      password: DEMO_PASSWORD,
    })
    expect(office.code, office.message).toBe(0)
    const officeInfo = (office.data as { userInfo: { RoleName: string; CustomerList: unknown[] } }).userInfo
    expect(officeInfo.RoleName).toBe(BACK_OFFICE_ROLE)
    expect(officeInfo.CustomerList).toEqual([])
    const customer = await httpCall(server.origin, Login, {
      account: 'customer@demo.vn',
      password: DEMO_PASSWORD,
    })
    const customerInfo = (customer.data as { userInfo: { RoleName: string; CustomerList: unknown[] } })
      .userInfo
    expect(customerInfo.RoleName.toLowerCase()).not.toContain(BACK_OFFICE_ROLE.toLowerCase())
    expect(customerInfo.CustomerList.length).toBeGreaterThan(0)
  })
})

describe('R-DESK-004 every back-office endpoint is the back office’s alone', () => {
  it("refuses a customer's session on each of them with 4030, and nothing moves", async () => {
    const customer = await httpLogin(server.origin)
    const { orders } = (await server.backend()).state
    const waiting = (await placedOrders()).find((order) => order.status === 1)!
    const log = orders.store.log.length
    const clock = orders.clock.now()
    for (const endpoint of simulatorEndpoints) {
      const refused = await tryEndpoint(endpoint, waiting.id, customer)
      expect(refused.code, endpoint.name).toBe(4030)
      expect(refused.message, endpoint.name).toBe(backendText('en', 'sim.backOfficeOnly'))
    }
    expect(orders.store.log.length).toBe(log)
    expect(orders.clock.now()).toBe(clock)
    expect(orders.store.order(waiting.id)!.status).toBe(1)
  })

  it("serves the back office's session: the clock, the list, and an approval of a customer's order", async () => {
    const office = await httpLogin(server.origin, BACK_OFFICE_ACCOUNT)
    const clock = await httpCall(server.origin, SimGetClock, {}, { token: office })
    expect(clock.code, clock.message).toBe(0)
    const waiting = (await placedOrders()).find((order) => order.status === 1)!
    const approved = await tryEndpoint(SimApprove, waiting.id, office)
    expect(approved.code, approved.message).toBe(0)
    expect((approved.data as { FeOrderStatus: number }).FeOrderStatus).not.toBe(1)
  })
})

describe('R-DESK-005 the desk lists the orders of every company', () => {
  it("pages through every placed order of every company, each with its company's code and name", async () => {
    const office = await httpLogin(server.origin, BACK_OFFICE_ACCOUNT)
    const listed: SimOrder[] = []
    for (let pageIndex = 1; ; pageIndex += 1) {
      const page = await httpCall(
        server.origin,
        SimListOrders,
        { pageIndex, pageSize: PAGE_SIZE_MAX },
        { token: office },
      )
      expect(page.code, page.message).toBe(0)
      const { list, totalCount } = page.data as { list: SimOrder[]; totalCount: number }
      listed.push(...list)
      if (list.length === 0 || listed.length >= totalCount) break
    }
    const placed = await placedOrders()
    expect(listed.map((row) => row.Id).sort((a, b) => a - b)).toEqual(
      placed.map((order) => order.id).sort((a, b) => a - b),
    )
    const companies = new Set(placed.map((order) => order.document.CustomerCode))
    expect(companies.size).toBeGreaterThan(1)
    expect(new Set(listed.map((row) => row.CustomerCode))).toEqual(companies)
    for (const row of listed) {
      const order = placed.find((o) => o.id === row.Id)!
      expect(row.CustomerName).toBe(order.document.CustomerName)
    }
  })
})

describe('R-BANK-004 R-API-046 a statement import retried with its Idempotency-Key', () => {
  it('answers the retry with the first answer and moves each order once; a new import of the same lines says already imported', async () => {
    const office = await httpLogin(server.origin, BACK_OFFICE_ACCOUNT)
    const sample = await httpCall(server.origin, GetBankStatementSample, {}, { token: office })
    expect(sample.code, sample.message).toBe(0)
    const { Lines: lines } = sample.data as StatementSample
    const body = { mode: 'import' as const, lines }
    const headers = { 'Idempotency-Key': 'statement-import-0001' }
    const first = await httpCall(server.origin, ImportBankStatement, body, { token: office, headers })
    expect(first.code, first.message).toBe(0)
    const moved = (first.data as StatementResult).Moved
    expect(moved.length).toBeGreaterThan(0)
    const { store } = (await server.backend()).state.orders
    const transfers = () =>
      store.log.filter((r) => (r as { event?: { type?: string } }).event?.type === 'payment.transfer').length
    const appended = transfers()
    expect(appended).toBe(moved.length)
    const retry = await httpCall(server.origin, ImportBankStatement, body, { token: office, headers })
    expect(retry).toEqual(first)
    expect(transfers()).toBe(appended)
    const again = await httpCall(server.origin, ImportBankStatement, body, { token: office })
    expect(again.code, again.message).toBe(0)
    const verdicts = (again.data as StatementResult).Lines.map((line) => line.Verdict)
    expect((again.data as StatementResult).Moved).toEqual([])
    expect(verdicts).not.toContain('match')
    expect(verdicts.filter((v) => v === 'alreadyImported')).toHaveLength(moved.length)
    expect(transfers()).toBe(appended)
  })
})
