// The notifications as a statechart (R-SHELL-015, R-NOTI-001..014;
// decision 0221). Three regions run side by side:
//
//   summary   loading ──done──> waiting ──after poll (60 s), unless the live stream is open──> loading
//                 │  page.hidden: waiting ──> paused ──page.visible──> loading
//                 │  live.up: no poll (the stream tells of changes); live.down: loading, polls again
//                 └─ notifications.refresh / orders.changed / page.visible: loading again
//   dialog    closed ──openType──> loadingList ──done──> showing ──close──> closed
//   writing   idle ──(a mark-read queued)──> sending ──done/error──> idle
//
// Reading is shown at once: the counts and the list change when the user opens a notification or
// marks a type or everything read, and a mark-read the server refused or never got puts back what
// it changed (notifications.rules.ts). A summary that arrives while a mark-read is under way is
// dropped (it may predate the mark), and the summary is asked for again once the marks are done,
// so the counts end equal to what the server reports. All I/O is actors the feature supplies:
//   loadSummary  GetNotificationTypeList + GetUserUnReadNotificationCount -> { types, total }
//   loadList     GetUserNotificationList { typeId } -> Notification[]
//   markRead     SetNotificationRead / SetNotificationReadByTypeId / MarkAllNotificationRead
//   watchPage    a callback actor that sends page.hidden / page.visible, orders.changed and
//                live.up / live.down (the live updates' stream, R-LIVE-008)
// and one action, openLink ({ link }), which the feature makes a navigation. No clock is read:
// the poll is a delayed transition.
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  raise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate'
import type { Notification, NotificationType, NotificationTypeId } from '../../api/contracts/notification'
import {
  changesSomething,
  countOf,
  emptyView,
  linkOf,
  markRead,
  newestFirst,
  POLL_INTERVAL_MS,
  showsDot,
  undoRead,
  withSummary,
  type NotificationsView,
  type ReadUndo,
  type ReadWrite,
} from './notifications.rules'

export interface NotificationsSummary {
  readonly types: readonly NotificationType[]
  readonly total: number
}

export interface ListInput {
  readonly typeId: NotificationTypeId
}

export interface NotificationsInput {
  /** The poll's interval; POLL_INTERVAL_MS unless a test says otherwise. */
  readonly pollMs?: number
  /** Whether the page starts hidden (a tab opened in the background). */
  readonly hidden?: boolean
  /** Whether the live updates' stream is open already (R-LIVE-008). */
  readonly live?: boolean
}

interface QueuedWrite {
  readonly write: ReadWrite
  readonly undo: ReadUndo
}

export interface NotificationsContext extends NotificationsView {
  readonly pollMs: number
  readonly hidden: boolean
  /** Whether the live updates' stream is open: then the stream, not the poll, tells of news (R-LIVE-008). */
  readonly live: boolean
  /** Whether a summary has arrived since the bell was mounted. */
  readonly loaded: boolean
  readonly openType: NotificationTypeId | null
  /** Whether the open type's list failed to load (the request layer said why). */
  readonly listFailed: boolean
  /** Mark-reads not yet answered, oldest first. */
  readonly queue: readonly QueuedWrite[]
}

