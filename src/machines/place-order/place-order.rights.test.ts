// R-PERM-015 (decision 0359): a customer code whose permission does not allow placing orders cannot
// become the order's code by any path: the select, a draft opened into the screen, a form restored
// after a reload; when the rights cannot be had, the screen refuses nothing (R-PERM-014).
import { describe, expect, it } from 'vitest'
import type { OwnRights } from '../profile/profile.rules'
import { CATALOGUE, CUSTOMERS, draftOrder, harness, line } from './place-order.testkit'
import { selectPlaceRefusedCodes } from './place-order.selectors'

const REFUSED = 'C1001-01'
const RIGHTS: OwnRights = {
  C1001: null,
  [REFUSED]: { CanPlaceOrder: false, CanViewOrders: true, CanUploadPayment: true },
}
const notAllowed = { key: 'placeOrder:notice.notAllowedToPlace', params: { code: REFUSED } }

describe("R-PERM-015 place order: a code that may not place orders is never the order's code", () => {
  it('R-PERM-015 the rights of every own code load once; the select does not take the refused code, it takes the others', async () => {
    const h = harness({ rights: RIGHTS })
    await h.settle()
    expect(h.rightsAsked).toEqual([CUSTOMERS.map((c) => c.CustomerCode)])
    expect(selectPlaceRefusedCodes(h.snapshot())).toEqual([REFUSED])
    expect(h.snapshot().can({ type: 'order.setCustomer', customerCode: REFUSED })).toBe(false)
    h.actor.send({ type: 'order.setCustomer', customerCode: REFUSED })
    await h.settle()
    expect(h.context().form.customerCode).toBe('')
    expect(h.calls.loadProducts).toEqual([])
    h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001' })
    await h.settle()
    expect(h.context().form.customerCode).toBe('C1001')
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
  })

  it('R-PERM-015 a draft of the refused code is not opened: the order in progress stays, the reason shows', async () => {
    const h = harness({ rights: RIGHTS, orders: (Id) => draftOrder({ Id, CustomerCode: REFUSED }) })
    await h.settle()
    h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001' })
    await h.settle()
    h.actor.send({ type: 'cart.add', productCode: CATALOGUE[0]!.ProductCode, quantity: 10 })
    const cart = h.context().cart
    h.actor.send({ type: 'draft.open', orderId: 777 })
    await h.settle()
    expect(h.calls.loadDraft).toEqual([{ orderId: 777 }])
    expect(h.context().form.customerCode).toBe('C1001')
    expect(h.context().cart).toBe(cart)
    expect(h.context().draft).toBeNull()
    expect(h.context().notice).toMatchObject(notAllowed)
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
  })

  it('R-PERM-015 a form restored after a reload for the refused code is let go once the rights arrive, with the reason', async () => {
    const saved = {
      placeList: [line(CATALOGUE[0]!, 60)],
      placeInfo: {
        customerCode: REFUSED,
        customerName: '',
        shippingAddressId: null,
        etaDate: null,
        note: 'x',
      },
      draftInfo: { Id: 42, OrderNumber: 'BB42' },
    }
    const h = harness({ rights: RIGHTS, input: { saved } })
    await h.settle()
    expect(h.snapshot().value).toBe('choosingCustomer')
    expect(h.context().form.customerCode).toBe('')
    expect(h.context().cart).toEqual([])
    expect(h.context().draft).toBeNull()
    expect(h.context().notice).toMatchObject(notAllowed)
    expect(h.snapshot().can({ type: 'draft.save' })).toBe(false)
    expect(h.snapshot().can({ type: 'order.submit' })).toBe(false)
  })

  it('R-PERM-015 R-PERM-014 when the rights cannot be had, no code is refused here (the backend decides)', async () => {
    const saved = {
      placeList: [line(CATALOGUE[0]!, 60)],
      placeInfo: {
        customerCode: REFUSED,
        customerName: '',
        shippingAddressId: null,
        etaDate: null,
        note: '',
      },
      draftInfo: null,
    }
    const h = harness({ rights: 'fail', input: { saved } })
    await h.settle()
    expect(h.context().rights).toBeNull()
    expect(selectPlaceRefusedCodes(h.snapshot())).toEqual([])
    expect(h.context().form.customerCode).toBe(REFUSED)
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
  })
})
