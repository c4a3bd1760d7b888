// The order lists' table (spec §2 Pending-order screen, R-PEND-005): BB number, created date,
// company, quantity in cases, total amount (VND, VAT included) and ETA date, newest first as the
// server sends them, then whatever actions the list offers. The draft list uses the same columns.
// Loading keeps the rows shown under an overlay; empty, loading and failed states say so. Below
// 992 px the lists show OrderCards instead (decision 0102).
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderRow } from '../../api/contracts/order-entities'
import { NUMBER_FIELD, StatusTag, useOrderFields, type OrderField } from './order-fields'
import { OrderListState, type OrderListStateProps } from './OrderListState'
import './orders-common.css'

export interface OrderTableProps extends OrderListStateProps {
  readonly rows: readonly OrderRow[]
  /** The id of the heading that names the table. */
  readonly labelledBy: string
  /** Shows the status under the BB number (the pending list holds several statuses). */
  readonly showStatus?: boolean
  /**
   * The BB number cell; the number as text by default. The pending list's detail drawer
   * (R-PEND-006, a later issue) passes a button here that opens it.
   */
  readonly renderOrderNumber?: ((row: OrderRow) => ReactNode) | undefined
  /** The actions cell; no actions column without it. */
  readonly renderActions?: ((row: OrderRow) => ReactNode) | undefined
  /**
   * The columns, in order, when not the default ones (BB number first, then useOrderFields): a
   * field of id `orderNumber` stands for the BB number's column (the confirmed list, R-CONF-006).
   */
  readonly fields?: readonly OrderField[] | undefined
}

function Table(props: OrderTableProps) {
  const { t } = useTranslation('orders')
  const fields = useOrderFields()

  const columns = props.fields ?? [
    { id: NUMBER_FIELD, header: t('table.orderNumber'), align: 'left', nowrap: true, body: () => null },
    ...fields,
  ]

  const numberCell = (row: OrderRow) => (
    <div className="order-table__number">
      {props.renderOrderNumber ? props.renderOrderNumber(row) : <span>{row.OrderNumber}</span>}
      {props.showStatus ? <StatusTag row={row} /> : null}
    </div>
  )

  return (
    <div className="order-table">
      <DataTable
        value={props.rows as OrderRow[]}
        dataKey="Id"
        loading={props.loading}
        emptyMessage={() => <OrderListState {...props} />}
        size="small"
        stripedRows
        pt={{
          table: {
            'aria-labelledby': props.labelledBy,
            'aria-busy': props.loading,
          },
        }}
      >
        {columns.map((field) => (
          <Column
            key={field.id}
            header={field.header}
            align={field.align}
            bodyClassName={field.nowrap ? 'order-table__nowrap' : undefined}
            body={field.id === NUMBER_FIELD ? numberCell : field.body}
          />
        ))}
        {props.renderActions ? (
          <Column header={t('table.actions')} body={(row: OrderRow) => props.renderActions!(row)} />
        ) : null}
      </DataTable>
    </div>
  )
}

/**
 * Renders again only when a prop changes (the screens keep their cell renderers stable), not at
 * every step of the list's machine: a filter change is several (decision 0288).
 */
export const OrderTable = memo(Table)
