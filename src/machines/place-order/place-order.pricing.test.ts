// The place-order summary's money is the server's (R-ORD-030, decision 0160): the company's special
// rate from the user's CustomerTypeName, the total after it, and the rate in the bodies it sends.
import { describe, expect, it } from 'vitest'
import { DISTRIBUTOR_TYPE_NAME } from '../../api/contracts/common'
import { summaryOf } from './place-order.selectors'
import { editing, fillForm } from './place-order.testkit'

async function orderOf(customerTypeName: string) {
  const h = await editing({ input: { customerTypeName } })
  fillForm(h)
  h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 123 })
  h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-B', quantity: 7 })
  return h
}
const AMOUNT = 123 * 200_000 + 7 * 150_000

describe('place-order machine: the special rate and the total', () => {
  it("R-ORD-030 given a distributor, then the summary's total is the amount less 2%, as the server stores it", async () => {
    const h = await orderOf(DISTRIBUTOR_TYPE_NAME)
    expect(summaryOf(h.context())).toMatchObject({
      amount: AMOUNT,
      specialRatePercent: 0.02,
      totalAmount: AMOUNT - Math.round(AMOUNT * 0.02),
    })
  })

  it("R-ORD-030 given a company customer, then the summary's total is the amount", async () => {
    const h = await orderOf('Company')
    expect(summaryOf(h.context())).toMatchObject({
      amount: AMOUNT,
      specialRatePercent: 0,
      totalAmount: AMOUNT,
    })
  })

  it('R-ORD-030 R-API-010 the bodies it sends carry the rate it shows', async () => {
    const h = await orderOf(DISTRIBUTOR_TYPE_NAME)
    h.actor.send({ type: 'draft.save' })
    await h.settle()
    h.actor.send({ type: 'order.submit' })
    h.actor.send({ type: 'order.confirm' })
    await h.settle()
    expect(h.calls.createDraft.map((b) => b.specialRatePercent)).toEqual([0.02])
    expect(h.calls.saveAsOpenOrder.map((b) => b.specialRatePercent)).toEqual([0.02])
  })
})
