// The order-tracking dialog itself (R-PEND-011, R-CONF-010), with PrimeReact's Dialog: a chunk of
// its own, downloaded when a customer first opens an order's tracking (R-PERF-029, decision 0386).
// Its state is the lists' tracking actor (TrackingDialog.tsx).
import { useSelector } from '@xstate/react'
import { Dialog } from 'primereact/dialog'
import '../prime-locale'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { pairText } from '../../lib/format'
import type { orderTrackingMachine } from '../../machines/order-detail'
import { lngOf, screenDateTime } from './format'

export function TrackingDialogView({
  actorRef,
}: {
  readonly actorRef: ActorRefFrom<typeof orderTrackingMachine>
}) {
  // Narrow selectors: the dialog re-renders for what it shows, not for every snapshot.
  const closed = useSelector(actorRef, (s) => s.matches('closed'))
  const loading = useSelector(actorRef, (s) => s.matches('loading'))
  const failed = useSelector(actorRef, (s) => s.matches('failed'))
  const shown = useSelector(actorRef, (s) => s.matches('shown'))
  const steps = useSelector(actorRef, (s) => s.context.steps)
  const orderNumber = useSelector(actorRef, (s) => s.context.orderNumber)
  const { t, i18n } = useTranslation('tracking')
  const lng = lngOf(i18n.language)
  return (
    <Dialog
      visible={!closed}
      onHide={() => actorRef.send({ type: 'tracking.close' })}
      header={t('title', { orderNumber })}
      style={{ width: 'min(95vw, 32rem)' }}
    >
      {loading ? <p>{t('loading')}</p> : null}
      {failed ? <p role="alert">{t('failed')}</p> : null}
      {shown ? (
        steps.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ol className="tracking-timeline">
            {steps.map((step, index) => {
              const current = index === steps.length - 1
              return (
                <li
                  key={step.TrackId}
                  className={current ? 'is-current' : undefined}
                  aria-current={current ? 'step' : undefined}
                >
                  <span className="tracking-timeline__name">
                    {pairText(step.TrackName_EN, step.TrackName_VN, lng)}
                  </span>
                  <span className="tracking-timeline__date">{screenDateTime(step.ActionDate)}</span>
                </li>
              )
            })}
          </ol>
        )
      ) : null}
    </Dialog>
  )
}
