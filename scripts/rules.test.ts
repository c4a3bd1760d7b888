import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { ruleIds, testsByRule, titledRuleIds } from './rules-lib.mjs'

describe('specs/rules.md', () => {
  const ids: string[] = ruleIds(readFileSync('specs/rules.md', 'utf8'))

  it('numbers rules uniquely, from 001 within each area', () => {
    expect(new Set(ids).size).toBe(ids.length)
    const byArea = new Map<string, number[]>()
    for (const id of ids) {
      const [, area, n] = /R-([A-Z0-9]+)-(\d{3})/.exec(id)!
      byArea.set(area!, [...(byArea.get(area!) ?? []), Number(n)])
    }
    for (const [area, numbers] of byArea) {
      expect({ area, numbers }).toEqual({ area, numbers: numbers.map((_, i) => i + 1) })
    }
  })

  it("the header's list of area codes names every area the catalogue uses", () => {
    const header = /a fixed area code \(([A-Z0-9, ]+)\)/.exec(readFileSync('specs/rules.md', 'utf8'))
    expect(header, 'the header names the area codes in parentheses').not.toBeNull()
    const listed = header![1]!.split(', ')
    const used = [...new Set(ids.map((id) => /R-([A-Z0-9]+)-/.exec(id)![1]!))]
    expect(used.filter((area) => !listed.includes(area))).toEqual([])
    expect(listed.filter((area) => !used.includes(area))).toEqual([])
  })

  it('every rule id a test names exists in specs/rules.md', () => {
    const named = [...(testsByRule(process.cwd()) as Map<string, Set<string>>).keys()]
    expect(named.filter((id) => !ids.includes(id))).toEqual([])
  })
})

describe('a rule is covered by a test title that names it (issue 36)', () => {
  const ids = (source: string, file = 'x.test.ts') => [...(titledRuleIds(source, file) as Set<string>)].sort()

  it('an id in a comment, a string or an expectation does not count', () => {
    const source = [
      '// R-AAA-001 is what this file is about',
      "it('sums the lines', () => {",
      "  /* R-AAA-002 */ expect(rule).toBe('R-AAA-003')",
      '})',
    ].join('\n')
    expect(ids(source)).toEqual([])
  })

  it('the titles of vitest it, test and describe count, with their running variants', () => {
    const source = [
      "describe('R-AAA-001 the group', () => {",
      "  it('R-AAA-002 one', () => {})",
      "  test.concurrent('R-AAA-003 two', () => {})",
      "  it.runIf(ok)('R-AAA-004 three', () => {})",
      "  describe.each([1, 2])('R-AAA-005 per row %i', () => {})",
      '})',
    ].join('\n')
    expect(ids(source)).toEqual(['R-AAA-001', 'R-AAA-002', 'R-AAA-003', 'R-AAA-004', 'R-AAA-005'])
  })

  it('Playwright test and test.describe titles count, templates by their fixed text', () => {
    const source = [
      "test.describe.serial('R-BBB-001 journeys', () => {",
      '  for (const lng of LANGUAGES)',
      '    test(`R-BBB-002 (${lng}) places an order`, async ({ page }) => {',
      "      await test.step('R-BBB-003 a step is not a test', async () => {})",
      '    })',
      '})',
      "test('R-BBB-004 ' + 'joined', () => {})",
    ].join('\n')
    expect(ids(source, 'journey.spec.ts')).toEqual(['R-BBB-001', 'R-BBB-002', 'R-BBB-004'])
  })

  it('it.each counts an id in its title template, not one only in its rows', () => {
    expect(ids("it.each(rows)('R-CCC-001 row %s', () => {})")).toEqual(['R-CCC-001'])
    expect(ids("it.each([['R-CCC-002', 1]])('%s is one', () => {})")).toEqual([])
  })

  it('a skipped, to-do or fix-me test does not count', () => {
    const source = [
      "it.skip('R-DDD-001 later', () => {})",
      "it.todo('R-DDD-002 some day')",
      "test.fixme('R-DDD-003 broken', async () => {})",
    ].join('\n')
    expect(ids(source)).toEqual([])
  })

  it('reads the tests under src, server, scripts, build and specs, and only test files', () => {
    const root = mkdtempSync(join(tmpdir(), 'rules-'))
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      write('src/a.test.tsx', "it('R-EEE-001 a', () => {})")
      write('server/b.test.ts', "describe('R-EEE-002 b', () => {})")
      write('scripts/c.test.ts', "it('R-EEE-003 c', () => {})")
      write('build/d.test.ts', "it('R-EEE-004 d', () => {})")
      write('specs/e2e/e.spec.ts', "test('R-EEE-005 e', async () => {})")
      write('src/helper.ts', "it('R-EEE-006 not a test file', () => {})")
      write('src/only-comment.test.ts', "// R-EEE-001\nit('something else', () => {})")
      const found = testsByRule(root) as Map<string, Set<string>>
      expect(Object.fromEntries([...found].map(([id, files]) => [id, [...files]]))).toEqual({
        'R-EEE-001': ['src/a.test.tsx'],
        'R-EEE-002': ['server/b.test.ts'],
        'R-EEE-003': ['scripts/c.test.ts'],
        'R-EEE-004': ['build/d.test.ts'],
        'R-EEE-005': ['specs/e2e/e.spec.ts'],
      })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
