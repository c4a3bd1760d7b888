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

  it('R-PEND-007 at either end the button beyond it is disabled and looks it (PrimeReact p-disabled); in Vietnamese too', () => {
    const first = pager(1, 3, vi.fn(), 'vi')
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Trang trước' })).toHaveClass('p-paginator-prev', 'p-disabled')
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Trang sau' })).not.toHaveClass('p-disabled')
    first.unmount()
    pager(3, 3)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveClass('p-disabled')
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(3)
  })

  it('R-PEND-007 an empty list has no page links, and both ends are disabled', () => {
    pager(1, 0)
    expect(screen.queryAllByRole('button', { name: /^Page / })).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })
})
