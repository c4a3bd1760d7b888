// The packing list's HTML read as a sheet (R-CONF-019, R-SRV-009, decision 0352): parse5's HTML
// tokenizer (the WHATWG state machine: constant work per character, character references decoded as
// a browser does) feeds a reader that keeps O(1) state per token: no tree, no stack of open
// elements, no regular expression over the input. The regular expressions this replaces took time
// that grew with the square of the input (80,000 `<` took 18.5 s) while the whole process waited.
import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5'

/** The sheet as the PDF lays it out: its heading, its lines, its table and its watermark. */
export interface PackingSheet {
  readonly heading: string | undefined
  readonly lines: string[]
  readonly header: string[]
  readonly rows: string[][]
  readonly watermark: string | undefined
}

/** The elements whose end starts a new line of text (and `<br>`). */
const BLOCKS = new Set([
  'p',
  'div',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'table',
  'thead',
  'tbody',
  'section',
  'header',
  'footer',
])
const HEADINGS = new Set(['h1', 'h2', 'h3'])
/** Elements whose text is never shown. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript'])
/**
 * The tokenizer's mode after these start tags, as the tree builder would set it (WHATWG HTML
 * §13.2.6.4.7): their content is text up to their own end tag, not markup.
 */
const RAW_TEXT: Record<string, number> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  textarea: TokenizerMode.RCDATA,
  title: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
}

/** Text gathered in pieces and read once: white space as one space, trimmed. */
class TextRun {
  private parts: string[] = []
  add(text: string) {
    this.parts.push(text)
  }
  take(): string {
    const text = this.parts.join('').replace(/\s+/g, ' ').trim()
    this.parts = []
    return text
  }
}

/**
 * What a packing list needs, and what the PDF is made for at most (R-SRV-009, decision 0352): an
 * order holds at most 200 lines (ORDER_LINES_MAX) and its packing list a row per line and per
 * promotion item, six columns, short texts. Laying out more (16,000 rows of a hostile 300,000
 * characters took 10 s) would hold the process as the regular expressions did.
 */
export const PACKING_LIMITS = { rows: 1_000, columns: 20, characters: 1_000 } as const

/** Whether the sheet is within PACKING_LIMITS: its rows and lines, its columns, each text's length. */
export function withinPackingLimits(sheet: PackingSheet): boolean {
  const texts = [
    sheet.heading ?? '',
    sheet.watermark ?? '',
    ...sheet.lines,
    ...sheet.header,
    ...sheet.rows.flat(),
  ]
  return (
    sheet.rows.length + sheet.lines.length <= PACKING_LIMITS.rows &&
    Math.max(sheet.header.length, ...sheet.rows.map((row) => row.length)) <= PACKING_LIMITS.columns &&
    texts.every((text) => text.length <= PACKING_LIMITS.characters)
  )
}

/** What the reader did, for the test that proves its work grows with the input (R-SRV-009). */
export interface SheetReadCounts {
  tokens: number
}

/**
 * The packing list's sheet as the drawer sends it (R-CONF-019): its first h1-h3 heading outside
 * the table, the text before and after the table (one line per block), the first table's header
 * (`th`) and body (`td`) cells, and the first `data-watermark` attribute (the customer).
 * `counts`, when given, counts the tokens read.
 */
