// Sessions of the mock backend as a trustworthy server keeps them (decisions 0130-0132): opaque
// tokens in one store shared by every tab, revoked everywhere by logout and by a password change,
// throttled sign-in, and no answer that tells whether an account exists. Each backend here is one
// tab's in-page backend (or one tab after a reload); they share one session store, as the tabs of
// a browser share its IndexedDB.
import { Schema } from 'effect'
import { beforeEach, describe, expect, it } from 'vitest'
import { Login, Logout, SendValidationCode, UpdatePassword } from '../../api/contracts/auth'
import { GetCustomerList } from '../../api/contracts/customer'
import { SimGetClock, SimListOrders } from '../../api/contracts/simulator'
import { callOn, type BackendLike } from '../../test/backend-call'
import { backendText } from '../../test/mock-contract'
import { DEMO_PASSWORD } from '../../backend/accounts'
import { DEMO_RESET_CODE as VALID_RESET_CODE, demoResetCodes } from '../reset-codes-demo'
import { memoryPersistence, type Persistence } from '../../backend/persistence'
import { memorySessionStore, type SessionStore } from '../../backend/session-store'
import { AUTH_CODES } from '../signed-in'
import { LOGIN_LOCK_STEPS_MS, LOGIN_THROTTLED_CODE, TOKEN_LIFETIME_MS } from './auth'
import { createMockBackend } from '.'

const START = Date.UTC(2025, 2, 15, 3, 0, 0)
let now = START
const realNow = () => new Date(now)

/** One browser: its IndexedDB (the event log and the session store) and its tabs' backends. */
interface Browser {
  readonly persistence: Persistence
  readonly sessions: SessionStore
}
const newBrowser = (): Browser => ({ persistence: memoryPersistence(), sessions: memorySessionStore() })

/** A tab's in-page backend over the browser's stores (a new one for each tab, or after a reload). */
async function openTab(browser: Browser): Promise<BackendLike> {
  const backend = createMockBackend({ realNow, resetCodes: demoResetCodes, ...browser })
  await backend.ready()
  return backend
}

async function signIn(tab: BackendLike, account: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await callOn(tab, Login, { account, password })
  expect(answer.code, answer.message).toBe(0)
  return Schema.decodeUnknownSync(Login.response)(answer.data).token
}

const customers = (tab: BackendLike, token: string) => callOn(tab, GetCustomerList, {}, { token })

