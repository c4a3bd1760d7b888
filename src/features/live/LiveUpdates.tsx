// The live updates of the signed-in pages (R-LIVE-007, R-LIVE-009, decisions 0376, 0377): the
// live-updates machine, given its stream with `.provide()`: the server's `/api/events` in a build
// for a server, the demo's BroadcastChannel in the mock build. What it hears reaches the screens
// through the app's signals: 'orders changed' (the lists, an open drawer and the bell reload) and
// the stream's status (the bell polls only while it is down). Its own chunk, loaded by the shell.
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { fromCallback } from 'xstate'
import { defaultClientDeps } from '../../api/client'
import { openLiveChannel } from '../../api/live-channel'
import { openLiveStream, type LiveListener } from '../../api/live-stream'
import { logPositions } from '../../api/log-position'
import { useSession } from '../../components/session/session-context'
import { inspect } from '../../lib/inspection'
import { liveStatus } from '../../lib/live-status'
import { ordersChanged } from '../../lib/orders-changed'
import { liveUpdatesMachine, type LiveUpdatesEvent, type StreamInput } from '../../machines/live-updates'

/** Events closer together than this reload the screens once. */
const COALESCE_MS = 100

const listenerOf = (sendBack: (event: LiveUpdatesEvent) => void): LiveListener => ({
  onOpen: () => sendBack({ type: 'stream.open' }),
  onEvent: (id, event) => sendBack({ type: 'stream.event', id, event }),
  onDown: () => sendBack({ type: 'stream.down' }),
  onRefused: (code) => sendBack({ type: 'stream.refused', code }),
})

/**
 * The build's stream: the server's `/api/events`, or the demo's channel for `account`. Tested on
 * the raw build-time variable, so a build keeps only its own stream's code (decision 0044).
 */
const streamOf = (account: string) =>
  import.meta.env.VITE_API_BASE_URL
    ? fromCallback<LiveUpdatesEvent, StreamInput>(({ sendBack, input }) =>
        openLiveStream(
          defaultClientDeps,
          // The first connection resumes from this page's first answer (R-LIVE-011).
          input.lastEventId ?? logPositions.earliest(),
          listenerOf(sendBack),
        ),
      )
    : fromCallback<LiveUpdatesEvent, StreamInput>(({ sendBack }) =>
        openLiveChannel(account, listenerOf(sendBack)),
      )

let reloadDue: ReturnType<typeof setTimeout> | undefined
function reloadSoon() {
  reloadDue ??= setTimeout(() => {
    reloadDue = undefined
    ordersChanged.publish()
  }, COALESCE_MS)
}

export function LiveUpdates() {
  const account = useSession().userInfo?.UserName ?? ''
  useActorRef(
    liveUpdatesMachine.provide({
      actors: { stream: streamOf(account) },
      actions: {
        changed: reloadSoon,
        up: () => liveStatus.set(true),
        down: () => liveStatus.set(false),
      },
    }),
    { inspect },
  )
  // A stopped actor runs no exit action: the next sign-in's bell must not take the stream for open.
  useEffect(() => () => liveStatus.set(false), [])
  return null
}
