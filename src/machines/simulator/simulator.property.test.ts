// Properties of the simulator machine (fast-check): random sequences of the panel's events and of
// answers to its calls, over fake calls. Never two back-office calls in flight, and the panel is
// busy exactly while one is; a question is open only after its button asked it; an order call
// starts only for an action the lifecycle took; the panel loads only in `loading`; only a call
// that changed orders tells the lists (R-API-043).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SIM_FAILURES } from '../../api/contracts/simulator'
import type { SimulatorEvent } from './simulator.machine'
import { isActionLegal, SIM_ACTIONS } from './simulator.rules'
import { ACTION_CALLS, CLOCK, ORDERS, simulatorHarness, type CallName } from './simulator.testkit'

type Step =
  | { readonly kind: 'event'; readonly event: SimulatorEvent }
  | { readonly kind: 'answer'; readonly call: CallName; readonly ok: boolean }

const order = fc.constantFrom(...ORDERS)
const event: fc.Arbitrary<SimulatorEvent> = fc.oneof(
  fc.record({ type: fc.constant('panel.page' as const), first: fc.constantFrom(0, 10, 20) }),
  fc.record({
    type: fc.constant('panel.status' as const),
    status: fc.constantFrom(null, 1 as const, 2 as const),
  }),
  fc.record({ type: fc.constant('clock.forward' as const), days: fc.constantFrom(-1, 0, 1, 7) }),
  fc.record({ type: fc.constant('failure.choose' as const), kind: fc.constantFrom(...SIM_FAILURES) }),
  fc.constant({ type: 'failure.arm' as const }),
  fc.constant({ type: 'failure.clear' as const }),
  fc.constant({ type: 'reset.ask' as const }),
  fc.record({ type: fc.constant('order.act' as const), action: fc.constantFrom(...SIM_ACTIONS), order }),
  fc.record({
    type: fc.constant('cancel.confirm' as const),
    reason: fc.constantFrom('', ' late '),
    note: fc.constantFrom('', 'n'),
  }),
  fc.record({
    type: fc.constant('change.confirm' as const),
    etaDate: fc.constantFrom('', '2025-03-01', '2025-03-15', '2025-04-30'),
    costPercent: fc.constantFrom(-1, 0, 50, 100, 101, Number.NaN),
  }),
  fc.constant({ type: 'dialog.dismiss' as const }),
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: event.map((e) => ({ kind: 'event' as const, event: e })), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      call: fc.constantFrom<CallName>('loadPanel', 'confirmReset', ...ACTION_CALLS),
      ok: fc.boolean(),
    }),
    weight: 2,
  },
)

const ASKS = new Set(['reset.ask', 'order.act'])

describe('the simulator machine, property', () => {
  it('R-API-041 R-API-043 one call at a time, questions only after asking, order calls only when legal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const h = simulatorHarness()
        let changingAnswers = 0
        for (const s of steps) {
          const before = h.snapshot()
          const startedBefore = h.started.length
          if (s.kind === 'event') {
            h.actor.send(s.event)
            await h.flush()
          } else if (h.isWaiting(s.call)) {
            const input = h.started.filter((c) => c.name === s.call).at(-1)?.input
            if (!s.ok) await h.fail(s.call)
            else {
              if (s.call === 'moveClock' || s.call === 'resetData' || s.call === 'moveOrder')
                changingAnswers += 1
              await h.answer(s.call, answerOf(s.call, input))
            }
          }
          const after = h.snapshot()

          // Never two back-office calls in flight, none dropped before its answer; busy exactly while one is.
          expect(h.actionsInFlight()).toBeLessThanOrEqual(1)
          expect(h.actionsStopped()).toBe(0)
          expect(after.matches('acting')).toBe(h.actionsInFlight() === 1)
          // The panel loads only in `loading`, and there always.
          expect(h.isWaiting('loadPanel')).toBe(after.matches('loading'))
          // A question opens only after its button asked it.
          if (after.matches('confirming') && !before.matches('confirming')) {
            expect(s.kind === 'event' && ASKS.has(s.event.type)).toBe(true)
            expect(after.context.call).not.toBeNull()
          }
          // An order call starts only for an action the order's lifecycle takes now.
          for (const started of h.started.slice(startedBefore))
            if (started.name === 'moveOrder') {
              const call = before.context.call
              const asked =
                call?.kind === 'order'
                  ? call.order
                  : s.kind === 'event' && s.event.type === 'order.act'
                    ? s.event.order
                    : null
              const action = (started.input as { action: (typeof SIM_ACTIONS)[number] }).action
              expect(asked).not.toBeNull()
              expect(before.context.clock).not.toBeNull()
              expect(isActionLegal(action, asked!, before.context.clock!.Now)).toBe(true)
            }
          // Only an answered call that changed orders tells the lists.
          expect(h.ordersChanged()).toBeLessThanOrEqual(changingAnswers)
        }
        h.actor.stop()
      }),
      { numRuns: 150 },
    )
  })
})

function answerOf(call: CallName, input: unknown): unknown {
  switch (call) {
    case 'loadPanel':
      return { clock: CLOCK, page: { rows: ORDERS, total: ORDERS.length } }
    case 'confirmReset':
      return true
    case 'moveClock':
      return { data: CLOCK, message: 'moved' }
    case 'failNext':
      return { data: { Next: (input as { kind: string | null }).kind }, message: undefined }
    case 'resetData':
      return { data: null, message: 'reset' }
    case 'moveOrder':
      return { data: { Id: 1, OrderNumber: 'SO0001', FeOrderStatus: 2 }, message: undefined }
  }
}
