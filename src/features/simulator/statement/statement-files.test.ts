// The sample statement's files (R-BANK-009) read back by a program that did not write them
// (openpyxl, Debian's python3-openpyxl) and by the import's own reader (R-BANK-007): the title
// row, the bank's headers, every line's cells; the CSV the same way.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { guessMapping, linesOf, mappingComplete, tableOf } from '../../../machines/bank-statement'
import { readStatementFile, SAMPLE_HEADERS, sampleCsv, sampleXlsx } from './statement-files'

const PYTHON = '/usr/bin/python3'
const LINES = [
  { Date: '28/11/2026', Amount: '1.200.000', Content: 'THANH TOAN BB 00000038 CON THIEU', Reference: 'FT1' },
  {
    Date: '28/11/2026',
    Amount: '1.250.000',
    Content: 'CÔNG TY BẾP VIỆT CK BB00000038, "TT"',
    Reference: 'FT2',
  },
  { Date: '28/11/2026', Amount: '3.000.000', Content: 'NOP TIEN MAT TAI QUAY', Reference: 'FT3' },
]
const rowsOf = (lines: typeof LINES) => lines.map((l) => [l.Date, l.Amount, l.Content, l.Reference])

describe('R-BANK-009 the sample statement as a bank exports it', () => {
  it('R-BANK-009 the .xlsx opens in openpyxl with the title row, the bank headers and every line', async () => {
    const bytes = await sampleXlsx(LINES)
    const path = join(mkdtempSync(join(tmpdir(), 'statement-')), 'sao-ke-mau.xlsx')
    writeFileSync(path, new Uint8Array(bytes))
    const script = [
      'import json, sys, openpyxl',
      'sheet = openpyxl.load_workbook(sys.argv[1]).worksheets[0]',
      'print(json.dumps([[("" if c is None else str(c)) for c in row] for row in sheet.iter_rows(values_only=True)]))',
    ].join('\n')
    const run = spawnSync(PYTHON, ['-c', script, path], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    const rows = JSON.parse(run.stdout) as string[][]
    expect(rows[0]![0]).toMatch(/^SAO KÊ TÀI KHOẢN/)
    expect(rows[2]).toEqual([...SAMPLE_HEADERS])
    expect(rows.slice(3)).toEqual(rowsOf(LINES))

    const read = await readStatementFile({ file: new File([bytes], 'sao-ke-mau.xlsx'), kind: 'xlsx' })
    const table = tableOf(read)!
    expect(mappingComplete(guessMapping(table.headers), table.headers.length)).toBe(true)
    const lines = linesOf(table, table.guessed)
    expect(lines.ok && lines.lines.map((l) => l.content)).toEqual(LINES.map((l) => l.Content))
  })

  it('R-BANK-009 the .csv reads back to the same lines, accents and quotes kept', async () => {
    const text = sampleCsv(LINES)
    expect(text.startsWith('\uFEFFNgày giao dịch,Số tiền ghi có,Nội dung,Số tham chiếu\r\n')).toBe(true)
    const read = await readStatementFile({ file: new File([text], 'sao-ke-mau.csv'), kind: 'csv' })
    const table = tableOf(read)!
    const lines = linesOf(table, table.guessed)
    expect(lines.ok && lines.lines).toEqual(
      LINES.map((l) => ({ date: l.Date, amount: l.Amount, content: l.Content, reference: l.Reference })),
    )
  })
})
