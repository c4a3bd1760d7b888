// The browser's session store (decision 0131): its own small IndexedDB database, shared by every
// tab of the origin. The port and its memory twin are the backend's (src/backend/session-store.ts).
import { createStore, del, delMany, entries, get, set, update, type UseStore } from 'idb-keyval'
import {
  scanningOperations,
  credentialKey,
  failuresKey,
  sessionKey,
  type LoginFailures,
  type SessionRecord,
  type SessionStore,
  type StoredCredential,
} from '../backend/session-store'

/** The browser: one IndexedDB database of its own, shared by every tab of the origin. */
export function indexedDbSessionStore(prefix = 'ordering-portal-mock'): SessionStore {
  const store: UseStore = createStore(`${prefix}-sessions`, 'sessions')
  const deleteSessions: SessionStore['deleteSessions'] = async (pick) => {
    const picked = (await entries<string, unknown>(store))
      .filter(([key, value]) => key.startsWith('session:') && pick(value as SessionRecord))
      .map(([key]) => key)
    await delMany(picked, store)
  }
  const rows = async <T>(prefix: string) =>
    (await entries<string, unknown>(store)).flatMap(([key, value]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), value as T] as const] : [],
    )
  return {
    kind: 'indexedDB',
    ...scanningOperations(
      { deleteSessions },
      () => rows<SessionRecord>('session:'),
      () => rows<LoginFailures>('failures:'),
      (keys) => delMany(keys.map(failuresKey), store),
      (keys) => delMany(keys.map(sessionKey), store),
    ),
    getSession: (key) => get<SessionRecord>(sessionKey(key), store),
    putSession: (key, session) => set(sessionKey(key), session, store),
    deleteSession: (key) => del(sessionKey(key), store),
    deleteSessions,
    getCredential: (account) => get<StoredCredential>(credentialKey(account), store),
    putCredential: (account, credential) => set(credentialKey(account), credential, store),
    getFailures: (account) => get<LoginFailures>(failuresKey(account), store),
    addFailure: (account, next) =>
      update<LoginFailures>(failuresKey(account), (failures) => next(failures), store),
    clearFailures: (account) => del(failuresKey(account), store),
  }
}
