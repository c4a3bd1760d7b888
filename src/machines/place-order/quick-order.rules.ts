// Quick order (R-QUICK-001..008, decision 0364): lines typed, pasted or read from a spreadsheet
// become cart requests of the place-order machine. Reading is pure text work (the CSV reader is
// here, no package: decision 0364); checking runs each line through planCartChange, the same step
// the catalogue's buttons take, so a line goes in exactly when a click could have put it there,
// and the order is checked again at submit by the backend with place-order.rules.ts (R-ORD-023).
import type { Product } from '../../api/contracts/product-entities'
import { planCartChange, type CartLine, type CartScope, type Notice } from './place-order.cart'
import { parseQuantityInput } from './place-order.rules'

/** Most lines one paste or one file may hold (R-QUICK-002). */
export const QUICK_MAX_LINES = 500
/** Most characters of a paste: 500 lines of 200 characters (R-QUICK-002). */
export const QUICK_MAX_CHARS = 100_000
/** Largest spreadsheet read, in bytes (R-QUICK-006). */
export const QUICK_MAX_FILE_BYTES = 10 * 1024 * 1024
/** A code longer than this is no product code: it is shown cut and refused as unknown. */
export const QUICK_CODE_MAX = 50

/** One line of the input: its number in the text or the file, the code and the quantity as written. */
export interface QuickRow {
  readonly line: number
  readonly code: string
  readonly quantity: string
  /** The input's first line with no number for a quantity: a header, unless its code is a product's. */
  readonly header?: true
}

/** A record of a text or a sheet before it is read as a line: its number and its fields. */
export interface QuickRecord {
  readonly line: number
  readonly fields: readonly string[]
}

export type QuickReading =
  { readonly ok: true; readonly rows: readonly QuickRow[] } | { readonly ok: false; readonly notice: Notice }

/** What one line led to (R-QUICK-003, R-QUICK-004). */
export type QuickOutcome =
  | { readonly kind: 'added'; readonly line: number; readonly code: string; readonly quantity: number }
  | {
      readonly kind: 'addedToLine'
      readonly line: number
      readonly code: string
      readonly quantity: number
      readonly total: number
    }
  | { readonly kind: 'refused'; readonly line: number; readonly code: string; readonly reason: Notice }

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * The fields of one typed line (R-QUICK-001): split at tabs, else at `;` or `,`, else at spaces. A
 * code holds no space, so a line whose first `;`/`,` field does ("SS001 1,5") is split at spaces.
 */
export function fieldsOfLine(line: string): string[] {
  if (line.includes('\t')) return line.split('\t')
  if (line.includes(';') || line.includes(',')) {
    const fields = readCsv(line)[0] ?? []
    if (!/\s/.test(fields[0]?.trim() ?? '')) return fields
  }
  return line.trim().split(/\s+/)
}

const isBlank = (fields: readonly string[]) => fields.every((f) => f.trim() === '')

/**
 * Records to lines (R-QUICK-001): the code is the first field, the quantity the last one (so the
 * template's code, name, quantity reads as well as code, quantity); blank records are skipped; the
 * first filled record may be a header when its quantity holds no digit (checkQuickRows skips it
 * unless its code is a product's). `skipNoQuantity`:
 * a file's line with a code and no quantity is one the user did not order (the template lists
 * every product), not a mistake.
 */
export function rowsOfRecords(
  records: readonly QuickRecord[],
  options: { readonly skipNoQuantity?: boolean } = {},
): QuickReading {
  const rows: QuickRow[] = []
  let first = true
  // In a file under a header, the quantity is in the header's last named column, filled or not
  // (a sheet's row may end before it); typed lines keep their last field (names hold spaces).
  let quantityColumn: number | null = null
  for (const record of records) {
    if (isBlank(record.fields)) continue
    const { fields } = record
    const at = quantityColumn ?? fields.length - 1
    const quantity = at >= 1 ? (fields[at]?.trim() ?? '') : ''
    const code = fields[0]?.trim() ?? ''
    const header = first && !/\d/.test(quantity)
    if (header && options.skipNoQuantity === true)
      quantityColumn = Math.max(
        1,
        fields.findLastIndex((f) => f.trim() !== ''),
      )
    first = false
    if (quantity === '' && options.skipNoQuantity === true && code !== '' && !header) continue
    rows.push(header ? { line: record.line, code, quantity, header } : { line: record.line, code, quantity })
    if (rows.length > QUICK_MAX_LINES)
      return { ok: false, notice: { key: 'placeOrder:quick.tooManyLines', params: { max: QUICK_MAX_LINES } } }
  }
  if (rows.length === 0) return { ok: false, notice: { key: 'placeOrder:quick.nothingToAdd' } }
  return { ok: true, rows }
}

