// The in-browser mock backend: loaded by main.tsx with a dynamic import only when no
// VITE_API_BASE_URL is set, so a real-API build never requests this chunk. The event log, the
// uploaded files and the business clock live in IndexedDB, so a reload loses nothing.
import { setupWorker } from 'msw/browser'
import { createMockBackend } from './handlers'
import { indexedDbPersistence } from './persistence'

export async function startMockBackend() {
  const backend = createMockBackend({ persistence: indexedDbPersistence() })
  const worker = setupWorker(...backend.handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  return backend
}
