// @vitest-environment node
// The unused-exports check (decision 0122) on a small fixture project: it must report an export
// nobody imports, one only a test imports (unless tagged @test or @public), and a tagged one
// nothing uses; and it must follow named, namespace, dynamic and re-exported imports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs tool without type declarations
import { findUnusedExports } from './unused-exports.mjs'

const root = mkdtempSync(join(tmpdir(), 'unused-exports-'))
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

write(
  'src/lib/rules.ts',
  [
    'export const usedByProduct = 1',
    'export const usedOnlyByTest = 2',
    '/** @test */',
    'export const taggedForTest = 3',
    '/** @public for a screen to come */',
    'export const taggedUnused = 4',
    'export const usedLocally = 5',
    'export const twice = usedLocally * 2',
    'export function deadFunction() { return 6 }',
  ].join('\n'),
)
write('src/lib/barrel.ts', "export * from './more'\nexport { viaNamed as renamed } from './named'\n")
write('src/lib/more.ts', 'export const viaStar = 1\nexport const starUnused = 2\n')
write('src/lib/named.ts', 'export const viaNamed = 1\n')
write('src/lib/lazy.ts', 'export default function Page() { return null }\nexport const alsoLazy = 1\n')
write('src/lib/whole.ts', 'export const a = 1\nexport const b = 2\n')
write(
  'src/app/main.ts',
  [
    "import { usedByProduct, twice } from '../lib/rules'",
    "import { viaStar, renamed } from '../lib/barrel'",
    "import * as whole from '../lib/whole'",
    "export const page = () => import('../lib/lazy')",
    'console.log(usedByProduct, twice, viaStar, renamed, whole)',
  ].join('\n'),
)
write(
  'src/lib/rules.test.ts',
  "import { usedOnlyByTest, taggedForTest } from './rules'\nconsole.log(usedOnlyByTest, taggedForTest)\n",
)

// server/ is checked as src/ is (issue 36): its own dead export is reported, its use of a src/
// export counts, server/test/ is test support and its vite config belongs to Vite.
write('src/lib/for-server.ts', 'export const usedByServer = 1\n')
write(
  'server/app.ts',
  "import { usedByServer } from '../src/lib/for-server'\nexport const serverDead = usedByServer\n",
)
write('server/test/http.ts', 'export const testHelper = 1\n')
write('server/vite.config.ts', 'export default {}\n')

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('unused exports check', () => {
  const found = (findUnusedExports(root) as { path: string; name: string }[]).map(
    ({ path, name }) => `${path}: ${name}`,
  )

  it('reports exports no product module uses, tests not counting unless tagged', () => {
    expect(found).toEqual([
      'server/app.ts: serverDead',
      'src/app/main.ts: page',
      'src/lib/more.ts: starUnused',
      'src/lib/rules.ts: deadFunction',
      'src/lib/rules.ts: taggedUnused',
      'src/lib/rules.ts: usedOnlyByTest',
    ])
  })

  it('follows named, re-exported, namespace and dynamic imports', () => {
    for (const kept of [
      'viaStar',
      'viaNamed',
      'alsoLazy',
      'default',
      ': a',
      ': b',
      'usedLocally',
      'taggedForTest',
      'usedByServer',
      'testHelper',
      'vite.config',
    ])
      expect(found.join('\n')).not.toContain(kept)
  })
})
