// Login, reset password and logout (R-API-032, R-API-034), kept as a trustworthy server keeps them:
// - a token is 32 random bytes (crypto.getRandomValues), opaque: it names nothing, and only a
//   session in the shared session store makes it valid (decision 0130);
// - sessions, changed passwords and failed sign-ins live in one store shared by every tab, so a
//   logout or a password change ends the session everywhere and a reload keeps it (decision 0131);
// - sign-in is throttled per account name and client address after 5 failures, and per account
//   name from anywhere after 20 with shorter waits, so one address cannot lock the real user out
//   everywhere; the same answers whether the account exists or not, and no answer tells whether
//   an account exists (decision 0132, R-SESS-018, R-SESS-019, decision 0356);
// - failure rows are forgotten a day after the last failure, and at most 20 sessions are kept per
//   account, the oldest out; expired ones are swept at most once an hour (R-SESS-020..022);
// - reset codes come from the `resetCodes` port: the demo's fixed code in the browser, random
//   mailed codes with limits in server mode (R-PWD-011..015, decision 0348).
import { Login, Logout, SendValidationCode, UpdatePassword } from '../../api/contracts/auth'
import { PASSWORD_RULE_KEY, passwordMeetsRule } from '../../machines/password-reset/password-reset.rules'
import { demoAccounts, type DemoAccount } from '../../backend/accounts'
import { clientAddressOf } from '../../backend/client-address'
import { say } from '../../backend/messages'
import { handle, MOCK_CODES, ok, refuse } from '../respond'
import { memorySessionStore, type LoginFailures, type SessionStore } from '../../backend/session-store'
import { noResetCodes, type ResetCodes } from '../../backend/reset-codes'

/**
 * A session lasts as long as the token cookie (R-STORE-005, R-SESS-011: 7 days) from its sign-in.
 */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
/** Failed sign-ins an account name is allowed before it must wait. */
export const LOGIN_FREE_FAILURES = 5
/** The waits after the 5th, 6th, 7th... failure in a row; the last repeats (decision 0132). */
export const LOGIN_LOCK_STEPS_MS: readonly number[] = [30_000, 60_000, 120_000, 300_000, 900_000]
/**
 * The softer account-wide limit (R-SESS-019): failures of one name from every address together,
 * with waits of at most 5 minutes; the per-address limit above is the one a guesser meets first.
 */
export const ACCOUNT_FREE_FAILURES = 20
export const ACCOUNT_LOCK_STEPS_MS: readonly number[] = [30_000, 60_000, 120_000, 300_000]
/** A failure row is forgotten this long after its last failure (and its wait) (R-SESS-020). */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000
/** Sessions kept per account; a new sign-in ends the oldest beyond it (R-SESS-021). */
export const SESSIONS_PER_ACCOUNT = 20
/** How often a sign-in sweeps the expired sessions and failure rows (R-SESS-022). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000
/** Sign-in refused while an account waits (not an auth-failure code: the login form shows it). */
export const LOGIN_THROTTLED_CODE = 4290
/** A reset code refused because too many were asked (R-PWD-013): the same code as a throttled sign-in. */
export const RESET_THROTTLED_CODE = LOGIN_THROTTLED_CODE
const CODE_WRONG = 5006

export interface AuthState {
  accounts: DemoAccount[]
  /** Shared by every tab's backend (IndexedDB in the browser). */
  readonly sessions: SessionStore
  /** Makes and checks reset codes (decision 0348): none is right unless a face passes a port. */
  readonly resetCodes: ResetCodes
  /** Real time in ms: sessions keep real time, whatever the simulated business clock says. */
  now: () => number
  /** When this backend last swept expired sessions and failure rows (R-SESS-022). */
  sweptAt?: number
}

export const createAuthState = (
  now: () => number = () => Date.now(),
  sessions: SessionStore = memorySessionStore(),
  resetCodes: ResetCodes = noResetCodes,
): AuthState => ({ accounts: demoAccounts(), sessions, resetCodes, now })

