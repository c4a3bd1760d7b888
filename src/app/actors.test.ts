// The app's actors wired to the real request layer and the mock backend (MSW in Node): login,
// auth failure from any call, logout, reset, tampered cookies, remember me.
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createClient, defaultClientDeps, onAuthFailure } from '../api/client'
import { defineEndpoint, NoInput } from '../api/endpoint'
import { Schema } from 'effect'
import { http, HttpResponse } from 'msw'
import type { ToastMessage } from '../lib/notify'
import { createStorage } from '../lib/storage'
import { DEMO_PASSWORD } from '../backend/accounts'
import { useMockServer as startMockServer } from '../test/mock-server'
import { userInfoOf } from '../test/user-info'
import { createAppActors } from './actors'
import { createGuardLoader } from './guard'

const mock = startMockServer()

/** A call the server refuses because the token is no longer valid (R-ERR-003: 5004). */
const Probe = defineEndpoint({
  name: 'Probe.Orders',
  method: 'GET',
  path: 'api/__probe/orders',
  request: NoInput,
  response: Schema.Unknown,
  summary: 'test only',
})

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
  localStorage.clear()
})

function setup() {
  const storage = createStorage('test_')
  const toasts: ToastMessage[] = []
  const notify = (t: ToastMessage) => toasts.push(t)
  const client = createClient({
    ...defaultClientDeps,
    baseUrl: 'http://portal.test',
    getToken: () => storage.getCookie('token'),
    notify,
    log: () => {},
    logRefusal: () => {},
  })
  const navigate = vi.fn()
  const revalidate = vi.fn()
  const actors = createAppActors({
    api: client,
    storage,
    notify,
    navigate,
    revalidate,
    windowWidth: () => 1280,
    subscribeAuthFailure: onAuthFailure,
  })
  actors.start()
  const signIn = async (remember = false) => {
    actors.session.send({
      type: 'session.login',
      account: 'customer@demo.vn',
      password: DEMO_PASSWORD,
      remember,
    })
    await waitFor(actors.session, (s) => !s.matches('loggingIn'))
  }
  return { actors, storage, toasts, navigate, revalidate, client, signIn }
}

