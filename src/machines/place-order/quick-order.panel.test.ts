// The quick-order panel's machine (R-QUICK-006): a file of another type or over 10 MB is refused
// before it is read; a file read hands its lines to the place order; a file that cannot be read
// says so; typed lines go on at once. The cart's check itself is the place-order machine's.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { quickOrderMachine, type AddLinesParams, type QuickFileInput } from './quick-order.machine'
import type { QuickReading } from './quick-order.rules'

function panel(read: (input: QuickFileInput) => Promise<QuickReading>) {
  const added: AddLinesParams[] = []
  const actor = createActor(
    quickOrderMachine.provide({
      actors: {
        loadKnownCodes: fromPromise(async (): Promise<readonly string[]> => ['SS001']),
        readFile: fromPromise(({ input }: { input: QuickFileInput }) => read(input)),
        makeTemplate: fromPromise(async () => {}),
      },
      actions: { addLines: (_, params) => void added.push(params) },
    }),
  ).start()
  return { actor, added, settle: () => new Promise((r) => setTimeout(r, 0)) }
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name)

describe('quick order panel', () => {
  it('R-QUICK-006 refuses a file of another type or over 10 MB before reading it', async () => {
    const reads: string[] = []
    const p = panel(async (input) => {
      reads.push(input.file.name)
      return { ok: true, rows: [{ line: 2, code: 'SS001', quantity: '5' }] }
    })
    await p.settle()
    p.actor.send({ type: 'quick.chooseFile', file: file('order.pdf') })
    expect(p.actor.getSnapshot().context.notice?.key).toBe('placeOrder:quick.fileType')
    p.actor.send({ type: 'quick.chooseFile', file: file('big.xlsx', 10 * 1024 * 1024 + 1) })
    expect(p.actor.getSnapshot().context.notice?.key).toBe('placeOrder:quick.fileTooLarge')
    expect(reads).toEqual([])
    p.actor.send({ type: 'quick.chooseFile', file: file('Order.CSV') })
    expect(p.actor.getSnapshot().matches('reading')).toBe(true)
    await p.settle()
    expect(reads).toEqual(['Order.CSV'])
    expect(p.added).toEqual([{ rows: [{ line: 2, code: 'SS001', quantity: '5' }], knownCodes: ['SS001'] }])
    expect(p.actor.getSnapshot().context.notice).toBeNull()
  })

  it('R-QUICK-006 a file that cannot be read says so and adds nothing', async () => {
    const p = panel(() => Promise.reject(new Error('not a zip')))
    await p.settle()
    p.actor.send({ type: 'quick.chooseFile', file: file('bad.xlsx') })
    await p.settle()
    expect(p.actor.getSnapshot().context.notice).toEqual({
      key: 'placeOrder:quick.fileUnreadable',
      params: { name: 'bad.xlsx' },
    })
    expect(p.added).toEqual([])
  })

  it('R-QUICK-006 the report keeps the name of the file it came from: a later file refused or unreadable does not take it', async () => {
    const p = panel(async (input) => {
      if (input.file.name === 'bad.xlsx') throw new Error('not a zip')
      return { ok: true, rows: [{ line: 2, code: 'SS001', quantity: '5' }] }
    })
    await p.settle()
    p.actor.send({ type: 'quick.chooseFile', file: file('week-48.csv') })
    await p.settle()
    expect(p.actor.getSnapshot().context.fileName).toBe('week-48.csv')
    p.actor.send({ type: 'quick.chooseFile', file: file('bad.xlsx') })
    expect(p.actor.getSnapshot().context.pending?.file.name).toBe('bad.xlsx')
    await p.settle()
    expect(p.actor.getSnapshot().context.notice?.params).toEqual({ name: 'bad.xlsx' })
    expect(p.actor.getSnapshot().context.fileName).toBe('week-48.csv')
    p.actor.send({ type: 'quick.chooseFile', file: file('order.pdf') })
    expect(p.actor.getSnapshot().context.fileName).toBe('week-48.csv')
    // Typed lines make the next report: it has no file name.
    p.actor.send({ type: 'quick.addText', text: 'SS001 5' })
    expect(p.actor.getSnapshot().context.fileName).toBeNull()
    expect(p.added).toHaveLength(2)
  })

  it('R-QUICK-002 typed lines go on at once; too many are refused whole with the reason', async () => {
    const p = panel(async () => ({ ok: true, rows: [] }))
    await p.settle()
    p.actor.send({ type: 'quick.addText', text: 'ss001 4' })
    expect(p.added).toEqual([{ rows: [{ line: 1, code: 'ss001', quantity: '4' }], knownCodes: ['SS001'] }])
    p.actor.send({ type: 'quick.addText', text: Array.from({ length: 501 }, () => 'SS001 1').join('\n') })
    expect(p.added).toHaveLength(1)
    expect(p.actor.getSnapshot().context.notice?.key).toBe('placeOrder:quick.tooManyLines')
  })
})
