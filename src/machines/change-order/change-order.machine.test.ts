// The change-order page's machine and rules (R-CHG-006, R-CHG-008).
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ChangeOrderDocument } from '../../api/contracts/order-entities'
import { ApiError } from '../../api/errors'
import { changeOrderMachine } from './change-order.machine'
import { changeOrderQueryOf, type ChangeOrderQuery } from './change-order.rules'

const KEY = '0123456789abcdef0123456789abcdef'
const query = (text: string) => changeOrderQueryOf(new URLSearchParams(text))

describe('the change-order page', () => {
  it('R-CHG-006 the address names the order and the key; anything else names nothing', () => {
    expect(query(`orderId=12&key=${KEY}`)).toEqual({ orderId: 12, key: KEY })
    expect(query('orderId=12')).toEqual({ orderId: 12 })
    expect(query('orderId=12&key=<script>')).toEqual({ orderId: 12 })
    for (const bad of [
      '',
      'orderId=',
      'orderId=0',
      'orderId=-3',
      'orderId=1.5',
      'orderId=abc',
      'orderId=99999999999',
    ])
      expect(query(bad)).toBeUndefined()
  })

  it('R-CHG-008 shows the document, a refusal without retry, or a lost answer with retry', async () => {
    const outcomes: (() => Promise<ChangeOrderDocument>)[] = [
      () => Promise.reject(new ApiError('NetworkError', 'errors:network', { endpoint: 'x' })),
      () => Promise.resolve({ OrderNumber: 'BB00000012' } as ChangeOrderDocument),
    ]
    const seen: ChangeOrderQuery[] = []
    const machine = changeOrderMachine.provide({
      actors: {
        loadDocument: fromPromise<ChangeOrderDocument, ChangeOrderQuery>(({ input }) => {
          seen.push(input)
          return outcomes.shift()!()
        }),
      },
    })
    const actor = createActor(machine, { input: { query: { orderId: 12, key: KEY } } }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().can({ type: 'document.retry' })).toBe(true)
    actor.send({ type: 'document.retry' })
    await waitFor(actor, (s) => s.matches('shown'))
    expect(actor.getSnapshot().context.document?.OrderNumber).toBe('BB00000012')
    expect(seen).toEqual([
      { orderId: 12, key: KEY },
      { orderId: 12, key: KEY },
    ])

    const refusing = changeOrderMachine.provide({
      actors: {
        loadDocument: fromPromise<ChangeOrderDocument, ChangeOrderQuery>(() =>
          Promise.reject(
            new ApiError('ServerError', 'not valid', {
              endpoint: 'x',
              code: 4004,
              serverMessage: 'Link not valid',
            }),
          ),
        ),
      },
    })
    const refused = createActor(refusing, { input: { query: { orderId: 12 } } }).start()
    await waitFor(refused, (s) => s.matches('refused'))
    expect(refused.getSnapshot().can({ type: 'document.retry' })).toBe(false)
    expect(refused.getSnapshot().context.refusal).toBe('Link not valid')
    const invalid = createActor(refusing, { input: { query: undefined } }).start()
    expect(invalid.getSnapshot().matches('invalid')).toBe(true)
  })
})
