// The table views of the workplace charts (R-WORK-005): the very rows the charts draw, with
// months, counts and money in the active language.
import { useTranslation } from 'react-i18next'
import { formatCount, formatMonth, formatVnd, lngOf } from '../../lib/format'
import type { SalesMonthRow } from '../../machines/workplace'

export function SalesTable({ rows }: { readonly rows: readonly SalesMonthRow[] }) {
  const { t, i18n } = useTranslation('workplace')
  const lng = lngOf(i18n.language)
  return (
    <table className="workplace-table" data-testid="sales-table">
      <thead>
        <tr>
          <th scope="col">{t('table.month')}</th>
          <th scope="col">{t('table.cases')}</th>
          <th scope="col">{t('table.target')}</th>
          <th scope="col">{t('table.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.month}>
            <th scope="row">{formatMonth(row.month, lng)}</th>
            <td data-value={row.quantity}>{formatCount(row.quantity, lng)}</td>
            <td data-value={row.targetQuantity}>{formatCount(row.targetQuantity, lng)}</td>
            <td data-value={row.amount}>{formatVnd(row.amount, lng)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function PulseTable({ rows }: { readonly rows: readonly SalesMonthRow[] }) {
  const { t, i18n } = useTranslation('workplace')
  const lng = lngOf(i18n.language)
  return (
    <table className="workplace-table" data-testid="pulse-table">
      <thead>
        <tr>
          <th scope="col">{t('table.month')}</th>
          <th scope="col">{t('table.orders')}</th>
          <th scope="col">{t('table.cases')}</th>
          <th scope="col">{t('table.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.month}>
            <th scope="row">{formatMonth(row.month, lng)}</th>
            <td data-value={row.orderCount}>{formatCount(row.orderCount, lng)}</td>
            <td data-value={row.quantity}>{formatCount(row.quantity, lng)}</td>
            <td data-value={row.amount}>{formatVnd(row.amount, lng)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