/** Typed or pasted lines (R-QUICK-001, R-QUICK-002). */
export function readQuickText(text: string): QuickReading {
  if (text.length > QUICK_MAX_CHARS)
    return { ok: false, notice: { key: 'placeOrder:quick.tooLong', params: { max: QUICK_MAX_CHARS } } }
  const records = text.split(/\r\n|\r|\n/).map((line, i) => ({ line: i + 1, fields: fieldsOfLine(line) }))
  return rowsOfRecords(records)
}

/** The separator of a CSV text: `;` or `,` (or a tab), whichever its first line has most of, outside quotes. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ])
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1)
  }
  let best = ','
  for (const [sep, count] of counts) if (count > (counts.get(best) ?? 0)) best = sep
  return best
}

/**
 * A CSV text's records (R-QUICK-007): a UTF-8 BOM dropped, CRLF, LF or CR line ends, fields in
 * double quotes (with `""` for a quote, separators and line ends inside), `;` or `,` separated.
 */
export function readCsvRecords(
  text: string,
  separator = separatorOf(text.replace(/^\uFEFF/, '')),
): QuickRecord[] {
  const body = text.replace(/^\uFEFF/, '')
  const records: QuickRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  const endField = () => {
    fields.push(field)
    field = ''
  }
  const endRecord = () => {
    endField()
    records.push({ line: recordLine, fields })
    fields = []
  }
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n' || (char === '\r' && body[i + 1] !== '\n')) line++
        field += char
      }
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) endField()
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else field += char
  }
  if (field !== '' || fields.length > 0) endRecord()
  return records
}

/** The fields of a CSV text, record by record. */
export const readCsv = (text: string): string[][] => readCsvRecords(text).map((r) => [...r.fields])

/** A CSV file's lines (R-QUICK-007). */
export const readQuickCsv = (text: string): QuickReading =>
  rowsOfRecords(readCsvRecords(text), { skipNoQuantity: true })

// ---------------------------------------------------------------------------------------------
// Checking

/** What the check needs: the place-order cart scope, and the codes of every company of the user. */
export interface QuickScope extends CartScope {
  /** Upper-case codes the user's companies may order (GetCustomerProductList); null when unknown. */
  readonly knownCodes: ReadonlySet<string> | null
  readonly customerCode: string
}

const refused = (row: QuickRow, key: string, params?: Record<string, unknown>): QuickOutcome => ({
  kind: 'refused',
  line: row.line,
  code: row.code.slice(0, QUICK_CODE_MAX),
  reason: params === undefined ? { key } : { key, params },
})

/**
 * Each line, in order, through the cart (R-QUICK-003, R-QUICK-004): the code must be one of this
 * customer code's products (case-insensitive), the quantity a whole number of cases from 1, the
 * format the cart's (the first good line sets it in an empty cart), and everything else
 * planCartChange asks (the promotion on the ETD, the line and cart limits). A code already in the
 * cart adds to its quantity. Refused lines leave the cart as it was.
 */
