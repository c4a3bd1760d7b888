// The order-list machine, Given/When/Then, over a fake backend that answers like the mock's list
// calls (newest first, paged). Each test names the rule it holds the machine to.
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { ApiError } from '../../api/errors'
import {
  busyRowOf,
  isLoading,
  orderListMachine,
  type LoadPageInput,
  type OrderListPage,
} from './order-list.machine'
import { fakeBackend, listMachineOver, orderRow, settled, startList } from './order-list.testkit'

const ids = (rows: readonly { Id: number }[]) => rows.map((r) => r.Id)
/** Drafts 1..n (the highest id is the newest). */
const drafts = (n: number) => Array.from({ length: n }, (_, i) => orderRow(i + 1))

describe('order-list machine: loading and paging', () => {
  it('R-CONST-001 R-PEND-007 it opens on page 1 of 10 rows, newest first, with the total', async () => {
    const backend = fakeBackend(drafts(23))
    const { actor } = await startList(backend)
    const { context } = actor.getSnapshot()
    expect(backend.state.loads).toEqual([{ filters: {}, pageIndex: 1, pageSize: 10 }])
    expect(ids(context.rows)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14])
    expect(context.totalCount).toBe(23)
    expect(actor.getSnapshot().value).toEqual({ list: 'ready' })
  })

  it('R-PEND-007 it pages forward and back within the pages there are, and no further', async () => {
    const backend = fakeBackend(drafts(23))
    const { actor } = await startList(backend)
    expect(actor.getSnapshot().can({ type: 'list.page', pageIndex: 0 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'list.page', pageIndex: 1 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'list.page', pageIndex: 4 })).toBe(false)
    actor.send({ type: 'list.page', pageIndex: 3 })
    await settled(actor)
    expect(ids(actor.getSnapshot().context.rows)).toEqual([3, 2, 1])
    actor.send({ type: 'list.page', pageIndex: 4 })
    expect(actor.getSnapshot().context.pageIndex).toBe(3)
    expect(backend.state.loads.map((l) => l.pageIndex)).toEqual([1, 3])
  })

  it('R-CONST-001 choosing another offered page size shows its first page; other sizes are refused', async () => {
    const backend = fakeBackend(drafts(23))
    const { actor } = await startList(backend)
    actor.send({ type: 'list.page', pageIndex: 2 })
    await settled(actor)
    expect(actor.getSnapshot().can({ type: 'list.pageSize', pageSize: 15 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'list.pageSize', pageSize: 10 })).toBe(false)
    actor.send({ type: 'list.pageSize', pageSize: 20 })
    await settled(actor)
    expect(backend.state.loads.at(-1)).toEqual({ filters: {}, pageIndex: 1, pageSize: 20 })
    expect(actor.getSnapshot().context.rows).toHaveLength(20)
  })

  it('R-PEND-003 a change of filters reloads from the first page; the same filters again do nothing', async () => {
    const backend = fakeBackend([...drafts(23), orderRow(30, { CustomerCode: 'C1001-01' })])
    const { actor } = await startList(backend)
    actor.send({ type: 'list.page', pageIndex: 2 })
    await settled(actor)
    const before = backend.state.loads.length
    actor.send({ type: 'list.filter', filters: { customerCode: 'C1001-01' } })
    await settled(actor)
    // One request, for page 1 (not page 2 and then a correction).
    expect(backend.state.loads.slice(before)).toHaveLength(1)
    expect(backend.state.loads.at(-1)).toEqual({
      filters: { customerCode: 'C1001-01' },
      pageIndex: 1,
      pageSize: 10,
    })
    expect(ids(actor.getSnapshot().context.rows)).toEqual([30])
    const loads = backend.state.loads.length
    expect(actor.getSnapshot().can({ type: 'list.filter', filters: { customerCode: ' C1001-01 ' } })).toBe(
      false,
    )
    actor.send({ type: 'list.filter', filters: { customerCode: ' C1001-01 ' } })
    expect(backend.state.loads).toHaveLength(loads)
  })

  it('R-PEND-004 reset clears every filter and reloads the list, even with none set', async () => {
    const backend = fakeBackend(drafts(12))
    const { actor } = await startList(backend)
    actor.send({ type: 'list.filter', filters: { orderNumber: 'BB0000001', customerCode: 'C1001' } })
    await settled(actor)
    actor.send({ type: 'list.reset' })
    await settled(actor)
    expect(backend.state.loads.at(-1)).toEqual({ filters: {}, pageIndex: 1, pageSize: 10 })
    actor.send({ type: 'list.reset' })
    await settled(actor)
    expect(backend.state.loads).toHaveLength(4)
  })

  it('R-CONF-004 reset clears every filter of the confirmed list (company, BB, payment statuses, ETD, ETA) and reloads page 1', async () => {
    const backend = fakeBackend(drafts(12))
    const { actor } = await startList(backend)
    actor.send({
      type: 'list.filter',
      filters: {
        customerCode: 'C1001',
        orderNumber: 'BB00',
        paymentStatuses: [1, 3],
        etdFrom: '2025-03-01',
        etdTo: '2025-03-31',
        etaFrom: '2025-04-01',
        etaTo: '2025-04-30',
      },
    })
    await settled(actor)
    expect(Object.keys(backend.state.loads.at(-1)!.filters)).toHaveLength(7)
    actor.send({ type: 'list.reset' })
    await settled(actor)
    expect(backend.state.loads.at(-1)).toEqual({ filters: {}, pageIndex: 1, pageSize: 10 })
    expect(actor.getSnapshot().context.filters).toEqual({})
  })

  it('R-PEND-003 a newer request replaces the one under way: its late answer is dropped', async () => {
    const answers: { input: LoadPageInput; resolve: (page: OrderListPage) => void }[] = []
    const actor = createActor(
      orderListMachine.provide({
        actors: {
          loadPage: fromPromise<OrderListPage, LoadPageInput>(
            ({ input }) => new Promise((resolve) => answers.push({ input, resolve })),
          ),
        },
      }),
      { input: {} },
    ).start()
    actor.send({ type: 'list.filter', filters: { orderNumber: 'BB2' } })
    expect(answers.map((a) => a.input.filters)).toEqual([{}, { orderNumber: 'BB2' }])
    answers[1]!.resolve({ list: [orderRow(2)], totalCount: 1 })
    await settled(actor)
    answers[0]!.resolve({ list: [orderRow(9), orderRow(8)], totalCount: 2 })
    await Promise.resolve()
    expect(ids(actor.getSnapshot().context.rows)).toEqual([2])
  })

  it('R-ERR-005 R-ERR-006 a failed load keeps the rows shown, stops loading, and a refresh tries again', async () => {
    const backend = fakeBackend(drafts(3))
    const { actor } = await startList(backend)
    backend.state.failNextLoad = true
    actor.send({ type: 'list.refresh' })
    expect(isLoading(actor.getSnapshot())).toBe(true)
    await settled(actor)
    expect(isLoading(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().context.loadFailed).toBe(true)
    expect(ids(actor.getSnapshot().context.rows)).toEqual([3, 2, 1])
    actor.send({ type: 'list.refresh' })
    await settled(actor)
    expect(actor.getSnapshot().context.loadFailed).toBe(false)
  })

  it('a refresh while a page is loading is not a second request', async () => {
    const backend = fakeBackend(drafts(3))
    const { actor } = await startList(backend)
    actor.send({ type: 'list.refresh' })
    expect(actor.getSnapshot().can({ type: 'list.refresh' })).toBe(false)
    actor.send({ type: 'list.refresh' })
    await settled(actor)
    expect(backend.state.loads).toHaveLength(2)
  })
})

