// The order lists' filters on a laptop and a phone (issue 37, decision 0343): they fold behind a
// "Filters (n)" toggle below 1366 px and keep what was typed (R-LIST-002).
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../i18n/all-texts'
import { activeFilterCount, PENDING_FILTER_KEYS, type OrderListFilters } from '../../machines/order-list'
import { ListFilterForm, TextFilterField, useFilterText } from './ListFilterFields'
import { windowOfWidth } from './orders-common.test-kit'

const TEXT = {
  vi: { toggle: 'Bộ lọc', toggleTwo: 'Bộ lọc (2)', form: 'Bộ lọc', orderNumber: 'Số BB' },
  en: { toggle: 'Filters', toggleTwo: 'Filters (2)', form: 'Filters', orderNumber: 'BB No.' },
} as const

let window_: ReturnType<typeof windowOfWidth> | undefined
afterEach(() => window_?.restore())

/** A list's filter form as the pending list builds it, with its BB number field. */
function Filters({ filters }: { readonly filters: OrderListFilters }) {
  const onChange = vi.fn()
  const orderNumber = useFilterText(filters, 'orderNumber', onChange)
  return (
    <ListFilterForm
      onReset={vi.fn()}
      onSubmit={vi.fn()}
      active={activeFilterCount(filters, PENDING_FILTER_KEYS)}
    >
      <TextFilterField {...orderNumber} />
    </ListFilterForm>
  )
}

function renderFilters(lng: 'vi' | 'en', filters: OrderListFilters) {
  render(
    <I18nextProvider i18n={createI18n(lng)}>
      <Filters filters={filters} />
    </I18nextProvider>,
  )
}

describe('R-LIST-002 the filters fold behind their toggle below 1366 px', () => {
  for (const lng of ['vi', 'en'] as const) {
    const text = TEXT[lng]
    it(`(${lng}) closed at 1280 px, the toggle counts the filters set, opens the form and keeps what was typed`, async () => {
      window_ = windowOfWidth(1280)
      renderFilters(lng, { customerCode: 'C1001', createdFrom: '2026-01-01' })
      const toggle = screen.getByRole('button', { name: text.toggleTwo })
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(screen.queryByRole('form', { name: text.form })).toBeNull()
      const user = userEvent.setup()
      await user.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const form = screen.getByRole('form', { name: text.form })
      expect(toggle).toHaveAttribute('aria-controls', form.id)
      const field = within(form).getByRole('searchbox', { name: text.orderNumber })
      await user.type(field, 'BB12')
      // Folded and opened again: what was typed is still there.
      await user.click(toggle)
      expect(screen.queryByRole('form', { name: text.form })).toBeNull()
      await user.click(toggle)
      expect(within(screen.getByRole('form', { name: text.form })).getByRole('searchbox')).toHaveValue('BB12')
      // A window grown to 1366 px: the form open, no toggle, the text kept.
      act(() => window_!.resize(1366))
      expect(screen.queryByRole('button', { name: new RegExp(`^${text.toggle}`) })).toBeNull()
      expect(within(screen.getByRole('form', { name: text.form })).getByRole('searchbox')).toHaveValue('BB12')
    })
  }

  it('(en) on a phone the toggle says Filters with nothing set, and the form is folded', () => {
    window_ = windowOfWidth(390)
    renderFilters('en', {})
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull()
  })
})
