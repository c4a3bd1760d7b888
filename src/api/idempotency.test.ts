// @vitest-environment node
// The client's side of idempotent writes (R-API-050, decision 0356): one key per user action, sent
// again with the action's retries, against the backend core the browser's mock and the server share.
import { describe, expect, it } from 'vitest'
import { Login } from './contracts/auth'
import { CreateOpenOrder } from './contracts/order'
import { createClient, type ClientDeps } from './client'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './contracts/idempotency'
import { perAction } from './idempotency'
import { createMockBackend } from '../mocks/handlers'
import { DEMO_PASSWORD } from '../backend/accounts'
import { fixedClock, orderBody } from '../test/order-contract'

describe('R-API-050 the client sends one Idempotency-Key per user action, again with its retries', () => {
  it('a retry of the same action after a lost answer places one order; the next action is a new order', async () => {
    const backend = createMockBackend({ realNow: fixedClock })
    await backend.ready()
    const session: { token?: string } = {}
    const sent: (string | null)[] = []
    /** The answer of the next call is lost on the way back (a timeout after the commit). */
    let loseNext = false
    const deps: ClientDeps = {
      baseUrl: 'http://portal.test/api',
      fetch: (async (url: string, init: RequestInit) => {
        const request = new Request(url, init)
        sent.push(request.headers.get(IDEMPOTENCY_HEADER))
        const answer = await backend.respond(request)
        if (loseNext) {
          loseNext = false
          throw new TypeError('the answer was lost on the way')
        }
        return answer!
      }) as unknown as typeof fetch,
      timeoutMs: 10_000,
      getToken: () => session.token,
      getLanguage: () => 'en',
      isOnline: () => true,
      notify: () => undefined,
      log: () => undefined,
      logRefusal: () => undefined,
      now: fixedClock,
      saveFile: () => undefined,
    }
    const client = createClient(deps)
    session.token = (await client.call(Login, { account: 'customer@demo.vn', password: DEMO_PASSWORD })).token
    expect(sent).toEqual([null])
    // As the place-order screen wires it (features/place-order/place-order.wiring.ts).
    const place = perAction((body: ReturnType<typeof orderBody>, key) =>
      client.call(CreateOpenOrder, body, { idempotencyKey: key }),
    )
    const body = orderBody(backend.state.orders.catalog, { note: 'retried after a timeout' })
    loseNext = true
    await expect(place(body)).rejects.toMatchObject({ _tag: 'NetworkError' })
    const placed = await place(body)
    /** The orders the log holds with this note. */
    const notes = () =>
      backend.state.orders.store.log.filter(
        (record) => (record as { document?: { Note?: string } }).document?.Note === 'retried after a timeout',
      )
    expect(notes()).toHaveLength(1)
    expect(placed.OrderNumber).toMatch(/\S/)
    // Both attempts went with one key, in the bounds the server holds to (R-API-049).
    expect(sent[1]).toMatch(IDEMPOTENCY_KEY_PATTERN)
    expect(sent[2]).toBe(sent[1])
    // The action is over: placing again is a new order, with a new key.
    const again = await place(body)
    expect(again.Id).not.toBe(placed.Id)
    expect(sent[3]).not.toBe(sent[1])
    expect(notes()).toHaveLength(2)
    backend.close()
  })

  it('another input is another action: a changed order after a failure goes with a new key', async () => {
    const keys: string[] = []
    let fail = true
    const write = perAction(async (input: { note: string }, key: string) => {
      keys.push(key)
      if (fail) throw new Error('timeout')
      return input.note
    })
    await expect(write({ note: 'a' })).rejects.toThrow('timeout')
    await expect(write({ note: 'a' })).rejects.toThrow('timeout')
    fail = false
    await write({ note: 'b' })
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
    // The same File object is the same upload; another file (equal bytes or not) is another.
    const uploads: string[] = []
    const upload = perAction(async (file: Blob, key: string) => {
      uploads.push(key)
      if (uploads.length === 1) throw new Error('cut off')
      return file.size
    })
    const picked = new Blob(['voucher'])
    await expect(upload(picked)).rejects.toThrow('cut off')
    await upload(picked)
    await upload(new Blob(['voucher']))
    expect(uploads[1]).toBe(uploads[0])
    expect(uploads[2]).not.toBe(uploads[0])
  })
})
