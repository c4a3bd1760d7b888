// The in-browser mock backend: loaded by main.tsx with a dynamic import only when no
// VITE_API_BASE_URL is set, so a real-API build never requests this chunk. It starts the service
// worker with one thin handler for the API's own paths (`api-paths.ts`: never the dev server's
// modules). The backend itself (handlers, seed, event store, @msw/data, the file makers) runs in a
// worker of its own, started by the first call that reaches it (decision 0319; before it, 0041):
// the thin handler posts each call there and hands back its answer, so none of the backend's work
// runs on the page's main thread. The login page makes no call before the user submits.
// The event log, the uploaded files and the business clock live in IndexedDB: a reload loses nothing.
import { http } from 'msw'
import { setupWorker } from 'msw/browser'
import { mockApiPattern } from './api-paths'
import { backendLink } from './backend-link'
import { ignoreFailedWorkerUpdates } from './worker-update'
import { cookieHeader } from './worker-protocol'

/**
 * Starts the worker; it answers once `worker.start` resolves, so the app may render then: every
 * API call waits in the thin handler until the backend is ready to answer it. An `/api/*` path
 * the backend has no endpoint for answers 404 in the envelope (its last handler, decision 0141).
 */
export async function startMockBackend() {
  ignoreFailedWorkerUpdates(window)
  const backend = backendLink()
  const worker = setupWorker(
    http.all(mockApiPattern(location.origin, import.meta.env.BASE_URL), ({ request, cookies }) =>
      backend.respond(request, cookieHeader(cookies)),
    ),
  )
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  // It starts with the first request (decision 0250): the page says when it answers, for whoever
  // needs to know (the e2e journeys that call the API themselves).
  document.documentElement.setAttribute('data-mock-backend', 'on')
  return worker
}
