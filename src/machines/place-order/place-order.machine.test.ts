// Given/When/Then for the place-order machine: loading, the form, the cart, the dialogs, submit
// and drafts. The I/O actors are the test kit's, recording every call.
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { SavedPlaceOrder } from './place-order.cart'
import { savedStateOf, type PlaceOrderSnapshot } from './place-order.machine'
import { summaryOf } from './place-order.selectors'
import {
  ADDRESSES,
  CATALOGUE,
  draftOrder,
  DRY_A,
  DRY_B,
  editing,
  etaIn,
  fillForm,
  FROZEN,
  harness,
  line,
  promotion,
  TODAY,
} from './place-order.testkit'

const refusal = (message?: string) =>
  new ApiError('ServerError', message ?? 'Error', {
    endpoint: 'Order.CreateOpenOrder',
    code: 1001,
    ...(message === undefined ? {} : { serverMessage: message }),
  })

const cartOf = (s: PlaceOrderSnapshot) => s.context.cart.map((l) => [l.ProductCode, l.Quantity])

/** Editing C1001 with the form filled and `lines` added. */
async function readyOrder(
  lines: [string, number][] = [
    ['DRY-A', 60],
    ['DRY-B', 40],
  ],
  options = {},
) {
  const h = await editing(options)
  fillForm(h)
  for (const [productCode, quantity] of lines)
    h.actor.send({ type: 'cart.setQuantity', productCode, quantity })
  return h
}

describe('place-order machine: customer and loading', () => {
  it('R-ORD-007 R-ORD-006 given a customer code, then its products, its type 2 addresses and the ETA gap are loaded', async () => {
    const h = harness()
    expect(h.snapshot().value).toBe('choosingCustomer')
    h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001-01' })
    expect(h.snapshot().value).toBe('loading')
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.calls.loadProducts).toEqual([{ customerCode: 'C1001-01' }])
    expect(h.calls.loadAddresses).toEqual([{ customerCode: 'C1001-01', addressType: 2 }])
    expect(h.calls.loadEtaGap).toEqual([{ customerCode: 'C1001-01' }])
    expect(h.context().products).toEqual(CATALOGUE)
    expect(h.context().form.customerName).toBe('Bếp Việt Hà Nội')
  })

  it("R-PROF-003 given a code outside the user's own CustomerList, then it is not accepted", () => {
    const h = harness()
    expect(h.snapshot().can({ type: 'order.setCustomer', customerCode: 'OTHER' })).toBe(false)
    h.actor.send({ type: 'order.setCustomer', customerCode: 'OTHER' })
    expect(h.snapshot().value).toBe('choosingCustomer')
    expect(h.calls.loadProducts).toEqual([])
  })

  it('R-ORD-007 given a second customer chosen while the first loads, then only the second one’s answers count', async () => {
    const h = harness({ mode: 'manual' })
    h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001' })
    h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001-01' })
    expect(h.calls.loadProducts.map((c) => c.customerCode)).toEqual(['C1001', 'C1001-01'])
    h.resolve('loadProducts', [DRY_B])
    h.resolve('loadAddresses', [])
    h.resolve('loadEtaGap', 5)
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().products).toEqual([DRY_B])
    expect(h.context().etdGapDays).toBe(5)
  })

  it('given a failed load, then the screen can retry', async () => {
    const h = harness({ failures: { loadAddresses: new Error('offline') } })
    h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001' })
    await h.settle()
    expect(h.snapshot().value).toBe('loadFailed')
    expect(h.context().notice?.key).toBe('placeOrder:notice.loadFailed')
    expect(h.snapshot().can({ type: 'catalog.retry' })).toBe(true)
    h.actor.send({ type: 'catalog.retry' })
    expect(h.snapshot().value).toBe('loading')
    expect(h.calls.loadAddresses).toHaveLength(2)
  })

  it('R-ORD-006 given addresses, then only one of them can be chosen, and a default one is preselected', async () => {
    const h = await editing()
    expect(h.context().form.shippingAddressId).toBeNull()
    expect(h.snapshot().can({ type: 'order.setAddress', shippingAddressId: 99 })).toBe(false)
    h.actor.send({ type: 'order.setAddress', shippingAddressId: 12 })
    expect(h.context().form.shippingAddressId).toBe(12)

    const withDefault = await editing({
      addresses: () => [ADDRESSES[0]!, { ...ADDRESSES[1]!, IsDefault: true }],
    })
    expect(withDefault.context().form.shippingAddressId).toBe(12)
  })

  it('R-ORD-007 given a cart, when the customer changes, then lines the new customer cannot order are dropped and named', async () => {
    const h = await readyOrder(
      [
        ['DRY-A', 60],
        ['DRY-B', 40],
      ],
      { products: (code: string) => (code === 'C1001' ? CATALOGUE : [{ ...DRY_A, UnitPrice: 210_000 }]) },
    )
    h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001-01' })
    await h.settle()
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 60]])
    expect(h.context().cart[0]!.UnitPrice).toBe(210_000)
    expect(h.context().notice).toEqual({
      slot: 'summary',
      severity: 'warn',
      key: 'placeOrder:notice.linesDropped',
      params: { count: 1, codes: 'DRY-B' },
    })
  })
})

