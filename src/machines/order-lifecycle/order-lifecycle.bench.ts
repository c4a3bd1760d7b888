// `npx vitest bench src/machines/order-lifecycle`: the start-up fold of the mock backend.
// Measured, never asserted (decision 0011).
import { bench, describe } from 'vitest'
import { foldOrderEvents } from './order-lifecycle.fold'
import { ROUTE_TO, STATE_NAMES, TT_COMPANY } from './order-lifecycle.testkit'

// 10,000 orders spread over every state, as a seed would have them (about 4 events each).
const orders = Array.from({ length: 10_000 }, (_, i) => ROUTE_TO[STATE_NAMES[i % STATE_NAMES.length]!])

describe('order lifecycle fold', () => {
  bench('fold 10,000 orders', () => {
    for (const events of orders) foldOrderEvents(TT_COMPANY, events)
  })
})
