// The order-replay machine (decision 0262): loading a history, then moving through its steps.
import fc from 'fast-check'
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { TT_TERMS } from '../../api/contracts/common'
import type { OrderEvent, OrderFacts } from '../order-lifecycle'
import { orderReplayMachine, type OrderHistory, type OrderReplayEvent } from './order-replay.machine'
import { clampStep, replaySteps } from './order-replay.rules'

const facts: OrderFacts = { customerTypeName: 'Retail', termsOfPayment: TT_TERMS, etaDate: '2025-03-20' }
const at = (day: number) => `2025-03-${String(day).padStart(2, '0')} 09:00:00`
/** A voucher-paid order's life, as the event store holds it. */
const life: OrderEvent[] = [
  { type: 'order.place', by: 'customer', at: at(10) } as OrderEvent,
  { type: 'order.approve', by: 'backOffice', at: at(11), confirmedEta: '2025-03-20' },
  { type: 'payment.submit', by: 'customer', at: at(11), paymentList: ['/files/1'] },
  { type: 'payment.verify', by: 'backOffice', at: at(12) },
  { type: 'order.process', by: 'backOffice', at: at(12) },
  { type: 'order.ship', by: 'backOffice', at: at(13), confirmedEta: '2025-03-20' },
  { type: 'order.receive', by: 'customer', at: at(20) },
]

const replayActor = (history: Promise<OrderHistory>) =>
  createActor(orderReplayMachine.provide({ actors: { loadHistory: fromPromise(() => history) } })).start()

describe('replaySteps', () => {
  it('R-VIEW-006 folds each stored event through the lifecycle: 0, 1, 2, 25, 3, 4, 5, 6', () => {
    const steps = replaySteps(facts, life)
    expect(steps.map((s) => s.status)).toEqual([0, 1, 2, 25, 3, 4, 5, 6])
    expect(steps[2]?.value).toEqual({ beforeDelivery: 'pendingPayment' })
    expect(steps[1]?.context.confirmedEta).toBeNull()
    expect(steps[2]?.context.confirmedEta).toBe('2025-03-20')
    expect(steps.map((s) => s.event?.type ?? null)).toEqual([null, ...life.map((e) => e.type)])
  })

  it('R-VIEW-006 refuses a history the lifecycle would not have accepted', () => {
    expect(() => replaySteps(facts, [life[3]])).toThrow(/payment.verify/)
    expect(() => replaySteps(facts, [{ type: 'order.place' }])).toThrow()
  })
})

describe('orderReplayMachine', () => {
  it('R-VIEW-006 loads an order and starts at its first step', async () => {
    const actor = replayActor(Promise.resolve({ orderNumber: 'BB1', facts, events: life }))
    actor.send({ type: 'replay.load', orderId: 3 })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context).toMatchObject({ orderId: 3, orderNumber: 'BB1', index: 0 })
    expect(actor.getSnapshot().can({ type: 'replay.previous' })).toBe(false)
    actor.send({ type: 'replay.last' })
    expect(actor.getSnapshot().context.index).toBe(life.length)
    expect(actor.getSnapshot().can({ type: 'replay.next' })).toBe(false)
  })

  it('R-VIEW-006 says so when the history cannot be loaded or does not fold', async () => {
    const failing = replayActor(Promise.reject(new Error('offline')))
    failing.send({ type: 'replay.load', orderId: 3 })
    await waitFor(failing, (s) => s.context.failed)
    expect(failing.getSnapshot().matches('idle')).toBe(true)
    const wrong = replayActor(Promise.resolve({ orderNumber: 'BB1', facts, events: [life[4]] }))
    wrong.send({ type: 'replay.load', orderId: 3 })
    await waitFor(wrong, (s) => s.context.failed)
    expect(wrong.getSnapshot().matches('idle')).toBe(true)
  })

  it('R-VIEW-006 any moves keep the cursor on a step, and first/last reach the ends', async () => {
    const move: fc.Arbitrary<OrderReplayEvent> = fc.oneof(
      fc.constant({ type: 'replay.first' } as const),
      fc.constant({ type: 'replay.previous' } as const),
      fc.constant({ type: 'replay.next' } as const),
      fc.constant({ type: 'replay.last' } as const),
      fc.integer({ min: -20, max: 40 }).map((index) => ({ type: 'replay.seek', index }) as const),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: life.length }),
        fc.array(move, { maxLength: 30 }),
        async (n, moves) => {
          const actor = replayActor(Promise.resolve({ orderNumber: 'BB1', facts, events: life.slice(0, n) }))
          actor.send({ type: 'replay.load', orderId: 1 })
          await waitFor(actor, (s) => s.matches('ready'))
          let expected = 0
          for (const event of moves) {
            actor.send(event)
            if (event.type === 'replay.first') expected = 0
            else if (event.type === 'replay.last') expected = n
            else if (event.type === 'replay.next') expected = Math.min(expected + 1, n)
            else if (event.type === 'replay.previous') expected = Math.max(expected - 1, 0)
            else if (event.type === 'replay.seek') expected = clampStep(event.index, n + 1)
            expect(actor.getSnapshot().context.index).toBe(expected)
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})
