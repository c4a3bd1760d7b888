// The selectors the catalogue's rows read (R-PERF-033, decision 0392), as properties over carts: a
// row's line is the cart's line of its product, the very object, and the list's note says what a
// scan of the list would.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CartLine } from './place-order.cart'
import { lineOf, otherFormatListed } from './place-order.selectors'

const CODES = ['FZ001', 'FZ002', 'SS001', 'CH001', 'KM-FZ001'] as const
const product = fc.record({
  ProductCode: fc.constantFrom(...CODES),
  FormatId: fc.integer({ min: 1, max: 3 }),
})
/** Carts of distinct products (the machine keeps one line per product). */
const cart = fc
  .uniqueArray(product, { selector: (p) => p.ProductCode, maxLength: CODES.length })
  .map((lines) => lines.map((l) => ({ ...l, Quantity: 1 })) as unknown as CartLine[])

describe('R-PERF-033 the rows read their own line', () => {
  it("R-PERF-033 a row finds its product's line, the same object, and none for a product outside the cart", () => {
    fc.assert(
      fc.property(cart, fc.constantFrom(...CODES), (lines, code) => {
        expect(lineOf(lines, code)).toBe(lines.find((l) => l.ProductCode === code))
        // A new cart with the other lines kept: theirs are the same objects, as the rows compare them.
        const next = [
          ...lines.filter((l) => l.ProductCode !== code),
          { ...lines[0], ProductCode: code } as CartLine,
        ]
        for (const line of lines.filter((l) => l.ProductCode !== code))
          expect(lineOf(next, line.ProductCode)).toBe(line)
      }),
    )
  })

  it("R-PERF-033 R-ORD-020 the note of another format is shown exactly when a listed product outside the cart has another format than the cart's", () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 8 }), cart, (listed, lines) => {
        const format = lines[0]?.FormatId
        const expected =
          format !== undefined &&
          listed.some((p) => p.FormatId !== format && !lines.some((l) => l.ProductCode === p.ProductCode))
        expect(otherFormatListed(listed, lines)).toBe(expected)
      }),
    )
  })
})
