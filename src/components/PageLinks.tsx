// Previous, the page links around the current page, next, and whatever a list adds after them
// (the lists' total and page sizes), in PrimeReact's paginator classes so that the theme styles
// them as before. It lays itself out: PrimeReact's Paginator brought its Dropdown, InputNumber and
// VirtualScroller (28 KB gzip) into every page with a pager, for parts we render ourselves
// (decision 0329). The labels are the lists' (`orders:pager`), the same on every pager.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { pageWindow } from './page-window'
import { unavailableWhile } from './unavailable'
import './page-links.css'

/** Page links shown around the current page (PrimeReact's pageLinkSize). */
export const PAGE_LINKS = 5

export interface PageLinksProps {
  /** From 1. */
  readonly pageIndex: number
  readonly pageCount: number
  /** Whether a page may be asked for now (a list's machine: `snapshot.can`); else any other page of the list. */
  readonly canPage?: (pageIndex: number) => boolean
  readonly onPage: (pageIndex: number) => void
  readonly children?: ReactNode
}

/**
 * A button that cannot be used now keeps the focus (`unavailableWhile`): a `disabled` one dropped
 * a keyboard user who pressed "Next page" to the page's body while the page loaded, and at the
 * last page (decision 0330).
 */
const usable = (able: boolean, go: () => void) => unavailableWhile(!able, go)

/** PrimeReact's classes for a paginator button, with the modifiers that apply. */
const linkClass = (kind: string, extra: Record<string, boolean> = {}) =>
  [
    `p-paginator-${kind} p-paginator-element p-link`,
    ...Object.entries(extra).flatMap(([name, on]) => (on ? [name] : [])),
  ].join(' ')

export function PageLinks({ pageIndex, pageCount, onPage, children, ...props }: PageLinksProps) {
  const { t } = useTranslation('orders')
  const canPage = props.canPage ?? ((page: number) => page >= 1 && page <= pageCount && page !== pageIndex)
  const pages = pageWindow(pageIndex, pageCount, PAGE_LINKS)
  const empty = pageCount === 0
  return (
    <div className="p-paginator p-component">
      <button
        type="button"
        // `p-disabled` where PrimeReact put it: at the list's ends, not while a page loads.
        className={linkClass('prev', { 'p-disabled': empty || pageIndex <= 1 })}
        {...usable(canPage(pageIndex - 1), () => onPage(pageIndex - 1))}
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
              {...usable(current || canPage(page), () => onPage(page))}
            >
              {page}
            </button>
          )
        })}
      </span>
      <button
        type="button"
        className={linkClass('next', { 'p-disabled': empty || pageIndex >= pageCount })}
        {...usable(canPage(pageIndex + 1), () => onPage(pageIndex + 1))}
        aria-label={t('pager.next')}
      >
        <span className="pi pi-angle-right" aria-hidden="true" />
      </button>
      {children}
    </div>
  )
}
