// The page's end of the backend worker (decision 0319), with a stand-in worker: answers find their
// calls, the backend's notices reach the page's toasts, and a worker that dies fails its calls
// and is replaced by the next one.
import { describe, expect, it, vi } from 'vitest'
import { notifier, type ToastMessage } from '../lib/notify'
import { backendLink } from './backend-link'
import type { PostedAnswer, PostedRequest } from './worker-protocol'

/** A worker that keeps what it is sent; the test answers for it. */
class StandInWorker extends EventTarget {
  readonly received: PostedRequest[] = []
  terminated = false
  postMessage(message: PostedRequest) {
    this.received.push(message)
  }
  terminate() {
    this.terminated = true
  }
  answer(message: PostedAnswer | { kind: 'notice'; toast: ToastMessage }) {
    this.dispatchEvent(new MessageEvent('message', { data: message }))
  }
  fail(message: string) {
    this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message }))
  }
}

function linkWithStandIns() {
  const workers: StandInWorker[] = []
  const link = backendLink(() => {
    const worker = new StandInWorker()
    workers.push(worker)
    return worker as unknown as Worker
  })
  return { link, workers }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const answer = (id: number, text: string): PostedAnswer => ({
  id,
  kind: 'response',
  status: 200,
  statusText: 'OK',
  headers: [['content-type', 'text/plain']],
  body: new TextEncoder().encode(text).buffer,
})

describe('R-PERF-015 the page hands calls to one backend worker and takes its answers', () => {
  it('starts the worker with the first call and matches answers to calls in any order', async () => {
    const { link, workers } = linkWithStandIns()
    expect(workers).toHaveLength(0)
    const first = link.respond(new Request('http://portal.test/api/a'), 'token=t')
    const second = link.respond(new Request('http://portal.test/api/b', { method: 'POST', body: 'x' }), '')
    await settle()
    expect(workers).toHaveLength(1)
    const [a, b] = workers[0]!.received
    expect([a?.url, a?.cookie, b?.url, b?.method]).toEqual([
      'http://portal.test/api/a',
      'token=t',
      'http://portal.test/api/b',
      'POST',
    ])
    workers[0]!.answer(answer(b!.id, 'second'))
    workers[0]!.answer(answer(a!.id, 'first'))
    expect(await (await second)!.text()).toBe('second')
    expect(await (await first)!.text()).toBe('first')
  })

  it('posts calls in the order they came, though a body takes longer to read', async () => {
    const { link, workers } = linkWithStandIns()
    void link.respond(
      new Request('http://portal.test/api/save', { method: 'POST', body: 'x'.repeat(100_000) }),
      '',
    )
    void link.respond(new Request('http://portal.test/api/list'), '')
    await vi.waitFor(() => expect(workers[0]?.received).toHaveLength(2))
    expect(workers[0]!.received.map((posted) => posted.url)).toEqual([
      'http://portal.test/api/save',
      'http://portal.test/api/list',
    ])
  })

  it("shows the backend's notices as the page's toasts", () => {
    const { link, workers } = linkWithStandIns()
    const shown: ToastMessage[] = []
    const stop = notifier.subscribe((toast) => shown.push(toast))
    void link.respond(new Request('http://portal.test/api/a'), '')
    return settle().then(() => {
      const toast: ToastMessage = { severity: 'warn', text: '2 records were set aside', life: 20_000 }
      workers[0]!.answer({ kind: 'notice', toast })
      stop()
      expect(shown).toEqual([toast])
    })
  })

  it('fails the calls a dying worker holds, and the next call starts a new worker', async () => {
    const { link, workers } = linkWithStandIns()
    const held = link.respond(new Request('http://portal.test/api/a'), '')
    await settle()
    workers[0]!.fail('Uncaught SyntaxError')
    await expect(held).rejects.toThrow('the mock backend stopped: Uncaught SyntaxError')
    expect(workers[0]!.terminated).toBe(true)
    const next = link.respond(new Request('http://portal.test/api/b'), '')
    await settle()
    expect(workers).toHaveLength(2)
    workers[1]!.answer(answer(workers[1]!.received[0]!.id, 'again'))
    expect(await (await next)!.text()).toBe('again')
  })
})
