// Property tests over THE route table: for every route and every token/role combination the
// guard machine's decision matches R-SESS-005, R-SESS-007, R-PERM-008 and R-PERM-009, written out
// again here independently of the rules file.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { navigationMachine } from '../machines/navigation/navigation.machine'
import type { Decision, RouteMeta } from '../machines/navigation/navigation.rules'
import { MENU, metaOf, ROUTE_TABLE, SHELL_MENU, SHELL_ROUTES, STANDALONE_ROUTES } from './routes'

const ORIGIN = 'http://127.0.0.1:4173'
const ROLES = ['Manager', 'Accountant', 'Admin', 'Main', 'FOC', 'admin']
const table = ROUTE_TABLE.map(metaOf)

function guard() {
  const notifyNoToken = vi.fn()
  const actor = createActor(navigationMachine.provide({ actions: { notifyNoToken } }), {
    input: { routes: table },
  }).start()
  return {
    notifyNoToken,
    decide(path: string, search: string, hasToken: boolean, roles: string[]): Decision {
      actor.send({ type: 'route.request', path, search, hasToken, roles, origin: ORIGIN })
      return actor.getSnapshot().context.decision
    },
  }
}

/** The spec's rules, stated directly. */
function expected(
  route: RouteMeta,
  path: string,
  search: string,
  hasToken: boolean,
  roles: string[],
): Decision {
  const orderId = Number(new URLSearchParams(search).get('orderId') ?? 'NaN')
  if (!hasToken) {
    if (['/myorder/orderInfo', '/myorder/confirm'].includes(route.path) && orderId > 0) {
      return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path + search)}` }
    }
    if (['/login', '/forgot-password', '/changeorder'].includes(route.path)) return { kind: 'allow' }
    return { kind: 'redirect', to: '/login', toast: 'noToken' }
  }
  if (route.path === '/login') return { kind: 'redirect', to: '/homepage' }
  const lower = roles.map((r) => r.toLowerCase())
  const allowed =
    !route.roles || lower.includes('admin') || route.roles.some((r) => lower.includes(r.toLowerCase()))
  return allowed ? { kind: 'allow' } : { kind: 'redirect', to: '/401' }
}

const concretePath = (path: string) => (path.endsWith('/*') ? `${path.slice(0, -2)}/homepage` : path)

describe('the route table', () => {
  it('R-ROUTE-003 R-ROUTE-001 R-ROUTE-004 R-ROUTE-006 R-ROUTE-007 R-ROUTE-008 R-ROUTE-010 lists every route they name', () => {
    expect(table.map((r) => r.path).sort()).toEqual(
      [
        '/login',
        '/forgot-password',
        '/changeorder',
        '/401',
        '/404',
        '/500',
        '/homepage',
        '/online/online',
        '/myorder/draftInfo',
        '/myorder/orderInfo',
        '/myorder/confirm',
        '/myWork/myWorkplace',
        '/myProfile/myProfile',
        '/user/checkoutPayment',
        '/user/termsConditions',
        '/user/productQA',
        '/redirect/*',
        // Ours, for analysts, in no menu (R-VIEW-008, decision 0260).
        '/statecharts',
        // The company's templates, menu 2.2 (R-TPL-008, decision 0366).
        '/online/templates',
      ].sort(),
    )
    for (const route of table.filter((r) => !r.path.startsWith('/redirect')))
      expect(route.titleKey).toBeTruthy()
  })

  it('R-SHELL-004 R-SHELL-002 the menu has the homepage and five groups with nested routes', () => {
    const groups = MENU.filter((e) => 'children' in e)
    expect(groups).toHaveLength(5)
    for (const group of groups) expect('children' in group && group.children.length).toBeGreaterThan(0)
  })

  it('R-ROUTE-009 Product Q&A is /user/productQA, numbered 6.3 and never cached', () => {
    const qa = table.find((r) => r.path === '/user/productQA')
    expect(qa).toMatchObject({ number: '6.3', noCache: true, titleKey: 'shell:route.productQA' })
  })

  it('R-ROUTE-005 R-ROUTE-011 /redirect, the error pages and the standalone pages are hidden from menus', () => {
    for (const route of [
      ...STANDALONE_ROUTES,
      ...SHELL_ROUTES.filter((r) => r.path.startsWith('/redirect')),
    ]) {
      expect(route.hidden).toBe(true)
    }
    const menuPaths = SHELL_MENU.flatMap((e) => ('children' in e ? e.children : [e])).map((r) => r.path)
    expect(menuPaths).not.toContain('/redirect/*')
    expect(menuPaths).not.toContain('/404')
  })

  it('R-SESS-005 R-SESS-007 R-PERM-008 R-PERM-009 property: for every route, token and roles, the guard decides as the rules say', () => {
    const { decide, notifyNoToken } = guard()
    fc.assert(
      fc.property(
        fc.constantFrom(...table),
        fc.boolean(),
        fc.subarray(ROLES),
        fc.option(
          fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.constantFrom('abc', '', '1e3', '0.5')),
          {
            nil: undefined,
          },
        ),
        (route, hasToken, roles, orderId) => {
          const path = concretePath(route.path)
          const search = orderId === undefined ? '' : `?${new URLSearchParams({ orderId: String(orderId) })}`
          notifyNoToken.mockClear()
          const decision = decide(path, search, hasToken, roles)
          expect(decision).toEqual(expected(route, path, search, hasToken, roles))
          expect(notifyNoToken).toHaveBeenCalledTimes(decision.kind === 'redirect' && decision.toast ? 1 : 0)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('R-ROUTE-002 R-ROUTE-011 property: / goes to /homepage and any path outside the table to /404', () => {
    const { decide } = guard()
    const known = table.map((r) => r.path.replace('/*', '').toLowerCase())
    fc.assert(
      fc.property(fc.webPath(), fc.boolean(), fc.subarray(ROLES), (path, hasToken, roles) => {
        fc.pre(path.length > 1 && !known.some((k) => path.toLowerCase().replace(/\/+$/, '').startsWith(k)))
        expect(decide(path, '', hasToken, roles)).toEqual({ kind: 'redirect', to: '/404' })
      }),
    )
    expect(decide('/', '', false, [])).toEqual({ kind: 'redirect', to: '/login' }) // R-ROUTE-012
    expect(decide('/', '', true, ['Main'])).toEqual({ kind: 'redirect', to: '/homepage' })
  })
})
