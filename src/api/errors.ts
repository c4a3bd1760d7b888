// The typed errors the request layer rejects with. Nothing else escapes it: callers (machine
// actors) switch on `_tag`, and the user has already seen a toast.
export type ApiErrorTag =
  | 'ServerError' // non-zero envelope code
  | 'AuthFailure' // 4010/4011/4012/4013/5004: the session is over
  | 'HttpError' // non-2xx HTTP status
  | 'Timeout'
  | 'Offline'
  | 'NetworkError' // fetch failed while online
  | 'DecodeError' // the answer did not match its Schema (or was not JSON)
  | 'RequestInvalid' // the caller's input did not match the request Schema

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly _tag: ApiErrorTag,
    message: string,
    readonly details: {
      readonly endpoint: string
      readonly code?: number
      readonly status?: number
      readonly serverMessage?: string
    },
  ) {
    super(message)
  }
}

export const isApiError = (u: unknown): u is ApiError => u instanceof ApiError
