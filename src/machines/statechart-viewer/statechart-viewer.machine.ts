// The statechart viewer (decision 0260): what it received, which actor it draws, the timeline's
// filters, and the hosted inspector as an explicit choice. Two regions run side by side: the
// connection to the app's inspector and the hosted-inspector switch.
import { assertEvent, assign, setup } from 'xstate'
import { applyInspection, NOTHING_INSPECTED, type Inspected } from './statechart-viewer.rules'

export interface StatechartViewerContext {
  readonly hasSource: boolean
  readonly inspected: Inspected
  readonly selected: string | null
  readonly actorFilter: string | null
  readonly typeFilter: string | null
}

export type StatechartViewerEvent =
  | { type: 'inspection.receive'; message: unknown }
  | { type: 'actor.select'; sessionId: string }
  | { type: 'timeline.filterActor'; sessionId: string | null }
  | { type: 'timeline.filterType'; eventType: string | null }
  | { type: 'hosted.open' }
  | { type: 'hosted.close' }

export interface StatechartViewerInput {
  /** Whether an app window is there to inspect (the dock's parent or the opener). */
  readonly hasSource: boolean
}

export const statechartViewerMachine = setup({
  types: {} as {
    context: StatechartViewerContext
    events: StatechartViewerEvent
    input: StatechartViewerInput
  },
  actions: {
    /** Asks the app's window to start the hosted Stately inspector (supplied by the screen). */
    requestHosted: () => {},
    /** Asks the app's window to stop it again. */
    stopHosted: () => {},
  },
  guards: {
    /** R-VIEW-007: only an app window can send its events to the hosted inspector. */
    hasSource: ({ context }) => context.hasSource,
    /** R-VIEW-003: a message for an actor the viewer shows. */
    isInspection: ({ event }) => {
      assertEvent(event, 'inspection.receive')
      return typeof event.message === 'object' && event.message !== null
    },
  },
}).createMachine({
  id: 'statechartViewer',
  type: 'parallel',
  context: ({ input }) => ({
    hasSource: input.hasSource,
    inspected: NOTHING_INSPECTED,
    selected: null,
    actorFilter: null,
    typeFilter: null,
  }),
  on: {
    'actor.select': { actions: assign({ selected: ({ event }) => event.sessionId }) },
    'timeline.filterActor': { actions: assign({ actorFilter: ({ event }) => event.sessionId }) },
    'timeline.filterType': { actions: assign({ typeFilter: ({ event }) => event.eventType }) },
  },
  states: {
    connection: {
      initial: 'waiting',
      on: {
        'inspection.receive': {
          guard: 'isInspection',
          target: '.connected',
          actions: assign({
            inspected: ({ context, event }) => applyInspection(context.inspected, event.message),
          }),
        },
      },
      states: { waiting: {}, connected: {} },
    },
    hosted: {
      initial: 'off',
      states: {
        off: {
          on: {
            'hosted.open': {
              guard: 'hasSource',
              target: 'on',
              actions: 'requestHosted',
            },
          },
        },
        on: { on: { 'hosted.close': { target: 'off', actions: 'stopHosted' } } },
      },
    },
  },
})
