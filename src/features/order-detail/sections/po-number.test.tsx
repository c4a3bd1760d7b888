// The order drawer's customer info names the customer's PO number (R-PO-004, decision 0362).
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../i18n/all-texts'
import { draftOrder } from '../../../machines/place-order/place-order.testkit'
import type { OrderDetailIO } from '../order-detail-io'
import { CustomerInfoSection } from './CustomerInfoSection'

const section = (lng: 'vi' | 'en', poNumber?: string) =>
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <CustomerInfoSection
        order={draftOrder({ FeOrderStatus: 1, ...(poNumber === undefined ? {} : { PoNumber: poNumber }) })}
        viewer={{ customerTypeName: 'Distributor' }}
        screen="pending"
        reload={() => {}}
        close={() => {}}
        io={{} as OrderDetailIO}
      />
    </I18nextProvider>,
  )

describe('R-PO-004 the order drawer shows the PO number', () => {
  it('(vi) under its label in the customer info', () => {
    section('vi', 'PO-4711/A')
    const term = screen.getByText('Số PO của bạn')
    expect(term.nextElementSibling?.textContent).toBe('PO-4711/A')
  })

  it('(en) a dash when the order has none', () => {
    section('en')
    expect(screen.getByText('Your PO number').nextElementSibling?.textContent).toBe('—')
  })
})
