#!/usr/bin/env node
// Unused exports (decision 0122): an export of a module in src/ or server/ that no other module
// of the product imports and its own module does not use is dead code that tests keep alive. Tests
// (and src/test/, server/test/) do not count as users (a function only a test calls is not part
// of the product); the tools in scripts/ and build/ and the config files do, and a config file's
// own exports are its tool's. Reads the sources with the TypeScript
// compiler's parser only (no type check), follows relative imports, `export ... from`
// re-exports (named and `*`) and dynamic `import()`; a namespace import or a dynamic import uses
// every export of its module. An export whose doc comment carries `@test` (it exists for the
// tests: a test kit, a fixture builder) or `@public` (an API the spec asks for whose screen is not
// built yet) may be used by tests alone, but by something. Prints each unused export as
// `path: name` and exits 1 if there is one; `--json` prints the list as JSON.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '..')
const SOURCE_DIRS = ['src', 'server', 'scripts', 'build', 'specs']
const EXTRA_FILES = ['vite.config.ts', 'playwright.config.ts']
/** The product's modules whose exports are checked: the app and its mock backend, and the server. */
const CHECKED = ['src/', 'server/']
/** A tool's config file (server/vite.config.ts): the tool reads its default export, no module imports it. */
const isConfig = (path) => /(^|\/)[^/]+\.config\.(ts|mjs|js)$/.test(path)
const CODE = /\.(ts|tsx|mjs|js)$/

/** Tests and their helpers: they use the product, they are not part of it. */
export const isTestSupport = (path) =>
  /\.test\.(ts|tsx)$/.test(path) ||
  /\.test-?kit\.(ts|tsx)$/.test(path) ||
  /(^|\/)(src|server)\/test\//.test(path) ||
  /(^|\/)specs\//.test(path)

function walk(dir, out = []) {
  if (!existsSync(dir)) return out
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, out)
    else if (CODE.test(name) && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

function resolveModule(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''))
  const candidates = [base, ...['.ts', '.tsx', '.mjs', '.js'].map((e) => base + e)]
  candidates.push(...['index.ts', 'index.tsx'].map((f) => join(base, f)))
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && CODE.test(c))
}

const hasExport = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export
const hasDefault = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Default

/** What one module exports and imports. */
function parse(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const local = new Map() // exported name -> local identifier (for the local-use count)
  const tagged = new Set() // exported names documented with @test or @public
  const tag = (node, name) => {
    const tags = ts.getJSDocTags(node).map((t) => t.tagName.text)
    if (tags.includes('test') || tags.includes('public')) tagged.add(name)
  }
  const reexports = new Map() // exported name -> { module, name }
  const stars = [] // modules re-exported with `export *`
  const uses = [] // { module, name } | { module, all: true }
  const identifierCount = new Map()

  const visit = (node) => {
    if (ts.isIdentifier(node)) identifierCount.set(node.text, (identifierCount.get(node.text) ?? 0) + 1)
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const module = resolveModule(file, node.arguments[0].text)
      if (module) uses.push({ module, all: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const module = resolveModule(file, statement.moduleSpecifier.text)
      const clause = statement.importClause
      if (!module || !clause) continue
      if (clause.name) uses.push({ module, name: 'default' })
      const bindings = clause.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) uses.push({ module, all: true })
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) uses.push({ module, name: (el.propertyName ?? el.name).text })
    } else if (ts.isExportDeclaration(statement)) {
      const module =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveModule(file, statement.moduleSpecifier.text)
          : undefined
      const clause = statement.exportClause
      if (statement.moduleSpecifier && !module) continue
      if (!clause && module) stars.push(module)
      else if (clause && ts.isNamespaceExport(clause) && module) {
        reexports.set(clause.name.text, { module, all: true })
      } else if (clause && ts.isNamedExports(clause)) {
        for (const el of clause.elements) {
          const name = el.name.text
          const original = (el.propertyName ?? el.name).text
          if (module) reexports.set(name, { module, name: original })
          else local.set(name, original)
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      local.set('default', undefined)
    } else if (hasExport(statement)) {
      if (hasDefault(statement)) local.set('default', undefined)
      else if (ts.isVariableStatement(statement)) {
        for (const decl of statement.declarationList.declarations)
          if (ts.isIdentifier(decl.name)) {
            local.set(decl.name.text, decl.name.text)
            tag(statement, decl.name.text)
          }
      } else if (statement.name && ts.isIdentifier(statement.name)) {
        local.set(statement.name.text, statement.name.text)
        tag(statement, statement.name.text)
      }
    }
  }
  return { local, tagged, reexports, stars, uses, identifierCount }
}

export function findUnusedExports(root = ROOT) {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => walk(join(root, dir))),
    ...EXTRA_FILES.map((f) => join(root, f)).filter((f) => existsSync(f)),
  ]
  const modules = new Map(files.map((file) => [file, parse(file, readFileSync(file, 'utf8'))]))
  const usedBy = { product: new Map(), tests: new Map() }
  for (const map of Object.values(usedBy)) for (const file of files) map.set(file, new Set())

  const names = (file, seen = new Set()) => {
    const module = modules.get(file)
    if (!module || seen.has(file)) return []
    seen.add(file)
    return [
      ...module.local.keys(),
      ...module.reexports.keys(),
      ...module.stars.flatMap((s) => names(s, seen)),
    ]
  }
  const mark = (used, file, name, seen = new Set()) => {
    const module = modules.get(file)
    const key = `${file}#${name}`
    if (!module || seen.has(key)) return
    seen.add(key)
    used.get(file).add(name)
    const target = module.reexports.get(name)
    if (target?.all) for (const n of names(target.module)) mark(used, target.module, n, seen)
    else if (target) mark(used, target.module, target.name, seen)
    else if (!module.local.has(name)) for (const star of module.stars) mark(used, star, name, seen)
  }

  for (const [file, module] of modules) {
    const used = isTestSupport(relative(root, file)) ? usedBy.tests : usedBy.product
    for (const use of module.uses) {
      if (use.all) for (const name of names(use.module)) mark(used, use.module, name)
      else mark(used, use.module, use.name)
    }
  }

  const unused = []
  for (const [file, module] of modules) {
    const path = relative(root, file)
    if (isTestSupport(path) || isConfig(path) || !CHECKED.some((dir) => path.startsWith(dir))) continue
    const exported = [...module.local.entries(), ...[...module.reexports.keys()].map((n) => [n, undefined])]
    for (const [name, identifier] of exported) {
      if (usedBy.product.get(file).has(name)) continue
      if (module.tagged.has(name) && usedBy.tests.get(file).has(name)) continue
      // Used in its own module (beyond its declaration): exported more widely than needed, not dead.
      if (identifier !== undefined && (module.identifierCount.get(identifier) ?? 0) > 1) continue
      unused.push({ path, name })
    }
  }
  return unused.sort((a, b) => a.path.localeCompare(b.path) || a.name.localeCompare(b.name))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unused = findUnusedExports()
  if (process.argv.includes('--json')) console.log(JSON.stringify(unused, null, 2))
  else for (const { path, name } of unused) console.log(`${path}: ${name}`)
  console.log(`${unused.length} unused export(s)`)
  process.exit(unused.length === 0 ? 0 : 1)
}
