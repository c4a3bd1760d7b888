// The page's end of the mock backend's thread (decision 0319): one worker per tab, started by the
// first call, with each call's answer matched to it by a number.
import { notify } from '../lib/notify'
import {
  postedRequest,
  responseOf,
  transferablesOf,
  type PostedAnswer,
  type PostedNotice,
} from './worker-protocol'

type Waiting = { resolve: (answer: PostedAnswer) => void; reject: (error: Error) => void }

/** The worker's script, as Vite finds and bundles it (the URL must be written out here). */
const startBackendWorker = () =>
  new Worker(new URL('./backend-worker.ts', import.meta.url), { type: 'module', name: 'mock-backend' })

export function backendLink(start: () => Worker = startBackendWorker) {
  const waiting = new Map<number, Waiting>()
  let worker: Worker | undefined
  let nextId = 0

  function connect(): Worker {
    const started = start()
    started.addEventListener('message', (event: MessageEvent<PostedAnswer | PostedNotice>) => {
      const message = event.data
      if (message.kind === 'notice') return notify(message.toast)
      waiting.get(message.id)?.resolve(message)
      waiting.delete(message.id)
    })
    // A worker that cannot load (or dies) fails the calls it holds; the next call starts a new one.
    started.addEventListener('error', (event) => {
      event.preventDefault()
      const error = new Error(`the mock backend stopped: ${event.message || 'its script did not load'}`)
      for (const call of waiting.values()) call.reject(error)
      waiting.clear()
      if (worker === started) worker = undefined
      started.terminate()
    })
    return started
  }

  return {
    /** Answers a call in the worker: undefined when no handler takes it. */
    async respond(request: Request, cookie: string): Promise<Response | undefined> {
      const posted = await postedRequest(nextId++, request, cookie)
      worker ??= connect()
      const target = worker
      const answer = await new Promise<PostedAnswer>((resolve, reject) => {
        waiting.set(posted.id, { resolve, reject })
        target.postMessage(posted, transferablesOf(posted))
      })
      return responseOf(answer)
    },
  }
}
