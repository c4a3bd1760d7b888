/// <reference lib="webworker" />
// The mock backend's own thread (decision 0319). The page's service worker hands each API call to
// the page (MSW), the page's thin handler posts it here, and this worker answers it with the whole
// backend: the replay of the stored log, @msw/data, the handlers and the file makers all run off
// the page's main thread, so they never hold up a render or an input. IndexedDB, Web Locks and
// BroadcastChannel work here as in a page, so the tabs keep sharing one store (decisions 0150, 0153).
import './worker-globals'
import { notifier } from '../lib/notify'
import { createBrowserBackend } from './browser-backend'
import {
  postedAnswer,
  requestOf,
  transferablesOf,
  type PostedNotice,
  type PostedRequest,
} from './worker-protocol'

declare const self: DedicatedWorkerGlobalScope

let backend: ReturnType<typeof createBrowserBackend> | undefined

// A toast the backend raises is the page's to show.
notifier.subscribe((toast) => self.postMessage({ kind: 'notice', toast } satisfies PostedNotice))

self.addEventListener('message', (event: MessageEvent<PostedRequest>) => {
  const posted = event.data
  backend ??= createBrowserBackend()
  backend
    .respond(requestOf(posted))
    .then((response) => postedAnswer(posted.id, response))
    .catch((error: unknown) => {
      console.error('[mock] the backend failed to answer', error)
      return {
        id: posted.id,
        kind: 'failed' as const,
        message: error instanceof Error ? error.message : String(error),
      }
    })
    .then((answer) => self.postMessage(answer, transferablesOf('body' in answer ? answer : { body: null })))
})
