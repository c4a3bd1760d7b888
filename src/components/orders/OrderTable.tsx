// The order lists' table (spec §2 Pending-order screen, R-PEND-005): BB number, created date,
// company, quantity in cases, total amount (VND, VAT included) and ETA date, newest first as the
// server sends them, then whatever actions the list offers. The draft list uses the same columns.
// Loading keeps the rows shown under an overlay; empty, loading and failed states say so.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Tag } from 'primereact/tag'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderRow } from '../../api/contracts/order-entities'
import { formatCount, formatVnd, lngOf, screenDay, statusLabel } from './format'
import './orders-common.css'

export interface OrderTableProps {
  readonly rows: readonly OrderRow[]
  /** A page is on its way. */
  readonly loading: boolean
  /** A page has arrived since the list opened. */
  readonly loaded: boolean
  /** The last load failed (the request layer has said why in a toast). */
  readonly loadFailed: boolean
  /** What an empty list says ("You have no drafts"). */
  readonly emptyText: string
  /** The id of the heading that names the table. */
  readonly labelledBy: string
  readonly onRetry?: (() => void) | undefined
  /** Shows the status under the BB number (the pending list holds several statuses). */
  readonly showStatus?: boolean
  /**
   * The BB number cell; the number as text by default. The pending list's detail drawer
   * (R-PEND-006, a later issue) passes a button here that opens it.
   */
  readonly renderOrderNumber?: ((row: OrderRow) => ReactNode) | undefined
  /** The actions cell; no actions column without it. */
  readonly renderActions?: ((row: OrderRow) => ReactNode) | undefined
}

export function OrderTable(props: OrderTableProps) {
  const { t, i18n } = useTranslation('orders')
  const lng = lngOf(i18n.language)

  const empty = (): ReactNode => {
    if (props.loading && !props.loaded)
      return <span className="order-table__state">{t('table.loading')}</span>
    if (props.loadFailed)
      return (
        <span className="order-table__state">
          {t('table.loadFailed')}{' '}
          {props.onRetry ? (
            <Button type="button" link label={t('table.retry')} onClick={props.onRetry} className="p-0" />
          ) : null}
        </span>
      )
    return <span className="order-table__state">{props.emptyText}</span>
  }

  const numberCell = (row: OrderRow) => (
    <div className="order-table__number">
      {props.renderOrderNumber ? props.renderOrderNumber(row) : <span>{row.OrderNumber}</span>}
      {props.showStatus ? (
        <Tag value={statusLabel(t, row.FeOrderStatus)} severity="info" className="order-table__status" />
      ) : null}
    </div>
  )

  return (
    <div className="order-table">
      <DataTable
        value={props.rows as OrderRow[]}
        dataKey="Id"
        loading={props.loading}
        emptyMessage={empty}
        size="small"
        stripedRows
        pt={{
          table: {
            'aria-labelledby': props.labelledBy,
            'aria-busy': props.loading,
          },
        }}
      >
        <Column field="OrderNumber" header={t('table.orderNumber')} body={numberCell} />
        <Column
          field="CreateTime"
          header={t('table.createTime')}
          body={(row: OrderRow) => screenDay(row.CreateTime)}
        />
        <Column
          field="CustomerName"
          header={t('table.company')}
          body={(row: OrderRow) => (
            <div className="order-table__company">
              <span>{row.CustomerName}</span>
              <span className="order-table__code">{row.CustomerCode}</span>
            </div>
          )}
        />
        <Column
          field="Quantity"
          header={t('table.quantity')}
          align="right"
          body={(row: OrderRow) => formatCount(row.Quantity, lng)}
        />
        <Column
          field="TotalAmount"
          header={t('table.totalAmount')}
          align="right"
          body={(row: OrderRow) => formatVnd(row.TotalAmount, lng)}
        />
        <Column
          field="EtaDate"
          header={t('table.eta')}
          body={(row: OrderRow) =>
            row.EtaDate === null ? (
              <span className="order-table__muted">{t('table.noEta')}</span>
            ) : (
              screenDay(row.EtaDate)
            )
          }
        />
        {props.renderActions ? (
          <Column header={t('table.actions')} body={(row: OrderRow) => props.renderActions!(row)} />
        ) : null}
      </DataTable>
    </div>
  )
}
