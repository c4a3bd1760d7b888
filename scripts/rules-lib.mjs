// Shared by scripts/rules-coverage.mjs and its test: which rule ids exist, which tests name them.
// A test covers a rule when its TITLE names the rule's id (specs/rules.md): the title of a vitest
// `it`/`test`/`describe` (`.each`, `.for`, `.only`, `.concurrent`, `.runIf`... included) or of a
// Playwright `test`/`test.describe`, where a group's title counts for the tests inside it. An id in
// a comment, a string, a step or a skipped or to-do test does not count (issue 36).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export const RULE_ID = /\bR-[A-Z0-9]+-\d{3}\b/g

export function ruleIds(rulesText) {
  const table = rulesText.split('<!-- coverage:start -->')[0]
  return [...new Set([...table.matchAll(/^\|\s*(R-[A-Z0-9]+-\d{3})\s*\|/gm)].map((m) => m[1]))]
}

/** Where the tests are: vitest's files beside the code, and the Playwright journeys in specs/e2e. */
const TEST_DIRS = ['src', 'server', 'scripts', 'build', 'specs']
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/

function walk(dir, out = []) {
  let names
  try {
    names = readdirSync(dir)
  } catch {
    return out
  }
  for (const name of names) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, out)
    else if (TEST_FILE.test(name)) out.push(path)
  }
  return out
}

/** Functions that define a test or a group of tests. */
const DEFINERS = new Set(['describe', 'it', 'test', 'suite'])
/** Their variants that still run what they define (per row, focused, in parallel, when a condition holds). */
const RUNNING = new Set([
  'describe',
  'each',
  'for',
  'only',
  'concurrent',
  'sequential',
  'shuffle',
  'serial',
  'parallel',
  'runIf',
  'skipIf',
])

/** `it.each(rows)`, `test.describe.serial` ... as [root, ...members], or undefined. */
function calleeChain(expression) {
  const names = []
  let node = expression
  for (;;) {
    if (ts.isCallExpression(node)) node = node.expression
    else if (ts.isTaggedTemplateExpression(node)) node = node.tag
    else if (ts.isPropertyAccessExpression(node)) {
      names.unshift(node.name.text)
      node = node.expression
    } else if (ts.isIdentifier(node)) {
      names.unshift(node.text)
      return names
    } else return undefined
  }
}

/** The literal text of a title: a string, a template's fixed parts, a `+` of those. */
function titleText(node) {
  if (ts.isParenthesizedExpression(node)) return titleText(node.expression)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = titleText(node.left)
    const right = titleText(node.right)
    return left === undefined && right === undefined ? undefined : `${left ?? ' '}${right ?? ' '}`
  }
  return undefined
}

/** The titles of the tests and groups a test file defines. */
export function testTitles(source, fileName = 'test.ts') {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const titles = []
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const chain = calleeChain(node.expression)
      if (chain && DEFINERS.has(chain[0]) && chain.slice(1).every((name) => RUNNING.has(name))) {
        const title = titleText(node.arguments[0])
        if (title !== undefined) titles.push(title)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return titles
}

/** The rule ids a test file's titles name. */
export function titledRuleIds(source, fileName) {
  return new Set(testTitles(source, fileName).flatMap((title) => title.match(RULE_ID) ?? []))
}

/** Map of rule id -> test files (relative to root) whose test or group titles name it. */
export function testsByRule(root) {
  const map = new Map()
  for (const file of TEST_DIRS.flatMap((dir) => walk(join(root, dir)))) {
    for (const id of titledRuleIds(readFileSync(file, 'utf8'), file)) {
      if (!map.has(id)) map.set(id, new Set())
      map.get(id).add(relative(root, file))
    }
  }
  return map
}
