// The place-order machine's refill (R-REORDER-001..005, decision 0365): `refill.open` loads the
// source with loadRefill, then fills the cart with today's catalogue of its code, or asks first
// (askingRefill: replace, add, cancel) when the cart is not empty.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import type { OwnRights } from '../profile/profile.rules'
import {
  CATALOGUE,
  DRY_A,
  DRY_B,
  draftOrder,
  editing,
  etaIn,
  fillForm,
  harness,
  TODAY,
} from './place-order.testkit'
import { selectRefillFrom, selectRefillQuestion, selectRefillReport } from './place-order.selectors'
import { checkRefill, type Refill } from './refill.rules'

const cartOf = (h: { context(): { cart: readonly { ProductCode: string; Quantity: number }[] } }) =>
  h.context().cart.map((l) => [l.ProductCode, l.Quantity])

const refill = (
  lines: Refill['lines'],
  customerCode = 'C1001',
  shippingAddressId: number | null = 12,
): Refill => ({
  customerCode,
  shippingAddressId,
  lines,
})

const ORDER = { kind: 'order', orderId: 601 } as const

describe('place-order machine: order again and templates (refill)', () => {
  it("R-REORDER-001 R-REORDER-002 with an empty cart, the order loads and fills it: its code and address, no ETA, today's prices", async () => {
    const h = harness({
      refills: () =>
        refill([
          { productCode: 'DRY-A', quantity: 150 },
          { productCode: 'DRY-B', quantity: 20 },
        ]),
    })
    h.actor.send({ type: 'refill.open', source: ORDER })
    await h.settle()
    expect(h.calls.loadRefill).toEqual([ORDER])
    expect(h.calls.loadProducts).toEqual([{ customerCode: 'C1001' }])
    expect(h.snapshot().matches({ editing: 'idle' })).toBe(true)
    expect(cartOf(h)).toEqual([
      ['DRY-A', 150],
      ['DRY-B', 20],
    ])
    expect(h.context().cart[0]!.UnitPrice).toBe(DRY_A.UnitPrice)
    expect(h.context().form).toMatchObject({
      customerCode: 'C1001',
      shippingAddressId: 12,
      etaDate: null,
      note: '',
    })
    expect(h.context().refillReport).toEqual({ added: 2, leftOut: [], addressGone: false })
  })

  it('R-REORDER-002 R-REORDER-003 a line no longer sold and an address no longer offered are said; the default address is taken', async () => {
    const h = harness({
      refills: () =>
        refill(
          [
            { productCode: 'GONE-1', quantity: 5 },
            { productCode: 'DRY-B', quantity: 100 },
          ],
          'C1001',
          99,
        ),
    })
    h.actor.send({ type: 'refill.open', source: ORDER })
    await h.settle()
    expect(cartOf(h)).toEqual([['DRY-B', 100]])
    expect(h.context().refillReport).toEqual({
      added: 1,
      leftOut: [
        {
          productCode: 'GONE-1',
          reason: {
            key: 'placeOrder:refill.notSold',
            params: { productCode: 'GONE-1', customerCode: 'C1001' },
          },
        },
      ],
      addressGone: true,
    })
    expect(h.context().form.shippingAddressId).not.toBe(99)
    h.actor.send({ type: 'refill.closeReport' })
    expect(h.context().refillReport).toBeNull()
  })

  it('R-REORDER-004 with products in the cart it asks; cancel changes nothing, add adds to the order in progress and keeps its ETA and note', async () => {
    const h = await editing({
      refills: () =>
        refill([
          { productCode: 'DRY-A', quantity: 30 },
          { productCode: 'FRZ-1', quantity: 5 },
        ]),
    })
    fillForm(h)
    h.actor.send({ type: 'cart.add', productCode: 'DRY-A', quantity: 100 })
    const before = h.context()
    h.actor.send({ type: 'refill.open', source: ORDER })
    await h.settle()
    expect(h.snapshot().value).toBe('askingRefill')
    expect(h.snapshot().can({ type: 'cart.add', productCode: 'DRY-B' })).toBe(false)
    expect(h.snapshot().can({ type: 'order.submit' })).toBe(false)
    h.actor.send({ type: 'refill.cancel' })
    expect(h.snapshot().matches({ editing: 'idle' })).toBe(true)
    expect(h.context().cart).toBe(before.cart)
    expect(h.context().form).toBe(before.form)
    h.actor.send({ type: 'refill.open', source: ORDER })
    await h.settle()
    h.actor.send({ type: 'refill.add' })
    await h.settle()
    expect(cartOf(h)).toEqual([['DRY-A', 130]])
    expect(h.context().form).toEqual(before.form)
    expect(h.context().refillReport?.leftOut.map((o) => o.reason.key)).toEqual([
      'placeOrder:refill.otherFormat',
    ])
  })

  it('R-TPL-009 the question and the report say where the lines came from: an order or a template', async () => {
    const h = await editing({ refills: () => refill([{ productCode: 'DRY-A', quantity: 30 }]) })
    fillForm(h)
    h.actor.send({ type: 'cart.add', productCode: 'DRY-B', quantity: 100 })
    for (const source of [{ kind: 'template', templateId: 7 }, ORDER] as const) {
      h.actor.send({ type: 'refill.open', source })
      await h.settle()
      expect(selectRefillQuestion(h.snapshot())).toMatchObject({ kind: 'refill', from: source.kind })
      h.actor.send({ type: 'refill.add' })
      await h.settle()
      expect(selectRefillFrom(h.snapshot())).toBe(source.kind)
      expect(selectRefillReport(h.snapshot())).not.toBeNull()
    }
  })

  it('R-REORDER-004 replace starts a new order of the source: the cart, ETA, note and draft of the order in progress go', async () => {
    const h = await editing({
      refills: () => refill([{ productCode: 'FRZ-1', quantity: 120 }], 'C1001-01', null),
    })
    fillForm(h)
    h.actor.send({ type: 'cart.add', productCode: 'DRY-A', quantity: 100 })
    h.actor.send({ type: 'refill.open', source: ORDER })
    await h.settle()
    // Another customer code than the cart's: adding is not offered (decision 0365).
    expect(h.snapshot().can({ type: 'refill.add' })).toBe(false)
    h.actor.send({ type: 'refill.replace' })
    await h.settle()
    expect(cartOf(h)).toEqual([['FRZ-1', 120]])
    expect(h.context().form).toMatchObject({
      customerCode: 'C1001-01',
      etaDate: null,
      note: '',
      poNumber: '',
    })
    expect(h.context().draft).toBeNull()
  })

  it("R-REORDER-005 a source of a code not the user's, or of a code that may not place orders, is refused with why; nothing changes", async () => {
    const rights: OwnRights = {
      C1001: null,
      'C1001-01': { CanPlaceOrder: false, CanViewOrders: true, CanUploadPayment: true },
    }
    for (const [code, key] of [
      ['C9999', 'placeOrder:refill.notYours'],
      ['C1001-01', 'placeOrder:notice.notAllowedToPlace'],
    ] as const) {
      const h = await editing({
        rights,
        refills: () => refill([{ productCode: 'DRY-A', quantity: 100 }], code),
      })
      h.actor.send({ type: 'cart.add', productCode: 'DRY-B', quantity: 7 })
      h.actor.send({ type: 'refill.open', source: ORDER })
      await h.settle()
      expect(h.context().notice).toMatchObject({ key, params: { code } })
      expect(cartOf(h)).toEqual([['DRY-B', 7]])
      expect(h.context().form.customerCode).toBe('C1001')
      expect(h.snapshot().matches({ editing: 'idle' })).toBe(true)
      h.actor.stop()
    }
  })

  it('R-REORDER-001 a malformed link is refused with a message; a source that cannot be loaded leaves the order as it was', async () => {
    const h = await editing()
    h.actor.send({ type: 'refill.open', source: { kind: 'order', orderId: -1 } })
    expect(h.context().notice?.key).toBe('placeOrder:refill.linkInvalid')
    expect(h.calls.loadRefill).toEqual([])
    h.actor.send({ type: 'refill.open', source: { kind: 'template', templateId: 3 } })
    await h.settle()
    expect(h.context().notice?.key).toBe('placeOrder:refill.failed')
    const failing = await editing({
      failures: {
        loadRefill: new ApiError('ServerError', 'x', { endpoint: 'GetOrder', code: 1, serverMessage: 'x' }),
      },
    })
    failing.actor.send({ type: 'refill.open', source: ORDER })
    await failing.settle()
    // The request layer's toast said why: no second message.
    expect(failing.context().notice).toBeNull()
    expect(failing.snapshot().matches({ editing: 'idle' })).toBe(true)
  })

  it('R-REORDER-002 the selected lines of a past order only (productCodes)', async () => {
    const order = draftOrder({
      OrderProductList: [DRY_A, DRY_B].map((p, i) => ({
        ...draftOrder().OrderProductList[0]!,
        ProductCode: p.ProductCode,
        Quantity: 60 + i,
      })),
    })
    const h = harness({ orders: () => order })
    h.actor.send({ type: 'refill.open', source: { kind: 'order', orderId: 501, productCodes: ['DRY-B'] } })
    await h.settle()
    expect(cartOf(h)).toEqual([['DRY-B', 61]])
  })

  it("R-REORDER-004 for any order in progress and any answer: cancel keeps it, replace gives the source's lines alone, add gives both (fast-check)", async () => {
    const arbLines = fc.array(
      fc.record({
        productCode: fc.constantFrom('DRY-A', 'DRY-B', 'FRZ-1', 'PRM-1', 'GONE'),
        quantity: fc.integer({ min: -2, max: 300 }),
      }),
      { minLength: 1, maxLength: 6 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            code: fc.constantFrom('DRY-A', 'DRY-B'),
            quantity: fc.integer({ min: 1, max: 200 }),
          }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        arbLines,
        fc.constantFrom('refill.replace', 'refill.add', 'refill.cancel'),
        async (inCart, lines, answer) => {
          const h = await editing({ refills: () => refill(lines) })
          h.actor.send({ type: 'order.setEta', etaDate: etaIn(2) })
          for (const l of inCart)
            h.actor.send({ type: 'cart.add', productCode: l.code, quantity: l.quantity })
          if (h.context().cart.length === 0) {
            h.actor.stop()
            return
          }
          const before = h.context()
          h.actor.send({ type: 'refill.open', source: ORDER })
          await h.settle()
          expect(h.snapshot().value).toBe('askingRefill')
          h.actor.send({ type: answer })
          await h.settle()
          const scope = { products: CATALOGUE, etdGapDays: 3, today: TODAY, customerCode: 'C1001' }
          if (answer === 'refill.cancel') expect(h.context().cart).toEqual(before.cart)
          else if (answer === 'refill.replace')
            expect(h.context().cart).toEqual(checkRefill({ ...scope, cart: [], etaDate: null }, lines).cart)
          else
            expect(h.context().cart).toEqual(
              checkRefill({ ...scope, cart: before.cart, etaDate: before.form.etaDate }, lines).cart,
            )
          expect(h.snapshot().matches({ editing: 'idle' })).toBe(true)
          h.actor.stop()
        },
      ),
      { numRuns: 60 },
    )
  })
})
