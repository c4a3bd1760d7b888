// The `Idempotency-Key` header of writes (R-API-046..050, decision 0356): its name and bounds, which
// the client sends and the backend holds to.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** A key's bounds (R-API-049): a UUID fits; a caller cannot store a novel as a key. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
