// The drawer's order machine: a refresh of the order shown never takes it off the screen, so the
// drawer's dialogs keep what the user typed (decision 0211); another order or a refusal still does.
import { Arbitrary, FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import { Order } from '../../api/contracts/order-entities'
import { orderDetailMachine, viewOf } from './order-detail.machine'

const sample = fc.sample(Arbitrary.make(Order), { numRuns: 3, seed: 20261124 })
const orderOf = (n: number): Order => ({ ...sample[n % sample.length]!, Id: 7 })

type Answer = { resolve: (order: Order) => void; reject: (error: unknown) => void }

function start() {
  const answers: Answer[] = []
  const actor = createActor(
    orderDetailMachine.provide({
      actors: {
        loadOrder: fromPromise<Order, { orderId: number }>(
          () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
        ),
      },
    }),
  ).start()
  return { actor, answers }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the order detail drawer machine', () => {
  it('R-PERF-012 closing the closed drawer changes nothing: the same snapshot', async () => {
    const { actor, answers } = start()
    const closed = actor.getSnapshot()
    actor.send({ type: 'detail.close' })
    expect(actor.getSnapshot()).toBe(closed)
    actor.send({ type: 'detail.open', orderId: 7 })
    answers[0]!.resolve(orderOf(0))
    await settle()
    actor.send({ type: 'detail.close' })
    expect(viewOf(actor.getSnapshot())).toBe('closed')
    expect(actor.getSnapshot().context.order).toBeNull()
  })

  it('R-PEND-006 R-ERR-008 a reload keeps the order shown until the new one arrives, then shows it', async () => {
    const { actor, answers } = start()
    actor.send({ type: 'detail.open', orderId: 7 })
    expect(viewOf(actor.getSnapshot())).toBe('loading')
    answers[0]!.resolve(orderOf(0))
    await settle()
    const first = actor.getSnapshot().context.order
    actor.send({ type: 'detail.reload' })
    expect(viewOf(actor.getSnapshot())).toBe('ready')
    expect(actor.getSnapshot().context.order).toBe(first)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    answers[1]!.resolve(orderOf(1))
    await settle()
    expect(actor.getSnapshot().context.order).toEqual(orderOf(1))
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
  })

  it('a refresh with no answer keeps the order; a refusal says it is gone; another order loads afresh', async () => {
    const { actor, answers } = start()
    actor.send({ type: 'detail.open', orderId: 7 })
    answers[0]!.resolve(orderOf(0))
    await settle()
    actor.send({ type: 'orders.changed' })
    answers[1]!.reject(new Error('offline'))
    await settle()
    expect(viewOf(actor.getSnapshot())).toBe('ready')
    expect(actor.getSnapshot().context.order).toEqual(orderOf(0))
    actor.send({ type: 'detail.reload' })
    answers[2]!.reject(
      new ApiError('ServerError', 'Not yours', {
        endpoint: 'api/Order/Get',
        code: 4004,
        serverMessage: 'Not yours',
      }),
    )
    await settle()
    expect(viewOf(actor.getSnapshot())).toBe('missing')
    actor.send({ type: 'detail.open', orderId: 8 })
    expect(viewOf(actor.getSnapshot())).toBe('loading')
    expect(actor.getSnapshot().context.order).toBeNull()
  })

  it('whatever the reloads and answers, an order once shown stays shown while the same order is open', async () => {
    const step = fc.constantFrom('reload', 'changed', 'answer', 'fail')
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const { actor, answers } = start()
        actor.send({ type: 'detail.open', orderId: 7 })
        answers.shift()!.resolve(orderOf(0))
        await settle()
        for (const [i, s] of steps.entries()) {
          if (s === 'reload') actor.send({ type: 'detail.reload' })
          else if (s === 'changed') actor.send({ type: 'orders.changed' })
          else if (s === 'answer') answers.shift()?.resolve(orderOf(i))
          else answers.shift()?.reject(new Error('offline'))
          await settle()
          expect(viewOf(actor.getSnapshot())).toBe('ready')
          expect(actor.getSnapshot().context.order).not.toBeNull()
        }
        actor.stop()
      }),
      { numRuns: 60 },
    )
  })
})
