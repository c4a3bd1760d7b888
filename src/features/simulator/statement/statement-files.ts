// The statement's files in the browser (R-BANK-007, R-BANK-009, decision 0369): a CSV read with
// the CSV reader of the rules, an .xlsx with ExcelJS, imported only when such a file is read or
// written (its chunk is on no route's first load); the sample written as a bank exports it.
import type { CellValue } from 'exceljs'
import type { StatementLineBody } from '../../../api/contracts/bank-statement'
import type { StatementFileKind } from '../../../machines/bank-statement'
import { readCsv } from '../../../machines/place-order/quick-order.rules'
import { saveFileInBrowser } from '../../../lib/save-file'

const excel = async () => (await import('exceljs')).default

/** A cell as the text a person reads in it; a date as DD/MM/YYYY, as the banks write it. */
function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10).split('-').reverse().join('/')
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('result' in value) return cellText(value.result as CellValue)
  if ('text' in value) return String(value.text)
  return ''
}

/** The file's rows as text: a CSV's records, or the first sheet's rows. */
export async function readStatementFile(input: {
  readonly file: File
  readonly kind: StatementFileKind
}): Promise<string[][]> {
  if (input.kind === 'csv') return readCsv(await input.file.text())
  const book = new (await excel()).Workbook()
  await book.xlsx.load(await input.file.arrayBuffer())
  const rows: string[][] = []
  book.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = []
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value))
    rows.push(cells)
  })
  return rows
}

/** The headers of a Vietnamese bank's export, as the sample writes them. */
export const SAMPLE_HEADERS = ['Ngày giao dịch', 'Số tiền ghi có', 'Nội dung', 'Số tham chiếu'] as const
const SAMPLE_TITLE = 'SAO KÊ TÀI KHOẢN - BEP VIET FOODS'
const rowOf = (line: StatementLineBody) => [line.Date, line.Amount, line.Content, line.Reference]

const quoted = (field: string) => (/[",\n\r]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field)

/** The sample as CSV: UTF-8 with a BOM (so a spreadsheet shows the accents), CRLF line ends. */
export function sampleCsv(lines: readonly StatementLineBody[]): string {
  const rows = [[...SAMPLE_HEADERS], ...lines.map(rowOf)]
  return `\uFEFF${rows.map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`
}

/** The sample as .xlsx: the account's title row above the headers, as banks export it. */
export async function sampleXlsx(lines: readonly StatementLineBody[]): Promise<ArrayBuffer> {
  const book = new (await excel()).Workbook()
  const sheet = book.addWorksheet('Sao ke')
  sheet.addRow([SAMPLE_TITLE])
  sheet.addRow([])
  sheet.addRow([...SAMPLE_HEADERS]).font = { bold: true }
  for (const line of lines) sheet.addRow(rowOf(line))
  sheet.columns.forEach((column, i) => (column.width = [16, 18, 60, 22][i] ?? 16))
  return book.xlsx.writeBuffer() as Promise<ArrayBuffer>
}

export const saveSample = (data: string | ArrayBuffer, fileName: string, type: string) =>
  saveFileInBrowser(new Blob([data], { type }), fileName)
