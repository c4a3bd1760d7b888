// Login, reset password and logout (design §5). Tokens are opaque strings mapped to accounts.
import { Login, Logout, SendValidationCode, UpdatePassword } from '../../api/contracts/auth'
import { demoAccounts, VALID_RESET_CODE, type DemoAccount } from '../accounts'
import { say } from '../messages'
import { handle, MOCK_CODES, ok, refuse } from '../respond'

export interface AuthState {
  accounts: DemoAccount[]
  tokens: Map<string, string>
}

export const createAuthState = (): AuthState => ({ accounts: demoAccounts(), tokens: new Map() })

const find = (state: AuthState, account: string) =>
  state.accounts.find((a) => a.account.toLowerCase() === account.trim().toLowerCase())

export function accountOfToken(state: AuthState, token: string | undefined): DemoAccount | undefined {
  const account = token ? state.tokens.get(token) : undefined
  return account ? find(state, account) : undefined
}

export function authHandlers(state: AuthState) {
  let issued = 0
  return [
    handle(Login, ({ account, password }, { request }) => {
      const user = find(state, account)
      if (!user || user.password !== password) return refuse(request, 4011, 'wrongCredentials')
      issued += 1
      const token = `demo.${btoa(user.account)}.${Date.now().toString(36)}${issued}`
      state.tokens.set(token, user.account)
      return ok({ token, userInfo: user.userInfo })
    }),
    handle(SendValidationCode, ({ account }, { request }) =>
      find(state, account)
        ? ok(null, say(request, 'codeSent'))
        : refuse(request, MOCK_CODES.notFound, 'accountNotFound'),
    ),
    handle(UpdatePassword, ({ account, code, newPassword, confirmNewPassword }, { request }) => {
      const user = find(state, account)
      if (!user) return refuse(request, MOCK_CODES.notFound, 'accountNotFound')
      if (code !== VALID_RESET_CODE) return refuse(request, 5006, 'codeWrong')
      if (newPassword !== confirmNewPassword)
        return refuse(request, MOCK_CODES.ruleViolation, 'passwordInconsistent')
      user.password = newPassword
      return ok(null, say(request, 'passwordUpdated'))
    }),
    handle(Logout, (_input, { token }) => {
      if (token) state.tokens.delete(token)
      return ok(null)
    }),
  ]
}
