// The workplace charts' chart.js options (R-WORK-005, R-WORK-008): axis and legend colours, and the
// numbers in the active language's format. chart.js would write the value axis in the browser's
// locale, so an English page on a Vietnamese browser read "6.000" for six thousand: the axis ticks
// and the tooltips are written by the app's own formatter instead (6,000 in English, 6.000 in
// Vietnamese).
import { formatCount, type Lng } from '../../lib/format'

/** Axis and legend text: #374151 on white is 10.3:1. */
const TEXT = '#374151'
const GRID = '#d1d5db'
const LOCALES: Record<Lng, string> = { vi: 'vi-VN', en: 'en-US' }

const cache = new Map<Lng, ReturnType<typeof build>>()

function build(lng: Lng) {
  return {
    maintainAspectRatio: false,
    animation: false,
    // The tooltips' numbers (chart.js formats them with this locale).
    locale: LOCALES[lng],
    plugins: { legend: { labels: { color: TEXT } } },
    scales: {
      x: { ticks: { color: TEXT }, grid: { color: GRID } },
      y: {
        beginAtZero: true,
        ticks: {
          color: TEXT,
          callback: (value: number | string) => (typeof value === 'number' ? formatCount(value, lng) : value),
        },
        grid: { color: GRID },
      },
    },
  } as const
}

/** The options of a chart in `lng`: one object per language, so a render does not rebuild the chart. */
export function chartOptionsOf(lng: Lng) {
  let options = cache.get(lng)
  if (options === undefined) {
    options = build(lng)
    cache.set(lng, options)
  }
  return options
}
