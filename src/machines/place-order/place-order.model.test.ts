// Model-based: @xstate/graph (getShortestPaths) walks the chart with a fixed set of user events and I/O answers
// (done and error events of every invoke, by its id), finds a shortest path to every state, and a
// live actor with the test kit's controllable I/O follows each path step by step.
import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import type { AnyStateNode, EventObject } from 'xstate'
import { ApiError } from '../../api/errors'
import { placeOrderMachine, type PlaceOrderEvent, type PlaceOrderSnapshot } from './place-order.machine'
import {
  ADDRESSES,
  CATALOGUE,
  CUSTOMERS,
  draftOrder,
  etaIn,
  GAP,
  harness,
  TODAY,
  type IoName,
} from './place-order.testkit'

const refusal = new ApiError('ServerError', 'Refused', {
  endpoint: 'Order',
  code: 1001,
  serverMessage: 'Refused',
})
const IO: IoName[] = [
  'loadDraft',
  'loadRefill',
  'loadProducts',
  'loadAddresses',
  'loadEtaGap',
  'createDraft',
  'updateDraft',
  'createOpenOrder',
  'saveAsOpenOrder',
  'findPoNumberUses',
]
const OUTPUT: Record<IoName, unknown> = {
  loadDraft: draftOrder(),
  loadRefill: {
    customerCode: 'C1001',
    shippingAddressId: 11,
    lines: [{ productCode: 'DRY-A', quantity: 120 }],
  },
  loadProducts: CATALOGUE,
  loadAddresses: ADDRESSES,
  loadEtaGap: GAP,
  createDraft: { Id: 901, OrderNumber: 'BB901' },
  updateDraft: { Id: 501, OrderNumber: 'BB2025060001' },
  createOpenOrder: { Id: 902, OrderNumber: 'BB902' },
  saveAsOpenOrder: { Id: 501, OrderNumber: 'BB2025060001' },
  findPoNumberUses: [
    { Id: 7, OrderNumber: 'BB7', CustomerCode: 'C1001', FeOrderStatus: 3, PoNumber: 'PO-1' },
  ],
}

/** One well-formed event of each kind the user (or the I/O) can cause; enough to reach every state. */
const USER_EVENTS: PlaceOrderEvent[] = [
  { type: 'order.setCustomer', customerCode: 'C1001' },
  { type: 'order.setAddress', shippingAddressId: 11 },
  { type: 'order.setEta', etaDate: etaIn(2) }, // inside PRM-1's period
  { type: 'order.setEta', etaDate: '2025-07-10' }, // ETD after PRM-1's period
  { type: 'order.setNote', note: 'Giao buổi sáng' },
  { type: 'order.setPoNumber', poNumber: 'PO-1' },
  { type: 'cart.add', productCode: 'DRY-A', quantity: 100 },
  { type: 'cart.add', productCode: 'PRM-1', quantity: 10 },
  { type: 'cart.add', productCode: 'FRZ-1', quantity: 100 },
  { type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 0 },
  { type: 'cart.typeQuantity', productCode: 'DRY-A', text: 'abc' },
  { type: 'cart.remove', productCode: 'PRM-1' },
  { type: 'cart.clear' },
  { type: 'order.submit' },
  { type: 'order.confirm' },
  { type: 'order.cancelSubmit' },
  { type: 'order.new' },
  { type: 'draft.save' },
  { type: 'draft.open', orderId: 501 },
  { type: 'refill.open', source: { kind: 'order', orderId: 601 } },
  { type: 'refill.replace' },
  { type: 'refill.add' },
  { type: 'refill.cancel' },
  { type: 'format.saveDraftAndSwitch' },
  { type: 'format.cancel' },
  { type: 'promotion.confirmRemoval' },
  { type: 'promotion.keepEta' },
  { type: 'catalog.retry' },
  { type: 'notice.dismiss' },
  { type: 'clock.today', today: TODAY },
]
const EVENTS: EventObject[] = [
  ...USER_EVENTS,
  ...IO.map((id) => ({ type: `xstate.done.actor.${id}`, output: OUTPUT[id] })),
  ...IO.map((id) => ({ type: `xstate.error.actor.${id}`, error: refusal })),
]

