// Cookies and local storage in one place (R-STORE-005..009). Cookies live 7 days on path '/', under
// an environment prefix; clearing everything keeps the chosen language.
import Cookies from 'js-cookie'
import type { AppEnv } from './env'
import { appEnv } from './env'

export const COOKIE_LIFETIME_DAYS = 7
export const COOKIE_PATH = '/'

/** The cookies the portal keeps. The spec's `password` cookie is deliberately absent (docs/decisions/0007). */
export const COOKIE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  account: 'account',
  tempAccount: 'tempAccount',
  language: 'language',
} as const
export type CookieKey = keyof typeof COOKIE_KEYS

/** Keys in localStorage: UI preferences and the place-order state kept across reloads. */
export const LOCAL_KEYS = {
  sidebarStatus: 'sidebarStatus',
  settings: 'settings',
  placeList: 'placeList',
  placeInfo: 'placeInfo',
  draftInfo: 'draftInfo',
  /** Vouchers uploaded but not yet saved on their order (decision 0298). */
  voucherDrafts: 'voucherDrafts',
  /** The homepage's banners of the last visit, shown until the content comes (decision 0313). */
  homeBanners: 'homeBanners',
} as const
export type LocalKey = keyof typeof LOCAL_KEYS

export function cookiePrefix(env: AppEnv): string {
  return env === 'prod' ? '' : `${env}_`
}

export interface Storage {
  readonly prefix: string
  getCookie(key: CookieKey): string | undefined
  setCookie(key: CookieKey, value: string): void
  removeCookie(key: CookieKey): void
  getCookieJson<T>(key: CookieKey): T | undefined
  setCookieJson(key: CookieKey, value: unknown): void
  getLocal<T>(key: LocalKey): T | undefined
  setLocal(key: LocalKey, value: unknown): void
  removeLocal(key: LocalKey): void
  /** Logout/reset: removes every cookie and local entry of the portal except the language. */
  clearAll(): void
}

function parseJson<T>(raw: string | null | undefined): T | undefined {
  if (raw == null || raw === '') return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined // a tampered value reads as absent rather than crashing the app
  }
}

/**
 * js-cookie as it is, but for its reading of a value: it decodes each run of `%XX` with a call of
 * its own, some 7 ms at start-up for the user info cookie (a JSON text, encoded almost throughout).
 * A value that is wholly valid percent-encoding decodes to the same in one call; any other is read
 * as js-cookie reads it.
 */
const cookies = Cookies.withConverter<string>({
  read: (value, name) => {
    const unquoted = value.startsWith('"') ? value.slice(1, -1) : value
    try {
      return decodeURIComponent(unquoted)
    } catch {
      return Cookies.converter.read(value, name)
    }
  },
})

/**
 * Every cookie, parsed once per value of `document.cookie`. js-cookie reads `document.cookie` (a
 * call into the browser) twice and parses every cookie on each `get`, and a start-up reads a few
 * keys many times (decision 0322); the string is read on each call, so a change from another tab,
 * the server or a write here is seen at once.
 */
function cookieJar(): () => Record<string, string> {
  let parsed: { readonly raw: string; readonly jar: Record<string, string> } | undefined
  return () => {
    if (typeof document === 'undefined') return {} // the build's pre-render has no cookies
    const raw = document.cookie
    if (parsed?.raw !== raw) parsed = { raw, jar: cookies.get() }
    return parsed.jar
  }
}

/** Whether the page was opened over https: its public URL is (R-HTTP-013). */
const httpsPage = () => globalThis.location?.protocol === 'https:'

/**
 * `secure`: the cookies get `Secure`, so a browser never sends the token over plain http (R-HTTP-013,
 * decision 0352); by default when the page is served over https, as the public URL of a server that
 * faces a network is. The page writes the cookies, so the page decides (no server sets them).
 */
export function createStorage(prefix: string = cookiePrefix(appEnv), secure: boolean = httpsPage()): Storage {
  const cookieName = (key: CookieKey) => prefix + COOKIE_KEYS[key]
  const localName = (key: LocalKey) => prefix + LOCAL_KEYS[key]
  const options = {
    expires: COOKIE_LIFETIME_DAYS,
    path: COOKIE_PATH,
    sameSite: 'lax' as const,
    ...(secure ? { secure: true } : {}),
  }
  const jar = cookieJar()
  const readCookie = (key: CookieKey): string | undefined => {
    const cookies = jar()
    const name = cookieName(key)
    return Object.hasOwn(cookies, name) ? cookies[name] : undefined
  }

  const storage: Storage = {
    prefix,
    getCookie: readCookie,
    setCookie: (key, value) => void Cookies.set(cookieName(key), value, options),
    removeCookie: (key) =>
      Cookies.remove(cookieName(key), { path: COOKIE_PATH, ...(secure ? { secure: true } : {}) }),
    getCookieJson: <T>(key: CookieKey) => parseJson<T>(readCookie(key)),
    setCookieJson: (key, value) => storage.setCookie(key, JSON.stringify(value)),
    getLocal: <T>(key: LocalKey) => parseJson<T>(globalThis.localStorage?.getItem(localName(key))),
    setLocal: (key, value) => globalThis.localStorage?.setItem(localName(key), JSON.stringify(value)),
    removeLocal: (key) => globalThis.localStorage?.removeItem(localName(key)),
    clearAll: () => {
      for (const key of Object.keys(COOKIE_KEYS) as CookieKey[]) {
        if (key !== 'language') storage.removeCookie(key)
      }
      for (const key of Object.keys(LOCAL_KEYS) as LocalKey[]) storage.removeLocal(key)
      globalThis.sessionStorage?.clear()
    },
  }
  return storage
}

export const storage = createStorage()
