// The frame every order list page shares (drafts, pending, later confirmed): the heading with its
// intro and the refresh button, an optional notice, then the card with the table and the pager,
// all wired to the list machine's actor from `useOrderList`. A page adds what is its own: the
// notice, the actions column, the BB-number cell and its dialogs (children, after the card).
// Below 992 px (R-PEND-017) the orders are cards instead of the table's rows (decision 0102).
import { useCallback, useDeferredValue, useId, type ReactNode } from 'react'
import { isLoading } from '../../machines/order-list'
import { OrderCards } from './OrderCards'
import { OrderListHeading } from './OrderListHeading'
import { OrderListPager } from './OrderListPager'
import { OrderTable, type OrderTableProps } from './OrderTable'
import { useNarrowScreen } from './useNarrowScreen'
import { useFilterTiming, type OrderList } from './useOrderList'

export interface OrderListFrameProps extends Pick<
  OrderTableProps,
  'emptyText' | 'showStatus' | 'renderOrderNumber' | 'renderActions' | 'fields'
> {
  readonly list: Pick<OrderList, 'snapshot' | 'send'> & Partial<Pick<OrderList, 'filterTiming'>>
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
  const { snapshot, send } = list
  // The rows follow the list in a transition, which React renders in slices: a page of rows
  // arriving does not block the page while they render (decision 0322). The heading, the pager's
  // numbers and the page's own controls read the list as it is.
  const shown = useDeferredValue(snapshot)
  const { context } = shown
  useFilterTiming(list.filterTiming, shown)
  const refresh = useCallback(() => send({ type: 'list.refresh' }), [send])
  const onPage = useCallback((pageIndex: number) => send({ type: 'list.page', pageIndex }), [send])
  const onPageSize = useCallback((pageSize: number) => send({ type: 'list.pageSize', pageSize }), [send])
  const Orders = useNarrowScreen() ? OrderCards : OrderTable
  return (
    <section className="order-list-page" aria-labelledby={headingId}>
      <OrderListHeading
        headingId={headingId}
        title={title}
        intro={intro}
        canRefresh={snapshot.can({ type: 'list.refresh' })}
        onRefresh={refresh}
      />
      {notice === undefined ? null : (
        <div className="order-list-page__notice" aria-live="polite">
          {notice}
        </div>
      )}
      {toolbar}
      <div className="order-list-card">
        <Orders
          {...table}
          rows={context.rows}
          loading={isLoading(shown)}
          loaded={context.loaded}
          loadFailed={context.loadFailed}
          labelledBy={headingId}
          onRetry={refresh}
        />
        {/* Only once a page has come: a pager shown above rows still to come would be pushed down (CLS, R-PERF-007). */}
        {context.loaded || context.loadFailed ? (
          // The pager's numbers and checks read the list as it is, so the page just chosen is
          // current (and stays focusable) at once; only whether it shows follows the rows.
          <OrderListPager
            pageIndex={snapshot.context.pageIndex}
            pageSize={snapshot.context.pageSize}
            totalCount={snapshot.context.totalCount}
            canPage={(pageIndex) => snapshot.can({ type: 'list.page', pageIndex })}
            canPageSize={(pageSize) => snapshot.can({ type: 'list.pageSize', pageSize })}
            onPage={onPage}
            onPageSize={onPageSize}
          />
        ) : null}
      </div>
      {children}
    </section>
  )
}
