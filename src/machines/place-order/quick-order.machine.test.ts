// Quick order in the place-order machine (R-QUICK-002..005): the lines go through the same cart
// the catalogue fills, and every submit rule then holds for the cart however it was filled.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editing, fillForm, FROZEN } from './place-order.testkit'
import { readQuickText, type QuickRow } from './quick-order.rules'

const rowsOf = (text: string): readonly QuickRow[] => {
  const reading = readQuickText(text)
  if (!reading.ok) throw new Error(reading.notice.key)
  return reading.rows
}

describe('quick order in the place-order machine', () => {
  it('R-QUICK-003 R-QUICK-004 the good lines go into the cart, the others are reported, a known line adds up', async () => {
    const h = await editing()
    h.actor.send({ type: 'cart.add', productCode: 'DRY-A', quantity: 10 })
    h.actor.send({
      type: 'cart.addLines',
      rows: rowsOf('Code;Qty\ndry-a;50\nDRY-B;abc\nNOPE;3\nFRZ-1;5\ndry-b;40'),
      knownCodes: ['DRY-A', 'DRY-B', 'FRZ-1'],
    })
    const { cart, quickReport } = h.context()
    expect(cart.map((l) => [l.ProductCode, l.Quantity])).toEqual([
      ['DRY-A', 60],
      ['DRY-B', 40],
    ])
    expect(quickReport?.map((o) => [o.line, o.kind === 'refused' ? o.reason.key : o.kind])).toEqual([
      [2, 'addedToLine'],
      [3, 'placeOrder:quantity.notNumber'],
      [4, 'placeOrder:quick.unknownCode'],
      [5, 'placeOrder:quick.otherFormat'],
      [6, 'added'],
    ])
    expect(h.snapshot().matches({ editing: 'idle' })).toBe(true)
  })

  it('R-QUICK-002 more than 500 lines is refused whole: the cart stays', async () => {
    const h = await editing()
    h.actor.send({ type: 'cart.add', productCode: 'DRY-A', quantity: 10 })
    const rows = Array.from({ length: 501 }, (_, i) => ({ line: i + 1, code: 'DRY-B', quantity: '1' }))
    h.actor.send({ type: 'cart.addLines', rows, knownCodes: null })
    expect(h.context().cart.map((l) => [l.ProductCode, l.Quantity])).toEqual([['DRY-A', 10]])
    expect(h.context().quickReport).toBeNull()
  })

  it('R-QUICK-005 a cart filled by quick order is submittable exactly when the submit rules say so (frozen 2,300, min 100)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 5 }),
        async (qs) => {
          const h = await editing()
          fillForm(h)
          const text = qs.map((q) => `FRZ-1\t${q}`).join('\n')
          h.actor.send({ type: 'cart.addLines', rows: rowsOf(text), knownCodes: null })
          const total = qs.reduce((a, b) => a + b, 0)
          expect(h.context().cart).toEqual([{ ...FROZEN, Quantity: total }])
          h.actor.send({ type: 'order.submit' })
          expect(h.snapshot().matches('confirming')).toBe(total >= 100 && total <= 2300)
          h.actor.stop()
        },
      ),
      { numRuns: 40 },
    )
  })
})
