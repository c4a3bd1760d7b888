// /myorder/orderInfo (decision 0039; R-ROUTE-007): the basic table of the pending list
// (statuses 1, 2 and 25) with the columns of R-PEND-005, newest first, so an order just placed is
// at the top, and the pagination of R-PEND-007 (prev, pager, next, total, page sizes; 10 by
// default). The filters, the page and its size live in the address (decision 0203), corrected where
// a crafted one asks for what cannot be shown; the drawer opened by a BB number or by the
// `orderId` query (R-PEND-006, R-ROUTE-007) plugs in through `renderOrderNumber`.
import { OrderAgainAction } from '../../components/orders/OrderAgainAction'
import { useSelector } from '@xstate/react'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import type { OrderRow } from '../../api/contracts/order-entities'
import { OrderListFrame } from '../../components/orders/OrderListFrame'
import { pendingListIO, type OrderListIO } from '../../components/orders/order-list-io'
import { useOrderList } from '../../components/orders/useOrderList'
import { CorrectedNotice, type Companies } from '../../components/orders/ListFilterFields'
import { useInitialListState, useListAddress, type ListAddress } from '../../components/orders/useListAddress'
import {
  listFiltersOf,
  sameKeys,
  viewRefusedCodesOf,
  PENDING_URL_KEYS,
  readListAddress,
  writeListAddress,
  type OrderListFilterChange,
} from '../../machines/order-list'
import { PendingFilters } from './PendingFilters'
import { useSession } from '../../components/session/session-context'
import { useOrderTracking } from '../../components/orders/TrackingDialog'
import { isPaymentVoucherMode } from '../../machines/order-lifecycle/order-lifecycle.rules'
import { useOpenOrder } from './useOpenOrder'
import { FILTER_TIMING } from '../../lib/list-timing'
import { IconAction } from '../../components/IconAction'
import { RowLinkButton } from '../../components/RowLinkButton'

export interface PendingOrdersScreenProps {
  readonly io: OrderListIO
  /** The user's own companies (their CustomerList), the company filter's only choices. */
  readonly companies: Companies
  /** The BB number cell; the number as text until the detail drawer comes. */
  readonly renderOrderNumber?: (row: OrderRow) => ReactNode
  /** The actions cell: view, payment document and tracking (R-PEND-005). */
  readonly renderActions?: (row: OrderRow) => ReactNode
  /** The page's dialogs. */
  readonly children?: ReactNode
}

const ADDRESS: ListAddress = {
  read: (params, known) => readListAddress(params, known, PENDING_URL_KEYS),
  write: (state, base) => writeListAddress(state, base, PENDING_URL_KEYS),
}

export function PendingOrdersScreen({
  io,
  companies,
  renderOrderNumber,
  renderActions,
  children,
}: PendingOrdersScreenProps) {
  const { t } = useTranslation(['pendingOrders', 'shell'])
  const known = useMemo(() => ({ companies: companies.map((c) => c.CustomerCode) }), [companies])
  const initial = useInitialListState(ADDRESS, known)
  const list = useOrderList(
    io,
    { filterTiming: FILTER_TIMING.pending },
    { initial, pageSize: initial.pageSize, ownCodes: known.companies },
  )
  useListAddress(ADDRESS, list, known)
  const filters = useSelector(list.actorRef, listFiltersOf)
  const refused = useSelector(list.actorRef, viewRefusedCodesOf, sameKeys)
  const [corrected, setCorrected] = useState(initial.corrections.length > 0)
  const sendList = list.send
  const onChange = useCallback(
    (change: OrderListFilterChange) => sendList({ type: 'list.filter', filters: change }),
    [sendList],
  )
  // Stable, so the filters render again only when the filters change (decision 0323).
  const reset = useCallback(() => sendList({ type: 'list.reset' }), [sendList])
  return (
    <OrderListFrame
      list={list}
      title={t('shell:route.orderInfo')}
      intro={t('pendingOrders:page.intro')}
      emptyText={t('pendingOrders:empty')}
      showStatus
      toolbar={
        <PendingFilters
          filters={filters}
          companies={companies}
          refused={refused}
          onChange={onChange}
          onReset={reset}
        />
      }
      notice={corrected ? <CorrectedNotice onDismiss={() => setCorrected(false)} /> : undefined}
      renderOrderNumber={renderOrderNumber}
      renderActions={renderActions}
    >
      {children}
    </OrderListFrame>
  )
}

const io = pendingListIO(api)
const NO_COMPANIES: Companies = []

export default function PendingOrdersPage() {
  const openOrder = useOpenOrder()
  const tracking = useOrderTracking(api)
  const { userInfo } = useSession()
  const { t } = useTranslation('pendingOrders')
  // Stable renderers: the table renders again only when its rows or these change (decision 0288).
  const renderOrderNumber = useCallback(
    (row: OrderRow) => (
      <RowLinkButton
        className="order-table__number-button"
        label={row.OrderNumber}
        ariaLabel={t('actions.openOrder', { orderNumber: row.OrderNumber })}
        onClick={() => openOrder(row.Id)}
      />
    ),
    [t, openOrder],
  )
  // Payment documents and tracking only for a non-distributor on 'no credit - TT' terms
  // (R-PERM-005).
  const customerType = userInfo?.CustomerTypeName ?? ''
  const openTracking = tracking.open
  const renderActions = useCallback(
    (row: OrderRow) => {
      const paysByVoucher = isPaymentVoucherMode(customerType, row.TermsOfPayment)
      return (
        <div className="order-table__actions">
          <IconAction
            icon="pi pi-eye"
            label={t('actions.view', { orderNumber: row.OrderNumber })}
            onClick={() => openOrder(row.Id)}
          />
          <OrderAgainAction row={row} />
          {paysByVoucher && row.FeOrderStatus === 2 ? (
            <IconAction
              icon="pi pi-file-arrow-up"
              label={t('actions.payment', { orderNumber: row.OrderNumber })}
              onClick={() => openOrder(row.Id)}
            />
          ) : null}
          {paysByVoucher ? (
            <IconAction
              icon="pi pi-map"
              label={t('actions.tracking', { orderNumber: row.OrderNumber })}
              onClick={() => openTracking(row.Id, row.OrderNumber)}
            />
          ) : null}
        </div>
      )
    },
    [t, openOrder, openTracking, customerType],
  )
  return (
    <PendingOrdersScreen
      io={io}
      companies={userInfo?.CustomerList ?? NO_COMPANIES}
      renderOrderNumber={renderOrderNumber}
      renderActions={renderActions}
    >
      {tracking.dialog}
    </PendingOrdersScreen>
  )
}
