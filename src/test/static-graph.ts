// What a module reaches through its static imports (relative ones, through every file they reach)
// and the packages it names on the way: the lazy-loading tests ask what a page loads first
// (R-QUICK-009, R-QR-006). A type-only import is not followed; import() is not a static import.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** The repository's root. */
export const ROOT = resolve(__dirname, '../..')
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm

function fileOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && statSync(f).isFile()) // a folder is its index file
}

/** The files (paths from the root) and packages `entry` reaches through static imports. */
export function staticGraph(entry: string): { files: string[]; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    if (!/\.tsx?$/.test(file)) return
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier === undefined) continue
      if (!specifier.startsWith('.')) packages.add(specifier)
      else {
        const target = fileOf(file, specifier)
        if (target !== undefined) visit(target)
      }
    }
  }
  visit(resolve(ROOT, entry))
  return { files: [...files].map((f) => f.slice(ROOT.length + 1)), packages }
}
