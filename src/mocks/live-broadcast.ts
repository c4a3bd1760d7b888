// The in-browser demo's side of the live updates (decision 0377): what this tab's backend appends
// is posted on the demo's BroadcastChannel as the events each account would get from the server's
// stream (src/backend/live-feed.ts), so a back-office action in one tab updates the bell and the
// lists in another. Only this tab's own appends: every tab's backend also catches up with the
// others', and posting those too would repeat each event once per tab.
import { LIVE_CHANNEL, type LiveChannelMessage } from '../api/contracts/live'
import { positionedEventsOf } from '../backend/live-feed'
import type { MockBackend } from './handlers'

interface Poster {
  postMessage(message: LiveChannelMessage): void
}

/** Posts the live events of `backend`'s appends; answers the function that stops it. */
export function broadcastLiveEvents(
  backend: MockBackend,
  channel: Poster = new BroadcastChannel(LIVE_CHANNEL),
): () => void {
  const { orders, auth } = backend.state
  return orders.store.follow((change) => {
    if (change.kind === 'replaced') {
      channel.postMessage({ account: null, id: orders.store.log.length, event: { kind: 'resync' } })
      return
    }
    if (!change.own) return
    for (const account of auth.accounts)
      for (const { id, event } of positionedEventsOf(orders.store, orders.catalog, account, change.records))
        channel.postMessage({ account: account.account, id, event })
  })
}