describe('order-list machine: the customer’s draft actions', () => {
  it('R-ORD-004 a draft is deleted only after confirmation, then the list reloads without it', async () => {
    const backend = fakeBackend(drafts(3))
    const { actor, hooks } = await startList(backend)
    actor.send({ type: 'draft.delete', id: 2 })
    expect(actor.getSnapshot().value).toBe('confirmingDelete')
    expect(busyRowOf(actor.getSnapshot())?.Id).toBe(2)
    expect(backend.state.deleted).toEqual([])
    actor.send({ type: 'draft.confirmDelete' })
    await settled(actor)
    expect(backend.state.deleted).toEqual([2])
    expect(hooks.deleted).toEqual([2])
    expect(ids(actor.getSnapshot().context.rows)).toEqual([3, 1])
    expect(actor.getSnapshot().context.target).toBeNull()
  })

  it('R-ORD-004 cancelling the confirmation deletes nothing', async () => {
    const backend = fakeBackend(drafts(3))
    const { actor, hooks } = await startList(backend)
    actor.send({ type: 'draft.delete', id: 2 })
    actor.send({ type: 'draft.cancelDelete' })
    expect(actor.getSnapshot().value).toEqual({ list: 'ready' })
    expect(backend.state.deleted).toEqual([])
    expect(hooks.deleted).toEqual([])
    expect(backend.state.loads).toHaveLength(1)
  })

  it('R-PEND-007 deleting the only row of the last page shows the page before it', async () => {
    const backend = fakeBackend(drafts(11))
    const { actor } = await startList(backend)
    actor.send({ type: 'list.page', pageIndex: 2 })
    await settled(actor)
    expect(ids(actor.getSnapshot().context.rows)).toEqual([1])
    actor.send({ type: 'draft.delete', id: 1 })
    actor.send({ type: 'draft.confirmDelete' })
    await settled(actor)
    expect(actor.getSnapshot().context.pageIndex).toBe(1)
    expect(ids(actor.getSnapshot().context.rows)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
    expect(actor.getSnapshot().context.totalCount).toBe(10)
  })

  it('R-ORD-004 R-API-027 a submitted draft leaves the draft list and the hook hears of it', async () => {
    const backend = fakeBackend(drafts(3))
    const { actor, hooks } = await startList(backend)
    actor.send({ type: 'draft.submit', id: 3 })
    expect(actor.getSnapshot().value).toBe('submitting')
    await settled(actor)
    expect(backend.state.submitted).toEqual([3])
    expect(hooks.submitted).toEqual([{ Id: 3, OrderNumber: 'BB00000003' }])
    expect(ids(actor.getSnapshot().context.rows)).toEqual([2, 1])
  })

  it("R-ORD-023 the server's refusal of a submit is kept as a notice with its message, and the draft stays", async () => {
    const backend = fakeBackend(drafts(3))
    backend.state.refusals.set(3, 'Please choose a shipping address.')
    const { actor, hooks } = await startList(backend)
    actor.send({ type: 'draft.submit', id: 3 })
    await settled(actor)
    const { context } = actor.getSnapshot()
    expect(context.notice).toEqual({
      kind: 'submitRefused',
      orderNumber: 'BB00000003',
      detail: 'Please choose a shipping address.',
    })
    expect(ids(context.rows)).toEqual([3, 2, 1])
    expect(hooks.submitted).toEqual([])
    expect(backend.state.loads).toHaveLength(1)
    actor.send({ type: 'notice.dismiss' })
    expect(actor.getSnapshot().context.notice).toBeNull()
  })

  it('a failed delete says so, keeps the draft, and the next action clears the notice', async () => {
    const backend = fakeBackend(drafts(2))
    const { actor } = await startList(backend)
    backend.state.rows = backend.state.rows.map((r) => (r.Id === 2 ? { ...r, FeOrderStatus: 1 } : r))
    actor.send({ type: 'draft.delete', id: 2 })
    actor.send({ type: 'draft.confirmDelete' })
    await settled(actor)
    expect(actor.getSnapshot().context.notice).toMatchObject({
      kind: 'deleteFailed',
      orderNumber: 'BB00000002',
    })
    actor.send({ type: 'draft.submit', id: 1 })
    expect(actor.getSnapshot().context.notice).toBeNull()
  })

  it('R-ORD-004 opening a draft hands its row to the feature (which opens the place-order screen)', async () => {
    const backend = fakeBackend(drafts(2))
    const { actor, hooks } = await startList(backend)
    actor.send({ type: 'draft.open', id: 2 })
    actor.send({ type: 'draft.open', id: 99 })
    expect(hooks.opened).toEqual([2])
    expect(actor.getSnapshot().value).toEqual({ list: 'ready' })
  })

  it('R-LIFE-008 R-LIFE-027 no draft action is offered for a pending order', async () => {
    const backend = fakeBackend(
      [
        orderRow(1, { FeOrderStatus: 1 }),
        orderRow(2, { FeOrderStatus: 2 }),
        orderRow(3, { FeOrderStatus: 25 }),
      ],
      [1, 2, 25],
    )
    const { actor, hooks } = await startList(backend)
    for (const id of [1, 2, 3]) {
      for (const type of ['draft.open', 'draft.submit', 'draft.delete'] as const) {
        expect(actor.getSnapshot().can({ type, id })).toBe(false)
        actor.send({ type, id })
      }
    }
    expect(actor.getSnapshot().value).toEqual({ list: 'ready' })
    expect(hooks.opened).toEqual([])
  })

  it('while a draft is being submitted nothing else can start', async () => {
    let finish: () => void = () => {}
    const actor = createActor(
      orderListMachine.provide({
        actors: {
          loadPage: fromPromise<OrderListPage, LoadPageInput>(async () => ({
            list: drafts(3).reverse(),
            totalCount: 3,
          })),
          submitDraft: fromPromise(
            () =>
              new Promise<{ Id: number; OrderNumber: string }>((resolve) => {
                finish = () => resolve({ Id: 3, OrderNumber: 'BB00000003' })
              }),
          ),
        },
      }),
      { input: {} },
    ).start()
    await settled(actor)
    actor.send({ type: 'draft.submit', id: 3 })
    const snapshot = actor.getSnapshot()
    expect(busyRowOf(snapshot)?.Id).toBe(3)
    expect(snapshot.can({ type: 'draft.delete', id: 2 })).toBe(false)
    expect(snapshot.can({ type: 'draft.submit', id: 2 })).toBe(false)
    expect(snapshot.can({ type: 'list.refresh' })).toBe(false)
    expect(snapshot.can({ type: 'list.pageSize', pageSize: 20 })).toBe(false)
    finish()
    await settled(actor)
    expect(actor.getSnapshot().value).toEqual({ list: 'ready' })
  })

  it('R-ERR-006 a first load that fails (offline) ends with nothing shown and the failure known', async () => {
    const actor = createActor(
      orderListMachine.provide({
        actors: {
          loadPage: fromPromise(() => Promise.reject(new ApiError('Offline', 'x', { endpoint: 'e' }))),
        },
      }),
      { input: {} },
    ).start()
    await settled(actor)
    expect(actor.getSnapshot().context).toMatchObject({ loadFailed: true, loaded: false, rows: [] })
  })
})

describe('order-list machine: following orders changed elsewhere', () => {
  /** The list over the fake backend, with a `watchOrders` whose signal the test fires. */
  function watchedList(backend: ReturnType<typeof fakeBackend>) {
    const listeners = new Set<() => void>()
    const machine = listMachineOver(backend, { opened: [], deleted: [], submitted: [] }).provide({
      actors: {
        watchOrders: fromCallback(({ sendBack }) => {
          const listener = () => sendBack({ type: 'orders.changed' })
          listeners.add(listener)
          return () => void listeners.delete(listener)
        }),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    return { actor, changed: () => listeners.forEach((l) => l()), listeners }
  }

  it('R-API-043 an order moved by the back office shows in the open list without a refresh', async () => {
    const backend = fakeBackend(
      [orderRow(1, { FeOrderStatus: 1 }), orderRow(2, { FeOrderStatus: 1 })],
      [1, 2, 25],
    )
    const { actor, changed } = watchedList(backend)
    await settled(actor)
    backend.state.rows = backend.state.rows.map((r) => (r.Id === 2 ? { ...r, FeOrderStatus: 2 } : r))
    changed()
    await settled(actor)
    expect(backend.state.loads).toHaveLength(2)
    expect(actor.getSnapshot().context.rows.map((r) => r.FeOrderStatus)).toEqual([2, 1])
  })

  it('R-API-043 a change during a load starts the load again: the answer under way may predate it', async () => {
    const answers: { input: LoadPageInput; resolve: (page: OrderListPage) => void }[] = []
    const actor = createActor(
      orderListMachine.provide({
        actors: {
          loadPage: fromPromise<OrderListPage, LoadPageInput>(
            ({ input }) => new Promise((resolve) => answers.push({ input, resolve })),
          ),
        },
      }),
      { input: {} },
    ).start()
    actor.send({ type: 'orders.changed' })
    expect(answers).toHaveLength(2)
    answers[1]!.resolve({ list: [orderRow(2)], totalCount: 1 })
    await settled(actor)
    answers[0]!.resolve({ list: [orderRow(9)], totalCount: 1 })
    await Promise.resolve()
    expect(ids(actor.getSnapshot().context.rows)).toEqual([2])
  })

  it('R-API-043 a change while a deletion is being confirmed waits for the answer, then reloads', async () => {
    const backend = fakeBackend(drafts(3))
    const { actor, changed } = watchedList(backend)
    await settled(actor)
    actor.send({ type: 'draft.delete', id: 2 })
    changed()
    expect(actor.getSnapshot().value).toBe('confirmingDelete')
    expect(backend.state.loads).toHaveLength(1)
    actor.send({ type: 'draft.cancelDelete' })
    await settled(actor)
    expect(backend.state.loads).toHaveLength(2)
    expect(actor.getSnapshot().value).toEqual({ list: 'ready' })
    expect(actor.getSnapshot().context.stale).toBe(false)
  })

  it('R-API-043 the list stops listening when it stops', async () => {
    const { actor, listeners } = watchedList(fakeBackend(drafts(1)))
    await settled(actor)
    expect(listeners.size).toBe(1)
    actor.stop()
    expect(listeners.size).toBe(0)
  })
})

describe('order-list machine: filter-change timing', () => {
  it('R-PERF-006 it tells filterSent for a filter change and a reset, also while loading; never for the same filters, a page or a refresh', async () => {
    const backend = fakeBackend(drafts(23))
    let sent = 0
    const hooks = { opened: [], deleted: [], submitted: [] }
    const machine = listMachineOver(backend, hooks).provide({ actions: { filterSent: () => void sent++ } })
    const actor = createActor(machine, { input: {} }).start()
    await settled(actor)
    expect(sent).toBe(0)
    actor.send({ type: 'list.page', pageIndex: 2 })
    actor.send({ type: 'list.refresh' })
    await settled(actor)
    expect(sent).toBe(0)
    actor.send({ type: 'list.filter', filters: { orderNumber: '1' } })
    expect(sent).toBe(1)
    actor.send({ type: 'list.filter', filters: { orderNumber: '2' } })
    expect(sent).toBe(2)
    await settled(actor)
    actor.send({ type: 'list.filter', filters: { orderNumber: '2' } })
    expect(sent).toBe(2)
    actor.send({ type: 'list.reset' })
    expect(sent).toBe(3)
  })
})
