// Idempotent writes (R-API-046..049, decision 0356): a write sent with an `Idempotency-Key` is done
// once per session and key; a retry of it (a timeout, a 503 while the database restarts, a double
// tap) is answered with the first answer, and the same key with another body is refused. Shared by
// both faces: the browser's mock keeps the keys in memory, server mode in PostgreSQL
// (server/idempotency-sql.ts).

import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../api/contracts/idempotency'

export { IDEMPOTENCY_HEADER }
/** How long a key and its answer are kept (R-API-047). */
export const IDEMPOTENCY_LIFETIME_MS = 24 * 60 * 60 * 1000
/** Answers kept in memory besides the store, so one lost store write loses no answer. */
const MEMORY_ANSWERS = 2_000

/** The first answer of a key, as it is replayed. */
export interface StoredAnswer {
  readonly status: number
  readonly contentType: string
  readonly body: string
}

/** One key of one session: what was asked (its fingerprint) and, once known, what was answered. */
export interface IdempotencyEntry {
  readonly fingerprint: string
  /** Real time in ms when the key was first seen. */
  readonly at: number
  /** Undefined while the first call runs, or when its answer was never stored. */
  readonly answer?: StoredAnswer | undefined
}

export interface IdempotencyStore {
  get(id: string): Promise<IdempotencyEntry | undefined>
  /** Claims the key for a first call; false when another call claimed it first. */
  reserve(id: string, fingerprint: string, at: number): Promise<boolean>
  finish(id: string, answer: StoredAnswer): Promise<void>
  /** Frees a claimed key whose call changed nothing (a 5xx), so a retry does it again. */
  release(id: string): Promise<void>
  /** Drops the keys seen before `before`. */
  sweep(before: number): Promise<void>
}

/** The browser's keys: one tab's memory (a retry comes from the tab that sent the first call). */
export function memoryIdempotencyStore(): IdempotencyStore {
  const entries = new Map<string, IdempotencyEntry>()
  return {
    get: async (id) => entries.get(id),
    reserve: async (id, fingerprint, at) => {
      if (entries.has(id)) return false
      entries.set(id, { fingerprint, at })
      return true
    },
    finish: async (id, answer) => {
      const entry = entries.get(id)
      if (entry) entries.set(id, { ...entry, answer })
    },
    release: async (id) => void entries.delete(id),
    sweep: async (before) => {
      for (const [id, entry] of entries) if (entry.at < before) entries.delete(id)
    },
  }
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

async function sha256(parts: readonly (string | Uint8Array)[]): Promise<string> {
  const encoder = new TextEncoder()
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part))
  const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength + 1, 0))
  let at = 0
  for (const chunk of chunks) {
    whole.set(chunk, at)
    at += chunk.byteLength + 1 // a 0 between parts: ("ab","c") and ("a","bc") differ
  }
  return hex(await crypto.subtle.digest('SHA-256', whole))
}

/**
 * What a write asks, independent of how it was framed: the method, the path and query, and the
 * body; a multipart body by its fields and files, since a retried upload gets a new boundary.
 */
export async function fingerprintOf(request: Request): Promise<string> {
  const url = new URL(request.url)
  const parts: (string | Uint8Array)[] = [request.method, url.pathname + url.search]
  const copy = request.clone()
  if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    try {
      const form = await copy.formData()
      for (const [name, value] of form.entries()) {
        parts.push(name)
        if (typeof value === 'string') parts.push(value)
        else parts.push(value.name, value.type, new Uint8Array(await value.arrayBuffer()))
      }
      return await sha256(parts)
    } catch {
      // Not a form after all: its bytes, as any body.
    }
  }
  parts.push(new Uint8Array(await request.clone().arrayBuffer()))
  return sha256(parts)
}

/** The parts of a response kept to answer a replay. */
async function storedAnswerOf(response: Response): Promise<StoredAnswer> {
  return {
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? 'application/json',
    body: await response.clone().text(),
  }
}

const replay = (answer: StoredAnswer) =>
  new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': answer.contentType, 'Idempotent-Replayed': 'true' },
  })

export type IdempotentOutcome =
  | { readonly kind: 'answer'; readonly response: Response }
  | { readonly kind: 'invalidKey' }
  | { readonly kind: 'keyReused' }
  | { readonly kind: 'outcomeUnknown' }

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH'])

export interface Idempotency {
  /**
   * Runs `respond` once per session and key: a write without a key, or a call without a session
   * (a sign-in), runs as it is.
   */
  run(
    request: Request,
    session: string | undefined,
    respond: () => Promise<Response | undefined>,
  ): Promise<IdempotentOutcome | undefined>
}

