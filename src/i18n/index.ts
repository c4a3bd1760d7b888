// i18next with Vietnamese as default and fallback (R-I18N-006, decision 0008). Texts are the JSON
// files under locales/<lng>/<namespace>.json: one namespace per feature, found by glob, so a
// feature adds its namespace without touching this file.
//
// The app's instance (`i18n`) bundles only the namespaces the login page shows (CORE_NAMESPACES);
// every other namespace is a lazy chunk that `loadTexts()` fetches, in the active language only,
// with the screen or part that shows it (`withTexts`: R-PERF-035, decision 0396). Vietnamese stays
// the fallback of an English page, downloaded only when a key is missing in English (R-PERF-027,
// decision 0385); R-I18N-007 checks that none is.
// `createI18n` (tests, all-texts.ts) and `resources` (the mock backend, the key-parity test,
// resources.ts) hold every namespace; no module of the app imports them, so the app's chunks never
// hold the texts of every screen (decision 0250). The languages themselves are in languages.ts.
import i18next, { type i18n as I18n } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { storage } from '../lib/storage'
import {
  collect,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  namespaceOf,
  type Language,
  type Resources,
  type Tree,
} from './languages'

export * from './languages'

/**
 * What the login page shows before anything else loads: its texts, the toasts', the titles'; and
 * PrimeReact's own words (417 B gzip), which every PrimeReact component reads from its locale when
 * it renders, whichever part opens it (decision 0396).
 */
export const CORE_NAMESPACES = ['common', 'errors', 'auth', 'shell', 'primereact'] as const

const coreResources: Resources = collect(
  import.meta.glob<Tree>('./locales/*/{common,errors,auth,shell,primereact}.json', {
    eager: true,
    import: 'default',
  }),
)

// The other namespaces, each a lazy chunk (vite.config.ts groups them by language).
const loaders = import.meta.glob<Tree>(
  ['./locales/*/*.json', '!./locales/*/{common,errors,auth,shell,primereact}.json'],
  { import: 'default' },
)
const loaderOf = (lng: string, ns: string) => loaders[`./locales/${lng}/${ns}.json`]

/** Every namespace there is, from the file names. */
export const namespaces: readonly string[] = [
  ...CORE_NAMESPACES,
  ...new Set(Object.keys(loaders).flatMap((path) => namespaceOf(path)?.ns ?? [])),
]

/** The namespaces the app's screens use: all but the mock backend's own (`backend`). */
export const APP_NAMESPACES: readonly string[] = namespaces.filter((ns) => ns !== 'backend')

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

export const baseOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} as const

export function watchLanguage(instance: I18n, lng: Language) {
  instance.on('languageChanged', applyLanguage)
  applyLanguage(lng)
}

/**
 * The app's instance: the core namespaces bundled, the others fetched on demand from their own
 * chunks (`loadTexts`). A language change fetches the loaded namespaces in the new language
 * before the texts switch. An English page neither downloads nor looks up the Vietnamese texts of
 * its screens until a key is missing in English (R-PERF-027, decision 0385): then Vietnamese
 * becomes its fallback, the namespaces loaded so far download in Vietnamese and the screens render
 * again ('loaded' is among the events react-i18next renders on).
 */
export function createAppI18n(
  lng: Language = initialLanguage(),
  /** A namespace's chunk; tests give one that fails. */
  download: (language: string, namespace: string) => Promise<Tree> = (language, namespace) => {
    const load = loaderOf(language, namespace)
    return load ? load() : Promise.reject(new Error(`no texts ${language}/${namespace}`))
  },
): I18n {
  const instance = i18next.createInstance()
  let fallbackInUse = false
  void instance
    .use(initReactI18next)
    .use(resourcesToBackend(download))
    .init({
      ...baseOptions,
      // Read at every lookup and every download: Vietnamese only once a key went missing.
      fallbackLng: (code: string) => (code === DEFAULT_LANGUAGE || fallbackInUse ? [DEFAULT_LANGUAGE] : []),
      saveMissing: true,
      // A key missing from a namespace that has downloaded, not one still on its way.
      missingKeyHandler: (_languages, ns) => {
        if (fallbackInUse || instance.language === DEFAULT_LANGUAGE || !instance.hasLoadedNamespace(ns))
          return
        fallbackInUse = true
        void instance.reloadResources([DEFAULT_LANGUAGE], loadedNamespaces(instance))
      },
      react: { bindI18n: 'languageChanged loaded' },
      // A copy per instance: i18next adds the loaded namespaces into the object it is given.
      resources: { vi: { ...coreResources.vi }, en: { ...coreResources.en } },
      partialBundledLanguages: true,
      lng,
      ns: [...CORE_NAMESPACES],
    })
  watchLanguage(instance, lng)
  return instance
}

/** The namespaces this instance has asked for so far. */
const loadedNamespaces = (instance: I18n): string[] => ([] as string[]).concat(instance.options.ns ?? [])

/** The languages a lookup goes through now: the active one, then its fallback when in use. */
const languagesOf = (instance: I18n): string[] =>
  instance.services.languageUtils.toResolveHierarchy(instance.language)

export const i18n = createAppI18n()

/**
 * Loads `wanted` in the active language (and in Vietnamese once it is the fallback in use);
 * resolves when they are all there and rejects when one could not be downloaded, so that the
 * screen or part that needs them says "Connection Error" and tries again (decision 0331). i18next
 * resolves either way and marks a failed namespace as failed for good: the next call asks for it
 * again. A namespace loaded once stays: a language change downloads it in the new language.
 */
export async function loadTexts(wanted: readonly string[], instance: I18n = i18n): Promise<void> {
  const missing = () =>
    wanted.filter((ns) => languagesOf(instance).some((lng) => !instance.hasResourceBundle(lng, ns)))
  if (missing().length === 0) return
  await instance.loadNamespaces([...wanted])
  if (missing().length === 0) return
  await instance.reloadResources(languagesOf(instance), missing())
  const still = missing()
  if (still.length > 0) throw new Error(`texts not downloaded: ${still.join(', ')}`)
}

/** Every namespace the screens use, for tests that render parts of several screens. @test */
export const loadAppTexts = (instance: I18n = i18n): Promise<void> => loadTexts(APP_NAMESPACES, instance)

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE)
