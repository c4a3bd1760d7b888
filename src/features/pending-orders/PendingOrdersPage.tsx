// /myorder/orderInfo (issue 5; spec §2 Pending-order screen): the basic table of the pending list
// (statuses 1, 2 and 25) with the columns of R-PEND-005, newest first, so an order just placed is
// at the top, and the pagination of R-PEND-007 (prev, pager, next, total, page sizes; 10 by
// default). Its filters, detail drawer and voucher flow come with a later issue: the filters are
// events the list machine already takes (list.filter, list.reset), and the drawer opened by a BB
// number or by the `orderId` query (R-PEND-006, R-ROUTE-007) plugs in through `renderOrderNumber`.
import { Button } from 'primereact/button'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import type { OrderRow } from '../../api/contracts/order-entities'
import { isLoading } from '../../machines/order-list'
import { OrderListPager } from '../orders-common/OrderListPager'
import { OrderTable } from '../orders-common/OrderTable'
import { pendingListIO, type OrderListIO } from '../orders-common/order-list-io'
import { useOrderList } from '../orders-common/useOrderList'

export interface PendingOrdersScreenProps {
  readonly io: OrderListIO
  /** The BB number cell; the number as text until the detail drawer comes. */
  readonly renderOrderNumber?: (row: OrderRow) => ReactNode
}

export function PendingOrdersScreen({ io, renderOrderNumber }: PendingOrdersScreenProps) {
  const { t } = useTranslation(['pendingOrders', 'orders', 'shell'])
  const headingId = useId()
  const { snapshot, send } = useOrderList(io)
  const { context } = snapshot
  return (
    <section className="order-list-page" aria-labelledby={headingId}>
      <div className="order-list-page__header">
        <div>
          <h1 id={headingId}>{t('shell:route.orderInfo')}</h1>
          <p className="order-list-page__intro">{t('pendingOrders:page.intro')}</p>
        </div>
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-refresh"
          label={t('orders:table.refresh')}
          disabled={!snapshot.can({ type: 'list.refresh' })}
          onClick={() => send({ type: 'list.refresh' })}
        />
      </div>
      <div className="order-list-card">
        <OrderTable
          rows={context.rows}
          loading={isLoading(snapshot)}
          loaded={context.loaded}
          loadFailed={context.loadFailed}
          emptyText={t('pendingOrders:empty')}
          labelledBy={headingId}
          onRetry={() => send({ type: 'list.refresh' })}
          showStatus
          renderOrderNumber={renderOrderNumber}
        />
        <OrderListPager
          pageIndex={context.pageIndex}
          pageSize={context.pageSize}
          totalCount={context.totalCount}
          canPage={(pageIndex) => snapshot.can({ type: 'list.page', pageIndex })}
          canPageSize={(pageSize) => snapshot.can({ type: 'list.pageSize', pageSize })}
          onPage={(pageIndex) => send({ type: 'list.page', pageIndex })}
          onPageSize={(pageSize) => send({ type: 'list.pageSize', pageSize })}
        />
      </div>
    </section>
  )
}

const io = pendingListIO(api)

export default function PendingOrdersPage() {
  return <PendingOrdersScreen io={io} />
}
