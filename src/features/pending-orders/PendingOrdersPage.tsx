// /myorder/orderInfo (decision 0039; spec §2 Pending-order screen): the basic table of the pending list
// (statuses 1, 2 and 25) with the columns of R-PEND-005, newest first, so an order just placed is
// at the top, and the pagination of R-PEND-007 (prev, pager, next, total, page sizes; 10 by
// default). Its filters, detail drawer and voucher flow come with a later issue: the filters are
// events the list machine already takes (list.filter, list.reset), and the drawer opened by a BB
// number or by the `orderId` query (R-PEND-006, R-ROUTE-007) plugs in through `renderOrderNumber`.
import { Button } from 'primereact/button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import type { OrderRow } from '../../api/contracts/order-entities'
import { OrderListFrame } from '../../components/orders/OrderListFrame'
import { pendingListIO, type OrderListIO } from '../../components/orders/order-list-io'
import { useOrderList } from '../../components/orders/useOrderList'
import { useOpenOrder } from './useOpenOrder'

export interface PendingOrdersScreenProps {
  readonly io: OrderListIO
  /** The BB number cell; the number as text until the detail drawer comes. */
  readonly renderOrderNumber?: (row: OrderRow) => ReactNode
}

export function PendingOrdersScreen({ io, renderOrderNumber }: PendingOrdersScreenProps) {
  const { t } = useTranslation(['pendingOrders', 'shell'])
  const list = useOrderList(io)
  return (
    <OrderListFrame
      list={list}
      title={t('shell:route.orderInfo')}
      intro={t('pendingOrders:page.intro')}
      emptyText={t('pendingOrders:empty')}
      showStatus
      renderOrderNumber={renderOrderNumber}
    />
  )
}

const io = pendingListIO(api)

export default function PendingOrdersPage() {
  const openOrder = useOpenOrder()
  const { t } = useTranslation('pendingOrders')
  const renderOrderNumber = (row: OrderRow) => (
    <Button
      type="button"
      link
      className="order-table__number-button"
      label={row.OrderNumber}
      aria-label={t('actions.openOrder', { orderNumber: row.OrderNumber })}
      onClick={() => openOrder(row.Id)}
    />
  )
  return <PendingOrdersScreen io={io} renderOrderNumber={renderOrderNumber} />
}
