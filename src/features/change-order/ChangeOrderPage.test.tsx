// The change-order page over a fake client: every label in both languages (R-CHG-001..005),
// the address's orderId and key sent as they are (R-CHG-006, R-CHG-007), one clear page for a link
// that opens nothing (R-CHG-008).
import { render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../api/client'
import type { ChangeOrderDocument } from '../../api/contracts/order-entities'
import { ApiError } from '../../api/errors'
import { type Language } from '../../i18n'
import { createI18n } from '../../i18n/all-texts'
import { ChangeOrderScreen } from './ChangeOrderPage'

const KEY = '0123456789abcdef0123456789abcdef'

const DOCUMENT: ChangeOrderDocument = {
  OrderId: 12,
  OrderNumber: 'BB00000012',
  CustomerCode: 'C1001',
  CustomerName: 'Công ty TNHH Bếp Việt',
  Account: 'customer@demo.vn',
  CreateTime: '2025-03-14 10:30:00',
  OriginalETA: '2025-04-01',
  ChangedETA: '2025-04-05',
  NewETA: '2025-04-20',
  ProductList: [
    {
      ProductCode: 'P001',
      ProductName: 'Chả giò tôm',
      ProductName_enUS: 'Shrimp spring rolls',
      UnitPrice: 250_000,
      Quantity: 120,
      Amount: 30_000_000,
      OriginalQuantity: 100,
      OriginalAmount: 25_000_000,
    },
  ],
  TotalQuantity: 120,
  OriginalTotalQuantity: 100,
  IncurredPurchaseCostPercent: 0.03,
  TotalAmount: 30_900_000,
  OriginalTotalAmount: 25_000_000,
  OriginalShippingAddress: '12 Nguyễn Huệ, Quận 1',
  NewShippingAddress: null,
}

function renderPage(search: string, answer: () => Promise<unknown>, lng: Language = 'en') {
  const calls: unknown[] = []
  const client = {
    call: (_endpoint: unknown, input: unknown) => {
      calls.push(input)
      return answer()
    },
  } as unknown as Pick<ApiClient, 'call'>
  const router = createMemoryRouter(
    [{ path: '/changeorder', element: <ChangeOrderScreen client={client} /> }],
    {
      initialEntries: [`/changeorder${search}`],
    },
  )
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return calls
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('the change-order page', () => {
  it('R-CHG-001 R-CHG-002 R-CHG-003 R-CHG-004 R-CHG-005 R-CHG-007 (en) shows every label of the document, with the key of the link sent', async () => {
    const calls = renderPage(`?orderId=12&key=${KEY}`, async () => DOCUMENT)
    await screen.findByRole('heading', { level: 1, name: 'Change-order document' })
    expect(calls).toEqual([{ orderId: 12, key: KEY }])
    expect(field('Customer name')).toBe('Công ty TNHH Bếp Việt (C1001)')
    expect(field('Customer account')).toBe('customer@demo.vn')
    expect(field('BB No.')).toBe('BB00000012')
    expect([field('Original ETA'), field('Changed ETA'), field('New ETA')]).toEqual([
      '01-04-2025',
      '05-04-2025',
      '20-04-2025',
    ])
    const table = screen.getByRole('table', { name: 'Products' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Product code',
      'Product name',
      'Unit price (VND, VAT included)',
      'Quantity (cases)',
      'Amount',
      'Original',
      'New',
      'Original',
      'New',
    ])
    expect(within(table).getByText('Shrimp spring rolls')).toBeInTheDocument()
    const total = within(table).getByRole('rowheader', { name: 'Total quantity' })
    expect([
      total.nextElementSibling?.textContent,
      total.nextElementSibling?.nextElementSibling?.textContent,
    ]).toEqual(['100', '120'])
    expect(field('Incurred purchase cost (%)')).toBe('3%')
    expect(field('New total amount')).toMatch(/30,900,000/)
    expect([field('Original shipping address'), field('New shipping address')]).toEqual([
      '12 Nguyễn Huệ, Quận 1',
      'Unchanged',
    ])
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
  })

  it('R-CHG-010 (en) each line, the total quantity and the total amount show the original beside the new; a first re-dating says the ETA was not changed before', async () => {
    renderPage('?orderId=12', async () => ({ ...DOCUMENT, ChangedETA: null }))
    await screen.findByRole('heading', { level: 1, name: 'Change-order document' })
    const table = screen.getByRole('table', { name: 'Products' })
    const cells = within(table).getAllByRole('row')[2]!.querySelectorAll('td')
    expect([...cells].slice(3).map((c) => c.textContent)).toEqual([
      '100',
      '120',
      expect.stringMatching(/25,000,000/),
      expect.stringMatching(/30,000,000/),
    ])
    // The moved figures are set apart from their originals.
    expect(cells[4]).toHaveClass('change-order__changed')
    expect(cells[3]).not.toHaveClass('change-order__changed')
    expect([field('Original total amount'), field('New total amount')]).toEqual([
      expect.stringMatching(/25,000,000/),
      expect.stringMatching(/30,900,000/),
    ])
    expect(field('Changed ETA')).toBe('Not changed before')
  })

  it('R-CHG-003 R-CHG-010 (vi) the product name and labels in Vietnamese', async () => {
    renderPage('?orderId=12', async () => DOCUMENT, 'vi')
    await screen.findByRole('heading', { level: 1, name: 'Phiếu thay đổi đơn hàng' })
    expect(screen.getByText('Chả giò tôm')).toBeInTheDocument()
    expect(field('ETA mới')).toBe('20-04-2025')
    expect([field('Tổng tiền ban đầu'), field('Tổng tiền mới')]).toEqual([
      expect.stringMatching(/25\.000\.000/),
      expect.stringMatching(/30\.900\.000/),
    ])
  })

  it("R-CHG-008 (en) a refused link shows the server's message and the way to sign in; an address without an order asks nothing", async () => {
    renderPage('?orderId=12&key=wrong', () =>
      Promise.reject(
        new ApiError('ServerError', 'x', { endpoint: 'x', code: 4004, serverMessage: 'Link not valid' }),
      ),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Link not valid')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })

  it('R-CHG-008 (vi) an address that names no order says so without a call', async () => {
    const calls = renderPage('?orderId=abc', async () => DOCUMENT, 'vi')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Địa chỉ này không chỉ đến phiếu thay đổi đơn hàng nào.',
    )
    expect(calls).toEqual([])
  })
})
