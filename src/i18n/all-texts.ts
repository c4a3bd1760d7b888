// An i18next instance with every namespace in both languages, for tests. No module of the app
// imports this file, so the app's chunks hold only the login's texts and load the others by
// screen (decisions 0042, 0250).
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { baseOptions, initialLanguage, namespaces, watchLanguage, type Language } from './index'
import { resources } from './resources'

/** An instance with every namespace loaded (tests, and anything that must not wait). @test */
export function createI18n(lng: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({ ...baseOptions, resources, lng, ns: namespaces })
  watchLanguage(instance, lng)
  return instance
}