/** Account names compare trimmed and case-blind, as the login form's users type them. */
const nameOf = (account: string) => account.trim().toLowerCase()
const find = (state: AuthState, account: string) =>
  state.accounts.find((a) => a.account.toLowerCase() === nameOf(account))

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return base64Url(new Uint8Array(digest))
}

/** 32 random bytes, base64url: 43 characters, 256 bits. */
function randomToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)))
}

/** Tokens whose hash was made, newest last (decision 0372): at most this many. */
const KEY_MEMO_MAX = 10_000
const keyMemo = new Map<string, Promise<string>>()

/**
 * The store keeps the token's hash: what is stored cannot be replayed as a token. Made once per
 * token and remembered (bounded, the oldest forgotten first): a call needs it two or three times,
 * and WebCrypto's SHA-256 was a tenth of a server's work under load (decision 0372).
 */
export function sessionKeyOf(token: string): Promise<string> {
  let key = keyMemo.get(token)
  if (key === undefined) {
    key = sha256(token)
    keyMemo.set(token, key)
    if (keyMemo.size > KEY_MEMO_MAX) keyMemo.delete(keyMemo.keys().next().value!)
  }
  return key
}

type TokenReading =
  | { readonly kind: 'valid'; readonly account: DemoAccount }
  | { readonly kind: 'expired' }
  | { readonly kind: 'invalid' }

/** What a call's token is worth: only a session of the store makes it valid. */
export async function readToken(state: AuthState, token: string | undefined): Promise<TokenReading> {
  if (!token || token.length > 256) return { kind: 'invalid' }
  const session = await state.sessions.getSession(await sessionKeyOf(token))
  const account = session && find(state, session.account)
  if (!session || !account) return { kind: 'invalid' }
  if (state.now() > session.expiresAt) return { kind: 'expired' }
  return { kind: 'valid', account }
}

async function startSession(state: AuthState, account: DemoAccount): Promise<string> {
  const token = randomToken()
  const issuedAt = state.now()
  // Sessions and failure rows past their end are of no use to anyone: swept, by their index, at
  // most once an hour, never read one by one at each sign-in (R-SESS-022).
  if (state.sweptAt === undefined || issuedAt - state.sweptAt >= SWEEP_EVERY_MS) {
    state.sweptAt = issuedAt
    await state.sessions.sweep(issuedAt)
  }
  await state.sessions.putSession(await sessionKeyOf(token), {
    account: account.account,
    issuedAt,
    expiresAt: issuedAt + TOKEN_LIFETIME_MS,
  })
  await state.sessions.capSessions(account.account, SESSIONS_PER_ACCOUNT)
  return token
}

/** The account's password: the one set by a reset, else the demo password (R-API-031). */
async function passwordMatches(state: AuthState, account: DemoAccount, password: string): Promise<boolean> {
  const stored = await state.sessions.getCredential(account.account)
  return stored === undefined
    ? password === account.password
    : (await sha256(`${stored.salt}:${password}`)) === stored.hash
}

async function setPassword(state: AuthState, account: DemoAccount, password: string): Promise<void> {
  const salt = base64Url(crypto.getRandomValues(new Uint8Array(16)))
  await state.sessions.putCredential(account.account, { salt, hash: await sha256(`${salt}:${password}`) })
  // A new password ends every session of the account, in every tab (R-SESS-014).
  await state.sessions.deleteAccountSessions(account.account)
}

/** The wait after `count` failures in a row, or 0 while still free. */
export function lockAfter(
  count: number,
  free = LOGIN_FREE_FAILURES,
  steps: readonly number[] = LOGIN_LOCK_STEPS_MS,
): number {
  if (count < free) return 0
  return steps[Math.min(count - free, steps.length - 1)]!
}

/** A row past its end counts as none, swept or not yet (R-SESS-020). */
const current = (failures: LoginFailures | undefined, at: number) =>
  failures?.expiresAt !== undefined && failures.expiresAt < at ? undefined : failures

