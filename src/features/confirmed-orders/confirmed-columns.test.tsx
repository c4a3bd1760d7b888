// The confirmed list's table on a laptop (issue 37, decision 0343): below 1600 px four of its
// columns fold under others, so a row fits a 1280 px window (R-LIST-001), and its status is the
// family's badge (R-LIST-003).
import { render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { OrderTable } from '../../components/orders/OrderTable'
import { createI18n } from '../../i18n/all-texts'
import { orderRow } from '../../machines/order-list/order-list.testkit'
import { useConfirmedFields } from './confirmed-columns'

function ConfirmedTable({ folded }: { readonly folded: boolean }) {
  const fields = useConfirmedFields()
  const row = orderRow(40, {
    FeOrderStatus: 8,
    OrderSO: 'SO1',
    ETDDate: '2026-03-01',
    ConfirmedETA: '2026-03-04',
    PaymentStatusString: 'Paid',
    TotalAmount: 212_500_000,
  })
  return (
    <OrderTable
      rows={[row]}
      labelledBy="none"
      fields={fields}
      folded={folded}
      loading={false}
      loaded
      loadFailed={false}
      emptyText=""
      onRetry={() => {}}
    />
  )
}

describe('R-LIST-001 R-LIST-003 the confirmed table folds four columns below 1600 px', () => {
  const headersOf = () => screen.getAllByRole('columnheader').map((h) => h.textContent)
  it('(en) folded: payment status under the status, SO under the BB number, ETA under ETD, quantity under the total', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ConfirmedTable folded />
      </I18nextProvider>,
    )
    expect(headersOf()).toEqual([
      'Created',
      'Order status / Payment status',
      'Company',
      'BB No. / SO',
      'ETD / ETA',
      'Total amount (VND, VAT included) / Quantity (cases)',
    ])
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')
    expect(cells[1]).toHaveTextContent(/^CancelledPaid$/)
    expect(within(cells[1]!).getByText('Cancelled')).toHaveAttribute('data-family', 'cancelled')
    expect(cells[3]).toHaveTextContent(/^BB00000040SO1$/)
    expect(cells[4]).toHaveTextContent(/^01-03-202604-03-2026$/)
    expect(cells[5]).toHaveTextContent(/^VND\s212,500,000140$/)
  })

  it('(vi) unfolded: every field its own column, in the order of R-CONF-006', () => {
    render(
      <I18nextProvider i18n={createI18n('vi')}>
        <ConfirmedTable folded={false} />
      </I18nextProvider>,
    )
    expect(headersOf()).toHaveLength(10)
    expect(headersOf().some((h) => h?.includes(' / '))).toBe(false)
  })
})