describe('place-order machine: ETA and promotions', () => {
  it('R-ORD-018 given the gap, then an ETA whose ETD is before today is not offered, and the earliest one is', async () => {
    const h = await editing()
    expect(h.snapshot().can({ type: 'order.setEta', etaDate: etaIn(-1) })).toBe(true) // refused with a notice
    h.actor.send({ type: 'order.setEta', etaDate: etaIn(-1) })
    expect(h.context().form.etaDate).toBeNull()
    expect(h.context().notice).toEqual({
      slot: 'eta',
      severity: 'error',
      key: 'placeOrder:notice.etaNotOffered',
      params: { eta: '2025-06-12', earliestEta: '2025-06-13' },
    })
    h.actor.send({ type: 'order.setEta', etaDate: etaIn(0) })
    expect(h.context().form.etaDate).toBe('2025-06-13')
    // The ETA taken, the message about the refused one goes (it sat under the ETA box).
    expect(h.context().notice).toBeNull()
  })

  it('R-ORD-019 given a promotion line, when the new ETD falls outside its period and the user says Yes, then the ETA changes and the promotion lines go', async () => {
    const h = await readyOrder([
      ['DRY-A', 100],
      ['PRM-1', 10],
    ])
    const lateEta = '2025-07-10' // ETD 2025-07-07, after the promotion's end 2025-06-30
    h.actor.send({ type: 'order.setEta', etaDate: lateEta })
    expect(h.snapshot().value).toEqual({ editing: 'promotionConflict' })
    expect(h.context().pendingEta).toEqual({ etaDate: lateEta, removing: ['PRM-1'] })
    expect(h.snapshot().can({ type: 'cart.add', productCode: 'DRY-B' })).toBe(false)
    h.actor.send({ type: 'promotion.confirmRemoval' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().form.etaDate).toBe(lateEta)
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 100]])
  })

  it('R-ORD-019 given the same question, when the user says No, then the old ETA and the whole cart stay', async () => {
    const h = await readyOrder([
      ['DRY-A', 100],
      ['PRM-1', 10],
    ])
    const before = h.context().form.etaDate
    h.actor.send({ type: 'order.setEta', etaDate: '2025-07-10' })
    h.actor.send({ type: 'promotion.keepEta' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().form.etaDate).toBe(before)
    expect(cartOf(h.snapshot())).toEqual([
      ['DRY-A', 100],
      ['PRM-1', 10],
    ])
    expect(h.context().pendingEta).toBeNull()
  })

  it('R-ORD-019 given an ETA, then a promotion that does not run on its ETD cannot be added', async () => {
    const ended = promotion('PRM-OLD', 1, 1, { from: '2025-05-01', to: '2025-06-11' })
    const h = await editing({ products: () => [...CATALOGUE, ended] })
    h.actor.send({ type: 'order.setEta', etaDate: etaIn(2) }) // ETD 2025-06-12
    h.actor.send({ type: 'cart.add', productCode: 'PRM-OLD', quantity: 5 })
    expect(h.context().cart).toEqual([])
    expect(h.context().lineErrors['PRM-OLD']?.key).toBe('placeOrder:notice.promotionNotOnEtd')
  })
})

