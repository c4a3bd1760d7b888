// PrimeReact's own labels and the calendar in the portal language (decision 0280).
import { render, screen } from '@testing-library/react'
import PrimeReact, { ariaLabel, locale, localeOption } from 'primereact/api'
import { Dialog } from 'primereact/dialog'
import { afterEach, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import { followLanguage } from './primereact-locale'

afterEach(() => void locale('en'))

it("R-I18N-001 the day pickers' calendar speaks the active language, its texts from the i18n resources, weeks from Monday", async () => {
  const i18n = createI18n('vi')
  const stop = followLanguage(i18n)
  // PrimeReact's global locale, the one a calendar given no locale speaks.
  const current = (key: string) => localeOption(key, PrimeReact.locale ?? 'en')
  try {
    expect(current('monthNames')).toContain('Tháng 12')
    expect(current('chooseDate')).toBe('Chọn ngày')
    expect(current('dayNamesMin')).toEqual(['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'])
    expect(current('firstDayOfWeek')).toBe(1)
    expect(current('dateFormat')).toBe('dd-mm-yy')
    await i18n.changeLanguage('en')
    expect(current('monthNames')).toContain('December')
    expect(current('chooseDate')).toBe('Choose Date')
    expect(current('firstDayOfWeek')).toBe(1)
    expect(current('dateFormat')).toBe('dd-mm-yy')
  } finally {
    stop()
  }
})

it('R-I18N-001 PrimeReact labels follow the language: a dialog closes with Đóng in Vietnamese and Close in English', async () => {
  const i18n = createI18n('vi')
  const stop = followLanguage(i18n)
  expect(ariaLabel('close', {})).toBe('Đóng')
  expect(ariaLabel('nextPageLabel', {})).toBe('Trang sau')
  expect(localeOption('accept', 'vi')).toBe('Có')
  // A label the portal does not translate keeps PrimeReact's English rather than breaking.
  expect(ariaLabel('moveUp', {})).toBe('Move Up')
  const dialog = () => (
    <Dialog visible header="x" onHide={() => undefined}>
      body
    </Dialog>
  )
  const { unmount } = render(dialog())
  expect(await screen.findByRole('button', { name: 'Đóng' })).toBeTruthy()
  unmount()

  await i18n.changeLanguage('en')
  expect(ariaLabel('close', {})).toBe('Close')
  render(dialog())
  expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy()
  stop()
  await i18n.changeLanguage('vi')
  expect(ariaLabel('close', {})).toBe('Close')
})

it("R-I18N-001 the locale is built again when its own texts arrive, not when a screen's texts do", () => {
  const i18n = createI18n('vi')
  const stop = followLanguage(i18n)
  const built = vi.spyOn(i18n, 't')
  try {
    i18n.emit('loaded', { vi: { home: true, orders: true } })
    i18n.emit('loaded', {})
    expect(built).not.toHaveBeenCalled()
    i18n.emit('loaded', { vi: { primereact: true } })
    expect(built).toHaveBeenCalledTimes(1)
    i18n.emit('loaded', { en: { common: true } })
    expect(built).toHaveBeenCalledTimes(2)
    expect(ariaLabel('close', {})).toBe('Đóng')
  } finally {
    stop()
  }
})
