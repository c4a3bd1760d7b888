// The frame every order list page shares (drafts, pending, later confirmed): the heading with its
// intro and the refresh button, an optional notice, then the card with the table and the pager,
// all wired to the list machine's actor from `useOrderList`. A page adds what is its own: the
// notice, the actions column, the BB-number cell and its dialogs (children, after the card).
// Below 992 px (R-PEND-017) the orders are cards instead of the table's rows (decision 0102);
// below LIST_UNFOLD_MIN_PX the table folds its foldable columns (R-LIST-001, decision 0343).
import { useSelector } from '@xstate/react'
import { useCallback, useDeferredValue, useId, type ReactNode } from 'react'
import {
  LIST_UNFOLD_MIN_PX,
  pagerViewOf,
  placeRefusedCodesOf,
  rowsViewOf,
  sameFields,
  sameKeys,
  samePagerView,
} from '../../machines/order-list'
import { OrderCards } from './OrderCards'
import { PlaceRefusedCodes } from './place-refused'
import { OrderListHeading } from './OrderListHeading'
import { OrderListPager } from './OrderListPager'
import { OrderTable, type OrderTableProps } from './OrderTable'
import { useNarrowerThan, useNarrowScreen } from './useNarrowScreen'
import { useFilterTiming, type OrderList } from './useOrderList'

export interface OrderListFrameProps extends Pick<
  OrderTableProps,
  'emptyText' | 'showStatus' | 'renderOrderNumber' | 'renderActions' | 'fields'
> {
  readonly list: Pick<OrderList, 'actorRef' | 'send'> & Partial<Pick<OrderList, 'filterTiming'>>
  /** The page's title (its <h1>, which also names the table). */
  readonly title: string
  readonly intro: string
  /** Shown between the heading and the table (a polite live region). */
  readonly notice?: ReactNode
  /** Above the card: the list's own controls (status tabs, filters, exports). */
  readonly toolbar?: ReactNode
  /** After the card: the page's dialogs. */
  readonly children?: ReactNode
}

export function OrderListFrame({
  list,
  title,
  intro,
  notice,
  toolbar,
  children,
  ...table
}: OrderListFrameProps) {
  const headingId = useId()
  const { actorRef, send } = list
  // The rows follow the list in a transition, which React renders in slices: a page of rows
  // arriving does not block the page while they render (decision 0322). The heading, the pager's
  // numbers and the page's own controls read the list as it is.
  const shown = useDeferredValue(useSelector(actorRef, rowsViewOf, sameFields))
  const pager = useSelector(actorRef, pagerViewOf, samePagerView)
  useFilterTiming(list.filterTiming, shown)
  const refresh = useCallback(() => send({ type: 'list.refresh' }), [send])
  const onPage = useCallback((pageIndex: number) => send({ type: 'list.page', pageIndex }), [send])
  const onPageSize = useCallback((pageSize: number) => send({ type: 'list.pageSize', pageSize }), [send])
  const Orders = useNarrowScreen() ? OrderCards : OrderTable
  const folded = useNarrowerThan(LIST_UNFOLD_MIN_PX)
  const placeRefused = useSelector(actorRef, placeRefusedCodesOf, sameKeys)
  return (
    <section className="order-list-page" aria-labelledby={headingId}>
      <OrderListHeading
        headingId={headingId}
        title={title}
        intro={intro}
        canRefresh={pager.canRefresh}
        onRefresh={refresh}
      />
      {notice === undefined ? null : (
        <div className="order-list-page__notice" aria-live="polite">
          {notice}
        </div>
      )}
      {toolbar}
      <div className="order-list-card">
        <PlaceRefusedCodes.Provider value={placeRefused}>
          <Orders
            {...table}
            folded={folded}
            rows={shown.rows}
            loading={shown.loading}
            loaded={shown.loaded}
            loadFailed={shown.loadFailed}
            labelledBy={headingId}
            onRetry={refresh}
          />
        </PlaceRefusedCodes.Provider>
        {/* Only once a page has come: a pager shown above rows still to come would be pushed down (CLS, R-PERF-007). */}
        {shown.loaded || shown.loadFailed ? (
          // The pager's numbers and checks read the list as it is, so the page just chosen is
          // current (and stays focusable) at once; only whether it shows follows the rows.
          <OrderListPager
            pageIndex={pager.pageIndex}
            pageSize={pager.pageSize}
            totalCount={pager.totalCount}
            canPage={pager.canPage}
            canPageSize={pager.canPageSize}
            onPage={onPage}
            onPageSize={onPageSize}
          />
        ) : null}
      </div>
      {children}
    </section>
  )
}
