// The screen's machine and the shared rules agree: for every generated cart, the machine's submit
// gives the verdict and the message keys of checkOrderForSubmit, which the mock backend also runs.
// Two ways in: carts restored as saved state, and carts built by random edits (fast-check model
// commands, with the test's own model of the cart as the oracle).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../order-lifecycle/business-time'
import type { ShippingAddress } from '../../api/contracts/customer'
import { checkOrderForSubmit, type CartForCheck } from './place-order.rules'
import {
  ADDRESSES,
  arbOrder,
  CATALOGUE,
  editing,
  GAP,
  harness,
  line,
  savedOf,
  TODAY,
} from './place-order.testkit'

const twoPlainAddresses: readonly ShippingAddress[] = ADDRESSES.map((a) => ({ ...a, IsDefault: false }))

describe('place-order machine and rules agree', () => {
  it('R-ORD-023 R-ORD-005 for every generated cart restored into the machine, the submit has the verdict and keys of checkOrderForSubmit', async () => {
    const seen = { confirming: 0, refused: 0 }
    await fc.assert(
      fc.asyncProperty(
        arbOrder({ customer: 'always' }),
        fc.integer({ min: 0, max: 3 }),
        async (order, later) => {
          const { cart, today, gap } = order
          const h = harness({
            input: { today, saved: savedOf(cart) },
            products: () => cart.lines.map(({ Quantity: _q, ...p }) => p),
            addresses: () => twoPlainAddresses,
            gap,
          })
          await h.settle()
          expect(h.snapshot().value).toEqual({ editing: 'idle' })
          // The day may have moved on since the screen loaded: today comes with the event.
          const submitDay = addDays(today, later)!
          const expected = checkOrderForSubmit(cart, { today: submitDay, etdGapDays: gap })
          h.actor.send({ type: 'order.submit', today: submitDay })
          seen[expected.length === 0 ? 'confirming' : 'refused']++
          if (expected.length === 0) expect(h.snapshot().value).toBe('confirming')
          else {
            expect(h.snapshot().value).toEqual({ editing: 'idle' })
            expect(h.context().violations).toEqual(expected)
          }
          h.actor.stop()
        },
      ),
      { numRuns: 200 },
    )
    expect(seen.confirming).toBeGreaterThan(0)
    expect(seen.refused).toBeGreaterThan(0)
  })
})

// ---------------------------------------------------------------------------------------------
// Model commands: the test keeps its own cart and form, and predicts every step.

interface Model {
  lines: { code: string; quantity: number }[]
  eta: string | null
  note: string
  address: number | null
}
type Real = Awaited<ReturnType<typeof editing>>

const byCode = new Map(CATALOGUE.map((p) => [p.ProductCode, p]))
const CODES = [...byCode.keys()]
const MAX = 100_000
const etdOfModel = (eta: string) => addDays(eta, -GAP)!
const promoOutside = (code: string, eta: string | null) => {
  const p = byCode.get(code)!
  if (!p.IsPromotion || eta === null) return false
  const etd = etdOfModel(eta)
  return (
    (p.PromotionFromDate !== null && etd < p.PromotionFromDate) ||
    (p.PromotionToDate !== null && etd > p.PromotionToDate)
  )
}
const modelCart = (m: Model): CartForCheck => ({
  customerCode: 'C1001',
  shippingAddressId: m.address,
  etaDate: m.eta,
  note: m.note,
  lines: m.lines.map((l) => line(byCode.get(l.code)!, l.quantity)),
})
const expectSameCart = (m: Model, r: Real) => {
  expect(r.context().cart.map((l) => [l.ProductCode, l.Quantity])).toEqual(
    m.lines.map((l) => [l.code, l.quantity]),
  )
  expect(r.snapshot().value).toEqual({ editing: 'idle' })
}

/** Puts `quantity` of `code` (a new line or a new quantity), predicting format and promotion refusals. */
function putInModel(m: Model, r: Real, code: string, next: number) {
  const at = m.lines.findIndex((l) => l.code === code)
  if (next < 0 || next > MAX || !Number.isInteger(next)) return
  if (at !== -1) {
    if (next === 0) m.lines.splice(at, 1)
    else m.lines[at]!.quantity = next
    return
  }
  if (next === 0 || !byCode.has(code)) return
  const format = m.lines[0] === undefined ? null : byCode.get(m.lines[0].code)!.FormatId
  if (format !== null && format !== byCode.get(code)!.FormatId) {
    expect(r.snapshot().value).toEqual({ editing: 'formatConflict' })
    r.actor.send({ type: 'format.cancel' })
    return
  }
  if (promoOutside(code, m.eta)) return
  m.lines.push({ code, quantity: next })
}

class SetQuantity implements fc.Command<Model, Real> {
  constructor(
    readonly code: string,
    readonly quantity: number,
  ) {}
  check = () => true
  run(m: Model, r: Real) {
    r.actor.send({ type: 'cart.setQuantity', productCode: this.code, quantity: this.quantity })
    putInModel(m, r, this.code, this.quantity)
    expectSameCart(m, r)
  }
  toString = () => `setQuantity(${this.code}, ${this.quantity})`
}

class Add implements fc.Command<Model, Real> {
  constructor(
    readonly code: string,
    readonly quantity: number,
  ) {}
  check = () => true
  run(m: Model, r: Real) {
    r.actor.send({ type: 'cart.add', productCode: this.code, quantity: this.quantity })
    const current = m.lines.find((l) => l.code === this.code)?.quantity ?? 0
    if (this.quantity >= 1) putInModel(m, r, this.code, current + this.quantity)
    expectSameCart(m, r)
  }
  toString = () => `add(${this.code}, ${this.quantity})`
}

