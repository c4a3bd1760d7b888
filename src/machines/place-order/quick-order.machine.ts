// The quick-order panel of place order (R-QUICK-001..008, decision 0364): it loads the codes of the
// user's companies (to tell an unknown code from one not sold to this customer code), reads typed
// lines or a spreadsheet, and hands the lines to the place-order machine, which checks them with
// the cart (`cart.addLines`). A file's reading and the template's making are the feature's actors,
// so ExcelJS loads only when one is used:
//   loadKnownCodes  Product.GetCustomerProductList {} -> the codes of every company of the user
//   readFile        { file, kind } -> QuickReading (ExcelJS for .xlsx, readQuickCsv for .csv)
//   makeTemplate    -> void (an .xlsx of code, name, quantity in the current language, saved)
// and the action addLines ({ rows, knownCodes }), which sends `cart.addLines` to the place order.
import { assign, fromPromise, setup } from 'xstate'
import type { Notice } from './place-order.cart'
import {
  quickFileOf,
  readQuickText,
  type QuickFileKind,
  type QuickReading,
  type QuickRow,
} from './quick-order.rules'

export interface QuickFileInput {
  readonly file: File
  readonly kind: QuickFileKind
}

export interface QuickOrderContext {
  /** The codes of every company of the user; null while loading or when they could not be had. */
  readonly knownCodes: readonly string[] | null
  /** Why the last input or file was not read (the cart stayed as it was). */
  readonly notice: Notice | null
  /**
   * The file whose lines made the last report (its heading), or null when typed lines did: a file
   * refused or unreadable later leaves it, so the report never takes another file's name.
   */
  readonly fileName: string | null
  /** The file being read. */
  readonly pending: QuickFileInput | null
}

export type QuickOrderEvent =
  | { type: 'quick.addText'; text: string }
  | { type: 'quick.chooseFile'; file: File }
  | { type: 'quick.downloadTemplate' }

export interface AddLinesParams {
  readonly rows: readonly QuickRow[]
  readonly knownCodes: readonly string[] | null
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

export const quickOrderMachine = setup({
  types: {
    context: {} as QuickOrderContext,
    events: {} as QuickOrderEvent,
  },
  actors: {
    loadKnownCodes: fromPromise<readonly string[]>(notProvided('loadKnownCodes')),
    readFile: fromPromise<QuickReading, QuickFileInput>(notProvided('readFile')),
    makeTemplate: fromPromise<void>(notProvided('makeTemplate')),
  },
  actions: {
    addLines: (_, _params: AddLinesParams) => {},
  },
  guards: {
    /** The input was read: within 500 lines (R-QUICK-002), something to add. */
    isReadable: (_, reading: QuickReading) => reading.ok,
    /** An .xlsx or .csv of at most 10 MB (R-QUICK-006). */
    isFileAccepted: ({ event }) => event.type === 'quick.chooseFile' && quickFileOf(event.file).ok,
  },
}).createMachine({
  id: 'quickOrder',
  context: { knownCodes: null, notice: null, fileName: null, pending: null },
  initial: 'loadingCodes',
  states: {
    loadingCodes: {
      invoke: {
        src: 'loadKnownCodes',
        onDone: { target: 'ready', actions: assign({ knownCodes: ({ event }) => event.output }) },
        // The request layer has said why; every code not sold here then reads as unknown.
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
        'quick.addText': [
          {
            guard: { type: 'isReadable', params: ({ event }) => readQuickText(event.text) },
            actions: [
              assign({ notice: null, fileName: null }),
              {
                type: 'addLines',
                params: ({ context, event }) => ({
                  rows: readingRows(readQuickText(event.text)),
                  knownCodes: context.knownCodes,
                }),
              },
            ],
          },
          { actions: assign({ notice: ({ event }) => noticeOf(readQuickText(event.text)) }) },
        ],
        'quick.chooseFile': [
          {
            guard: 'isFileAccepted',
            target: 'reading',
            actions: assign(({ event }) => ({
              notice: null,
              pending: { file: event.file, kind: fileKind(event.file) },
            })),
          },
          { actions: assign({ notice: ({ event }) => fileNotice(event.file) }) },
        ],
        'quick.downloadTemplate': { target: 'makingTemplate', actions: assign({ notice: null }) },
      },
    },
    /** A spreadsheet is read in the browser (R-QUICK-006); nothing changes until it is. */
    reading: {
      invoke: {
        src: 'readFile',
        input: ({ context }) => pendingFile(context),
        onDone: [
          {
            guard: { type: 'isReadable', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              assign(({ context }) => ({ pending: null, fileName: pendingFile(context).file.name })),
              {
                type: 'addLines',
                params: ({ context, event }) => ({
                  rows: readingRows(event.output),
                  knownCodes: context.knownCodes,
                }),
              },
            ],
          },
          {
            target: 'ready',
            actions: assign({ pending: null, notice: ({ event }) => noticeOf(event.output) }),
          },
        ],
        onError: {
          target: 'ready',
          actions: assign(({ context }) => ({
            pending: null,
            notice: {
              key: 'placeOrder:quick.fileUnreadable',
              params: { name: pendingFile(context).file.name },
            },
          })),
        },
      },
    },
    makingTemplate: {
      invoke: {
        src: 'makeTemplate',
        onDone: { target: 'ready' },
        onError: { target: 'ready', actions: assign({ notice: { key: 'placeOrder:quick.templateFailed' } }) },
      },
    },
  },
})

/** The file waiting to be read; only reached in `reading`, which sets it on the way in. */
function pendingFile(context: QuickOrderContext): QuickFileInput {
  if (context.pending === null) throw new Error('quick order: reading without a file')
  return context.pending
}
function readingRows(reading: QuickReading): readonly QuickRow[] {
  return reading.ok ? reading.rows : []
}
function noticeOf(reading: QuickReading): Notice | null {
  return reading.ok ? null : reading.notice
}
function fileNotice(file: File): Notice | null {
  const checked = quickFileOf(file)
  return checked.ok ? null : checked.notice
}
function fileKind(file: File): QuickFileKind {
  const checked = quickFileOf(file)
  return checked.ok ? checked.kind : 'csv'
}
