// Texts of the `backend` i18n namespace in a named language, or in both at once: entities carry
// paired texts (_EN / _VN, R-I18N-003), and notifications are written once in both languages.
// The one place the backend's i18next instances are built: `messages.ts#say` answers in the
// caller's language through `textIn`.
import i18next, { type TFunction } from 'i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { resources } from '../i18n/resources'

const translators = Object.fromEntries(
  LANGUAGES.map((lng) => {
    const instance = i18next.createInstance()
    void instance.init({
      resources,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'backend',
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    return [lng, instance.t.bind(instance)]
  }),
) as Record<Language, TFunction>

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?Z?$/

/**
 * A text's parameters as a person reads them (R-I18N-010, decision 0347): a wire date
 * (YYYY-MM-DD) is written DD-MM-YYYY and a wire date-time DD-MM-YYYY HH:mm, in both languages, as
 * the screens write them (R-DATE-002, R-DATE-003); every other value is passed on as it is.
 */
export function shownParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const shown: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value !== 'string') shown[name] = value
    else {
      const date = WIRE_DATE.exec(value)
      const dateTime = date ? null : WIRE_DATE_TIME.exec(value)
      shown[name] = date
        ? `${date[3]}-${date[2]}-${date[1]}`
        : dateTime
          ? `${dateTime[3]}-${dateTime[2]}-${dateTime[1]} ${dateTime[4]}:${dateTime[5]}`
          : value
    }
  }
  return shown
}

/** A `backend` text (or `ns:key`) in `language`, its dates written as on screen. */
export const textIn = (language: Language, key: string, params?: Record<string, unknown>): string =>
  translators[language](key, shownParams(params))

export interface Bilingual {
  readonly en: string
  readonly vi: string
}

/** The text in English and in Vietnamese. */
export const bilingual = (key: string, params?: Record<string, unknown>): Bilingual => ({
  en: textIn('en', key, params),
  vi: textIn('vi', key, params),
})
