import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LoginResponse, UserInfo } from '../../api/contracts/auth'
import { AUTH_FAILURE_CODES } from '../../api/error-catalogue'
import { ApiError } from '../../api/errors'
import { sessionMachine, type LoginInput } from './session.machine'

const userInfo: UserInfo = {
  Email: 'customer@demo.vn',
  Mobile: '0900000000',
  CustomerSet: null,
  CustomerTypeId: 1,
  CustomerTypeName: 'Company',
  Phone: null,
  RealName: 'Nguyễn Thị Lan',
  RoleName: 'Main',
  UserName: 'customer@demo.vn',
  IsConsentPrivacy: true,
  CustomerList: [{ CustomerCode: 'C1001', CustomerName: 'Bếp Việt' }],
}

const wrongCredentials = () =>
  new ApiError('AuthFailure', 'Incorrect account or password', {
    endpoint: 'Login',
    code: 4011,
    serverMessage: 'Incorrect account or password',
  })

function session(stored: { token?: string; userInfo?: unknown } = {}) {
  const effects = {
    persistSession: vi.fn(),
    rememberAccount: vi.fn(),
    clearSession: vi.fn(),
    clearAllStorage: vi.fn(),
    closeAllTabs: vi.fn(),
    resetRoutes: vi.fn(),
    goToLogin: vi.fn(),
  }
  const login = vi.fn(async (input: LoginInput): Promise<LoginResponse> => {
    if (input.password !== 'Demo1234') throw wrongCredentials()
    return { token: `tok-${input.account}`, userInfo }
  })
  const logout = vi.fn(async (): Promise<unknown> => undefined)
  const machine = sessionMachine.provide({
    actions: {
      persistSession: (_, params) => effects.persistSession(params),
      rememberAccount: (_, params) => effects.rememberAccount(params),
      clearSession: () => effects.clearSession(),
      clearAllStorage: () => effects.clearAllStorage(),
      closeAllTabs: () => effects.closeAllTabs(),
      resetRoutes: () => effects.resetRoutes(),
      goToLogin: () => effects.goToLogin(),
    },
    actors: {
      login: fromPromise(({ input }: { input: LoginInput }) => login(input)),
      logout: fromPromise(() => logout()),
    },
  })
  const actor = createActor(machine, { input: { token: stored.token, userInfo: stored.userInfo } }).start()
  const settled = () => waitFor(actor, (s) => !s.matches('loggingIn') && !s.matches('loggingOut'))
  return { actor, effects, login, logout, settled }
}

