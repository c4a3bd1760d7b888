// Every namespace in both languages, bundled: for the mock backend (its answers' texts) and tests.
// No module of the app imports this file, so the app's chunks hold only the login's texts and load
// the others by screen (decisions 0042, 0250).
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  baseOptions,
  collect,
  initialLanguage,
  namespaces,
  watchLanguage,
  type Language,
  type Resources,
  type Tree,
} from './index'

/** Every namespace in both languages. */
export const resources: Resources = collect(
  import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' }),
)

/** An instance with every namespace loaded (tests, and anything that must not wait). @test */
export function createI18n(lng: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({ ...baseOptions, resources, lng, ns: namespaces })
  watchLanguage(instance, lng)
  return instance
}
