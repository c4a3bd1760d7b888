// Given/When/Then and properties (fast-check) for the place-order machine's draft link and its
// start: loading a draft (openingDraft.fetching), the replace-the-cart question
// (askingRefill, shared with refills: decision 0365), and the single customer code chosen for the user.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import type { Order } from '../../api/contracts/order-entities'
import type { PlaceOrderSnapshot } from './place-order.machine'
import {
  CUSTOMERS,
  draftOrder,
  DRY_A,
  DRY_B,
  editing,
  etaIn,
  fillForm,
  harness,
  savedOf,
  arbOrder,
} from './place-order.testkit'

const cartOf = (s: PlaceOrderSnapshot) => s.context.cart.map((l) => [l.ProductCode, l.Quantity])

/** Editing C1001 with two lines and the form filled. */
async function orderInProgress(options: Parameters<typeof editing>[0] = {}) {
  const h = await editing(options)
  fillForm(h)
  h.actor.send({ type: 'cart.setQuantity', productCode: DRY_B.ProductCode, quantity: 70 })
  return h
}

describe('place-order machine: opening a draft from its link', () => {
  it('R-ORD-027 R-ORD-004 given an empty cart, when a draft is asked for, then it loads (GetOrder) and opens without a question', async () => {
    const m = harness({ mode: 'manual' })
    m.actor.send({ type: 'draft.open', orderId: 501 })
    expect(m.snapshot().value).toEqual({ openingDraft: 'fetching' })
    expect(m.calls.loadDraft).toEqual([{ orderId: 501 }])
    // While it loads, neither another link nor a submit is taken.
    expect(m.snapshot().can({ type: 'draft.open', orderId: 502 })).toBe(false)
    expect(m.snapshot().can({ type: 'order.submit' })).toBe(false)
    m.resolve('loadDraft', draftOrder())
    await m.flush()
    expect(m.snapshot().value).toBe('loading')
    expect(m.context().draft).toEqual({ Id: 501, OrderNumber: 'BB2025060001' })
    expect(m.context().form.customerCode).toBe('C1001')
    m.actor.stop()
  })

  it('R-ORD-027 given an order in progress, when a draft is asked for, then the user is asked; keeping the order changes nothing', async () => {
    const h = await orderInProgress()
    const before = h.context()
    h.actor.send({ type: 'draft.open', orderId: 501 })
    await h.settle()
    expect(h.snapshot().value).toEqual('askingRefill')
    expect(h.context().pendingDraft?.Id).toBe(501)
    // Nothing else is taken while the question is open.
    expect(h.snapshot().can({ type: 'cart.add', productCode: DRY_A.ProductCode })).toBe(false)
    expect(h.snapshot().can({ type: 'order.submit' })).toBe(false)
    h.actor.send({ type: 'refill.cancel' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().cart).toBe(before.cart)
    expect(h.context().form).toBe(before.form)
    expect(h.context().draft).toBeNull()
    expect(h.context().pendingDraft).toBeNull()
    // The catalogue was loaded already: keeping the order does not load it again.
    expect(h.calls.loadProducts).toHaveLength(1)
  })

  it('R-ORD-027 given the question, when the user opens the draft, then its lines and form replace the order in progress', async () => {
    const h = await orderInProgress()
    h.actor.send({ type: 'draft.open', orderId: 501 })
    await h.settle()
    h.actor.send({ type: 'refill.replace' })
    expect(h.snapshot().value).toBe('loading')
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 150]])
    expect(h.context().form).toMatchObject({ etaDate: etaIn(5), note: 'Đơn nháp', shippingAddressId: 12 })
    expect(h.context().draft?.Id).toBe(501)
  })

  it('R-ORD-027 given the draft being edited (restored after a reload), when its link comes again, then nothing is loaded or asked', async () => {
    const h = harness()
    h.actor.send({ type: 'draft.open', orderId: 501 })
    await h.settle()
    h.actor.send({ type: 'cart.setQuantity', productCode: DRY_A.ProductCode, quantity: 160 })
    h.actor.send({ type: 'draft.open', orderId: 501 })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.calls.loadDraft).toHaveLength(1)
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 160]])
  })

  it.each([0, -3, 1.5, Number.NaN])(
    'R-ORD-027 given a link whose id is %s, then nothing is loaded and the page says the link is not valid',
    async (orderId) => {
      const h = await orderInProgress()
      h.actor.send({ type: 'draft.open', orderId })
      expect(h.calls.loadDraft).toEqual([])
      expect(h.snapshot().value).toEqual({ editing: 'idle' })
      expect(h.context().notice).toEqual({
        slot: 'page',
        severity: 'error',
        key: 'placeOrder:page.draftLinkInvalid',
      })
    },
  )

  it('R-ORD-027 given a failed load of the draft, then the order in progress stays as it was', async () => {
    const h = await orderInProgress({ failures: { loadDraft: new Error('offline') } })
    const cart = h.context().cart
    h.actor.send({ type: 'draft.open', orderId: 501 })
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().cart).toBe(cart)
    expect(h.context().draftRequest).toBeNull()
  })

  it('R-ORD-027 R-ORD-008 given a placed order, when a draft is asked for and refused (not a draft), then the success stays', async () => {
    const h = await orderInProgress({ orders: (Id) => draftOrder({ Id, FeOrderStatus: 1 }) })
    h.actor.send({ type: 'cart.setQuantity', productCode: DRY_B.ProductCode, quantity: 120 })
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    await h.settle()
    expect(h.snapshot().value).toBe('submitted')
    h.actor.send({ type: 'draft.open', orderId: 777 })
    await h.settle()
    expect(h.snapshot().value).toBe('submitted')
    expect(h.context().notice?.key).toBe('placeOrder:notice.onlyDrafts')
  })

  it('R-ORD-027 for any order in progress (fast-check), keeping it after the question leaves cart, form and draft as they were; opening replaces them with the draft', async () => {
    await fc.assert(
      fc.asyncProperty(arbOrder({ customer: 'always' }), fc.boolean(), async ({ cart }, open) => {
        const h = harness({ input: { saved: savedOf(cart) } })
        await h.settle()
        const before = h.context()
        h.actor.send({ type: 'draft.open', orderId: 501 })
        await h.settle()
        const asked = h.snapshot().matches('askingRefill')
        // Asked exactly when the restored cart (after the catalogue check) holds products.
        expect(asked).toBe(before.cart.length > 0)
        if (asked) h.actor.send({ type: open ? 'refill.replace' : 'refill.cancel' })
        await h.settle()
        expect(h.snapshot().value).toEqual({ editing: 'idle' })
        if (asked && !open) {
          expect(h.context().cart).toBe(before.cart)
          expect(h.context().form).toBe(before.form)
          expect(h.context().draft).toBe(before.draft)
        } else {
          expect(cartOf(h.snapshot())).toEqual([['DRY-A', 150]])
          expect(h.context().draft?.Id).toBe(501)
        }
        h.actor.stop()
      }),
      { numRuns: 60 },
    )
  })
})

