// The drawer's "Order again" (R-REORDER-007, decision 0365): the whole order, or the ticked lines
// only, open place order with the order's id and the ticked codes in the address.
import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../i18n/all-texts'
import { draftOrder } from '../../../machines/place-order/place-order.testkit'
import type { OrderDetailIO } from '../order-detail-io'
import { ProductsSection } from './ProductsSection'

const base = draftOrder().OrderProductList[0]!
const order = draftOrder({
  Id: 77,
  FeOrderStatus: 4,
  OrderProductList: ['SS001', 'SS003', 'MI004'].map((code) => ({ ...base, ProductCode: code })),
})

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

const renderSection = (lng: 'vi' | 'en') =>
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <MemoryRouter initialEntries={['/myorder/confirm?orderId=77']}>
        <Routes>
          <Route
            path="/myorder/confirm"
            element={
              <ProductsSection
                order={order}
                viewer={{ customerTypeName: 'Distributor' }}
                screen="confirmed"
                reload={() => {}}
                close={() => {}}
                io={{} as OrderDetailIO}
              />
            }
          />
          <Route path="/online/online" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  )

describe('R-REORDER-007 Order again in the drawer', () => {
  it('(en) the ticked lines only: their codes in the order of the order', () => {
    renderSection('en')
    const selected = screen.getByRole('button', { name: 'Order again the selected lines (0)' })
    expect(selected).toBeDisabled()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select MI004 to order it again' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SS001 to order it again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Order again the selected lines (2)' }))
    expect(screen.getByTestId('where').textContent).toBe('/online/online?reorder=77&lines=SS001%2CMI004')
  })

  it('(vi) the whole order', () => {
    renderSection('vi')
    fireEvent.click(screen.getByRole('button', { name: 'Đặt hàng lại' }))
    expect(screen.getByTestId('where').textContent).toBe('/online/online?reorder=77')
  })
})
