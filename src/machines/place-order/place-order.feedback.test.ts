// Where each problem of the error summary leads (R-ORD-034), for every problem the submit check names.
import { describe, expect, it } from 'vitest'
import { feedbackTarget } from './place-order.feedback'
import { checkOrderForSubmit, FROZEN_MAX_CASES } from './place-order.rules'
import { DRY_A, DRY_B, FROZEN, TODAY } from './place-order.testkit'

describe('place-order feedback targets', () => {
  it('R-ORD-034 each missing field leads to its field; an ETA problem to the ETA', () => {
    const found = checkOrderForSubmit(
      { customerCode: '', shippingAddressId: null, etaDate: null, note: ' ', lines: [] },
      { today: TODAY, etdGapDays: 3 },
    )
    expect(found.map(feedbackTarget)).toEqual([
      { kind: 'field', field: 'customer' },
      { kind: 'field', field: 'address' },
      { kind: 'field', field: 'eta' },
      { kind: 'field', field: 'note' },
      { kind: 'lines' },
    ])
    const late = checkOrderForSubmit(
      { customerCode: 'C1001', shippingAddressId: 11, etaDate: TODAY, note: 'x', lines: [] },
      { today: TODAY, etdGapDays: 3 },
    )
    expect(late.filter((v) => v.rule === 'R-ORD-018').map(feedbackTarget)).toEqual([
      { kind: 'field', field: 'eta' },
    ])
  })

  it('R-ORD-034 the minimum, the frozen limit and mixed formats lead to the lines; a line quantity to its line', () => {
    const lineOf = (product: typeof DRY_A, Quantity: number) => ({ ...product, Quantity })
    const form = { customerCode: 'C1001', shippingAddressId: 11, etaDate: '2025-06-20', note: 'x' }
    const context = { today: TODAY, etdGapDays: 3 }
    const small = checkOrderForSubmit({ ...form, lines: [lineOf(DRY_A, 10)] }, context)
    expect(small.map(feedbackTarget)).toEqual([{ kind: 'lines' }])
    const big = checkOrderForSubmit({ ...form, lines: [lineOf(FROZEN, FROZEN_MAX_CASES + 1)] }, context)
    expect(big.map(feedbackTarget)).toEqual([{ kind: 'lines' }])
    const mixed = checkOrderForSubmit({ ...form, lines: [lineOf(DRY_A, 60), lineOf(FROZEN, 60)] }, context)
    expect(mixed.map(feedbackTarget)).toEqual([{ kind: 'lines' }])
    const fraction = checkOrderForSubmit(
      { ...form, lines: [lineOf(DRY_A, 100), lineOf(DRY_B, 0.5)] },
      context,
    )
    expect(fraction.filter((v) => v.rule === 'R-ORD-002').map(feedbackTarget)).toEqual([
      { kind: 'line', productCode: DRY_B.ProductCode },
    ])
  })
})
