// The simulator machine's transitions over fake calls: it loads, runs one call at a time, asks
// before a cancel, a change or a reset, reports what a call did and reloads after it.
import { describe, expect, it } from 'vitest'
import { legalActions } from './simulator.rules'
import { CLOCK, ORDERS, simOrder, simulatorHarness } from './simulator.testkit'

const pending = ORDERS[0]! // status 1

describe('R-API-041 the simulator machine', () => {
  it('loads the clock and the first page, then is ready', async () => {
    const h = simulatorHarness()
    expect(h.snapshot().matches('loading')).toBe(true)
    expect(h.started[0]).toEqual({ name: 'loadPanel', input: { first: 0, status: null } })
    await h.load()
    expect(h.snapshot().matches('ready')).toBe(true)
    expect(h.context().clock).toEqual(CLOCK)
    expect(h.context().page.rows).toEqual(ORDERS)
  })

  it('keeps what it had when a load fails', async () => {
    const h = simulatorHarness()
    await h.fail('loadPanel')
    expect(h.snapshot().matches('ready')).toBe(true)
    expect(h.context().clock).toBeNull()
  })

  it('a status filter starts at the first page and loads again; a page loads that page', async () => {
    const h = simulatorHarness()
    await h.load()
    h.actor.send({ type: 'panel.page', first: 10 })
    expect(h.started.at(-1)).toEqual({ name: 'loadPanel', input: { first: 10, status: null } })
    h.actor.send({ type: 'panel.status', status: 1 })
    // The load for page 2 stops: its answer would show the wrong page.
    expect(h.stopped()).toBe(1)
    expect(h.started.at(-1)).toEqual({ name: 'loadPanel', input: { first: 0, status: 1 } })
  })

  it('R-API-038 offers an order action exactly when the lifecycle takes it, and none before the clock', async () => {
    const h = simulatorHarness()
    expect(h.snapshot().can({ type: 'order.act', action: 'approve', order: pending })).toBe(false)
    await h.load()
    for (const order of ORDERS) {
      const legal = legalActions(order, CLOCK.Now)
      for (const [action, allowed] of Object.entries(legal))
        expect(h.snapshot().can({ type: 'order.act', action: action as never, order }), action).toBe(allowed)
    }
    expect(legalActions(pending, CLOCK.Now).approve).toBe(true)
    expect(legalActions(pending, CLOCK.Now).ship).toBe(false)
  })

  it('R-API-043 R-API-044 a plain action runs once, says the statuses, tells the lists and reloads', async () => {
    const h = simulatorHarness()
    await h.load()
    h.actor.send({ type: 'order.act', action: 'approve', order: pending })
    expect(h.snapshot().matches({ acting: 'movingOrder' })).toBe(true)
    expect(h.started.at(-1)).toEqual({ name: 'moveOrder', input: { action: 'approve', orderId: 1 } })
    // One call at a time: every other button is off until it is answered.
    expect(h.snapshot().can({ type: 'clock.forward', days: 1 })).toBe(false)
    expect(h.snapshot().can({ type: 'failure.arm' })).toBe(false)
    expect(h.snapshot().can({ type: 'reset.ask' })).toBe(false)
    expect(h.snapshot().can({ type: 'order.act', action: 'approve', order: pending })).toBe(false)
    await h.answer('moveOrder', {
      data: { Id: 1, OrderNumber: pending.OrderNumber, FeOrderStatus: 2 },
      message: 'ok',
    })
    expect(h.reports).toEqual([{ kind: 'moved', orderNumber: pending.OrderNumber, from: 1, to: 2 }])
    expect(h.ordersChanged()).toBe(1)
    expect(h.snapshot().matches('loading')).toBe(true)
  })

  it('a refused call goes back to the panel without a toast of its own or a reload', async () => {
    const h = simulatorHarness()
    await h.load()
    h.actor.send({ type: 'clock.forward', days: 7 })
    expect(h.started.at(-1)).toEqual({ name: 'moveClock', input: { days: 7 } })
    await h.fail('moveClock')
    expect(h.snapshot().matches('ready')).toBe(true)
    expect(h.reports).toEqual([])
    expect(h.ordersChanged()).toBe(0)
    expect(h.context().call).toBeNull()
  })

  it('a page chosen while a call runs loads once the call is answered, even a refused one', async () => {
    const h = simulatorHarness()
    await h.load()
    h.actor.send({ type: 'clock.forward', days: 1 })
    h.actor.send({ type: 'panel.page', first: 10 })
    expect(h.snapshot().matches({ acting: 'movingClock' })).toBe(true)
    await h.fail('moveClock')
    expect(h.snapshot().matches('loading')).toBe(true)
    expect(h.started.at(-1)).toEqual({ name: 'loadPanel', input: { first: 10, status: null } })
  })

  it('R-API-043 arming a failure says which, keeps it and does not tell the lists; clearing it says so', async () => {
    const h = simulatorHarness()
    await h.load()
    expect(h.snapshot().can({ type: 'failure.clear' })).toBe(false)
    h.actor.send({ type: 'failure.choose', kind: 'timeout' })
    h.actor.send({ type: 'failure.arm' })
    expect(h.started.at(-1)).toEqual({ name: 'failNext', input: { kind: 'timeout' } })
    await h.answer('failNext', { data: { Next: 'timeout' }, message: undefined })
    expect(h.context().pendingFailure).toBe('timeout')
    expect(h.reports.at(-1)).toEqual({ kind: 'failure', next: 'timeout' })
    expect(h.ordersChanged()).toBe(0)
    await h.load()
    h.actor.send({ type: 'failure.clear' })
    expect(h.started.at(-1)).toEqual({ name: 'failNext', input: { kind: null } })
    await h.answer('failNext', { data: { Next: null }, message: undefined })
    expect(h.context().pendingFailure).toBeNull()
    expect(h.reports.at(-1)).toEqual({ kind: 'failure', next: null })
  })

  it('R-API-036 cancel asks for a reason and a note first, and sends only what is not blank', async () => {
    const h = simulatorHarness()
    await h.load()
    h.actor.send({ type: 'order.act', action: 'cancel', order: pending })
    expect(h.snapshot().matches({ confirming: 'cancel' })).toBe(true)
    expect(h.actionsInFlight()).toBe(0)
    h.actor.send({ type: 'dialog.dismiss' })
    expect(h.snapshot().matches('ready')).toBe(true)
    expect(h.context().call).toBeNull()
    h.actor.send({ type: 'order.act', action: 'cancel', order: pending })
    h.actor.send({ type: 'cancel.confirm', reason: '  late  ', note: '   ' })
    expect(h.started.at(-1)).toEqual({
      name: 'moveOrder',
      input: { action: 'cancel', orderId: 1, reason: 'late' },
    })
  })

  it('R-API-037 change order asks for a valid ETA and a cost in percent, sent as a fraction', async () => {
    const h = simulatorHarness()
    await h.load()
    h.actor.send({ type: 'order.act', action: 'changeOrder', order: pending })
    expect(h.snapshot().matches({ confirming: 'change' })).toBe(true)
    expect(h.snapshot().can({ type: 'change.confirm', etaDate: '2025-03-14', costPercent: 0 })).toBe(false)
    expect(h.snapshot().can({ type: 'change.confirm', etaDate: '2025-03-20', costPercent: 101 })).toBe(false)
    expect(h.snapshot().can({ type: 'change.confirm', etaDate: '2025-03-15', costPercent: 0 })).toBe(true)
    h.actor.send({ type: 'change.confirm', etaDate: '2025-03-20', costPercent: 12.5 })
    expect(h.started.at(-1)).toEqual({
      name: 'moveOrder',
      input: { action: 'changeOrder', orderId: 1, etaDate: '2025-03-20', incurredPurchaseCostPercent: 0.125 },
    })
  })

  it('R-API-040 a reset runs only on a yes, and forgets the armed failure at once', async () => {
    const h = simulatorHarness()
    await h.load()
    h.actor.send({ type: 'failure.arm' })
    await h.answer('failNext', { data: { Next: 'serverError' }, message: undefined })
    await h.load()
    h.actor.send({ type: 'reset.ask' })
    expect(h.snapshot().matches({ confirming: 'reset' })).toBe(true)
    await h.answer('confirmReset', false)
    expect(h.snapshot().matches('ready')).toBe(true)
    expect(h.isWaiting('resetData')).toBe(false)
    h.actor.send({ type: 'reset.ask' })
    await h.answer('confirmReset', true)
    expect(h.snapshot().matches({ acting: 'resetting' })).toBe(true)
    expect(h.context().pendingFailure).toBeNull()
    await h.answer('resetData', { data: null, message: 'Reset' })
    expect(h.reports.at(-1)).toEqual({ kind: 'said', message: 'Reset' })
    expect(h.ordersChanged()).toBe(1)
  })

  it('an order the server answers without data is reported by its message', async () => {
    const h = simulatorHarness()
    await h.load([simOrder(9, 3)])
    h.actor.send({ type: 'order.act', action: 'process', order: simOrder(9, 3) })
    await h.answer('moveOrder', { data: undefined, message: 'Processed' })
    expect(h.reports).toEqual([{ kind: 'said', message: 'Processed' }])
  })

  it('refuses an illegal action, a clock moved back and a clear with nothing armed', async () => {
    const h = simulatorHarness()
    await h.load()
    h.actor.send({ type: 'order.act', action: 'ship', order: pending })
    h.actor.send({ type: 'clock.forward', days: 0 })
    h.actor.send({ type: 'failure.clear' })
    expect(h.snapshot().matches('ready')).toBe(true)
    expect(h.started.map((s) => s.name)).toEqual(['loadPanel'])
  })
})