describe('place-order machine: the cart', () => {
  it('R-ORD-002 R-ORD-024 given typed quantities, then non-numeric, negative, fractional and huge ones are refused and the previous quantity stays', async () => {
    const h = await editing()
    h.actor.send({ type: 'cart.typeQuantity', productCode: 'DRY-A', text: '120' })
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 120]])
    for (const [text, key] of [
      ['abc', 'placeOrder:quantity.notNumber'],
      ['-4', 'placeOrder:quantity.negative'],
      ['2.5', 'placeOrder:quantity.fractional'],
      ['1000000', 'placeOrder:quantity.tooLarge'],
      ['', 'placeOrder:quantity.empty'],
    ] as const) {
      h.actor.send({ type: 'cart.typeQuantity', productCode: 'DRY-A', text })
      expect(cartOf(h.snapshot()), text).toEqual([['DRY-A', 120]])
      expect(h.context().lineErrors['DRY-A']?.key, text).toBe(key)
    }
    h.actor.send({ type: 'cart.typeQuantity', productCode: 'DRY-A', text: '130' })
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 130]])
    expect(h.context().lineErrors).toEqual({})
  })

  it('R-ORD-002 given +/- and set quantities, then 0 takes the line out and an invalid number changes nothing', async () => {
    const h = await editing()
    h.actor.send({ type: 'cart.add', productCode: 'DRY-A' })
    h.actor.send({ type: 'cart.add', productCode: 'DRY-A' })
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 2]])
    h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 1.5 })
    h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: -1 })
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 2]])
    h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 0 })
    expect(cartOf(h.snapshot())).toEqual([])
    h.actor.send({ type: 'cart.add', productCode: 'GONE' })
    expect(h.context().lineErrors['GONE']?.key).toBe('placeOrder:notice.productUnavailable')
  })

  it('R-ORD-020 given a cart of one format, when a product of another is added and the user keeps the order, then nothing changes', async () => {
    const h = await readyOrder()
    h.actor.send({ type: 'cart.add', productCode: FROZEN.ProductCode, quantity: 50 })
    expect(h.snapshot().value).toEqual({ editing: 'formatConflict' })
    expect(h.context().pendingAdd).toEqual({ product: FROZEN, quantity: 50 })
    h.actor.send({ type: 'format.cancel' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(cartOf(h.snapshot())).toEqual([
      ['DRY-A', 60],
      ['DRY-B', 40],
    ])
    expect(h.calls.createDraft).toEqual([])
  })

  it('R-ORD-020 R-API-026 given the format question, when the user saves a draft first, then the order is saved and a new one starts with the other product', async () => {
    const h = await readyOrder()
    h.actor.send({ type: 'cart.typeQuantity', productCode: FROZEN.ProductCode, text: '50' })
    h.actor.send({ type: 'format.saveDraftAndSwitch' })
    expect(h.snapshot().value).toEqual({ savingDraft: 'creating' })
    await h.settle()
    expect(h.calls.createDraft).toHaveLength(1)
    expect(h.calls.createDraft[0]!.orderProductList.map((l) => [l.ProductCode, l.Quantity])).toEqual([
      ['DRY-A', 60],
      ['DRY-B', 40],
    ])
    expect(h.calls.createDraft[0]!.formatId).toBe(1)
    expect(h.saved).toHaveLength(1)
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(cartOf(h.snapshot())).toEqual([['FRZ-1', 50]])
    expect(h.context().draft).toBeNull()
    expect(h.context().notice?.key).toBe('placeOrder:notice.draftSavedAndSwitched')
  })

  it('R-ORD-020 R-API-009 given an opened draft, when the user saves it first to switch format, then the draft is updated, not duplicated', async () => {
    const h = await editing()
    h.actor.send({ type: 'draft.open', orderId: 501 })
    await h.settle()
    h.actor.send({ type: 'cart.add', productCode: FROZEN.ProductCode, quantity: 120 })
    h.actor.send({ type: 'format.saveDraftAndSwitch' })
    await h.settle()
    expect(h.calls.createDraft).toEqual([])
    expect(h.calls.updateDraft.map((r) => r.id)).toEqual([501])
    expect(cartOf(h.snapshot())).toEqual([['FRZ-1', 120]])
  })

  it('R-ORD-021 given any total, then the container hint never blocks the submit', async () => {
    const h = await readyOrder([['DRY-A', 150]])
    h.actor.send({ type: 'order.submit' })
    expect(h.snapshot().value).toBe('confirming')
  })
})

