// The in-browser demo's live updates (decision 0377): no server to stream from, so the backend of
// the tab that changed something posts the same events on a BroadcastChannel, and every other
// tab's page hears them. A page takes the events of its own account and those for everyone; a
// message that does not decode is dropped. All tabs share one browser's data: the account is a
// filter, not a guard.
import { Either, Schema } from 'effect'
import { LIVE_CHANNEL, LiveChannelMessage } from './contracts/live'
import type { LiveListener } from './live-stream'

const decodeMessage = Schema.decodeUnknownEither(LiveChannelMessage)

/** Listens on the demo's channel for `account`; answers the function that stops it. */
export function openLiveChannel(account: string, listener: LiveListener): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    listener.onDown()
    return () => undefined
  }
  const channel = new BroadcastChannel(LIVE_CHANNEL)
  channel.onmessage = (message: MessageEvent<unknown>) => {
    const decoded = decodeMessage(message.data)
    if (Either.isLeft(decoded)) return
    const { account: to, id, event } = decoded.right
    if (to === null || to === account) listener.onEvent(String(id), event)
  }
  listener.onOpen()
  return () => channel.close()
}
