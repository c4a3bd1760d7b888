// The notifications' rules: links (R-NOTI-009, R-NOTI-010, R-NOTI-012), reading and undoing.
import { describe, expect, it } from 'vitest'
import {
  badgeOf,
  currentOrderType,
  emptyView,
  linkOf,
  markRead,
  undoRead,
  withSummary,
} from './notifications.rules'
import { fakeServer, notification } from './notifications.testkit'

const KEY = '0123456789abcdef0123456789abcdef'

describe('where a notification leads', () => {
  it('R-NOTI-010 a pending order opens the pending list, a confirmed one the confirmed list, at its drawer', () => {
    expect(linkOf(notification(1, 1, { OrderId: 7, OrderType: 1 }))).toBe('/myorder/orderInfo?orderId=7')
    expect(linkOf(notification(2, 4, { OrderId: 8, OrderType: 2 }))).toBe('/myorder/confirm?orderId=8')
    expect(linkOf(notification(3, 4, { OrderId: null, OrderType: null }))).toBeNull()
  })

  it("R-NOTI-009 R-CHG-007 a change order opens its document with the key of the server's link", () => {
    const link = `/changeorder?orderId=9&key=${KEY}`
    expect(linkOf(notification(4, 3, { OrderId: 9, OrderType: 3, FileURL: link }))).toBe(link)
    expect(linkOf(notification(5, 3, { OrderId: 9, OrderType: 3, FileURL: null }))).toBe(
      '/changeorder?orderId=9',
    )
  })

  it('R-NOTI-012 a link to elsewhere, javascript:, or another order is never followed', () => {
    for (const FileURL of [
      'javascript:alert(1)',
      `https://evil.example/changeorder?orderId=9&key=${KEY}`,
      `/changeorder?orderId=10&key=${KEY}`,
      '/changeorder?orderId=9&key=<script>',
      `//evil.example/changeorder?orderId=9&key=${KEY}`,
    ])
      expect(linkOf(notification(6, 3, { OrderId: 9, OrderType: 3, FileURL }))).toBe('/changeorder?orderId=9')
  })
})

describe('reading and undoing', () => {
  it('R-NOTI-005 R-NOTI-013 marking then undoing gives back the same view; counts never go below zero', () => {
    const server = fakeServer([notification(1, 2), notification(2, 2), notification(3, 3)])
    const summary = server.summary()
    const view = { ...withSummary(emptyView, summary.types, summary.total), list: server.list(2) }
    for (const write of [{ kind: 'one', id: 1 }, { kind: 'type', typeId: 2 }, { kind: 'all' }] as const) {
      const { view: read, undo } = markRead(view, write)
      expect(read.total).toBeLessThan(view.total)
      expect(undoRead(read, undo)).toEqual(view)
    }
    const once = markRead(view, { kind: 'one', id: 1 }).view
    expect(markRead(once, { kind: 'one', id: 1 }).view).toEqual(once)
    const zero = withSummary(
      emptyView,
      summary.types.map((t) => ({ ...t, Count: -3 })),
      -1,
    )
    expect(zero.total).toBe(0)
    expect(zero.types.every((t) => t.Count === 0)).toBe(true)
  })
})

describe('R-NOTI-015 the bell badge', () => {
  it('is the unread count, 99+ above 99, and nothing at 0', () => {
    expect(badgeOf({ total: 0 })).toBeNull()
    expect(badgeOf({ total: 1 })).toBe('1')
    expect(badgeOf({ total: 99 })).toBe('99')
    expect(badgeOf({ total: 100 })).toBe('99+')
    expect(badgeOf({ total: 12_345 })).toBe('99+')
  })
})

describe('R-NOTI-016 a notification opens its order in the list the order is in now', () => {
  it('a pending-order notification of an order confirmed, in Need Support or cancelled since opens the confirmed list; one still pending the pending list', () => {
    const pending = notification(1, 1, { OrderId: 41, OrderType: 1 })
    for (const status of [3, 4, 5, 6, 7, 8] as const) {
      const now = currentOrderType(pending, status)
      expect(now.OrderType).toBe(2)
      expect(linkOf(now)).toBe('/myorder/confirm?orderId=41')
    }
    for (const status of [1, 2, 25] as const)
      expect(linkOf(currentOrderType(pending, status))).toBe('/myorder/orderInfo?orderId=41')
  })

  it('a change-order notification, one without an order and one of an order no longer known keep what they said', () => {
    const change = notification(2, 3, { OrderId: 41, OrderType: 3 })
    expect(currentOrderType(change, 5)).toBe(change)
    const none = notification(3, 4, { OrderId: null, OrderType: null })
    expect(currentOrderType(none, 5)).toBe(none)
    const confirmed = notification(4, 2, { OrderId: 41, OrderType: 2 })
    expect(currentOrderType(confirmed, undefined)).toBe(confirmed)
  })
})
