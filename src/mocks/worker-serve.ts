// How the backend's worker serves the page (decision 0319): every call posted to it gets exactly
// one answer, whatever goes wrong, and the backend's toasts go to the page. backend-worker.ts runs
// it on the worker's global scope; tests run it on a stand-in.
import { notifier } from '../lib/notify'
import {
  postedAnswer,
  requestOf,
  transferablesOf,
  type PostedAnswer,
  type PostedNotice,
  type PostedRequest,
} from './worker-protocol'

/** What of a worker's global scope serving needs. */
export interface WorkerScope {
  postMessage(message: PostedAnswer | PostedNotice, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent<PostedRequest>) => void): void
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void
}

type Backend = { respond(request: Request): Promise<Response | undefined> }

const failed = (id: number, error: unknown): PostedAnswer => {
  console.error('[mock] the backend failed to answer', error)
  return { id, kind: 'failed', message: error instanceof Error ? error.message : String(error) }
}

/** Answers the page's calls with the backend `build` makes on the first one. Returns the unsubscribe of the toasts. */
export function serveCalls(scope: WorkerScope, build: () => Backend): () => void {
  let backend: Backend | undefined

  async function answer(posted: PostedRequest): Promise<void> {
    let reply: PostedAnswer
    try {
      backend ??= build()
      reply = await postedAnswer(posted.id, await backend.respond(requestOf(posted)))
    } catch (error) {
      reply = failed(posted.id, error)
    }
    try {
      scope.postMessage(reply, transferablesOf('body' in reply ? reply : { body: null }))
    } catch (error) {
      // An answer that cannot be posted (it would not clone) still ends the call.
      scope.postMessage(failed(posted.id, error))
    }
  }

  scope.addEventListener('message', (event) => void answer(event.data))
  // An error no call is waiting on (a timer's, another tab's change) is logged, not passed to the
  // page, which would take it for a worker that died and fail every call it holds.
  scope.addEventListener('error', (event) => {
    console.error('[mock] the backend failed outside a call', event.error ?? event.message)
    event.preventDefault()
  })
  // A toast the backend raises is the page's to show.
  return notifier.subscribe((toast) => scope.postMessage({ kind: 'notice', toast }))
}
