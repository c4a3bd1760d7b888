// Quick order's reading and checking (R-QUICK-001..004, R-QUICK-007): examples, and properties that
// state each rule on their own (an oracle written from the rule, not from the code) and compare.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../api/contracts/product-entities'
import type { CartLine } from './place-order.cart'
import { MAX_LINE_QUANTITY } from './place-order.rules'
import { CATALOGUE, DRY_A, DRY_B, FROZEN, line, product } from './place-order.testkit'
import {
  checkQuickRows,
  codeSuggestionOf,
  lineOfEntry,
  QUICK_MAX_LINES,
  readCsv,
  readQuickCsv,
  readQuickText,
  refusedLinesOf,
  type QuickRow,
  type QuickScope,
} from './quick-order.rules'

const rowsOf = (text: string) => {
  const reading = readQuickText(text)
  if (!reading.ok) throw new Error(reading.notice.key)
  return reading.rows
}

const scope = (cart: readonly CartLine[] = [], products: readonly Product[] = CATALOGUE): QuickScope => ({
  cart,
  products,
  etaDate: null,
  etdGapDays: null,
  customerCode: 'C1001',
  knownCodes: new Set(['DRY-A', 'DRY-B', 'FRZ-1', 'PRM-1', 'OTHER-1']),
})

describe('quick order: reading lines', () => {
  it('R-QUICK-001 reads CODE<TAB>QTY, CODE;QTY, CODE,QTY and CODE QTY, one per line, skipping a header and blank lines', () => {
    const rows = rowsOf(
      'Code\tQuantity\r\ndry-a\t120\nDRY-B;30\n\n FRZ-1 , 7 \nDRY-A 5\nDRY-B Soy sauce 12\nDRY-A 1,5',
    )
    expect(rows).toEqual([
      { line: 1, code: 'Code', quantity: 'Quantity', header: true },
      { line: 2, code: 'dry-a', quantity: '120' },
      { line: 3, code: 'DRY-B', quantity: '30' },
      { line: 5, code: 'FRZ-1', quantity: '7' },
      { line: 6, code: 'DRY-A', quantity: '5' },
      { line: 7, code: 'DRY-B', quantity: '12' },
      // A comma inside a spaced line is the quantity's, not a separator: a code holds no space.
      { line: 8, code: 'DRY-A', quantity: '1,5' },
    ])
    // The header is skipped by the check; a first line with a product's code is checked like the rest.
    expect(checkQuickRows(scope(), rows).outcomes.map((o) => o.line)).toEqual([2, 3, 5, 6, 7, 8])
    const first = checkQuickRows(scope(), rowsOf('dry-a\tabc\nDRY-B\t5')).outcomes
    expect(first.map((o) => (o.kind === 'refused' ? o.reason.key : o.kind))).toEqual([
      'placeOrder:quantity.notNumber',
      'added',
    ])
  })

  it('R-QUICK-001 any line written with any separator reads back as its code and quantity', () => {
    const arbCode = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,11}$/).filter((c) => /\d/.test(c))
    const arbSep = fc.constantFrom('\t', ';', ',', ' ', ' ; ', '\t\t')
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbCode, fc.nat(99_999), arbSep), { minLength: 1, maxLength: 40 }),
        (lines) => {
          const text = lines.map(([code, quantity, sep]) => `${code}${sep}${quantity}`).join('\n')
          expect(rowsOf(text).map(({ line, code, quantity }) => ({ line, code, quantity }))).toEqual(
            lines.map(([code, quantity], i) => ({ line: i + 1, code, quantity: String(quantity) })),
          )
        },
      ),
    )
  })

  it('R-QUICK-002 more than 500 lines or 100,000 characters is refused whole', () => {
    const many = (n: number) => Array.from({ length: n }, () => 'DRY-A\t1').join('\n')
    expect(readQuickText(many(QUICK_MAX_LINES)).ok).toBe(true)
    const over = readQuickText(many(QUICK_MAX_LINES + 1))
    expect(over).toEqual({
      ok: false,
      notice: { key: 'placeOrder:quick.tooManyLines', params: { max: 500 } },
    })
    expect(readQuickText(`DRY-A\t1\n${' '.repeat(100_000)}`)).toMatchObject({
      ok: false,
      notice: { key: 'placeOrder:quick.tooLong' },
    })
    expect(readQuickText('\n \n')).toMatchObject({
      ok: false,
      notice: { key: 'placeOrder:quick.nothingToAdd' },
    })
    // A header alone reads, and the check adds nothing from it (the panel says there is nothing to add).
    expect(checkQuickRows(scope(), rowsOf('Code;Quantity')).outcomes).toEqual([])
  })
})

