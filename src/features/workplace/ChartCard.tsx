// A chart with its caption and a table view of the same numbers (R-WORK-005, decision 0240). The
// table is the chart's text alternative: the drawing is an image named by the caption, and the
// "Table" view shows every number the chart draws. The chart's box has a fixed height from the
// first paint, so nothing moves when the chart code arrives. That code is a chunk of its own, asked for
// when the card mounts and drawn once both it and the figures are there (uPlot, decision 0394): the caption, the table
// view and the rest of the page never wait for it (R-PERF-025, decision 0381).
import { Skeleton } from '../../components/Skeleton'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPart, useLazyPart } from '../../components/LazyPart'
import type { ChartSeries } from './chart-options'
import { withTexts } from '../../i18n/with-texts'

const loadChart = withTexts(['workplace'], () => import('./WorkplaceChart'))
const ignore = () => undefined

export interface ChartCardProps {
  readonly id: string
  readonly title: string
  readonly caption: string
  readonly type: 'line' | 'bar'
  readonly labels: readonly string[]
  readonly series: readonly ChartSeries[]
  readonly loading: boolean
  /** The table view: the same numbers, for those who would rather read. */
  readonly table: ReactNode
}

export function ChartCard(props: ChartCardProps) {
  const { t } = useTranslation('workplace')
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const captionId = useId()
  const { Part: Drawing, retry } = useLazyPart(loadChart)
  // The chart's code downloads while the figures load; a failure is the drawing's to say.
  useEffect(() => void loadChart().catch(ignore), [])
  return (
    <section className="workplace-card" aria-labelledby={`${props.id}-title`} data-testid={props.id}>
      <div className="workplace-card-head">
        <h2 id={`${props.id}-title`}>{props.title}</h2>
        <div className="workplace-view-switch" role="group" aria-label={t('view.label')}>
          {(['chart', 'table'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`p-button p-button-sm${view === v ? '' : ' p-button-outlined'}`}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(`view.${v}`)}
            </button>
          ))}
        </div>
      </div>
      <p id={captionId} className="workplace-caption">
        {props.caption}
      </p>
      <div className="workplace-chart-box">
        {props.loading ? (
          <Skeleton width="100%" height="100%" />
        ) : view === 'chart' ? (
          <div
            className="workplace-chart"
            // The numbers drawn, for the journeys that compare them with the table view.
            data-series={JSON.stringify(props.series.map((s) => s.values))}
          >
            {/* Until the chart code has come, the box keeps its skeleton; a failed download says
                'Connection Error' and the next render asks again (decision 0328). */}
            <LazyPart onFail={retry} loading={<Skeleton width="100%" height="100%" />}>
              <Drawing
                type={props.type}
                labels={props.labels}
                monthLabel={t('table.month')}
                series={props.series}
                caption={props.caption}
              />
            </LazyPart>
          </div>
        ) : (
          // A scrolling region is reachable by keyboard.
          <div className="workplace-table-view" tabIndex={0} role="region" aria-labelledby={captionId}>
            {props.table}
          </div>
        )}
      </div>
    </section>
  )
}
