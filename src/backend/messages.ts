// The mock backend answers in the caller's language (Accept-Language), with texts from the
// `backend` i18n namespace, so a refusal reads as clearly as any screen message. The i18next
// instances are built once, in texts.ts; this module only picks the caller's language.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages'
import { textIn } from './texts'

export function languageOf(request: Request): Language {
  const header = request.headers.get('Accept-Language')?.slice(0, 2).toLowerCase()
  return isLanguage(header) ? header : DEFAULT_LANGUAGE
}

/** A message of the `backend` namespace (or `ns:key` of another) in the request's language. */
export function say(request: Request, key: string, params?: Record<string, unknown>): string {
  return textIn(languageOf(request), key, params)
}
