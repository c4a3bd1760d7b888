// The statement import's steps (R-BANK-007, R-BANK-008): a file with known headers goes straight
// to the preview, one with other headers through the mapping step, a file of another kind or
// unreadable stays named with its problem; the import moves on to the result and tells the lists.
import fc from 'fast-check'
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { StatementResult } from '../../api/contracts/bank-statement'
import type { StatementLine } from './bank-statement.rules'
import { statementImportMachine } from './bank-statement.machine'
import { guessMapping, headerKey, mappingComplete, tableOf } from './statement-file.rules'

const BANK_HEADERS = ['Ngày giao dịch', 'Số tiền ghi có', 'Nội dung', 'Số tham chiếu']
const ROW = ['28/11/2026', '1.250.000', 'THANH TOAN BB00000028', 'FT1']
const answer = (lines: readonly StatementLine[], moved: boolean): StatementResult => ({
  Lines: lines.map((_, i) => ({
    Line: i,
    Verdict: i === 0 ? 'match' : 'unknownOrder',
    OrderNumber: 'BB00000028',
    Amount: 1_250_000,
    Expected: null,
  })),
  Moved: moved ? [{ Id: 28, OrderNumber: 'BB00000028' }] : [],
})

function start(rows: string[][] | Error) {
  const calls: { mode: string; lines: readonly StatementLine[] }[] = []
  let told = 0
  const actor = createActor(
    statementImportMachine.provide({
      actors: {
        readFile: fromPromise(async () => {
          if (rows instanceof Error) throw rows
          return rows
        }),
        judgeStatement: fromPromise(async ({ input }) => {
          calls.push(input)
          return answer(input.lines, input.mode === 'import')
        }),
      },
      actions: { ordersMoved: () => void told++ },
    }),
  ).start()
  return { actor, calls, told: () => told }
}
const fileNamed = (name: string, size = 10) => new File(['x'.repeat(size)], name)

describe('R-BANK-007 the file: known headers, a column mapping, a clear problem', () => {
  it('R-BANK-007 a bank export with a title row above its headers goes straight to the preview', async () => {
    const { actor, calls } = start([['SAO KÊ TÀI KHOẢN'], [], BANK_HEADERS, ROW, ['', '', '', '']])
    actor.send({ type: 'file.choose', file: fileNamed('saoke.xlsx') })
    await waitFor(actor, (s) => s.matches('preview'))
    expect(calls).toEqual([
      { mode: 'preview', lines: [{ date: ROW[0], amount: ROW[1], content: ROW[2], reference: ROW[3] }] },
    ])
  })

  it('R-BANK-007 other headers ask for the mapping; the preview waits until date, amount and content have columns of their own', async () => {
    const { actor, calls } = start([
      ['When', 'Sum', 'Memo'],
      ['1/1/2026', '500', 'BB00000001'],
    ])
    actor.send({ type: 'file.choose', file: fileNamed('export.csv') })
    await waitFor(actor, (s) => s.matches('mapping'))
    actor.send({ type: 'mapping.set', field: 'date', column: 0 })
    actor.send({ type: 'mapping.set', field: 'amount', column: 0 })
    actor.send({ type: 'mapping.set', field: 'content', column: 2 })
    expect(actor.getSnapshot().can({ type: 'mapping.confirm' })).toBe(false)
    actor.send({ type: 'mapping.set', field: 'amount', column: 1 })
    actor.send({ type: 'mapping.confirm' })
    await waitFor(actor, (s) => s.matches('preview'))
    expect(calls[0]!.lines).toEqual([
      { date: '1/1/2026', amount: '500', content: 'BB00000001', reference: '' },
    ])
  })

  it.each([
    ['notes.pdf', 10, 'fileType'],
    ['huge.csv', 6 * 1024 * 1024, 'fileTooLarge'],
  ] as const)('R-BANK-007 %s is refused as %s and stays named', (name, size, problem) => {
    const { actor } = start([])
    actor.send({ type: 'file.choose', file: fileNamed(name, size) })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('choosing')
    expect(snapshot.context.problem).toBe(problem)
    expect(snapshot.context.file?.name).toBe(name)
  })

  it('R-BANK-007 an unreadable file and an empty one say so, the file named', async () => {
    const broken = start(new Error('zip'))
    broken.actor.send({ type: 'file.choose', file: fileNamed('saoke.xlsx') })
    await waitFor(broken.actor, (s) => s.context.problem !== null)
    expect(broken.actor.getSnapshot().context).toMatchObject({ problem: 'unreadable' })
    expect(broken.actor.getSnapshot().context.file?.name).toBe('saoke.xlsx')
    const empty = start([BANK_HEADERS])
    empty.actor.send({ type: 'file.choose', file: fileNamed('empty.csv') })
    await waitFor(empty.actor, (s) => s.context.problem !== null)
    expect(empty.actor.getSnapshot().context.problem).toBe('empty')
  })

  it('R-BANK-007 any arrangement of the known headers among other columns is recognised', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['Số dư', 'Ghi nợ', 'Kênh', 'Chi nhánh'], { minLength: 0 }),
        fc.nat(),
        (others, seed) => {
          const headers = [...others]
          for (const [i, h] of BANK_HEADERS.entries())
            headers.splice((seed >> i) % (headers.length + 1), 0, h)
          const mapping = guessMapping(headers)
          expect(mappingComplete(mapping, headers.length)).toBe(true)
          expect(headerKey(headers[mapping.amount!]!)).toBe('so tien ghi co')
          expect(headerKey(headers[mapping.content!]!)).toBe('noi dung')
          expect(tableOf([headers, ROW])?.headers).toEqual(headers)
        },
      ),
    )
  })
})

describe('R-BANK-008 the import moves on to its result', () => {
  it('R-BANK-008 importing sends the same lines, shows the moved orders and tells the lists; again starts over', async () => {
    const { actor, calls, told } = start([BANK_HEADERS, ROW, [...ROW.slice(0, 3), 'FT2']])
    actor.send({ type: 'file.choose', file: fileNamed('saoke.csv') })
    await waitFor(actor, (s) => s.matches('preview'))
    actor.send({ type: 'statement.import' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(calls.map((c) => c.mode)).toEqual(['preview', 'import'])
    expect(calls[1]!.lines).toEqual(calls[0]!.lines)
    expect(actor.getSnapshot().context.result?.Moved).toHaveLength(1)
    expect(told()).toBe(1)
    actor.send({ type: 'statement.again' })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.file).toBeNull()
  })
})
