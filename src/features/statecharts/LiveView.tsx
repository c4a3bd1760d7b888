// The live side of the viewer (decision 0260): it is the receiver of `@statelyai/inspect` (the
// app's window posts every inspection event here), lists the running actors by machine, draws the
// chosen one's chart with its current state, and keeps a filterable timeline (R-VIEW-003/004).
// The hosted Stately inspector starts only when the user switches it on, next to the warning.
import { useMachine } from '@xstate/react'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { HOSTED_INSPECTOR_MESSAGE } from '../../lib/inspection'
import { machineById } from '../../machines/registry'
import { statechartViewerMachine } from '../../machines/statechart-viewer/statechart-viewer.machine'
import { actorsByMachine, filterTimeline } from '../../machines/statechart-viewer/statechart-viewer.rules'
import { ChartView } from './ChartView'
import { Timeline } from './Timeline'

/** The app's window this viewer inspects: the dock's parent, or the window that opened it. */
const sourceWindow = (): Window | null =>
  (window.parent !== window ? window.parent : window.opener) as Window | null

export function LiveView() {
  const { t } = useTranslation('statecharts')
  const hostedId = useId()
  const source = sourceWindow()
  const [snapshot, send] = useMachine(
    statechartViewerMachine.provide({
      actions: {
        requestHosted: () =>
          source?.postMessage({ type: HOSTED_INSPECTOR_MESSAGE.start }, window.location.origin),
        stopHosted: () =>
          source?.postMessage({ type: HOSTED_INSPECTOR_MESSAGE.stop }, window.location.origin),
      },
    }),
    { input: { hasSource: source !== null } },
  )

  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined
    let live = true
    void import('@statelyai/inspect').then(({ createBrowserReceiver }) => {
      if (!live) return
      subscription = createBrowserReceiver().subscribe((message) =>
        send({ type: 'inspection.receive', message }),
      )
    })
    return () => {
      live = false
      subscription?.unsubscribe()
    }
  }, [send])

  const { inspected, selected, actorFilter, typeFilter } = snapshot.context
  const chosen = selected === null ? undefined : inspected.actors[selected]
  const registered = chosen?.machineId ? machineById(chosen.machineId) : undefined
  const connected = snapshot.matches({ connection: 'connected' })
  const groups = actorsByMachine(inspected.actors)

  return (
    <div className="statecharts__live">
      <p role="status" className="statecharts__connection">
        {t(connected ? 'connection.connected' : 'connection.waiting')}
      </p>
      <div className="statecharts__hosted">
        {/* A native switch: PrimeReact's InputSwitch nests its input in a focusable box (axe). */}
        <input
          type="checkbox"
          role="switch"
          id={hostedId}
          checked={snapshot.matches({ hosted: 'on' })}
          disabled={!snapshot.can({ type: 'hosted.open' }) && !snapshot.can({ type: 'hosted.close' })}
          aria-describedby={`${hostedId}-warning`}
          onChange={(e) => send({ type: e.target.checked ? 'hosted.open' : 'hosted.close' })}
        />
        <label htmlFor={hostedId}>{t('hosted.label')}</label>
        <p id={`${hostedId}-warning`} className="statecharts__warning">
          {t('hosted.warning')} {source === null ? t('hosted.noSource') : null}
        </p>
      </div>
      <div className="statecharts__columns">
        <nav className="statecharts__actors" aria-labelledby="statecharts-actors-title">
          <h2 id="statecharts-actors-title">{t('actors.title')}</h2>
          {groups.length === 0 ? <p>{t('actors.none')}</p> : null}
          {groups.map(([machine, actors]) => (
            <div key={machine}>
              <h3>{machine}</h3>
              <ul>
                {actors.map((actor) => (
                  <li key={actor.sessionId}>
                    <button
                      type="button"
                      className="statecharts__actor"
                      aria-pressed={actor.sessionId === selected}
                      onClick={() => send({ type: 'actor.select', sessionId: actor.sessionId })}
                    >
                      {actor.name === machine ? machine : `${machine} (${actor.name})`}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="statecharts__main">
          {chosen === undefined ? (
            <p>{t('chart.choose')}</p>
          ) : registered ? (
            <ChartView machine={registered.machine} value={chosen.value} />
          ) : (
            <p>{t('actors.noChart')}</p>
          )}
          <Timeline
            entries={filterTimeline(inspected.timeline, actorFilter, typeFilter)}
            actors={Object.values(inspected.actors)}
            types={[...new Set(inspected.timeline.map((e) => e.type))].sort()}
            actorFilter={actorFilter}
            typeFilter={typeFilter}
            onActor={(sessionId) => send({ type: 'timeline.filterActor', sessionId })}
            onType={(eventType) => send({ type: 'timeline.filterType', eventType })}
          />
        </div>
      </div>
    </div>
  )
}
