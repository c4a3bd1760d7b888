// The place-order machine with a PO number (R-PO-001, R-PO-003, R-PO-005): the field, the check
// before the confirmation, the warning it shows, and that it never keeps an order from being placed.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import { ApiError } from '../../api/errors'
import { SavedPlaceOrder } from './place-order.cart'
import { savedStateOf } from './place-order.machine'
import { selectCheckingPoNumber, selectConfirming, selectPoWarning } from './place-order.selectors'
import { poNumberOf, poNumberWarningOf, type PoNumberUse } from './po-number.rules'
import { draftOrder, editing, fillForm, harness, type HarnessOptions } from './place-order.testkit'

const earlier = (Id: number, PoNumber: string, over: Partial<PoNumberUse> = {}): PoNumberUse => ({
  Id,
  OrderNumber: `BB${Id}`,
  CustomerCode: 'C1001',
  FeOrderStatus: 3,
  PoNumber,
  ...over,
})

/** Editing C1001, the form filled, 100 cases in the cart, and `poNumber` typed. */
async function withPoNumber(poNumber: string, options: HarnessOptions = {}) {
  const h = await editing(options)
  fillForm(h)
  h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 100 })
  h.actor.send({ type: 'order.setPoNumber', poNumber })
  return h
}

describe('place-order machine: the PO number', () => {
  it('R-PO-001 takes at most 35 characters and sends the number trimmed; a blank one is not sent', async () => {
    const h = await withPoNumber('  PO-4711  ')
    h.actor.send({ type: 'order.setPoNumber', poNumber: 'P'.repeat(36) })
    expect(h.context().form.poNumber).toBe('  PO-4711  ')
    h.actor.send({ type: 'order.submit' })
    await h.settle()
    h.actor.send({ type: 'order.confirm' })
    await h.settle()
    expect(h.calls.createOpenOrder[0]!.PoNumber).toBe('PO-4711')
    // A new order starts without the last one's PO number.
    expect(h.context().form.poNumber).toBe('')

    const blank = await withPoNumber('   ')
    blank.actor.send({ type: 'order.submit' })
    expect(blank.snapshot().value).toBe('confirming')
    expect(blank.calls.findPoNumberUses).toEqual([])
    blank.actor.send({ type: 'order.confirm' })
    await blank.settle()
    expect(blank.calls.createOpenOrder[0]).not.toHaveProperty('PoNumber')
  })

  it('R-PO-003 asks the backend before the confirmation and warns of the earlier order; Submit still places it', async () => {
    const m = await withPoNumber('po-77 ', {
      poUses: ({ poNumber }) => [earlier(41, 'PO-77'), earlier(42, poNumber, { FeOrderStatus: 8 })],
    })
    m.actor.send({ type: 'order.submit' })
    expect(selectConfirming(m.snapshot())).toBe(true)
    expect(selectCheckingPoNumber(m.snapshot())).toBe(true)
    // Confirm is not taken while the check runs.
    m.actor.send({ type: 'order.confirm' })
    expect(m.calls.createOpenOrder).toEqual([])
    await m.settle()
    expect(m.calls.findPoNumberUses).toEqual([{ customerCode: 'C1001', poNumber: 'po-77' }])
    expect(m.snapshot().value).toBe('confirming')
    expect(selectPoWarning(m.snapshot())).toEqual({ poNumber: 'po-77', orderNumbers: ['BB41'] })
    m.actor.send({ type: 'order.confirm' })
    await m.settle()
    expect(m.calls.createOpenOrder).toHaveLength(1)
    expect(m.snapshot().value).toBe('submitted')
  })

  it('R-PO-003 an answer that does not come warns of nothing and the order can be confirmed; Back returns to the form', async () => {
    const h = await withPoNumber('PO-9', {
      failures: {
        findPoNumberUses: new ApiError('Timeout', 'timeout', { endpoint: 'Order.GetPendingOrderList' }),
      },
    })
    h.actor.send({ type: 'order.submit' })
    await h.settle()
    expect(h.snapshot().value).toBe('confirming')
    expect(selectPoWarning(h.snapshot())).toBeNull()
    h.actor.send({ type: 'order.cancelSubmit' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().form.poNumber).toBe('PO-9')
  })

  it('R-PO-005 a draft saves its PO number and an opened draft brings it back into the form', async () => {
    const h = await withPoNumber('DRAFT-PO')
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    expect(h.calls.createDraft[0]!.PoNumber).toBe('DRAFT-PO')

    const opened = harness({ orders: (Id) => draftOrder({ Id, PoNumber: 'FROM-DRAFT' }) })
    opened.actor.send({ type: 'draft.open', orderId: 5 })
    await opened.settle()
    expect(opened.context().form.poNumber).toBe('FROM-DRAFT')
  })

  it('R-PO-005 the form keeps its PO number over a reload; a form saved before the field had none', async () => {
    const h = await withPoNumber('KEPT-PO')
    const stored = JSON.parse(JSON.stringify(Schema.encodeSync(SavedPlaceOrder)(savedStateOf(h.context()))))
    const restored = harness({ input: { saved: Schema.decodeUnknownSync(SavedPlaceOrder)(stored) } })
    expect(restored.context().form.poNumber).toBe('KEPT-PO')
    const { poNumber: _dropped, ...older } = stored.placeInfo
    const old = Schema.decodeUnknownSync(SavedPlaceOrder)({ ...stored, placeInfo: older })
    const fromOld = harness({ input: { saved: old } })
    expect(poNumberOf(fromOld.context().form.poNumber)).toBeUndefined()
    fromOld.actor.send({ type: 'order.setCustomer', customerCode: 'C1001' })
    await fromOld.settle()
    expect(fromOld.context().form.customerCode).toBe('C1001')
  })

  it('R-PO-003 property: the warning is the rule over what the backend found, and confirming always places the order with the trimmed number', async () => {
    const arbUse = fc.record({
      Id: fc.integer({ min: 1, max: 50 }),
      PoNumber: fc.constantFrom('PO-1', ' po-1', 'PO-2', 'X-1'),
      CustomerCode: fc.constantFrom('C1001', 'C2001'),
      FeOrderStatus: fc.constantFrom(0, 1, 2, 3, 5, 6, 8),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('PO-1', ' po-1 ', 'PO-2', 'PO-3'),
        fc.array(arbUse, { maxLength: 6 }),
        async (typed, found) => {
          const uses = found.map((u) => ({ ...u, OrderNumber: `BB${u.Id}` }) as PoNumberUse)
          const h = await withPoNumber(typed, { poUses: () => uses })
          h.actor.send({ type: 'order.submit' })
          await h.settle()
          expect(h.context().poWarning).toEqual(poNumberWarningOf(typed, 'C1001', uses))
          h.actor.send({ type: 'order.confirm' })
          await h.settle()
          expect(h.calls.createOpenOrder.map((b) => b.PoNumber)).toEqual([typed.trim()])
          h.actor.stop()
        },
      ),
      { numRuns: 25 },
    )
  })
})
