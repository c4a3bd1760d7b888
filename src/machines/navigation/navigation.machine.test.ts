import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { navigationMachine } from './navigation.machine'
import type { Decision, RouteMeta } from './navigation.rules'

const ORIGIN = 'http://127.0.0.1:4173'
const table: RouteMeta[] = [
  { path: '/login', hidden: true },
  { path: '/forgot-password', hidden: true },
  { path: '/changeorder', hidden: true },
  { path: '/homepage', titleKey: 'h', affix: true },
  { path: '/myorder/orderInfo', titleKey: 'p' },
  { path: '/myorder/confirm', titleKey: 'c' },
  { path: '/manager', titleKey: 'm', roles: ['Manager'] },
  { path: '/404', hidden: true },
  { path: '/redirect/*', hidden: true },
]

function guard() {
  const notifyNoToken = vi.fn()
  const actor = createActor(navigationMachine.provide({ actions: { notifyNoToken } }), {
    input: { routes: table },
  }).start()
  const decide = (path: string, search = '', hasToken = false, roles: string[] = []): Decision => {
    actor.send({ type: 'route.request', path, search, hasToken, roles, origin: ORIGIN })
    return actor.getSnapshot().context.decision
  }
  return { actor, decide, notifyNoToken }
}

describe('route guard machine', () => {
  it('R-ROUTE-002 / redirects to /homepage', () => {
    const { decide } = guard()
    expect(decide('/', '', true)).toEqual({ kind: 'redirect', to: '/homepage' })
  })

  it('R-ROUTE-012 a first visit to / without a session goes straight to /login with no No Token toast', () => {
    const { decide, notifyNoToken } = guard()
    expect(decide('/', '', false)).toEqual({ kind: 'redirect', to: '/login' })
    expect(notifyNoToken).not.toHaveBeenCalled()
    // a protected link opened without a session still says 'No Token' (R-SESS-007)
    expect(decide('/homepage', '', false)).toEqual({ kind: 'redirect', to: '/login', toast: 'noToken' })
    expect(notifyNoToken).toHaveBeenCalledTimes(1)
  })

  it('R-ROUTE-011 any unknown path goes to /404, with or without a token', () => {
    const { decide } = guard()
    fc.assert(
      fc.property(fc.webPath(), fc.boolean(), (path, hasToken) => {
        fc.pre(
          path !== '' &&
            path !== '/' &&
            table.every((r) => !path.toLowerCase().startsWith(r.path.replace('/*', '').toLowerCase())),
        )
        expect(decide(path, '', hasToken)).toEqual({ kind: 'redirect', to: '/404' })
      }),
    )
  })

  it('R-SESS-005 guard 1: an order page with a positive orderId and no token goes to login and back', () => {
    const { decide, notifyNoToken } = guard()
    expect(decide('/myorder/orderInfo', '?orderId=42')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmyorder%2ForderInfo%3ForderId%3D42',
    })
    expect(decide('/myorder/confirm', '?orderId=7&tab=2')).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/myorder/confirm?orderId=7&tab=2')}`,
    })
    expect(notifyNoToken).not.toHaveBeenCalled()
    // Back from login: signed in, /login with the redirect query goes on to the page.
    expect(decide('/login', '?redirect=%2Fmyorder%2ForderInfo%3ForderId%3D42', true)).toEqual({
      kind: 'redirect',
      to: '/myorder/orderInfo?orderId=42',
    })
    expect(decide('/myorder/orderInfo', '?orderId=42', true)).toEqual({ kind: 'allow' })
  })

  it('R-SESS-007 guard 2: without a token only /login, /forgot-password and /changeorder pass; others toast No Token and go to /login', () => {
    const { decide, notifyNoToken } = guard()
    expect(decide('/login')).toEqual({ kind: 'allow' })
    expect(decide('/forgot-password')).toEqual({ kind: 'allow' })
    expect(decide('/changeorder', '?orderId=5')).toEqual({ kind: 'allow' })
    expect(notifyNoToken).not.toHaveBeenCalled()
    expect(decide('/homepage')).toEqual({ kind: 'redirect', to: '/login', toast: 'noToken' })
    expect(notifyNoToken).toHaveBeenCalledTimes(1)
    expect(decide('/myorder/orderInfo', '?orderId=0')).toEqual({
      kind: 'redirect',
      to: '/login',
      toast: 'noToken',
    })
    expect(decide('/404')).toEqual({ kind: 'redirect', to: '/login', toast: 'noToken' })
    expect(notifyNoToken).toHaveBeenCalledTimes(3)
  })

  it('R-PERM-008 R-PERM-009 a signed-in user reaches a role route only with the role or admin, else /401', () => {
    const { decide } = guard()
    expect(decide('/manager', '', true, ['Main'])).toEqual({ kind: 'redirect', to: '/401' })
    expect(decide('/manager', '', true, ['Manager'])).toEqual({ kind: 'allow' })
    expect(decide('/manager', '', true, ['Admin'])).toEqual({ kind: 'allow' })
  })

  it('R-SESS-005 a redirect query to another origin is ignored after login', () => {
    const { decide } = guard()
    expect(decide('/login', '?redirect=https%3A%2F%2Fevil.example%2F', true)).toEqual({
      kind: 'redirect',
      to: '/homepage',
    })
    expect(decide('/login', '?redirect=%2F%2Fevil.example', true)).toEqual({
      kind: 'redirect',
      to: '/homepage',
    })
  })

  it('remembers the last path it let through', () => {
    const { actor, decide } = guard()
    decide('/homepage', '?a=1', true)
    decide('/nowhere', '', true)
    expect(actor.getSnapshot().context.current).toBe('/homepage?a=1')
  })
})
