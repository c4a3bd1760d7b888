// The workplace machine (decisions 0240, 0241): random event sequences keep its invariants, an
// upload is sent only when the rules allow it, a failure keeps the month and file, and a company
// code not the user's is never asked for.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { UploadedFile } from '../../api/contracts/files'
import type { MonthlyInventory, UploadMonthlyInventoryRequest } from '../../api/contracts/workplace'
import {
  uploadProblemOf,
  workplaceMachine,
  type FiguresQuery,
  type PickedFile,
  type WorkplaceEvent,
  type WorkplaceFigures,
} from './workplace.machine'
import { inventoryUploadProblem, isOwnCompany } from './workplace.rules'

const CODES = ['C1001', 'C1001-01', 'C1001-02']
const CURRENT = '2025-03'
const FIGURES: WorkplaceFigures = {
  sales: {
    Year: 2025,
    TargetQuantity: 0,
    AchievedQuantity: 0,
    TargetAmount: 0,
    AchievedAmount: 0,
    MonthList: [],
  },
  pulse: [],
  top: [],
  inventories: [],
}

interface Io {
  readonly queries: FiguresQuery[]
  readonly sent: PickedFile[]
  readonly filed: UploadMonthlyInventoryRequest[]
}

function start(options: { requestedCode?: string; failUpload?: boolean; failFiling?: boolean } = {}) {
  const io: Io = { queries: [], sent: [], filed: [] }
  const machine = workplaceMachine.provide({
    actors: {
      loadFigures: fromPromise<WorkplaceFigures, FiguresQuery>(async ({ input }) => {
        io.queries.push(input)
        return FIGURES
      }),
      uploadFile: fromPromise<UploadedFile, { file: PickedFile }>(async ({ input }) => {
        io.sent.push(input.file)
        if (options.failUpload) throw new Error('upload refused')
        return { fileURL: '/api/__files/0123456789abcdef0123456789abcdef', fileName: input.file.name }
      }),
      fileInventory: fromPromise<MonthlyInventory, UploadMonthlyInventoryRequest>(async ({ input }) => {
        io.filed.push(input)
        if (options.failFiling) throw new Error('filing refused')
        return {
          Id: io.filed.length,
          CustomerCode: input.customerCode,
          Month: input.month,
          FileName: input.fileName,
          FileURL: input.fileUrl,
          UploadTime: '2025-03-15 10:00:00',
        }
      }),
    },
  })
  const actor = createActor(machine, {
    input: { customerCodes: CODES, requestedCode: options.requestedCode, currentMonth: CURRENT },
  }).start()
  return { actor, io }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ figures: 'ready' }) && s.matches({ upload: 'editing' }))

const file = (name: string, size = 1024): PickedFile => ({ name, size })

describe('R-WORK-004 the workplace shows the user’s own companies only', () => {
  it('a code not the user’s in the address is kept for the message and never asked for', async () => {
    const { actor, io } = start({ requestedCode: 'C2001' })
    await settled(actor)
    expect(actor.getSnapshot().context.foreignCode).toBe('C2001')
    expect(actor.getSnapshot().context.company).toBe('')
    expect(io.queries).toEqual([{ customerCode: '', year: 2025 }])
    actor.send({ type: 'company.select', code: 'C2001' })
    expect(actor.getSnapshot().can({ type: 'company.select', code: 'C2001' })).toBe(false)
    actor.send({ type: 'company.select', code: 'C1001-01' })
    await settled(actor)
    expect(actor.getSnapshot().context.foreignCode).toBeNull()
    expect(io.queries.map((q) => q.customerCode)).toEqual(['', 'C1001-01'])
  })

  it('an own code from the address is shown and becomes the upload’s company', async () => {
    const { actor, io } = start({ requestedCode: 'C1001-02' })
    await settled(actor)
    expect(io.queries).toEqual([{ customerCode: 'C1001-02', year: 2025 }])
    expect(actor.getSnapshot().context.uploadCompany).toBe('C1001-02')
  })
})

