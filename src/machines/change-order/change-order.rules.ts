// The change-order page's rules (R-ROUTE-006, decision 0220): which addresses name a
// document, and what a failed load means for the page. Pure.
import { isApiError } from '../../api/errors'

/** The longest key the page passes on (the server issues 32 hex characters). */
const KEY = /^[A-Za-z0-9_-]{1,64}$/

export interface ChangeOrderQuery {
  readonly orderId: number
  readonly key?: string
}

/**
 * The document the address names: a positive whole orderId, and the key when it looks like one.
 * Undefined for an address that names no order (the page says so without asking the server).
 */
export function changeOrderQueryOf(search: URLSearchParams): ChangeOrderQuery | undefined {
  const raw = search.get('orderId') ?? ''
  if (!/^[1-9]\d{0,8}$/.test(raw)) return undefined
  const key = search.get('key')
  return { orderId: Number(raw), ...(key !== null && KEY.test(key) ? { key } : {}) }
}

/**
 * Why a load failed, for the page: the server answered and refused (a wrong key, an unknown or
 * foreign order: one message, decision 0220) or the answer never came (try again).
 */
export const failureOf = (error: unknown): 'refused' | 'failed' =>
  isApiError(error) && error._tag === 'ServerError' ? 'refused' : 'failed'

/** The server's message of a refusal, when it gave one. */
export const refusalOf = (error: unknown): string | null =>
  isApiError(error) ? (error.details.serverMessage ?? null) : null
