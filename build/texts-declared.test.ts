// Each screen and part that loads lazily downloads the namespaces it shows, and only those
// (R-PERF-035, decision 0396): a lazy module is declared with `withTexts([...namespaces], () =>
// import('...'))` (src/i18n/index.ts). This check reads the source: from each declared module it
// follows the static imports and the `import()`s that no `withTexts` wraps (those load with it), and
// collects every namespace the files on the way use (`useTranslation('ns')`, a `'ns:key'` string:
// `t`, `i18n.t`, `Trans i18nKey`, a key kept in data, `ns` options). Each must be declared or
// bundled with the app (CORE_NAMESPACES); each declared one must be used. The app's entry
// (src/main.tsx) is a unit too, with the core namespaces alone. The mock backend is left out: it
// renders nothing and has every text (src/i18n/resources.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '..')
const SRC = join(ROOT, 'src')
/** What renders nothing on the page: the mock backend, the event-sourced core, the tests' kits. */
const NOT_RENDERED = /^src\/(mocks|backend|test)\//

/** Every namespace, from the English files' names. */
const NAMESPACES = readdirSync(join(SRC, 'i18n/locales/en')).map((f) => f.replace(/\.json$/, ''))
const CORE = [
  ...(
    /CORE_NAMESPACES = \[([^\]]*)\]/.exec(readFileSync(join(SRC, 'i18n/index.ts'), 'utf8'))?.[1] ?? ''
  ).matchAll(/'(\w+)'/g),
].map((m) => m[1]!)

/** A lazy unit: the modules `withTexts` imports, and the namespaces it declares for them. */
interface Unit {
  readonly where: string
  readonly roots: readonly string[]
  readonly declared: readonly string[]
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"](\.[^'"]*)['"]/gm
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g
const WITH_TEXTS = /\bwithTexts\(\s*\[([^\]]*)\]/g

/** A file's source with its comments blanked (their examples are not code), offsets kept. */
const text = (file: string) =>
  readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, (c) => c.replace(/[^\n]/g, ' '))

function fileOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && statSync(f).isFile() && /\.tsx?$/.test(f))
}

/** Where the call that opens at `open` (its `(`) closes. */
function closing(source: string, open: number): number {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++
    else if (source[i] === ')' && --depth === 0) return i
  }
  return source.length
}

