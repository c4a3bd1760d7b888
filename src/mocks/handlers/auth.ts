// Login, reset password and logout (design §5). A token describes itself (account, time of
// issue, a checksum), so it survives a page reload even though this backend's state does not:
// the browser mock restarts with every page. Logout revokes it for the life of the page; the
// client deletes its cookie anyway. A token older than the 7-day cookie lifetime is expired.
import { Login, Logout, SendValidationCode, UpdatePassword } from '../../api/contracts/auth'
import { PASSWORD_RULE_KEY, passwordMeetsRule } from '../../machines/password-reset/password-reset.rules'
import { demoAccounts, VALID_RESET_CODE, type DemoAccount } from '../accounts'
import { say } from '../messages'
import { handle, MOCK_CODES, ok, refuse } from '../respond'

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export interface AuthState {
  accounts: DemoAccount[]
  /** Tokens ended by logout (this page's life only). */
  revoked: Set<string>
  /** Real time in ms: sessions keep real time, whatever the simulated business clock says. */
  now: () => number
}

export const createAuthState = (now: () => number = () => Date.now()): AuthState => ({
  accounts: demoAccounts(),
  revoked: new Set(),
  now,
})

const find = (state: AuthState, account: string) =>
  state.accounts.find((a) => a.account.toLowerCase() === account.trim().toLowerCase())

/** FNV-1a: not security (this is a demo backend), only a guard against hand-edited tokens. */
function checksum(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

const encode = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const decode = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'))

export function issueToken(account: string, issuedAt: number): string {
  const body = `${encode(account)}.${issuedAt.toString(36)}`
  return `demo.${body}.${checksum(body)}`
}

type TokenReading =
  | { readonly kind: 'valid'; readonly account: DemoAccount }
  | { readonly kind: 'expired' }
  | { readonly kind: 'invalid' }

export function readToken(state: AuthState, token: string | undefined): TokenReading {
  const parts = token?.split('.') ?? []
  if (parts.length !== 4 || parts[0] !== 'demo' || state.revoked.has(token!)) return { kind: 'invalid' }
  const [, encodedAccount, issued, check] = parts as [string, string, string, string]
  if (checksum(`${encodedAccount}.${issued}`) !== check) return { kind: 'invalid' }
  let account: DemoAccount | undefined
  try {
    account = find(state, decode(encodedAccount))
  } catch {
    return { kind: 'invalid' }
  }
  if (!account) return { kind: 'invalid' }
  const age = state.now() - parseInt(issued, 36)
  if (!(age >= 0 && age <= TOKEN_LIFETIME_MS)) return { kind: 'expired' }
  return { kind: 'valid', account }
}

/** The account a token names, if it is valid (the auth tests read tokens with it). @test */
export function accountOfToken(state: AuthState, token: string | undefined): DemoAccount | undefined {
  const reading = readToken(state, token)
  return reading.kind === 'valid' ? reading.account : undefined
}

export function authHandlers(state: AuthState) {
  return [
    handle(Login, ({ account, password }, { request }) => {
      const user = find(state, account)
      if (!user || user.password !== password) return refuse(request, 4011, 'wrongCredentials')
      return ok({ token: issueToken(user.account, state.now()), userInfo: user.userInfo })
    }),
    handle(SendValidationCode, ({ account }, { request }) =>
      find(state, account)
        ? ok(null, say(request, 'codeSent'))
        : refuse(request, MOCK_CODES.notFound, 'accountNotFound'),
    ),
    handle(UpdatePassword, ({ account, code, newPassword, confirmNewPassword }, { request }) => {
      const user = find(state, account)
      if (!user) return refuse(request, MOCK_CODES.notFound, 'accountNotFound')
      // The reset form's own rules (machines/password-reset), checked again on the server side.
      if (!passwordMeetsRule(newPassword)) return refuse(request, MOCK_CODES.ruleViolation, PASSWORD_RULE_KEY)
      if (newPassword !== confirmNewPassword)
        return refuse(request, MOCK_CODES.ruleViolation, 'passwordInconsistent')
      if (code !== VALID_RESET_CODE) return refuse(request, 5006, 'codeWrong')
      user.password = newPassword
      return ok(null, say(request, 'passwordUpdated'))
    }),
    handle(Logout, (_input, { token }) => {
      if (token) state.revoked.add(token)
      return ok(null)
    }),
  ]
}
