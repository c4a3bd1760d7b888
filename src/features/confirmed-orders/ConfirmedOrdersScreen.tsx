// /myorder/confirm (R-ROUTE-008; decision 0210): status tabs with counts, the
// filters, the Export popover and the list of R-CONF-006 with its actions (view, tracking, order
// PDF), paged as the pending list. Tab, filters and page live in the address (R-CONF-022);
// `?orderId=` opens the order's drawer, which the app composes beside this screen (`children`),
// since a feature does not import another (decision 0120).
import { OrderAgainAction } from '../../components/orders/OrderAgainAction'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { OrderRow } from '../../api/contracts/order-entities'
import { OrderListFrame } from '../../components/orders/OrderListFrame'
import { useOrderList } from '../../components/orders/useOrderList'
import { CorrectedNotice } from '../../components/orders/ListFilterFields'
import { useInitialListState, useListAddress, type ListAddress } from '../../components/orders/useListAddress'
import { useSession } from '../../components/session/session-context'
import { ORDER_ID_PARAM } from '../../lib/paths'
import {
  readListState,
  statusTabsOf,
  tabOf,
  writeListState,
  type ExportKind,
  type StatusTab,
} from '../../machines/confirmed-orders'
import {
  listFiltersOf,
  sameKeys,
  viewRefusedCodesOf,
  type OrderListFilterChange,
} from '../../machines/order-list'
import type { ConfirmedIO } from './confirmed-io'
import { useConfirmedFields } from './confirmed-columns'
import { ConfirmedFilters } from './ConfirmedFilters'
import { ExportMenu } from './ExportMenu'
import { StatusTabs } from './StatusTabs'
import { useConfirmedScreen } from './useConfirmedScreen'
import './confirmed-orders.css'
import { FILTER_TIMING } from '../../lib/list-timing'
import { IconAction } from '../../components/IconAction'
import { RowLinkButton } from '../../components/RowLinkButton'

export interface ConfirmedOrdersScreenProps {
  readonly io: ConfirmedIO
  /** Opens the order's tracking dialog; no tracking action without it. */
  readonly onTrack?: ((row: OrderRow) => void) | undefined
  /** The drawer and dialogs the app composes beside the list. */
  readonly children?: ReactNode
}

const ADDRESS: ListAddress = { read: readListState, write: writeListState }

