import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  afterLoginPath,
  assertRoleList,
  hasAnyRole,
  hasPositiveOrderId,
  loginWithRedirect,
  matchRoute,
  rolesOfRoleName,
  routeAllowed,
  routeInMenu,
  safeRedirect,
  type RouteMeta,
} from './navigation.rules'

const ORIGIN = 'http://127.0.0.1:4173'
const ROLE_NAMES = ['Manager', 'Accountant', 'Admin', 'Main', 'FOC', 'admin', 'Guest']

const table: RouteMeta[] = [
  { path: '/login', hidden: true },
  { path: '/homepage', titleKey: 'shell:route.homepage', affix: true },
  { path: '/myWork/myWorkplace', titleKey: 'shell:route.myWorkplace' },
  { path: '/secret', titleKey: 'x', roles: ['Manager'] },
  { path: '/redirect/*', hidden: true },
]

describe('route matching', () => {
  it('R-ROUTE-003 matches paths like the router: without case, with or without a trailing slash', () => {
    expect(matchRoute(table, '/myWork/myWorkplace')?.path).toBe('/myWork/myWorkplace')
    expect(matchRoute(table, '/mywork/myworkplace/')?.path).toBe('/myWork/myWorkplace')
    expect(matchRoute(table, '/myWork')).toBeUndefined()
    expect(matchRoute(table, '/redirect/homepage')?.path).toBe('/redirect/*')
    expect(matchRoute(table, '/redirected')).toBeUndefined()
  })
})

describe('roles and permissions', () => {
  it('R-PERM-001 a role list must be an array of names; any other value is a thrown developer error', () => {
    expect(() => assertRoleList(['Main'])).not.toThrow()
    expect(() => assertRoleList([])).not.toThrow()
    fc.assert(
      fc.property(
        fc.anything().filter((v) => !Array.isArray(v)),
        (value) => {
          expect(() => assertRoleList(value)).toThrow(TypeError)
        },
      ),
    )
    expect(() => assertRoleList(['Main', 3])).toThrow(TypeError)
  })

  it('R-PERM-007 the stored RoleName gives the role list', () => {
    expect(rolesOfRoleName('Main')).toEqual(['Main'])
    expect(rolesOfRoleName('Manager, FOC')).toEqual(['Manager', 'FOC'])
    expect(rolesOfRoleName('')).toEqual([])
    expect(rolesOfRoleName(undefined)).toEqual([])
  })

  it('R-PERM-008 R-PERM-009 a route is allowed with no roles list, a listed role, or admin', () => {
    fc.assert(
      fc.property(
        fc.option(fc.subarray(ROLE_NAMES), { nil: undefined }),
        fc.subarray(ROLE_NAMES),
        (routeRoles, userRoles) => {
          const lower = (xs: readonly string[]) => xs.map((x) => x.toLowerCase())
          const expected =
            routeRoles === undefined ||
            lower(userRoles).includes('admin') ||
            lower(userRoles).some((r) => lower(routeRoles).includes(r))
          const route = routeRoles === undefined ? {} : { roles: routeRoles }
          expect(routeAllowed(route, userRoles)).toBe(expected)
        },
      ),
    )
  })

  it('R-PERM-010 the permission check passes only when one of the user roles is listed', () => {
    expect(hasAnyRole(['Main'], ['Manager', 'Main'])).toBe(true)
    expect(hasAnyRole(['Main'], ['Manager'])).toBe(false)
    expect(hasAnyRole([], ['Manager'])).toBe(false)
    expect(hasAnyRole(['Admin'], ['Manager'])).toBe(true)
  })

  it('R-SHELL-001 the menu lists the routes that are not hidden and that the roles allow', () => {
    const listed = (roles: string[]) => table.filter((r) => routeInMenu(r, roles)).map((r) => r.path)
    expect(listed(['Main'])).toEqual(['/homepage', '/myWork/myWorkplace'])
    expect(listed(['Manager'])).toEqual(['/homepage', '/myWork/myWorkplace', '/secret'])
    expect(listed(['admin'])).toEqual(['/homepage', '/myWork/myWorkplace', '/secret'])
  })
})

describe('guard 1 helpers', () => {
  it('R-SESS-005 a positive orderId is a number above zero', () => {
    expect(hasPositiveOrderId('?orderId=12')).toBe(true)
    expect(hasPositiveOrderId('?orderId=0')).toBe(false)
    expect(hasPositiveOrderId('?orderId=-3')).toBe(false)
    expect(hasPositiveOrderId('?orderId=abc')).toBe(false)
    expect(hasPositiveOrderId('?orderId=')).toBe(false)
    expect(hasPositiveOrderId('')).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (id) => {
        expect(hasPositiveOrderId(`?orderId=${id}`)).toBe(true)
        expect(hasPositiveOrderId(`?orderId=${-id}`)).toBe(false)
      }),
    )
  })

  it('R-SESS-005 the redirect query carries the full path and login returns exactly there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.string(), (id, extra) => {
        const search = `?${new URLSearchParams({ orderId: String(id), q: extra }).toString()}`
        const full = `/myorder/orderInfo${search}`
        const login = new URL(loginWithRedirect(full), ORIGIN)
        expect(login.pathname).toBe('/login')
        expect(afterLoginPath({ search: login.search, origin: ORIGIN })).toBe(full)
      }),
    )
  })
})

describe('the redirect query', () => {
  it('R-SESS-005 R-SESS-008 only same-origin paths are followed; other origins and /login are ignored', () => {
    expect(safeRedirect('/myorder/confirm?orderId=3', ORIGIN)).toBe('/myorder/confirm?orderId=3')
    for (const evil of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      ' //evil.example',
      '/%0d%0a',
      'homepage',
      '',
      '/login?redirect=/x',
    ]) {
      const result = safeRedirect(evil, ORIGIN)
      if (result !== undefined) expect(new URL(result, ORIGIN).origin).toBe(ORIGIN)
      expect(result === undefined || result.startsWith('/')).toBe(true)
    }
    expect(safeRedirect('https://evil.example/x', ORIGIN)).toBeUndefined()
    expect(safeRedirect('//evil.example/x', ORIGIN)).toBeUndefined()
    // Dot segments that fold into a leading '//' (found by the property below).
    expect(safeRedirect('/.//', ORIGIN)).toBeUndefined()
    expect(safeRedirect('/.//evil.example/x', ORIGIN)).toBeUndefined()
    expect(safeRedirect('/a/..//evil.example', ORIGIN)).toBeUndefined()
    expect(safeRedirect('/\\evil.example', ORIGIN)).toBeUndefined()
    expect(safeRedirect('/login', ORIGIN)).toBeUndefined()
    expect(afterLoginPath({ search: '?redirect=https%3A%2F%2Fevil.example', origin: ORIGIN })).toBe(
      '/homepage',
    )
  })

  it('R-SESS-005 whatever the query holds, the result is a path on the same origin or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constant('//x.y')), (raw) => {
        const result = safeRedirect(raw, ORIGIN)
        if (result === undefined) return
        expect(result.startsWith('/')).toBe(true)
        expect(result.startsWith('//')).toBe(false)
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN)
      }),
    )
  })
})
