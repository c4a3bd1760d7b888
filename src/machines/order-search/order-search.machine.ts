// The top bar's search box (R-SEARCH-003, R-SEARCH-006..008; decision 0363). Two regions:
// `results`, the flow of one search (idle -> debouncing -> searching -> shown / empty / failed),
// and `box`, whether the phone's full-width box is open (from 992 px the box is always shown).
// Typing waits for a quiet moment (the `debounce` delay: no clock is read here) before the
// `search` actor, given by the feature through `.provide()`, asks the server; typing again drops
// the answer on its way, so the results shown are always those of the text in the box. The arrow
// keys move the active result, Enter opens it (`openHit`, given by the feature), Escape closes
// the results, and a second Escape closes the phone's box. `/` from anywhere on the page
// (`watchShortcut`) opens and focuses the box (`focusBox`).
import { assertEvent, assign, fromCallback, fromPromise, raise, setup, type SnapshotFrom } from 'xstate'
import type { OrderSearchResult } from '../../api/contracts/order-search'
import {
  hitLinkOf,
  hitsInOrder,
  movedIndex,
  queryOf,
  SEARCH_DEBOUNCE_MS,
  type ResultMove,
} from './order-search.rules'

export interface OrderSearchContext {
  /** The box's text as typed. */
  readonly text: string
  /** The query being asked, or whose results show: `queryOf(text)` when it was asked. */
  readonly query: string | null
  readonly result: OrderSearchResult | null
  /** The active result's index among `hitsInOrder(result.Groups)`; -1 none. */
  readonly active: number
}

export type OrderSearchEvent =
  | { type: 'search.type'; text: string }
  | { type: 'search.move'; move: ResultMove }
  /** Enter on the active result, or a click on the result at `index`. */
  | { type: 'search.choose'; index?: number }
  /** Escape (or the focus leaving the search). */
  | { type: 'search.close' }
  /** Arrow down, or a click in the box, while the results are closed. */
  | { type: 'search.reopen' }
  | { type: 'search.retry' }
  /** `/` pressed on the page, outside any text field. */
  | { type: 'search.shortcut' }
  /** The phone's search button. */
  | { type: 'search.expand' }
  | { type: 'search.collapse' }

const notProvided = () => Promise.reject(new Error('search is provided by the feature'))

const hitCount = (context: OrderSearchContext) =>
  context.result === null ? 0 : hitsInOrder(context.result.Groups).length

export const orderSearchMachine = setup({
  types: {
    context: {} as OrderSearchContext,
    events: {} as OrderSearchEvent,
  },
  actors: {
    search: fromPromise<OrderSearchResult, { readonly query: string }>(notProvided),
    /** Sends `search.shortcut` for each `/` that `isSearchShortcut` takes (given by the feature). */
    watchShortcut: fromCallback<OrderSearchEvent>(() => undefined),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    typesQuery: ({ event }) => {
      assertEvent(event, 'search.type')
      return queryOf(event.text) !== null
    },
    textIsQuery: ({ context }) => queryOf(context.text) !== null,
    /** R-SEARCH-003: an answer without any order shows `empty`, saying so. */
    hasHits: (_, params: { readonly result: OrderSearchResult }) =>
      hitsInOrder(params.result.Groups).length > 0,
    /** R-SEARCH-004 R-SEARCH-006: Enter opens the active result, a click the one clicked; none, nothing. */
    choosesHit: ({ context, event }) => {
      assertEvent(event, 'search.choose')
      const index = event.index ?? context.active
      return index >= 0 && index < hitCount(context)
    },
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'search.type')
      return { text: event.text }
    }),
    askQuery: assign(({ context }) => ({ query: queryOf(context.text), active: -1 })),
    forgetResult: assign({ query: null, result: null, active: -1 }),
    move: assign(({ context, event }) => {
      assertEvent(event, 'search.move')
      return { active: movedIndex(context.active, hitCount(context), event.move) }
    }),
    /** Goes to the chosen hit's order (given by the feature: the router). */
    openHit: (_, _params: { readonly link: string }) => undefined,
    /** Puts the keyboard's focus in the box (given by the feature). */
    focusBox: () => undefined,
  },
}).createMachine({
  id: 'orderSearch',
  type: 'parallel',
  context: { text: '', query: null, result: null, active: -1 },
  invoke: { src: 'watchShortcut' },
  on: {
    'search.shortcut': { actions: [raise({ type: 'search.expand' }), 'focusBox'] },
  },
  states: {
    results: {
      initial: 'idle',
      on: {
        'search.type': [
          { guard: 'typesQuery', target: '.debouncing', actions: 'setText' },
          { target: '.idle', actions: ['setText', 'forgetResult'] },
        ],
        'search.close': '.idle',
      },
      states: {
        /** Nothing shows: too short a text, or the results were closed. */
        idle: {
          on: {
            'search.reopen': { guard: 'textIsQuery', target: 'searching', actions: 'askQuery' },
            // The first Escape closes the results, the next one the phone's box (R-SEARCH-008).
            'search.close': { actions: raise({ type: 'search.collapse' }) },
          },
        },
        debouncing: {
          on: {
            // Each key starts the wait again: only the region's own state is re-entered, never the box.
            'search.type': [
              { guard: 'typesQuery', target: 'debouncing', reenter: true, actions: 'setText' },
              { target: 'idle', actions: ['setText', 'forgetResult'] },
            ],
          },
          after: { debounce: { target: 'searching', actions: 'askQuery' } },
        },
        searching: {
          invoke: {
            src: 'search',
            input: ({ context }) => ({ query: context.query ?? '' }),
            onDone: [
              {
                guard: { type: 'hasHits', params: ({ event }) => ({ result: event.output }) },
                target: 'shown',
                actions: assign({ result: ({ event }) => event.output }),
              },
              { target: 'empty', actions: assign({ result: ({ event }) => event.output }) },
            ],
            onError: { target: 'failed', actions: assign({ result: null }) },
          },
        },
        shown: {
          on: {
            'search.move': { actions: 'move' },
            'search.choose': {
              guard: 'choosesHit',
              target: 'idle',
              actions: [
                {
                  type: 'openHit',
                  params: ({ context, event }) => {
                    const hits = hitsInOrder(context.result!.Groups)
                    return { link: hitLinkOf(hits[event.index ?? context.active]!) }
                  },
                },
                raise({ type: 'search.collapse' }),
              ],
            },
          },
        },
        /** The query found no order. */
        empty: {},
        /** The search could not be made (the request layer has said why). */
        failed: { on: { 'search.retry': { target: 'searching', actions: 'askQuery' } } },
      },
    },
    box: {
      initial: 'collapsed',
      states: {
        collapsed: { on: { 'search.expand': { target: 'expanded', actions: 'focusBox' } } },
        expanded: {
          on: { 'search.collapse': 'collapsed' },
        },
      },
    },
  },
})

export type OrderSearchSnapshot = SnapshotFrom<typeof orderSearchMachine>
