import { act, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import { documentTitle, RootLayout } from './RootLayout'

describe('root layout', () => {
  it('R-SHELL-011 the title is the route title, a dash and the product name, in the active language', () => {
    const en = createI18n('en')
    expect(documentTitle(en.t, 'shell:route.orderInfo')).toBe('Pending orders - Ordering Portal')
    expect(documentTitle(en.t, undefined)).toBe('Ordering Portal')
    const vi = createI18n('vi')
    expect(documentTitle(vi.t, 'shell:route.orderInfo')).toBe('Đơn hàng chờ xử lý - Cổng đặt hàng')
  })

  it('R-SHELL-011 R-SHELL-012 every navigation sets the title and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            {
              path: '/homepage',
              element: <p>home</p>,
              handle: { meta: { path: '/homepage', titleKey: 'shell:route.homepage' } },
            },
            {
              path: '/myorder/confirm',
              element: <p>confirm</p>,
              handle: { meta: { path: '/myorder/confirm', titleKey: 'shell:route.confirm' } },
            },
          ],
        },
      ],
      { initialEntries: ['/homepage'] },
    )
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    )
    expect(await screen.findByText('home')).toBeInTheDocument()
    expect(document.title).toBe('Homepage - Ordering Portal')
    // The first page starts at the top by itself: no forced layout in the first render's task.
    expect(scrollTo).not.toHaveBeenCalled()
    await act(() => router.navigate('/myorder/confirm'))
    expect(document.title).toBe('Confirmed orders - Ordering Portal')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })
})
