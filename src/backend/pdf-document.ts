// The documents the backend writes as PDFs (R-DOC-003, R-DOC-004, decision 0341): an A4 page
// with the manufacturer's letterhead, a centred title, label-value lines, a ruled table whose
// header repeats on every page, totals, and a footer with the page number ("1/2") on every page;
// optionally the packing list's watermark under everything (R-CONST-005), drawn as outlines. pdf-lib draws, in Roboto
// (pdf-fonts.ts) so Vietnamese keeps its diacritics (decision 0043). Loaded lazily by exports.ts.
import { degrees, PDFDocument, rgb, type PDFEmbeddedPage, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Letterhead } from './seed/manufacturer'
import { embedUnicodeFonts, textOutline } from './pdf-fonts'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 36
const FOOTER_HEIGHT = 28
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.4, 0.45)
const RULE = rgb(0.55, 0.57, 0.62)
const HEADER_FILL = rgb(0.9, 0.92, 0.95)
const CELL_PAD = 4

/**
 * The watermark tile (R-CONST-005): 200 by 150, text rotated -20 degrees as the screen's canvas
 * draws it. The canvas's y axis points down and PDF's up, so the same slant (rising to the right)
 * is +20 degrees here.
 */
const WATERMARK_TILE = { width: 200, height: 150, screenAngleDeg: -20 } as const

/**
 * Text as one drawable line: composed (NFC, so 'ệ' is the font's one glyph, not e plus two marks),
 * each line break, tab or other control character a space, no space at either end.
 */
export const pdfLineOf = (text: string): string =>
  text
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .trim()

/**
 * The width of `text` at `size` points in `font`, remembered per font at 1 point: pdf-lib lays the
 * text out with fontkit at every call, and wrapping and sizing columns measure the same words often.
 */
const widthCache = new WeakMap<PDFFont, Map<string, number>>()
function widthOf(font: PDFFont, text: string, size: number): number {
  let widths = widthCache.get(font)
  if (widths === undefined) widthCache.set(font, (widths = new Map()))
  let width = widths.get(text)
  if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1)))
  return width * size
}

/** `text` broken into lines no wider than `width` at `size` (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  const fits = (s: string) => widthOf(font, s, size) <= width
  for (const word of pdfLineOf(text).split(/ +/)) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line !== '') lines.push(line)
    line = word
    if (fits(line)) continue
    // A word wider than the line is cut character by character, its width summed as it goes: work
    // that grows with the word, where measuring ever shorter prefixes grew with its square
    // (R-SRV-009, decision 0352). Kerning only narrows a run, so each piece fits.
    let piece = ''
    let pieceWidth = 0
    for (const character of word) {
      const characterWidth = widthOf(font, character, size)
      if (piece !== '' && pieceWidth + characterWidth > width) {
        lines.push(piece)
        piece = ''
        pieceWidth = 0
      }
      piece += character
      pieceWidth += characterWidth
    }
    line = piece
  }
  lines.push(line)
  return lines
}

export interface TableColumn {
  readonly header: string
  /**
   * Share of the table's width (the shares need not add up to 1). When a column has none, every
   * column is sized by its content instead (see `drawTable`).
   */
  readonly weight?: number
  readonly align?: 'left' | 'right' | 'center'
}

export interface DocumentTable {
  readonly columns: readonly TableColumn[]
  readonly rows: readonly (readonly string[])[]
}

