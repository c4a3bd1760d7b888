// My workplace as a statechart (R-WORK-001..004; decisions 0240, 0241): two
// regions side by side.
//
//   figures   loading ──done──> ready ──company.select / year.select / figures.reload──> loading
//                └──error──> failed ──figures.reload──> loading
//             The four reports of one company ('' = all the user's companies) and year, loaded
//             together, so the charts, their tables, the top 10 and the upload list always agree.
//             A company code not the user's (a crafted URL) is never asked for: `foreignCode`
//             keeps it for the message and the figures show all the user's companies.
//   upload    editing ──upload.submit [no problem]──> sending ──> filing ──> editing (+ reload)
//                 └──upload.submit [problem]: the problem is shown, nothing is sent
//             A failure of either call goes back to editing with the month and file still chosen.
//
// Side effects are actors the feature supplies with `.provide()`:
//   loadFigures     { customerCode, year } -> WorkplaceFigures  (the four Workplace reports)
//   uploadFile      { file } -> UploadedFile                    (Common.UploadPdfOrImage)
//   fileInventory   UploadMonthlyInventoryRequest -> MonthlyInventory
// The business month arrives as input (no clock in the machine).
import { assertEvent, assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate'
import type { UploadedFile } from '../../api/contracts/files'
import type {
  MonthlyInventory,
  PulseReportRow,
  SalesPerformance,
  TopProduct,
  UploadMonthlyInventoryRequest,
} from '../../api/contracts/workplace'
import {
  inventoryUploadProblem,
  isOwnCompany,
  yearsOffered,
  type InventoryUploadProblem,
} from './workplace.rules'

export interface WorkplaceFigures {
  readonly sales: SalesPerformance
  readonly pulse: readonly PulseReportRow[]
  readonly top: readonly TopProduct[]
  readonly inventories: readonly MonthlyInventory[]
}

export interface FiguresQuery {
  /** '' for all the user's companies. */
  readonly customerCode: string
  readonly year: number
}

/** The file picked for upload: a browser File, or its name and size in tests. */
export interface PickedFile {
  readonly name: string
  readonly size: number
}

export interface WorkplaceInput {
  /** The user's own company codes, child codes included (R-PROF-003). */
  readonly customerCodes: readonly string[]
  /** The company asked for by the address; '' or absent for all. */
  readonly requestedCode?: string | undefined
  /** The business month, `YYYY-MM`. */
  readonly currentMonth: string
}

export interface WorkplaceContext {
  readonly customerCodes: readonly string[]
  readonly currentMonth: string
  readonly company: string
  readonly year: number
  /** A code asked for that is not the user's: shown in the message, never requested. */
  readonly foreignCode: string | null
  readonly figures: WorkplaceFigures | null
  readonly uploadCompany: string
  /** `YYYY-MM`, '' until picked. */
  readonly month: string
  readonly file: PickedFile | null
  readonly problem: WorkplaceUploadProblem | null
  readonly uploadFailed: boolean
  readonly uploaded: MonthlyInventory | null
  readonly sent: UploadedFile | null
}

export type WorkplaceEvent =
  | { type: 'company.select'; code: string }
  | { type: 'year.select'; year: number }
  | { type: 'figures.reload' }
  | { type: 'upload.company'; code: string }
  | { type: 'upload.month'; month: string }
  | { type: 'upload.file'; file: PickedFile | null }
  | { type: 'upload.replace'; customerCode: string; month: string }
  | { type: 'upload.submit' }
  | { type: 'notice.dismiss' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

export function initialWorkplaceContext(input: WorkplaceInput): WorkplaceContext {
  const requested = input.requestedCode ?? ''
  const own = isOwnCompany(requested, input.customerCodes)
  return {
    customerCodes: input.customerCodes,
    currentMonth: input.currentMonth,
    company: own ? requested : '',
    year: Number(input.currentMonth.slice(0, 4)),
    foreignCode: own ? null : requested,
    figures: null,
    uploadCompany: own && requested !== '' ? requested : (input.customerCodes[0] ?? ''),
    month: '',
    file: null,
    problem: null,
    uploadFailed: false,
    uploaded: null,
    sent: null,
  }
}

/** Why an upload cannot be sent: a rule of R-WORK-003, or no file picked yet. */
export type WorkplaceUploadProblem = InventoryUploadProblem | 'noFile'

/** The problem of the upload as chosen now (R-WORK-003); the file's size counts once it is picked. */
export const uploadProblemOf = (context: WorkplaceContext): WorkplaceUploadProblem | undefined =>
  inventoryUploadProblem(
    { month: context.month, fileName: context.file?.name ?? '', size: context.file?.size },
    context.currentMonth,
  ) ?? (context.file === null ? 'noFile' : undefined)

export const workplaceMachine = setup({
  types: {} as {
    context: WorkplaceContext
    events: WorkplaceEvent
    input: WorkplaceInput
  },
  actors: {
    loadFigures: fromPromise<WorkplaceFigures, FiguresQuery>(notProvided('loadFigures')),
    uploadFile: fromPromise<UploadedFile, { file: PickedFile }>(notProvided('uploadFile')),
    fileInventory: fromPromise<MonthlyInventory, UploadMonthlyInventoryRequest>(notProvided('fileInventory')),
  },
  guards: {
    /** R-PROF-003: only the user's own codes, or all of them; another choice changes nothing. */
    ownOtherCompany: ({ context, event }) => {
      assertEvent(event, 'company.select')
      return event.code !== context.company && isOwnCompany(event.code, context.customerCodes)
    },
    offeredOtherYear: ({ context, event }) => {
      assertEvent(event, 'year.select')
      return event.year !== context.year && yearsOffered(context.currentMonth).includes(event.year)
    },
    ownUploadCompany: ({ context, event }) => {
      assertEvent(event, ['upload.company', 'upload.replace'])
      return context.customerCodes.includes(event.type === 'upload.company' ? event.code : event.customerCode)
    },
    /** R-WORK-003: a month, not later than the business month, and a pdf or image under 10 MB. */
    uploadHasProblem: ({ context }) => uploadProblemOf(context) !== undefined,
  },
  actions: {
    selectCompany: assign(({ event }) => {
      assertEvent(event, 'company.select')
      return {
        company: event.code,
        foreignCode: null,
        ...(event.code === '' ? {} : { uploadCompany: event.code }),
      }
    }),
    selectYear: assign(({ event }) => {
      assertEvent(event, 'year.select')
      return { year: event.year }
    }),
    storeFigures: assign((_, figures: WorkplaceFigures) => ({ figures })),
    selectUploadCompany: assign(({ event }) => {
      assertEvent(event, ['upload.company', 'upload.replace'])
      // Replacing a month's file picks its company and month at once.
      return event.type === 'upload.company'
        ? { uploadCompany: event.code, uploaded: null, uploadFailed: false }
        : {
            uploadCompany: event.customerCode,
            month: event.month,
            problem: null,
            uploaded: null,
            uploadFailed: false,
          }
    }),
    pickMonth: assign(({ event }) => {
      assertEvent(event, 'upload.month')
      return { month: event.month, problem: null, uploaded: null, uploadFailed: false }
    }),
    pickFile: assign(({ event }) => {
      assertEvent(event, 'upload.file')
      return { file: event.file, problem: null, uploaded: null, uploadFailed: false }
    }),
    showProblem: assign(({ context }) => ({ problem: uploadProblemOf(context) ?? null, uploaded: null })),
    clearNotice: assign({ problem: null, uploadFailed: false, uploaded: null }),
    startUpload: assign({ problem: null, uploadFailed: false, uploaded: null, sent: null }),
    storeSent: assign((_, sent: UploadedFile) => ({ sent })),
    finishUpload: assign((_, row: MonthlyInventory) => ({ uploaded: row, file: null, sent: null })),
    failUpload: assign({ uploadFailed: true, sent: null }),
    reloadFigures: raise({ type: 'figures.reload' }),
  },
}).createMachine({
  id: 'workplace',
  type: 'parallel',
  context: ({ input }) => initialWorkplaceContext(input),
  states: {
    figures: {
      initial: 'loading',
      on: {
        'company.select': { guard: 'ownOtherCompany', target: '.loading', actions: 'selectCompany' },
        'year.select': { guard: 'offeredOtherYear', target: '.loading', actions: 'selectYear' },
        'figures.reload': { target: '.loading' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadFigures',
            src: 'loadFigures',
            input: ({ context }) => ({ customerCode: context.company, year: context.year }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeFigures', params: ({ event }) => event.output },
            },
            onError: { target: 'failed' },
          },
        },
        ready: {},
        failed: {},
      },
    },
    upload: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'upload.company': { guard: 'ownUploadCompany', actions: 'selectUploadCompany' },
            'upload.replace': { guard: 'ownUploadCompany', actions: 'selectUploadCompany' },
            'upload.month': { actions: 'pickMonth' },
            'upload.file': { actions: 'pickFile' },
            'notice.dismiss': { actions: 'clearNotice' },
            'upload.submit': [
              { guard: 'uploadHasProblem', actions: 'showProblem' },
              { target: 'sending', actions: 'startUpload' },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            // The guard `uploadHasProblem` let no upload start without a file.
            input: ({ context }) => ({ file: context.file ?? { name: '', size: 0 } }),
            onDone: { target: 'filing', actions: { type: 'storeSent', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: 'failUpload' },
          },
        },
        filing: {
          invoke: {
            id: 'fileInventory',
            src: 'fileInventory',
            input: ({ context }) => ({
              customerCode: context.uploadCompany,
              month: context.month,
              fileUrl: context.sent?.fileURL ?? '',
              fileName: context.sent?.fileName ?? context.file?.name ?? '',
            }),
            onDone: {
              target: 'editing',
              actions: [{ type: 'finishUpload', params: ({ event }) => event.output }, 'reloadFigures'],
            },
            onError: { target: 'editing', actions: 'failUpload' },
          },
        },
      },
    },
  },
})

export type WorkplaceSnapshot = SnapshotFrom<typeof workplaceMachine>
