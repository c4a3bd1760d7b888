// The request layer, loaded on its first call. client.ts decodes every answer with effect Schemas
// (about 50 KB gzip of effect); the login page does not need them before it is painted, only when
// the form is submitted (decision 0042). `lazyApi` has the client's shape: each method awaits the
// real client (one dynamic import, shared) and hands the call over unchanged, so every answer is
// still decoded with its Schema before anyone sees it. `preloadApi` starts that download early
// (the login page calls it on the first key press or pointer press).
import type { ApiClient } from './client'
import { TOAST_LIFE_MS } from './error-catalogue'
import { ApiError } from './errors'
import { requestGate } from './request-gate'
import { notify as defaultNotify, type ToastMessage } from '../lib/notify'

export interface LazyClientDeps {
  /** Loads the real client; by default the dynamic import of client.ts. */
  readonly load: () => Promise<ApiClient>
  readonly isOnline: () => boolean
  readonly notify: (toast: ToastMessage) => void
}

export function createLazyClient(deps: LazyClientDeps) {
  let loading: Promise<ApiClient> | undefined

  /** The real client; a failed download (offline, new deployment) is retried on the next call. */
  function client(name: string): Promise<ApiClient> {
    loading ??= deps.load()
    return loading.catch(() => {
      loading = undefined
      // The same toast and rejection as when the request itself cannot reach the server.
      const offline = !deps.isOnline()
      const toast: ToastMessage = offline
        ? { severity: 'error', key: 'errors:offline', life: TOAST_LIFE_MS.offline }
        : { severity: 'error', key: 'errors:network', life: TOAST_LIFE_MS.http }
      deps.notify(toast)
      throw new ApiError(offline ? 'Offline' : 'NetworkError', toast.key ?? 'errors:network', {
        endpoint: name,
      })
    })
  }

  const api: ApiClient = {
    call: async (endpoint, input) => (await client(endpoint.name)).call(endpoint, input),
    callEnvelope: async (endpoint, input) => (await client(endpoint.name)).callEnvelope(endpoint, input),
    download: async (endpoint, input, fallbackExtension) =>
      (await client(endpoint.name)).download(endpoint, input, fallbackExtension),
    upload: async (endpoint, input, onProgress, signal) =>
      (await client(endpoint.name)).upload(endpoint, input, onProgress, signal),
    fetchFile: async (url) => (await client('File')).fetchFile(url),
  }
  return {
    api,
    /** Starts loading the client now; never rejects (a failure shows on the next call). */
    preload: (): void => {
      loading ??= deps.load()
      loading.catch(() => {
        loading = undefined
      })
    },
  }
}

const lazy = createLazyClient({
  // The gate (the demo's mock worker) opens with the client's download, so a login warmed up by a
  // key press finds both ready (decision 0250); a failure shows on the first request.
  load: () => {
    requestGate().catch(() => undefined)
    return import('./client').then((module) => module.api)
  },
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  notify: defaultNotify,
})

export const lazyApi: ApiClient = lazy.api
export const preloadApi: () => void = lazy.preload
