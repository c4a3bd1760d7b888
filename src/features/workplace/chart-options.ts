// The workplace charts' uPlot options (R-WORK-005, R-WORK-008, decision 0394): months on the
// category axis, a value axis from zero, axis and grid colours, and every number (the value axis
// and the legend's values under the pointer, uPlot's tooltip) in the active language's format, not
// the browser's (6,000 in English, 6.000 in Vietnamese).
import uPlot, { type Options } from 'uplot'
import { formatCount, type Lng } from '../../lib/format'

/** Axis and legend text: #374151 on white is 10.3:1. */
const TEXT = '#374151'
const GRID = '#d1d5db'
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

/** One line or bar series: its name, numbers and colour. */
export interface ChartSeries {
  readonly label: string
  readonly values: readonly number[]
  readonly color: string
  readonly dashed?: boolean
}

export interface ChartShape {
  readonly type: 'line' | 'bar'
  /** The month labels, one per value. */
  readonly labels: readonly string[]
  /** The legend's name of the month under the pointer ('Month'). */
  readonly monthLabel: string
  readonly series: readonly ChartSeries[]
}

/** A value axis label's number in the page's language (R-WORK-008). */
export const valueText = (value: number | null | undefined, lng: Lng): string =>
  value === null || value === undefined ? '' : formatCount(value, lng)

/** About the width of one character of the axis font, in CSS px. */
const CHARACTER = 7
/** The value axis's room: the widest label, plus the ticks' gap. */
const valueAxisSize = (_: uPlot, values: string[] | null) =>
  Math.max(40, ...(values ?? []).map((v) => v.length * CHARACTER + 18))

/** uPlot's options for a chart of `width` x `height` CSS px in `lng`. */
export function chartOptionsOf(shape: ChartShape, lng: Lng, width: number, height: number): Options {
  const bars = shape.type === 'bar'
  const labelOf = (index: number) => shape.labels[index] ?? ''
  // The months' labels never overlap: every one when there is room, else every 2nd, 3rd...
  const widest = Math.max(0, ...shape.labels.map((label) => label.length))
  return {
    width,
    height,
    // Room at the right for the last month's label, which is centred on its point.
    padding: [12, widest * (CHARACTER / 2), 0, 0],
    scales: {
      // Months are categories: index 0..n-1; bars get half a month of room at each end.
      x: { time: false, range: (_, min, max) => (bars ? [min - 0.5, max + 0.5] : [min, max]) },
      y: { range: (_, __, max) => uPlot.rangeNum(0, max > 0 ? max : 1, 0.1, true) },
    },
    axes: [
      {
        stroke: TEXT,
        font: FONT,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
        incrs: [1, 2, 3, 4, 6, 12],
        space: widest * CHARACTER + 12,
        values: (_, splits) => splits.map((split) => (Number.isInteger(split) ? labelOf(split) : '')),
      },
      {
        stroke: TEXT,
        font: FONT,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
        size: valueAxisSize,
        values: (_, splits) => splits.map((split) => valueText(split, lng)),
      },
    ],
    series: [
      { label: shape.monthLabel, value: (_, index) => (index === null ? '' : labelOf(index)) },
      ...shape.series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        ...(s.dashed ? { dash: [6, 4] } : {}),
        ...(bars
          ? { fill: s.color, paths: uPlot.paths.bars!({ size: [0.6, 64] }), points: { show: false } }
          : { points: { show: true, size: 6, fill: s.color } }),
        value: (_: uPlot, value: number | null) => valueText(value, lng),
      })),
    ],
    legend: { live: true },
    // The pointer's month: a vertical line and the points; no horizontal line, no zoom.
    cursor: { y: false, drag: { x: false, y: false } },
  }
}

/** uPlot's data: the months' indexes, then one row of numbers per series. */
export const chartDataOf = (shape: ChartShape): uPlot.AlignedData => [
  shape.labels.map((_, index) => index),
  ...shape.series.map((s) => [...s.values]),
]