describe('place-order machine: submit', () => {
  it('R-ORD-015 R-ORD-005 given an empty form, when submitted, then it stays editing with every reason', async () => {
    const h = await editing()
    expect(h.snapshot().can({ type: 'order.submit' })).toBe(true)
    h.actor.send({ type: 'order.submit' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().violations.map((v) => v.key)).toEqual([
      'placeOrder:rules.addressRequired',
      'placeOrder:rules.etaRequired',
      'placeOrder:rules.noteRequired',
      'placeOrder:rules.noProducts',
    ])
  })

  it('R-ORD-016 given 99 cases, when submitted, then refused; when one case is added, then the reasons clear', async () => {
    const h = await readyOrder([['DRY-A', 99]])
    h.actor.send({ type: 'order.submit' })
    expect(h.context().violations).toEqual([
      {
        rule: 'R-ORD-016',
        key: 'placeOrder:rules.minimumCases',
        params: { total: 99, minimum: 100, missing: 1 },
      },
    ])
    h.actor.send({ type: 'cart.add', productCode: 'DRY-A' })
    expect(h.context().violations).toEqual([])
    h.actor.send({ type: 'order.submit' })
    expect(h.snapshot().value).toBe('confirming')
  })

  it('R-ORD-017 given a frozen order of 2301 cases, then it must be reduced before submit; 2300 goes', async () => {
    const h = await editing()
    fillForm(h)
    h.actor.send({ type: 'cart.setQuantity', productCode: 'FRZ-1', quantity: 2301 })
    h.actor.send({ type: 'order.submit' })
    expect(h.context().violations.map((v) => v.rule)).toEqual(['R-ORD-017'])
    h.actor.send({ type: 'cart.setQuantity', productCode: 'FRZ-1', quantity: 2300 })
    h.actor.send({ type: 'order.submit' })
    expect(h.snapshot().value).toBe('confirming')
  })

  it('R-ORD-018 given a valid ETA, when the day passes before submit, then the submit is refused with today from the event', async () => {
    const h = await readyOrder()
    h.actor.send({ type: 'order.setEta', etaDate: etaIn(0) })
    h.actor.send({ type: 'order.submit', today: '2025-06-11' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().violations.map((v) => v.key)).toEqual(['placeOrder:rules.etdBeforeToday'])
    expect(h.context().today).toBe('2025-06-11')
  })

  it('R-ORD-003 R-ORD-008 R-ORD-011 given a valid order, when submitted and confirmed, then CreateOpenOrder gets the totals and the screen says Order successful', async () => {
    const h = await readyOrder([
      ['DRY-A', 70],
      ['PRM-1', 10],
    ])
    h.actor.send({ type: 'order.submit' })
    expect(h.snapshot().value).toBe('confirming')
    h.actor.send({ type: 'order.confirm' })
    expect(h.snapshot().value).toEqual({ submitting: 'creating' })
    await h.settle()
    expect(h.calls.createOpenOrder).toHaveLength(1)
    const body = h.calls.createOpenOrder[0]!
    expect(body).toMatchObject({
      customerCode: 'C1001',
      shippingAddressId: 11,
      etaDate: etaIn(2),
      note: 'Giao buổi sáng',
      formatId: 1,
      quantity: 70 + 10 * 3,
      amount: 70 * 200_000 + 10 * 400_000,
    })
    expect(body.orderProductList.map((l) => [l.ProductCode, l.Quantity, l.Amount])).toEqual([
      ['DRY-A', 70, 14_000_000],
      ['PRM-1', 10, 4_000_000],
    ])
    expect(h.snapshot().value).toBe('submitted')
    expect(h.context().notice).toEqual({
      slot: 'summary',
      severity: 'success',
      key: 'common:messages.orderSuccessful',
    })
    expect(h.context().placed).toEqual(h.placed[0])
    expect(h.context().cart).toEqual([])
    h.actor.send({ type: 'order.new' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().placed).toBeNull()
  })

  it('R-ORD-003 given the confirmation, when the user goes back, then nothing is sent', async () => {
    const h = await readyOrder()
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.cancelSubmit' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.calls.createOpenOrder).toEqual([])
  })

  it('R-ORD-025 given a double submit, then one order is placed', async () => {
    const h = harness({ mode: 'manual' })
    h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001' })
    h.resolve('loadProducts', CATALOGUE)
    h.resolve('loadAddresses', ADDRESSES)
    h.resolve('loadEtaGap', 3)
    await h.settle()
    fillForm(h)
    h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 100 })
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    expect(h.snapshot().can({ type: 'order.submit' })).toBe(false)
    expect(h.snapshot().can({ type: 'order.confirm' })).toBe(false)
    expect(h.snapshot().can({ type: 'draft.save' })).toBe(false)
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    h.actor.send({ type: 'draft.save' })
    h.resolve('createOpenOrder', { Id: 77, OrderNumber: 'BB77' })
    await h.settle()
    expect(h.calls.createOpenOrder).toHaveLength(1)
    expect(h.calls.createDraft).toHaveLength(0)
    expect(h.placed).toEqual([{ Id: 77, OrderNumber: 'BB77' }])
  })

  it('R-ORD-026 given a server refusal (a product withdrawn meanwhile), then editing resumes with the server message and the cart stays', async () => {
    const h = await readyOrder(undefined, {
      failures: { createOpenOrder: refusal('Sản phẩm DRY-B đã ngừng kinh doanh') },
    })
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().notice).toEqual({
      slot: 'summary',
      severity: 'error',
      key: 'placeOrder:notice.serverRefused',
      params: { message: 'Sản phẩm DRY-B đã ngừng kinh doanh' },
    })
    expect(cartOf(h.snapshot())).toEqual([
      ['DRY-A', 60],
      ['DRY-B', 40],
    ])
    expect(h.placed).toEqual([])
  })

  it("R-ERR-009 given a failure without a server message, then the notice is 'Submission failed! Please try again.'", async () => {
    const h = await readyOrder(undefined, { failures: { createOpenOrder: new Error('network') } })
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    await h.settle()
    expect(h.context().notice).toEqual({
      slot: 'summary',
      severity: 'error',
      key: 'common:messages.submissionFailed',
    })
  })
})

