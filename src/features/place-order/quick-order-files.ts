// Quick order's spreadsheets, in the browser (R-QUICK-006, R-QUICK-008, decision 0364): an .xlsx is
// read with ExcelJS, imported here only when a file is read or the template made (its chunk,
// lib-exceljs, is on no route's first load); a .csv with the rules file's own reader. Only the
// first sheet's values count; what they mean is the rules file's business.
import type { CellValue, Workbook } from 'exceljs'
import type { Product } from '../../api/contracts/product-entities'
import {
  readQuickCsv,
  rowsOfRecords,
  type QuickFileKind,
  type QuickReading,
  type QuickRecord,
} from '../../machines/place-order/quick-order.rules'
import type { Lng } from '../../lib/format'
import { saveFileInBrowser } from '../../lib/save-file'

const newWorkbook = async (): Promise<Workbook> => {
  const { default: ExcelJS } = await import('exceljs')
  return new ExcelJS.Workbook()
}

/** A cell's value as the text a user would read in it: a formula by its result, rich text joined. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  // A formula by its result; one a program saved without it (openpyxl does) shows as written, so
  // the line is refused with its reason rather than skipped as one without a quantity.
  if ('formula' in value || 'sharedFormula' in value)
    return value.result === undefined
      ? `=${'formula' in value ? value.formula : value.sharedFormula}`
      : cellText(value.result as CellValue)
  if ('text' in value) return String(value.text)
  return ''
}

/** The first sheet's rows as records, numbered as the spreadsheet numbers them. */
export async function readXlsxRecords(bytes: ArrayBuffer): Promise<QuickRecord[]> {
  const book = await newWorkbook()
  await book.xlsx.load(bytes)
  const sheet = book.worksheets[0]
  const records: QuickRecord[] = []
  sheet?.eachRow({ includeEmpty: false }, (row, line) => {
    const fields: string[] = []
    for (let column = 1; column <= row.cellCount; column++) fields.push(cellText(row.getCell(column).value))
    records.push({ line, fields })
  })
  return records
}

/** A chosen spreadsheet's lines (R-QUICK-006): a line with a code and no quantity is skipped. */
export async function readQuickFile(input: {
  readonly file: File
  readonly kind: QuickFileKind
}): Promise<QuickReading> {
  if (input.kind === 'csv') return readQuickCsv(await input.file.text())
  return rowsOfRecords(await readXlsxRecords(await input.file.arrayBuffer()), { skipNoQuantity: true })
}

export interface TemplateTexts {
  readonly code: string
  readonly name: string
  readonly quantity: string
  readonly sheet: string
}

/** The template (R-QUICK-008): code, name in the current language, quantity; one line per product. */
export async function templateBytes(
  products: readonly Product[],
  lng: Lng,
  texts: TemplateTexts,
): Promise<ArrayBuffer> {
  const book = await newWorkbook()
  const sheet = book.addWorksheet(texts.sheet)
  sheet.columns = [
    { header: texts.code, key: 'code', width: 16 },
    { header: texts.name, key: 'name', width: 48 },
    { header: texts.quantity, key: 'quantity', width: 18 },
  ]
  sheet.getRow(1).font = { bold: true }
  for (const p of products)
    sheet.addRow({
      code: p.ProductCode,
      name: lng === 'en' ? p.ProductName_enUS : p.ProductName,
      quantity: null,
    })
  return book.xlsx.writeBuffer() as Promise<ArrayBuffer>
}

/** Saves bytes as a download, from inside the click's task chain. */
export function saveBytes(bytes: ArrayBuffer, fileName: string, type: string) {
  saveFileInBrowser(new Blob([bytes], { type }), fileName)
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
