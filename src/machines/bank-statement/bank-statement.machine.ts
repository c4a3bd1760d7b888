// The back office's statement import (R-BANK-007, R-BANK-008, decision 0369), step by step:
//   choosing  -> reading (a CSV or .xlsx file) | choosing with the file's problem, the file named
//   reading   -> previewing (headers recognised) | mapping (they are not) | choosing (unreadable)
//   mapping   -> previewing once date, amount and content each have a column of their own
//   previewing-> preview (each line's verdict, from the backend) | mapping on a failed call
//   preview   -> importing on `statement.import`; back to mapping or to another file
//   importing -> done (moved orders, lines for a person) | preview on a failed call
//   done      -> choosing on `statement.again`
// The side effects are actors the screen provides: reading the file (`readFile`), and the
// backend's judgement (`judgeStatement`, Sim.BankStatement); `ordersMoved` tells the lists.
import { assign, fromPromise, setup } from 'xstate'
import type { StatementResult } from '../../api/contracts/bank-statement'
import type { StatementLine } from './bank-statement.rules'
import {
  linesOf,
  mappingComplete,
  NO_MAPPING,
  statementFileKindOf,
  tableOf,
  type ColumnMapping,
  type StatementField,
  type StatementFileKind,
  type StatementFileProblem,
  type StatementTable,
} from './statement-file.rules'

export interface StatementImportContext {
  readonly file: File | null
  readonly kind: StatementFileKind | null
  readonly table: StatementTable | null
  readonly mapping: ColumnMapping
  readonly lines: readonly StatementLine[]
  readonly preview: StatementResult | null
  readonly result: StatementResult | null
  readonly problem: StatementFileProblem | null
}

export type StatementImportEvent =
  | { type: 'file.choose'; file: File }
  | { type: 'mapping.set'; field: StatementField; column: number | null }
  | { type: 'mapping.confirm' }
  | { type: 'mapping.edit' }
  | { type: 'statement.import' }
  | { type: 'statement.again' }

const EMPTY: StatementImportContext = {
  file: null,
  kind: null,
  table: null,
  mapping: NO_MAPPING,
  lines: [],
  preview: null,
  result: null,
  problem: null,
}

/** The lines of the context's table by its mapping, or the problem. */
const linesNow = (context: StatementImportContext) =>
  context.table === null ? null : linesOf(context.table, context.mapping)

export const statementImportMachine = setup({
  types: {} as { context: StatementImportContext; events: StatementImportEvent },
  actors: {
    readFile: fromPromise<string[][], { file: File; kind: StatementFileKind }>(() =>
      Promise.reject(new Error('readFile is provided by the screen')),
    ),
    judgeStatement: fromPromise<
      StatementResult,
      { mode: 'preview' | 'import'; lines: readonly StatementLine[] }
    >(() => Promise.reject(new Error('judgeStatement is provided by the screen'))),
  },
  actions: {
    ordersMoved: () => {},
  },
  guards: {
    fileKnown: ({ event }) => event.type === 'file.choose' && statementFileKindOf(event.file).ok,
    mapped: ({ context }) =>
      context.table !== null && mappingComplete(context.mapping, context.table.headers.length),
    linesRead: ({ context }) => linesNow(context)?.ok === true,
  },
}).createMachine({
  id: 'statementImport',
  context: EMPTY,
  initial: 'choosing',
  on: {
    'file.choose': [
      {
        guard: 'fileKnown',
        target: '.reading',
        actions: assign(({ event }) => {
          const known = statementFileKindOf(event.file)
          return { ...EMPTY, file: event.file, kind: known.ok ? known.kind : null }
        }),
      },
      {
        target: '.choosing',
        actions: assign(({ event }) => {
          const known = statementFileKindOf(event.file)
          return { ...EMPTY, file: event.file, problem: known.ok ? null : known.problem }
        }),
      },
    ],
  },
  states: {
    choosing: {},
    reading: {
      invoke: {
        src: 'readFile',
        input: ({ context }) => ({ file: context.file!, kind: context.kind! }),
        onDone: {
          target: 'checking',
          actions: assign(({ event }) => {
            const table = tableOf(event.output) ?? null
            return table === null ? { problem: 'empty' as const } : { table, mapping: table.guessed }
          }),
        },
        onError: { target: 'choosing', actions: assign({ problem: 'unreadable' as const }) },
      },
    },
    // Headers recognised and lines read: straight to the preview; else the mapping step.
    checking: {
      always: [
        { guard: ({ context }) => context.table === null, target: 'choosing' },
        { guard: 'mapped', target: 'lines' },
        { target: 'mapping' },
      ],
    },
    mapping: {
      on: {
        'mapping.set': {
          actions: assign(({ context, event }) => ({
            mapping: { ...context.mapping, [event.field]: event.column },
            problem: null,
          })),
        },
        'mapping.confirm': { guard: 'mapped', target: 'lines' },
      },
    },
    lines: {
      always: [
        {
          guard: 'linesRead',
          target: 'previewing',
          actions: assign(({ context }) => {
            const read = linesNow(context)
            return { lines: read?.ok ? read.lines : [], problem: null }
          }),
        },
        {
          target: 'mapping',
          actions: assign(({ context }) => {
            const read = linesNow(context)
            return { problem: read !== null && !read.ok ? read.problem : ('empty' as const) }
          }),
        },
      ],
    },
    previewing: {
      invoke: {
        src: 'judgeStatement',
        input: ({ context }) => ({ mode: 'preview' as const, lines: context.lines }),
        onDone: { target: 'preview', actions: assign(({ event }) => ({ preview: event.output })) },
        onError: { target: 'mapping' },
      },
    },
    preview: {
      on: {
        'statement.import': { target: 'importing' },
        'mapping.edit': { target: 'mapping' },
      },
    },
    importing: {
      invoke: {
        src: 'judgeStatement',
        input: ({ context }) => ({ mode: 'import' as const, lines: context.lines }),
        onDone: {
          target: 'done',
          actions: [assign(({ event }) => ({ result: event.output })), 'ordersMoved'],
        },
        onError: { target: 'preview' },
      },
    },
    done: {
      on: { 'statement.again': { target: 'choosing', actions: assign(() => EMPTY) } },
    },
  },
})
