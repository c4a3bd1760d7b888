// An order list as a statechart (decision 0039; R-PEND-002..007, R-LIFE-008, R-CONST-001): the
// filters, the page and its size, loading and refreshing, and the customer's draft actions (open,
// submit, delete with confirmation), with their errors. One machine serves the draft list, the
// pending list and, later, the confirmed list (status tabs and more filters are filters too).
// Its rules are order-list.rules.ts. All I/O is actors the feature supplies with `.provide()`:
//   loadPage     the list's call (GetDraftOrderList, GetPendingOrderList, ...)
//                { filters, pageIndex, pageSize } -> { list, totalCount }, newest first
//   deleteDraft  Order.Delete                    { row } -> void
//   submitDraft  Order.Get + Order.SaveAsOpenOrder { row } -> OrderRef
//   loadRights   the rights of every own code (Profile.GetChildCodePermissionList of each), once
//                { customerCodes } -> OwnRights (R-PERM-016, R-PERM-017, decision 0359)
//   watchOrders  a callback actor, alive as long as the list, that sends `orders.changed` when the
//                orders changed elsewhere (the back office moved one, R-API-043): the list reloads
// and four hooks, actions the feature supplies: openDraft, draftDeleted, draftSubmitted ({ row }),
// and filterSent (a filter change or reset was taken: the screen's timing mark, decision 0288).
// The screen asks `snapshot.can(event)` to enable its controls (order-list.selectors.ts).
//
//   list: loading ──done──> ready ──draft.delete──> confirmingDelete ──confirm──> deleting ──> loading
//      ^  (filter, reset, page, pageSize restart it)  └──draft.submit──> submitting ──> loading
//      └──────────── list.filter / list.reset / list.page / list.pageSize / list.refresh ─┘
//   list.show (an address followed: a link, back) sets the filters, page and size at once.
//   The list's own transitions (filter, reset, show, page, pageSize) are written once, on `list`,
//   the parent of loading and ready: a draft action under way or its confirmation takes none.
//   orders.changed: ready reloads, loading restarts, a draft action under way reloads once it ends.
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate'
import type { OrderRef, OrderRow } from '../../api/contracts/order-entities'
import { isApiError } from '../../api/errors'
import { ownCodeAllows, type OwnRights } from '../profile/profile.rules'
import {
  asksAnotherList,
  DEFAULT_PAGE_SIZE,
  isPageInRange,
  isPageSize,
  listAskedFor,
  mayCustomer,
  mergeFilters,
  normalizeFilters,
  pageCountOf,
  sameFilters,
  type DraftAction,
  type OrderListFilterChange,
  type OrderListFilters,
} from './order-list.rules'

export interface OrderListPage {
  readonly list: readonly OrderRow[]
  readonly totalCount: number
}

export interface LoadPageInput {
  readonly filters: OrderListFilters
  readonly pageIndex: number
  readonly pageSize: number
}

export interface RowInput {
  readonly row: OrderRow
}

/** Why an action on a draft did not happen; the server's message, when it gave one. */
export interface OrderListNotice {
  readonly kind: 'submitRefused' | 'deleteFailed'
  readonly orderNumber: string
  readonly detail?: string | undefined
}

export interface OrderListInput {
  /** Filters the list starts with and that reset returns to (none by default). */
  readonly filters?: OrderListFilters
  readonly pageSize?: number
  /** Where the list opens, when not at its base filters and first page (a shared address). */
  readonly initial?: { readonly filters: OrderListFilters; readonly pageIndex: number }
  /** The user's own codes, whose rights the list loads (R-PERM-016, R-PERM-017); none by default. */
  readonly ownCodes?: readonly string[]
}

export interface OrderListContext {
  readonly baseFilters: OrderListFilters
  readonly filters: OrderListFilters
  /** From 1. */
  readonly pageIndex: number
  readonly pageSize: number
  /** The rows of the page last loaded; kept while a new page loads or when a load fails (R-ERR-005). */
  readonly rows: readonly OrderRow[]
  readonly totalCount: number
  /** Whether a page has arrived since the list opened. */
  readonly loaded: boolean
  /** Whether the last load failed (the request layer has shown why). */
  readonly loadFailed: boolean
  /** The draft being confirmed for deletion, deleted or submitted. */
  readonly target: OrderRow | null
  readonly notice: OrderListNotice | null
  /** The orders changed while a draft action was under way: reload once it ends. */
  readonly stale: boolean
  readonly ownCodes: readonly string[]
  /** What each own code allows; null while on their way or when they cannot be had (R-PERM-014). */
  readonly rights: OwnRights | null
}

