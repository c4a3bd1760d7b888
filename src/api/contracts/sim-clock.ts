// The simulator's business clock read (R-API-039): mock mode only. Apart from the rest of the
// simulator's contracts (simulator.ts re-exports it) because the screens that offer business days
// (place order, the support window) read it on every visit, and should not download the back
// office's other endpoints to do so (decision 0397).
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import { Count, note, WireDateTime } from './common'

/** The simulated business clock: real time plus the days moved forward. */
export const SimClock = Schema.Struct({
  Now: note(WireDateTime, 'the business date and time the backend uses'),
  OffsetDays: Count,
}).annotations({ identifier: 'SimClock' })
export type SimClock = Schema.Schema.Type<typeof SimClock>

export const SimGetClock = defineEndpoint({
  name: 'Sim.GetClock',
  method: 'GET',
  path: 'api/__sim/clock',
  request: NoInput,
  response: SimClock,
  summary: 'Reads the business clock, for the simulator panel.',
})
