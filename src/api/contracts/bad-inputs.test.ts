// The bad-input generator must find what it claims to find, or the contract tests prove nothing.
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { badInputs } from './bad-inputs'
import { Cases, DayStart, inQuery, PageSize, QueryList, RequiredText, WireDate } from './common'
import { shapeOf } from './shape'

const Sample = Schema.Struct({
  customerCode: RequiredText(5),
  note: Schema.optional(Schema.String.pipe(Schema.maxLength(3))),
  etaDate: Schema.NullOr(WireDate),
  lines: Schema.Array(Schema.Struct({ Quantity: Cases })).pipe(Schema.maxItems(2)),
})
const valid = { customerCode: 'C1', note: 'ok', etaDate: '2026-01-31', lines: [{ Quantity: 3 }] }

const found = (schema: Schema.Schema.AnyNoContext, value: unknown) =>
  badInputs(schema, value).map((b) => `${b.path}: ${b.why}`)

describe('badInputs', () => {
  it('breaks every field of a JSON body in the ways its Schema forbids', () => {
    expect(Schema.decodeUnknownSync(Sample)(valid)).toEqual(valid)
    expect(found(Sample, valid)).toEqual(
      expect.arrayContaining([
        '(root): no value',
        'customerCode: missing field',
        'customerCode: wrong type',
        'customerCode: over-long text',
        'customerCode: empty text',
        'customerCode: text outside its pattern',
        'note: over-long text',
        'etaDate: text outside its pattern',
        'etaDate: a date the calendar lacks',
        'lines: too many items',
        'lines[0].Quantity: fractional number',
        'lines[0].Quantity: number below its minimum',
      ]),
    )
    // An optional field may be absent: that is not a bad input.
    expect(found(Sample, valid)).not.toContain('note: missing field')
  })

  it('writes numbers as text when the valid value travels as a query string', () => {
    const Query = Schema.Struct({
      pageSize: inQuery(PageSize),
      from: Schema.optional(DayStart),
      statuses: Schema.optional(QueryList(inQuery(Cases))),
    })
    const encoded = Schema.encodeSync(Query)({ pageSize: 10, from: '2026-02-01 00:00:00', statuses: [1] })
    const bad = badInputs(Query, encoded)
    const at = (path: string, why: string) => bad.find((b) => b.path === path && b.why === why)?.input
    expect(at('pageSize', 'number above its maximum')).toMatchObject({ pageSize: '101' })
    expect(at('pageSize', 'text that is no number')).toMatchObject({ pageSize: 'abc' })
    expect(at('statuses[0]', 'number below its minimum')).toMatchObject({ statuses: ['-1'] })
    expect(at('from', 'a date the calendar lacks')).toMatchObject({ from: '2023-02-29 00:00:00' })
  })

  it('leaves the valid value untouched', () => {
    const copy = structuredClone(valid)
    badInputs(Sample, valid)
    expect(valid).toEqual(copy)
  })

  it('reads names, limits and optionality from the Schema', () => {
    const shape = shapeOf(Sample.ast)
    expect(shape.kind).toBe('object')
    if (shape.kind !== 'object') return
    expect(shape.fields.map((f) => [f.name, f.optional, f.shape.kind])).toEqual([
      ['customerCode', false, 'string'],
      ['note', true, 'string'],
      ['etaDate', false, 'nullable'],
      ['lines', false, 'array'],
    ])
    const eta = shape.fields[2]!.shape
    expect(eta.kind === 'nullable' && eta.of.name).toBe('WireDate')
  })
})
