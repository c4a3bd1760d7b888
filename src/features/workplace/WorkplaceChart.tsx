// The drawing of a workplace chart (R-WORK-005) with uPlot (decision 0394): a chunk of its own,
// asked for while the page's figures load, so the captions, the tables and the rest of the page
// never wait for it (R-PERF-025). Each chart is drawn in a task of its own, once it comes near the
// window (a phone draws the one it shows first), and drawn again only when the numbers or the
// language change (R-PERF-026). Under the pointer, the legend shows the month's numbers.
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { lngOf } from '../../lib/format'
import { chartDataOf, chartOptionsOf, type ChartShape } from './chart-options'

/** Drawings waiting for their task: one runs per task, the next is asked for once it has run. */
const waiting: (() => void)[] = []

function drawNext() {
  waiting.shift()?.()
  if (waiting.length > 0) setTimeout(drawNext)
}

/** Draws in a task of its own, after the drawings asked for before; the returned function cancels. */
function inATaskOfItsOwn(draw: () => void): () => void {
  waiting.push(draw)
  if (waiting.length === 1) setTimeout(drawNext)
  return () => {
    const at = waiting.indexOf(draw)
    if (at >= 0) waiting.splice(at, 1)
  }
}

/**
 * Calls `show` once, when `element` comes within a window's height of the window, or the page is
 * printed: a chart below the fold of a phone is drawn before it is scrolled to, not at the start.
 * Returns what stops watching.
 */
function whenNearTheWindow(element: Element, show: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) once()
  }, NEAR_THE_WINDOW)
  function stop() {
    observer.disconnect()
    window.removeEventListener('beforeprint', once)
  }
  function once() {
    stop()
    show()
  }
  observer.observe(element)
  window.addEventListener('beforeprint', once)
  return stop
}
const NEAR_THE_WINDOW: IntersectionObserverInit = { rootMargin: '100% 0px' }

/** The plot's size: the box less the legend below it. */
function plotSize(box: HTMLElement, plot: uPlot | undefined) {
  const legend = plot?.root.querySelector<HTMLElement>('.u-legend')?.offsetHeight ?? LEGEND_HEIGHT
  return { width: box.clientWidth, height: Math.max(box.clientHeight - legend, 80) }
}
/** The legend's height before it is drawn: one line of 12 px text with its padding. */
const LEGEND_HEIGHT = 34

export interface WorkplaceChartProps extends ChartShape {
  /** The drawing's name: the chart's caption. */
  readonly caption: string
}

export default function WorkplaceChart({ type, labels, monthLabel, series, caption }: WorkplaceChartProps) {
  const { i18n } = useTranslation('workplace')
  const lng = lngOf(i18n.resolvedLanguage)
  const box = useRef<HTMLDivElement>(null)
  // What is drawn: a render with the same numbers draws nothing again.
  const drawn = JSON.stringify({ type, labels, monthLabel, series })
  useEffect(() => {
    let plot: uPlot | undefined
    let resizing: ResizeObserver | undefined
    let cancel = () => {}
    const drawing = box.current
    if (!drawing) return undefined
    // Near the window only, and the page's two charts not in one long task (R-PERF-026).
    const stopWatching = whenNearTheWindow(drawing, () => {
      cancel = inATaskOfItsOwn(draw)
    })
    function draw() {
      if (!drawing?.isConnected) return
      const shape = JSON.parse(drawn) as ChartShape
      const { width, height } = plotSize(drawing, undefined)
      const created = new uPlot(chartOptionsOf(shape, lng, width, height), chartDataOf(shape), drawing)
      plot = created
      // The box follows the window, the plot the box and its legend (one line or more).
      resizing = new ResizeObserver(() => created.setSize(plotSize(drawing, created)))
      resizing.observe(drawing)
      const legend = created.root.querySelector('.u-legend')
      if (legend) resizing.observe(legend)
    }
    return () => {
      stopWatching()
      cancel()
      resizing?.disconnect()
      plot?.destroy()
    }
  }, [drawn, lng])
  return <div ref={box} className="workplace-plot" role="img" aria-label={caption} />
}
