// Properties of the order-list machine (fast-check): random sequences of the screen's events over
// random accounts, against a fake backend. After every settled step the machine shows exactly the
// backend's page for its filters and paging, that page exists, and the draft actions are offered
// exactly for drafts; filter changes start again at page 1; only a confirmed delete deletes.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { FeOrderStatus } from '../../api/contracts/common'
import type { OrderListActor, OrderListEvent } from './order-list.machine'
import {
  isPageInRange,
  mergeFilters,
  normalizeFilters,
  PAGE_SIZES,
  pageCountOf,
  sameFilters,
} from './order-list.rules'
import {
  arbCustomerFilter,
  arbOrderNumberFilter,
  arbRows,
  fakeBackend,
  listMachineOver,
  orderRow,
  pageOf,
  settled,
  type FakeBackend,
  type HookCalls,
} from './order-list.testkit'

/** A step of the screen: `pick` chooses a row of the page shown (modulo its length). */
type Step =
  | { kind: 'filter'; customerCode: string | undefined; orderNumber: string | undefined }
  | { kind: 'reset' }
  | { kind: 'page'; pageIndex: number }
  | { kind: 'pageSize'; pageSize: number }
  | { kind: 'refresh' }
  | { kind: 'delete'; pick: number; confirm: boolean }
  | { kind: 'submit'; pick: number; refuse: boolean }
  | { kind: 'open'; pick: number }
  | { kind: 'loadFails' }
  | {
      kind: 'show'
      customerCode: string | undefined
      orderNumber: string | undefined
      pageIndex: number
      pageSize: number
    }

const arbStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('filter'),
    customerCode: arbCustomerFilter,
    orderNumber: arbOrderNumberFilter,
  }),
  fc.constant({ kind: 'reset' }),
  fc.record({ kind: fc.constant('page'), pageIndex: fc.integer({ min: -1, max: 7 }) }),
  fc.record({ kind: fc.constant('pageSize'), pageSize: fc.constantFrom(...PAGE_SIZES, 5, 15, 0) }),
  fc.constant({ kind: 'refresh' }),
  fc.record({ kind: fc.constant('delete'), pick: fc.nat(), confirm: fc.boolean() }),
  fc.record({ kind: fc.constant('submit'), pick: fc.nat(), refuse: fc.boolean() }),
  fc.record({ kind: fc.constant('open'), pick: fc.nat() }),
  fc.constant({ kind: 'loadFails' }),
  fc.record({
    kind: fc.constant('show'),
    customerCode: arbCustomerFilter,
    orderNumber: arbOrderNumberFilter,
    pageIndex: fc.integer({ min: -1, max: 7 }),
    pageSize: fc.constantFrom(...PAGE_SIZES, 5, 0),
  }),
) as fc.Arbitrary<Step>

const arbList = fc.constantFrom<readonly FeOrderStatus[]>([0], [1, 2, 25])

