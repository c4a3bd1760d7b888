// Fill the container (R-FILL-001..004): the suggestion takes any cart short of a container to the
// band's lower end, spreads the cases in proportion over the cart's case lines, and breaks no
// ordering rule; the machine applies it in one step.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyContainerFill, containerFillOf } from './container-fill.rules'
import {
  CONTAINER_BANDS,
  containerGuidance,
  FROZEN_MAX_CASES,
  MIN_ORDER_CASES,
  totalCases,
} from './place-order.rules'
import { DRY_A, DRY_B, editing, fillForm, FROZEN, line, product, PROMO } from './place-order.testkit'

/** Up to 6 dry case lines of distinct codes, 1 to 1,500 cases each. */
const arbDryCart = fc
  .array(fc.integer({ min: 1, max: 1500 }), { minLength: 1, maxLength: 6 })
  .map((qs) => qs.map((q, i) => line(product(`DRY-${i}`), q)))

const inBand = (total: number) => CONTAINER_BANDS.some(({ from, to }) => total >= from && total <= to)

describe('fill the container', () => {
  it('R-FILL-001 a cart short of a container gets exactly the cases that reach the next band; inside a band, above the last or empty, none', () => {
    fc.assert(
      fc.property(arbDryCart, (cart) => {
        const total = totalCases(cart)
        const fill = containerFillOf(cart)
        const next = CONTAINER_BANDS.find(({ from }) => total < from)
        if (inBand(total) || next === undefined) {
          expect(fill).toBeNull()
          return
        }
        expect(fill).not.toBeNull()
        expect(fill!.band).toBe(next.band)
        expect(fill!.cases).toBe(next.from - total)
        const filled = applyContainerFill(cart, fill!)
        expect(totalCases(filled)).toBe(next.from)
        expect(containerGuidance(totalCases(filled)).band).toBe(next.band)
      }),
    )
    expect(containerFillOf([])).toBeNull()
  })

  it('R-FILL-003 the cases are spread over the cart lines in proportion, no line loses a case and no product is added', () => {
    fc.assert(
      fc.property(arbDryCart, (cart) => {
        const fill = containerFillOf(cart)
        fc.pre(fill !== null)
        const held = totalCases(cart)
        const filled = applyContainerFill(cart, fill!)
        expect(filled.map((l) => l.ProductCode)).toEqual(cart.map((l) => l.ProductCode))
        filled.forEach((after, i) => {
          const before = cart[i]!
          const added = after.Quantity - before.Quantity
          expect(added).toBeGreaterThanOrEqual(0)
          // Largest remainder: within one case of the exact share.
          expect(Math.abs(added - (fill!.cases * before.Quantity) / held)).toBeLessThan(1)
        })
      }),
    )
  })

  it('R-FILL-004 a promotion set is left as it is, a frozen cart stays within its limit, the format stays one', () => {
    const promo = line(PROMO, 10) // sets: cases come in sets (R-ORD-011)
    const withPromo = [line(DRY_A, 300), promo]
    const fill = containerFillOf(withPromo)!
    const filled = applyContainerFill(withPromo, fill)
    expect(filled[1]).toEqual(promo)
    expect(totalCases(filled)).toBe(1000)
    expect(containerFillOf([promo])).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2199 }), (quantity) => {
        const frozen = [line(FROZEN, quantity)]
        const frozenFill = containerFillOf(frozen)
        if (frozenFill === null) {
          expect(inBand(quantity)).toBe(true)
          return
        }
        const total = totalCases(applyContainerFill(frozen, frozenFill))
        expect(total).toBeLessThanOrEqual(FROZEN_MAX_CASES)
        expect(total).toBeGreaterThanOrEqual(MIN_ORDER_CASES)
      }),
    )
  })

  it('R-FILL-002 the place order applies the suggestion in one step, and the filled cart can be submitted', async () => {
    const h = await editing()
    fillForm(h)
    h.actor.send({ type: 'cart.add', productCode: 'DRY-A', quantity: 300 })
    h.actor.send({ type: 'cart.add', productCode: 'DRY-B', quantity: 100 })
    expect(h.snapshot().can({ type: 'cart.fillContainer' })).toBe(true)
    h.actor.send({ type: 'cart.fillContainer' })
    expect(h.context().cart.map((l) => [l.ProductCode, l.Quantity])).toEqual([
      [DRY_A.ProductCode, 750],
      [DRY_B.ProductCode, 250],
    ])
    // Inside the 20 ft band now: nothing more to suggest.
    expect(h.snapshot().can({ type: 'cart.fillContainer' })).toBe(false)
    h.actor.send({ type: 'order.submit' })
    expect(h.snapshot().matches('confirming')).toBe(true)
  })
})
