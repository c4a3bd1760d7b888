// @vitest-environment node
// Quick order's spreadsheet reader on files other programs wrote (R-QUICK-006, R-QUICK-007,
// R-QUICK-008): an .xlsx made by openpyxl (Debian's python3-openpyxl) and one made by ExcelJS, a
// CSV with a BOM and Windows line ends, and the template read back by openpyxl.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { product } from '../../machines/place-order/place-order.testkit'
import { readXlsxRecords, readQuickFile, templateBytes } from './quick-order-files'

const PYTHON = '/usr/bin/python3'
const dir = mkdtempSync(join(tmpdir(), 'quick-order-'))

function python(script: string, ...args: string[]): string {
  const result = spawnSync(PYTHON, ['-c', script, ...args], { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(
      `python3 with openpyxl failed (run node scripts/ensure-doc-readers.mjs): ${result.stderr}`,
    )
  return result.stdout
}

const fileOf = (bytes: Uint8Array<ArrayBuffer> | ArrayBuffer, name: string) => new File([bytes], name)
const bytesOf = (buffer: Buffer): ArrayBuffer => new Uint8Array(buffer).buffer

describe('quick order: spreadsheets written by other programs', () => {
  it('R-QUICK-006 reads an .xlsx written by openpyxl: a header, numbers, a formula, an empty line, a line without quantity', async () => {
    const path = join(dir, 'openpyxl.xlsx')
    python(
      `import sys, openpyxl
book = openpyxl.Workbook()
sheet = book.active
sheet.append(['Mã sản phẩm', 'Tên sản phẩm', 'Số thùng'])
sheet.append(['ss001', 'Nước tương', 120])
sheet.append(['FS002', 'Nước mắm', '1,5'])
sheet.append([])
sheet.append(['MI004', 'Mì', None])
sheet.append(['SS003', 'Tương ớt', '=10*3'])
book.save(sys.argv[1])`,
      path,
    )
    const bytes = bytesOf(readFileSync(path))
    const records = await readXlsxRecords(bytes)
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 5, 6])
    const reading = await readQuickFile({ file: fileOf(bytes, 'openpyxl.xlsx'), kind: 'xlsx' })
    expect(reading).toEqual({
      ok: true,
      rows: [
        { line: 1, code: 'Mã sản phẩm', quantity: 'Số thùng', header: true },
        { line: 2, code: 'ss001', quantity: '120' },
        { line: 3, code: 'FS002', quantity: '1,5' },
        // openpyxl saves a formula without its result: the line shows it and is refused, not skipped.
        { line: 6, code: 'SS003', quantity: '=10*3' },
      ],
    })
  })

  it('R-QUICK-006 reads an .xlsx written by ExcelJS, rich text and a cached formula result included', async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Đặt hàng')
    sheet.addRow(['Code', 'Quantity'])
    sheet.addRow([{ richText: [{ text: 'SS' }, { text: '001' }] }, 40])
    sheet.addRow(['MI004', { formula: '2*30', result: 60 }])
    const bytes = (await book.xlsx.writeBuffer()) as ArrayBuffer
    expect(await readQuickFile({ file: fileOf(bytes, 'exceljs.xlsx'), kind: 'xlsx' })).toEqual({
      ok: true,
      rows: [
        { line: 1, code: 'Code', quantity: 'Quantity', header: true },
        { line: 2, code: 'SS001', quantity: '40' },
        { line: 3, code: 'MI004', quantity: '60' },
      ],
    })
  })

  it('R-QUICK-007 reads a CSV with a BOM, Windows line ends, quotes and ; separators', async () => {
    const text =
      '\uFEFFMã sản phẩm;Tên sản phẩm;Số thùng\r\nSS001;"Nước tương; chai";120\r\nMI004;Mì;\r\nFS002;"Nước ""mắm""";7\r\n'
    const bytes = new TextEncoder().encode(text)
    expect(await readQuickFile({ file: fileOf(bytes, 'order.csv'), kind: 'csv' })).toEqual({
      ok: true,
      rows: [
        { line: 1, code: 'Mã sản phẩm', quantity: 'Số thùng', header: true },
        { line: 2, code: 'SS001', quantity: '120' },
        { line: 4, code: 'FS002', quantity: '7' },
      ],
    })
  })

  it('R-QUICK-006 a file that is no spreadsheet is refused by the reader (the cart is not touched)', async () => {
    await expect(
      readQuickFile({ file: fileOf(new TextEncoder().encode('not a zip'), 'bad.xlsx'), kind: 'xlsx' }),
    ).rejects.toThrow()
  })

  it('R-QUICK-008 the template opens in openpyxl: headers in the language, one line per product, quantity empty', async () => {
    const products = [
      product('SS001', { ProductName: 'Nước tương', ProductName_enUS: 'Soy sauce' }),
      product('MI004'),
    ]
    const texts = { code: 'Mã sản phẩm', name: 'Tên sản phẩm', quantity: 'Số thùng', sheet: 'Đặt hàng nhanh' }
    const path = join(dir, 'template.xlsx')
    writeFileSync(path, Buffer.from(await templateBytes(products, 'vi', texts)))
    const out = python(
      `import sys, json, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
print(json.dumps([sheet.title, [[c.value for c in row] for row in sheet.iter_rows()]]))`,
      path,
    )
    expect(JSON.parse(out)).toEqual([
      'Đặt hàng nhanh',
      [
        ['Mã sản phẩm', 'Tên sản phẩm', 'Số thùng'],
        ['SS001', 'Nước tương', null],
        ['MI004', 'Sản phẩm MI004', null],
      ],
    ])
    const en = await templateBytes(products, 'en', { ...texts, name: 'Product name' })
    const records = await readXlsxRecords(en)
    expect(records[1]?.fields.slice(0, 2)).toEqual(['SS001', 'Soy sauce'])
  })
})
