// An order list's actor for a screen: the list machine with the screen's I/O and hooks, seen by the
// inspector. A kept-alive page (R-SHELL-008) refreshes its list each time it is shown again, so a
// draft submitted on one tab is in the pending list when that tab comes back (decision 0039), and
// every open list reloads when the app's 'orders changed' signal says the back office moved an
// order (decision 0100). A list named with `filterTiming` times each filter change to its
// rendered rows (decision 0288).
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import type { OrderRef, OrderRow } from '../../api/contracts/order-entities'
import { ordersChanged } from '../../lib/orders-changed'
import { markFilterChange, measureFilterChange } from '../../lib/list-timing'
import {
  orderListMachine,
  type ListRowsView,
  type LoadPageInput,
  type OrderListInput,
  type OrderListPage,
  type RowInput,
} from '../../machines/order-list'
import { inspect } from '../../lib/inspection'
import type { OwnRights } from '../../machines/profile/profile.rules'
import type { OrderListIO } from './order-list-io'

export interface OrderListHooks {
  readonly openDraft?: (row: OrderRow) => void
  readonly draftDeleted?: (row: OrderRow) => void
  readonly draftSubmitted?: (row: OrderRow, ref: OrderRef) => void
  /**
   * The performance measure timing a filter change to its rendered rows (R-PERF-006, decision
   * 0288), e.g. `orders.filter.pending`; none by default.
   */
  readonly filterTiming?: string
}

const unsupported = (what: string) => () => Promise.reject(new Error(`this list cannot ${what}`))

export function useOrderList(io: OrderListIO, hooks: OrderListHooks = {}, input: OrderListInput = {}) {
  // `provide` keeps the machine's config, so the same actor lives on and only sees the newest
  // implementations (fresh closures over navigate, t, ...).
  const machine = orderListMachine.provide({
    actors: {
      loadPage: fromPromise<OrderListPage, LoadPageInput>(({ input }) => io.loadPage(input)),
      deleteDraft: fromPromise<void, RowInput>(({ input }) =>
        io.deleteDraft ? io.deleteDraft(input) : unsupported('delete')(),
      ),
      submitDraft: fromPromise<OrderRef, RowInput>(({ input }) =>
        io.submitDraft ? io.submitDraft(input) : unsupported('submit')(),
      ),
      // R-PERM-016 R-PERM-017: once per list; a list without the loader refuses nothing itself.
      loadRights: fromPromise<OwnRights, { readonly customerCodes: readonly string[] }>(({ input }) =>
        io.loadRights ? io.loadRights(input.customerCodes) : unsupported('load rights')(),
      ),
      watchOrders: fromCallback(({ sendBack }) =>
        ordersChanged.subscribe(() => sendBack({ type: 'orders.changed' })),
      ),
    },
    actions: {
      openDraft: (_, { row }) => hooks.openDraft?.(row),
      draftDeleted: (_, { row }) => hooks.draftDeleted?.(row),
      draftSubmitted: (_, { row, ref }) => hooks.draftSubmitted?.(row, ref),
      filterSent: () => {
        if (hooks.filterTiming !== undefined) markFilterChange(hooks.filterTiming)
      },
    },
  })
  const actorRef = useActorRef(machine, { input, inspect })
  // Shown again (a kept-alive tab coming back): the list may have changed elsewhere.
  useEffect(() => {
    actorRef.send({ type: 'list.refresh' })
  }, [actorRef])
  // No snapshot here: each part selects what it shows (machines/order-list/order-list.selectors.ts).
  return { actorRef, send: actorRef.send, filterTiming: hooks.filterTiming }
}

/**
 * Ends the filter change's measure once the rows `shown` are in the document: called by the part
 * that renders them, whose effects run after its children's (decision 0288). The rows render in a
 * transition, after the list's snapshot (decision 0322), so this is where they have arrived.
 */
export function useFilterTiming(
  filterTiming: string | undefined,
  shown: Pick<ListRowsView, 'loading' | 'rows'>,
) {
  const settled = !shown.loading
  const { rows } = shown
  useEffect(() => {
    if (filterTiming !== undefined && settled) measureFilterChange(filterTiming)
  }, [filterTiming, settled, rows])
}

/** A list page's actor and `send`. */
export type OrderList = ReturnType<typeof useOrderList>