async function run(actor: OrderListActor, backend: FakeBackend, hooks: HookCalls, step: Step) {
  const before = actor.getSnapshot()
  const rows = before.context.rows
  const picked = rows.length === 0 ? undefined : rows[('pick' in step ? step.pick : 0) % rows.length]
  const send = (event: OrderListEvent) => {
    const allowed = actor.getSnapshot().can(event)
    actor.send(event)
    return allowed
  }
  switch (step.kind) {
    case 'filter': {
      const change = { customerCode: step.customerCode, orderNumber: step.orderNumber }
      const changes = !sameFilters(before.context.filters, mergeFilters(before.context.filters, change))
      const loads = backend.state.loads.length
      expect(send({ type: 'list.filter', filters: change })).toBe(changes)
      await settled(actor)
      if (changes) {
        // R-PEND-003: a change of filters reloads from the first page.
        expect(backend.state.loads[loads]?.pageIndex).toBe(1)
        expect(backend.state.loads[loads]?.filters).toEqual(mergeFilters(before.context.filters, change))
      } else expect(backend.state.loads).toHaveLength(loads)
      return
    }
    case 'reset':
      expect(send({ type: 'list.reset' })).toBe(true)
      await settled(actor)
      expect(backend.state.loads.at(-1)?.filters).toEqual({})
      return
    case 'page': {
      const inRange =
        step.pageIndex !== before.context.pageIndex &&
        isPageInRange(step.pageIndex, before.context.totalCount, before.context.pageSize)
      expect(send({ type: 'list.page', pageIndex: step.pageIndex })).toBe(inRange)
      await settled(actor)
      return
    }
    case 'pageSize': {
      const offered =
        (PAGE_SIZES as readonly number[]).includes(step.pageSize) && step.pageSize !== before.context.pageSize
      expect(send({ type: 'list.pageSize', pageSize: step.pageSize })).toBe(offered)
      await settled(actor)
      if (offered) expect(backend.state.loads.at(-1)?.pageIndex).toBe(1)
      return
    }
    case 'show': {
      // An address followed (decision 0321): its filters replace the list's, its page and size are
      // taken (a page past the end then corrected to the last, a size not offered left as it is).
      const filters = normalizeFilters({ customerCode: step.customerCode, orderNumber: step.orderNumber })
      const size = (PAGE_SIZES as readonly number[]).includes(step.pageSize)
        ? step.pageSize
        : before.context.pageSize
      const page = Math.max(1, step.pageIndex)
      const other =
        !sameFilters(before.context.filters, filters) ||
        page !== before.context.pageIndex ||
        size !== before.context.pageSize
      const loads = backend.state.loads.length
      expect(send({ type: 'list.show', filters, pageIndex: step.pageIndex, pageSize: step.pageSize })).toBe(
        other,
      )
      await settled(actor)
      if (other) expect(backend.state.loads[loads]).toEqual({ filters, pageIndex: page, pageSize: size })
      else expect(backend.state.loads).toHaveLength(loads)
      expect(actor.getSnapshot().context.filters).toEqual(other ? filters : before.context.filters)
      return
    }
    case 'refresh':
      send({ type: 'list.refresh' })
      await settled(actor)
      return
    case 'loadFails': {
      backend.state.failNextLoad = true
      send({ type: 'list.refresh' })
      await settled(actor)
      // R-ERR-005: the rows shown stay.
      expect(actor.getSnapshot().context.rows).toEqual(rows)
      expect(actor.getSnapshot().context.loadFailed).toBe(true)
      return
    }
    case 'open': {
      if (picked === undefined) return
      const opened = hooks.opened.length
      expect(send({ type: 'draft.open', id: picked.Id })).toBe(picked.FeOrderStatus === 0)
      expect(hooks.opened.length - opened).toBe(picked.FeOrderStatus === 0 ? 1 : 0)
      return
    }
    case 'delete': {
      if (picked === undefined) return
      const deleted = backend.state.deleted.length
      const offered = send({ type: 'draft.delete', id: picked.Id })
      // Delete is offered only for drafts.
      expect(offered).toBe(picked.FeOrderStatus === 0)
      if (offered) {
        expect(actor.getSnapshot().value).toBe('confirmingDelete')
        // Nothing is deleted before the confirmation.
        expect(backend.state.deleted).toHaveLength(deleted)
        send(step.confirm ? { type: 'draft.confirmDelete' } : { type: 'draft.cancelDelete' })
        await settled(actor)
      }
      expect(backend.state.deleted.slice(deleted)).toEqual(offered && step.confirm ? [picked.Id] : [])
      return
    }
    case 'submit': {
      if (picked === undefined) return
      if (step.refuse) backend.state.refusals.set(picked.Id, 'refused')
      else backend.state.refusals.delete(picked.Id)
      const offered = send({ type: 'draft.submit', id: picked.Id })
      expect(offered).toBe(picked.FeOrderStatus === 0)
      await settled(actor)
      if (offered && step.refuse) {
        // The refusal is shown and the draft stays.
        expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'submitRefused', detail: 'refused' })
        expect(backend.state.rows.find((r) => r.Id === picked.Id)?.FeOrderStatus).toBe(0)
      }
      return
    }
  }
}

