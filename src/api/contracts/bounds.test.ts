// R-BOUND-001: every request Schema bounds what a caller can send, so an absurd request is refused
// by its Schema (4000) before a handler computes with it (decision 0140).
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { unboundedPlaces } from './bounds'
import { DayStart, inQuery, PageSize, QueryList, Text, WireDate } from './common'
import { allEndpoints } from './index'
import { shapeOf } from './shape'

const placesOf = (schema: Schema.Schema.AnyNoContext) => unboundedPlaces(shapeOf(schema.ast))

describe('R-BOUND-001 unboundedPlaces', () => {
  it('finds a number, a text and a list without a bound, however deep', () => {
    const Loose = Schema.Struct({
      quantity: Schema.Int.pipe(Schema.nonNegative()),
      note: Schema.String,
      lines: Schema.Array(Schema.Struct({ code: Schema.NullOr(Schema.String) })).pipe(Schema.maxItems(3)),
      urls: Schema.Array(Text(10)),
      any: Schema.Unknown,
    })
    expect(placesOf(Loose)).toEqual([
      'quantity: number without a lowest and a highest value',
      'note: text without a maximum length',
      'lines[].code: text without a maximum length',
      'urls: list without a maximum size',
      'any: a value of any type',
    ])
  })

  it('takes a limit, a range or a fixed format as bounded, on the query side too', () => {
    const Tight = Schema.Struct({
      pageSize: inQuery(PageSize),
      from: Schema.optional(DayStart),
      eta: Schema.NullOr(WireDate),
      note: Text(500),
      rate: Schema.Number.pipe(Schema.between(0, 1)),
      ids: Schema.optional(QueryList(inQuery(PageSize))),
      kind: Schema.Literal('a', 'b'),
    })
    expect(placesOf(Tight)).toEqual([])
  })

  it('does not take an open pattern as a bound', () => {
    expect(placesOf(Schema.String.pipe(Schema.pattern(/^\d+$/)))).toEqual([
      '(root): text without a maximum length',
    ])
  })
})

describe('R-BOUND-001 every request Schema is bounded', () => {
  for (const endpoint of allEndpoints) {
    it(`${endpoint.name} bounds its numbers, texts and lists`, () => {
      const shape = shapeOf(endpoint.request.ast)
      // A call without parameters takes no field at all.
      const places = shape.kind === 'object' && shape.fields.length === 0 ? [] : unboundedPlaces(shape)
      expect(places).toEqual([])
    })
  }
})
