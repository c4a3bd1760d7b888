// The in-browser mock backend: loaded by main.tsx with a dynamic import only when no
// VITE_API_BASE_URL is set, so a real-API build never requests this chunk. It starts the service
// worker with one thin handler for the API's own paths (`api-paths.ts`: never the dev server's modules); the backend itself (handlers, seed, event
// store, @msw/data, the file makers) is imported and built on the first call that reaches it, and
// the thin handler hands each call on to it with MSW's `getResponse` (decision 0041). The login
// page makes no call before the user submits, so none of that work runs before the first paint.
// The event log, the uploaded files and the business clock live in IndexedDB: a reload loses nothing.
import { http } from 'msw'
import { setupWorker } from 'msw/browser'
import { mockApiPattern } from './api-paths'
import { ignoreFailedWorkerUpdates } from './worker-update'

type BrowserBackend = ReturnType<(typeof import('./browser-backend'))['createBrowserBackend']>

let backend: Promise<BrowserBackend> | undefined

/** The backend, imported and built once, on first use. */
export function loadMockBackend(): Promise<BrowserBackend> {
  backend ??= import('./browser-backend').then(({ createBrowserBackend }) => createBrowserBackend())
  return backend
}

/**
 * Starts the worker; it answers once `worker.start` resolves, so the app may render then: every
 * API call waits in the thin handler until the backend is ready to answer it. An `/api/*` path
 * the backend has no endpoint for answers 404 in the envelope (its last handler, decision 0141).
 */
export async function startMockBackend() {
  ignoreFailedWorkerUpdates(window)
  const worker = setupWorker(
    http.all(mockApiPattern(location.origin, import.meta.env.BASE_URL), async ({ request }) => {
      const backend = await loadMockBackend()
      return backend.respond(request)
    }),
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