describe('R-WORK-003 R-WORK-006 the inventory upload', () => {
  it('without a month is refused with the problem, and nothing is sent', async () => {
    const { actor, io } = start()
    await settled(actor)
    actor.send({ type: 'upload.file', file: file('ton-kho.pdf') })
    actor.send({ type: 'upload.submit' })
    expect(actor.getSnapshot().context.problem).toBe('noMonth')
    expect(io.sent).toEqual([])
    actor.send({ type: 'upload.month', month: '2025-04' })
    actor.send({ type: 'upload.submit' })
    expect(actor.getSnapshot().context.problem).toBe('futureMonth')
    expect(io.sent).toEqual([])
  })

  it('sends the file, files it for the company and month, and reloads the figures', async () => {
    const { actor, io } = start()
    await settled(actor)
    actor.send({ type: 'upload.month', month: '2025-02' })
    actor.send({ type: 'upload.company', code: 'C1001-01' })
    actor.send({ type: 'upload.file', file: file('TON-KHO.PDF') })
    actor.send({ type: 'upload.submit' })
    await waitFor(actor, (s) => s.context.uploaded !== null)
    await settled(actor)
    expect(io.filed).toEqual([
      {
        customerCode: 'C1001-01',
        month: '2025-02',
        fileUrl: '/api/__files/0123456789abcdef0123456789abcdef',
        fileName: 'TON-KHO.PDF',
      },
    ])
    expect(io.queries).toHaveLength(2)
    expect(actor.getSnapshot().context.file).toBeNull()
  })

  for (const failure of ['failUpload', 'failFiling'] as const)
    it(`a failed ${failure === 'failUpload' ? 'upload' : 'filing'} keeps the month and the file chosen`, async () => {
      const { actor } = start({ [failure]: true })
      await settled(actor)
      const picked = file('scan.jpg')
      actor.send({ type: 'upload.month', month: '2025-01' })
      actor.send({ type: 'upload.file', file: picked })
      actor.send({ type: 'upload.submit' })
      await waitFor(actor, (s) => s.context.uploadFailed)
      const { context } = actor.getSnapshot()
      expect(actor.getSnapshot().matches({ upload: 'editing' })).toBe(true)
      expect(context.month).toBe('2025-01')
      expect(context.file).toBe(picked)
      expect(context.uploaded).toBeNull()
    })

  it('replace picks the row’s company and month; another’s company is refused', async () => {
    const { actor } = start()
    await settled(actor)
    actor.send({ type: 'upload.replace', customerCode: 'C1001-02', month: '2024-11' })
    expect(actor.getSnapshot().context).toMatchObject({ uploadCompany: 'C1001-02', month: '2024-11' })
    actor.send({ type: 'upload.replace', customerCode: 'C2001', month: '2024-10' })
    expect(actor.getSnapshot().context).toMatchObject({ uploadCompany: 'C1001-02', month: '2024-11' })
  })
})

const months = fc.constantFrom('', '2024-12', '2025-01', '2025-03', '2025-04', '2026-01', '2025-13')
const files = fc.option(
  fc.record({
    name: fc.constantFrom('a.pdf', 'B.PNG', 'c.xlsx', 'd', 'e.JPG'),
    size: fc.constantFrom(0, 1024, 10 * 1024 * 1024, 10 * 1024 * 1024 + 1),
  }),
)
const events: fc.Arbitrary<WorkplaceEvent> = fc.oneof(
  fc.record({ type: fc.constant('company.select' as const), code: fc.constantFrom('', ...CODES, 'C2001') }),
  fc.record({
    type: fc.constant('year.select' as const),
    year: fc.constantFrom(2021, 2022, 2024, 2025, 2026),
  }),
  fc.record({ type: fc.constant('upload.company' as const), code: fc.constantFrom(...CODES, 'D3001', '') }),
  fc.record({ type: fc.constant('upload.month' as const), month: months }),
  fc.record({ type: fc.constant('upload.file' as const), file: files }),
  fc.record({
    type: fc.constant('upload.replace' as const),
    customerCode: fc.constantFrom(...CODES, 'C2001'),
    month: months,
  }),
  fc.constant({ type: 'upload.submit' as const }),
  fc.constant({ type: 'figures.reload' as const }),
  fc.constant({ type: 'notice.dismiss' as const }),
)

describe('R-WORK-003 R-WORK-004 random event sequences', () => {
  it('only own companies and offered years are asked for; only uploads the rules allow are filed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(events, { maxLength: 25 }), async (sequence) => {
        const { actor, io } = start({ requestedCode: 'C2001' })
        for (const event of sequence) {
          await settled(actor)
          const before = actor.getSnapshot().context
          actor.send(event)
          const after = actor.getSnapshot()
          if (event.type === 'upload.submit' && after.matches({ upload: 'editing' }))
            expect(after.context.problem).toBe(uploadProblemOf(before) ?? null)
        }
        await settled(actor)
        for (const q of io.queries) {
          expect(isOwnCompany(q.customerCode, CODES)).toBe(true)
          expect([2022, 2023, 2024, 2025]).toContain(q.year)
        }
        for (const f of io.filed) {
          expect(CODES).toContain(f.customerCode)
          expect(inventoryUploadProblem({ month: f.month, fileName: f.fileName }, CURRENT)).toBeUndefined()
        }
        for (const sent of io.sent) expect(sent.size).toBeLessThanOrEqual(10 * 1024 * 1024)
        expect(io.filed.length).toBe(io.sent.length)
      }),
      { numRuns: 60 },
    )
  })
})