export interface DocumentSpec {
  /** The heading drawn under the letterhead. */
  readonly title: string
  /** The PDF's title (its metadata, a viewer's window title); default: `title`. */
  readonly documentTitle?: string
  readonly letterhead: Letterhead
  readonly labels: { readonly taxCode: string; readonly phone: string; readonly email: string }
  /** Lines under the title, centred (e.g. the BB number and the date). */
  readonly subtitle: readonly string[]
  /** Label-value pairs before the table. */
  readonly fields: readonly (readonly [string, string])[]
  /** A small line right above the table (e.g. the currency). */
  readonly tableNote?: string
  readonly table?: DocumentTable
  /** Label-value pairs right-aligned under the table; the last one bold. */
  readonly totals: readonly (readonly [string, string])[]
  /** Label-value pairs after the totals (e.g. the note). */
  readonly after: readonly (readonly [string, string])[]
  /** The footer's left text on every page. */
  readonly footer: string
  /** The page number's text, e.g. (1, 2) => 'Trang 1/2'. */
  readonly pageLabel: (page: number, pages: number) => string
  /** Drawn tiled under every page's content (R-CONST-005). */
  readonly watermark?: string
}

const WATERMARK_PAD = 2

interface WatermarkTile {
  readonly text: PDFEmbeddedPage
  readonly size: number
  readonly width: number
  readonly baseline: number
}

/**
 * The watermark's text as outlines, drawn once on a page of its own and embedded as a form
 * XObject: each of a page's 18 tiles places it with one matrix, where drawing the outline path
 * itself made pdf-lib parse it again for every tile (998 rows took 8-10 s; decision 0352 left this for later).
 */
async function watermarkTile(pdf: PDFDocument, line: string): Promise<WatermarkTile> {
  const size = Math.min(12, (WATERMARK_TILE.width * 0.95) / Math.max(1, textOutline(line, 1).width))
  const { path, width } = textOutline(line, size)
  // Room for capitals' stacked marks above and descenders below the baseline.
  const baseline = size * 0.6
  const scratch = await PDFDocument.create()
  const page = scratch.addPage([width + 2 * WATERMARK_PAD, size * 2])
  page.drawSvgPath(path, { x: WATERMARK_PAD, y: baseline, color: rgb(0.12, 0.16, 0.23) })
  return { text: await pdf.embedPage(page), size, width, baseline }
}

