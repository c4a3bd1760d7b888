// Renders docs/api.md from the contracts, so the document can never drift from the Schemas.
// Pure: the test compares the file with this rendering (after prettier) and rewrites it on demand.
import type { Endpoint } from '../endpoint'
import { pathParams } from './path'
import { shapeOf, type Field, type Shape } from './shape'

export interface EndpointGroup {
  readonly title: string
  readonly endpoints: readonly Endpoint[]
}

const TRIMMED = /^\^\\S\[\\s\\S\]\*\\S\$\|\^\\S\$\|\^\$$/

/** Named shapes met while rendering: objects become entity sections, the rest wire types. */
class Names {
  readonly entities = new Map<string, Shape>()
  readonly wireTypes = new Map<string, Shape>()
  note(shape: Shape & { name: string }) {
    const map = shape.kind === 'object' ? this.entities : this.wireTypes
    if (!map.has(shape.name)) map.set(shape.name, shape)
  }
}

const anchor = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function lengthText(min?: number, max?: number, unit = 'chars'): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `${min} ${unit}` : `${min}..${max} ${unit}`
  if (max !== undefined) return `≤ ${max} ${unit}`
  if (min === 1 && unit === 'chars') return 'non-empty'
  if (min !== undefined && min > 0) return `≥ ${min} ${unit}`
  return undefined
}

function rangeText(shape: Extract<Shape, { kind: 'number' }>): string | undefined {
  const low =
    shape.minimum !== undefined
      ? { v: shape.minimum, open: false }
      : shape.exclusiveMinimum !== undefined
        ? { v: shape.exclusiveMinimum, open: true }
        : undefined
  const high =
    shape.maximum !== undefined
      ? { v: shape.maximum, open: false }
      : shape.exclusiveMaximum !== undefined
        ? { v: shape.exclusiveMaximum, open: true }
        : undefined
  if (low && high && !low.open && !high.open) return `${low.v}..${high.v}`
  const parts = [
    low && `${low.open ? '>' : '≥'} ${low.v}`,
    high && `${high.open ? '<' : '≤'} ${high.v}`,
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : undefined
}

const withParts = (base: string, parts: (string | undefined)[]) => {
  const shown = parts.filter((p): p is string => p !== undefined)
  return shown.length ? `${base} (${shown.join(', ')})` : base
}

/** The inline type of a shape; named shapes are referred to by name and collected. */
function typeText(shape: Shape, names: Names): string {
  if (shape.name !== undefined) {
    names.note(shape as Shape & { name: string })
    return shape.kind === 'object' ? `[${shape.name}](#${anchor(shape.name)})` : `\`${shape.name}\``
  }
  return anonymousType(shape, names)
}

function anonymousType(shape: Shape, names: Names): string {
  switch (shape.kind) {
    case 'string':
      return withParts('string', [
        lengthText(shape.minLength, shape.maxLength),
        ...shape.patterns.map((p) => (TRIMMED.test(p.source) ? 'trimmed' : `pattern \`${p.source}\``)),
      ])
    case 'number':
      return withParts(shape.integer ? 'integer' : 'number', [rangeText(shape)])
    case 'boolean':
      return 'boolean'
    case 'literal':
      return shape.values.map((v) => JSON.stringify(v)).join(' | ')
    case 'nullable':
      return `${typeText(shape.of, names)} | null`
    case 'union':
      return shape.of.map((s) => typeText(s, names)).join(' | ')
    case 'array': {
      const item = typeText(shape.item, names)
      const list = /[\s|]/.test(item) && !item.startsWith('[') ? `(${item})[]` : `${item}[]`
      return withParts(list, [lengthText(shape.minItems, shape.maxItems, 'items')])
    }
    case 'object':
      return shape.fields.length === 0
        ? '{}'
        : `{ ${shape.fields.map((f) => `${f.name}${f.optional ? '?' : ''}: ${typeText(f.shape, names)}`).join('; ')} }`
    case 'file':
      return 'file'
    case 'unknown':
      return 'unknown'
  }
}

function fieldTable(fields: readonly Field[], names: Names): string[] {
  return [
    '| field | type | required | notes |',
    '| --- | --- | --- | --- |',
    ...fields.map(
      (f) =>
        `| \`${f.name}\` | ${escapeCell(typeText(f.shape, names))} | ${f.optional ? 'no' : 'yes'} | ${escapeCell(f.description ?? '')} |`,
    ),
  ]
}

function requestSection(endpoint: Endpoint, names: Names): string[] {
  const shape = shapeOf(endpoint.request.ast)
  if (shape.kind !== 'object') return [`**Request:** ${typeText(shape, names)}`]
  if (shape.fields.length === 0) return ['**Request:** none.']
  const inPath = pathParams(endpoint.path)
  const carrier =
    endpoint.kind === 'multipart'
      ? 'a multipart form'
      : endpoint.method === 'GET' || endpoint.method === 'DELETE'
        ? 'query parameters'
        : 'a JSON body'
  const where = inPath.length
    ? `path parameter${inPath.length > 1 ? 's' : ''} ${inPath.map((p) => `\`${p}\``).join(', ')}; the rest as ${carrier}`
    : carrier
  return [`**Request:** ${where}.`, '', ...fieldTable(shape.fields, names)]
}

function responseSection(endpoint: Endpoint, names: Names): string {
  if (endpoint.kind === 'file')
    return '**Answer:** a file, not an envelope; its name comes from content-disposition.'
  const shape = shapeOf(endpoint.response.ast)
  if (shape.name === 'NoData') return '**Answer `data`:** nothing to read; the message is shown.'
  return `**Answer \`data\`:** ${typeText(shape, names)}`
}

