// The sessions of server mode held in memory in front of their table (decision 0372, R-SRV-011):
// every API call checks its token, and that check costs no database round trip once the session
// was read. What ends a session (sign-out, a password change, the per-account cap, the sweep of
// expired rows) is written to the table first, then dropped here and announced with NOTIFY, so
// every other process drops it too. While the LISTEN connection is down, nothing is trusted from
// memory: every check reads the table, as before. A session is cached only when it is read, never
// the absence of one, so guessed tokens fill nothing.
import type { SessionRecord, SessionStore } from '../src/backend/session-store'
import type { SqlDatabase } from './sql'

const CHANNEL = 'portal_session_change'
/** The sessions held at most (about 200 bytes each); the least recently read go first. */
const MAX_SESSIONS = 20_000

/** What a process ended: one session, an account's, or all that a predicate picked. */
export type EndedSessions = { readonly key: string } | { readonly account: string } | { readonly all: true }
type Ended = EndedSessions

export interface SessionCache extends SessionStore {
  /** Settles once this process listens: until then nothing is answered from memory (tests wait). */
  readonly listening: Promise<unknown>
  /**
   * Calls `listener` with what ended, here or in another process (heard through NOTIFY), so that a
   * live stream ends with its session at once (R-LIVE-006). Returns the unsubscribe.
   */
  onEnded(listener: (ended: EndedSessions) => void): () => void
  /** Stops listening (a test's store that is done). */
  close(): Promise<void>
}

export interface SessionCacheOptions {
  /** The real clock in ms (the backend's; tests fix it). */
  readonly now: () => number
  /** The sessions held at most (MAX_SESSIONS by default). */
  readonly max?: number
}

export function cachedSessionStore(
  inner: SessionStore,
  db: SqlDatabase,
  { now, max = MAX_SESSIONS }: SessionCacheOptions,
): SessionCache {
  /** Token hash to record, in the order of their last read (a Map keeps insertion order). */
  const cache = new Map<string, SessionRecord>()
  /** Account to its cached keys: an account's sessions are dropped without a scan. */
  const byAccount = new Map<string, Set<string>>()
  /**
   * Bumped by every drop: a read that started before a drop does not cache what it read, which
   * the drop may already have ended (the table answered before the NOTIFY was heard).
   */
  let generation = 0
  // One PGlite process has no one else to hear; a real PostgreSQL trusts memory while listening.
  let hearing: 'always' | 'connecting' | 'live' | 'lost' = db.kind === 'pglite' ? 'always' : 'connecting'
  const trusted = () => hearing === 'always' || hearing === 'live'

  const forget = (key: string) => {
    const record = cache.get(key)
    if (record === undefined) return
    cache.delete(key)
    const keys = byAccount.get(record.account)
    keys?.delete(key)
    if (keys?.size === 0) byAccount.delete(record.account)
  }
  const listeners = new Set<(ended: Ended) => void>()
  const drop = (ended: Ended) => {
    generation += 1
    if ('key' in ended) forget(ended.key)
    else if ('account' in ended) for (const key of [...(byAccount.get(ended.account) ?? [])]) forget(key)
    else {
      cache.clear()
      byAccount.clear()
    }
    for (const listener of listeners) listener(ended)
  }
  const keep = (key: string, record: SessionRecord) => {
    forget(key)
    cache.set(key, record)
    let keys = byAccount.get(record.account)
    if (keys === undefined) byAccount.set(record.account, (keys = new Set()))
    keys.add(key)
    if (cache.size > max) forget(cache.keys().next().value!)
  }
  /** Dropped here, then in every other process (which stop trusting memory if it cannot be said). */
  const ended = async (what: Ended) => {
    drop(what)
    await db
      .notify(CHANNEL, JSON.stringify(what))
      .catch((error: unknown) => console.warn('[server] could not announce an ended session', error))
  }

  const listening = db.listen(
    CHANNEL,
    (payload) => drop(JSON.parse(payload) as Ended),
    // Back after a loss: what was ended meanwhile was not heard.
    () => {
      drop({ all: true })
      hearing = 'live'
    },
    () => {
      drop({ all: true })
      hearing = 'lost'
    },
  )
  void listening.then(() => {
    if (hearing === 'connecting') hearing = 'live'
  })

  return {
    ...inner,
    listening,
    onEnded(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async getSession(key) {
      const cached = trusted() ? cache.get(key) : undefined
      // Past its end it is read again: the sweep may have removed its row (an unknown token).
      if (cached !== undefined && cached.expiresAt >= now()) {
        cache.delete(key)
        cache.set(key, cached)
        return cached
      }
      const started = generation
      const record = await inner.getSession(key)
      if (record === undefined) forget(key)
      else if (trusted() && started === generation) keep(key, record)
      return record
    },
    async deleteSession(key) {
      await inner.deleteSession(key)
      await ended({ key })
    },
    async deleteAccountSessions(account) {
      await inner.deleteAccountSessions(account)
      await ended({ account })
    },
    async capSessions(account, keepNewest) {
      await inner.capSessions(account, keepNewest)
      await ended({ account })
    },
    async deleteSessions(pick) {
      await inner.deleteSessions(pick)
      await ended({ all: true })
    },
    async sweep(now) {
      await inner.sweep(now)
      // Expired sessions are never answered from memory (getSession above): nothing to announce.
      for (const [key, record] of [...cache]) if (record.expiresAt < now) forget(key)
    },
    close: async () => {
      await (
        await listening
      )()
    },
  }
}
