// Contract and behaviour tests of the Notification.* handlers over the seed of 2025-03-15.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  GetNotificationTypeList,
  GetUserNotificationList,
  GetUserUnReadNotificationCount,
  MarkAllNotificationRead,
  SetNotificationRead,
  SetNotificationReadByTypeId,
} from '../../api/contracts/notification'
import {
  call,
  decoded,
  expectGeneratedRequestsAnswered,
  expectRefusedInBothLanguages,
  login,
} from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import { MOCK_CODES } from '../respond'
import { AUTH_CODES } from '../signed-in'

const mock = startMockServer({ realNow: fixedClock })
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const account of ['customer@demo.vn', 'credit@demo.vn', 'distributor@demo.vn'])
    tokens[account] = await login(account)
})
const tt = () => ({ token: tokens['customer@demo.vn']! })

const unread = async (token: string) =>
  decoded(GetUserUnReadNotificationCount, await call(GetUserUnReadNotificationCount, {}, { token }))
const types = async (token: string) =>
  decoded(GetNotificationTypeList, await call(GetNotificationTypeList, {}, { token }))
const listOf = async (token: string, typeId: 1 | 2 | 3 | 4) =>
  decoded(
    GetUserNotificationList,
    await call(GetUserNotificationList, { NotificationTypeId: typeId }, { token }),
  )

describe('R-NOTI-001 R-NOTI-002 R-API-033 the seeded notifications', () => {
  it('R-I18N-010 their texts write dates DD-MM-YYYY in both languages, never as the wire does', async () => {
    const flat = (await Promise.all(([1, 2, 3, 4] as const).map((id) => listOf(tt().token, id)))).flat()
    const texts = flat.flatMap((n) => [n.NotificationContent_EN, n.NotificationContent_VN])
    expect(texts.filter((text) => /\d{4}-\d{2}-\d{2}/.test(text))).toEqual([])
    // The seeded history has ETAs in its texts: they are there, written as on screen.
    expect(texts.filter((text) => /\b\d{2}-\d{2}-\d{4}\b/.test(text)).length).toBeGreaterThan(1)
  })

  it('every account has four types whose unread counts add up to the unread total', async () => {
    for (const token of Object.values(tokens)) {
      const list = await types(token)
      expect(list.map((t) => t.Id)).toEqual([1, 2, 3, 4])
      expect(list.reduce((sum, t) => sum + t.Count, 0)).toBe(await unread(token))
      for (const t of list) expect(t.NotificationType_EN).not.toBe(t.NotificationType_VN)
    }
  })

  it('R-API-042 R-NOTI-003 R-NOTI-016 customer@demo.vn has all four types, read and unread, in both languages, with the right OrderType', async () => {
    const all = await Promise.all(([1, 2, 3, 4] as const).map((id) => listOf(tt().token, id)))
    for (const list of all) expect(list.length).toBeGreaterThan(0)
    const flat = all.flat()
    expect(flat.some((n) => n.IsRead)).toBe(true)
    expect(flat.some((n) => !n.IsRead)).toBe(true)
    for (const n of flat) expect(n.NotificationContent_EN).not.toBe(n.NotificationContent_VN)
    // About a pending or confirmed order: the list the order is in now (R-NOTI-016).
    for (const n of [...all[0]!, ...all[1]!]) expect(n.OrderType).toBe(listNow(n.OrderId!))
    expect(all[2]!.every((n) => n.OrderType === 3)).toBe(true)
    // Newest first.
    for (const list of all)
      expect(list.map((n) => n.CreateTime)).toEqual([...list.map((n) => n.CreateTime)].sort().reverse())
  })
})

/** The OrderType of the list an order is in now: 1 pending (1, 2, 25), 2 confirmed (3 to 8). */
const listNow = (orderId: number) =>
  [1, 2, 25].includes(mock.backend.state.orders.store.order(orderId)!.status) ? 1 : 2

describe('R-NOTI-016 a notification names the list its order is in now', () => {
  it('a type 1 notification about an order approved and paid since answers OrderType 2; its stored record keeps 1', async () => {
    const token = tt().token
    const moved = (await listOf(token, 1)).filter((n) => n.OrderId !== null && listNow(n.OrderId) === 2)
    expect(moved.length, 'a seeded type 1 notification whose order is confirmed now').toBeGreaterThan(0)
    for (const n of moved) {
      expect(n.OrderType).toBe(2)
      expect(mock.backend.state.orders.store.notification(n.Id)!.OrderType).toBe(1)
    }
  })
})

describe('reading notifications', () => {
  it('R-NOTI-004 R-NOTI-005 opening one decrements its type and the total by one; opening it again changes nothing', async () => {
    const token = tt().token
    const target = (await listOf(token, 2)).find((n) => !n.IsRead)!
    const [total, before] = [await unread(token), (await types(token))[1]!.Count]
    expect((await call(SetNotificationRead, { notificationId: target.Id }, tt())).code).toBe(0)
    expect(await unread(token)).toBe(total - 1)
    expect((await types(token))[1]!.Count).toBe(before - 1)
    const log = mock.backend.state.orders.store.log.length
    expect((await call(SetNotificationRead, { notificationId: target.Id }, tt())).code).toBe(0)
    expect(await unread(token)).toBe(total - 1)
    expect(mock.backend.state.orders.store.log.length).toBe(log)
  })

  it('R-NOTI-007 marking a type read zeroes it and lowers the total by as much', async () => {
    const token = tt().token
    const [total, typeCount] = [await unread(token), (await types(token))[0]!.Count]
    expect(typeCount).toBeGreaterThan(0)
    expect((await call(SetNotificationReadByTypeId, { notificationTypeId: 1 }, tt())).code).toBe(0)
    expect((await types(token))[0]!.Count).toBe(0)
    expect(await unread(token)).toBe(total - typeCount)
  })

  it('R-NOTI-006 mark all as read zeroes every count, for that account only', async () => {
    const other = tokens['credit@demo.vn']!
    const othersBefore = await unread(other)
    expect(othersBefore).toBeGreaterThan(0)
    expect((await call(MarkAllNotificationRead, {}, tt())).code).toBe(0)
    expect(await unread(tt().token)).toBe(0)
    expect((await types(tt().token)).every((t) => t.Count === 0)).toBe(true)
    expect(await unread(other)).toBe(othersBefore)
  })

  it("another account's or an unknown notification answers 4004; no token answers 4010", async () => {
    const foreign = (await listOf(tokens['credit@demo.vn']!, 4))[0]!
    await expectRefusedInBothLanguages(
      SetNotificationRead,
      { notificationId: foreign.Id },
      MOCK_CODES.notFound,
      tt().token,
    )
    await expectRefusedInBothLanguages(
      SetNotificationRead,
      { notificationId: 99_999 },
      MOCK_CODES.notFound,
      tt().token,
    )
    await expectRefusedInBothLanguages(GetUserUnReadNotificationCount, {}, AUTH_CODES.noAuthInfo, undefined)
  })

  it('generated requests decode with the client Schema or are refused as unknown', async () => {
    await expectGeneratedRequestsAnswered(GetUserNotificationList, { ...tt(), runs: 6 })
    await expectGeneratedRequestsAnswered(SetNotificationReadByTypeId, { ...tt(), runs: 6 })
    await expectGeneratedRequestsAnswered(GetNotificationTypeList, { ...tt(), runs: 6 })
    await expectGeneratedRequestsAnswered(SetNotificationRead, {
      ...tt(),
      refusals: [MOCK_CODES.notFound],
      runs: 6,
    })
  })
})