describe('quick order: the CSV reader', () => {
  it('R-QUICK-007 drops a BOM, takes CRLF, LF and CR line ends, quoted fields, and ; or , separators', () => {
    expect(readCsv('\uFEFFcode;name;qty\r\nDRY-A;"Nước mắm; 40°N";12\r\n')).toEqual([
      ['code', 'name', 'qty'],
      ['DRY-A', 'Nước mắm; 40°N', '12'],
    ])
    expect(readCsv('a,"say ""hi""\r\nagain",3\rb,x,4\nc,,5')).toEqual([
      ['a', 'say "hi"\r\nagain', '3'],
      ['b', 'x', '4'],
      ['c', '', '5'],
    ])
    const reading = readQuickCsv(
      '\uFEFFMã sản phẩm;Tên sản phẩm;Số thùng\r\nDRY-A;"A, B";10\r\nDRY-B;Soy;\r\nFRZ-1;Frozen;2\r\n',
    )
    // The template's line without a quantity is one not ordered: skipped (R-QUICK-006).
    expect(reading).toEqual({
      ok: true,
      rows: [
        { line: 1, code: 'Mã sản phẩm', quantity: 'Số thùng', header: true },
        { line: 2, code: 'DRY-A', quantity: '10' },
        { line: 4, code: 'FRZ-1', quantity: '2' },
      ],
    })
  })

  it('R-QUICK-007 any table written as CSV (quoted where needed) reads back as itself', () => {
    const arbField = fc.string({ maxLength: 12 })
    fc.assert(
      fc.property(
        fc.array(fc.array(arbField, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(';', ','),
        fc.constantFrom('\r\n', '\n'),
        fc.boolean(),
        (table, sep, end, bom) => {
          const quote = (f: string) => `"${f.replaceAll('"', '""')}"`
          const text = (bom ? '\uFEFF' : '') + table.map((r) => r.map(quote).join(sep)).join(end) + end
          expect(readCsv(text)).toEqual(table)
        },
      ),
    )
  })
})

/** The rule, stated on its own: why a line is refused, in the order the rule lists the checks. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] }

function oracle(cart: Mutable<CartLine>[], products: readonly Product[], row: QuickRow): string | undefined {
  const product = products.find((p) => p.ProductCode.toLowerCase() === row.code.trim().toLowerCase())
  if (row.code.trim() === '') return 'placeOrder:quick.noCode'
  if (product === undefined) return 'known'
  if (!/^\d+$/.test(row.quantity.trim())) return 'quantity'
  const quantity = Number(row.quantity.trim())
  if (quantity === 0) return 'placeOrder:quantity.atLeastOne'
  if (quantity > MAX_LINE_QUANTITY) return 'placeOrder:quantity.tooLarge'
  const existing = cart.find((l) => l.ProductCode === product.ProductCode)
  if (existing !== undefined) {
    if (existing.Quantity + quantity > MAX_LINE_QUANTITY) return 'placeOrder:quantity.tooLarge'
    existing.Quantity += quantity
    return undefined
  }
  if (cart.length > 0 && cart[0]!.FormatId !== product.FormatId) return 'placeOrder:quick.otherFormat'
  cart.push({ ...product, Quantity: quantity })
  return undefined
}

describe('quick order: checking lines', () => {
  it('R-QUICK-003 says why a line is refused: unknown code, not sold to this code, quantity, another format', () => {
    const { cart, outcomes } = checkQuickRows(
      scope([line(DRY_A, 10)], [DRY_A, DRY_B, FROZEN]),
      rowsOf('NOPE-9\t5\nOTHER-1\t5\ndry-b\t1.5\nDRY-B\t-3\nDRY-B\t0\nFRZ-1\t4\ndry-b\t20'),
    )
    expect(outcomes.map((o) => (o.kind === 'refused' ? o.reason.key : o.kind))).toEqual([
      'placeOrder:quick.unknownCode',
      'placeOrder:quick.notSold',
      'placeOrder:quantity.fractional',
      'placeOrder:quantity.negative',
      'placeOrder:quantity.atLeastOne',
      'placeOrder:quick.otherFormat',
      'added',
    ])
    expect(outcomes.map((o) => o.line)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(cart.map((l) => [l.ProductCode, l.Quantity])).toEqual([
      ['DRY-A', 10],
      ['DRY-B', 20],
    ])
    expect(refusedLinesOf('NOPE-9\t5\nOTHER-1\t5\nx\nx\nx\nFRZ-1\t4\ndry-b\t20', outcomes)).toBe(
      'NOPE-9\t5\nOTHER-1\t5\nx\nx\nx\nFRZ-1\t4',
    )
  })

  it('R-QUICK-004 a code already in the cart adds to its quantity and says the new total', () => {
    const { cart, outcomes } = checkQuickRows(scope([line(DRY_A, 100)]), rowsOf('DRY-A 20\ndry-a 5'))
    expect(outcomes).toEqual([
      { kind: 'addedToLine', line: 1, code: 'DRY-A', quantity: 20, total: 120 },
      { kind: 'addedToLine', line: 2, code: 'DRY-A', quantity: 5, total: 125 },
    ])
    expect(cart).toEqual([line(DRY_A, 125)])
  })

  it('R-QUICK-003 R-QUICK-004 for generated lines (hostile ones too) the check takes exactly the lines the rule takes', () => {
    const products = [DRY_A, DRY_B, FROZEN, product('Ab-1', { FormatId: 3 })]
    const codes = [
      ...products.map((p) => p.ProductCode),
      'dry-a',
      'frz-1',
      'AB-1',
      'NOPE',
      '',
      ' ',
      '<script>',
    ]
    const arbQuantity = fc.oneof(
      fc.integer({ min: 0, max: 200 }).map(String),
      fc.constantFrom('99999', '100000', '100001', '1.5', '-1', '1e3', ' 7 ', '', 'abc', '0x10', '١٢'),
      fc.string({ maxLength: 6 }),
    )
    const arbRow = fc.record({
      code: fc.oneof(fc.constantFrom(...codes), fc.string({ maxLength: 60 })),
      quantity: arbQuantity,
    })
    const arbStart = fc.subarray([line(DRY_A, 99_990), line(DRY_B, 3)])
    fc.assert(
      fc.property(arbStart, fc.array(arbRow, { maxLength: 30 }), (start, generated) => {
        const rows = generated.map((r, i) => ({ line: i + 1, ...r }))
        const { cart, outcomes } = checkQuickRows(scope(start, products), rows)
        const expected: Mutable<CartLine>[] = start.map((l) => ({ ...l }))
        rows.forEach((row, i) => {
          const why = oracle(expected, products, row)
          const outcome = outcomes[i]!
          expect(outcome.line).toBe(row.line)
          if (why === undefined) expect(outcome.kind).not.toBe('refused')
          else {
            expect(outcome.kind).toBe('refused')
            if (outcome.kind !== 'refused') return
            if (why === 'known') expect(outcome.reason.key).toMatch(/quick\.(unknownCode|notSold)$/)
            else if (why === 'quantity') expect(outcome.reason.key).toMatch(/^placeOrder:quantity\./)
            else expect(outcome.reason.key).toBe(why)
          }
        })
        expect(cart).toEqual(expected)
      }),
    )
  })
})

describe('quick order: the code box', () => {
  it('R-QUICK-010 offers each product by its code and its names in both languages, the current one first', () => {
    const soy = product('SS003', { ProductName: 'Nước tương', ProductName_enUS: 'Soy sauce' })
    expect(codeSuggestionOf(soy, 'vi')).toEqual({ value: 'SS003', label: 'Nước tương · Soy sauce' })
    expect(codeSuggestionOf(soy, 'en')).toEqual({ value: 'SS003', label: 'Soy sauce · Nước tương' })
    const rows = rowsOf(lineOfEntry(' ss003 ', '20'))
    expect(checkQuickRows(scope([], [soy]), rows).outcomes).toEqual([
      { kind: 'added', line: 1, code: 'SS003', quantity: 20 },
    ])
    // No quantity: the line is refused with its reason, not taken for a header.
    const empty = checkQuickRows(scope([], [soy]), rowsOf(lineOfEntry('SS003', ''))).outcomes
    expect(empty.map((o) => (o.kind === 'refused' ? o.reason.key : o.kind))).toEqual([
      'placeOrder:quantity.empty',
    ])
  })
})
