// The chart of one machine with its current state highlighted (R-VIEW-001, R-VIEW-002), and the
// rules behind its guards (R-VIEW-005). The SVG comes from chart-svg.ts, the same drawer as the
// flow docs; it is our own markup built from escaped texts.
import { useTranslation } from 'react-i18next'
import type { AnyStateMachine } from 'xstate'
import { chartOf } from '../../components/statechart/chart-model'
import { GUARD_RULES, rulesOfGuard } from '../../components/statechart/guard-rules'
import { stateText, useChartSvg } from './useChartSvg'

export function ChartView({
  machine,
  value,
}: {
  readonly machine: AnyStateMachine
  readonly value: unknown
}) {
  const { t } = useTranslation('statecharts')
  const title = t('chart.title', { machine: machine.id })
  const svg = useChartSvg(machine, value, title)
  return (
    <section className="statecharts__chart" aria-labelledby="statecharts-chart-title">
      <h2 id="statecharts-chart-title">{title}</h2>
      <p className="statecharts__current" data-testid="current-state">
        {t('chart.current', { state: stateText(value) })}
      </p>
      {svg === null ? (
        <p role="status">{t('chart.loading')}</p>
      ) : (
        <div
          className="statecharts__svg"
          tabIndex={0}
          role="group"
          aria-label={title}
          // Our own SVG: every text in it is escaped by chart-svg.ts.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <GuardRules machine={machine} />
    </section>
  )
}

function GuardRules({ machine }: { readonly machine: AnyStateMachine }) {
  const { t } = useTranslation('statecharts')
  const guards = [...new Set(chartOf(machine).transitions.flatMap((tr) => tr.guardNames))].sort()
  if (guards.length === 0) return null
  return (
    <details className="statecharts__guards">
      <summary>{t('guards.title')}</summary>
      <dl>
        {guards.map((guard) => {
          const ids = rulesOfGuard(machine.id, guard)
          return (
            <div key={guard} id={`guard-${guard}`}>
              <dt>
                <code>{guard}</code>
              </dt>
              {ids.length === 0 ? <dd className="statecharts__muted">{t('guards.noRule')}</dd> : null}
              {ids.map((id) => (
                <dd key={id}>
                  <strong className="statecharts__rule-id">{id}</strong> {GUARD_RULES.rules[id]}
                </dd>
              ))}
            </div>
          )
        })}
      </dl>
    </details>
  )
}
