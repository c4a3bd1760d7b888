// The top 10 products of the year by cases, with amount (R-WORK-002): a ranked table whose bar
// shows each product's cases against the first one's; the numbers are written beside the bar.
import { Skeleton } from '../../components/Skeleton'
import { useTranslation } from 'react-i18next'
import type { TopProduct } from '../../api/contracts/workplace'
import { formatCount, formatVnd, lngOf, productName } from '../../lib/format'
import { topProductRows } from '../../machines/workplace'

export function TopProducts(props: {
  readonly products: readonly TopProduct[] | null
  readonly caption: string
}) {
  const { t, i18n } = useTranslation('workplace')
  const lng = lngOf(i18n.language)
  const rows = props.products === null ? null : topProductRows(props.products)
  return (
    <section className="workplace-card workplace-top" aria-labelledby="workplace-top-title">
      <h2 id="workplace-top-title">{t('top.title')}</h2>
      <p className="workplace-caption">{props.caption}</p>
      {rows === null ? (
        <Skeleton width="100%" height="20rem" />
      ) : rows.length === 0 ? (
        <p className="workplace-empty">{t('top.empty')}</p>
      ) : (
        <table className="workplace-table" data-testid="top-products">
          <thead>
            <tr>
              <th scope="col">{t('top.rank')}</th>
              <th scope="col">{t('top.product')}</th>
              <th scope="col">{t('table.cases')}</th>
              <th scope="col">{t('table.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ product, share }) => (
              <tr key={product.ProductCode}>
                <td>{product.Rank}</td>
                <th scope="row">
                  <span className="workplace-product-code">{product.ProductCode}</span>{' '}
                  {productName(product, lng)}
                </th>
                <td data-value={product.Quantity}>
                  <span className="workplace-bar-cell">
                    <span className="workplace-bar" aria-hidden="true">
                      <span style={{ width: `${Math.round(share * 100)}%` }} />
                    </span>
                    {formatCount(product.Quantity, lng)}
                  </span>
                </td>
                <td>{formatVnd(product.Amount, lng)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
