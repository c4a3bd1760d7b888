import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { tagsViewMachine, type TagsViewEvent } from './tags-view.machine'
import { cachedPaths, nextAfterClose, NO_NAME_KEY, titleKeyOf, type View } from './tags-view.rules'

const home: View = { path: '/homepage', fullPath: '/homepage', titleKey: 'shell:route.homepage', affix: true }
const pool: View[] = [
  home,
  { path: '/online/online', fullPath: '/online/online', titleKey: 't.order' },
  { path: '/myorder/orderInfo', fullPath: '/myorder/orderInfo?orderId=3', titleKey: 't.pending' },
  { path: '/user/productQA', fullPath: '/user/productQA', titleKey: 't.qa', noCache: true },
  { path: '/untitled', fullPath: '/untitled' },
]

const start = () => createActor(tagsViewMachine, { input: { affixed: [home] } }).start()
const paths = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.views.map((v) => v.path)

describe('tags view', () => {
  it('R-SHELL-006 one tab per path: visiting again updates the tab instead of adding one', () => {
    const actor = start()
    actor.send({ type: 'tags.visit', view: pool[1]! })
    actor.send({ type: 'tags.visit', view: pool[2]! })
    actor.send({ type: 'tags.visit', view: { ...pool[2]!, fullPath: '/myorder/orderInfo?orderId=9' } })
    expect(paths(actor)).toEqual(['/homepage', '/online/online', '/myorder/orderInfo'])
    expect(actor.getSnapshot().context.views[2]?.fullPath).toBe('/myorder/orderInfo?orderId=9')
  })

  it('R-PERF-012 visiting the open tab again as it is keeps the same list, so nothing renders again for it', () => {
    const actor = start()
    actor.send({ type: 'tags.visit', view: pool[2]! })
    const views = actor.getSnapshot().context.views
    actor.send({ type: 'tags.visit', view: { ...pool[2]! } })
    expect(actor.getSnapshot().context.views).toBe(views)
    actor.send({ type: 'tags.visit', view: { ...pool[2]!, fullPath: '/myorder/orderInfo?orderId=9' } })
    expect(actor.getSnapshot().context.views).not.toBe(views)
  })

  it("R-SHELL-007 a route without a title shows 'no-name'", () => {
    expect(titleKeyOf(pool[4]!)).toBe(NO_NAME_KEY)
    expect(titleKeyOf(pool[1]!)).toBe('t.order')
  })

  it('R-SHELL-008 every open tab stays alive except noCache ones', () => {
    const actor = start()
    for (const view of pool) actor.send({ type: 'tags.visit', view })
    expect(cachedPaths(actor.getSnapshot().context.views)).toEqual([
      '/homepage',
      '/online/online',
      '/myorder/orderInfo',
      '/untitled',
    ])
  })

  it('R-SHELL-009 close one, close others (affixed stay) and close all', () => {
    const actor = start()
    for (const view of pool) actor.send({ type: 'tags.visit', view })
    actor.send({ type: 'tags.close', path: '/online/online' })
    expect(paths(actor)).not.toContain('/online/online')
    actor.send({ type: 'tags.close', path: '/homepage' })
    expect(paths(actor)).toContain('/homepage')
    actor.send({ type: 'tags.closeOthers', path: '/user/productQA' })
    expect(paths(actor)).toEqual(['/homepage', '/user/productQA'])
    actor.send({ type: 'tags.closeAll' })
    expect(paths(actor)).toEqual(['/homepage'])
  })

  it('R-SESS-004 reset closes every tab; the affixed homepage opens afresh', () => {
    const actor = start()
    for (const view of pool) actor.send({ type: 'tags.visit', view })
    actor.send({ type: 'tags.reset' })
    expect(actor.getSnapshot().context.views).toEqual([home])
  })

  it('R-SHELL-009 closing the current tab goes to the last one left, or the homepage', () => {
    expect(nextAfterClose([home, pool[2]!], '/homepage')).toBe('/myorder/orderInfo?orderId=3')
    expect(nextAfterClose([], '/homepage')).toBe('/homepage')
  })

  it('R-SHELL-006 R-SHELL-009 property: tabs stay unique, affixed tabs never close, close-others leaves affixed + one', () => {
    const event: fc.Arbitrary<TagsViewEvent> = fc.oneof(
      fc.constantFrom(...pool).map((view) => ({ type: 'tags.visit' as const, view })),
      fc.constantFrom(...pool).map((v) => ({ type: 'tags.close' as const, path: v.path })),
      fc.constantFrom(...pool).map((v) => ({ type: 'tags.closeOthers' as const, path: v.path })),
      fc.constant({ type: 'tags.closeAll' as const }),
      fc.constant({ type: 'tags.reset' as const }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const actor = start()
        for (const e of events) {
          const before = paths(actor)
          actor.send(e)
          const after = paths(actor)
          expect(new Set(after).size).toBe(after.length)
          expect(after).toContain('/homepage')
          if (e.type === 'tags.visit') expect(after).toContain(e.view.path)
          if (e.type === 'tags.close' && e.path !== '/homepage') expect(after).not.toContain(e.path)
          if (e.type === 'tags.closeOthers' && before.includes(e.path)) {
            expect(after.sort()).toEqual([...new Set(['/homepage', e.path])].sort())
          }
          if (e.type === 'tags.closeAll') expect(after).toEqual(['/homepage'])
        }
      }),
    )
  })
})