export function createIdempotency(store: IdempotencyStore, now: () => number): Idempotency {
  /** First calls still running in this process: a double tap waits for the first one's answer. */
  const running = new Map<string, Promise<StoredAnswer | undefined>>()
  /** Answers of this process, newest last: a store that failed to keep one loses nothing here. */
  const answered = new Map<string, { fingerprint: string; at: number; answer: StoredAnswer }>()
  let sweptAt = 0

  const remember = (id: string, fingerprint: string, answer: StoredAnswer) => {
    answered.delete(id)
    answered.set(id, { fingerprint, at: now(), answer })
    if (answered.size > MEMORY_ANSWERS) answered.delete(answered.keys().next().value!)
  }

  /** A key seen before: its answer, a refusal, or 'free' when no call holds it any more. */
  async function again(id: string, fingerprint: string): Promise<IdempotentOutcome | 'free'> {
    const inFlight = running.get(id)
    if (inFlight) await inFlight.catch(() => undefined)
    const kept = answered.get(id)
    if (kept && kept.at >= now() - IDEMPOTENCY_LIFETIME_MS) {
      if (kept.fingerprint !== fingerprint) return { kind: 'keyReused' }
      // The store may have missed this answer (it failed after the commit): write it now.
      await store.finish(id, kept.answer).catch(() => undefined)
      return { kind: 'answer', response: replay(kept.answer) }
    }
    const entry = await store.get(id)
    // A double tap: the other call of this process claimed the key while this one read the store
    // (found with no answer yet, which is not a stopped process's): wait for that call's answer.
    if (!inFlight && running.has(id)) return again(id, fingerprint)
    if (!entry || entry.at < now() - IDEMPOTENCY_LIFETIME_MS) return 'free'
    if (entry.fingerprint !== fingerprint) return { kind: 'keyReused' }
    if (entry.answer) return { kind: 'answer', response: replay(entry.answer) }
    // Claimed by a process that stopped before it stored the answer: whether the write was done
    // cannot be told, and doing it again could place a second order (decision 0356).
    return { kind: 'outcomeUnknown' }
  }

  return {
    async run(request, session, respond) {
      const key = request.headers.get(IDEMPOTENCY_HEADER)
      if (key === null || !WRITES.has(request.method) || session === undefined) {
        const response = await respond()
        return response && { kind: 'answer', response }
      }
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return { kind: 'invalidKey' }
      const at = now()
      if (at - sweptAt > 60 * 60 * 1000) {
        sweptAt = at
        await store.sweep(at - IDEMPOTENCY_LIFETIME_MS)
        for (const [id, kept] of answered) if (kept.at < at - IDEMPOTENCY_LIFETIME_MS) answered.delete(id)
      }
      const id = `${session}:${key}`
      const fingerprint = await fingerprintOf(request)
      let settle!: (answer: StoredAnswer | undefined) => void
      // Two rounds at most: a key freed by a first call's 5xx is claimed again by this one.
      for (let round = 0; ; round++) {
        const seen = await again(id, fingerprint)
        if (seen !== 'free') return seen
        // A double tap: the other call of this process claimed the key while this one looked;
        // it waits for that call's answer (again() awaits it) instead of racing it to the store.
        if (running.has(id)) continue
        running.set(id, new Promise((resolve) => (settle = resolve)))
        let reserved = false
        try {
          const stale = await store.get(id)
          if (stale && stale.at < at - IDEMPOTENCY_LIFETIME_MS) await store.release(id)
          reserved = await store.reserve(id, fingerprint, at)
        } finally {
          if (!reserved) {
            settle(undefined)
            running.delete(id)
          }
        }
        if (reserved) break
        if (round > 0) return { kind: 'outcomeUnknown' }
      }
      try {
        const response = await respond().catch(async (error: unknown) => {
          await store.release(id).catch(() => undefined)
          throw error
        })
        if (response === undefined || response.status >= 500) {
          // A 5xx changed nothing (R-BOUND-002, decision 0295): the key is free for the retry.
          await store.release(id).catch(() => undefined)
          settle(undefined)
          return response === undefined ? undefined : { kind: 'answer', response }
        }
        const answer = await storedAnswerOf(response)
        remember(id, fingerprint, answer)
        settle(answer)
        // The write is done: its answer goes out even when the store cannot keep it now; this
        // process replays it from memory and stores it with the retry (R-API-047).
        await store.finish(id, answer).catch((error: unknown) => {
          console.error('[idempotency] the answer of a key could not be stored', error)
        })
        return { kind: 'answer', response }
      } finally {
        settle(undefined)
        running.delete(id)
      }
    },
  }
}
