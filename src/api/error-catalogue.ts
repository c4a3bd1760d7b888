// The error catalogue (R-ERR-001..026) as data: what each envelope code and HTTP status means,
// which toast it shows and for how long. Pure; the client (client.ts) acts on it.

/** 0 and 200 are plain success; 5006 (verification code wrong or expired) is passed to the caller. */
export const SUCCESS_CODES = [0, 200] as const
export const PASS_THROUGH_CODES = [5006] as const
/** No authentication info, wrong authentication info, expired, user disabled, invalid token. */
export const AUTH_FAILURE_CODES = [4010, 4011, 4012, 4013, 5004] as const

export const HTTP_STATUSES = [400, 401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505] as const

export const TOAST_LIFE_MS = {
  serverError: 3000,
  authFailure: 3000,
  offline: 3000,
  http: 2000,
  timeout: 2000,
  decode: 3000,
  success: 3000,
  noToken: 3000,
} as const

export const REQUEST_TIMEOUT_MS = 86_400_000

export type CodeOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'passThrough' }
  | { readonly kind: 'authFailure' }
  | { readonly kind: 'serverError' }

const includes = (list: readonly number[], code: number) => list.includes(code)

export function classifyCode(code: number): CodeOutcome {
  if (includes(SUCCESS_CODES, code)) return { kind: 'success' }
  if (includes(PASS_THROUGH_CODES, code)) return { kind: 'passThrough' }
  if (includes(AUTH_FAILURE_CODES, code)) return { kind: 'authFailure' }
  return { kind: 'serverError' }
}

/** i18n key (namespace `errors`) of an HTTP status's message; unknown statuses read 'Connection Error'. */
export function httpStatusKey(status: number): string {
  return (HTTP_STATUSES as readonly number[]).includes(status) ? `errors:http.${status}` : 'errors:http.other'
}

/** The message a failed envelope shows: the server's own text, else 'Error'. */
export function serverMessageOrDefault(message: string | null | undefined): { text?: string; key?: string } {
  const text = message?.trim()
  return text ? { text } : { key: 'errors:generic' }
}
