import { describe, expect, it } from 'vitest'
import { accountOfToken, createAuthState, issueToken, readToken, TOKEN_LIFETIME_MS } from './auth'

describe('mock tokens', () => {
  const issuedAt = Date.UTC(2026, 10, 22, 8, 0, 0)

  it('R-API-032 a token names its account and survives a new backend (a page reload)', () => {
    const token = issueToken('customer@demo.vn', issuedAt)
    const afterReload = createAuthState(() => issuedAt + 60_000)
    expect(accountOfToken(afterReload, token)?.account).toBe('customer@demo.vn')
  })

  it('R-ERR-003 a hand-edited, unknown or revoked token is invalid; an old one is expired', () => {
    const state = createAuthState(() => issuedAt + 1000)
    const token = issueToken('customer@demo.vn', issuedAt)
    const [prefix, , issued, check] = token.split('.')
    const forged = [prefix, btoa('distributor@demo.vn').replace(/=+$/, ''), issued, check].join('.')
    expect(readToken(state, forged).kind).toBe('invalid')
    expect(readToken(state, 'garbage').kind).toBe('invalid')
    expect(readToken(state, undefined).kind).toBe('invalid')
    expect(readToken(state, issueToken('nobody@demo.vn', issuedAt)).kind).toBe('invalid')
    state.revoked.add(token)
    expect(readToken(state, token).kind).toBe('invalid')
    const later = createAuthState(() => issuedAt + TOKEN_LIFETIME_MS + 1)
    expect(readToken(later, token).kind).toBe('expired')
    expect(
      readToken(
        createAuthState(() => issuedAt + TOKEN_LIFETIME_MS),
        token,
      ).kind,
    ).toBe('valid')
  })
})
