// Idempotent writes, the client's side (R-API-050, decision 0356): one key per user action, sent
// as `Idempotency-Key` with the write and again with each retry of the same action, so a retry
// after a timeout or a 503 is answered with the first answer instead of doing the write twice.

/** A new key: a random UUID (122 random bits). */
const newIdempotencyKey = (): string => crypto.randomUUID()

/** Files by identity (the same File object is the same upload), the rest by value. */
const blobIds = new WeakMap<Blob, number>()
let blobCount = 0
const actionOf = (input: unknown) =>
  JSON.stringify(input, (_key, value: unknown) => {
    if (!(value instanceof Blob)) return value
    if (!blobIds.has(value)) blobIds.set(value, ++blobCount)
    return `blob#${blobIds.get(value)}`
  })

/**
 * A write made idempotent per user action: the same input sent again after a failure (the user's
 * retry) goes with the same key; an answer ends the action, and another input is another action.
 */
export function perAction<In, Out>(
  write: (input: In, key: string) => Promise<Out>,
  makeKey: () => string = newIdempotencyKey,
): (input: In) => Promise<Out> {
  let pending: { readonly what: string; readonly key: string } | undefined
  return async (input) => {
    const what = actionOf(input)
    if (pending?.what !== what) pending = { what, key: makeKey() }
    const key = pending.key
    const answer = await write(input, key)
    if (pending?.key === key) pending = undefined
    return answer
  }
}
