// Order replay (R-VIEW-006, decision 0262): an order of the event store, folded event by event
// through the order-lifecycle machine; first, previous, next, last and a slider move through its
// steps, each shown in the order-lifecycle chart with its status, event and context. It replays
// the one order its address names (`?replay=<orderId>`, the order drawer's history link): a
// customer sees that order's own history only; the list of every company's orders is the
// back-office simulator's, whose rows link here (R-VIEW-010, decision 0340).
import { useMachine } from '@xstate/react'
import { ActionButton } from '../../components/ActionButton'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { api } from '../../api/client'
import { SimGetOrderHistory } from '../../api/contracts/simulator'
import { orderLifecycleMachine } from '../../machines/order-lifecycle'
import { orderReplayMachine, type OrderHistory } from '../../machines/order-replay/order-replay.machine'
import { ChartView } from './ChartView'

async function loadHistory({ input }: { input: { orderId: number } }): Promise<OrderHistory> {
  const history = await api.call(SimGetOrderHistory, { orderId: input.orderId })
  return {
    orderNumber: history.OrderNumber,
    facts: {
      customerTypeName: history.CustomerTypeName,
      termsOfPayment: history.TermsOfPayment,
      etaDate: history.EtaDate,
    },
    events: history.Events.map((e) => JSON.parse(e.Event) as unknown),
  }
}

export function ReplayView({ orderId }: { readonly orderId: number | null }) {
  const { t } = useTranslation(['statecharts', 'orders'])
  const [snapshot, send] = useMachine(
    orderReplayMachine.provide({ actors: { loadHistory: fromPromise(loadHistory) } }),
  )
  useEffect(() => {
    if (orderId !== null) send({ type: 'replay.load', orderId })
  }, [orderId, send])

  const { steps, index, failed } = snapshot.context
  const step = steps[index]

  if (orderId === null)
    return (
      <div className="statecharts__replay">
        <p>{t('replay.noOrder')}</p>
      </div>
    )
  return (
    <div className="statecharts__replay">
      <h2 className="statecharts__replay-title">
        {t('replay.historyOf', { orderNumber: snapshot.context.orderNumber || `#${orderId}` })}
      </h2>
      {snapshot.matches('loading') ? <p role="status">{t('replay.loading')}</p> : null}
      {failed ? <p role="alert">{t('replay.failed')}</p> : null}
      {snapshot.matches('ready') && step ? (
        <>
          <div className="statecharts__stepper" role="group" aria-label={t('replay.step')}>
            <ActionButton
              type="button"
              icon="pi pi-angle-double-left"
              aria-label={t('replay.first')}
              disabled={!snapshot.can({ type: 'replay.first' })}
              onClick={() => send({ type: 'replay.first' })}
            />
            <ActionButton
              type="button"
              icon="pi pi-angle-left"
              aria-label={t('replay.previous')}
              disabled={!snapshot.can({ type: 'replay.previous' })}
              onClick={() => send({ type: 'replay.previous' })}
            />
            <input
              type="range"
              className="statecharts__slider"
              min={0}
              max={steps.length - 1}
              value={index}
              aria-label={t('replay.step')}
              aria-valuetext={t('replay.stepOf', { step: index + 1, count: steps.length })}
              onChange={(e) => send({ type: 'replay.seek', index: Number(e.target.value) })}
            />
            <ActionButton
              type="button"
              icon="pi pi-angle-right"
              aria-label={t('replay.next')}
              disabled={!snapshot.can({ type: 'replay.next' })}
              onClick={() => send({ type: 'replay.next' })}
            />
            <ActionButton
              type="button"
              icon="pi pi-angle-double-right"
              aria-label={t('replay.last')}
              disabled={!snapshot.can({ type: 'replay.last' })}
              onClick={() => send({ type: 'replay.last' })}
            />
            <span>{t('replay.stepOf', { step: index + 1, count: steps.length })}</span>
          </div>
          <dl className="statecharts__step" aria-live="polite">
            <dt>{t('replay.status')}</dt>
            <dd data-testid="replay-status">
              {step.status} · {t(`orders:status.${step.status}`)}
            </dd>
            <dt>{t('replay.event')}</dt>
            <dd>
              <code>
                {step.event ? `${step.event.type} (${step.event.by}, ${step.event.at})` : t('replay.start')}
              </code>
            </dd>
            <dt>{t('replay.context')}</dt>
            <dd>
              <pre className="statecharts__payload">{JSON.stringify(step.context, null, 2)}</pre>
            </dd>
          </dl>
          <ChartView machine={orderLifecycleMachine} value={step.value} />
        </>
      ) : null}
    </div>
  )
}
