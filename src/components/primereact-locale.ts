// PrimeReact's own texts in the portal language: PrimeReact ships English only, so a dialog's
// close button, a DataTable's paginator's and the gallery's labels and the calendar's names would stay
// English on a Vietnamese screen. Each language's locale is built from the i18n texts
// (`primereact` for the labels, `common:calendar` for the calendar) over PrimeReact's English
// defaults, and PrimeReact's global locale follows the i18n language (decision 0280).
// Loaded by the shell only: the login page carries no PrimeReact JavaScript (decision 0251).
import type { i18n as I18n } from 'i18next'
import { addLocale, locale, localeOptions, type LocaleOptions } from 'primereact/api'

type Lng = 'vi' | 'en'

/** The PrimeReact locale of a language ('en' itself is PrimeReact's, left untouched). */
const primeLocaleOf = (lng: Lng): string => (lng === 'vi' ? 'vi' : 'en-portal')

// Kept from PrimeReact's English before any locale of ours is registered.
let english: LocaleOptions | undefined

/**
 * Registers the locale of `lng` from the texts `i18n` holds in that language now; a text not
 * loaded yet stays PrimeReact's English until the next registration.
 */
function registerPrimeLocale(i18n: I18n, lng: Lng): string {
  english ??= { ...localeOptions('en') }
  const calendar = i18n.t('common:calendar', { lng, returnObjects: true }) as Partial<LocaleOptions>
  const own = (i18n.getResourceBundle(lng, 'primereact') ?? {}) as Partial<LocaleOptions>
  const code = primeLocaleOf(lng)
  addLocale(code, {
    ...calendar,
    ...own,
    aria: { ...english.aria, ...own.aria },
    firstDayOfWeek: 1,
    dateFormat: 'dd-mm-yy',
  })
  return code
}

const asLng = (lng: string): Lng => (lng === 'en' ? 'en' : 'vi')

/** The namespaces a locale is built from. */
const LOCALE_NAMESPACES = ['common', 'primereact']

/**
 * Makes PrimeReact speak the i18n language from now on: registers the active language's locale
 * and sets PrimeReact's global locale now, on every language change and whenever the texts it is
 * built from arrive (the `primereact` namespace is a lazy chunk). Other namespaces' arrivals
 * (each screen's texts) change nothing: building the locale again for each cost the start-up of
 * a signed-in page main-thread time (decision 0280, addendum). Returns the unsubscribe.
 */
export function followLanguage(i18n: I18n): () => void {
  const apply = () => void locale(registerPrimeLocale(i18n, asLng(i18n.language)))
  // i18next's 'loaded' payload: language -> namespace -> true.
  const applyIfOurs = (loaded: Record<string, Record<string, boolean> | undefined>) => {
    if (Object.values(loaded).some((namespaces) => LOCALE_NAMESPACES.some((ns) => namespaces?.[ns]))) apply()
  }
  apply()
  i18n.on('languageChanged', apply)
  i18n.on('loaded', applyIfOurs)
  return () => {
    i18n.off('languageChanged', apply)
    i18n.off('loaded', applyIfOurs)
  }
}
