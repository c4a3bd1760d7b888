// The workplace's chart drawing (R-PERF-026, decisions 0381, 0394): uPlot, each chart drawn in a
// task of its own once it comes near the window, and drawn again only when its numbers or the
// page's language change, not at every render of the page.
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, loadAppTexts } from '../../i18n'
import type uPlot from 'uplot'
import WorkplaceChart from './WorkplaceChart'

/** The charts made, each with what it was given, and whether it was destroyed. */
const made = vi.hoisted(
  () =>
    [] as {
      options: { series: { label?: string; value?: unknown }[]; axes: { values: unknown }[] }
      data: unknown
      into: unknown
      destroyed: boolean
    }[],
)
vi.mock('uplot', async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof uPlot }>()).default
  class Plot {
    static paths = actual.paths
    static rangeNum = actual.rangeNum
    readonly entry
    readonly root = document.createElement('div')
    constructor(options: (typeof made)[number]['options'], data: unknown, into: unknown) {
      this.entry = { options, data, into, destroyed: false }
      made.push(this.entry)
    }
    setSize() {}
    destroy() {
      this.entry.destroyed = true
    }
  }
  return { default: Plot }
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

const chartOf = (type: 'line' | 'bar', values: number[], caption: string) => (
  <WorkplaceChart
    type={type}
    labels={['Jan', 'Feb']}
    monthLabel="Month"
    series={[{ label: 'Cases', values, color: '#1d4ed8' }]}
    caption={caption}
  />
)
/** What a chart drew: its numbers as uPlot takes them, the months' indexes first. */
const numbersOf = (values: number[]) => [[0, 1], values]
/** A drawing's value axis text for 6000: in the language it was drawn in. */
const sixThousandOf = (chart: (typeof made)[number]) =>
  (chart.options.axes[1]!.values as (u: unknown, splits: number[]) => string[])(undefined, [6000])[0]

describe('WorkplaceChart', () => {
  it('R-PERF-026 draws each chart in a task of its own, and again only when its numbers or the language change', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const page = (sales: number[], pulse: number[]) => (
      <>
        {chartOf('line', sales, 'Sales')}
        {chartOf('bar', pulse, 'Pulse')}
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
    expect(made.map((c) => c.options.series.length)).toEqual([2, 2])
    expect(made[0]!.into).toBe(getByRole('img', { name: 'Sales' }))
    expect(made[1]!.into).toBe(getByRole('img', { name: 'Pulse' }))
    expect(made[0]!.data).toEqual(numbersOf([1, 2]))

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
    expect(made[2]!.data).toEqual(numbersOf([1, 5]))

    // Another language: both are drawn again with its number format (R-WORK-008).
    await act(async () => i18n.changeLanguage('vi'))
    for (const name of ['Sales', 'Pulse']) comeNear(getByRole('img', { name }))
    await act(tasks)
    expect(made.slice(3).map((c) => [c.into, sixThousandOf(c)])).toEqual([
      [getByRole('img', { name: 'Sales' }), '6.000'],
      [getByRole('img', { name: 'Pulse' }), '6.000'],
    ])
    expect(sixThousandOf(made[0]!)).toBe('6,000')
    expect(made.slice(0, 3).every((c) => c.destroyed)).toBe(true)
  })

  it('R-PERF-026 a chart far from the window is drawn when the page is printed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(chartOf('bar', [3, 4], 'Pulse'))
    await act(tasks)
    expect(made).toHaveLength(0)
    await act(async () => window.dispatchEvent(new Event('beforeprint')))
    await act(tasks)
    expect(made.map((c) => c.data)).toEqual([numbersOf([3, 4])])
  })
})
