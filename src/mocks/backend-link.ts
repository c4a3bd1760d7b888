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
  let posting = Promise.resolve()

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
      const id = nextId++
      const read = postedRequest(id, request, cookie)
      // Posted in the order the calls came, though a body takes longer to read than none.
      const answer = new Promise<PostedAnswer>((resolve, reject) => {
        posting = posting.then(async () => {
          try {
            const posted = await read
            worker ??= connect()
            waiting.set(id, { resolve, reject })
            worker.postMessage(posted, transferablesOf(posted))
          } catch (error) {
            waiting.delete(id)
            reject(error instanceof Error ? error : new Error(String(error)))
          }
        })
      })
      return responseOf(await answer)
    },
  }
}
