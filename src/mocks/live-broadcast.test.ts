// The in-browser demo's live updates (decision 0377): what one tab's backend appends reaches the
// other tabs' pages on a BroadcastChannel as the events the server's stream would send, each page
// taking its own account's. Node's BroadcastChannel stands in for the browser's.
import { describe, expect, it, vi } from 'vitest'
import { SimApprove } from '../api/contracts/simulator'
import type { LiveEvent } from '../api/contracts/live'
import { openLiveChannel } from '../api/live-channel'
import { login } from '../test/mock-contract'
import { useMockServer as startMockServer } from '../test/mock-server'
import { callWithPath, fixedClock } from '../test/order-contract'
import { broadcastLiveEvents } from './live-broadcast'

const mock = startMockServer({ realNow: fixedClock })

function tab(account: string) {
  const heard: LiveEvent[] = []
  let open = false
  const close = openLiveChannel(account, {
    onOpen: () => void (open = true),
    onEvent: (_id, event) => void heard.push(event),
    onDown: () => undefined,
    onRefused: () => undefined,
  })
  return { heard, close, isOpen: () => open }
}

describe('R-LIVE-010 the demo carries the live events between tabs', () => {
  it("a back-office approval in one tab reaches the customer's tab as its order's new status, a notification and the count, and nothing of it reaches another company's tab", async () => {
    const stop = broadcastLiveEvents(mock.backend)
    const customer = tab('customer@demo.vn')
    const other = tab('credit@demo.vn')
    expect(customer.isOpen() && other.isOpen()).toBe(true)
    const { store } = mock.backend.state.orders
    const waiting = [...store.orders()].find((o) => o.account === 'customer@demo.vn' && o.status === 1)!
    const answer = await callWithPath(
      SimApprove,
      { orderId: waiting.id },
      { token: await login('customer@demo.vn') },
    )
    expect(answer.code, answer.message).toBe(0)
    const status = store.order(waiting.id)!.status
    await vi.waitFor(() =>
      expect(customer.heard).toContainEqual({
        kind: 'order',
        orderId: waiting.id,
        orderNumber: waiting.orderNumber,
        status,
      }),
    )
    await vi.waitFor(() => expect(customer.heard.map((e) => e.kind)).toContain('counts'))
    expect(customer.heard.map((e) => e.kind)).toContain('notification')
    expect(other.heard).toEqual([])
    stop()
    customer.close()
    other.close()
  })
})
