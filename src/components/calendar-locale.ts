// The ETA calendar in both languages: PrimeReact ships English only, so the month and day names
// and the calendar's own button labels come from the i18n resources (`common:calendar`, kept in
// step by the key-parity test) and are registered here; weeks start on Monday in both.
import { addLocale, type LocaleOptions } from 'primereact/api'
import { i18n } from '../i18n'

let registered = false

const texts = (lng: 'vi' | 'en') =>
  i18n.t('common:calendar', { lng, returnObjects: true }) as unknown as Partial<LocaleOptions>

/** Registers the 'vi' and 'en-portal' calendar locales once. */
export function registerCalendarLocales(): void {
  if (registered) return
  registered = true
  addLocale('vi', { ...texts('vi'), firstDayOfWeek: 1, dateFormat: 'dd-mm-yy' })
  addLocale('en-portal', { ...texts('en'), firstDayOfWeek: 1, dateFormat: 'dd-mm-yy' })
}

/** The calendar locale for the active language. */
export const calendarLocale = (lng: 'vi' | 'en'): string => (lng === 'vi' ? 'vi' : 'en-portal')
