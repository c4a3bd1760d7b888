// The machine's 'today' is what the feature gives it: the server's business date in mock mode
// (R-ORD-031, decision 0161). With the server's date as input, the ETAs offered follow it.
import { describe, expect, it } from 'vitest'
import { addDays } from '../order-lifecycle/business-time'
import { isEtaOffered } from './place-order.rules'
import { summaryOf } from './place-order.selectors'
import { editing, GAP, TODAY } from './place-order.testkit'

describe('place-order machine: the business day', () => {
  it("R-ORD-031 R-ORD-018 given the server's date 10 days on, then the ETAs offered start 10 days later", async () => {
    const h = await editing()
    expect(summaryOf(h.context()).earliestEta).toBe(addDays(TODAY, GAP))
    const serverDay = addDays(TODAY, 10)!
    h.actor.send({ type: 'clock.today', today: serverDay })
    expect(summaryOf(h.context()).earliestEta).toBe(addDays(serverDay, GAP))
    expect(isEtaOffered(addDays(TODAY, GAP + 5)!, h.context().today, GAP)).toBe(false)
    expect(isEtaOffered(addDays(serverDay, GAP)!, h.context().today, GAP)).toBe(true)
  })

  it("R-ORD-031 R-ORD-018 a submit carrying the server's date checks the ETA against it", async () => {
    const h = await editing()
    h.actor.send({ type: 'order.setAddress', shippingAddressId: 11 })
    h.actor.send({ type: 'order.setEta', etaDate: addDays(TODAY, GAP + 2)! })
    h.actor.send({ type: 'order.setNote', note: 'Giao buổi sáng' })
    h.actor.send({ type: 'cart.setQuantity', productCode: 'DRY-A', quantity: 120 })
    h.actor.send({ type: 'order.submit', today: addDays(TODAY, 10)! })
    expect(h.context().violations.map((v) => v.key)).toEqual(['placeOrder:rules.etdBeforeToday'])
  })
})
