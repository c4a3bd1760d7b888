// The list's selectors answer what the machine answers, so a screen reading them shows what the
// machine takes; each test names the rule whose controls it reads.
import { describe, expect, it } from 'vitest'
import {
  busyDraftKeyOf,
  draftActionKeysOf,
  pagerViewOf,
  rowsViewOf,
  samePagerView,
  sameKeys,
} from './order-list.selectors'
import { fakeBackend, orderRow, settled, startList } from './order-list.testkit'

describe('order-list selectors', () => {
  it('R-ORD-004 the draft actions offered are those the machine takes, and the one under way is named', async () => {
    const { actor } = await startList(fakeBackend([orderRow(1), orderRow(2)]))
    expect(draftActionKeysOf(actor.getSnapshot())).toEqual([
      'open:2',
      'submit:2',
      'delete:2',
      'open:1',
      'submit:1',
      'delete:1',
    ])
    expect(busyDraftKeyOf(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'draft.delete', id: 2 })
    // Asking for the confirmation takes no other action, and nothing is under way yet.
    expect(draftActionKeysOf(actor.getSnapshot())).toEqual([])
    expect(busyDraftKeyOf(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'draft.confirmDelete' })
    expect(busyDraftKeyOf(actor.getSnapshot())).toBe('deleting:2')
    await settled(actor)
    expect(draftActionKeysOf(actor.getSnapshot())).toEqual(['open:1', 'submit:1', 'delete:1'])
  })

  it('R-ORD-004 an order past draft offers no draft action', async () => {
    const { actor } = await startList(fakeBackend([orderRow(1, { FeOrderStatus: 1 })], [1]))
    expect(actor.getSnapshot().context.rows).toHaveLength(1)
    expect(draftActionKeysOf(actor.getSnapshot())).toEqual([])
  })

  it('R-PEND-007 R-CONST-001 the pager and rows views change only when a field they hold changes', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => orderRow(i + 1))
    const { actor } = await startList(fakeBackend(rows))
    const before = pagerViewOf(actor.getSnapshot())
    expect(before).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      totalCount: 23,
      listShown: true,
      canRefresh: true,
    })
    expect([before.canPage(2), before.canPage(3), before.canPage(4)]).toEqual([true, true, false])
    expect(before.canPageSize(20)).toBe(true)
    expect(samePagerView(before, pagerViewOf(actor.getSnapshot()))).toBe(true)
    actor.send({ type: 'list.page', pageIndex: 2 })
    expect(samePagerView(before, pagerViewOf(actor.getSnapshot()))).toBe(false)
    expect(rowsViewOf(actor.getSnapshot()).loading).toBe(true)
    await settled(actor)
    expect(rowsViewOf(actor.getSnapshot()).rows.map((r) => r.Id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4])
    expect(sameKeys(['a', 'b'], ['a', 'b'])).toBe(true)
    expect(sameKeys(['a', 'b'], ['b', 'a'])).toBe(false)
  })
})
