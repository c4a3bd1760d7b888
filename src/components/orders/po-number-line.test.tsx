// The PO number under the BB number in the lists' table and phone cards (R-PO-004, decision 0362).
import { render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/all-texts'
import { orderRow } from '../../machines/order-list/order-list.testkit'
import { OrderCards } from './OrderCards'
import { OrderTable } from './OrderTable'

const rows = [orderRow(1, { PoNumber: 'PO-ĐÀ-NẴNG/2026-0042' }), orderRow(2)]
const common = { rows, labelledBy: 'h', loading: false, loaded: true, loadFailed: false, emptyText: '' }

describe('R-PO-004 the lists show the PO number under the BB number', () => {
  it.each([
    ['vi', 'Số PO PO-ĐÀ-NẴNG/2026-0042'],
    ['en', 'PO PO-ĐÀ-NẴNG/2026-0042'],
  ] as const)(
    '(%s) in the table, in the BB number cell, and nothing for an order without one',
    (lng, text) => {
      render(
        <I18nextProvider i18n={createI18n(lng)}>
          <OrderTable {...common} />
        </I18nextProvider>,
      )
      const [first, second] = within(screen.getByRole('table')).getAllByRole('row').slice(1)
      const number = first!.querySelector('[data-column="orderNumber"]')!
      expect(within(number as HTMLElement).getByText(text)).toBeTruthy()
      expect(second!.querySelector('.order-table__po')).toBeNull()
    },
  )

  it('(en) on a phone card, under its heading', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <OrderCards {...common} />
      </I18nextProvider>,
    )
    const cards = screen.getAllByRole('article')
    expect(within(cards[0]!).getByText('PO PO-ĐÀ-NẴNG/2026-0042')).toBeTruthy()
    expect(cards[1]!.querySelector('.order-table__po')).toBeNull()
  })
})
