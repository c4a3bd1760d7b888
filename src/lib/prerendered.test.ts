import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRELOADS_ADDED_EVENT, PRELOADS_ATTRIBUTE, preloadsAdded, runPreloadedModules } from './prerendered'

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

describe('runPreloadedModules', () => {
  const page = (shell: boolean, hrefs: readonly string[]) => {
    document.head.innerHTML = hrefs.map((href) => `<link rel="modulepreload" href="${href}">`).join('')
    document.body.innerHTML = `<div id="root" data-prerendered>${shell ? '<div class="app-wrapper"></div>' : '<form></form>'}</div>`
  }
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('R-PERF-011 on a pre-rendered signed-in page runs each preloaded module in a task of its own, in the order the inline script lists them (the imported before the importer), past one that fails', async () => {
    page(true, ['/assets/effect.js', '/assets/contracts.js', '/assets/Screen.js'])
    const steps: string[] = []
    await runPreloadedModules(
      async () => void steps.push('task'),
      async (href) => {
        steps.push(new URL(href).pathname)
        if (href.endsWith('contracts.js')) throw new Error('offline')
      },
    )
    expect(steps).toEqual([
      '/assets/effect.js',
      'task',
      '/assets/contracts.js',
      'task',
      '/assets/Screen.js',
      'task',
    ])
  })

  it('R-PERF-011 runs nothing ahead on the pre-rendered login page or a page the app draws itself', async () => {
    const load = vi.fn(async () => undefined)
    page(false, ['/assets/LoginRoute.js'])
    await runPreloadedModules(async () => undefined, load)
    document.body.innerHTML = '<div id="root"></div>'
    await runPreloadedModules(async () => undefined, load)
    expect(load).not.toHaveBeenCalled()
  })
})