/** A loading call answers once: after its answer, the state still waits for the others only. */
function stillRunning(s: PlaceOrderSnapshot, e: EventObject): boolean {
  const io = /^xstate\.(?:done|error)\.actor\.(loadProducts|loadAddresses|loadEtaGap)$/.exec(e.type)
  if (io === null) return true
  const loaded = {
    loadProducts: s.context.products,
    loadAddresses: s.context.addresses,
    loadEtaGap: s.context.etdGapDays,
  }
  return loaded[io[1] as 'loadProducts' | 'loadAddresses' | 'loadEtaGap'] === null
}

/** What tells two snapshots apart for the walk: the state and the facts that open new moves. */
const serialize = (s: PlaceOrderSnapshot) =>
  JSON.stringify({
    value: s.value,
    customer: s.context.form.customerCode,
    cart: s.context.cart.map((l) => l.ProductCode).sort(),
    eta: s.context.form.etaDate,
    note: s.context.form.note !== '',
    poNumber: s.context.form.poNumber !== '',
    address: s.context.form.shippingAddressId,
    draft: s.context.draft !== null,
    loaded: [s.context.products !== null, s.context.addresses !== null, s.context.etdGapDays !== null],
    pending: [s.context.pendingAdd !== null, s.context.pendingEta !== null],
  })

const input = { today: TODAY, customers: CUSTOMERS }
// getShortestPaths, not createTestModel: the test model refuses machines with invokes.
const walk = () =>
  getShortestPaths(placeOrderMachine, {
    events: ((s: PlaceOrderSnapshot) => EVENTS.filter((e) => stillRunning(s, e))) as never,
    input,
    serializeState: (s) => serialize(s as PlaceOrderSnapshot),
  })

/** Every leaf state of the chart but the two transient ones (`always` only). */
function restingLeaves(node: AnyStateNode): string[] {
  const children = Object.values(node.states)
  if (children.length === 0) return [node.path.join('.')]
  return children.flatMap(restingLeaves)
}
const TRANSIENT = ['starting', 'submitting.choosing']
const leafOf = (s: PlaceOrderSnapshot): string =>
  typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${String(v)}`)[0]!

describe('place-order model', () => {
  const paths = walk()
  /** The shortest path to each state of the chart. */
  const byLeaf = new Map<string, (typeof paths)[number]>()
  for (const path of paths) {
    const leaf = leafOf(path.state as PlaceOrderSnapshot)
    const known = byLeaf.get(leaf)
    if (known === undefined || path.steps.length < known.steps.length) byLeaf.set(leaf, path)
  }

  it('R-ORD-003 every state of the chart is reachable with the user events and I/O answers', () => {
    const leaves = restingLeaves(placeOrderMachine.root).filter((l) => !TRANSIENT.includes(l))
    expect(leaves).toHaveLength(17)
    expect([...byLeaf.keys()].sort()).toEqual(leaves.sort())
  })

  it('R-ORD-003 a live actor with real I/O actors follows the path to every state', async () => {
    expect(byLeaf.size).toBeGreaterThan(0)
    for (const [leaf, path] of byLeaf) await follow(path, leaf)
  })

  it('R-ORD-003 a live actor follows the shortest path to every distinct walked snapshot (cart, form, draft)', async () => {
    expect(paths.length).toBeGreaterThan(100)
    for (const path of paths) await follow(path, leafOf(path.state as PlaceOrderSnapshot))
    // About 800 paths of a few steps each: a budget for a slow machine, not an assertion on time.
  }, 60_000)
})

async function follow(path: ReturnType<typeof walk>[number], leaf: string) {
  const h = harness({ mode: 'manual' })
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown }
    const io = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
    if (event.type === 'xstate.init') continue
    if (io === null) h.actor.send(event as never)
    else {
      const name = io[2] as IoName
      expect(h.isWaiting(name), `${leaf}: ${name} was called`).toBe(true)
      if (io[1] === 'done') h.resolve(name, event.output)
      else h.reject(name, event.error)
      await h.flush()
    }
    expect(serialize(h.snapshot()), `${leaf} after ${event.type}`).toBe(
      serialize(step.state as PlaceOrderSnapshot),
    )
  }
  expect(leafOf(h.snapshot())).toBe(leaf)
  h.actor.stop()
}