function endpointSection(endpoint: Endpoint, names: Names): string[] {
  return [
    `### ${endpoint.name}`,
    '',
    `\`${endpoint.method} ${endpoint.path}\``,
    '',
    endpoint.summary,
    '',
    ...requestSection(endpoint, names),
    '',
    responseSection(endpoint, names),
    '',
  ]
}

function entitySections(names: Names): string[] {
  const out: string[] = []
  const done = new Set<string>()
  // Rendering an entity can meet new ones: repeat until every named object has its section.
  for (;;) {
    const next = [...names.entities.keys()].filter((n) => !done.has(n)).sort()
    if (next.length === 0) break
    for (const name of next) {
      done.add(name)
      const shape = names.entities.get(name)!
      if (shape.kind !== 'object') continue
      out.push(`### ${name}`, '', ...fieldTable(shape.fields, names), '')
    }
  }
  // Sections were produced in rounds; order them by name for a stable document.
  const blocks = out.join('\n').split(/\n(?=### )/)
  return blocks.sort().flatMap((block) => [block.trimEnd(), ''])
}

function wireTypeRows(names: Names): string[] {
  return [...names.wireTypes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, shape]) => {
      const { name: _n, description, ...unnamed } = shape
      return `| \`${name}\` | ${escapeCell(anonymousType(unnamed as Shape, names))} | ${escapeCell(description ?? '')} |`
    })
}

const INTRO = [
  '# API contracts',
  '',
  '<!-- Generated from src/api/contracts by `UPDATE_API_DOCS=1 npx vitest run src/api/contracts/api-docs.test.ts`. Do not edit by hand. -->',
  '',
  'Every call answers the envelope `{ code, message, data }` (code 0 on success; `Message` is read when',
  '`message` is absent). The tables show the decoded side of each field. GET parameters travel as query',
  'strings: numbers in decimal, booleans as `true` or `false`, lists as repeated keys (an empty list sends',
  'nothing and means no filter). Dates are `YYYY-MM-DD`, date-times `YYYY-MM-DD HH:mm:ss`; a filter range',
  'starts at 00:00:00 and ends at 23:59:59. Entity fields keep the spec’s PascalCase names, request',
  'parameters its camelCase names. A path segment written `:name` is filled from the request field of',
  'that name.',
  '',
]

/** The whole of docs/api.md, before formatting (`npm run api-docs` runs it as a test). @test */
export function renderApiDocs(groups: readonly EndpointGroup[]): string {
  const names = new Names()
  const body = groups.flatMap((group) => [
    `## ${group.title}`,
    '',
    ...group.endpoints.flatMap((endpoint) => endpointSection(endpoint, names)),
  ])
  const entities = entitySections(names)
  const wire = wireTypeRows(names)
  return [
    ...INTRO,
    ...body,
    '## Entities',
    '',
    ...entities,
    '## Wire types',
    '',
    '| name | type | meaning |',
    '| --- | --- | --- |',
    ...wire,
    '',
  ].join('\n')
}
