// Decision 0361: nothing `npm start` warms up may reach a test library, or Vite's optimizer
// bundles again and reloads the page of whoever is signing in.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { glob } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { WARMUP_FILES } from '../../build/dev-warmup'

const TEST_LIBRARIES = /^(vitest|@testing-library\/|fast-check|@playwright\/|happy-dom)/
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g
const root = process.cwd()

/** The file a relative import names, as Vite resolves it (extension or index left out). */
const resolveLocal = (from: string, specifier: string) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => resolve(dirname(from), specifier + ending))
    .find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate))

/** Every package the warmed files reach through their own relative imports, with one path to it. */
const packagesReached = (start: string[]) => {
  const seen = new Set<string>()
  const reached = new Map<string, string>()
  const queue = start.map((file) => resolve(root, file))
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier!.startsWith('.')) {
        const next = resolveLocal(file, specifier!)
        if (next) queue.push(next)
      } else if (!reached.has(specifier!)) reached.set(specifier!, relative(root, file))
    }
  }
  return { files: seen, reached }
}

describe('npm start warm-up (decision 0361)', () => {
  it('R-RUN-002 warms the screens and reaches no test library through them', async () => {
    const files = await glob(WARMUP_FILES, { cwd: root })
    const { files: warmed, reached } = packagesReached(files)
    // It does warm the screens, or this check would pass for nothing.
    expect(files).toContain('src/features/place-order/PlaceOrderScreen.tsx')
    expect(warmed.size).toBeGreaterThan(100)
    const testLibraries = [...reached].filter(([name]) => TEST_LIBRARIES.test(name))
    expect(testLibraries.map(([name, by]) => `${name} (from ${by})`)).toEqual([])
  })

  it('R-RUN-002 the check finds a test kit a screen would import', () => {
    const { reached } = packagesReached(['src/features/place-order/place-order.test-kit.tsx'])
    expect([...reached.keys()].some((name) => TEST_LIBRARIES.test(name))).toBe(true)
  })
})
