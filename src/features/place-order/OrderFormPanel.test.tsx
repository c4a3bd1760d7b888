// The delivery part of the order form on its own: what the shipping-address box says before and
// after a customer code is chosen (issue 37).
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShippingAddress } from '../../api/contracts/customer'
import { i18n, loadAppTexts } from '../../i18n'
import type { OrderForm } from '../../machines/place-order'
import { OrderFormPanel } from './OrderFormPanel'

beforeAll(async () => {
  await loadAppTexts()
})

const emptyForm: OrderForm = {
  customerCode: '',
  customerName: '',
  shippingAddressId: null,
  etaDate: null,
  note: '',
  poNumber: '',
}

const panel = (form: OrderForm, addresses: readonly ShippingAddress[] = []) => (
  <OrderFormPanel
    form={form}
    addresses={addresses}
    earliestEta={null}
    etd={null}
    etdGapDays={null}
    editable
    noteEditable
    etaPending={false}
    etaNotice={null}
    lng={i18n.language === 'en' ? 'en' : 'vi'}
    onAddress={() => undefined}
    onEta={() => undefined}
    onNote={() => undefined}
    onPoNumber={() => undefined}
  />
)

describe('R-ORD-032 the shipping-address box before a customer code is chosen', () => {
  it('(en) asks for the code first and does not say the code has no address', async () => {
    await i18n.changeLanguage('en')
    render(panel(emptyForm))
    const box = screen.getByRole('combobox', { name: 'Shipping address' })
    expect(box).toHaveTextContent('Choose a customer code first')
    expect(box).not.toHaveTextContent('No shipping address for this customer code')
  })

  it('(vi) asks for the code first; a chosen code without addresses still says it has none', async () => {
    await i18n.changeLanguage('vi')
    const { rerender } = render(panel(emptyForm))
    const box = screen.getByRole('combobox', { name: 'Địa chỉ giao hàng' })
    expect(box).toHaveTextContent('Hãy chọn mã khách hàng trước')
    rerender(panel({ ...emptyForm, customerCode: 'C1001', customerName: 'A' }))
    expect(box).toHaveTextContent('Mã khách hàng này chưa có địa chỉ giao hàng')
  })
})
