// The lists' pagination (spec §2 Pending-order screen, R-PEND-007, R-CONST-001): prev, pager,
// next, total and page sizes, in that order, in PrimeReact's paginator classes so that the theme
// styles it as before. It lays itself out: PrimeReact's Paginator brought its Dropdown, InputNumber
// and VirtualScroller (28 KB gzip) into both lists' first load for parts we rendered ourselves
// (decision 0329). The page-size choice is a native <select> (PrimeReact's Dropdown fails axe, see
// the place-order screen's NativeSelect). The machine decides what is possible: `canPage(n)` and
// `canPageSize(n)` are its `snapshot.can`.
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZES } from '../../machines/order-list'
import { formatCount, lngOf } from './format'
import { pageCountOf, pageWindow } from './page-window'
import './order-pager.css'

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

/** Page links around the current page the pager can show (pageLinkSize 5, with prev and next). */
const LINK_REACH = 5

/** PrimeReact's classes for a paginator button; `p-disabled` where PrimeReact put it (an end). */
const linkClass = (kind: string, extra: Record<string, boolean> = {}) =>
  [
    `p-paginator-${kind} p-paginator-element p-link`,
    ...Object.entries(extra).flatMap(([name, on]) => (on ? [name] : [])),
  ].join(' ')

function Pager(props: OrderListPagerProps) {
  const { t, i18n } = useTranslation('orders')
  const lng = lngOf(i18n.language)
  const sizeId = useId()
  const { pageIndex, pageSize } = props
  const pageCount = pageCountOf(props.totalCount, pageSize)
  const pages = pageWindow(pageIndex, pageCount, LINK_REACH)
  const empty = pageCount === 0

  return (
    <nav className="order-pager" aria-label={t('pager.label')}>
      <div className="p-paginator p-component">
        <button
          type="button"
          className={linkClass('prev', { 'p-disabled': empty || pageIndex <= 1 })}
          disabled={!props.canPage(pageIndex - 1)}
          onClick={() => props.onPage(pageIndex - 1)}
          aria-label={t('pager.previous')}
        >
          <span className="pi pi-angle-left" aria-hidden="true" />
        </button>
        <span className="p-paginator-pages">
          {pages.map((page) => {
            const current = page === pageIndex
            return (
              <button
                key={page}
                type="button"
                className={linkClass('page', {
                  'p-paginator-page-start': page === pages[0],
                  'p-paginator-page-end': page === pages.at(-1),
                  'p-highlight': current,
                })}
                aria-label={t('pager.page', { page })}
                aria-current={current ? 'page' : undefined}
                disabled={!current && !props.canPage(page)}
                onClick={() => props.onPage(page)}
              >
                {page}
              </button>
            )
          })}
        </span>
        <button
          type="button"
          className={linkClass('next', { 'p-disabled': empty || pageIndex >= pageCount })}
          disabled={!props.canPage(pageIndex + 1)}
          onClick={() => props.onPage(pageIndex + 1)}
          aria-label={t('pager.next')}
        >
          <span className="pi pi-angle-right" aria-hidden="true" />
        </button>
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
      </div>
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
  for (let page = a.pageIndex - LINK_REACH; page <= a.pageIndex + LINK_REACH; page++)
    if (a.canPage(page) !== b.canPage(page)) return false
  return PAGE_SIZES.every((size) => a.canPageSize(size) === b.canPageSize(size))
}

export const OrderListPager = memo(Pager, samePager)
