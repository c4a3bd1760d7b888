import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { ruleIds, testsByRule } from './rules-lib.mjs'

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

  it('every rule id a test names exists in specs/rules.md', () => {
    const named = [...(testsByRule(process.cwd()) as Map<string, Set<string>>).keys()]
    expect(named.filter((id) => !ids.includes(id))).toEqual([])
  })
})
