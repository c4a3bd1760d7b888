// The drawing of a workplace chart (R-WORK-005) with chart.js: a chunk of its own, asked for while
// the page's figures load, so the captions, the tables and the rest of the page never wait for it
// (R-PERF-025, decision 0381). Only the parts a line and a bar chart use are registered (chart.js's
// `auto` registers every chart type, and PrimeReact's Chart imports it); each chart is drawn in a
// task of its own, once it comes near the window (a phone draws the one it shows first), and drawn
// again only when the numbers or the language change (PrimeReact's Chart drew both charts again at
// every render of the page).
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { lngOf } from '../../lib/format'
import { chartOptionsOf } from './chart-options'

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
)

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

export interface WorkplaceChartProps {
  readonly type: 'line' | 'bar'
  /** Chart.js's data: the month labels and one dataset per series. */
  readonly data: ChartConfiguration<'line' | 'bar'>['data']
  /** The canvas's name: the chart's caption. */
  readonly caption: string
}

export default function WorkplaceChart({ type, data, caption }: WorkplaceChartProps) {
  const { i18n } = useTranslation('workplace')
  const lng = lngOf(i18n.resolvedLanguage)
  const canvas = useRef<HTMLCanvasElement>(null)
  // What is drawn: a render with the same numbers draws nothing again.
  const drawn = JSON.stringify(data)
  useEffect(() => {
    let chart: Chart<'line' | 'bar'> | undefined
    let cancel = () => {}
    const drawing = canvas.current
    if (!drawing) return undefined
    // Near the window only, and the page's two charts not in one long task (R-PERF-026).
    const stopWatching = whenNearTheWindow(drawing, () => {
      cancel = inATaskOfItsOwn(draw)
    })
    function draw() {
      if (!drawing?.isConnected) return
      const config: ChartConfiguration<'line' | 'bar'> = {
        type,
        data: JSON.parse(drawn) as ChartConfiguration<'line' | 'bar'>['data'],
        // Numbers in the page's language, not the browser's (R-WORK-008).
        options: chartOptionsOf(lng),
      }
      chart = new Chart(drawing, config)
    }
    return () => {
      stopWatching()
      cancel()
      chart?.destroy()
    }
  }, [type, drawn, lng])
  return <canvas ref={canvas} role="img" aria-label={caption} />
}
