// The tags view (R-SHELL-006..009) as a machine: the app sends `tags.visit` after each navigation
// and the tab bar sends the close events. The keep-alive list is derived with `cachedPaths`.
import { assign, setup } from 'xstate'
import { affixedViews, close, closeAll, closeOthers, visit, type View } from './tags-view.rules'

export interface TagsViewInput {
  /** The affixed routes, opened from the start and never closed. */
  readonly affixed: readonly View[]
}

export interface TagsViewContext {
  readonly affixed: readonly View[]
  readonly views: readonly View[]
}

export type TagsViewEvent =
  | { type: 'tags.visit'; view: View }
  | { type: 'tags.close'; path: string }
  | { type: 'tags.closeOthers'; path: string }
  | { type: 'tags.closeAll' }
  | { type: 'tags.reset' }

export const tagsViewMachine = setup({
  types: {
    context: {} as TagsViewContext,
    events: {} as TagsViewEvent,
    input: {} as TagsViewInput,
  },
  guards: {
    isOpen: ({ context, event }) => 'path' in event && context.views.some((v) => v.path === event.path),
  },
}).createMachine({
  id: 'tagsView',
  context: ({ input }) => ({ affixed: affixedViews(input.affixed), views: affixedViews(input.affixed) }),
  initial: 'active',
  states: {
    active: {
      on: {
        'tags.visit': {
          actions: assign({ views: ({ context, event }) => visit(context.views, event.view) }),
        },
        'tags.close': {
          guard: 'isOpen',
          actions: assign({ views: ({ context, event }) => close(context.views, event.path) }),
        },
        'tags.closeOthers': {
          guard: 'isOpen',
          actions: assign({ views: ({ context, event }) => closeOthers(context.views, event.path) }),
        },
        'tags.closeAll': { actions: assign({ views: ({ context }) => closeAll(context.views) }) },
        // Reset and logout (R-SESS-004): every tab closes; the affixed ones open afresh.
        'tags.reset': { actions: assign({ views: ({ context }) => [...context.affixed] }) },
      },
    },
  },
})
