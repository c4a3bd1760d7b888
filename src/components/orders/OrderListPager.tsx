// The lists' pagination (R-PEND-007, R-CONST-001): prev, pager,
// next, total and page sizes, in that order (`PageLinks` lays out the first three, decision 0329).
// The page-size choice is a native <select> (PrimeReact's Dropdown fails axe, see the place-order
// screen's NativeSelect). The machine decides what is possible: `canPage(n)` and `canPageSize(n)`
// are its `snapshot.can`.
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZES } from '../../machines/order-list'
import { PAGE_LINKS, PageLinks } from '../PageLinks'
import { pageCountOf } from '../page-window'
import { formatCount, lngOf } from './format'

export interface OrderListPagerProps {
  /** From 1. */
  readonly pageIndex: number
  readonly pageSize: number
  readonly totalCount: number
  readonly canPage: (pageIndex: number) => boolean
  readonly canPageSize: (pageSize: number) => boolean
  readonly onPage: (pageIndex: number) => void
  readonly onPageSize: (pageSize: number) => void
}

function Pager(props: OrderListPagerProps) {
  const { t, i18n } = useTranslation('orders')
  const lng = lngOf(i18n.language)
  const sizeId = useId()
  const { pageSize } = props
  return (
    <nav className="order-pager" aria-label={t('pager.label')}>
      <PageLinks
        pageIndex={props.pageIndex}
        pageCount={pageCountOf(props.totalCount, pageSize)}
        canPage={props.canPage}
        onPage={props.onPage}
      >
        <span className="order-pager__total">
          {t('pager.total', { total: formatCount(props.totalCount, lng) })}
        </span>
        <span className="order-pager__size">
          <label htmlFor={sizeId} className="visually-hidden">
            {t('pager.pageSize')}
          </label>
          <select
            id={sizeId}
            className="order-pager__select p-inputtext p-component"
            value={pageSize}
            onChange={(event) => props.onPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size} disabled={size !== pageSize && !props.canPageSize(size)}>
                {t('pager.perPage', { size })}
              </option>
            ))}
          </select>
        </span>
      </PageLinks>
    </nav>
  )
}

/**
 * What the pager shows is its numbers and the machine's answers for the pages and sizes it
 * offers: it renders again only when one of them changes, not at every step of the list's
 * machine (a filter change is several; decision 0288). `onPage`/`onPageSize` only send.
 */
function samePager(a: OrderListPagerProps, b: OrderListPagerProps): boolean {
  if (a.pageIndex !== b.pageIndex || a.pageSize !== b.pageSize || a.totalCount !== b.totalCount) return false
  if (a.onPage !== b.onPage || a.onPageSize !== b.onPageSize) return false
  for (let page = a.pageIndex - PAGE_LINKS; page <= a.pageIndex + PAGE_LINKS; page++)
    if (a.canPage(page) !== b.canPage(page)) return false
  return PAGE_SIZES.every((size) => a.canPageSize(size) === b.canPageSize(size))
}

export const OrderListPager = memo(Pager, samePager)
