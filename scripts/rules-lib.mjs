// Shared by scripts/rules-coverage.mjs and its test: which rule ids exist, which tests name them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export const RULE_ID = /\bR-[A-Z0-9]+-\d{3}\b/g

export function ruleIds(rulesText) {
  const table = rulesText.split('<!-- coverage:start -->')[0]
  return [...new Set([...table.matchAll(/^\|\s*(R-[A-Z0-9]+-\d{3})\s*\|/gm)].map((m) => m[1]))]
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, out)
    else if (/\.(test|spec)\.(ts|tsx)$/.test(name)) out.push(path)
  }
  return out
}

/** Map of rule id -> test files (relative to root) that name it. */
export function testsByRule(root) {
  const map = new Map()
  for (const file of [
    ...walk(join(root, 'src')),
    ...walk(join(root, 'specs')),
    ...walk(join(root, 'build')),
    ...walk(join(root, 'server')),
    ...walk(join(root, 'scripts')),
  ]) {
    const text = readFileSync(file, 'utf8')
    for (const id of new Set(text.match(RULE_ID) ?? [])) {
      if (!map.has(id)) map.set(id, new Set())
      map.get(id).add(relative(root, file))
    }
  }
  return map
}