describe('place-order machine: the customer code at the start', () => {
  it('R-ORD-028 R-PROF-003 given a user with a single customer code, then it is chosen and its catalogue loads', async () => {
    const only = CUSTOMERS[0]!
    const h = harness({ input: { customers: [only] } })
    expect(h.snapshot().value).toBe('loading')
    expect(h.context().form).toMatchObject({
      customerCode: only.CustomerCode,
      customerName: only.CustomerName,
    })
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.calls.loadProducts).toEqual([{ customerCode: only.CustomerCode }])
  })

  it('R-ORD-028 given a user with several codes, then none is chosen for them', () => {
    const h = harness()
    expect(h.snapshot().value).toBe('choosingCustomer')
    expect(h.calls.loadProducts).toEqual([])
  })

  it('R-ORD-028 for any list of codes (fast-check), the machine starts loading exactly when there is one, with that one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ CustomerCode: fc.stringMatching(/^[A-Z]\d{4}$/), CustomerName: fc.string() }),
          { selector: (c) => c.CustomerCode, maxLength: 4 },
        ),
        (customers) => {
          const h = harness({ input: { customers } })
          expect(h.snapshot().matches('loading')).toBe(customers.length === 1)
          expect(h.context().form.customerCode).toBe(customers.length === 1 ? customers[0]!.CustomerCode : '')
          h.actor.stop()
        },
      ),
      { numRuns: 50 },
    )
  })
})

