// The table views of the workplace charts (R-WORK-005): the very rows the charts draw, with
// months, counts and money in the active language.
import { useTranslation } from 'react-i18next'
import { formatCount, formatMonth, formatVnd, lngOf, type Lng } from '../../lib/format'
import type { SalesMonthRow } from '../../machines/workplace'

type Column = 'cases' | 'target' | 'amount' | 'orders'

const VALUE: Record<Column, (row: SalesMonthRow) => number> = {
  cases: (row) => row.quantity,
  target: (row) => row.targetQuantity,
  amount: (row) => row.amount,
  orders: (row) => row.orderCount,
}
const shown = (column: Column, value: number, lng: Lng) =>
  column === 'amount' ? formatVnd(value, lng) : formatCount(value, lng)

function FigureTable(props: {
  readonly rows: readonly SalesMonthRow[]
  readonly columns: readonly Column[]
  readonly testId: string
}) {
  const { t, i18n } = useTranslation('workplace')
  const lng = lngOf(i18n.language)
  return (
    <table className="workplace-table" data-testid={props.testId}>
      <thead>
        <tr>
          <th scope="col">{t('table.month')}</th>
          {props.columns.map((column) => (
            <th key={column} scope="col">
              {t(`table.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.month}>
            <th scope="row">{formatMonth(row.month, lng)}</th>
            {props.columns.map((column) => (
              <td key={column} data-value={VALUE[column](row)}>
                {shown(column, VALUE[column](row), lng)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export const SalesTable = ({ rows }: { readonly rows: readonly SalesMonthRow[] }) => (
  <FigureTable rows={rows} columns={['cases', 'target', 'amount']} testId="sales-table" />
)

export const PulseTable = ({ rows }: { readonly rows: readonly SalesMonthRow[] }) => (
  <FigureTable rows={rows} columns={['orders', 'cases', 'amount']} testId="pulse-table" />
)
