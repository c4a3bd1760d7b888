import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import postcss from 'postcss'

// The lara theme styles every PrimeReact component, about half of them ones the portal never
// renders (megamenu, treetable, editor…). The build keeps only the rules whose PrimeReact classes
// can occur: half the stylesheet's bytes, less to download and parse before the first paint. It
// does not make style recalculation cheaper; matching selectors is a small part of it, measured
// (decision 0317).

const PRIME_CLASS = /\bp-([a-z]+)/g
const PRIME_IMPORT = /primereact\/([a-z]+)/g

/**
 * The first words of the `p-…` classes the app can render ("button" for p-button-danger): those
 * its own files name, and those of every PrimeReact module it imports, followed import by import.
 * The first word, not the whole class, because PrimeReact builds modifiers (`p-button-${severity}`)
 * at run time.
 */
export function usedClassRoots(
  appSources: readonly string[],
  readPrimeModule: (name: string) => string | undefined,
): Set<string> {
  const roots = new Set<string>()
  const modules = new Set<string>()
  const read = (source: string) => {
    for (const [, root] of source.matchAll(PRIME_CLASS)) roots.add(root!)
    for (const [, name] of source.matchAll(PRIME_IMPORT)) {
      if (modules.has(name!)) continue
      modules.add(name!)
      const module = readPrimeModule(name!)
      if (module !== undefined) read(module)
    }
  }
  appSources.forEach(read)
  return roots
}

/** The theme without the selectors that name a PrimeReact class the app never renders. */
export function purgeTheme(css: string, roots: ReadonlySet<string>): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return
    const selectors = rule.selectors.filter((selector) =>
      [...selector.matchAll(/\.p-([a-z]+)/g)].every(([, word]) => roots.has(word!)),
    )
    if (selectors.length === 0) rule.remove()
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return root.toString()
}

/** The app's sources (src/, index.html) and a reader of PrimeReact's ES modules, under `root`. */
export function appClassRoots(root: string): Set<string> {
  const src = join(root, 'src')
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css|html)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(src, file), 'utf8'))
  sources.push(readFileSync(join(root, 'index.html'), 'utf8'))
  return usedClassRoots(sources, (name) => {
    const file = join(root, 'node_modules/primereact', name, `${name}.esm.js`)
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined
  })
}
