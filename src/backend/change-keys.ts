// The keys of change-order documents (decision 0220): /changeorder opens without a login
// (R-SESS-007), so its data is served without a token only for a key the back office issued with
// one of the order's changes. A key is 128 random bits from the platform's generator, like a file
// id (decision 0152): nobody guesses one, and the order id alone opens nothing.
import { newFileId } from './file-urls'
import type { OrderState } from './order-state'

/** A new key for a change order. */
export const newChangeKey = (): string => newFileId()

/** Whether `key` is one the back office issued with a change of this order. */
export const keyOpens = (state: OrderState, key: string | undefined): boolean =>
  key !== undefined && state.change !== null && state.change.keys.includes(key)