export type NotificationsEvent =
  | { type: 'notifications.refresh' }
  | { type: 'notifications.openType'; typeId: NotificationTypeId }
  | { type: 'notifications.close' }
  | { type: 'notification.open'; id: number }
  | { type: 'notifications.readType' }
  | { type: 'notifications.readAll' }
  | { type: 'notifications.reloadList' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'orders.changed' }
  | { type: 'live.up' }
  | { type: 'live.down' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

export function initialNotificationsContext(input: NotificationsInput = {}): NotificationsContext {
  return {
    ...emptyView,
    pollMs: input.pollMs ?? POLL_INTERVAL_MS,
    hidden: input.hidden ?? false,
    live: input.live ?? false,
    loaded: false,
    openType: null,
    listFailed: false,
    queue: [],
  }
}

const viewOf = (context: NotificationsContext): NotificationsView => ({
  types: context.types,
  total: context.total,
  list: context.list,
})

/** The context after queuing `write`, shown read already; unchanged when it reads nothing. */
function queued(context: NotificationsContext, write: ReadWrite): Partial<NotificationsContext> {
  const { view, undo } = markRead(viewOf(context), write)
  return changesSomething(undo) ? { ...view, queue: [...context.queue, { write, undo }] } : {}
}

const itemOf = (context: NotificationsContext, id: number): Notification | undefined =>
  context.list.find((n) => n.Id === id)

export const notificationsMachine = setup({
  types: {} as {
    context: NotificationsContext
    events: NotificationsEvent
    input: NotificationsInput | undefined
  },
  actors: {
    loadSummary: fromPromise<NotificationsSummary>(notProvided('loadSummary')),
    loadList: fromPromise<readonly Notification[], ListInput>(notProvided('loadList')),
    markRead: fromPromise<void, ReadWrite>(notProvided('markRead')),
    watchPage: fromCallback<NotificationsEvent>(() => undefined),
  },
  delays: {
    poll: ({ context }) => context.pollMs,
  },
  guards: {
    hidden: ({ context }) => context.hidden,
    /** R-LIVE-008: the 60 s poll is the fallback while the live stream is not open. */
    polls: ({ context }) => !context.live,
    writesPending: ({ context }) => context.queue.length > 0,
    lastWrite: ({ context }) => context.queue.length <= 1,
    /** The summary says the open type's unread count differs from the list's: reload the list. */
    listOutdated: ({ context }) =>
      context.openType !== null &&
      countOf(viewOf(context), context.openType) !== context.list.filter((n) => !n.IsRead).length,
    listDiffers: ({ context }, list: readonly Notification[]) =>
      context.openType !== null &&
      countOf(viewOf(context), context.openType) !== list.filter((n) => !n.IsRead).length,
    /** R-NOTI-004: a notification of the list shown. */
    inList: ({ context, event }) => {
      assertEvent(event, 'notification.open')
      return itemOf(context, event.id) !== undefined
    },
    /** R-NOTI-007: the open type has something unread. */
    typeHasUnread: ({ context }) =>
      context.openType !== null &&
      (countOf(viewOf(context), context.openType) > 0 || context.list.some((n) => !n.IsRead)),
    /** R-NOTI-006: something is unread. */
    anyUnread: ({ context }) => showsDot(context) || context.list.some((n) => !n.IsRead),
    leadsSomewhere: ({ context, event }) => {
      assertEvent(event, 'notification.open')
      const item = itemOf(context, event.id)
      return item !== undefined && linkOf(item) !== null
    },
  },
  actions: {
    markHidden: assign({ hidden: true }),
    markVisible: assign({ hidden: false }),
    storeSummary: assign(({ context }, summary: NotificationsSummary) => ({
      ...withSummary(viewOf(context), summary.types, summary.total),
      loaded: true,
    })),
    openType: assign(({ event }) => {
      assertEvent(event, 'notifications.openType')
      return { openType: event.typeId, list: [], listFailed: false }
    }),
    closeDialog: assign({ openType: null, list: [], listFailed: false }),
    storeList: assign((_, list: readonly Notification[]) => ({ list: newestFirst(list), listFailed: false })),
    markListFailed: assign({ listFailed: true }),
    readOne: assign(({ context, event }) => {
      assertEvent(event, 'notification.open')
      return queued(context, { kind: 'one', id: event.id })
    }),
    readType: assign(({ context }) =>
      context.openType === null ? {} : queued(context, { kind: 'type', typeId: context.openType }),
    ),
    readAll: assign(({ context }) => queued(context, { kind: 'all' })),
    writeDone: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    /** The server marked nothing: put back what the first write changed (decision 0221). */
    writeFailed: assign(({ context }) => {
      const [first, ...rest] = context.queue
      return first === undefined ? {} : { ...undoRead(viewOf(context), first.undo), queue: rest }
    }),
    // The feature navigates (R-NOTI-009, R-NOTI-010).
    openLink: (_, _params: { readonly link: string }) => {},
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => initialNotificationsContext(input),
  type: 'parallel',
  invoke: { id: 'watchPage', src: 'watchPage' },
  on: {
    'notifications.readAll': { guard: 'anyUnread', actions: 'readAll' },
  },
  states: {
    summary: {
      initial: 'loading',
      on: {
        'page.hidden': { actions: 'markHidden' },
        // Not `reenter`: that would leave and re-enter the whole parallel machine (dialog included).
        'notifications.refresh': { target: '.loading' },
        'orders.changed': { target: '.loading' },
        'page.visible': { target: '.loading', actions: 'markVisible' },
        'live.up': { actions: assign({ live: true }) },
        // What the stream would have told while it was down is asked for once, then polled.
        'live.down': { target: '.loading', actions: assign({ live: false }) },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            onDone: [
              // It may predate a mark-read under way; the marks ask again when they are done.
              { guard: 'writesPending', target: 'waiting' },
              {
                guard: 'hidden',
                target: 'paused',
                actions: { type: 'storeSummary', params: ({ event }) => event.output },
              },
              {
                target: 'waiting',
                actions: [
                  { type: 'storeSummary', params: ({ event }) => event.output },
                  raise({ type: 'notifications.reloadList' }),
                ],
              },
            ],
            onError: [{ guard: 'hidden', target: 'paused' }, { target: 'waiting' }],
          },
        },
        waiting: {
          after: { poll: { guard: 'polls', target: 'loading' } },
          on: { 'page.hidden': { target: 'paused', actions: 'markHidden' } },
        },
        // R-NOTI-011: no poll while the tab is hidden; page.visible asks at once.
        paused: {},
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'notifications.openType': { target: 'loadingList', actions: 'openType' } },
        },
        loadingList: {
          tags: ['busy'],
          invoke: {
            id: 'loadList',
            src: 'loadList',
            input: ({ context }) => ({ typeId: context.openType! }),
            onDone: [
              // The list shows news the counts do not have yet: ask for the counts too.
              {
                guard: { type: 'listDiffers', params: ({ event }) => event.output },
                target: 'showing',
                actions: [
                  { type: 'storeList', params: ({ event }) => event.output },
                  raise({ type: 'notifications.refresh' }),
                ],
              },
              { target: 'showing', actions: { type: 'storeList', params: ({ event }) => event.output } },
            ],
            onError: { target: 'showing', actions: 'markListFailed' },
          },
          on: {
            'notifications.close': { target: 'closed', actions: 'closeDialog' },
            'notifications.openType': { target: 'loadingList', reenter: true, actions: 'openType' },
          },
        },
        showing: {
          on: {
            'notifications.close': { target: 'closed', actions: 'closeDialog' },
            'notifications.openType': { target: 'loadingList', actions: 'openType' },
            'notifications.reloadList': { guard: 'listOutdated', target: 'loadingList' },
            'notification.open': [
              {
                guard: 'leadsSomewhere',
                target: 'closed',
                actions: [
                  {
                    type: 'openLink',
                    params: ({ context, event }) => ({ link: linkOf(itemOf(context, event.id)!)! }),
                  },
                  'readOne',
                  'closeDialog',
                ],
              },
              { guard: 'inList', actions: 'readOne' },
            ],
            'notifications.readType': { guard: 'typeHasUnread', actions: 'readType' },
          },
        },
      },
    },
    writing: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'writesPending', target: 'sending' },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => context.queue[0]!.write,
            onDone: [
              // The last one done: ask the server what it now counts.
              {
                guard: 'lastWrite',
                target: 'idle',
                actions: ['writeDone', raise({ type: 'notifications.refresh' })],
              },
              { target: 'sending', reenter: true, actions: 'writeDone' },
            ],
            onError: [
              { guard: 'lastWrite', target: 'idle', actions: 'writeFailed' },
              { target: 'sending', reenter: true, actions: 'writeFailed' },
            ],
          },
        },
      },
    },
  },
})

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>
export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>
