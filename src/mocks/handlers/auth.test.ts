import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { Login, Logout, SendValidationCode, UpdatePassword } from '../../api/contracts/auth'
import { GetCustomerList } from '../../api/contracts/customer'
import { PASSWORD_RULE_KEY, passwordMeetsRule } from '../../machines/password-reset/password-reset.rules'
import {
  backendText,
  call,
  callEncoded,
  decoded,
  expectGeneratedRequestsAnswered,
  expectRefusedInBothLanguages,
  login,
} from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { DEMO_PASSWORD, demoAccounts } from '../../backend/accounts'
import { DEMO_RESET_CODE as VALID_RESET_CODE } from '../reset-codes-demo'
import { MOCK_CODES } from '../respond'
import { AUTH_CODES } from '../signed-in'
import { LOGIN_THROTTLED_CODE } from './auth'

// Contract tests of the auth handlers, through fetch to the Node mock server.
describe('auth handlers', () => {
  startMockServer()
  const accounts = demoAccounts()
  const password = 'Passw0rd9'
  const reset = (
    account: string,
    code: string,
    newPassword = password,
    confirmNewPassword = newPassword,
  ) => ({
    account,
    code,
    newPassword,
    confirmNewPassword,
  })

  it('R-API-032 R-API-007 Login answers a token and the stored user info for every demo account; wrong credentials answer 4011', async () => {
    for (const account of accounts) {
      const answer = decoded(Login, await call(Login, { account: account.account, password: DEMO_PASSWORD }))
      expect(answer.userInfo).toEqual(account.userInfo)
      expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    }
    await expectRefusedInBothLanguages(
      Login,
      { account: 'customer@demo.vn', password: 'wrong-password' },
      4011,
      undefined,
      'wrongCredentials',
    )
    await expectRefusedInBothLanguages(
      Login,
      { account: 'nobody@demo.vn', password: DEMO_PASSWORD },
      4011,
      undefined,
    )
  })

  it('R-API-032 R-SESS-012 generated login requests are answered with a token, 4011 or the throttle 4290, never anything else', async () => {
    const token = await login('customer@demo.vn')
    const succeeded = await expectGeneratedRequestsAnswered(Login, {
      token,
      refusals: [4011, LOGIN_THROTTLED_CODE],
      tweak: (input, pick) =>
        pick % 3 === 0
          ? { account: accounts[pick % accounts.length]!.account, password: DEMO_PASSWORD }
          : input,
    })
    expect(succeeded).toBeGreaterThan(0)
  })

  it('R-API-034 R-PWD-008 SendValidationCode succeeds in both languages', async () => {
    const answer = await call(SendValidationCode, { account: 'credit@demo.vn' }, { language: 'en' })
    expect(answer.code).toBe(0)
    expect(answer.message).toBe(backendText('en', 'codeSent'))
  })

  it('R-API-034 R-PWD-010 UpdatePassword answers 5006 for any code but 123456, and then the new password signs in', async () => {
    const codes = fc.sample(
      fc
        .string({ minLength: 1, maxLength: 8 })
        .filter((c) => c.trim() !== '' && c.trim() !== VALID_RESET_CODE),
      { numRuns: 10, seed: 20261122 },
    )
    for (const code of codes) {
      const answer = await call(UpdatePassword, reset('credit@demo.vn', code))
      expect(answer.code, code).toBe(5006)
    }
    await expectRefusedInBothLanguages(
      UpdatePassword,
      reset('credit@demo.vn', '000000'),
      5006,
      undefined,
      'codeWrong',
    )
    expect((await call(Login, { account: 'credit@demo.vn', password })).code).toBe(4011)
    expect((await call(UpdatePassword, reset('credit@demo.vn', VALID_RESET_CODE))).code).toBe(0)
    expect((await call(Login, { account: 'credit@demo.vn', password })).code).toBe(0)
    expect((await call(Login, { account: 'credit@demo.vn', password: DEMO_PASSWORD })).code).toBe(4011)
  })

  it('R-PWD-003 R-PWD-004 R-PWD-005 R-PWD-006 UpdatePassword refuses, server side too, what the reset form refuses', async () => {
    for (const bad of ['short1', 'has space 1', 'lettersonly', '123456789']) {
      expect(passwordMeetsRule(bad)).toBe(false)
      await expectRefusedInBothLanguages(
        UpdatePassword,
        reset('distributor@demo.vn', VALID_RESET_CODE, bad),
        MOCK_CODES.ruleViolation,
        undefined,
        PASSWORD_RULE_KEY,
      )
    }
    await expectRefusedInBothLanguages(
      UpdatePassword,
      reset('distributor@demo.vn', VALID_RESET_CODE, password, `${password}x`),
      MOCK_CODES.ruleViolation,
      undefined,
      'passwordInconsistent',
    )
    expect((await call(Login, { account: 'distributor@demo.vn', password: DEMO_PASSWORD })).code).toBe(0)
  })

  it('Logout ends the token: the same token is then refused with 5004', async () => {
    const token = await login('customer@demo.vn')
    expect(decoded(GetCustomerList, await call(GetCustomerList, {}, { token })).length).toBeGreaterThan(0)
    expect((await call(Logout, {}, { token })).code).toBe(0)
    expect((await call(GetCustomerList, {}, { token })).code).toBe(AUTH_CODES.invalidToken)
  })

  it('a request that does not decode names the field and the reason in the caller\u2019s language', async () => {
    const missing = { vi: await callEncoded(Login, { account: 'customer@demo.vn' }, { language: 'vi' }) }
    const en = await callEncoded(Login, { account: 'customer@demo.vn' }, { language: 'en' })
    expect(en.code).toBe(MOCK_CODES.badRequest)
    expect(en.message).toBe('The request is not valid: “password” is missing')
    expect(missing.vi.message).toBe('Yêu cầu không hợp lệ: trường “password” bị thiếu')
    const wrongType = await callEncoded(
      Login,
      { account: 'customer@demo.vn', password: 42 },
      { language: 'en' },
    )
    expect(wrongType.message).toBe('The request is not valid: “password” has a value that is not allowed')
  })
})
