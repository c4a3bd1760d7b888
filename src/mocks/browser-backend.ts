// The in-browser mock backend itself: every handler over one state, the event log, the files and
// the business clock kept in IndexedDB. browser.ts imports this module only when the first API
// call arrives (decision 0041), so neither its code nor the replay of the stored log runs before
// the first paint.
import { createMockBackend } from './handlers'
import { indexedDbPersistence } from './persistence'

export function createBrowserBackend() {
  return createMockBackend({ persistence: indexedDbPersistence() })
}
