// i18next with Vietnamese as default and fallback (spec §1, design §3). Resources are the JSON
// files under locales/<lng>/<namespace>.json: one namespace per feature, found by glob, so a
// feature adds its namespace without touching this file.
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { storage } from '../lib/storage'

export const LANGUAGES = ['vi', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'vi'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

type Tree = { [key: string]: string | Tree }
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' })

export const resources: Record<Language, Record<string, Tree>> = { vi: {}, en: {} }
for (const [path, tree] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)
  if (match && isLanguage(match[1]) && match[2]) resources[match[1]][match[2]] = tree
}
export const namespaces = Object.keys(resources.vi)

/** The stored language if valid, else Vietnamese. */
export function initialLanguage(): Language {
  const stored = storage.getCookie('language')
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

function applyLanguage(lng: string) {
  if (!isLanguage(lng)) return
  storage.setCookie('language', lng)
  if (typeof document !== 'undefined') document.documentElement.lang = lng
}

export function createI18n(lng: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  instance.on('languageChanged', applyLanguage)
  applyLanguage(lng)
  return instance
}

export const i18n = createI18n()

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE)
