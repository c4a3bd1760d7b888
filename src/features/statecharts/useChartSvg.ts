// A registered machine's chart as SVG with the given states highlighted (decision 0260). The
// layout (elkjs, loaded here on first use, so only this chunk carries it) is computed once per
// machine; the highlight only redraws the SVG string.
import { useEffect, useState } from 'react'
import type { AnyStateMachine } from 'xstate'
import type { ChartLayout } from '../../components/statechart/chart-layout'
import { layoutChart } from '../../components/statechart/chart-layout'
import { activeStateIds, chartOf } from '../../components/statechart/chart-model'
import { chartSvg } from '../../components/statechart/chart-svg'

const layouts = new Map<string, Promise<ChartLayout>>()

function layoutOf(machine: AnyStateMachine): Promise<ChartLayout> {
  let layout = layouts.get(machine.id)
  if (!layout) {
    layout = import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) =>
      layoutChart(chartOf(machine), new ELK()),
    )
    layouts.set(machine.id, layout)
  }
  return layout
}

/** The SVG markup of the machine's chart with `value` highlighted, or null while it is laid out. */
export function useChartSvg(
  machine: AnyStateMachine | undefined,
  value: unknown,
  title: string,
): string | null {
  const [layout, setLayout] = useState<ChartLayout | null>(null)
  useEffect(() => {
    let live = true
    if (machine) void layoutOf(machine).then((laid) => live && setLayout(laid))
    return () => {
      live = false
    }
  }, [machine])
  if (!machine || !layout || layout.chart.id !== machine.id) return null
  return chartSvg(layout, activeStateIds(layout.chart.root, value), title)
}

/** A state value as a reader says it: `beforeDelivery.pendingPayment`, or parallel regions joined. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || typeof value !== 'object') return ''
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => {
      const rest = stateText(inner)
      return rest ? `${key}.${rest}` : key
    })
    .join(', ')
}
