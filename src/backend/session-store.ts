// Where the mock backend keeps sessions, changed passwords and failed sign-ins (decision 0131):
// one store shared by every tab of the browser, so a logout or a password change in one tab ends
// the session in all of them, and a page reload (which restarts the in-page backend) keeps it.
// In the browser that is its own small IndexedDB database (src/backend/session-store-idb.ts), apart
// from the event log's; in Node (tests) it is memory, and two backends given the same store stand for two tabs.

/** A session: the token itself is not kept, only its SHA-256 (decision 0130). */
export interface SessionRecord {
  readonly account: string
  /** Real time in ms. */
  readonly issuedAt: number
  readonly expiresAt: number
}

/** A password set by a reset: salted SHA-256, never the password itself. */
export interface StoredCredential {
  readonly salt: string
  readonly hash: string
}

/** Consecutive failed sign-ins of one account name, known or not (decision 0132). */
export interface LoginFailures {
  readonly count: number
  /** Real time in ms until which every sign-in of the account is refused; 0 when none. */
  readonly lockedUntil: number
  /**
   * Real time in ms after which the row is forgotten and swept (R-SESS-020): a name nobody signs
   * in with again leaves nothing for ever. Absent in rows from before it was kept: never.
   */
  readonly expiresAt?: number
}

export interface SessionStore {
  readonly kind: 'indexedDB' | 'memory' | 'postgres'
  getSession(key: string): Promise<SessionRecord | undefined>
  putSession(key: string, session: SessionRecord): Promise<void>
  deleteSession(key: string): Promise<void>
  /** Ends every session the predicate picks (reads them all: the browser's few sessions only). */
  deleteSessions(pick: (session: SessionRecord) => boolean): Promise<void>
  /** Ends every session of one account (a password change, R-SESS-014), by the account's index. */
  deleteAccountSessions(account: string): Promise<void>
  /** Keeps the account's `keep` newest sessions and ends the others (R-SESS-021). */
  capSessions(account: string, keep: number): Promise<void>
  /** Drops the sessions and the failure rows whose end is before `now` (R-SESS-020, R-SESS-022). */
  sweep(now: number): Promise<void>
  getCredential(account: string): Promise<StoredCredential | undefined>
  putCredential(account: string, credential: StoredCredential): Promise<void>
  getFailures(account: string): Promise<LoginFailures | undefined>
  /** Counts a failure in one step (one IndexedDB transaction, so two tabs do not count alike). */
  addFailure(account: string, next: (failures: LoginFailures | undefined) => LoginFailures): Promise<void>
  clearFailures(account: string): Promise<void>
}

export const sessionKey = (key: string) => `session:${key}`
export const credentialKey = (account: string) => `credential:${account}`
export const failuresKey = (account: string) => `failures:${account}`

/**
 * The account-wide operations over `deleteSessions` and a list of the rows: for the browser's and
 * the tests' stores, which hold a handful of sessions (server mode's SQL store uses its indexes).
 */
export function scanningOperations(
  store: Pick<SessionStore, 'deleteSessions'>,
  sessions: () => Promise<readonly (readonly [string, SessionRecord])[]>,
  failures: () => Promise<readonly (readonly [string, LoginFailures])[]>,
  deleteFailures: (keys: readonly string[]) => Promise<void>,
  deleteSessionKeys: (keys: readonly string[]) => Promise<void>,
): Pick<SessionStore, 'deleteAccountSessions' | 'capSessions' | 'sweep'> {
  return {
    deleteAccountSessions: (account) => store.deleteSessions((session) => session.account === account),
    capSessions: async (account, keep) => {
      const mine = (await sessions())
        .filter(([, session]) => session.account === account)
        .sort(([, a], [, b]) => b.issuedAt - a.issuedAt)
      await deleteSessionKeys(mine.slice(keep).map(([key]) => key))
    },
    sweep: async (now) => {
      await store.deleteSessions((session) => session.expiresAt < now)
      await deleteFailures(
        (await failures())
          .filter(([, row]) => row.expiresAt !== undefined && row.expiresAt < now)
          .map(([key]) => key),
      )
    },
  }
}

/** Node and tests: a map, lost with the process; share one instance to stand for several tabs. */
export function memorySessionStore(): SessionStore {
  const map = new Map<string, unknown>()
  const rows = <T>(prefix: string) =>
    [...map].flatMap(([key, value]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), value as T] as const] : [],
    )
  const deleteSessions: SessionStore['deleteSessions'] = async (pick) => {
    for (const [key, value] of map)
      if (key.startsWith('session:') && pick(value as SessionRecord)) map.delete(key)
  }
  return {
    kind: 'memory',
    ...scanningOperations(
      { deleteSessions },
      async () => rows<SessionRecord>('session:'),
      async () => rows<LoginFailures>('failures:'),
      async (keys) => keys.forEach((key) => map.delete(failuresKey(key))),
      async (keys) => keys.forEach((key) => map.delete(sessionKey(key))),
    ),
    getSession: async (key) => map.get(sessionKey(key)) as SessionRecord | undefined,
    putSession: async (key, session) => void map.set(sessionKey(key), session),
    deleteSession: async (key) => void map.delete(sessionKey(key)),
    deleteSessions,
    getCredential: async (account) => map.get(credentialKey(account)) as StoredCredential | undefined,
    putCredential: async (account, credential) => void map.set(credentialKey(account), credential),
    getFailures: async (account) => map.get(failuresKey(account)) as LoginFailures | undefined,
    addFailure: async (account, next) =>
      void map.set(failuresKey(account), next(map.get(failuresKey(account)) as LoginFailures | undefined)),
    clearFailures: async (account) => void map.delete(failuresKey(account)),
  }
}
