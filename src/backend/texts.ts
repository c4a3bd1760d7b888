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

/** A `backend` text (or `ns:key`) in `language`. */
export const textIn = (language: Language, key: string, params?: Record<string, unknown>): string =>
  translators[language](key, params ?? {})

export interface Bilingual {
  readonly en: string
  readonly vi: string
}

/** The text in English and in Vietnamese. */
export const bilingual = (key: string, params?: Record<string, unknown>): Bilingual => ({
  en: textIn('en', key, params),
  vi: textIn('vi', key, params),
})
