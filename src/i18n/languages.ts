// The portal's languages and the shape of its texts: no i18next instance, so the mock backend's
// worker can read them without the app's instance and react-i18next (decision 0319).
export const LANGUAGES = ['vi', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'vi'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

export type Tree = { [key: string]: string | Tree }
/** Texts by language and namespace. */
export type Resources = Record<Language, Record<string, Tree>>

const PATH = /\.\/locales\/(\w+)\/([\w-]+)\.json$/

/** The language and namespace of a text file's path (`./locales/<lng>/<namespace>.json`). */
export function namespaceOf(path: string): { readonly lng: string; readonly ns: string } | undefined {
  const match = PATH.exec(path)
  return match?.[1] && match[2] ? { lng: match[1], ns: match[2] } : undefined
}

/** Sorts the JSON files of a glob by language and namespace. */
export function collect(files: Record<string, Tree>): Resources {
  const result: Resources = { vi: {}, en: {} }
  for (const [path, tree] of Object.entries(files)) {
    const file = namespaceOf(path)
    if (file && isLanguage(file.lng)) result[file.lng][file.ns] = tree
  }
  return result
}