describe('place-order machine: drafts', () => {
  it('R-ORD-003 R-API-026 given an order, when saved as a draft, then CreateDraftOrder is called once and later saves update that draft', async () => {
    const h = await readyOrder([['DRY-A', 10]]) // a draft may be unfinished
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    expect(h.calls.createDraft).toHaveLength(1)
    const draft = h.context().draft!
    expect(h.context().notice).toEqual({
      slot: 'summary',
      severity: 'success',
      key: 'placeOrder:notice.draftSaved',
      params: { orderNumber: draft.OrderNumber },
    })
    h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 20 })
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    expect(h.calls.createDraft).toHaveLength(1)
    expect(h.calls.updateDraft.map((r) => [r.id, r.quantity])).toEqual([[draft.Id, 20]])
  })

  it('R-ORD-004 R-LIFE-008 given an order that is not a draft, then it cannot be opened for change', async () => {
    const h = await editing({ orders: (Id) => draftOrder({ Id, FeOrderStatus: 1 }) })
    expect(h.snapshot().can({ type: 'draft.open', orderId: 501 })).toBe(true)
    h.actor.send({ type: 'draft.open', orderId: 501 })
    expect(h.snapshot().value).toEqual({ openingDraft: 'fetching' })
    await h.settle()
    expect(h.calls.loadDraft).toEqual([{ orderId: 501 }])
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().draft).toBeNull()
    expect(h.context().notice).toEqual({
      slot: 'page',
      severity: 'error',
      key: 'placeOrder:notice.onlyDrafts',
    })
  })

  it('R-ORD-004 R-API-027 given a draft opened from the list, then its lines take the current catalogue and submitting uses SaveAsOpenOrder with its id', async () => {
    const h = harness()
    h.actor.send({ type: 'draft.open', orderId: 501 })
    await h.settle()
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().form).toEqual({
      customerCode: 'C1001',
      customerName: 'Bếp Việt',
      shippingAddressId: 12,
      etaDate: etaIn(5),
      note: 'Đơn nháp',
      poNumber: '',
    })
    expect(cartOf(h.snapshot())).toEqual([['DRY-A', 150]])
    expect(h.context().cart[0]!.UnitPrice).toBe(DRY_A.UnitPrice)
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    expect(h.snapshot().value).toEqual({ submitting: 'savingAsOpenOrder' })
    await h.settle()
    expect(h.calls.createOpenOrder).toEqual([])
    expect(h.calls.saveAsOpenOrder.map((r) => [r.id, r.quantity])).toEqual([[501, 150]])
    expect(h.snapshot().value).toBe('submitted')
    expect(h.context().draft).toBeNull()
  })

  it('R-ORD-004 given a draft with a product withdrawn since, then the line is dropped and named', async () => {
    const h = harness({ products: () => [DRY_B, FROZEN] })
    h.actor.send({ type: 'draft.open', orderId: 501 })
    await h.settle()
    expect(h.context().cart).toEqual([])
    expect(h.context().notice).toEqual({
      slot: 'summary',
      severity: 'warn',
      key: 'placeOrder:notice.linesDropped',
      params: { count: 1, codes: 'DRY-A' },
    })
  })
})

