// The order-tracking dialog of the order lists (R-PEND-011, R-CONF-010): the order's steps from
// api/Order/GetOrderTrackingIno as a vertical timeline, names in the active language, dates
// DD-MM-YYYY HH:mm, the last step reached marked as the current one. The dialog itself
// (TrackingDialogView, with PrimeReact's Dialog) downloads when a tracking is first opened
// (R-PERF-029, decision 0386); a failed download closes it and says "Connection Error".
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { GetOrderTrackingIno } from '../../api/contracts/order'
import type { TrackingStep } from '../../api/contracts/order-entities'
import { inspect } from '../../lib/inspection'
import { orderTrackingMachine } from '../../machines/order-detail'
import { OpenedPart } from '../OpenedPart'
import { withTexts } from '../../i18n/with-texts'

const loadView = withTexts(['tracking'], () =>
  import('./TrackingDialogView').then((m) => ({ default: m.TrackingDialogView })),
)

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
  // One narrow selector: the list re-renders when the dialog opens or closes, nothing more.
  const closed = useSelector(actorRef, (s) => s.matches('closed'))
  const dialog = (
    <OpenedPart
      open={!closed}
      load={loadView}
      onFail={() => actorRef.send({ type: 'tracking.close' })}
      props={{ actorRef }}
    />
  )
  // Stable, so a list's cell renderers that open it stay stable too (decision 0288).
  const open = useCallback(
    (orderId: number, number: string) =>
      actorRef.send({ type: 'tracking.open', orderId, orderNumber: number }),
    [actorRef],
  )
  return { open, dialog }
}