/** The `withTexts` calls of a file: each a unit, and the stretch of source it covers. */
function declarationsIn(file: string, source = text(file)) {
  return [...source.matchAll(WITH_TEXTS)].map((match) => {
    const open = match.index + match[0].indexOf('(')
    const end = closing(source, open)
    const roots = [...source.slice(open, end).matchAll(DYNAMIC_IMPORT)].flatMap(([, spec]) => {
      const target = spec === undefined ? undefined : fileOf(file, spec)
      return target === undefined ? [] : [target]
    })
    // A namespace starts with a letter: the shell's build-time condition compares with '1'.
    const declared = [...(match[1] ?? '').matchAll(/['"]([A-Za-z]\w*)['"]/g)].map((m) => m[1]!)
    const line = source.slice(0, match.index).split('\n').length
    return { unit: { where: `${relative(ROOT, file)}:${line}`, roots, declared }, from: open, to: end }
  })
}

/** The namespaces one file uses. */
function namespacesUsedIn(source: string): Set<string> {
  const used = new Set<string>()
  for (const [, list] of source.matchAll(/\b(?:useTranslation|withTranslation)\(\s*\[?([^)\]]*)/g))
    for (const [, ns] of (list ?? '').matchAll(/['"](\w+)['"]/g)) used.add(ns!)
  for (const [, ns] of source.matchAll(/\bns(?:=\{?|:\s*)['"](\w+)['"]/g)) used.add(ns!)
  const key = new RegExp(`['"\`](${NAMESPACES.join('|')}):[\\w$]`, 'g')
  for (const [, ns] of source.matchAll(key)) used.add(ns!)
  return used
}

/** The files a unit renders: its roots and what they import, statically or through an unwrapped `import()`. */
function filesOf(roots: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || NOT_RENDERED.test(relative(ROOT, file))) return
    seen.add(file)
    const source = text(file)
    const wrapped = declarationsIn(file, source)
    const isWrapped = (at: number) => wrapped.some(({ from, to }) => at > from && at < to)
    const specifiers = [
      ...[...source.matchAll(STATIC_IMPORT)].map((m) => m[1]),
      ...[...source.matchAll(DYNAMIC_IMPORT)].filter((m) => !isWrapped(m.index)).map((m) => m[1]),
    ]
    for (const spec of specifiers) {
      const target = spec === undefined ? undefined : fileOf(file, spec)
      if (target !== undefined) visit(target)
    }
  }
  roots.forEach(visit)
  return [...seen]
}

/** Every source file of the app (tests, kits, the mock backend left out). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-kit)?\.tsx?$/.test(entry.name) ? [path] : []
  })

const UNITS: readonly Unit[] = [
  { where: 'src/main.tsx (the app, before any screen)', roots: [join(SRC, 'main.tsx')], declared: [] },
  ...sources(SRC)
    .filter((file) => !NOT_RENDERED.test(relative(ROOT, file)) && file !== join(SRC, 'i18n/index.ts'))
    .flatMap((file) => declarationsIn(file).map(({ unit }) => unit)),
]

/**
 * A flow's folder under src/machines holds keys (a rule's violation, a notice) that the screens
 * running its machine show; a screen that imports only a constant or a helper from its rules shows
 * none of them. Such a file's namespaces count where the unit runs one of the folder's machines.
 */
const flowOf = (file: string) => /^src\/machines\/([\w-]+)\//.exec(file)?.[1]
const runsMachineOf = (files: readonly string[], flow: string) =>
  files.some((f) => f.startsWith(`src/machines/${flow}/`) && f.endsWith('.machine.ts'))

/** What each unit uses that it does not declare, and what it declares and does not use. */
function misdeclared(unit: Unit) {
  const files = filesOf(unit.roots).map((file) => relative(ROOT, file))
  const byNamespace = new Map<string, string>()
  for (const file of files) {
    const flow = flowOf(file)
    if (flow !== undefined && !runsMachineOf(files, flow)) continue
    for (const ns of namespacesUsedIn(text(join(ROOT, file))))
      if (!byNamespace.has(ns)) byNamespace.set(ns, file)
  }
  return {
    where: unit.where,
    undeclared: [...byNamespace]
      .filter(([ns]) => !CORE.includes(ns) && !unit.declared.includes(ns))
      .map(([ns, file]) => `${ns} (${file})`),
    unused: unit.declared.filter((ns) => CORE.includes(ns) || !byNamespace.has(ns)),
  }
}

describe('R-PERF-035 each screen and part downloads the texts it shows, and only those', () => {
  it('R-PERF-035 every route and lazily opened part declares each namespace its files use, and no other', () => {
    expect(CORE).toEqual(['common', 'errors', 'auth', 'shell', 'primereact'])
    // The route table's screens, the shell, the 500 page, the drawers and dialogs: all declared.
    expect(UNITS.length).toBeGreaterThan(30)
    for (const unit of UNITS) expect(unit.roots.length, unit.where).toBeGreaterThan(0)
    expect(UNITS.map(misdeclared).filter((u) => u.undeclared.length + u.unused.length > 0)).toEqual([])
  })

  it('R-PERF-035 the check sees each way a file names a namespace', () => {
    const used = (source: string) => [...namespacesUsedIn(source)].sort()
    expect(used(`const { t } = useTranslation('orders')`)).toEqual(['orders'])
    expect(used(`useTranslation(['home', 'orders'])`)).toEqual(['home', 'orders'])
    expect(used(`t('placeOrder:summary.title')`)).toEqual(['placeOrder'])
    expect(used(`i18n.t('simulator:reset.confirm')`)).toEqual(['simulator'])
    expect(used(`<Trans ns="qa" i18nKey="x" />`)).toEqual(['qa'])
    expect(used(`<Trans i18nKey="profile:credit.title" />`)).toEqual(['profile'])
    expect(used('const key = `workplace:chart.${name}`')).toEqual(['workplace'])
    expect(used(`t('title', { ns: 'drafts' })`)).toEqual(['drafts'])
    expect(used(`useTranslation()`)).toEqual([])
    expect(used(`'http://x' 'nothere:key' 'orders'`)).toEqual([])
  })
})