describe('app actors over the mock backend', () => {
  it('R-SESS-001 R-STORE-001 a login stores the token and the user info cookie', async () => {
    const { actors, storage, signIn } = setup()
    await signIn()
    expect(actors.session.getSnapshot().value).toBe('loggedIn')
    expect(storage.getCookie('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(storage.getCookieJson<{ UserName: string }>('userInfo')?.UserName).toBe('customer@demo.vn')
    actors.stop()
  })

  it('R-STORE-008 R-STORE-007 remember me stores the account and never the password', async () => {
    const { storage, signIn, actors } = setup()
    await signIn(true)
    expect(storage.getCookie('account')).toBe('customer@demo.vn')
    expect(JSON.stringify(Cookies.get())).not.toContain(DEMO_PASSWORD)
    actors.stop()
  })

  it('R-SESS-001 wrong credentials (4011) leave the user signed out, without navigating', async () => {
    const { actors, storage, navigate } = setup()
    actors.session.send({
      type: 'session.login',
      account: 'customer@demo.vn',
      password: 'wrong',
      remember: false,
    })
    await waitFor(actors.session, (s) => !s.matches('loggingIn'))
    expect(actors.session.getSnapshot().value).toBe('loggedOut')
    expect(actors.session.getSnapshot().context.notice).toEqual({ key: 'auth:login.wrongCredentials' })
    expect(storage.getCookie('token')).toBeUndefined()
    expect(navigate).not.toHaveBeenCalled()
    actors.stop()
  })

  it('R-SESS-006 R-ORD-009 an auth-failure answer to any call logs out and goes to /login; the saved cart and the remembered account stay', async () => {
    const { actors, storage, signIn, navigate, client, toasts } = setup()
    await signIn(true)
    storage.setCookie('language', 'en')
    storage.setLocal('placeList', [{ ProductCode: 'P1' }])
    actors.tags.send({ type: 'tags.visit', view: { path: '/online/online', fullPath: '/online/online' } })
    // The server no longer accepts the token: the next call answers 5004 with its message.
    mock.server.use(
      http.get('*/api/__probe/orders', () =>
        HttpResponse.json({ code: 5004, message: 'Token invalid', data: null }),
      ),
    )
    await expect(client.call(Probe, {})).rejects.toMatchObject({ _tag: 'AuthFailure' })
    expect(actors.session.getSnapshot().value).toBe('loggedOut')
    expect(navigate).toHaveBeenCalledWith('/login')
    expect(storage.getCookie('token')).toBeUndefined()
    expect(storage.getCookie('userInfo')).toBeUndefined()
    // Nothing typed is lost (decision 0040): signing in again restores the cart.
    expect(storage.getCookie('account')).toBe('customer@demo.vn')
    expect(storage.getLocal('placeList')).toEqual([{ ProductCode: 'P1' }])
    expect(storage.getCookie('language')).toBe('en')
    expect(actors.tags.getSnapshot().context.views.map((v) => v.path)).toEqual(['/homepage'])
    expect(toasts.some((t) => t.text === 'Token invalid')).toBe(true)
    actors.stop()
  })

  it('R-SESS-003 sign out calls the server, clears token and name, keeps the remembered account, goes to /login', async () => {
    const { actors, storage, signIn, navigate } = setup()
    await signIn(true)
    actors.session.send({ type: 'session.logout' })
    await waitFor(actors.session, (s) => s.matches('loggedOut'))
    expect(storage.getCookie('token')).toBeUndefined()
    expect(storage.getCookie('userInfo')).toBeUndefined()
    expect(storage.getCookie('account')).toBe('customer@demo.vn')
    expect(navigate).toHaveBeenCalledWith('/login')
    actors.stop()
  })

  it('R-SESS-002 R-SESS-007 a tampered token cookie signs out cleanly: the guard sends to /login once, with no loop', async () => {
    const { actors, storage } = setup()
    storage.setCookie('token', 'tampered value with spaces')
    storage.setCookie('userInfo', '{not json')
    const loader = createGuardLoader(actors, storage)
    const run = (path: string) => {
      try {
        loader({ request: new Request(`http://portal.test${path}`), params: {}, context: undefined } as never)
        return 'allow'
      } catch (thrown) {
        return (thrown as Response).headers.get('Location')
      }
    }
    expect(run('/homepage')).toBe('/login')
    expect(storage.getCookie('token')).toBeUndefined()
    expect(run('/login')).toBe('allow')
    expect(run('/login')).toBe('allow')
    actors.stop()
  })

  it('R-SESS-004 reset clears all stored data but the language, re-checks the routes and closes all tabs', async () => {
    const { actors, storage, signIn, revalidate } = setup()
    await signIn()
    storage.setCookie('language', 'vi')
    actors.tags.send({ type: 'tags.visit', view: { path: '/myorder/confirm', fullPath: '/myorder/confirm' } })
    actors.session.send({ type: 'session.reset' })
    expect(storage.getCookie('token')).toBeUndefined()
    expect(storage.getCookie('language')).toBe('vi')
    expect(revalidate).toHaveBeenCalledTimes(1)
    expect(actors.tags.getSnapshot().context.views.map((v) => v.path)).toEqual(['/homepage'])
    actors.stop()
  })

  it("R-SESS-007 R-ERR-025 without a token a private page toasts 'No Token' for 3 s and goes to /login", async () => {
    const { actors, storage, toasts } = setup()
    const loader = createGuardLoader(actors, storage)
    let location: string | null = null
    try {
      loader({
        request: new Request('http://portal.test/myorder/draftInfo'),
        params: {},
        context: undefined,
      } as never)
    } catch (thrown) {
      location = (thrown as Response).headers.get('Location')
    }
    expect(location).toMatch(/^\/login/)
    expect(toasts).toEqual([{ severity: 'error', key: 'common:messages.noToken', life: 3000 }])
    actors.stop()
  })

  it('R-SHELL-001 a signed-in session reaches its routes; the guard uses the cookie and the roles', async () => {
    const { actors, storage, signIn } = setup()
    await signIn()
    const loader = createGuardLoader(actors, storage)
    expect(
      loader({
        request: new Request('http://portal.test/myorder/confirm?orderId=3'),
        params: {},
        context: undefined,
      } as never),
    ).toBeNull()
    storage.removeCookie('token')
    expect(() =>
      loader({
        request: new Request('http://portal.test/myorder/confirm'),
        params: {},
        context: undefined,
      } as never),
    ).toThrow()
    expect(actors.session.getSnapshot().value).toBe('loggedOut')
    actors.stop()
  })
})

describe("R-PERF-012 the first page's tab", () => {
  const userInfo = userInfoOf('Main')
  function startAt(url: string, signedIn: boolean) {
    const storage = createStorage('test_')
    if (signedIn) {
      storage.setCookie('token', 'tok')
      storage.setCookieJson('userInfo', userInfo)
    }
    const notify = vi.fn()
    const actors = createAppActors({
      api: { call: vi.fn() },
      storage,
      notify,
      navigate: vi.fn(),
      revalidate: vi.fn(),
      windowWidth: () => 390,
      subscribeAuthFailure: () => () => {},
      firstAddress: () => new URL(url, 'http://portal.test'),
    })
    actors.start()
    return { actors, notify, paths: () => actors.tags.getSnapshot().context.views.map((v) => v.fullPath) }
  }

  it('is open before the page renders when the guard lets the page show, as the page would open it', () => {
    const { actors, paths } = startAt('/myorder/orderInfo?orderId=3', true)
    expect(paths()).toEqual(['/homepage', '/myorder/orderInfo?orderId=3'])
    const views = actors.tags.getSnapshot().context.views
    // ShellRoute's visit once the page shows changes nothing.
    actors.tags.send({
      type: 'tags.visit',
      view: {
        path: '/myorder/orderInfo',
        fullPath: '/myorder/orderInfo?orderId=3',
        titleKey: views[1]!.titleKey,
      },
    })
    expect(actors.tags.getSnapshot().context.views).toBe(views)
    actors.stop()
  })

  it('is not opened for a page the guard sends elsewhere, outside the shell, or the redirect page; and no toast is shown', () => {
    for (const [url, signedIn] of [
      ['/myorder/orderInfo?orderId=3', false],
      ['/login', true],
      ['/redirect/homepage', true],
      ['/nowhere', true],
    ] as const) {
      const { actors, paths, notify } = startAt(url, signedIn)
      expect(paths(), url).toEqual(['/homepage'])
      expect(notify).not.toHaveBeenCalled()
      actors.stop()
    }
  })
})