describe('place-order machine: persistence', () => {
  it('R-ORD-009 given a saved state, when the screen reloads, then cart, form and draft come back', async () => {
    const h = await readyOrder([
      ['DRY-A', 60],
      ['PRM-1', 20],
    ])
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    // Through localStorage: JSON text, decoded with the Schema.
    const stored = JSON.stringify(savedStateOf(h.context()))
    const saved = Schema.decodeUnknownSync(SavedPlaceOrder)(JSON.parse(stored))
    const after = harness({ input: { saved } })
    expect(after.snapshot().value).toBe('loading')
    await after.settle()
    expect(after.snapshot().value).toEqual({ editing: 'idle' })
    expect(savedStateOf(after.context())).toEqual(savedStateOf(h.context()))
  })

  it('R-ORD-009 given a saved state of a customer no longer in the user’s list, then the screen starts empty', () => {
    const saved = {
      placeList: [line(DRY_A, 5)],
      placeInfo: {
        customerCode: 'GONE',
        customerName: 'x',
        shippingAddressId: null,
        etaDate: null,
        note: '',
      },
      draftInfo: null,
    }
    const h = harness({ input: { saved } })
    expect(h.snapshot().value).toBe('choosingCustomer')
    expect(h.context().cart).toEqual([])
  })

  it('R-ORD-009 given a restored cart whose prices changed, then the lines take the catalogue’s prices', async () => {
    const saved = {
      placeList: [line({ ...DRY_A, UnitPrice: 1 }, 5)],
      placeInfo: { customerCode: 'C1001', customerName: '', shippingAddressId: 11, etaDate: null, note: '' },
      draftInfo: null,
    }
    const h = harness({ input: { saved } })
    await h.settle()
    expect(h.context().cart).toEqual([line(DRY_A, 5)])
    expect(h.context().form.customerName).toBe('Bếp Việt')
  })
})

describe('place-order machine: time', () => {
  it('R-ORD-018 given a new business day from the clock, then the ETA check uses it', async () => {
    const h = await editing()
    h.actor.send({ type: 'clock.today', today: '2025-06-12' })
    h.actor.send({ type: 'clock.today', today: 'not a day' })
    expect(h.context().today).toBe('2025-06-12')
    h.actor.send({ type: 'order.setEta', etaDate: '2025-06-14' })
    expect(h.context().form.etaDate).toBeNull()
    h.actor.send({ type: 'order.setEta', etaDate: '2025-06-15' })
    expect(h.context().form.etaDate).toBe('2025-06-15')
    expect(TODAY).toBe('2025-06-10')
  })
})

