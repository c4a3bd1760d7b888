import { Arbitrary, FastCheck as fc, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { UserInfo } from '../../api/contracts/auth'
import { ApiError } from '../../api/errors'
import {
  accountToRemember,
  credentialsComplete,
  displayNameOf,
  isUserInfo,
  isValidStoredSession,
  isWellFormedToken,
  loginFailureNotice,
  rolesOf,
} from './session.rules'

describe('session rules', () => {
  it('R-SESS-002 a token is printable, has no spaces and fits a cookie', () => {
    expect(isWellFormedToken('demo.Y3VzdG9tZXI=.abc1')).toBe(true)
    expect(isWellFormedToken('a b')).toBe(false)
    expect(isWellFormedToken('')).toBe(false)
    expect(isWellFormedToken('x'.repeat(5000))).toBe(false)
    expect(isWellFormedToken('đ')).toBe(false)
    expect(isWellFormedToken(undefined)).toBe(false)
  })

  it('R-SESS-001 credentials need an account (trimmed) and a password', () => {
    expect(credentialsComplete({ account: ' a ', password: 'p' })).toBe(true)
    expect(credentialsComplete({ account: '  ', password: 'p' })).toBe(false)
    expect(credentialsComplete({ account: 'a', password: '' })).toBe(false)
  })

  it('R-STORE-008 only the account is remembered, and only when asked', () => {
    expect(accountToRemember({ account: ' a@b.vn ', remember: true })).toBe('a@b.vn')
    expect(accountToRemember({ account: 'a@b.vn', remember: false })).toBeUndefined()
  })

  it('R-SESS-001 failed sign-in notices: 4011 is translated, other server messages are shown as they are', () => {
    const auth = new ApiError('AuthFailure', 'x', { endpoint: 'Login', code: 4011, serverMessage: 'x' })
    expect(loginFailureNotice(auth)).toEqual({ key: 'auth:login.wrongCredentials' })
    const server = new ApiError('ServerError', 'Locked', {
      endpoint: 'Login',
      code: 4100,
      serverMessage: 'Locked',
    })
    expect(loginFailureNotice(server)).toEqual({ text: 'Locked' })
    expect(loginFailureNotice(new ApiError('Offline', 'x', { endpoint: 'Login' }))).toEqual({
      key: 'auth:login.failed',
    })
    expect(loginFailureNotice(new Error('boom'))).toEqual({ key: 'auth:login.failed' })
  })

  it('R-PERM-007 roles and name come from the stored user info', () => {
    expect(rolesOf(undefined)).toEqual([])
    const info = { RoleName: 'Main,FOC', RealName: ' ', UserName: 'u@x.vn' } as never
    expect(rolesOf(info)).toEqual(['Main', 'FOC'])
    expect(displayNameOf(info)).toBe('u@x.vn')
  })
})

describe('the user-info cookie check without effect (decision 0042)', () => {
  const bySchema = Schema.is(UserInfo)
  // What a cookie can hold after JSON.parse: any JSON value.
  const asCookie = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null')
  const userInfo = Arbitrary.make(UserInfo).map(asCookie)
  const fields = Object.keys(UserInfo.fields)

  it('R-SESS-002 accepts every user info the Schema accepts', () => {
    fc.assert(
      fc.property(userInfo, (info) => {
        expect(bySchema(info)).toBe(true)
        expect(isUserInfo(info)).toBe(true)
      }),
    )
  })

  it('R-SESS-002 agrees with the Schema when one field is replaced, removed or added', () => {
    const mutated = fc
      .tuple(userInfo, fc.constantFrom(...fields, 'CustomerList.0', 'Extra'), fc.option(fc.jsonValue()))
      .map(([info, field, value]) => {
        const copy = structuredClone(info) as Record<string, unknown> & { CustomerList: unknown[] }
        const [name, index] = field.split('.') as [string, string | undefined]
        if (index !== undefined) {
          if (copy.CustomerList.length === 0) copy.CustomerList.push(value)
          else copy.CustomerList[0] = { ...(copy.CustomerList[0] as object), CustomerCode: value }
        } else if (value === null) delete copy[name]
        else copy[name] = value
        return copy
      })
    fc.assert(
      fc.property(mutated, (info) => {
        expect(isUserInfo(info)).toBe(bySchema(info))
      }),
      { numRuns: 500 },
    )
  })

  it('R-SESS-002 agrees with the Schema on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(isUserInfo(value)).toBe(bySchema(value))
      }),
    )
  })

  it('R-SESS-002 a well-formed token with a readable user info is a valid stored session', () => {
    const [info] = fc.sample(userInfo, { numRuns: 1, seed: 42 })
    expect(isValidStoredSession({ token: 'demo.abc', userInfo: info })).toBe(true)
    expect(
      isValidStoredSession({ token: 'demo.abc', userInfo: { ...(info as object), CustomerTypeId: 1.5 } }),
    ).toBe(false)
    expect(isValidStoredSession({ token: 'demo.abc', userInfo: [info] })).toBe(false)
    expect(isValidStoredSession({ token: undefined, userInfo: info })).toBe(false)
  })
})
