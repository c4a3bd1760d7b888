// The mock backend answers in the caller's language (Accept-Language), with texts from the
// `backend` i18n namespace, so a refusal reads as clearly as any screen message.
import i18next, { type TFunction } from 'i18next'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages'
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

export function languageOf(request: Request): Language {
  const header = request.headers.get('Accept-Language')?.slice(0, 2).toLowerCase()
  return isLanguage(header) ? header : DEFAULT_LANGUAGE
}

/** A message of the `backend` namespace (or `ns:key` of another) in the request's language. */
export function say(request: Request, key: string, params?: Record<string, unknown>): string {
  return translators[languageOf(request)](key, params ?? {})
}
