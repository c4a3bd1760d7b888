// Helpers of the bank-statement journeys (decision 0369): a statement as a Vietnamese bank exports
// it, with an order's line and two decoys, as a CSV or an .xlsx file. Not a spec file: no tests here.
import ExcelJS from 'exceljs'

const HEADERS = ['Ngày giao dịch', 'Số tiền ghi có', 'Nội dung', 'Số tham chiếu']

/**
 * The order's line and two decoys: the same order 50,000 đồng short, and a cash deposit naming no
 * order. The paying line writes the BB number as a bank may, with a space in it.
 */
export function statementRows(number: string, total: number): string[][] {
  const money = (n: number) => n.toLocaleString('de-DE')
  return [
    ['28/11/2026', money(total - 50_000), `THANH TOAN ${number} CON THIEU`, 'FT26332001'],
    [
      '28/11/2026',
      money(total),
      `CTY BEP VIET CK ${number.slice(0, 2)} ${number.slice(2)} FT2611`,
      'FT26332002',
    ],
    ['28/11/2026', '3.000.000', 'NOP TIEN MAT TAI QUAY', 'FT26332003'],
  ]
}

/** The rows as a statement file: a CSV (UTF-8 with a BOM), or an .xlsx with a title row first. */
export async function statementFile(kind: 'csv' | 'xlsx', rows: string[][]) {
  if (kind === 'csv')
    return {
      name: 'sao-ke.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFF${[HEADERS, ...rows].map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n')}`,
      ),
    }
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Sao ke')
  sheet.addRow(['SAO KÊ TÀI KHOẢN'])
  sheet.addRow([])
  sheet.addRow(HEADERS)
  for (const row of rows) sheet.addRow(row)
  return {
    name: 'sao-ke.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  }
}
