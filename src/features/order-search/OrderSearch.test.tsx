// The top bar's search box over a fake request layer (R-SEARCH-002, R-SEARCH-004, R-SEARCH-006,
// R-SEARCH-007; decision 0363): a combobox whose list box groups the results, the arrow keys
// naming the active option, Enter opening its order's drawer, `/` focusing it from the page.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../api/client'
import type { OrderSearchHit, OrderSearchResult } from '../../api/contracts/order-search'
import { createI18n } from '../../i18n/all-texts'
import { OrderSearch } from './OrderSearch'

const hit = (id: number, FeOrderStatus: OrderSearchHit['FeOrderStatus']): OrderSearchHit => ({
  Id: id,
  OrderNumber: `BB0000000${id}`,
  OrderSO: null,
  CustomerCode: 'C1001',
  FeOrderStatus,
  CreateTime: '2025-03-15 10:00:00',
  MatchedOn: 'productCode',
  Matched: 'SP001',
})

const RESULT: OrderSearchResult = {
  Groups: [
    { List: 'draft', Total: 0, Orders: [] },
    { List: 'pending', Total: 1, Orders: [hit(3, 1)] },
    { List: 'confirmed', Total: 12, Orders: [hit(2, 6), hit(1, 8)] },
  ],
  Total: 13,
}

/** The box on the homepage of a router that takes any address (the drawers' lists included). */
function renderAt(path: string, element: () => ReactNode, lng: 'vi' | 'en') {
  const router = createMemoryRouter(
    [
      { path, element: element() },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { router, user: userEvent.setup() }
}

function fakeClient() {
  const asked: unknown[] = []
  const client = {
    call: async (_endpoint: unknown, input: unknown) => {
      asked.push(input)
      return RESULT
    },
  } as unknown as Pick<ApiClient, 'call'>
  return { client, asked }
}

describe('the order search box', () => {
  it('R-SEARCH-002 R-SEARCH-006 R-SEARCH-004 (en) groups the results by list; arrows name the active option; Enter opens its drawer', async () => {
    const { client, asked } = fakeClient()
    const { user, router } = renderAt('/homepage', () => <OrderSearch client={client} />, 'en')
    const box = screen.getByRole('combobox', { name: 'Search orders' })
    await user.type(box, ' sp0 ')
    await screen.findByRole('listbox', { name: 'Order search results' })
    expect(asked).toEqual([{ q: 'sp0' }])
    const groups = within(screen.getByRole('listbox')).getAllByRole('group')
    expect(groups).toHaveLength(2)
    expect(groups[0]).toHaveTextContent('Pending orders1 of 1')
    expect(groups[1]).toHaveTextContent('Confirmed, completed and cancelled orders2 of 12')
    expect(screen.getByRole('status')).toHaveTextContent('Orders found: 13')
    expect(box).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const options = screen.getAllByRole('option')
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    expect(options[1]).toHaveTextContent('Product code: SP001 · C1001')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?orderId=2'))
    expect(router.state.location.pathname).toBe('/myorder/confirm')
  })

  it('R-SEARCH-007 R-SEARCH-008 (vi) `/` on the page focuses the box, not while typing in another field; Escape closes the results', async () => {
    const { client } = fakeClient()
    const { user } = renderAt(
      '/homepage',
      () => (
        <>
          <input aria-label="ghi chú" />
          <OrderSearch client={client} />
        </>
      ),
      'vi',
    )
    const box = screen.getByRole('combobox', { name: 'Tìm đơn hàng' })
    const note = screen.getByRole('textbox', { name: 'ghi chú' })
    await user.click(note)
    await user.keyboard('/')
    expect(note).toHaveValue('/')
    expect(box).not.toHaveFocus()
    note.blur()
    await user.keyboard('/')
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveValue('')
    await user.type(box, 'BB')
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'))
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).toHaveValue('BB')
  })
})
