// @vitest-environment node
// Reading the packing list's HTML (R-SRV-009, decision 0352): the same sheet as the drawer shows,
// and work that grows with the input, not with its square, for the inputs that made the regular
// expressions (and would make a parser with a stack of open elements) slow. No absolute time is
// asserted: the time of 2n characters is compared with the time of n, fastest of several runs.
import { describe, expect, it } from 'vitest'
import { HTML_MAX } from '../api/contracts/files'
import { PACKING_LIMITS, packingSheetOf, withinPackingLimits, type SheetReadCounts } from './packing-sheet'

/** Hostile shapes of `n` characters (about). */
const HOSTILE: Record<string, (n: number) => string> = {
  'the issue’s `<` repeated': (n) => '<'.repeat(n),
  'elements opened and never closed': (n) => '<div>'.repeat(n / 5),
  'opened, then end tags that match none': (n) => '<div>'.repeat(n / 10) + '</x>'.repeat(n / 8),
  'formatting elements, each with its own attribute': (n) =>
    Array.from({ length: n / 12 }, (_, i) => `<b id=${i}>`).join(''),
  'one tag with a name repeated as attributes': (n) => `<a ${'b '.repeat(n / 2)}>`,
  'one tag with distinct attributes': (n) =>
    `<a ${Array.from({ length: n / 10 }, (_, i) => `a${i + 100_000}=1`).join(' ')}>`,
  'character references never ended': (n) => '&#'.repeat(n / 2),
  'comments never closed': (n) => '<!--'.repeat(n / 4),
  'one row of many cells': (n) => `<table><tr>${'<td>x'.repeat(n / 5)}`,
  'tables in tables': (n) => '<table><tr><td>'.repeat(n / 15),
  'a script never closed': (n) => `<script>${'</scrip'.repeat(n / 7)}`,
  'white space, then a word': (n) => `${' '.repeat(n)}x`,
  'cells ended outside a table': (n) => '<p>a</td>'.repeat(n / 9),
}

/**
 * Sizes from a 64th to an 8th of the cap: large enough that a quadratic reading shows (the regular
 * expressions took 1 s for 20,000 `<`), small enough to stay in the processor's caches, whose
 * steps would otherwise read as growth.
 */
const SIZES = [HTML_MAX / 64, HTML_MAX / 32, HTML_MAX / 16, HTML_MAX / 8]

/** One reading's time: the mean of enough readings to read 150,000 characters in all. */
function readingTime(html: string): number {
  const reps = Math.max(1, Math.round(150_000 / html.length))
  const start = performance.now()
  for (let i = 0; i < reps; i++) packingSheetOf(html)
  return (performance.now() - start) / reps
}

/** The fastest of `runs` measurements of each input, taken in turns so a busy moment hits all. */
function fastest(inputs: readonly string[], runs = 7): number[] {
  const best = inputs.map(() => Infinity)
  for (let run = 0; run < runs; run++)
    inputs.forEach((html, i) => {
      best[i] = Math.min(best[i]!, readingTime(html))
    })
  return best
}

describe('R-SRV-009 the packing list is read in time that grows with its length, not with its square', () => {
  it('reads the drawer’s sheet: heading, lines, header, rows, watermark, references decoded', () => {
    const sheet = packingSheetOf(
      `<div class="packing-list__sheet" data-watermark="C001 Công ty &amp; Con"><h2>Phiếu đóng gói BB01</h2>` +
        `<p>Khách hàng: C001</p><script>alert('<td>')</script><table><thead><tr><th scope="col">Mã</th>` +
        `<th>Tên</th></tr></thead><tbody><tr><td>P1</td><td>Giò&nbsp;lụa<br>500 g</td></tr>` +
        `<tr><td>P2</td><td>A&#99999999;B</td></tr></tbody></table><p>Kho: Bình Dương</p></div>`,
    )
    expect(sheet).toEqual({
      heading: 'Phiếu đóng gói BB01',
      lines: ['Khách hàng: C001', 'Kho: Bình Dương'],
      header: ['Mã', 'Tên'],
      rows: [
        ['P1', 'Giò lụa 500 g'],
        ['P2', 'A\ufffdB'],
      ],
      watermark: 'C001 Công ty & Con',
    })
  })

  it('counts at most one token per character of any hostile input, up to the contract’s cap', () => {
    for (const [shape, make] of Object.entries(HOSTILE)) {
      const html = make(HTML_MAX)
      expect(html.length, shape).toBeLessThanOrEqual(HTML_MAX + 20)
      const counts: SheetReadCounts = { tokens: 0 }
      packingSheetOf(html, counts)
      expect(counts.tokens, shape).toBeLessThanOrEqual(html.length)
    }
  })

  // Linear work doubles its time when the input doubles; quadratic work quadruples it. Memory's
  // steps (a hash table or an array grown, a collection) make a single doubling jump now and then,
  // so the doublings are judged together: 8 times the input in less than 3 x 3 x 3 = 27 times the
  // time (a quadratic reading: 64 times).
  it.each(Object.entries(HOSTILE))(
    'twice the input takes less than three times the time, over three doublings: %s',
    (shape, make) => {
      const inputs = SIZES.map(make)
      fastest(inputs, 1) // the first runs compile the reader
      const growth = (times: number[]) => times.at(-1)! / Math.max(times[0]!, 0.01)
      let times = fastest(inputs)
      // Measured again when a busy machine spoilt it (the fastest of 7 again).
      if (growth(times) >= 27) times = fastest(inputs)
      expect(
        growth(times),
        `${shape}: ${SIZES.join(', ')} characters took ${times.map((t) => t.toFixed(3)).join(', ')} ms`,
      ).toBeLessThan(27)
    },
    60_000,
  )

  it('a sheet over what a packing list holds is out of bounds: rows and lines, columns, a text’s length', () => {
    const row = (cells: number, text = 'x') => `<tr>${`<td>${text}</td>`.repeat(cells)}</tr>`
    const table = (rows: string) => `<table>${rows}</table>`
    const within = (html: string) => withinPackingLimits(packingSheetOf(html))
    expect(within(table(row(6).repeat(PACKING_LIMITS.rows)))).toBe(true)
    expect(within(table(row(6).repeat(PACKING_LIMITS.rows)) + '<p>one line more</p>')).toBe(false)
    expect(within(table(row(PACKING_LIMITS.columns)))).toBe(true)
    expect(within(table(row(PACKING_LIMITS.columns + 1)))).toBe(false)
    expect(within(`<p>${'a'.repeat(PACKING_LIMITS.characters)}</p>`)).toBe(true)
    expect(within(`<p>${'a'.repeat(PACKING_LIMITS.characters + 1)}</p>`)).toBe(false)
    expect(within(table(row(1, 'a'.repeat(PACKING_LIMITS.characters + 1))))).toBe(false)
    expect(within('<'.repeat(HTML_MAX))).toBe(false)
  })
})