class Type implements fc.Command<Model, Real> {
  constructor(
    readonly code: string,
    readonly text: string,
  ) {}
  check = () => true
  run(m: Model, r: Real) {
    r.actor.send({ type: 'cart.typeQuantity', productCode: this.code, text: this.text })
    if (/^\d+$/.test(this.text)) putInModel(m, r, this.code, Number(this.text))
    else expect(r.context().lineErrors[this.code]).toBeDefined()
    expectSameCart(m, r)
  }
  toString = () => `type(${this.code}, ${JSON.stringify(this.text)})`
}

class Remove implements fc.Command<Model, Real> {
  constructor(readonly code: string) {}
  check = () => true
  run(m: Model, r: Real) {
    r.actor.send({ type: 'cart.remove', productCode: this.code })
    m.lines = m.lines.filter((l) => l.code !== this.code)
    expectSameCart(m, r)
  }
  toString = () => `remove(${this.code})`
}

class SetEta implements fc.Command<Model, Real> {
  constructor(
    readonly eta: string | null,
    readonly confirm: boolean,
  ) {}
  check = () => true
  run(m: Model, r: Real) {
    r.actor.send({ type: 'order.setEta', etaDate: this.eta })
    const eta = this.eta
    if (eta === null) m.eta = null
    else if (etdOfModel(eta) >= TODAY) {
      const outside = m.lines.filter((l) => promoOutside(l.code, eta))
      if (outside.length === 0) m.eta = eta
      else {
        expect(r.snapshot().value).toEqual({ editing: 'promotionConflict' })
        r.actor.send({ type: this.confirm ? 'promotion.confirmRemoval' : 'promotion.keepEta' })
        if (this.confirm) {
          m.eta = eta
          m.lines = m.lines.filter((l) => !outside.includes(l))
        }
      }
    }
    expect(r.context().form.etaDate).toBe(m.eta)
    expectSameCart(m, r)
  }
  toString = () => `setEta(${this.eta}, ${this.confirm ? 'yes' : 'no'})`
}

class SetForm implements fc.Command<Model, Real> {
  constructor(
    readonly note: string,
    readonly address: number | null,
  ) {}
  check = () => true
  run(m: Model, r: Real) {
    r.actor.send({ type: 'order.setNote', note: this.note })
    m.note = this.note
    if (this.address !== null) {
      r.actor.send({ type: 'order.setAddress', shippingAddressId: this.address })
      if (ADDRESSES.some((a) => a.Id === this.address)) m.address = this.address
    }
    expect(r.context().form).toMatchObject({ note: m.note, shippingAddressId: m.address })
  }
  toString = () => `setForm(${JSON.stringify(this.note)}, ${this.address})`
}

const verdicts = { confirming: 0, refused: 0 }

class Submit implements fc.Command<Model, Real> {
  check = () => true
  run(m: Model, r: Real) {
    r.actor.send({ type: 'order.submit' })
    const expected = checkOrderForSubmit(modelCart(m), { today: TODAY, etdGapDays: GAP })
    verdicts[expected.length === 0 ? 'confirming' : 'refused']++
    if (expected.length === 0) {
      expect(r.snapshot().value).toBe('confirming')
      r.actor.send({ type: 'order.cancelSubmit' })
    } else expect(r.context().violations.map((v) => v.key)).toEqual(expected.map((v) => v.key))
    expectSameCart(m, r)
  }
  toString = () => 'submit'
}

const arbCode = fc.constantFrom(...CODES, 'GONE')
const arbEta = fc.option(
  fc.integer({ min: -2, max: 30 }).map((d) => addDays(TODAY, GAP + d)!),
  { nil: null, freq: 6 },
)
const commands = [
  fc
    .tuple(arbCode, fc.oneof(fc.integer({ min: 0, max: 700 }), fc.constantFrom(-1, 1.5, 100_001)))
    .map(([c, q]) => new SetQuantity(c, q)),
  fc.tuple(arbCode, fc.integer({ min: 0, max: 300 })).map(([c, q]) => new Add(c, q)),
  fc
    .tuple(
      arbCode,
      fc.oneof(fc.integer({ min: 0, max: 2500 }).map(String), fc.constantFrom('abc', '-3', '2.5', '')),
    )
    .map(([c, t]) => new Type(c, t)),
  arbCode.map((c) => new Remove(c)),
  fc.tuple(arbEta, fc.boolean()).map(([e, y]) => new SetEta(e, y)),
  fc
    .tuple(fc.constantFrom('Giao sáng', '', ' '), fc.constantFrom(11, 12, 99, null))
    .map(([n, a]) => new SetForm(n, a)),
  fc.constant(new Submit()),
  // Weights towards complete orders, so that submits pass as well as fail.
  fc.constant(new SetForm('Giao sáng', 11)),
  fc.constant(new SetEta(addDays(TODAY, GAP + 5)!, true)),
  fc
    .tuple(fc.constantFrom('DRY-A', 'DRY-B'), fc.integer({ min: 50, max: 400 }))
    .map(([c, q]) => new Add(c, q)),
]

describe('place-order machine model commands', () => {
  it('R-ORD-020 R-ORD-019 R-ORD-002 R-ORD-016 random edits keep the cart the model predicts, and every submit agrees with checkOrderForSubmit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'max' }), async (cmds) => {
        const real = await editing({ addresses: () => twoPlainAddresses })
        const model: Model = { lines: [], eta: null, note: '', address: null }
        fc.modelRun(() => ({ model, real }), cmds)
        real.actor.stop()
      }),
      { numRuns: 150 },
    )
    // Both verdicts occur, so the agreement is not only about refusals.
    expect(verdicts.confirming).toBeGreaterThan(0)
    expect(verdicts.refused).toBeGreaterThan(0)
  })
})
