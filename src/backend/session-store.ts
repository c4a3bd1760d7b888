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
}

export interface SessionStore {
  readonly kind: 'indexedDB' | 'memory' | 'postgres'
  getSession(key: string): Promise<SessionRecord | undefined>
  putSession(key: string, session: SessionRecord): Promise<void>
  deleteSession(key: string): Promise<void>
  /** Ends every session the predicate picks (one account's on a password change, expired ones). */
  deleteSessions(pick: (session: SessionRecord) => boolean): Promise<void>
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

/** Node and tests: a map, lost with the process; share one instance to stand for several tabs. */
export function memorySessionStore(): SessionStore {
  const map = new Map<string, unknown>()
  return {
    kind: 'memory',
    getSession: async (key) => map.get(sessionKey(key)) as SessionRecord | undefined,
    putSession: async (key, session) => void map.set(sessionKey(key), session),
    deleteSession: async (key) => void map.delete(sessionKey(key)),
    deleteSessions: async (pick) => {
      for (const [key, value] of map)
        if (key.startsWith('session:') && pick(value as SessionRecord)) map.delete(key)
    },
    getCredential: async (account) => map.get(credentialKey(account)) as StoredCredential | undefined,
    putCredential: async (account, credential) => void map.set(credentialKey(account), credential),
    getFailures: async (account) => map.get(failuresKey(account)) as LoginFailures | undefined,
    addFailure: async (account, next) =>
      void map.set(failuresKey(account), next(map.get(failuresKey(account)) as LoginFailures | undefined)),
    clearFailures: async (account) => void map.delete(failuresKey(account)),
  }
}
