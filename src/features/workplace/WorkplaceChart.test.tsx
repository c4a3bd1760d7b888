// The workplace's chart drawing (R-PERF-026, decision 0381): chart.js with the line and bar charts'
// parts only, each chart drawn in a task of its own once it comes near the window, and drawn again
// only when its numbers or the page's language change, not at every render of the page.
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, loadAppTexts } from '../../i18n'
import WorkplaceChart from './WorkplaceChart'

/** The charts made, each with what it was given, and whether it was destroyed. */
const made = vi.hoisted(
  () =>
    [] as {
      canvas: unknown
      config: { type: string; data: unknown; options: { locale?: string } }
      destroyed: boolean
    }[],
)
vi.mock('chart.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('chart.js')>()
  class Chart {
    static register = actual.Chart.register.bind(actual.Chart)
    static registry = actual.Chart.registry
    readonly entry
    constructor(canvas: unknown, config: (typeof made)[number]['config']) {
      this.entry = { canvas, config, destroyed: false }
      made.push(this.entry)
    }
    destroy() {
      this.entry.destroyed = true
    }
  }
  return { ...actual, Chart }
})

/** The window's IntersectionObserver: the test says when an element comes near the window. */
const watched = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>()
class NearTheWindow {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    watched.set(element, this.callback)
  }
  disconnect() {
    for (const [element, callback] of watched) if (callback === this.callback) watched.delete(element)
  }
}
/** Schedules a drawing at most (no render): outside React's act, which would run the timers too. */
const comeNear = (element: Element) => watched.get(element)?.([{ isIntersecting: true }])

beforeAll(async () => {
  vi.stubGlobal('IntersectionObserver', NearTheWindow)
  await i18n.changeLanguage('en')
  await loadAppTexts()
})
afterEach(async () => {
  vi.useRealTimers()
  cleanup()
  made.length = 0
  await i18n.changeLanguage('en')
})

/**
 * The next timer, and those due with it: a timer a drawing asks for while it runs is due later
 * (fake timers give it 1 ms), so it is the next task's, as in the browser.
 */
const nextTask = async () => {
  vi.advanceTimersToNextTimer()
}
/** Every task asked for, until none is left. */
const tasks = async () => {
  vi.runAllTimers()
}

const dataOf = (values: number[]) => ({
  labels: ['Jan', 'Feb'],
  datasets: [{ label: 'Cases', data: values, borderColor: '#1d4ed8' }],
})

describe('WorkplaceChart', () => {
  it('R-PERF-026 registers the line and bar charts’ parts only, not every chart type', async () => {
    const { Chart } = await import('chart.js')
    expect(Chart.registry.getController('line')).toBeDefined()
    expect(Chart.registry.getController('bar')).toBeDefined()
    expect(Chart.registry.getScale('category')).toBeDefined()
    expect(Chart.registry.getScale('linear')).toBeDefined()
    for (const unused of ['pie', 'doughnut', 'radar', 'polarArea', 'bubble', 'scatter'])
      expect(() => Chart.registry.getController(unused), unused).toThrow(/not a registered/)
    for (const unused of ['time', 'logarithmic', 'radialLinear'])
      expect(() => Chart.registry.getScale(unused), unused).toThrow(/not a registered/)
  })

  it('R-PERF-026 draws each chart in a task of its own, and again only when its numbers or the language change', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const page = (sales: number[], pulse: number[]) => (
      <>
        <WorkplaceChart type="line" data={dataOf(sales)} caption="Sales" />
        <WorkplaceChart type="bar" data={dataOf(pulse)} caption="Pulse" />
      </>
    )
    const { rerender, getByRole } = render(page([1, 2], [3, 4]))
    // Nothing drawn while the charts are far from the window; then one chart per task.
    await act(tasks)
    expect(made).toHaveLength(0)
    comeNear(getByRole('img', { name: 'Sales' }))
    comeNear(getByRole('img', { name: 'Pulse' }))
    expect(made).toHaveLength(0)
    await act(nextTask)
    expect(made).toHaveLength(1)
    await act(nextTask)
    expect(made.map((c) => c.config.type)).toEqual(['line', 'bar'])
    expect(made[0]!.canvas).toBe(getByRole('img', { name: 'Sales' }))
    expect(made[0]!.config.data).toEqual(dataOf([1, 2]))

    // The page renders again with the same numbers (new objects): nothing is drawn again.
    rerender(page([1, 2], [3, 4]))
    await act(tasks)
    expect(made).toHaveLength(2)
    expect(made.some((c) => c.destroyed)).toBe(false)

    // New numbers for one chart: that chart alone is drawn again (it is near the window).
    rerender(page([1, 5], [3, 4]))
    comeNear(getByRole('img', { name: 'Sales' }))
    await act(tasks)
    expect(made).toHaveLength(3)
    expect(made.map((c) => c.destroyed)).toEqual([true, false, false])
    expect(made[2]!.config.data).toEqual(dataOf([1, 5]))

    // Another language: both are drawn again with its number format (R-WORK-008).
    await act(async () => i18n.changeLanguage('vi'))
    for (const name of ['Sales', 'Pulse']) comeNear(getByRole('img', { name }))
    await act(tasks)
    expect(made.slice(3).map((c) => [c.config.type, c.config.options.locale])).toEqual([
      ['line', 'vi-VN'],
      ['bar', 'vi-VN'],
    ])
    expect(made.slice(0, 3).every((c) => c.destroyed)).toBe(true)
  })

  it('R-PERF-026 a chart far from the window is drawn when the page is printed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<WorkplaceChart type="bar" data={dataOf([3, 4])} caption="Pulse" />)
    await act(tasks)
    expect(made).toHaveLength(0)
    await act(async () => window.dispatchEvent(new Event('beforeprint')))
    await act(tasks)
    expect(made.map((c) => c.config.type)).toEqual(['bar'])
  })
})
