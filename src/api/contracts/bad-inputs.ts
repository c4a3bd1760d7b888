// Bad inputs derived from a Schema and one valid *encoded* value: each is the valid value with one
// thing broken (a field missing, a wrong type, a number out of range or fractional, a date the
// calendar lacks, a text over its limit, a list too long). The contract tests check that the
// Schema refuses every one. Used by tests only.
import type { Schema } from 'effect'
import { shapeOf, type Shape } from './shape'

export interface BadInput {
  /** Where the value was broken, e.g. `orderProductList[0].Quantity`. */
  readonly path: string
  readonly why: string
  readonly input: unknown
}

type Segment = string | number

const DATE_TYPES = new Set(['WireDate', 'WireDateTime', 'DayStart', 'DayEnd'])

/** `root` with the value at `path` replaced (or removed), copying only along the path. */
function update(
  root: unknown,
  path: readonly Segment[],
  next: (old: unknown) => unknown,
  remove = false,
): unknown {
  if (path.length === 0) return next(root)
  const [head, ...tail] = path as [Segment, ...Segment[]]
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) }
  if (tail.length === 0 && remove) delete copy[head]
  else copy[head] = update(copy[head], tail, next, remove)
  return copy
}

const label = (path: readonly Segment[]) =>
  path.reduce<string>(
    (text, s) => (typeof s === 'number' ? `${text}[${s}]` : text ? `${text}.${s}` : s),
    '',
  ) || '(root)'

/** A value no field of this shape accepts, whatever its encoding. */
const wrongType = (shape: Shape): unknown => (shape.kind === 'object' ? 42 : { wrong: true })

function stringCandidates(shape: Extract<Shape, { kind: 'string' }>, current: string): [string, string][] {
  const out: [string, string][] = []
  if (shape.maxLength !== undefined) out.push(['over-long text', 'x'.repeat(shape.maxLength + 1)])
  if (shape.minLength !== undefined && shape.minLength > 0) out.push(['empty text', ''])
  const breaksPattern = (s: string) => shape.patterns.some((p) => !p.test(s))
  for (const candidate of ['not-a-date', ` ${current} `, '2024-13-01']) {
    if (breaksPattern(candidate)) out.push(['text outside its pattern', candidate])
  }
  if (shape.name !== undefined && DATE_TYPES.has(shape.name) && /^\d{4}-\d\d-\d\d/.test(current)) {
    out.push(['a date the calendar lacks', `2023-02-29${current.slice(10)}`])
  }
  return out
}

function numberCandidates(shape: Extract<Shape, { kind: 'number' }>): [string, number][] {
  const out: [string, number][] = []
  const low = shape.minimum ?? (shape.exclusiveMinimum !== undefined ? shape.exclusiveMinimum + 1 : 0)
  if (shape.integer) out.push(['fractional number', low + 0.5])
  if (shape.minimum !== undefined) out.push(['number below its minimum', shape.minimum - 1])
  if (shape.exclusiveMinimum !== undefined)
    out.push(['number at its exclusive minimum', shape.exclusiveMinimum])
  if (shape.maximum !== undefined) out.push(['number above its maximum', shape.maximum + 1])
  if (shape.exclusiveMaximum !== undefined)
    out.push(['number at its exclusive maximum', shape.exclusiveMaximum])
  return out
}

function literalCandidate(values: readonly unknown[]): unknown {
  const numbers = values.filter((v): v is number => typeof v === 'number')
  if (numbers.length) return Math.max(...numbers) + 1
  return 'not-one-of-them'
}

function collect(shape: Shape, value: unknown, path: Segment[], root: unknown, out: BadInput[]): void {
  const put = (why: string, bad: unknown, at: Segment[] = path) =>
    out.push({ path: label(at), why, input: update(root, at, () => bad) })
  // A query string carries numbers and booleans as text: break them as text too.
  const onWire = (v: string | number | boolean) => (typeof value === 'string' ? String(v) : v)
  switch (shape.kind) {
    case 'object': {
      if (value === null || typeof value !== 'object') return
      for (const field of shape.fields) {
        const at = [...path, field.name]
        if (!field.optional) {
          out.push({ path: label(at), why: 'missing field', input: update(root, at, () => undefined, true) })
        }
        if (field.shape.kind !== 'unknown') put('wrong type', wrongType(field.shape), at)
        const inner = (value as Record<string, unknown>)[field.name]
        if (inner !== undefined) collect(field.shape, inner, at, root, out)
      }
      return
    }
    case 'nullable':
      if (value !== null) collect(shape.of, value, path, root, out)
      return
    case 'array': {
      if (!Array.isArray(value)) return
      if (shape.maxItems !== undefined && value.length > 0) {
        put(
          'too many items',
          Array.from({ length: shape.maxItems + 1 }, () => value[0]),
        )
      }
      if (shape.minItems !== undefined && shape.minItems > 0) put('too few items', [])
      if (value.length > 0) collect(shape.item, value[0], [...path, 0], root, out)
      return
    }
    case 'string':
      if (typeof value === 'string') for (const [why, bad] of stringCandidates(shape, value)) put(why, bad)
      return
    case 'number':
      for (const [why, bad] of numberCandidates(shape)) put(why, onWire(bad))
      if (typeof value === 'string') put('text that is no number', 'abc')
      return
    case 'literal':
      put('a value outside the allowed ones', onWire(literalCandidate(shape.values) as string | number))
      return
    case 'boolean':
      if (typeof value === 'string') put('text that is no boolean', 'yes')
      return
    default:
      return
  }
}

/** Every bad variant of `validEncoded`, a value that `schema` decodes. @test */
export function badInputs(schema: Schema.Schema.AnyNoContext, validEncoded: unknown): BadInput[] {
  const shape = shapeOf(schema.ast)
  const out: BadInput[] = []
  if (shape.kind !== 'unknown') out.push({ path: '(root)', why: 'wrong type', input: wrongType(shape) })
  if (shape.kind === 'object') out.push({ path: '(root)', why: 'no value', input: null })
  collect(shape, validEncoded, [], validEncoded, out)
  return out
}
