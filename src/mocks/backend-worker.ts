/// <reference lib="webworker" />
// The mock backend's own thread (decision 0319). The page's service worker hands each API call to
// the page (MSW), the page's thin handler posts it here, and this worker answers it with the whole
// backend: the replay of the stored log, @msw/data, the handlers and the file makers all run off
// the page's main thread, so they never hold up a render or an input. IndexedDB, Web Locks and
// BroadcastChannel work here as in a page, so the tabs keep sharing one store (decisions 0150, 0153).
import './worker-globals'
import { createBrowserBackend } from './browser-backend'
import { serveCalls, type WorkerScope } from './worker-serve'

declare const self: DedicatedWorkerGlobalScope

serveCalls(self as unknown as WorkerScope, createBrowserBackend)
