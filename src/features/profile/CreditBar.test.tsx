// One credit limit on its own: a company without a credit line (limit 0, terms 'no credit - TT')
// is said to buy on bank transfer instead of 'limit 0, used ...' (issue 37).
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, loadAppTexts } from '../../i18n'
import { CreditBar } from './CreditBar'

beforeAll(async () => {
  await loadAppTexts()
})

describe('R-PROF-006 a company without a credit line', () => {
  it('(en) is said to buy on bank transfer, with no bar and no used amount', async () => {
    await i18n.changeLanguage('en')
    render(<CreditBar id="credit-company" label="Credit limit (company)" limit={0} used={799_880_000} />)
    const card = screen.getByTestId('credit-company')
    expect(card).toHaveTextContent('No credit line: this company buys on bank transfer (TT).')
    expect(card).not.toHaveTextContent('799')
    expect(screen.queryByRole('meter')).toBeNull()
  })

  it('(vi) says the same; a company with a credit line keeps its bar', async () => {
    await i18n.changeLanguage('vi')
    const { rerender } = render(
      <CreditBar id="credit-company" label="Hạn mức tín dụng (công ty)" limit={0} used={799_880_000} />,
    )
    expect(screen.getByTestId('credit-company')).toHaveTextContent(
      'Không có hạn mức tín dụng: công ty mua hàng bằng chuyển khoản (TT).',
    )
    rerender(
      <CreditBar id="credit-company" label="Hạn mức tín dụng (công ty)" limit={1_000_000} used={250_000} />,
    )
    expect(screen.getByRole('meter', { name: 'Hạn mức tín dụng (công ty)' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
  })
})