export function checkQuickRows(
  scope: QuickScope,
  rows: readonly QuickRow[],
): { readonly cart: readonly CartLine[]; readonly outcomes: readonly QuickOutcome[] } {
  let cart: readonly CartLine[] = scope.cart
  const outcomes: QuickOutcome[] = []
  const byCode = new Map(scope.products.map((p) => [p.ProductCode.toUpperCase(), p]))
  for (const row of rows.slice(0, QUICK_MAX_LINES)) {
    const code = row.code.trim()
    const upper = code.toUpperCase()
    const product = code.length > QUICK_CODE_MAX ? undefined : byCode.get(upper)
    // The columns' names (R-QUICK-001): no product's code, no number for a quantity.
    if (row.header === true && product === undefined && scope.knownCodes?.has(upper) !== true) continue
    if (code === '') {
      outcomes.push(refused(row, 'placeOrder:quick.noCode'))
      continue
    }
    if (product === undefined) {
      outcomes.push(
        scope.knownCodes?.has(upper) === true
          ? refused(row, 'placeOrder:quick.notSold', { productCode: code, customerCode: scope.customerCode })
          : refused(row, 'placeOrder:quick.unknownCode', { productCode: code.slice(0, QUICK_CODE_MAX) }),
      )
      continue
    }
    const parsed = parseQuantityInput(row.quantity)
    if (!parsed.ok) {
      outcomes.push(refused(row, parsed.key, parsed.params))
      continue
    }
    const productCode = product.ProductCode
    const plan = planCartChange({ ...scope, cart }, { kind: 'add', productCode, quantity: parsed.quantity })
    if (plan.kind === 'refused') outcomes.push(refused(row, plan.notice.key, plan.notice.params))
    else if (plan.kind === 'formatConflict')
      outcomes.push(refused(row, 'placeOrder:quick.otherFormat', { productCode }))
    else {
      const before = cart.find((l) => l.ProductCode === productCode)
      cart = plan.cart
      const line = row.line
      outcomes.push(
        before === undefined
          ? { kind: 'added', line, code: productCode, quantity: parsed.quantity }
          : {
              kind: 'addedToLine',
              line,
              code: productCode,
              quantity: parsed.quantity,
              total: before.Quantity + parsed.quantity,
            },
      )
    }
  }
  return { cart, outcomes }
}

/** The typed lines that were refused, to leave in the box for the user to fix (R-QUICK-003). */
export const refusedLinesOf = (text: string, outcomes: readonly QuickOutcome[]): string => {
  const lines = text.split(/\r\n|\r|\n/)
  return outcomes
    .filter((o) => o.kind === 'refused')
    .map((o) => lines[o.line - 1] ?? '')
    .join('\n')
}

// ---------------------------------------------------------------------------------------------
// Files (R-QUICK-006)

export type QuickFileKind = 'xlsx' | 'csv'

/** The kind of a spreadsheet by its name, or why it is not read: another type, or over 10 MB. */
export function quickFileOf(file: {
  readonly name: string
  readonly size: number
}): { readonly ok: true; readonly kind: QuickFileKind } | { readonly ok: false; readonly notice: Notice } {
  const name = file.name.slice(0, 120)
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase()
  if (extension !== 'xlsx' && extension !== 'csv')
    return { ok: false, notice: { key: 'placeOrder:quick.fileType', params: { name } } }
  if (file.size > QUICK_MAX_FILE_BYTES)
    return { ok: false, notice: { key: 'placeOrder:quick.fileTooLarge', params: { name, max: 10 } } }
  return { ok: true, kind: extension }
}

// ---------------------------------------------------------------------------------------------
// Suggestions (R-QUICK-010)

/**
 * What the code box offers for a product: its code, and its name in the current language then in
 * the other, so that typing a part of the code or of either name finds it.
 */
export const codeSuggestionOf = (
  product: Pick<Product, 'ProductCode' | 'ProductName' | 'ProductName_enUS'>,
  lng: 'vi' | 'en',
): { readonly value: string; readonly label: string } => {
  const [first, second] =
    lng === 'en'
      ? [product.ProductName_enUS, product.ProductName]
      : [product.ProductName, product.ProductName_enUS]
  return { value: product.ProductCode, label: first === second ? first : `${first} · ${second}` }
}

/** One product entered in the code and cases boxes, as a typed line (R-QUICK-010). */
export const lineOfEntry = (code: string, cases: string): string =>
  `${code.trim().slice(0, QUICK_CODE_MAX)}\t${cases.trim().slice(0, 20)}`
