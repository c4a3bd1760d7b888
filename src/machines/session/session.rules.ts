// Session rules (R-SESS-002..009, R-STORE-008): pure functions the session machine's guards
// and actions call. This module is on the login page's first load (the route guard checks the
// cookies before any page renders), so it does not import effect: the user-info cookie is checked
// by a plain type guard that a property test holds equal to `Schema.is(UserInfo)` (decision 0042).
import type { UserInfo } from '../../api/contracts/auth'
import { AUTH_FAILURE_CODES } from '../../api/error-catalogue'
import { isApiError } from '../../api/errors'
import { rolesOfRoleName } from '../navigation/navigation.rules'

/** A message for the login page: an i18n key, or a server text shown as it is. */
export interface Notice {
  readonly key?: string
  readonly text?: string
}

export interface StoredSession {
  readonly token: string | undefined
  /** The parsed user-info cookie, not yet checked. */
  readonly userInfo: unknown
}

const isRecord = (u: unknown): u is Record<string, unknown> =>
  typeof u === 'object' && u !== null && !Array.isArray(u)
const isString = (u: unknown): u is string => typeof u === 'string'
const isStringOrNull = (u: unknown): u is string | null => u === null || typeof u === 'string'

/**
 * The stored user info (R-STORE-001) as `Schema.is(UserInfo)` accepts it, without effect on the
 * first load: every field of `UserInfo` and `CustomerRef` with its type, extra fields ignored.
 */
export function isUserInfo(u: unknown): u is UserInfo {
  return (
    isRecord(u) &&
    isString(u.Email) &&
    isString(u.Mobile) &&
    isStringOrNull(u.CustomerSet) &&
    Number.isSafeInteger(u.CustomerTypeId) &&
    isString(u.CustomerTypeName) &&
    isStringOrNull(u.Phone) &&
    isString(u.RealName) &&
    isString(u.RoleName) &&
    isString(u.UserName) &&
    typeof u.IsConsentPrivacy === 'boolean' &&
    Array.isArray(u.CustomerList) &&
    u.CustomerList.every((c) => isRecord(c) && isString(c.CustomerCode) && isString(c.CustomerName))
  )
}

/**
 * A token as the portal issues and sends it: printable ASCII without spaces, at most 4 KB (a
 * cookie's size). Anything else was tampered with.
 */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= 4096 && /^[\x21-\x7e]+$/.test(token)
}

/** R-SESS-002: signed in exactly when a token cookie exists, and it comes with readable user info. */
export function isValidStoredSession(stored: StoredSession): stored is { token: string; userInfo: UserInfo } {
  return isWellFormedToken(stored.token) && isUserInfo(stored.userInfo)
}

/** A token cookie is there but cannot be used (tampered value or missing user info). */
export const isTamperedStoredSession = (stored: StoredSession) =>
  stored.token !== undefined && !isValidStoredSession(stored)

export const rolesOf = (userInfo: UserInfo | undefined): string[] => rolesOfRoleName(userInfo?.RoleName)

/** The name the top bar shows. */
export const displayNameOf = (userInfo: UserInfo | undefined): string =>
  userInfo?.RealName?.trim() || userInfo?.UserName || ''

export interface Credentials {
  readonly account: string
  readonly password: string
}

/** Both fields filled (the account trimmed; a password is taken as typed). */
export const credentialsComplete = (c: Credentials) => c.account.trim() !== '' && c.password !== ''

/** Whether the account is remembered for the next login (R-STORE-008: never the password). */
export const accountToRemember = (c: { account: string; remember: boolean }): string | undefined =>
  c.remember ? c.account.trim() : undefined

/** What the login page says after a failed sign-in. */
export function loginFailureNotice(error: unknown): Notice {
  if (isApiError(error)) {
    if (
      error._tag === 'AuthFailure' ||
      (AUTH_FAILURE_CODES as readonly number[]).includes(error.details.code ?? -1)
    ) {
      return { key: 'auth:login.wrongCredentials' }
    }
    if (error._tag === 'ServerError' && error.details.serverMessage?.trim()) {
      return { text: error.details.serverMessage.trim() }
    }
  }
  return { key: 'auth:login.failed' }
}
