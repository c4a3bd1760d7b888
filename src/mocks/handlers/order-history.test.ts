// Sim.OrderHistory (R-VIEW-009): an order's stored lifecycle events, for the statechart viewer's
// replay (decision 0262), over the seed of 2025-03-15.
import { beforeAll, describe, expect, it } from 'vitest'
import { SimGetOrderHistory } from '../../api/contracts/simulator'
import { replaySteps } from '../../machines/order-replay/order-replay.rules'
import { decoded, login } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { callWithPath, fixedClock } from '../../test/order-contract'
import { MOCK_CODES } from '../respond'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
let token = ''
beforeAll(async () => {
  token = await login('customer@demo.vn')
})

/** A seeded order that went through every step of a voucher-paid order to completion. */
const paidAndCompleted = () =>
  [...orders().store.orders()].find(
    (o) =>
      o.status === 6 &&
      o.records.some((r) => r.event.type === 'payment.submit') &&
      !o.records.some((r) => r.event.type === 'support.request'),
  )

describe('R-VIEW-009 Sim.OrderHistory', () => {
  it("answers an order's events in log order, with its facts, and they replay to its status", async () => {
    const order = paidAndCompleted()
    expect(order, 'the seed has a completed voucher-paid order').toBeDefined()
    const history = decoded(
      SimGetOrderHistory,
      await callWithPath(SimGetOrderHistory, { orderId: order!.id }, { token }),
    )
    expect(history.OrderNumber).toBe(order!.orderNumber)
    expect(history.Events.map((e) => e.Seq)).toEqual(order!.records.map((r) => r.seq))
    expect(history.Events.map((e) => e.Type)).toEqual(order!.records.map((r) => r.event.type))
    const steps = replaySteps(
      {
        customerTypeName: history.CustomerTypeName,
        termsOfPayment: history.TermsOfPayment,
        etaDate: history.EtaDate,
      },
      history.Events.map((e) => JSON.parse(e.Event) as unknown),
    )
    expect(steps.at(-1)?.status).toBe(history.FeOrderStatus)
    // R-VIEW-006: the statuses it passed through, each once, in order.
    const passed = steps.map((s) => s.status).filter((s, i, all) => all[i - 1] !== s)
    expect(passed).toEqual([0, 1, 2, 25, 3, 4, 5, 6])
  })

  it('answers not found for an unknown order, and needs a session', async () => {
    const missing = await callWithPath(SimGetOrderHistory, { orderId: 987654 }, { token })
    expect(missing.code).toBe(MOCK_CODES.notFound)
    const anonymous = await callWithPath(SimGetOrderHistory, { orderId: paidAndCompleted()!.id })
    expect(anonymous.code).not.toBe(0)
  })
})
