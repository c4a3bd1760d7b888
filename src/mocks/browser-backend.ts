// The in-browser mock backend itself: every handler over one state, the event log, the files and
// the business clock kept in IndexedDB. It is built in the backend's own worker (backend-worker.ts)
// when the first API call arrives (decisions 0041, 0319), so neither its code nor the replay of the
// stored log runs on the page's main thread.
import { demoOrdersOf } from '../backend/demo-orders'
import { appEnv } from '../lib/env'
import { notify } from '../lib/notify'
import { COOKIE_KEYS, cookiePrefix } from '../lib/storage'
import { createMockBackend } from './handlers'
import { broadcastLiveEvents } from './live-broadcast'
import { indexedDbPersistence } from './persistence-idb'
import { demoResetCodes } from './reset-codes-demo'
import { indexedDbSessionStore } from './session-store-idb'

// A build names this chunk by the hash of its content, which covers the event store, the fold and
// (through the hashed names of the chunks it imports) the lifecycle machine: a stored snapshot of
// the folded log counts only for the build that made it. The dev server's URLs carry no hash, so
// it folds the whole log every time.
const snapshotKey = import.meta.env.PROD ? new URL(import.meta.url).pathname : undefined

export function createBrowserBackend() {
  const backend = createMockBackend({
    persistence: indexedDbPersistence(),
    sessions: indexedDbSessionStore(),
    resetCodes: demoResetCodes,
    demoOrders: demoOrdersOf(import.meta.env.VITE_DEMO_ORDERS),
    tellUser: notify,
    tokenCookie: cookiePrefix(appEnv) + COOKIE_KEYS.token,
    // The page's own origin (the worker's, not forgeable by a request): its file URLs (R-HTTP-011).
    ownOrigin: self.location.origin,
    ...(snapshotKey === undefined ? {} : { snapshotKey }),
  })
  // The demo's live updates between tabs (decision 0377).
  broadcastLiveEvents(backend)
  return backend
}
