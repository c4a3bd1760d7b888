// The day picker's pop-up downloads at the first press (R-PERF-029, decision 0386).
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../i18n/all-texts'
import { DayPicker } from './DayPicker'

/** How many times the pop-up's module was imported. */
const popupImports = vi.hoisted(() => ({ count: 0 }))
vi.mock('./DayPickerPopup', async (original) => {
  popupImports.count += 1
  return await original()
})

describe('the day picker', () => {
  it('R-PERF-029 (en) its pop-up is imported at the first press, not with the field, and only once', async () => {
    const user = userEvent.setup()
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <DayPicker label="Choose Date" value={new Date(2025, 2, 25)} onPick={() => undefined} />
      </I18nextProvider>,
    )
    const button = screen.getByRole('button', { name: 'Choose Date' })
    expect(popupImports.count).toBe(0)
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
    await user.click(button)
    // happy-dom has no layout: PrimeReact's pop-up stays display: none there (see PlaceOrderScreen.test).
    const picker = await screen.findByRole('dialog', { hidden: true })
    expect(picker).toHaveAttribute('aria-label', 'Choose Date')
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'))
    expect(popupImports.count).toBe(1)
    await user.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
    await user.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'))
    expect(popupImports.count).toBe(1)
  })
})