describe('place-order machine: the draft being edited is gone (decision 0285)', () => {
  const gone = new ApiError('ServerError', 'Order 501 was not found', {
    endpoint: 'Order.Update',
    code: 4004,
    serverMessage: 'Order 501 was not found',
  })
  const timeout = new ApiError('Timeout', 'Timeout', { endpoint: 'Order.GetOrder' })

  /** Editing opened draft 501 with its lines changed; `failures` may be changed afterwards. */
  async function editingDraft(
    failures: Partial<Record<'updateDraft' | 'saveAsOpenOrder' | 'loadDraft', unknown>>,
    orders?: (orderId: number) => Order,
  ) {
    const h = await editing({ failures, ...(orders === undefined ? {} : { orders }) })
    h.actor.send({ type: 'draft.open', orderId: 501 })
    await h.settle()
    h.actor.send({ type: 'cart.setQuantity', productCode: DRY_B.ProductCode, quantity: 70 })
    return h
  }

  it('R-ORD-004 R-ORD-026 given the draft was deleted in another tab, when it is saved, then the refusal shows, the order stays and the next save creates a new draft', async () => {
    const failures: Partial<Record<'updateDraft' | 'loadDraft', unknown>> = {}
    const h = await editingDraft(failures)
    const before = h.context()
    failures.updateDraft = gone
    failures.loadDraft = gone
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().draft).toBeNull()
    expect(h.context().cart).toEqual(before.cart)
    expect(h.context().form).toEqual(before.form)
    expect(h.context().notice).toMatchObject({
      key: 'placeOrder:notice.draftGone',
      params: { orderNumber: 'BB2025060001' },
    })
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    expect(
      h.calls.createDraft.map((r) => r.orderProductList.map((l) => [l.ProductCode, l.Quantity])),
    ).toEqual([cartOf(h.snapshot())])
    expect(h.context().draft).not.toBeNull()
  })

  it('R-ORD-004 R-LIFE-008 given the draft was submitted in another tab, when it is submitted again, then it is let go and the order can be placed as a new one', async () => {
    const failures: Partial<Record<'saveAsOpenOrder', unknown>> = {}
    let reads = 0
    const h = await editingDraft(failures, (orderId) =>
      draftOrder({ Id: orderId, FeOrderStatus: reads++ === 0 ? 0 : 1 }),
    )
    fillForm(h)
    failures.saveAsOpenOrder = new ApiError('ServerError', 'refused', {
      endpoint: 'Order.SaveAsOpenOrder',
      code: 4090,
    })
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    await h.settle()
    await h.settle()
    expect(h.context().draft).toBeNull()
    expect(h.context().notice?.key).toBe('placeOrder:notice.draftGone')
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    await h.settle()
    expect(h.calls.createOpenOrder).toHaveLength(1)
  })

  it('R-ORD-026 given a refusal, when the check of the draft gets no answer (timeout), then the draft stays linked', async () => {
    const failures: Partial<Record<'updateDraft' | 'loadDraft', unknown>> = {}
    const h = await editingDraft(failures)
    failures.updateDraft = gone
    failures.loadDraft = timeout
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().draft?.Id).toBe(501)
    expect(h.context().notice?.key).toBe('placeOrder:notice.serverRefused')
  })

  it('R-ORD-004 property: whatever the refusal and the answer of the check, the order on screen is kept and the draft is let go only when the server says so', async () => {
    const checkAnswer = fc.constantFrom('gone', 'submitted', 'stillDraft', 'timeout')
    await fc.assert(
      fc.asyncProperty(checkAnswer, fc.constantFrom(4004, 4090, 4220), async (answer, code) => {
        const failures: Partial<Record<'updateDraft' | 'loadDraft', unknown>> = {}
        let reads = 0
        const h = await editingDraft(failures, (orderId) =>
          draftOrder({ Id: orderId, FeOrderStatus: reads++ > 0 && answer === 'submitted' ? 1 : 0 }),
        )
        const before = h.context()
        failures.updateDraft = new ApiError('ServerError', 'refused', { endpoint: 'Order.Update', code })
        if (answer === 'gone') failures.loadDraft = gone
        if (answer === 'timeout') failures.loadDraft = timeout
        h.actor.send({ type: 'draft.save' })
        await h.settle()
        await h.settle()
        expect(h.context().cart).toEqual(before.cart)
        expect(h.context().form).toEqual(before.form)
        expect(h.context().draft === null).toBe(answer === 'gone' || answer === 'submitted')
        h.actor.stop()
      }),
      { numRuns: 30 },
    )
  })
})