export function packingSheetOf(html: string, counts?: SheetReadCounts): PackingSheet {
  const lines: string[] = []
  const header: string[] = []
  const rows: string[][] = []
  let heading: string | undefined
  let watermark: string | undefined
  /** 'before' the first table, 'in' it (with its depth of nested tables), 'after' it. */
  let table: 'before' | 'in' | 'after' = 'before'
  let tableDepth = 0
  let headingState: 'before' | 'in' | 'done' = 'before'
  let hidden: string | undefined
  let rowHeads: string[] | undefined
  let rowCells: string[] | undefined
  let cell: 'th' | 'td' | undefined
  const line = new TextRun()
  const cellText = new TextRun()
  const headingText = new TextRun()

  const endLine = () => {
    let text = line.take()
    // A cell's separator at the end of a line says nothing (`a | b |` reads `a | b`).
    if (text.endsWith('|')) text = text.slice(0, -1).trimEnd()
    if (text !== '') lines.push(text)
  }
  const endCell = () => {
    if (cell === undefined) return
    const text = cellText.take()
    if (cell === 'th') rowHeads?.push(text)
    else rowCells?.push(text)
    cell = undefined
  }
  const endRow = () => {
    endCell()
    if (rowCells !== undefined && rowCells.length > 0) rows.push(rowCells)
    else if (rowHeads !== undefined && rowHeads.length > 0 && header.length === 0) header.push(...rowHeads)
    rowHeads = undefined
    rowCells = undefined
  }
  const text = (chars: string) => {
    if (hidden !== undefined) return
    if (table === 'in') {
      if (cell !== undefined) cellText.add(chars)
    } else if (headingState === 'in') headingText.add(chars)
    else line.add(chars)
  }

  const handler: TokenHandler = {
    onStartTag(token: Token.TagToken) {
      if (counts) counts.tokens++
      const name = token.tagName
      if (watermark === undefined)
        for (const attr of token.attrs)
          if (attr.name === 'data-watermark') {
            watermark = attr.value.replace(/\s+/g, ' ').trim()
            break
          }
      const mode = RAW_TEXT[name]
      if (mode !== undefined && !token.selfClosing) tokenizer.state = mode as typeof tokenizer.state
      if (hidden !== undefined) return
      if (HIDDEN.has(name)) {
        if (!token.selfClosing) hidden = name
        return
      }
      if (table === 'in') {
        if (name === 'table') tableDepth++
        else if (name === 'tr') {
          endRow()
          rowHeads = []
          rowCells = []
        } else if (name === 'td' || name === 'th') {
          endCell()
          if (rowCells === undefined) {
            rowHeads = []
            rowCells = []
          }
          cell = name
        } else if (name === 'br') cellText.add(' ')
        return
      }
      if (name === 'table' && table === 'before') {
        table = 'in'
        tableDepth = 1
        if (headingState === 'in') endHeading()
        endLine()
        return
      }
      if (HEADINGS.has(name) && headingState === 'before') {
        headingState = 'in'
        endLine()
        return
      }
      if (name === 'br') {
        if (headingState === 'in') headingText.add(' ')
        else endLine()
      }
    },
    onEndTag(token: Token.TagToken) {
      if (counts) counts.tokens++
      const name = token.tagName
      if (hidden !== undefined) {
        if (name === hidden) hidden = undefined
        return
      }
      if (table === 'in') {
        if (name === 'td' || name === 'th') endCell()
        else if (name === 'tr') endRow()
        else if (name === 'table' && --tableDepth === 0) {
          endRow()
          table = 'after'
        }
        return
      }
      if (headingState === 'in') {
        if (HEADINGS.has(name)) endHeading()
        return
      }
      if (name === 'td' || name === 'th') line.add(' | ')
      else if (BLOCKS.has(name) || name === 'br') endLine()
    },
    onCharacter(token: Token.CharacterToken) {
      if (counts) counts.tokens++
      text(token.chars)
    },
    onWhitespaceCharacter(token: Token.CharacterToken) {
      if (counts) counts.tokens++
      text(token.chars)
    },
    // U+0000 in text is dropped, as the tree builder drops it in the body.
    onNullCharacter: () => {
      if (counts) counts.tokens++
    },
    onComment: () => {
      if (counts) counts.tokens++
    },
    onDoctype: () => {
      if (counts) counts.tokens++
    },
    // The input's end closes what is open: the table's last row, the heading, the last line.
    onEof() {
      if (table === 'in') endRow()
      if (headingState === 'in') endHeading()
      endLine()
    },
  }
  function endHeading() {
    heading ??= headingText.take()
    headingState = 'done'
  }

  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler)
  tokenizer.write(html, true)
  return { heading: heading === '' ? undefined : heading, lines, header, rows, watermark }
}
