// The lists' I/O through a real request layer against the Node mock backend (seed of 2025-03-15),
// signed in as customer@demo.vn: the seeded drafts, a submit the server accepts and one it refuses
// (its message kept, the draft kept), a delete, and the pending list's pages, newest first.
import { Schema } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import { createClient, defaultClientDeps } from '../../api/client'
import { Login } from '../../api/contracts/auth'
import type { OrderRow } from '../../api/contracts/order-entities'
import { isApiError } from '../../api/errors'
import type { ToastMessage } from '../../lib/notify'
import { call, ORIGIN } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import { draftListIO, pendingListIO } from './order-list-io'

startMockServer({ realNow: fixedClock })

const toasts: ToastMessage[] = []
let token = ''
beforeAll(async () => {
  const answer = await call(Login, { account: 'customer@demo.vn', password: 'Demo1234' })
  token = Schema.decodeUnknownSync(Login.response)(answer.data).token
})
const client = createClient({
  ...defaultClientDeps,
  baseUrl: ORIGIN,
  getToken: () => token,
  getLanguage: () => 'en',
  notify: (toast) => toasts.push(toast),
  log: () => {},
  logRefusal: () => {},
})
const drafts = draftListIO(client)
const pending = pendingListIO(client)
const firstPage = { filters: {}, pageIndex: 1, pageSize: 10 }
const numbers = (rows: readonly OrderRow[]) => rows.map((r) => r.OrderNumber)

describe('order lists through the request layer and the mock backend', () => {
  it('R-ORD-004 R-LIFE-027 the seeded drafts of customer@demo.vn, newest first, and no draft among the pending orders', async () => {
    const page = await drafts.loadPage(firstPage)
    expect(page.totalCount).toBe(2)
    expect(page.list.map((r) => r.FeOrderStatus)).toEqual([0, 0])
    expect(page.list[0]!.Id).toBeGreaterThan(page.list[1]!.Id)
    const pendingPage = await pending.loadPage(firstPage)
    expect(pendingPage.list.every((r) => [1, 2, 25].includes(r.FeOrderStatus))).toBe(true)
  })

  it("R-ORD-023 submitting the unfinished draft is refused with the server's message, and it stays a draft", async () => {
    const [, unfinished] = (await drafts.loadPage(firstPage)).list
    toasts.length = 0
    const refusal = await drafts.submitDraft!({ row: unfinished! }).catch((error: unknown) => error)
    expect(isApiError(refusal) && refusal._tag).toBe('ServerError')
    const message = isApiError(refusal) ? refusal.details.serverMessage : undefined
    expect(message).toBe('Please choose a shipping address.')
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', text: message })])
    expect(numbers((await drafts.loadPage(firstPage)).list)).toContain(unfinished!.OrderNumber)
  })

  it('R-ORD-004 R-API-027 submitting the complete draft as stored makes it a pending order', async () => {
    const [complete] = (await drafts.loadPage(firstPage)).list
    const before = (await pending.loadPage(firstPage)).totalCount
    const ref = await drafts.submitDraft!({ row: complete! })
    expect(ref).toEqual({ Id: complete!.Id, OrderNumber: complete!.OrderNumber })
    const after = await pending.loadPage(firstPage)
    expect(after.totalCount).toBe(before + 1)
    const submitted = after.list.find((r) => r.Id === complete!.Id)
    expect(submitted).toMatchObject({
      FeOrderStatus: 1,
      Quantity: complete!.Quantity,
      TotalAmount: complete!.TotalAmount,
    })
    expect(numbers((await drafts.loadPage(firstPage)).list)).not.toContain(complete!.OrderNumber)
  })

  it('R-ORD-004 R-LIFE-008 deleting the remaining draft empties the draft list', async () => {
    const [last] = (await drafts.loadPage(firstPage)).list
    await drafts.deleteDraft!({ row: last! })
    expect(await drafts.loadPage(firstPage)).toEqual({ list: [], totalCount: 0 })
  })

  it('R-PEND-007 R-API-012 the pending list pages newest first with its total', async () => {
    const all = await pending.loadPage({ filters: {}, pageIndex: 1, pageSize: 50 })
    const one = await pending.loadPage({ filters: {}, pageIndex: 1, pageSize: 10 })
    expect(one.totalCount).toBe(all.totalCount)
    expect(all.list.map((r) => r.Id)).toEqual([...all.list.map((r) => r.Id)].sort((a, b) => b - a))
    // Pages of 10 (the smallest size offered) hold the list in order, each row once.
    const pages = Math.ceil(all.totalCount / 10)
    const paged: number[] = []
    for (let pageIndex = 1; pageIndex <= pages; pageIndex++)
      paged.push(...(await pending.loadPage({ filters: {}, pageIndex, pageSize: 10 })).list.map((r) => r.Id))
    expect(paged).toEqual(all.list.map((r) => r.Id))
  })
})