const failedOnce =
  (at: number, free: number, steps: readonly number[]) =>
  (failures: LoginFailures | undefined): LoginFailures => {
    const count = (current(failures, at)?.count ?? 0) + 1
    const lock = lockAfter(count, free, steps)
    const lockedUntil = lock === 0 ? 0 : at + lock
    return { count, lockedUntil, expiresAt: Math.max(lockedUntil, at + LOGIN_FAILURE_MEMORY_MS) }
  }

/** The failure row of one name from one client address (R-SESS-018); the name alone is account-wide. */
export const addressFailureKey = (name: string, address: string) => JSON.stringify([name, address])

export function authHandlers(state: AuthState) {
  return [
    handle(Login, async ({ account, password }, { request }) => {
      const name = nameOf(account)
      const at = state.now()
      const throttled = (lockedUntil: number) =>
        refuse(request, LOGIN_THROTTLED_CODE, 'loginThrottled', {
          seconds: Math.ceil((lockedUntil - at) / 1000),
        })
      // Unknown names are counted too: locking only real accounts would tell which exist. Two
      // rows: this name from this address, and this name from anywhere (R-SESS-018, R-SESS-019).
      const here = addressFailureKey(name, clientAddressOf(request))
      const [local, wide] = await Promise.all([
        state.sessions.getFailures(here),
        state.sessions.getFailures(name),
      ])
      const lockedUntil = Math.max(current(local, at)?.lockedUntil ?? 0, current(wide, at)?.lockedUntil ?? 0)
      if (lockedUntil > at) return throttled(lockedUntil)
      const user = find(state, name)
      if (!user || !(await passwordMatches(state, user, password))) {
        // The failure itself answers as any failure does; the wait applies from the next attempt.
        await state.sessions.addFailure(here, failedOnce(at, LOGIN_FREE_FAILURES, LOGIN_LOCK_STEPS_MS))
        await state.sessions.addFailure(name, failedOnce(at, ACCOUNT_FREE_FAILURES, ACCOUNT_LOCK_STEPS_MS))
        return refuse(request, 4011, 'wrongCredentials')
      }
      await state.sessions.clearFailures(here)
      await state.sessions.clearFailures(name)
      return ok({ token: await startSession(state, user), userInfo: user.userInfo })
    }),
    // The same answer whether the account exists or not: that is not the caller's to learn; the
    // limits count unknown names too, so even a refusal tells nothing (R-PWD-011, R-PWD-013).
    handle(SendValidationCode, async ({ account }, { request }) => {
      const name = nameOf(account)
      const issued = await state.resetCodes.issue({ name, account: find(state, name), request })
      if (issued.kind === 'limited')
        return refuse(request, RESET_THROTTLED_CODE, 'resetThrottled', {
          minutes: Math.max(1, Math.ceil(issued.retryAfterMs / 60_000)),
        })
      return ok(null, say(request, 'codeSent'))
    }),
    handle(UpdatePassword, async ({ account, code, newPassword, confirmNewPassword }, { request }) => {
      // The reset form's own rules (machines/password-reset), checked again on the server side.
      if (!passwordMeetsRule(newPassword)) return refuse(request, MOCK_CODES.ruleViolation, PASSWORD_RULE_KEY)
      if (newPassword !== confirmNewPassword)
        return refuse(request, MOCK_CODES.ruleViolation, 'passwordInconsistent')
      const user = find(state, account)
      // No code was sent to an unknown account, so no code is right for it: the same 5006. A try
      // is spent only on a form that passed its own rules (R-PWD-012).
      const right = await state.resetCodes.redeem(nameOf(account), code)
      if (!user || !right) return refuse(request, CODE_WRONG, 'codeWrong')
      await setPassword(state, user, newPassword)
      await state.sessions.clearFailures(nameOf(user.account))
      await state.sessions.clearFailures(addressFailureKey(nameOf(user.account), clientAddressOf(request)))
      return ok(null, say(request, 'passwordUpdated'))
    }),
    handle(Logout, async (_input, { token }) => {
      if (token && token.length <= 256) await state.sessions.deleteSession(await sessionKeyOf(token))
      return ok(null)
    }),
  ]
}
