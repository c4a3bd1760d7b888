// The live updates' connection as a statechart (R-LIVE-007, decision 0376):
//
//   live (invokes `stream`) ── connecting ──stream.open──> open
//     │ stream.event: its id kept for Last-Event-ID; `changed` when it changes the page
//     │ stream.event ended, or stream.refused with an auth code ──> ended (final)
//     │ stream.down ──> waiting ──after retry (1 s, doubling to 60 s)──> live (resumes after the id)
//     └ stream.refused (one stream too many) ──> waiting (60 s)
//
// `up` on entering open and `down` on leaving it: the page polls (the bell's 60 s) only while
// the stream is not open. The stream is an actor the app provides (`.provide()`): a fetch of
// `/api/events` against a server, a BroadcastChannel in the in-browser demo (decision 0377).
// No clock is read: the waits are delayed transitions.
import { assertEvent, assign, fromCallback, setup } from 'xstate'
import type { LiveEvent } from '../../api/contracts/live'
import { changesThePage, endsTheSession, REFUSED_RETRY_MS, retryDelayOf } from './live-updates.rules'

export type LiveUpdatesEvent =
  | { type: 'stream.open' }
  | { type: 'stream.event'; id: string | null; event: LiveEvent }
  | { type: 'stream.down' }
  | { type: 'stream.refused'; code: number }

/** What the stream actor is started with. */
export interface StreamInput {
  /** The id of the last event received, to resume after it; null on the first connection. */
  readonly lastEventId: string | null
}

export interface LiveUpdatesContext {
  readonly lastEventId: string | null
  /** Drops in a row since the stream was last open. */
  readonly failures: number
  /** The last refusal was one stream too many (a longer wait). */
  readonly refused: boolean
  /** The unread count last received; null before the first. */
  readonly lastUnread: number | null
}

export const initialLiveUpdatesContext: LiveUpdatesContext = {
  lastEventId: null,
  failures: 0,
  refused: false,
  lastUnread: null,
}

export const liveUpdatesMachine = setup({
  types: {} as { context: LiveUpdatesContext; events: LiveUpdatesEvent },
  actors: {
    stream: fromCallback<LiveUpdatesEvent, StreamInput>(() => undefined),
  },
  actions: {
    /** The page reloads what the event changed (the app's 'orders changed' signal). */
    changed: (_, _params: { event: LiveEvent }) => {},
    /** The stream is open: the page stops polling. */
    up: () => {},
    /** The stream is not open: the page polls. */
    down: () => {},
    /** The event's id (to resume after it) and the count it says. */
    remember: assign(({ context, event }) => {
      assertEvent(event, 'stream.event')
      return {
        lastEventId: event.id ?? context.lastEventId,
        lastUnread: event.event.kind === 'counts' ? event.event.unreadNotifications : context.lastUnread,
      }
    }),
  },
  delays: {
    retry: ({ context }) => (context.refused ? REFUSED_RETRY_MS : retryDelayOf(context.failures)),
  },
  guards: {
    ended: ({ event }) => {
      assertEvent(event, 'stream.event')
      return event.event.kind === 'ended'
    },
    changesThePage: ({ context, event }) => {
      assertEvent(event, 'stream.event')
      return changesThePage(event.event, context.lastUnread)
    },
    sessionOver: ({ event }) => {
      assertEvent(event, 'stream.refused')
      return endsTheSession(event.code)
    },
  },
}).createMachine({
  id: 'liveUpdates',
  context: initialLiveUpdatesContext,
  initial: 'live',
  states: {
    live: {
      initial: 'connecting',
      invoke: {
        id: 'stream',
        src: 'stream',
        input: ({ context }): StreamInput => ({ lastEventId: context.lastEventId }),
      },
      states: {
        connecting: {
          on: { 'stream.open': 'open' },
        },
        open: {
          entry: [assign({ failures: 0, refused: false }), 'up'],
          exit: 'down',
        },
      },
      on: {
        'stream.event': [
          { guard: 'ended', target: 'ended' },
          {
            guard: 'changesThePage',
            actions: [
              {
                type: 'changed',
                params: ({ event }) => {
                  assertEvent(event, 'stream.event')
                  return { event: event.event }
                },
              },
              'remember',
            ],
          },
          { actions: 'remember' },
        ],
        'stream.down': {
          target: 'waiting',
          actions: assign({ failures: ({ context }) => context.failures + 1, refused: false }),
        },
        'stream.refused': [
          { guard: 'sessionOver', target: 'ended' },
          {
            target: 'waiting',
            actions: assign({ failures: ({ context }) => context.failures + 1, refused: true }),
          },
        ],
      },
    },
    waiting: {
      after: { retry: 'live' },
    },
    ended: { type: 'final' },
  },
})
