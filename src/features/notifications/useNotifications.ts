// The bell's actor: the notifications machine with the request layer's I/O, the page's visibility
// and the app's 'orders changed' signal (decision 0100: the simulator and the app's own actions that
// create notifications publish it), and navigation for the links. Seen by the inspector.
import { useActorRef } from '@xstate/react'
import { useNavigate } from 'react-router-dom'
import { fromCallback, fromPromise } from 'xstate'
import type { Notification } from '../../api/contracts/notification'
import { inspect } from '../../lib/inspection'
import { liveStatus } from '../../lib/live-status'
import { ordersChanged } from '../../lib/orders-changed'
import {
  notificationsMachine,
  type ListInput,
  type NotificationsEvent,
  type NotificationsSummary,
  type ReadWrite,
} from '../../machines/notifications'
import type { NotificationsIO } from './notifications-io'

/** Sends page.hidden / page.visible as the tab is hidden or shown, orders.changed, and live.up / live.down. */
const watchPage = fromCallback<NotificationsEvent>(({ sendBack }) => {
  const onVisibility = () =>
    sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' })
  document.addEventListener('visibilitychange', onVisibility)
  const stop = ordersChanged.subscribe(() => sendBack({ type: 'orders.changed' }))
  const stopLive = liveStatus.subscribe((open) => sendBack({ type: open ? 'live.up' : 'live.down' }))
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    stop()
    stopLive()
  }
})

export function useNotifications(io: NotificationsIO, pollMs?: number) {
  const navigate = useNavigate()
  const machine = notificationsMachine.provide({
    actors: {
      loadSummary: fromPromise<NotificationsSummary>(() => io.loadSummary()),
      loadList: fromPromise<readonly Notification[], ListInput>(({ input }) => io.loadList(input)),
      markRead: fromPromise<void, ReadWrite>(({ input }) => io.markRead(input)),
      watchPage,
    },
    actions: {
      openLink: (_, { link }) => void navigate(link),
    },
  })
  return useActorRef(machine, {
    input: {
      hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
      live: liveStatus.open,
      ...(pollMs === undefined ? {} : { pollMs }),
    },
    inspect,
  })
}
