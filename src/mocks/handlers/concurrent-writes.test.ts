// Two writes of one draft at once (two tabs, a double tap without its Idempotency-Key): the one
// whose turn comes after the other deleted the draft is answered "not found", never a server
// error (R-API-051).
import { describe, expect, it } from 'vitest'
import { CreateDraftOrder, DeleteOrder, UpdateOrder } from '../../api/contracts/order'
import { ask, signIn } from '../../test/tabs'
import { orderBody } from '../../test/order-contract'
import { createMockBackend } from '.'
import { MOCK_CODES } from '../respond'

async function draftOf(note: string) {
  const backend = createMockBackend()
  await backend.ready()
  const token = await signIn(backend)
  const draft = await ask(backend, CreateDraftOrder, orderBody(backend.state.orders.catalog, { note }), token)
  expect(draft.code, draft.message).toBe(0)
  return { backend, token, orderId: (draft.data as { Id: number }).Id, catalog: backend.state.orders.catalog }
}

describe('R-API-051 a write whose draft another write deleted first', () => {
  it('two deletes of one draft at once: one deletes it, the other is answered not found, and the log holds one delete', async () => {
    const { backend, token, orderId } = await draftOf('deleted twice')
    const answers = await Promise.all([
      ask(backend, DeleteOrder, { orderId }, token),
      ask(backend, DeleteOrder, { orderId }, token),
    ])
    expect(answers.map((a) => a.code).sort()).toEqual([0, MOCK_CODES.notFound].sort())
    const deletes = backend.state.orders.store.log.filter(
      (r) => r.kind === 'order' && r.orderId === orderId && r.event.type === 'order.delete',
    )
    expect(deletes).toHaveLength(1)
    expect(backend.state.orders.store.order(orderId)).toBeUndefined()
  })

  it('a change sent with a delete of its draft: either the change comes first and the delete after, or the change is answered not found', async () => {
    const { backend, token, orderId, catalog } = await draftOf('changed and deleted')
    const [changed, deleted] = await Promise.all([
      ask(backend, UpdateOrder, { ...orderBody(catalog, { note: 'the change' }), id: orderId }, token),
      ask(backend, DeleteOrder, { orderId }, token),
    ])
    expect(deleted.code, deleted.message).toBe(0)
    expect([0, MOCK_CODES.notFound]).toContain(changed.code)
    expect(backend.state.orders.store.order(orderId)).toBeUndefined()
  })
})
