// Login, reset password and logout (design §5). Tokens are opaque strings mapped to accounts.
import { Login, Logout, SendValidationCode, UpdatePassword } from '../../api/contracts/auth'
import { demoAccounts, VALID_RESET_CODE, type DemoAccount } from '../accounts'
import { failure, handle, ok } from '../respond'

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
    handle(Login, ({ account, password }) => {
      const user = find(state, account)
      if (!user || user.password !== password) return failure(4011, 'Incorrect account or password')
      issued += 1
      const token = `demo.${btoa(user.account)}.${Date.now().toString(36)}${issued}`
      state.tokens.set(token, user.account)
      return ok({ token, userInfo: user.userInfo })
    }),
    handle(SendValidationCode, ({ account }) =>
      find(state, account)
        ? ok(null, 'The verification code has been sent')
        : failure(4004, 'Account not found'),
    ),
    handle(UpdatePassword, ({ account, code, newPassword, confirmNewPassword }) => {
      const user = find(state, account)
      if (!user) return failure(4004, 'Account not found')
      if (code !== VALID_RESET_CODE) return failure(5006, 'The verification code is wrong or has expired')
      if (newPassword !== confirmNewPassword) return failure(4001, 'Password inconsistency')
      user.password = newPassword
      return ok(null, 'Password updated')
    }),
    handle(Logout, (_input, { token }) => {
      if (token) state.tokens.delete(token)
      return ok(null)
    }),
  ]
}