export type OrderListEvent =
  | { type: 'list.filter'; filters: OrderListFilterChange }
  | { type: 'list.reset' }
  | { type: 'list.page'; pageIndex: number }
  | { type: 'list.pageSize'; pageSize: number }
  /** The list an address asks for (a link, back: decision 0321); its filters replace the list's. */
  | { type: 'list.show'; filters: OrderListFilters; pageIndex: number; pageSize: number }
  | { type: 'list.refresh' }
  | { type: 'draft.open'; id: number }
  | { type: 'draft.submit'; id: number }
  | { type: 'draft.delete'; id: number }
  | { type: 'draft.confirmDelete' }
  | { type: 'draft.cancelDelete' }
  | { type: 'notice.dismiss' }
  | { type: 'orders.changed' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

export function initialOrderListContext(input: OrderListInput = {}): OrderListContext {
  const baseFilters = normalizeFilters(input.filters ?? {})
  return {
    baseFilters,
    filters: input.initial ? normalizeFilters(input.initial.filters) : baseFilters,
    // A page past the end is corrected by the first load (pageBeyondEnd).
    pageIndex:
      input.initial && Number.isInteger(input.initial.pageIndex) ? Math.max(1, input.initial.pageIndex) : 1,
    pageSize: input.pageSize !== undefined && isPageSize(input.pageSize) ? input.pageSize : DEFAULT_PAGE_SIZE,
    rows: [],
    totalCount: 0,
    loaded: false,
    loadFailed: false,
    target: null,
    notice: null,
    stale: false,
    ownCodes: input.ownCodes ?? [],
    rights: null,
  }
}

const rowOf = (context: OrderListContext, id: number): OrderRow | undefined =>
  context.rows.find((row) => row.Id === id)

// A draft's actions also need its code's permission to place orders (R-PERM-016).
const rowAllows = (context: OrderListContext, id: number, action: DraftAction): boolean => {
  const row = rowOf(context, id)
  return (
    row !== undefined &&
    mayCustomer(action, row) &&
    ownCodeAllows(context.rights, row.CustomerCode, 'placeOrder')
  )
}

/** The company filter names a code whose permission refuses viewing orders (R-PERM-017). */
const filterRefused = (context: OrderListContext, filters: OrderListFilters): boolean =>
  filters.customerCode !== undefined &&
  filters.customerCode !== '' &&
  !ownCodeAllows(context.rights, filters.customerCode, 'viewOrders')

const serverMessageOf = (error: unknown): string | undefined =>
  isApiError(error) ? error.details.serverMessage : undefined

export const orderListMachine = setup({
  types: {} as {
    context: OrderListContext
    events: OrderListEvent
    input: OrderListInput | undefined
  },
  actors: {
    loadPage: fromPromise<OrderListPage, LoadPageInput>(notProvided('loadPage')),
    deleteDraft: fromPromise<void, RowInput>(notProvided('deleteDraft')),
    submitDraft: fromPromise<OrderRef, RowInput>(notProvided('submitDraft')),
    loadRights: fromPromise<OwnRights, { readonly customerCodes: readonly string[] }>(
      notProvided('loadRights'),
    ),
    // Nothing tells a list that orders changed unless the feature says how to hear it.
    watchOrders: fromCallback<{ type: 'orders.changed' }>(() => undefined),
  },
  guards: {
    /** R-PEND-003: only a change of filters reloads (typing the same BB number again does not). */
    filtersChange: ({ context, event }) => {
      assertEvent(event, 'list.filter')
      const next = mergeFilters(context.filters, event.filters)
      // R-PERM-017: not a company whose permission refuses viewing orders.
      return !sameFilters(context.filters, next) && !filterRefused(context, next)
    },
    /** R-PERM-017: the list's company may not view orders (an address named it, or the rights came after). */
    companyRefused: ({ context }) => filterRefused(context, context.filters),
    /** R-PEND-007: a page of the list, other than the one shown. */
    pageInRange: ({ context, event }) => {
      assertEvent(event, 'list.page')
      return (
        event.pageIndex !== context.pageIndex &&
        isPageInRange(event.pageIndex, context.totalCount, context.pageSize)
      )
    },
    /** R-CONST-001: one of the offered sizes, other than the current one. */
    offeredPageSize: ({ context, event }) => {
      assertEvent(event, 'list.pageSize')
      return event.pageSize !== context.pageSize && isPageSize(event.pageSize)
    },
    /** R-PEND-018 R-CONF-022: an address asks for another list than the one shown (decision 0321). */
    showsAnotherList: ({ context, event }) => {
      assertEvent(event, 'list.show')
      return asksAnotherList(context, event)
    },
    /**
     * A page past the end (the last rows were deleted meanwhile, or an address asked for it; an
     * empty list's only page is the first): show the last page instead.
     */
    pageBeyondEnd: ({ context }, page: OrderListPage) =>
      page.list.length === 0 && context.pageIndex > pageCountOf(page.totalCount, context.pageSize),
    /** R-LIFE-008: only drafts can be changed or cancelled by the customer (decision 0022). */
    mayOpen: ({ context, event }) => {
      assertEvent(event, 'draft.open')
      return rowAllows(context, event.id, 'open')
    },
    maySubmit: ({ context, event }) => {
      assertEvent(event, 'draft.submit')
      return rowAllows(context, event.id, 'submit')
    },
    mayDelete: ({ context, event }) => {
      assertEvent(event, 'draft.delete')
      return rowAllows(context, event.id, 'delete')
    },
    stale: ({ context }) => context.stale,
  },
  actions: {
    applyFilters: assign(({ context, event }) => {
      assertEvent(event, 'list.filter')
      return { filters: mergeFilters(context.filters, event.filters), pageIndex: 1 }
    }),
    resetFilters: assign(({ context }) => ({ filters: context.baseFilters, pageIndex: 1 })),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'list.page')
      return { pageIndex: event.pageIndex }
    }),
    showList: assign(({ context, event }) => {
      assertEvent(event, 'list.show')
      return listAskedFor(context, event)
    }),
    changePageSize: assign(({ event }) => {
      assertEvent(event, 'list.pageSize')
      return { pageSize: event.pageSize, pageIndex: 1 }
    }),
    storePage: assign((_, page: OrderListPage) => ({
      rows: page.list,
      totalCount: page.totalCount,
      loaded: true,
      loadFailed: false,
    })),
    goToLastPage: assign(({ context }, page: OrderListPage) => ({
      pageIndex: pageCountOf(page.totalCount, context.pageSize),
      totalCount: page.totalCount,
    })),
    markLoadFailed: assign({ loadFailed: true }),
    setTarget: assign(({ context, event }) => {
      assertEvent(event, ['draft.submit', 'draft.delete'])
      return { target: rowOf(context, event.id) ?? null, notice: null }
    }),
    clearTarget: assign({ target: null }),
    noticeFailure: assign(({ context }, params: { kind: OrderListNotice['kind']; error: unknown }) => ({
      notice: {
        kind: params.kind,
        orderNumber: context.target?.OrderNumber ?? '',
        detail: serverMessageOf(params.error),
      },
      target: null,
    })),
    dismissNotice: assign({ notice: null }),
    markStale: assign({ stale: true }),
    takeRights: assign((_, rights: OwnRights) => ({ rights })),
    /** R-PERM-017: every company instead of one that may not view orders. */
    dropRefusedCompany: assign(({ context }) => ({
      filters: normalizeFilters({ ...context.filters, customerCode: undefined }),
      pageIndex: 1,
    })),
    clearStale: assign({ stale: false }),
    // Hooks the feature supplies (navigation, toasts).
    openDraft: (_, _params: RowInput) => {},
    draftDeleted: (_, _params: RowInput) => {},
    draftSubmitted: (_, _params: RowInput & { readonly ref: OrderRef }) => {},
    /** A filter change was taken: the screen marks it to time its rendered rows (R-PERF-006, decision 0288). */
    filterSent: () => {},
  },
}).createMachine({
  id: 'orderList',
  context: ({ input }) => initialOrderListContext(input),
  initial: 'list',
  invoke: [
    { src: 'watchOrders' },
    {
      src: 'loadRights',
      input: ({ context }) => ({ customerCodes: context.ownCodes }),
      onDone: { actions: { type: 'takeRights', params: ({ event }) => event.output } },
      // Not to be had: the list refuses nothing itself, the backend does (R-PERM-014).
      onError: { actions: [] },
    },
  ],
  on: {
    'notice.dismiss': { actions: 'dismissNotice' },
    // A draft action under way (or its confirmation) finishes first; the list reloads after it.
    'orders.changed': { actions: 'markStale' },
  },
  states: {
    // The list shown or on its way: filters, reset, an address, the page and its size restart the
    // load from either (a newer request replaces the one under way, its answer dropped).
    list: {
      initial: 'loading',
      always: { guard: 'companyRefused', target: '.loading', actions: 'dropRefusedCompany' },
      on: {
        'list.filter': {
          guard: 'filtersChange',
          target: '.loading',
          actions: ['applyFilters', 'filterSent'],
        },
        // R-PEND-004: reset clears every filter and reloads, even when none was set.
        'list.reset': { target: '.loading', actions: ['resetFilters', 'filterSent'] },
        'list.show': { guard: 'showsAnotherList', target: '.loading', actions: ['showList', 'filterSent'] },
        'list.page': { guard: 'pageInRange', target: '.loading', actions: 'goToPage' },
        'list.pageSize': { guard: 'offeredPageSize', target: '.loading', actions: 'changePageSize' },
      },
      states: {
        loading: {
          tags: ['busy'],
          entry: 'clearStale',
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({
              filters: context.filters,
              pageIndex: context.pageIndex,
              pageSize: context.pageSize,
            }),
            onDone: [
              {
                guard: { type: 'pageBeyondEnd', params: ({ event }) => event.output },
                target: 'loading',
                reenter: true,
                actions: { type: 'goToLastPage', params: ({ event }) => event.output },
              },
              { target: 'ready', actions: { type: 'storePage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'ready', actions: 'markLoadFailed' },
          },
          on: {
            // The answer under way may predate the change.
            'orders.changed': { target: 'loading', reenter: true },
          },
        },
        ready: {
          always: { guard: 'stale', target: 'loading' },
          on: {
            'orders.changed': { target: 'loading' },
            'list.refresh': { target: 'loading' },
            'draft.open': {
              guard: 'mayOpen',
              actions: {
                type: 'openDraft',
                params: ({ context, event }) => ({ row: rowOf(context, event.id)! }),
              },
            },
            'draft.submit': { guard: 'maySubmit', target: '#orderList.submitting', actions: 'setTarget' },
            'draft.delete': {
              guard: 'mayDelete',
              target: '#orderList.confirmingDelete',
              actions: 'setTarget',
            },
          },
        },
      },
    },
    confirmingDelete: {
      on: {
        'draft.confirmDelete': { target: 'deleting' },
        'draft.cancelDelete': { target: 'list.ready', actions: 'clearTarget' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteDraft',
        input: ({ context }) => ({ row: context.target! }),
        onDone: {
          target: 'list.loading',
          actions: [
            { type: 'draftDeleted', params: ({ context }) => ({ row: context.target! }) },
            'clearTarget',
          ],
        },
        onError: {
          target: 'list.ready',
          actions: {
            type: 'noticeFailure',
            params: ({ event }) => ({ kind: 'deleteFailed', error: event.error }),
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitDraft',
        input: ({ context }) => ({ row: context.target! }),
        onDone: {
          target: 'list.loading',
          actions: [
            {
              type: 'draftSubmitted',
              params: ({ context, event }) => ({ row: context.target!, ref: event.output }),
            },
            'clearTarget',
          ],
        },
        // The server's refusal (R-ORD-023) is shown and the draft stays in the list.
        onError: {
          target: 'list.ready',
          actions: {
            type: 'noticeFailure',
            params: ({ event }) => ({ kind: 'submitRefused', error: event.error }),
          },
        },
      },
    },
  },
})

export type OrderListMachine = typeof orderListMachine
/** @test the list test kit drives this actor */
export type OrderListActor = ActorRefFrom<OrderListMachine>
export type OrderListSnapshot = SnapshotFrom<OrderListMachine>

/** The draft whose action is under way (its button shows it), or null. */
export const busyRowOf = (snapshot: OrderListSnapshot): OrderRow | null =>
  snapshot.matches('confirmingDelete') || snapshot.matches('deleting') || snapshot.matches('submitting')
    ? snapshot.context.target
    : null

/** Whether the table shows its loading state (a page is on its way). */
export const isLoading = (snapshot: OrderListSnapshot): boolean => snapshot.matches({ list: 'loading' })
