// The drawing of a workplace chart (R-WORK-005), with chart.js through PrimeReact's Chart: a chunk
// of its own, downloaded while the page's figures load, so the captions, the tables and the rest
// of the page never wait for it (R-PERF-025, decision 0381).
import { Chart } from 'primereact/chart'
import { useTranslation } from 'react-i18next'
import { lngOf } from '../../lib/format'
import { chartOptionsOf } from './chart-options'

export interface WorkplaceChartProps {
  readonly type: 'line' | 'bar'
  /** Chart.js's data: the month labels and one dataset per series. */
  readonly data: { readonly labels: string[]; readonly datasets: readonly object[] }
  /** The canvas's name: the chart's caption. */
  readonly caption: string
}

export default function WorkplaceChart(props: WorkplaceChartProps) {
  const { i18n } = useTranslation('workplace')
  return (
    <Chart
      type={props.type}
      data={props.data}
      // Numbers in the page's language, not the browser's (R-WORK-008).
      options={chartOptionsOf(lngOf(i18n.resolvedLanguage))}
      // PrimeReact's `ariaLabel` prop also lands on its wrapper <div> as an unknown attribute
      // (React warns): the canvas gets its name through the pass-through.
      pt={{ canvas: { 'aria-label': props.caption } }}
      height="100%"
      width="100%"
    />
  )
}