describe('place-order machine: the live summary', () => {
  it('R-ORD-011 R-ORD-001 R-ORD-021 R-ORD-018 given a cart, then the summary has its cases, amount, ETD and container hint', async () => {
    const h = await readyOrder([
      ['DRY-A', 1000],
      ['PRM-1', 10],
    ])
    const summary = summaryOf(h.context())
    expect(summary).toMatchObject({
      lineCount: 2,
      totalCases: 1030,
      amount: 1000 * 200_000 + 10 * 400_000,
      formatId: 1,
      frozen: false,
      etd: '2025-06-12',
      earliestEta: '2025-06-13',
      container: { band: '20ft', casesToNextBand: null, slower: false },
      blocking: [],
    })
    h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 1200 })
    expect(summaryOf(h.context()).container).toMatchObject({ band: null, casesToNextBand: 970, slower: true })
  })

  it('R-ORD-017 given a frozen order over the limit, then the summary shows what blocks before any submit', async () => {
    const h = await editing()
    fillForm(h)
    h.actor.send({ type: 'cart.add', productCode: 'FRZ-1', quantity: 2400 })
    expect(summaryOf(h.context()).frozen).toBe(true)
    expect(summaryOf(h.context()).blocking.map((v) => v.rule)).toEqual(['R-ORD-017'])
    expect(h.context().violations).toEqual([]) // shown in context only after a submit
  })
})

describe('place-order machine: the message after a press is brought into view', () => {
  it('R-ORD-034 given an order under 100 cases, when Submit is pressed, then the screen is asked to reveal what blocks it; a submit that goes to the confirmation asks nothing', async () => {
    const h = await readyOrder([['DRY-A', 60]])
    h.actor.send({ type: 'order.submit' })
    expect(h.context().violations.map((v) => v.rule)).toEqual(['R-ORD-016'])
    expect(h.revealed()).toBe(1)
    h.actor.send({ type: 'order.submit' })
    expect(h.revealed()).toBe(2)
    h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 100 })
    h.actor.send({ type: 'order.submit' })
    expect(h.snapshot().value).toBe('confirming')
    expect(h.revealed()).toBe(2)
  })

  it('R-ORD-034 given a confirmation that the day made invalid, when confirmed, then back to the form with the reasons revealed', async () => {
    const h = await readyOrder()
    h.actor.send({ type: 'order.setEta', etaDate: etaIn(0) })
    h.actor.send({ type: 'order.submit' })
    expect(h.snapshot().value).toBe('confirming')
    h.actor.send({ type: 'order.confirm', today: '2025-06-11' })
    expect(h.snapshot().value).toEqual({ editing: 'idle' })
    expect(h.context().violations.map((v) => v.key)).toEqual(['placeOrder:rules.etdBeforeToday'])
    expect(h.revealed()).toBe(1)
  })

  it('R-ORD-034 given Save draft under 100 cases, then the draft is saved and its message revealed; a refusal of the server is revealed too', async () => {
    const h = await readyOrder([['DRY-A', 10]])
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    expect(h.context().notice?.key).toBe('placeOrder:notice.draftSaved')
    expect(h.revealed()).toBe(1)
    const refused = await readyOrder(undefined, {
      failures: { createOpenOrder: refusal('Sản phẩm DRY-B đã ngừng kinh doanh') },
    })
    refused.actor.send({ type: 'order.submit' })
    refused.actor.send({ type: 'order.confirm' })
    await refused.settle()
    expect(refused.context().notice?.key).toBe('placeOrder:notice.serverRefused')
    expect(refused.revealed()).toBe(1)
  })

  it('R-ORD-034 given a product of another format saved away from its dialog, then nothing is revealed (the dialog gives the focus back)', async () => {
    const h = await readyOrder([['DRY-A', 60]])
    h.actor.send({ type: 'cart.add', productCode: 'FRZ-1', quantity: 5 })
    expect(h.snapshot().value).toEqual({ editing: 'formatConflict' })
    h.actor.send({ type: 'format.saveDraftAndSwitch' })
    await h.settle()
    expect(h.context().notice?.key).toBe('placeOrder:notice.draftSavedAndSwitched')
    expect(h.revealed()).toBe(0)
  })
})
