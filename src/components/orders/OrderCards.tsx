// The order lists on a phone (below 992 px, decision 0102): one card per order instead of
// a table wider than the screen. Each card is headed by its BB number (a level-2 heading under the
// page's title), then its status, the fields of the table as a description list, and its actions,
// all within the screen's width. The list is named by the page's heading, as the table is.
import type { ReactNode } from 'react'
import { memo, useId } from 'react'
import type { OrderRow } from '../../api/contracts/order-entities'
import { NUMBER_FIELD, PoNumberLine, StatusTag, useOrderFields } from './order-fields'
import { OrderListState } from './OrderListState'
import type { OrderTableProps } from './OrderTable'
import './orders-common.css'

function Cards(props: OrderTableProps) {
  const defaults = useOrderFields()
  const fields = (props.fields ?? defaults).filter((field) => field.id !== NUMBER_FIELD)
  const id = useId()
  const numberOf = (row: OrderRow): ReactNode =>
    props.renderOrderNumber ? props.renderOrderNumber(row) : row.OrderNumber

  if (props.rows.length === 0)
    return (
      <p className="order-cards__state" aria-busy={props.loading}>
        <OrderListState {...props} />
      </p>
    )
  return (
    <ul
      className={`order-cards${props.loading ? ' order-cards--loading' : ''}`}
      aria-labelledby={props.labelledBy}
      aria-busy={props.loading}
    >
      {props.rows.map((row) => {
        const headingId = `${id}-${row.Id}`
        return (
          <li key={row.Id} className="order-card">
            <article aria-labelledby={headingId}>
              <div className="order-card__header">
                <h2 id={headingId} className="order-card__number">
                  {numberOf(row)}
                </h2>
                {props.showStatus ? <StatusTag row={row} /> : null}
                <PoNumberLine row={row} />
              </div>
              <dl className="order-card__fields">
                {fields.map((field) => (
                  <div key={field.id} className={`order-card__field order-card__field--${field.id}`}>
                    <dt>{field.header}</dt>
                    <dd className={field.nowrap ? 'order-table__nowrap' : undefined}>{field.body(row)}</dd>
                  </div>
                ))}
              </dl>
              {props.renderActions ? (
                <div className="order-card__actions">{props.renderActions(row)}</div>
              ) : null}
            </article>
          </li>
        )
      })}
    </ul>
  )
}

/** Renders again only when a prop changes, as OrderTable (decision 0288). */
export const OrderCards = memo(Cards)
