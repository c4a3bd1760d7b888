// The order-tracking dialog of the order lists (R-PEND-011, R-CONF-010): the order's steps from
// api/Order/GetOrderTrackingIno as a vertical timeline, names in the active language, dates
// DD-MM-YYYY HH:mm, the last step reached marked as the current one.
import { useActorRef, useSelector } from '@xstate/react'
import { Dialog } from 'primereact/dialog'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { GetOrderTrackingIno } from '../../api/contracts/order'
import type { TrackingStep } from '../../api/contracts/order-entities'
import { pairText } from '../../lib/format'
import { inspect } from '../../lib/inspection'
import { orderTrackingMachine } from '../../machines/order-detail'
import { lngOf, screenDateTime } from './format'

export function useOrderTracking(client: Pick<ApiClient, 'call'>) {
  const actorRef = useActorRef(
    orderTrackingMachine.provide({
      actors: {
        loadSteps: fromPromise<readonly TrackingStep[], { orderId: number }>(({ input }) =>
          client.call(GetOrderTrackingIno, { OrderId: input.orderId }),
        ),
      },
    }),
    { inspect },
  )
  // Narrow selectors: the list re-renders for what the dialog shows, not for every snapshot.
  const closed = useSelector(actorRef, (s) => s.matches('closed'))
  const loading = useSelector(actorRef, (s) => s.matches('loading'))
  const failed = useSelector(actorRef, (s) => s.matches('failed'))
  const shown = useSelector(actorRef, (s) => s.matches('shown'))
  const steps = useSelector(actorRef, (s) => s.context.steps)
  const orderNumber = useSelector(actorRef, (s) => s.context.orderNumber)
  const { t, i18n } = useTranslation('tracking')
  const lng = lngOf(i18n.language)
  const dialog = (
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
  // Stable, so a list's cell renderers that open it stay stable too (decision 0288).
  const open = useCallback(
    (orderId: number, number: string) =>
      actorRef.send({ type: 'tracking.open', orderId, orderNumber: number }),
    [actorRef],
  )
  return { open, dialog }
}