export function ConfirmedOrdersScreen({ io, onTrack, children }: ConfirmedOrdersScreenProps) {
  const { t } = useTranslation(['confirmedOrders', 'shell', 'orders'])
  const { userInfo } = useSession()
  const companies = useMemo(() => userInfo?.CustomerList ?? [], [userInfo])
  const companyCodes = useMemo(() => companies.map((c) => c.CustomerCode), [companies])
  const initial = useInitialListState(ADDRESS, { companies: companyCodes })
  const list = useOrderList(
    io.list,
    { filterTiming: FILTER_TIMING.confirmed },
    { initial, pageSize: initial.pageSize, ownCodes: companyCodes },
  )
  useListAddress(ADDRESS, list, { companies: companyCodes })
  const filters = useSelector(list.actorRef, listFiltersOf)
  const refused = useSelector(list.actorRef, viewRefusedCodesOf, sameKeys)
  const screen = useConfirmedScreen(io, filters)
  const [corrected, setCorrected] = useState(initial.corrections.length > 0)
  const [, setParams] = useSearchParams()

  // The counts and the exports read the list's filters.
  const sendScreen = screen.send
  useEffect(() => {
    sendScreen({ type: 'filters.changed', filters })
  }, [filters, sendScreen])

  // A payment status the server does not know (a crafted address) is dropped once the list of
  // payment statuses has arrived (R-CONF-022).
  const { paymentOptions } = screen
  const sendList = list.send
  const knownPayments =
    paymentOptions.length === 0 || filters.paymentStatuses === undefined
      ? undefined
      : filters.paymentStatuses.filter((s) => paymentOptions.some((o) => o.PaymentStatus === s))
  const unknownPayment =
    knownPayments !== undefined && knownPayments.length !== filters.paymentStatuses?.length
  if (unknownPayment && !corrected) setCorrected(true)
  useEffect(() => {
    if (unknownPayment) sendList({ type: 'list.filter', filters: { paymentStatuses: knownPayments } })
  }, [unknownPayment, knownPayments, sendList])

  const onChange = useCallback(
    (change: OrderListFilterChange) => sendList({ type: 'list.filter', filters: change }),
    [sendList],
  )
  // Stable, as every prop of the toolbar's parts, so an answer renders again only the part that
  // shows it (decision 0323).
  const chooseTab = useCallback(
    (tab: StatusTab) =>
      sendList({ type: 'list.filter', filters: { orderStatus: tab === 'all' ? undefined : tab } }),
    [sendList],
  )
  const reset = useCallback(() => sendList({ type: 'list.reset' }), [sendList])
  const startExport = useCallback(
    (kind: ExportKind) => sendScreen({ type: 'export.start', kind }),
    [sendScreen],
  )
  const tabs = useMemo(() => statusTabsOf(screen.statusOptions), [screen.statusOptions])
  // Stable renderers: the table renders again only when its rows or these change (decision 0288).
  const view = useCallback(
    (row: OrderRow) =>
      setParams((params) => {
        const next = new URLSearchParams(params)
        next.set(ORDER_ID_PARAM, String(row.Id))
        return next
      }),
    [setParams],
  )

  const fields = useConfirmedFields()
  const { pdfOrderId, mayDownload } = screen
  const actions = useCallback(
    (row: OrderRow) => (
      <div className="confirmed-actions">
        <IconAction
          icon="pi pi-eye"
          label={t('actions.view', { orderNumber: row.OrderNumber })}
          onClick={() => view(row)}
        />
        <OrderAgainAction row={row} />
        {onTrack ? (
          <IconAction
            icon="pi pi-map-marker"
            label={t('actions.tracking', { orderNumber: row.OrderNumber })}
            onClick={() => onTrack(row)}
          />
        ) : null}
        <IconAction
          icon={pdfOrderId === row.Id ? 'pi pi-spin pi-spinner' : 'pi pi-file-pdf'}
          label={t('actions.download', { orderNumber: row.OrderNumber })}
          disabled={!mayDownload}
          onClick={() => sendScreen({ type: 'pdf.download', orderId: row.Id, orderNumber: row.OrderNumber })}
        />
      </div>
    ),
    [t, view, onTrack, pdfOrderId, mayDownload, sendScreen],
  )
  const renderOrderNumber = useCallback(
    (row: OrderRow) => (
      <RowLinkButton className="p-0 confirmed-number" label={row.OrderNumber} onClick={() => view(row)} />
    ),
    [view],
  )

  const toolbar = (
    <div className="confirmed-toolbar">
      <div className="confirmed-toolbar__row">
        <StatusTabs tabs={tabs} current={tabOf(filters)} busy={screen.countsLoading} onChoose={chooseTab} />
        <ExportMenu exporting={screen.exporting} onExport={startExport} />
      </div>
      <ConfirmedFilters
        filters={filters}
        companies={companies}
        refused={refused}
        paymentOptions={paymentOptions}
        paymentsFailed={screen.paymentsFailed}
        onChange={onChange}
        onReset={reset}
      />
    </div>
  )

  return (
    <OrderListFrame
      list={list}
      title={t('shell:route.confirm')}
      intro={t('page.intro')}
      emptyText={t('empty')}
      fields={fields}
      toolbar={toolbar}
      notice={corrected ? <CorrectedNotice onDismiss={() => setCorrected(false)} /> : undefined}
      renderOrderNumber={renderOrderNumber}
      renderActions={actions}
    >
      {children}
    </OrderListFrame>
  )
}