describe('session machine', () => {
  it('R-SESS-002 starts signed in exactly when a usable token cookie exists', () => {
    expect(session({ token: 'abc', userInfo }).actor.getSnapshot().value).toBe('loggedIn')
    expect(session({}).actor.getSnapshot().value).toBe('loggedOut')
  })

  it('R-SESS-002 R-SESS-009 a tampered token or user-info cookie at start-up signs out cleanly', () => {
    for (const stored of [
      { token: 'has spaces', userInfo },
      { token: 'abc', userInfo: undefined },
      { token: 'abc', userInfo: { RealName: 'x' } },
      { token: '', userInfo },
    ]) {
      const { actor, effects } = session(stored)
      expect(actor.getSnapshot().value).toBe('loggedOut')
      expect(actor.getSnapshot().context.token).toBeUndefined()
      expect(effects.clearSession).toHaveBeenCalled()
    }
  })

  it('R-SESS-001 a successful login stores the token and the user info', async () => {
    const { actor, effects, settled } = session()
    actor.send({
      type: 'session.login',
      account: ' customer@demo.vn ',
      password: 'Demo1234',
      remember: false,
    })
    expect(actor.getSnapshot().value).toBe('loggingIn')
    await settled()
    expect(actor.getSnapshot().value).toBe('loggedIn')
    expect(actor.getSnapshot().context.userInfo).toEqual(userInfo)
    expect(effects.persistSession).toHaveBeenCalledWith({ token: 'tok-customer@demo.vn', userInfo })
  })

  it('R-STORE-008 remember me keeps the account only, and forgets it when unticked', async () => {
    const { actor, effects, settled } = session()
    actor.send({ type: 'session.login', account: 'customer@demo.vn', password: 'Demo1234', remember: true })
    await settled()
    expect(effects.rememberAccount).toHaveBeenCalledWith({ account: 'customer@demo.vn', remember: true })
    expect(JSON.stringify(effects.rememberAccount.mock.calls)).not.toContain('Demo1234')
    const second = session()
    second.actor.send({
      type: 'session.login',
      account: 'customer@demo.vn',
      password: 'Demo1234',
      remember: false,
    })
    await second.settled()
    expect(second.effects.rememberAccount).toHaveBeenCalledWith({
      account: 'customer@demo.vn',
      remember: false,
    })
  })

  it('R-SESS-001 wrong credentials (4011) stay signed out with a clear, translated notice', async () => {
    const { actor, effects, settled } = session()
    actor.send({ type: 'session.login', account: 'customer@demo.vn', password: 'nope', remember: true })
    await settled()
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'auth:login.wrongCredentials' })
    expect(effects.persistSession).not.toHaveBeenCalled()
    expect(effects.rememberAccount).not.toHaveBeenCalled()
  })

  it('R-SESS-001 empty fields never reach the server', () => {
    const { actor, login } = session()
    actor.send({ type: 'session.login', account: '   ', password: 'Demo1234', remember: false })
    actor.send({ type: 'session.login', account: 'a@b.vn', password: '', remember: false })
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(login).not.toHaveBeenCalled()
    expect(
      actor.getSnapshot().can({ type: 'session.login', account: 'a', password: 'b', remember: false }),
    ).toBe(true)
  })

  it('R-SESS-003 logout calls the server, clears token and name, closes the tabs and goes to /login', async () => {
    const { actor, effects, logout, settled } = session({ token: 'abc', userInfo })
    actor.send({ type: 'session.logout' })
    await settled()
    expect(logout).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(actor.getSnapshot().context).toMatchObject({ token: undefined, userInfo: undefined })
    expect(effects.clearSession).toHaveBeenCalled()
    expect(effects.closeAllTabs).toHaveBeenCalled()
    expect(effects.goToLogin).toHaveBeenCalled()
    expect(effects.clearAllStorage).not.toHaveBeenCalled()
  })

  it('R-SESS-003 logout still signs out when the server call fails', async () => {
    const { actor, logout, effects, settled } = session({ token: 'abc', userInfo })
    logout.mockRejectedValueOnce(new Error('offline'))
    actor.send({ type: 'session.logout' })
    await settled()
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(effects.goToLogin).toHaveBeenCalled()
  })

  it('R-SESS-004 reset clears all stored data, resets the routes and closes all tabs', () => {
    const { actor, effects } = session({ token: 'abc', userInfo })
    actor.send({ type: 'session.reset' })
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(effects.clearAllStorage).toHaveBeenCalledTimes(1)
    expect(effects.resetRoutes).toHaveBeenCalledTimes(1)
    expect(effects.closeAllTabs).toHaveBeenCalledTimes(1)
  })

  it('R-SESS-006 R-ERR-026 an auth failure logs out (token and name), keeps the rest, and goes to /login; the toast is the one message', () => {
    for (const code of AUTH_FAILURE_CODES) {
      const { actor, effects } = session({ token: 'abc', userInfo })
      actor.send({ type: 'session.authFailure', message: `expired ${code}` })
      expect(actor.getSnapshot().value).toBe('loggedOut')
      expect(actor.getSnapshot().context.token).toBeUndefined()
      // The request layer toasted the server message; no notice repeats it, no guard re-run adds 'No Token'.
      expect(actor.getSnapshot().context.notice).toBeUndefined()
      expect(effects.resetRoutes).not.toHaveBeenCalled()
      expect(effects.clearSession).toHaveBeenCalled()
      expect(effects.clearAllStorage).not.toHaveBeenCalled()
      expect(effects.closeAllTabs).toHaveBeenCalled()
      expect(effects.goToLogin).toHaveBeenCalledTimes(1)
    }
  })

  it('R-SESS-006 an auth failure during the login call itself is the wrong-credentials answer, not a logout', async () => {
    const { actor, effects, settled } = session()
    actor.send({ type: 'session.login', account: 'a@b.vn', password: 'nope', remember: false })
    actor.send({ type: 'session.authFailure', message: 'Incorrect account or password' })
    await settled()
    expect(effects.goToLogin).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'auth:login.wrongCredentials' })
  })

  it('R-SESS-002 the cookie is the source of truth: a removed or tampered token ends the session', () => {
    const { actor, effects } = session({ token: 'abc', userInfo })
    actor.send({ type: 'session.sync', token: 'abc', userInfo })
    expect(actor.getSnapshot().value).toBe('loggedIn')
    actor.send({ type: 'session.sync', token: undefined, userInfo })
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(effects.clearSession).toHaveBeenCalled()
    actor.send({ type: 'session.sync', token: 'other', userInfo })
    expect(actor.getSnapshot().value).toBe('loggedIn')
    expect(actor.getSnapshot().context.token).toBe('other')
    actor.send({ type: 'session.sync', token: 'other', userInfo: '{broken' })
    expect(actor.getSnapshot().value).toBe('loggedOut')
  })

  it('R-SESS-002 property: whatever happens, signed in means a token and user info, signed out means none', async () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('session.login' as const),
        account: fc.constantFrom('customer@demo.vn', '', ' x '),
        password: fc.constantFrom('Demo1234', 'wrong', ''),
        remember: fc.boolean(),
      }),
      fc.constant({ type: 'session.logout' as const }),
      fc.constant({ type: 'session.reset' as const }),
      fc.record({
        type: fc.constant('session.authFailure' as const),
        message: fc.option(fc.string(), { nil: undefined }),
      }),
      fc.record({
        type: fc.constant('session.sync' as const),
        token: fc.option(fc.constantFrom('abc', 'x y', 'tok-customer@demo.vn'), { nil: undefined }),
        userInfo: fc.constantFrom<unknown>(userInfo, undefined, { broken: true }),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(event, { maxLength: 12 }), async (startSignedIn, events) => {
        const { actor, settled } = session(startSignedIn ? { token: 'abc', userInfo } : {})
        for (const e of events) {
          actor.send(e)
          await settled()
          const s = actor.getSnapshot()
          if (s.matches('loggedIn')) {
            expect(s.context.token).toBeDefined()
            expect(s.context.userInfo).toBeDefined()
          } else {
            expect(s.matches('loggedOut')).toBe(true)
            expect(s.context.token).toBeUndefined()
            expect(s.context.userInfo).toBeUndefined()
          }
        }
      }),
      { numRuns: 60 },
    )
  })
})
