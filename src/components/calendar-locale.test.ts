import { localeOption } from 'primereact/api'
import { expect, it } from 'vitest'
import { calendarLocale, registerCalendarLocales } from './calendar-locale'

it('R-I18N-001 the ETA calendar speaks the active language, its texts from the i18n resources, weeks from Monday', () => {
  registerCalendarLocales()
  const vi = calendarLocale('vi')
  const en = calendarLocale('en')
  expect(localeOption('monthNames', vi)).toContain('Tháng 12')
  expect(localeOption('chooseDate', vi)).toBe('Chọn ngày')
  expect(localeOption('dayNamesMin', vi)).toEqual(['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'])
  expect(localeOption('monthNames', en)).toContain('December')
  expect(localeOption('chooseDate', en)).toBe('Choose Date')
  for (const locale of [vi, en]) {
    expect(localeOption('firstDayOfWeek', locale)).toBe(1)
    expect(localeOption('dateFormat', locale)).toBe('dd-mm-yy')
  }
})
