// docs/api.md is generated from the contracts. This test fails when the file differs from the
// rendering; `UPDATE_API_DOCS=1 npx vitest run src/api/contracts/api-docs.test.ts` rewrites it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Schema } from 'effect'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import { defineEndpoint } from '../endpoint'
import { renderApiDocs } from './api-docs'
import { Cases, WireDate } from './common'
import { allEndpoints, endpointGroups } from './index'

// vitest runs from the project root (as scripts/rules.test.ts assumes too).
const DOC = resolve('docs/api.md')

/** The rendering as prettier leaves it, so `npm run format` never makes the file stale. */
async function formatted(markdown: string): Promise<string> {
  const options = (await prettier.resolveConfig(DOC)) ?? {}
  return prettier.format(markdown, { ...options, parser: 'markdown' })
}

describe('docs/api.md', () => {
  it('is the rendering of the contracts', async () => {
    const expected = await formatted(renderApiDocs(endpointGroups))
    if (process.env.UPDATE_API_DOCS) writeFileSync(DOC, expected)
    const actual = existsSync(DOC) ? readFileSync(DOC, 'utf8') : ''
    // When this fails: UPDATE_API_DOCS=1 npx vitest run src/api/contracts/api-docs.test.ts
    expect(actual === expected, 'docs/api.md is stale; regenerate it').toBe(true)
  })
})

describe('renderApiDocs', () => {
  const Line = Schema.Struct({ Quantity: Cases }).annotations({ identifier: 'TestLine' })
  const Probe = defineEndpoint({
    name: 'Test.Probe',
    method: 'GET',
    path: 'api/Test/Probe',
    request: Schema.Struct({
      etaDate: WireDate,
      note: Schema.optional(Schema.String.pipe(Schema.maxLength(9))),
    }),
    response: Schema.Array(Line),
    summary: 'A probe.',
  })
  const text = renderApiDocs([{ title: 'Tests', endpoints: [Probe] }])

  it('shows each endpoint with its method, path, summary and request fields', () => {
    expect(text).toContain('### Test.Probe')
    expect(text).toContain('`GET api/Test/Probe`')
    expect(text).toContain('A probe.')
    expect(text).toContain('**Request:** query parameters.')
    expect(text).toContain('| `etaDate` | `WireDate` | yes |')
    expect(text).toContain('| `note` | string (≤ 9 chars) | no |')
  })

  it('refers to entities by name and gives each one a section, and lists the wire types', () => {
    expect(text).toContain('**Answer `data`:** [TestLine](#testline)[]')
    expect(text).toMatch(/### TestLine\n\n\| field \| type \| required \| notes \|/)
    expect(text).toContain('| `Quantity` | `Cases` | yes |')
    expect(text).toMatch(/\| `Cases` \| integer \(0\.\.10000000\) \|/)
    expect(text).toMatch(/\| `WireDate` \| string \(pattern/)
  })

  it('covers every endpoint of the catalogue', () => {
    const all = renderApiDocs(endpointGroups)
    for (const e of allEndpoints) expect(all).toContain(`\`${e.method} ${e.path}\``)
  })
})
