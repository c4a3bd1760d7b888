// The backend worker's side (decision 0319), on a stand-in scope: every call gets one answer,
// whatever fails, and an error no call waits on stays in the worker.
import { HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { notify } from '../lib/notify'
import { postedRequest, type PostedAnswer, type PostedNotice, type PostedRequest } from './worker-protocol'
import { serveCalls, type WorkerScope } from './worker-serve'

class StandInScope extends EventTarget {
  readonly posted: (PostedAnswer | PostedNotice)[] = []
  refuseNext = false
  postMessage(message: PostedAnswer | PostedNotice) {
    if (this.refuseNext) {
      this.refuseNext = false
      throw new DOMException('could not be cloned', 'DataCloneError')
    }
    this.posted.push(message)
  }
  send(message: PostedRequest) {
    this.dispatchEvent(new MessageEvent('message', { data: message }))
  }
}

const call = (id: number) => postedRequest(id, new Request('http://portal.test/api/Order/List'), '')

function serving(build: () => { respond(request: Request): Promise<Response | undefined> }) {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const scope = new StandInScope()
  const stop = serveCalls(scope as unknown as WorkerScope, build)
  return { scope, stop }
}

describe('R-PERF-015 the backend worker answers every call once, whatever fails', () => {
  it('answers with the backend, built once on the first call', async () => {
    const build = vi.fn(() => ({ respond: async () => HttpResponse.json({ code: 0 }) }))
    const { scope, stop } = serving(build)
    scope.send(await call(1))
    scope.send(await call(2))
    await vi.waitFor(() => expect(scope.posted).toHaveLength(2))
    stop()
    expect(build).toHaveBeenCalledTimes(1)
    expect(scope.posted.map((answer) => ('id' in answer ? [answer.id, answer.kind] : answer.kind))).toEqual([
      [1, 'response'],
      [2, 'response'],
    ])
  })

  it('answers failed when the backend cannot be built or throws', async () => {
    let builds = 0
    const { scope, stop } = serving(() => {
      if (++builds === 1) throw new Error('the store would not open')
      return {
        respond: () => Promise.reject(new Error('the fold broke')),
      }
    })
    scope.send(await call(1))
    await vi.waitFor(() => expect(scope.posted).toHaveLength(1))
    scope.send(await call(2))
    await vi.waitFor(() => expect(scope.posted).toHaveLength(2))
    stop()
    expect(scope.posted).toEqual([
      { id: 1, kind: 'failed', message: 'the store would not open' },
      { id: 2, kind: 'failed', message: 'the fold broke' },
    ])
  })

  it('answers failed when the answer cannot be posted', async () => {
    const { scope, stop } = serving(() => ({ respond: async () => HttpResponse.json({}) }))
    scope.refuseNext = true
    scope.send(await call(3))
    await vi.waitFor(() => expect(scope.posted).toHaveLength(1))
    stop()
    expect(scope.posted[0]).toMatchObject({ id: 3, kind: 'failed' })
  })

  it("posts the backend's toasts to the page, and keeps an error no call waits on from it", () => {
    const { scope, stop } = serving(() => ({ respond: async () => undefined }))
    notify({ severity: 'warn', text: 'set aside', life: 1000 })
    stop()
    notify({ severity: 'warn', text: 'after the end', life: 1000 })
    expect(scope.posted).toEqual([
      { kind: 'notice', toast: { severity: 'warn', text: 'set aside', life: 1000 } },
    ])
    const error = new Event('error', { cancelable: true })
    scope.dispatchEvent(error)
    expect(error.defaultPrevented).toBe(true)
  })
})