/** Draws `spec` as an A4 document. */
export async function renderDocument(spec: DocumentSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(pdfLineOf(spec.documentTitle ?? spec.title))
  pdf.setProducer('ordering-portal mock backend')
  pdf.setCreator('ordering-portal mock backend')
  const { regular, bold } = await embedUnicodeFonts(pdf)
  const [pageWidth, pageHeight] = A4
  const contentWidth = pageWidth - 2 * MARGIN
  const bottom = MARGIN + FOOTER_HEIGHT
  const watermark = spec.watermark ? await watermarkTile(pdf, pdfLineOf(spec.watermark)) : undefined
  let page: PDFPage = newPage()
  let y = pageHeight - MARGIN

  function newPage(): PDFPage {
    const added = pdf.addPage(A4)
    if (watermark) drawWatermark(added, watermark)
    return added
  }

  /** The tile's text, turned, with its middle on each 200 × 150 tile's centre (R-CONST-005). */
  function drawWatermark(target: PDFPage, { text, size, width, baseline }: WatermarkTile) {
    const angle = -WATERMARK_TILE.screenAngleDeg
    const radians = (angle * Math.PI) / 180
    for (let left = 0; left < pageWidth; left += WATERMARK_TILE.width)
      for (let top = pageHeight; top > 0; top -= WATERMARK_TILE.height) {
        const cx = left + WATERMARK_TILE.width / 2
        const cy = top - WATERMARK_TILE.height / 2
        // The drawn text's start so that its middle sits on the tile's centre once turned; the
        // embedded page's origin is `baseline` under the text's baseline.
        const dx = -width / 2 - WATERMARK_PAD
        const dy = -size * 0.35 - baseline
        target.drawPage(text, {
          x: cx + dx * Math.cos(radians) - dy * Math.sin(radians),
          y: cy + dx * Math.sin(radians) + dy * Math.cos(radians),
          opacity: 0.14,
          rotate: degrees(angle),
        })
      }
  }

  const ensure = (height: number) => {
    if (y - height >= bottom) return false
    page = newPage()
    y = pageHeight - MARGIN
    return true
  }

  const text = (
    s: string,
    x: number,
    baseline: number,
    size: number,
    font = regular,
    color = INK,
    align: 'left' | 'right' | 'center' = 'left',
    width = 0,
  ) => {
    const line = pdfLineOf(s)
    const w = widthOf(font, line, size)
    const at = align === 'right' ? x + width - w : align === 'center' ? x + (width - w) / 2 : x
    page.drawText(line, { x: at, y: baseline, size, font, color })
  }

  // Letterhead: the manufacturer's name, address and tax code, ruled off.
  const head = spec.letterhead
  for (const [line, size, font, color] of [
    [head.name, 13, bold, INK],
    [head.address, 8.5, regular, MUTED],
    [
      `${spec.labels.taxCode}: ${head.taxCode}   ·   ${spec.labels.phone}: ${head.phone}   ·   ${spec.labels.email}: ${head.email}`,
      8.5,
      regular,
      MUTED,
    ],
  ] as const)
    for (const part of wrap(line, font, size, contentWidth)) {
      y -= size * 1.35
      text(part, MARGIN, y, size, font, color)
    }
  y -= 6
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: pageWidth - MARGIN, y },
    thickness: 1.2,
    color: INK,
  })

  // Title and subtitle, centred.
  y -= 30
  text(spec.title, MARGIN, y, 16, bold, INK, 'center', contentWidth)
  for (const line of spec.subtitle) {
    y -= 14
    text(line, MARGIN, y, 9.5, regular, MUTED, 'center', contentWidth)
  }
  y -= 12

  const pairs = (list: readonly (readonly [string, string])[]) => {
    const labelWidth = Math.min(
      170,
      Math.max(0, ...list.map(([label]) => widthOf(bold, `${label}:`, 9.5))) + 8,
    )
    for (const [label, value] of list) {
      const lines = wrap(value, regular, 9.5, contentWidth - labelWidth)
      ensure(lines.length * 13)
      y -= 13
      text(`${label}:`, MARGIN, y, 9.5, bold)
      lines.forEach((line, i) => {
        if (i > 0) y -= 13
        text(line, MARGIN + labelWidth, y, 9.5)
      })
    }
  }
  pairs(spec.fields)

  if (spec.tableNote) {
    y -= 16
    text(spec.tableNote, MARGIN, y, 8, regular, MUTED, 'right', contentWidth)
  }
  y -= 4
  if (spec.table && spec.table.rows.length > 0) drawTable(spec.table)

  /**
   * Column widths from the content: each column at least its header and its longest word (so no
   * word is cut, nor a header wrapped), the rest of the width shared in proportion to how much
   * wider each column's longest text would like to be; all scaled down only if even that is too wide.
   */
  function contentWidths(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    size: number,
  ): number[] {
    const measure = (s: string, font: PDFFont) => widthOf(font, pdfLineOf(s), size)
    const pad = 2 * CELL_PAD + 1
    const least = columns.map(
      (c, i) =>
        Math.max(
          measure(c.header, bold),
          ...rows.flatMap((r) =>
            pdfLineOf(r[i] ?? '')
              .split(/ +/)
              .map((word) => measure(word, regular)),
          ),
        ) + pad,
    )
    const wish = columns.map(
      (c, i) => Math.max(measure(c.header, bold), ...rows.map((r) => measure(r[i] ?? '', regular))) + pad,
    )
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0)
    if (sum(least) >= contentWidth) return least.map((w) => (w / sum(least)) * contentWidth)
    if (sum(wish) <= contentWidth) return wish.map((w) => (w / sum(wish)) * contentWidth)
    const room = contentWidth - sum(least)
    const more = wish.map((w, i) => w - least[i]!)
    return least.map((w, i) => w + (more[i]! / sum(more)) * room)
  }

  function drawTable({ columns, rows }: DocumentTable) {
    const size = 8.5
    const widths = columns.every((c) => c.weight !== undefined)
      ? columns.map((c) => (c.weight! / columns.reduce((sum, d) => sum + d.weight!, 0)) * contentWidth)
      : contentWidths(columns, rows, size)
    const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0))
    const lineHeight = size * 1.3
    const rowOf = (cells: readonly string[], font: PDFFont) =>
      cells.map((cell, i) => wrap(cell, font, size, widths[i]! - 2 * CELL_PAD))
    const header = rowOf(
      columns.map((c) => c.header),
      bold,
    )
    const heightOf = (cells: string[][]) =>
      Math.max(...cells.map((c) => c.length)) * lineHeight + 2 * CELL_PAD

    const drawRow = (cells: string[][], font: PDFFont, fill: boolean) => {
      const height = heightOf(cells)
      const top = y
      if (fill)
        page.drawRectangle({
          x: MARGIN,
          y: top - height,
          width: contentWidth,
          height,
          color: HEADER_FILL,
        })
      cells.forEach((lines, i) => {
        const align = fill
          ? columns[i]!.align === 'right'
            ? 'right'
            : 'left'
          : (columns[i]!.align ?? 'left')
        lines.forEach((line, n) =>
          text(
            line,
            lefts[i]! + CELL_PAD,
            top - CELL_PAD - (n + 1) * lineHeight + size * 0.28,
            size,
            font,
            INK,
            align,
            widths[i]! - 2 * CELL_PAD,
          ),
        )
      })
      // The row's rules: top, bottom and every column's sides.
      const rule = { thickness: 0.6, color: RULE }
      page.drawLine({ start: { x: MARGIN, y: top }, end: { x: MARGIN + contentWidth, y: top }, ...rule })
      page.drawLine({
        start: { x: MARGIN, y: top - height },
        end: { x: MARGIN + contentWidth, y: top - height },
        ...rule,
      })
      for (const x of [...lefts, MARGIN + contentWidth])
        page.drawLine({ start: { x, y: top }, end: { x, y: top - height }, ...rule })
      y = top - height
    }

    ensure(heightOf(header) + heightOf(rowOf(rows[0]!, regular)))
    drawRow(header, bold, true)
    for (const row of rows) {
      const cells = rowOf(row, regular)
      if (ensure(heightOf(cells))) drawRow(header, bold, true)
      drawRow(cells, regular, false)
    }
  }

  if (spec.totals.length > 0) {
    y -= 6
    const valueWidth = 130
    spec.totals.forEach(([label, value], i) => {
      const last = i === spec.totals.length - 1
      ensure(16)
      y -= 15
      const font = last ? bold : regular
      text(`${label}:`, MARGIN, y, 9.5, font, INK, 'right', contentWidth - valueWidth - 8)
      text(value, MARGIN + contentWidth - valueWidth, y, 9.5, font, INK, 'right', valueWidth - CELL_PAD)
    })
  }
  if (spec.after.length > 0) {
    y -= 8
    pairs(spec.after)
  }

  // Every page's footer: a rule, the document's line and the page number.
  const pages = pdf.getPages()
  pages.forEach((target, i) => {
    page = target
    const line = MARGIN + FOOTER_HEIGHT - 10
    target.drawLine({
      start: { x: MARGIN, y: line },
      end: { x: pageWidth - MARGIN, y: line },
      thickness: 0.6,
      color: RULE,
    })
    const label = spec.pageLabel(i + 1, pages.length)
    const labelWidth = widthOf(regular, label, 8) + 12
    const footer = wrap(spec.footer, regular, 8, contentWidth - labelWidth)[0] ?? ''
    text(footer, MARGIN, MARGIN + 4, 8, regular, MUTED)
    text(label, MARGIN, MARGIN + 4, 8, regular, MUTED, 'right', contentWidth)
  })
  return pdf.save()
}
