import Cookies from 'js-cookie'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COOKIE_KEYS, COOKIE_LIFETIME_DAYS, cookiePrefix, createStorage } from './storage'

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
  localStorage.clear()
})

describe('cookies and storage', () => {
  it('R-STORE-005 cookies last 7 days on path /', () => {
    const set = vi.spyOn(Cookies, 'set')
    createStorage('').setCookie('token', 't')
    expect(COOKIE_LIFETIME_DAYS).toBe(7)
    expect(set).toHaveBeenCalledWith('token', 't', expect.objectContaining({ expires: 7, path: '/' }))
  })

  it('R-HTTP-013 the cookies get Secure when the page is served over https, not over http', () => {
    const set = vi.spyOn(Cookies, 'set')
    const remove = vi.spyOn(Cookies, 'remove')
    createStorage('', true).setCookie('token', 't')
    expect(set).toHaveBeenLastCalledWith('token', 't', expect.objectContaining({ secure: true }))
    createStorage('', true).removeCookie('token')
    expect(remove).toHaveBeenLastCalledWith('token', expect.objectContaining({ secure: true }))
    createStorage('', false).setCookie('token', 't')
    expect(set.mock.lastCall?.[2]).not.toHaveProperty('secure')
    // By default the page's own address decides: https here, http (happy-dom's) after.
    vi.stubGlobal('location', { ...location, protocol: 'https:' })
    try {
      createStorage('').setCookie('token', 't')
      expect(set).toHaveBeenLastCalledWith('token', 't', expect.objectContaining({ secure: true }))
    } finally {
      vi.unstubAllGlobals()
    }
    expect(location.protocol).toBe('http:')
    createStorage('').setCookie('token', 't')
    expect(set.mock.lastCall?.[2]).not.toHaveProperty('secure')
  })

  it('R-STORE-006 cookie names carry the environment prefix (dev, fat, uat) and none in production', () => {
    expect(cookiePrefix('dev')).toBe('dev_')
    expect(cookiePrefix('fat')).toBe('fat_')
    expect(cookiePrefix('uat')).toBe('uat_')
    expect(cookiePrefix('prod')).toBe('')
    createStorage('uat_').setCookie('token', 'abc')
    expect(Cookies.get('uat_token')).toBe('abc')
    expect(Cookies.get('token')).toBeUndefined()
  })

  it('R-STORE-007 the kept cookies are token, user info, account, temp account and language; no password', () => {
    expect(Object.values(COOKIE_KEYS).sort()).toEqual([
      'account',
      'language',
      'tempAccount',
      'token',
      'userInfo',
    ])
    expect(Object.values(COOKIE_KEYS)).not.toContain('password')
  })

  it('R-STORE-009 clear-all removes every cookie and local entry but keeps the language', () => {
    const storage = createStorage('dev_')
    storage.setCookie('token', 't')
    storage.setCookieJson('userInfo', { RealName: 'Lan' })
    storage.setCookie('account', 'a@b.vn')
    storage.setCookie('tempAccount', 'a@b.vn')
    storage.setCookie('language', 'en')
    storage.setLocal('placeList', [{ ProductCode: 'P1' }])
    storage.clearAll()
    expect(storage.getCookie('token')).toBeUndefined()
    expect(storage.getCookieJson('userInfo')).toBeUndefined()
    expect(storage.getCookie('account')).toBeUndefined()
    expect(storage.getLocal('placeList')).toBeUndefined()
    expect(storage.getCookie('language')).toBe('en')
  })

  it('R-STORE-001 user info round-trips as JSON; a tampered value reads as absent', () => {
    const storage = createStorage('')
    storage.setCookieJson('userInfo', { RealName: 'Lan', CustomerList: [] })
    expect(storage.getCookieJson('userInfo')).toEqual({ RealName: 'Lan', CustomerList: [] })
    Cookies.set('userInfo', '{not json')
    expect(storage.getCookieJson('userInfo')).toBeUndefined()
  })

  it('R-STORE-001 a cookie changed outside the app (another tab, the server) reads at once; a missing one reads as absent', () => {
    const storage = createStorage('')
    storage.setCookie('account', 'lan@demo.vn')
    expect(storage.getCookie('account')).toBe('lan@demo.vn')
    document.cookie = 'account=minh%40demo.vn; path=/'
    expect(storage.getCookie('account')).toBe('minh@demo.vn')
    Cookies.remove('account', { path: '/' })
    expect(storage.getCookie('account')).toBeUndefined()
    expect(storage.getCookie('token')).toBeUndefined()
  })

  it('R-STORE-001 reads every cookie value as js-cookie reads it: encoded by it, or written by anyone', () => {
    const storage = createStorage('')
    // Percent signs, quotes and partial or invalid escapes, as another writer may leave them.
    const raw = fc.stringMatching(/^[-A-Za-z0-9%"{}:,._]{0,40}$/)
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), raw, (text, written) => {
        Cookies.set('account', text)
        expect(storage.getCookie('account')).toBe(Cookies.get('account'))
        document.cookie = `account=${written}; path=/`
        expect(storage.getCookie('account')).toBe(Cookies.get('account'))
      }),
    )
  })

  it("R-STORE-001 parses the cookies again only when the browser's cookie string changed", () => {
    const storage = createStorage('')
    storage.setCookie('account', 'lan@demo.vn')
    storage.getCookie('account')
    // A parse decodes every cookie's name and value.
    const decode = vi.spyOn(globalThis, 'decodeURIComponent')
    for (let i = 0; i < 5; i++) expect(storage.getCookie('account')).toBe('lan@demo.vn')
    expect(decode).not.toHaveBeenCalled()
    storage.setCookie('token', 't-1')
    expect(storage.getCookie('token')).toBe('t-1')
    expect(decode).toHaveBeenCalled()
  })
})