function checkInvariants(actor: OrderListActor, backend: FakeBackend) {
  const snapshot = actor.getSnapshot()
  const { context } = snapshot
  expect(snapshot.value).toEqual({ list: 'ready' })
  expect(PAGE_SIZES).toContain(context.pageSize)
  if (context.loadFailed) return
  // The page exists, and it is the backend's page for these filters and this paging.
  expect(context.pageIndex).toBeGreaterThanOrEqual(1)
  expect(context.pageIndex).toBeLessThanOrEqual(pageCountOf(context.totalCount, context.pageSize))
  const expected = pageOf(backend.state, {
    filters: context.filters,
    pageIndex: context.pageIndex,
    pageSize: context.pageSize,
  })
  expect(context.rows).toEqual(expected.list)
  expect(context.totalCount).toBe(expected.totalCount)
  expect(context.rows.length).toBeLessThanOrEqual(context.pageSize)
  // Draft actions are offered exactly for drafts.
  for (const row of context.rows)
    for (const type of ['draft.open', 'draft.submit', 'draft.delete'] as const)
      expect(snapshot.can({ type, id: row.Id })).toBe(row.FeOrderStatus === 0)
}

describe('order-list machine properties', () => {
  it('R-PEND-003 R-PEND-007 R-PEND-018 R-CONST-001 R-ORD-004 random screens keep the page in bounds, show the backend’s page (an address followed too), reset filters to page 1 and offer draft actions only for drafts', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbRows(),
        arbList,
        fc.array(arbStep, { minLength: 5, maxLength: 30 }),
        async (rows, list, steps) => {
          const backend = fakeBackend(rows, list)
          const hooks: HookCalls = { opened: [], deleted: [], submitted: [] }
          const actor = createActor(listMachineOver(backend, hooks), { input: {} }).start()
          await settled(actor)
          checkInvariants(actor, backend)
          for (const step of steps) {
            await run(actor, backend, hooks, step)
            checkInvariants(actor, backend)
          }
          // Every deletion was a confirmed draft deletion the hook heard of; every submit too.
          expect(hooks.deleted).toEqual(backend.state.deleted)
          expect(hooks.submitted.map((r) => r.Id)).toEqual(backend.state.submitted)
          actor.stop()
        },
      ),
      { numRuns: 150 },
    )
  })

  it('R-PEND-007 deleting rows never leaves the list on a page past its end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(...PAGE_SIZES),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        async (count, pageSize, picks) => {
          const backend = fakeBackend(Array.from({ length: count }, (_, i) => orderRow(i + 1)))
          const hooks: HookCalls = { opened: [], deleted: [], submitted: [] }
          const actor = createActor(listMachineOver(backend, hooks), { input: { pageSize } }).start()
          await settled(actor)
          // Go to the last page, then delete from wherever the list is.
          actor.send({ type: 'list.page', pageIndex: pageCountOf(count, pageSize) })
          await settled(actor)
          for (const pick of picks) {
            const rows = actor.getSnapshot().context.rows
            if (rows.length === 0) break
            actor.send({ type: 'draft.delete', id: rows[pick % rows.length]!.Id })
            actor.send({ type: 'draft.confirmDelete' })
            await settled(actor)
            const { context } = actor.getSnapshot()
            expect(context.pageIndex).toBeLessThanOrEqual(pageCountOf(context.totalCount, pageSize))
            expect(context.rows.length > 0 || context.totalCount === 0).toBe(true)
          }
          actor.stop()
        },
      ),
      { numRuns: 80 },
    )
  })
})
