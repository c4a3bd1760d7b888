import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import { PageLinks } from './PageLinks'

const pager = (pageIndex: number, pageCount: number, onPage = vi.fn(), lng: 'vi' | 'en' = 'en') =>
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <PageLinks pageIndex={pageIndex} pageCount={pageCount} onPage={onPage} />
    </I18nextProvider>,
  )

describe('PageLinks', () => {
  it('R-PEND-007 previous, five page links around the current one and next, each named in the language', () => {
    const onPage = vi.fn()
    pager(6, 12, onPage)
    const links = screen.getAllByRole('button')
    expect(links.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 8',
      'Next page',
    ])
    const current = screen.getByRole('button', { name: 'Page 6' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current).toHaveClass('p-paginator-page', 'p-highlight')
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveClass('p-paginator-page-start')
    expect(screen.getByRole('button', { name: 'Page 8' })).toHaveClass('p-paginator-page-end')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }))
    expect(onPage.mock.calls).toEqual([[7], [4]])
  })

  it('R-PEND-007 at either end the button beyond it is marked unusable and looks it (PrimeReact p-disabled); in Vietnamese too', () => {
    const first = pager(1, 3, vi.fn(), 'vi')
    expect(screen.getByRole('button', { name: 'Trang trước' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Trang trước' })).toHaveClass('p-paginator-prev', 'p-disabled')
    expect(screen.getByRole('button', { name: 'Trang sau' })).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('button', { name: 'Trang sau' })).not.toHaveClass('p-disabled')
    first.unmount()
    pager(3, 3)
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveClass('p-disabled')
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(3)
  })

  it('R-PEND-007 an empty list has no page links, and both ends are disabled', () => {
    pager(1, 0)
    expect(screen.queryAllByRole('button', { name: /^Page / })).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('R-A11Y-008 a button that cannot be used now does nothing and keeps the keyboard focus, while a page loads and at the last page', () => {
    const onPage = vi.fn()
    const able = { now: true }
    const view = (pageIndex: number) => (
      <I18nextProvider i18n={createI18n('en')}>
        <PageLinks
          pageIndex={pageIndex}
          pageCount={3}
          canPage={(page) => able.now && page >= 1 && page <= 3 && page !== pageIndex}
          onPage={onPage}
        />
      </I18nextProvider>
    )
    const { rerender } = render(view(2))
    const next = screen.getByRole('button', { name: 'Next page' })
    next.focus()
    fireEvent.click(next)
    expect(onPage).toHaveBeenCalledWith(3)
    // The list's machine is loading page 3: no page may be asked for.
    able.now = false
    rerender(view(2))
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).not.toBeDisabled()
    expect(next).toHaveFocus()
    fireEvent.click(next)
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }))
    expect(onPage).toHaveBeenCalledTimes(1)
    // Page 3 shows: the last, so next stays unusable, and still focused.
    able.now = true
    rerender(view(3))
    expect(screen.getByRole('button', { name: 'Next page' })).toBe(next)
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveFocus()
  })
})
