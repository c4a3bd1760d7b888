// A bank statement file as the back office picks it (R-BANK-007, decision 0369): its kind, its
// header row and which column holds the date, the amount, the content and the reference, then its
// lines, bounded as the contract takes them. Pure: the screen reads the bytes (CSV here, .xlsx
// with ExcelJS), these rules say what they mean.
import {
  STATEMENT_AMOUNT_MAX,
  STATEMENT_CONTENT_MAX,
  STATEMENT_DATE_MAX,
  STATEMENT_MAX_LINES,
  STATEMENT_REFERENCE_MAX,
} from '../../api/contracts/bank-statement-bounds'
import type { StatementLine } from './bank-statement.rules'

export const STATEMENT_FIELDS = ['date', 'amount', 'content', 'reference'] as const
export type StatementField = (typeof STATEMENT_FIELDS)[number]
/** A column's index for each field; the reference may be missing. */
export type ColumnMapping = Readonly<Record<StatementField, number | null>>
export const NO_MAPPING: ColumnMapping = { date: null, amount: null, content: null, reference: null }

/** At most 5 MB: a month of a busy account's statement is far less. */
export const STATEMENT_MAX_FILE_BYTES = 5 * 1024 * 1024
/** The texts' bounds of the contract (Sim.BankStatement). */
export const LINE_BOUNDS: Readonly<Record<StatementField, number>> = {
  date: STATEMENT_DATE_MAX,
  amount: STATEMENT_AMOUNT_MAX,
  content: STATEMENT_CONTENT_MAX,
  reference: STATEMENT_REFERENCE_MAX,
}
/** The header row is looked for among the first rows: banks put the account's title above it. */
const HEADER_SEARCH_ROWS = 20

export type StatementFileKind = 'csv' | 'xlsx'

/** Why a file gives no lines; the screen says it in the active language, naming the file. */
export type StatementFileProblem = 'fileType' | 'fileTooLarge' | 'unreadable' | 'empty' | 'tooManyLines'

export function statementFileKindOf(file: {
  readonly name: string
  readonly size: number
}):
  | { readonly ok: true; readonly kind: StatementFileKind }
  | { readonly ok: false; readonly problem: StatementFileProblem } {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase()
  if (extension !== 'csv' && extension !== 'xlsx') return { ok: false, problem: 'fileType' }
  if (file.size > STATEMENT_MAX_FILE_BYTES) return { ok: false, problem: 'fileTooLarge' }
  return { ok: true, kind: extension }
}

/** A header as compared: lower case, no accents, `đ` as `d`, words only. */
export const headerKey = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The headers Vietnamese banks' exports use (and English ones), compared by `headerKey`. */
const KNOWN_HEADERS: Readonly<Record<StatementField, readonly string[]>> = {
  date: [
    'ngay giao dich',
    'ngay gd',
    'ngay',
    'ngay hach toan',
    'ngay hieu luc',
    'thoi gian',
    'transaction date',
    'date',
    'posting date',
    'value date',
  ],
  amount: [
    'so tien ghi co',
    'ghi co',
    'phat sinh co',
    'so tien co',
    'so tien',
    'credit',
    'credit amount',
    'amount',
  ],
  content: [
    'noi dung',
    'noi dung giao dich',
    'noi dung chuyen khoan',
    'dien giai',
    'mo ta',
    'content',
    'description',
    'transaction details',
    'details',
    'remarks',
  ],
  reference: [
    'so tham chieu',
    'ma giao dich',
    'so giao dich',
    'so but toan',
    'so ct',
    'reference',
    'reference number',
    'ref',
    'transaction id',
  ],
}

/** Each field's column by its header, or null; one column serves one field. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const keys = headers.map(headerKey)
  const used = new Set<number>()
  const mapping: Record<StatementField, number | null> = { ...NO_MAPPING }
  for (const field of STATEMENT_FIELDS)
    for (const known of KNOWN_HEADERS[field]) {
      const column = keys.findIndex((key, i) => key === known && !used.has(i))
      if (column >= 0) {
        mapping[field] = column
        used.add(column)
        break
      }
    }
  return mapping
}

/** The date, the amount and the content are needed; each in a column of its own. */
export function mappingComplete(mapping: ColumnMapping, columns: number): boolean {
  const chosen = STATEMENT_FIELDS.map((f) => mapping[f]).filter((c): c is number => c !== null)
  return (
    mapping.date !== null &&
    mapping.amount !== null &&
    mapping.content !== null &&
    chosen.every((c) => c >= 0 && c < columns) &&
    new Set(chosen).size === chosen.length
  )
}

export interface StatementTable {
  readonly headers: readonly string[]
  readonly rows: readonly (readonly string[])[]
  /** The mapping the headers gave (complete or not). */
  readonly guessed: ColumnMapping
}

const blank = (row: readonly string[]) => row.every((cell) => cell.trim() === '')

/**
 * The table of a file's rows: the header row is the first of the top rows whose headers are all
 * recognised, else the first row that is not blank; the rows below it, blank ones dropped.
 */
export function tableOf(records: readonly (readonly string[])[]): StatementTable | undefined {
  const top = records.slice(0, HEADER_SEARCH_ROWS)
  let at = top.findIndex((row) => mappingComplete(guessMapping(row), row.length))
  if (at < 0) at = records.findIndex((row) => !blank(row))
  if (at < 0) return undefined
  const headers = records[at]!.map((h) => h.trim())
  return { headers, rows: records.slice(at + 1).filter((row) => !blank(row)), guessed: guessMapping(headers) }
}

/** The statement's lines by the mapping, each text cut to its bound (R-BANK-005), or why none. */
export function linesOf(
  table: StatementTable,
  mapping: ColumnMapping,
):
  | { readonly ok: true; readonly lines: StatementLine[] }
  | { readonly ok: false; readonly problem: StatementFileProblem } {
  const cell = (row: readonly string[], field: StatementField) => {
    const column = mapping[field]
    return column === null ? '' : (row[column] ?? '').trim().replace(/\s+/g, ' ').slice(0, LINE_BOUNDS[field])
  }
  const lines = table.rows
    .map((row) => ({
      date: cell(row, 'date'),
      amount: cell(row, 'amount'),
      content: cell(row, 'content'),
      reference: cell(row, 'reference'),
    }))
    // A row without an amount nor a content is a total or a note of the bank, no transfer.
    .filter((line) => line.amount !== '' || line.content !== '')
  if (lines.length === 0) return { ok: false, problem: 'empty' }
  if (lines.length > STATEMENT_MAX_LINES) return { ok: false, problem: 'tooManyLines' }
  return { ok: true, lines }
}
