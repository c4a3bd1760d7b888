// What an order list shows of each order besides its BB number
// (R-PEND-005): created date, company, quantity in cases, total amount (VND, VAT included) and ETA.
// One definition for the table's columns and the phone's cards (decision 0102). Dates, amounts and
// counts never wrap (a Vietnamese date broke as '24-11-' / '2026').
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderRow } from '../../api/contracts/order-entities'
import { StatusBadge } from '../StatusBadge'
import { formatCount, formatVnd, lngOf, screenDay } from './format'

export interface OrderField {
  /** `orderNumber` is the BB number's column (the phone's cards head each card with it instead). */
  readonly id: string
  readonly header: string
  readonly align: 'left' | 'right'
  /** Whether the value is kept on one line. */
  readonly nowrap: boolean
  /**
   * The column this field shows under, as a second line, where the table folds (below
   * LIST_UNFOLD_MIN_PX, R-LIST-001); a column of its own everywhere else, a card's field on a phone.
   */
  readonly foldUnder?: string | undefined
  readonly body: (row: OrderRow) => ReactNode
}

/** The id of the BB number's field among a list's own columns. */
export const NUMBER_FIELD = 'orderNumber'

export function useOrderFields(): readonly OrderField[] {
  const { t, i18n } = useTranslation('orders')
  const lng = lngOf(i18n.language)
  // One array per language: the tables keep their columns between renders (decision 0288).
  return useMemo<readonly OrderField[]>(
    () => [
      {
        id: 'createTime',
        header: t('table.createTime'),
        align: 'left',
        nowrap: true,
        body: (row) => screenDay(row.CreateTime),
      },
      {
        id: 'company',
        header: t('table.company'),
        align: 'left',
        nowrap: false,
        body: (row) => (
          <span className="order-table__company">
            <span>{row.CustomerName}</span>
            <span className="order-table__code">{row.CustomerCode}</span>
          </span>
        ),
      },
      {
        id: 'quantity',
        header: t('table.quantity'),
        align: 'right',
        nowrap: true,
        body: (row) => formatCount(row.Quantity, lng),
      },
      {
        id: 'totalAmount',
        header: t('table.totalAmount'),
        align: 'right',
        nowrap: true,
        body: (row) => formatVnd(row.TotalAmount, lng),
      },
      {
        id: 'eta',
        header: t('table.eta'),
        align: 'left',
        nowrap: true,
        body: (row) =>
          row.EtaDate === null ? (
            <span className="order-table__muted">{t('table.noEta')}</span>
          ) : (
            screenDay(row.EtaDate)
          ),
      },
    ],
    [t, lng],
  )
}

/**
 * The customer's PO number under the BB number, in every list's table and card (R-PO-004); it wraps
 * anywhere, so a long one never widens the BB number's column (R-LIST-001). Nothing without one.
 */
export function PoNumberLine({ row }: { readonly row: OrderRow }) {
  const { t } = useTranslation('orders')
  if (row.PoNumber === undefined) return null
  return (
    <span className="order-table__po" data-po-number={row.PoNumber}>
      {t('table.poLine', { poNumber: row.PoNumber })}
    </span>
  )
}

/** The order's status as its family's badge (R-LIST-003; the pending list holds several statuses). */
export function StatusTag({ row }: { readonly row: OrderRow }) {
  return <StatusBadge status={row.FeOrderStatus} />
}
