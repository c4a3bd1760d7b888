// The order lists' table (R-PEND-005): BB number, created date,
// company, quantity in cases, total amount (VND, VAT included) and ETA date, newest first as the
// server sends them, then whatever actions the list offers. The draft list uses the same columns.
// Loading keeps the rows shown under an overlay; empty, loading and failed states say so. Below
// 992 px the lists show OrderCards instead (decision 0102). Below LIST_UNFOLD_MIN_PX the fields
// that name a `foldUnder` column show as a second line of it, its header naming both ("ETD /
// ETA"), so every column, the whole total and the actions fit a 1280 px window (R-LIST-001,
// decision 0343).
//
// A plain table with PrimeReact DataTable's classes, so the theme draws it as before: the lists
// only show a page of rows (no sorting, selection or editing), and DataTable's render of its
// cells was most of a filter change on 10,000 orders (decision 0305). Each row renders again
// only when its order or the columns change, so the loading overlay alone re-renders no row.
import { memo, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderRow } from '../../api/contracts/order-entities'
import { foldColumns } from '../../machines/order-list/list-layout.rules'
import { NUMBER_FIELD, PoNumberLine, StatusTag, useOrderFields, type OrderField } from './order-fields'
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
  /** Whether the fields with a `foldUnder` column show under it (R-LIST-001); the cards ignore it. */
  readonly folded?: boolean | undefined
}

/** A column as the table draws it: its field with the BB number's and the actions' cells filled in. */
interface TableColumn {
  readonly id: string
  readonly header: string
  readonly align?: 'left' | 'right' | undefined
  readonly nowrap: boolean
  readonly body: (row: OrderRow) => ReactNode
}

const ACTIONS = 'actions'

/** The columns of a table, the same array as long as what they draw stays the same. */
function useColumns(props: OrderTableProps): readonly TableColumn[] {
  const { t } = useTranslation('orders')
  const defaults = useOrderFields()
  const { fields, renderOrderNumber, renderActions, showStatus, folded = false } = props
  return useMemo(() => {
    const numberCell = (row: OrderRow) => (
      <div className="order-table__number">
        {renderOrderNumber ? renderOrderNumber(row) : <span>{row.OrderNumber}</span>}
        <PoNumberLine row={row} />
        {showStatus ? <StatusTag row={row} /> : null}
      </div>
    )
    const listed: readonly OrderField[] = fields ?? [
      { id: NUMBER_FIELD, header: t('table.orderNumber'), align: 'left', nowrap: true, body: numberCell },
      ...defaults,
    ]
    const withNumber = listed.map((field) =>
      field.id === NUMBER_FIELD ? { ...field, body: numberCell } : field,
    )
    const columns: TableColumn[] = foldColumns(withNumber, folded).map(({ field, under }) =>
      under.length === 0
        ? field
        : {
            id: field.id,
            header: [field.header, ...under.map((u) => u.header)].join(' / '),
            align: field.align,
            nowrap: field.nowrap,
            body: (row: OrderRow) => (
              <>
                {field.body(row)}
                {under.map((u) => (
                  <div
                    key={u.id}
                    className={`order-table__fold${u.nowrap ? ' order-table__nowrap' : ''}`}
                    data-column={u.id}
                  >
                    {u.body(row)}
                  </div>
                ))}
              </>
            ),
          },
    )
    if (renderActions)
      columns.push({ id: ACTIONS, header: t('table.actions'), nowrap: false, body: renderActions })
    return columns
  }, [t, defaults, fields, renderOrderNumber, renderActions, showStatus, folded])
}

const cellClass = (column: TableColumn) =>
  [column.nowrap ? 'order-table__nowrap' : '', column.align ? `p-align-${column.align}` : '']
    .filter(Boolean)
    .join(' ') || undefined

/** One order's row; striped as DataTable's (every second row `p-row-odd`). */
const Row = memo(function Row(props: {
  readonly row: OrderRow
  readonly odd: boolean
  readonly columns: readonly TableColumn[]
}) {
  return (
    <tr className={props.odd ? 'p-row-odd' : undefined}>
      {props.columns.map((column) => (
        <td key={column.id} className={cellClass(column)} data-column={column.id}>
          {column.body(props.row)}
        </td>
      ))}
    </tr>
  )
})

function Table(props: OrderTableProps) {
  const columns = useColumns(props)
  const { rows, loading } = props
  return (
    <div className="order-table">
      <div className="p-datatable p-component p-datatable-striped p-datatable-sm">
        <div className="p-datatable-wrapper">
          <table className="p-datatable-table" aria-labelledby={props.labelledBy} aria-busy={loading}>
            <thead className="p-datatable-thead">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    className={column.align ? `p-align-${column.align}` : undefined}
                    data-column={column.id}
                  >
                    <div className="p-column-header-content">
                      <span className="p-column-title">{column.header}</span>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="p-datatable-tbody">
              {rows.length === 0 ? (
                <tr className="p-datatable-emptymessage">
                  <td colSpan={columns.length}>
                    <OrderListState {...props} />
                  </td>
                </tr>
              ) : (
                rows.map((row, i) => <Row key={row.Id} row={row} odd={i % 2 === 1} columns={columns} />)
              )}
            </tbody>
          </table>
        </div>
        {loading ? (
          <div className="p-datatable-loading-overlay p-component-overlay">
            <i className="pi pi-spin pi-spinner p-datatable-loading-icon" aria-hidden="true" />
          </div>
        ) : null}
      </div>
    </div>
  )
}

/**
 * Renders again only when a prop changes (the screens keep their cell renderers stable), not at
 * every step of the list's machine: a filter change is several (decision 0288).
 */
export const OrderTable = memo(Table)