/** A token in the self-describing format of the earlier mock: `demo.<account>.<time>.<FNV-1a>`. */
function oldFormatToken(account: string, issuedAt: number): string {
  const body = `${btoa(account).replace(/=+$/, '')}.${issuedAt.toString(36)}`
  let hash = 0x811c9dc5
  for (let i = 0; i < body.length; i++) {
    hash ^= body.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `demo.${body}.${hash.toString(36)}`
}

beforeEach(() => {
  now = START
})

describe('mock sessions', () => {
  it('R-SESS-010 a token is opaque and random; a forged one (the old self-describing format) is refused with 5004', async () => {
    const browser = newBrowser()
    const tab = await openTab(browser)
    const first = await signIn(tab, 'customer@demo.vn')
    const second = await signIn(tab, 'customer@demo.vn')
    expect(first).not.toBe(second)
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first).not.toContain(btoa('customer@demo.vn').slice(0, 12))
    expect((await customers(tab, first)).code).toBe(0)

    for (const forged of [
      oldFormatToken('distributor@demo.vn', now - 60_000),
      oldFormatToken('customer@demo.vn', now),
      `${first.slice(0, -1)}${first.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const answer = await customers(tab, forged)
      expect(answer.code, forged).toBe(AUTH_CODES.invalidToken)
    }
  }, 60_000)

  it('R-SESS-011 R-SESS-003 logout in one tab ends the session in another tab; a reload keeps a session until its 7 days are over', async () => {
    const browser = newBrowser()
    const [tabA, tabB] = [await openTab(browser), await openTab(browser)]
    const token = await signIn(tabA, 'credit@demo.vn')
    expect((await customers(tabB, token)).code).toBe(0)

    // A reload restarts the in-page backend: the session is still there.
    const reloaded = await openTab(browser)
    expect((await customers(reloaded, token)).code).toBe(0)
    now = START + TOKEN_LIFETIME_MS
    expect((await customers(reloaded, token)).code).toBe(0)
    now = START + TOKEN_LIFETIME_MS + 1
    expect((await customers(reloaded, token)).code).toBe(AUTH_CODES.expired)
    now = START

    const other = await signIn(tabB, 'credit@demo.vn')
    expect((await callOn(tabA, Logout, {}, { token })).code).toBe(0)
    expect((await customers(tabB, token)).code).toBe(AUTH_CODES.invalidToken)
    expect((await customers(await openTab(browser), token)).code).toBe(AUTH_CODES.invalidToken)
    // Only that session ends: the same account signed in elsewhere goes on.
    expect((await customers(tabA, other)).code).toBe(0)
  }, 90_000)

  it('R-SESS-012 after 5 failed sign-ins an account waits, longer after each further failure; an unknown account meets the same messages', async () => {
    const tab = await openTab(newBrowser())
    const wrong = (account: string) =>
      callOn(tab, Login, { account, password: 'Wrong1234' }, { language: 'en' })
    for (const account of ['customer@demo.vn', 'nobody@demo.vn']) {
      now = START
      for (let i = 0; i < 5; i++) {
        const answer = await wrong(account)
        expect(answer.code, `${account} #${i + 1}`).toBe(4011)
        expect(answer.message).toBe(backendText('en', 'wrongCredentials'))
      }
      const seconds = LOGIN_LOCK_STEPS_MS[0]! / 1000
      const locked = await callOn(tab, Login, { account, password: DEMO_PASSWORD }, { language: 'en' })
      expect(locked.code, account).toBe(LOGIN_THROTTLED_CODE)
      expect(locked.message).toBe(backendText('en', 'loginThrottled', { seconds }))
      // The wait is over: one more failure locks for longer.
      now += LOGIN_LOCK_STEPS_MS[0]!
      expect((await wrong(account)).code).toBe(4011)
      const longer = await wrong(account)
      expect(longer.code).toBe(LOGIN_THROTTLED_CODE)
      expect(longer.message).toBe(
        backendText('en', 'loginThrottled', { seconds: LOGIN_LOCK_STEPS_MS[1]! / 1000 }),
      )
    }
    // The other accounts were never locked; a success clears the count.
    expect((await callOn(tab, Login, { account: 'credit@demo.vn', password: DEMO_PASSWORD })).code).toBe(0)
    now += LOGIN_LOCK_STEPS_MS[1]!
    expect((await callOn(tab, Login, { account: 'customer@demo.vn', password: DEMO_PASSWORD })).code).toBe(0)
    expect((await wrong('customer@demo.vn')).code).toBe(4011)
    expect((await callOn(tab, Login, { account: 'customer@demo.vn', password: DEMO_PASSWORD })).code).toBe(0)
  }, 60_000)

  it('R-SESS-013 R-API-034 SendValidationCode answers an unknown account exactly as a known one', async () => {
    const tab = await openTab(newBrowser())
    for (const language of ['vi', 'en'] as const) {
      const known = await callOn(tab, SendValidationCode, { account: 'credit@demo.vn' }, { language })
      const unknown = await callOn(tab, SendValidationCode, { account: 'nobody@demo.vn' }, { language })
      expect(known).toEqual({ code: 0, message: backendText(language, 'codeSent'), data: null })
      expect(unknown).toEqual(known)
    }
    // Nor does the reset tell: an unknown account answers as a wrong code does.
    const reset = (account: string, code: string) =>
      callOn(tab, UpdatePassword, {
        account,
        code,
        newPassword: 'Moi2024pass',
        confirmNewPassword: 'Moi2024pass',
      })
    const unknownReset = await reset('nobody@demo.vn', VALID_RESET_CODE)
    expect(unknownReset).toEqual(await reset('credit@demo.vn', '000000'))
    expect(unknownReset.code).toBe(5006)
  }, 60_000)

  it('R-SESS-014 R-API-034 a reset password signs in from then on, also after a reload; the old one and the sessions before it end', async () => {
    const browser = newBrowser()
    const tab = await openTab(browser)
    const before = await signIn(tab, 'distributor@demo.vn')
    const newPassword = 'Moi2024pass'
    const answer = await callOn(tab, UpdatePassword, {
      account: 'Distributor@demo.vn',
      code: VALID_RESET_CODE,
      newPassword,
      confirmNewPassword: newPassword,
    })
    expect(answer.code, answer.message).toBe(0)
    for (const backend of [tab, await openTab(browser)]) {
      expect(
        (await callOn(backend, Login, { account: 'distributor@demo.vn', password: DEMO_PASSWORD })).code,
      ).toBe(4011)
      expect((await customers(backend, await signIn(backend, 'distributor@demo.vn', newPassword))).code).toBe(
        0,
      )
      expect((await customers(backend, before)).code).toBe(AUTH_CODES.invalidToken)
    }
    // Other accounts keep theirs.
    await signIn(tab, 'customer@demo.vn')
  }, 60_000)

  it('R-SESS-015 R-API-035 the simulator needs a session and says so; any demo account stands in for the back office', async () => {
    const tab = await openTab(newBrowser())
    const needsSession = backendText('en', 'sim.sessionNeeded')
    const none = await callOn(tab, SimGetClock, {}, { language: 'en' })
    expect(none).toEqual({ code: AUTH_CODES.noAuthInfo, message: needsSession, data: null })
    const forged = await callOn(
      tab,
      SimListOrders,
      { pageIndex: 1, pageSize: 10 },
      {
        language: 'en',
        token: oldFormatToken('customer@demo.vn', now),
      },
    )
    expect(forged).toEqual({ code: AUTH_CODES.invalidToken, message: needsSession, data: null })
    const token = await signIn(tab, 'credit@demo.vn')
    expect((await callOn(tab, SimGetClock, {}, { token })).code).toBe(0)
  }, 60_000)
})
