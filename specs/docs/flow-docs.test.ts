// docs/flows/ is generated from the machines (decision 0261). This test fails when a committed
// file differs from what `npm run docs:flows` writes (UPDATE_FLOW_DOCS=1 rewrites them).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import { MACHINES } from '../../src/machines/registry'
import { flowDocs, guardTexts, ruleTexts } from '../../scripts/flow-docs'

async function formatted(path: string, content: string): Promise<string> {
  if (!/\.(md|json)$/.test(path)) return content
  const options = (await prettier.resolveConfig(resolve(path))) ?? {}
  return prettier.format(content, { ...options, parser: path.endsWith('.md') ? 'markdown' : 'json' })
}

describe('docs/flows', () => {
  it('R-FLOW-001 every committed flow doc is what docs:flows generates, and there is no other', async () => {
    const files = await flowDocs()
    const stale: string[] = []
    for (const [path, content] of files) {
      const expected = await formatted(path, content)
      if (process.env.UPDATE_FLOW_DOCS) {
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, expected)
      }
      if (!existsSync(path) || readFileSync(path, 'utf8') !== expected) stale.push(path)
    }
    const extra = readdirSync('docs/flows').filter((file) => !files.has(`docs/flows/${file}`))
    if (process.env.UPDATE_FLOW_DOCS) for (const file of extra) rmSync(`docs/flows/${file}`)
    // When this fails: npm run docs:flows
    expect(process.env.UPDATE_FLOW_DOCS ? [] : [...stale, ...extra.map((f) => `extra: ${f}`)]).toEqual([])
  }, 60_000)

  it('R-FLOW-002 writes one page and one chart per registered machine', async () => {
    const files = await flowDocs()
    for (const { name } of MACHINES) {
      expect(files.get(`docs/flows/${name}.md`)).toContain(`![The ${name} statechart](./${name}.svg)`)
      expect(files.get(`docs/flows/${name}.svg`)).toMatch(/^<svg /)
    }
  }, 60_000)
})

describe('guard sources', () => {
  it('R-FLOW-003 reads each guard with its doc comment, up to the next guard', () => {
    const source = [
      '  guards: {',
      '    /** Only the owner (R-ORD-001). */',
      '    isOwner: ({ context }) =>',
      '      context.owner,',
      '    isOpen: () => true,',
      '  },',
      '  actions: {',
    ].join('\n')
    const guards = guardTexts(source)
    expect([...guards.keys()]).toEqual(['isOwner', 'isOpen'])
    expect(guards.get('isOwner')).toContain('R-ORD-001')
    expect(guards.get('isOwner')).toContain('context.owner')
    expect(guards.get('isOpen')).not.toContain('R-ORD-001')
  })

  it('R-FLOW-003 reads rule texts from the rules table', () => {
    // Built, so that the coverage check does not read an unknown rule id in this file.
    const id = ['R', 'ABC', '001'].join('-')
    const texts = ruleTexts(`| id | rule | source |\n|---|---|---|\n| ${id} | A rule. | spec §4 |\n`)
    expect(texts.get(id)).toBe('A rule.')
  })
})
