import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRELOADS_ADDED_EVENT, PRELOADS_ATTRIBUTE, preloadsAdded } from './prerendered'

const html = document.documentElement
const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  return done
}

afterEach(() => {
  html.removeAttribute(PRELOADS_ATTRIBUTE)
  vi.useRealTimers()
})

describe('preloadsAdded', () => {
  it('R-PERF-011 resolves at once when the inline script adds no preloads or has added them all', async () => {
    expect(await settled(preloadsAdded())).toBe(true)
    html.setAttribute(PRELOADS_ATTRIBUTE, 'added')
    expect(await settled(preloadsAdded())).toBe(true)
  })

  it('R-PERF-011 waits, while the inline script adds them, for its word that the last is added', async () => {
    html.setAttribute(PRELOADS_ATTRIBUTE, 'adding')
    const waiting = preloadsAdded()
    expect(await settled(waiting)).toBe(false)
    html.setAttribute(PRELOADS_ATTRIBUTE, 'added')
    document.dispatchEvent(new Event(PRELOADS_ADDED_EVENT))
    expect(await settled(waiting)).toBe(true)
  })

  it('R-PERF-011 never waits longer than its limit, so a page whose script stopped still starts', async () => {
    vi.useFakeTimers()
    html.setAttribute(PRELOADS_ATTRIBUTE, 'adding')
    const waiting = preloadsAdded(3000)
    vi.advanceTimersByTime(2999)
    expect(await settled(waiting)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(await settled(waiting)).toBe(true)
  })
})
