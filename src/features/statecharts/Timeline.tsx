// The events received, newest first, with the state each left its actor in; filterable by actor
// and by event type (R-VIEW-004).
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../components/NativeSelect'
import type { InspectedActor, TimelineEntry } from '../../machines/statechart-viewer/statechart-viewer.rules'
import { stateText } from './useChartSvg'

interface TimelineProps {
  readonly entries: readonly TimelineEntry[]
  readonly actors: readonly InspectedActor[]
  readonly types: readonly string[]
  readonly actorFilter: string | null
  readonly typeFilter: string | null
  readonly onActor: (sessionId: string | null) => void
  readonly onType: (type: string | null) => void
}

const timeOf = (at: number) => (at > 0 ? new Date(at).toISOString().slice(11, 23) : '')

export function Timeline(props: TimelineProps) {
  const { t } = useTranslation('statecharts')
  const any = { value: null, label: t('timeline.any') }
  return (
    <section className="statecharts__timeline" aria-labelledby="statecharts-timeline-title">
      <h2 id="statecharts-timeline-title">{t('timeline.title')}</h2>
      <div className="statecharts__filters">
        <label htmlFor="statecharts-filter-actor">{t('timeline.actor')}</label>
        <NativeSelect<string | null>
          id="statecharts-filter-actor"
          value={props.actorFilter}
          options={[any, ...props.actors.map((a) => ({ value: a.sessionId, label: a.name }))]}
          onChange={props.onActor}
        />
        <label htmlFor="statecharts-filter-type">{t('timeline.type')}</label>
        <NativeSelect<string | null>
          id="statecharts-filter-type"
          value={props.typeFilter}
          options={[any, ...props.types.map((type) => ({ value: type, label: type }))]}
          onChange={props.onType}
        />
      </div>
      {props.entries.length === 0 ? (
        <p>{t('timeline.empty')}</p>
      ) : (
        <div
          className="statecharts__table"
          tabIndex={0}
          role="region"
          aria-labelledby="statecharts-timeline-title"
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{t('timeline.time')}</th>
                <th scope="col">{t('timeline.actor')}</th>
                <th scope="col">{t('timeline.event')}</th>
                <th scope="col">{t('timeline.payload')}</th>
                <th scope="col">{t('timeline.state')}</th>
              </tr>
            </thead>
            <tbody>
              {props.entries.map((entry) => (
                <tr key={entry.seq}>
                  <td>{timeOf(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>
                    <code>{entry.type}</code>
                  </td>
                  <td>
                    <code className="statecharts__payload">{JSON.stringify(entry.payload)}</code>
                  </td>
                  <td>{stateText(entry.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
