// Receipt and support of one delivered order as a statechart (R-CONF-014, R-CONF-015, R-LIFE-030,
// R-SUP-001..009, R-ERR-008, R-LIFE-031; decision 0211). The rules are support.rules.ts, the
// buttons and the window the order lifecycle's. The business time `now` comes with the order
// (input, `order.loaded`): the machine reads no clock. All I/O is actors the feature supplies:
//   completeOrder  api/Order/CompleteOrder      { orderId } -> the server's message
//   loadReasons    api/Order/GetSupportList     -> SupportReason[]
//   uploadFile     api/Common/UploadPdfOrImage  a callback actor per file, { key, file }, that
//                  sends back `upload.done` { key, fileUrl } or `upload.failed` { key }
//   submitSupport  api/Order/SaveAsSupportOrder SaveAsSupportOrderRequest -> the server's message
// and hooks, actions the feature supplies: `received` (the drawer closes, the lists and counts
// reload), `supportSent` (both show `context.serverMessage`) and `refused` (the order changed meanwhile: the
// drawer reloads it and sends `order.loaded`, so no stale button is pressed twice).
//
//   idle ──receipt.ask──> confirmingReceipt ──receipt.confirm──> receiving ──> idle
//     └──support.open──> support: loadingReasons ──> editing ──support.submit──> submitting ──> idle
//   order.loaded: new facts; a dialog the order no longer allows closes with a notice.
import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type SnapshotFrom,
} from 'xstate'
import type { SaveAsSupportOrderRequest } from '../../api/contracts/order'
import type { SupportReason } from '../../api/contracts/order-entities'
import {
  receiptActionsOf,
  supportFileProblem,
  supportRequestOf,
  supportSubmitProblem,
  type SupportDraft,
  type SupportFileProblem,
  type SupportOrder,
  type SupportSubmitProblem,
  type SupportUpload,
} from './support.rules'

export interface SupportInput {
  readonly order: SupportOrder
  /** Business time, `YYYY-MM-DD HH:mm:ss`. */
  readonly now: string
}

export interface UploadInput {
  readonly key: string
  readonly file: Blob
}

/** What the dialog says above its actions; null when nothing. */
export type SupportWarning =
  | { readonly kind: 'file'; readonly problem: SupportFileProblem; readonly fileName: string }
  | { readonly kind: 'submit'; readonly problem: SupportSubmitProblem }
  | { readonly kind: 'uploadFailed'; readonly fileName: string }
  | { readonly kind: 'orderChanged' }

export interface SupportContext extends SupportInput {
  readonly reasons: readonly SupportReason[]
  readonly draft: SupportDraft
  readonly warning: SupportWarning | null
  /** Makes each upload's key. */
  readonly uploadCount: number
  /** The server's message of the last success (the hooks show it). */
  readonly serverMessage: string | null
}

export type SupportEvent =
  | { type: 'order.loaded'; order: SupportOrder; now: string }
  | { type: 'receipt.ask' }
  | { type: 'receipt.confirm' }
  | { type: 'receipt.cancel' }
  | { type: 'support.open' }
  | { type: 'support.cancel' }
  | { type: 'support.retryReasons' }
  | { type: 'support.toggleReason'; id: number }
  | { type: 'support.describe'; text: string }
  | { type: 'support.submit' }
  | { type: 'upload.add'; file: Blob; fileName: string }
  | { type: 'upload.remove'; key: string }
  | { type: 'upload.done'; key: string; fileUrl: string }
  | { type: 'upload.failed'; key: string }
  | { type: 'warning.dismiss' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

const EMPTY_DRAFT: SupportDraft = { reasonIds: [], description: '', uploads: [] }

const uploadOf = (context: SupportContext, key: string): SupportUpload | undefined =>
  context.draft.uploads.find((u) => u.key === key)

const withUploads = (
  context: SupportContext,
  uploads: readonly SupportUpload[],
): Partial<SupportContext> => ({
  draft: { ...context.draft, uploads },
})

export const supportMachine = setup({
  types: {} as { context: SupportContext; events: SupportEvent; input: SupportInput },
  actors: {
    completeOrder: fromPromise<string, { orderId: number }>(notProvided('completeOrder')),
    loadReasons: fromPromise<readonly SupportReason[]>(notProvided('loadReasons')),
    uploadFile: fromCallback<SupportEvent, UploadInput>(() => undefined),
    submitSupport: fromPromise<string, SaveAsSupportOrderRequest>(notProvided('submitSupport')),
  },
  guards: {
    /** R-CONF-014, R-LIFE-030: Received only at 5 and inside the window. */
    mayReceive: ({ context }) => receiptActionsOf(context.order, context.now).receive,
    /** R-CONF-014, R-LIFE-031: Support only at 5 and inside the window. */
    maySupport: ({ context }) => receiptActionsOf(context.order, context.now).support,
    stillReceivable: ({ event }) => {
      assertEvent(event, 'order.loaded')
      return receiptActionsOf(event.order, event.now).receive
    },
    stillSupportable: ({ event }) => {
      assertEvent(event, 'order.loaded')
      return receiptActionsOf(event.order, event.now).support
    },
    reasonsLoaded: ({ context }) => context.reasons.length > 0,
    /** R-SUP-001, R-SUP-002: an image or a pdf of at most 10 MB. */
    acceptableFile: ({ context, event }) => {
      assertEvent(event, 'upload.add')
      return (
        supportFileProblem(
          { fileName: event.fileName, size: event.file.size },
          context.draft.uploads.length,
        ) === undefined
      )
    },
    knownUpload: ({ context, event }) => {
      assertEvent(event, ['upload.done', 'upload.failed'])
      return uploadOf(context, event.key)?.status === 'uploading'
    },
    /** R-SUP-003, R-SUP-004: a reason at least, every upload complete. */
    readyToSubmit: ({ context }) => supportSubmitProblem(context.draft) === undefined,
  },
  actions: {
    storeOrder: assign(({ event }) => {
      assertEvent(event, 'order.loaded')
      return { order: event.order, now: event.now }
    }),
    clearDraft: assign({ draft: EMPTY_DRAFT, warning: null }),
    warnOrderChanged: assign({ warning: { kind: 'orderChanged' } as SupportWarning }),
    dismissWarning: assign({ warning: null }),
    toggleReason: assign(({ context, event }) => {
      assertEvent(event, 'support.toggleReason')
      const known = context.reasons.some((r) => r.Id === event.id)
      if (!known) return {}
      const chosen = context.draft.reasonIds.includes(event.id)
      const reasonIds = chosen
        ? context.draft.reasonIds.filter((id) => id !== event.id)
        : [...context.draft.reasonIds, event.id]
      return { draft: { ...context.draft, reasonIds }, warning: null }
    }),
    describe: assign(({ context, event }) => {
      assertEvent(event, 'support.describe')
      return { draft: { ...context.draft, description: event.text } }
    }),
    startUpload: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'upload.add')
      const key = `upload-${context.uploadCount + 1}`
      const upload: SupportUpload = {
        key,
        fileName: event.fileName.trim(),
        size: event.file.size,
        status: 'uploading',
      }
      enqueue.assign({
        ...withUploads(context, [...context.draft.uploads, upload]),
        uploadCount: context.uploadCount + 1,
        warning: null,
      })
      enqueue.spawnChild('uploadFile', { id: key, input: { key, file: event.file } })
    }),
    // The other uploads are kept (decision 0211: nothing the user gave is lost).
    refuseFile: assign(({ context, event }) => {
      assertEvent(event, 'upload.add')
      const problem = supportFileProblem(
        { fileName: event.fileName, size: event.file.size },
        context.draft.uploads.length,
      )
      return problem === undefined ? {} : { warning: { kind: 'file', problem, fileName: event.fileName } }
    }),
    finishUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.done')
      return withUploads(
        context,
        context.draft.uploads.map((u) =>
          u.key === event.key ? { ...u, status: 'done' as const, fileUrl: event.fileUrl } : u,
        ),
      )
    }),
    // R-UPL-006: a failed upload keeps no entry; the request layer said 'Upload Failed'.
    dropFailedUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.failed')
      const failed = uploadOf(context, event.key)
      return {
        ...withUploads(
          context,
          context.draft.uploads.filter((u) => u.key !== event.key),
        ),
        warning: failed ? { kind: 'uploadFailed', fileName: failed.fileName } : context.warning,
      }
    }),
    removeUpload: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'upload.remove')
      enqueue.stopChild(event.key)
      enqueue.assign(
        withUploads(
          context,
          context.draft.uploads.filter((u) => u.key !== event.key),
        ),
      )
    }),
    stopUploads: enqueueActions(({ context, enqueue }) => {
      for (const upload of context.draft.uploads)
        if (upload.status === 'uploading') enqueue.stopChild(upload.key)
    }),
    warnSubmit: assign(({ context }) => {
      const problem = supportSubmitProblem(context.draft)
      return problem === undefined ? {} : { warning: { kind: 'submit', problem } }
    }),
    // Hooks the feature supplies.
    received: () => {},
    supportSent: () => {},
    refused: () => {},
  },
}).createMachine({
  id: 'support',
  context: ({ input }) => ({
    ...input,
    reasons: [],
    draft: EMPTY_DRAFT,
    warning: null,
    uploadCount: 0,
    serverMessage: null,
  }),
  initial: 'idle',
  on: {
    // The order as the drawer reloaded it; the states below decide whether their dialog stays.
    'order.loaded': { actions: 'storeOrder' },
    'warning.dismiss': { actions: 'dismissWarning' },
  },
  states: {
    idle: {
      on: {
        'receipt.ask': { guard: 'mayReceive', target: 'confirmingReceipt' },
        'support.open': { guard: 'maySupport', target: 'support', actions: 'clearDraft' },
      },
    },
    confirmingReceipt: {
      on: {
        'receipt.confirm': { target: 'receiving' },
        'receipt.cancel': { target: 'idle' },
        'order.loaded': [
          { guard: 'stillReceivable', actions: 'storeOrder' },
          { target: 'idle', actions: ['storeOrder', 'warnOrderChanged'] },
        ],
      },
    },
    receiving: {
      tags: ['busy'],
      invoke: {
        src: 'completeOrder',
        input: ({ context }) => ({ orderId: context.order.Id }),
        onDone: {
          target: 'idle',
          actions: [assign({ serverMessage: ({ event }) => event.output }), 'received'],
        },
        // The server refused (the order moved on meanwhile): the drawer reloads it (R-SUP-009).
        onError: { target: 'idle', actions: 'refused' },
      },
    },
    support: {
      initial: 'loadingReasons',
      on: {
        'support.cancel': { target: 'idle', actions: ['stopUploads', 'clearDraft'] },
        'order.loaded': [
          { guard: 'stillSupportable', actions: 'storeOrder' },
          { target: 'idle', actions: ['stopUploads', 'storeOrder', 'clearDraft', 'warnOrderChanged'] },
        ],
        // Uploads finish whichever sub-state the dialog is in.
        'upload.done': { guard: 'knownUpload', actions: 'finishUpload' },
        'upload.failed': { guard: 'knownUpload', actions: 'dropFailedUpload' },
      },
      states: {
        loadingReasons: {
          always: { guard: 'reasonsLoaded', target: 'editing' },
          invoke: {
            src: 'loadReasons',
            onDone: { target: 'editing', actions: assign({ reasons: ({ event }) => event.output }) },
            onError: { target: 'reasonsFailed' },
          },
        },
        reasonsFailed: {
          on: { 'support.retryReasons': { target: 'loadingReasons' } },
        },
        editing: {
          on: {
            'support.toggleReason': { actions: 'toggleReason' },
            'support.describe': { actions: 'describe' },
            'upload.add': [{ guard: 'acceptableFile', actions: 'startUpload' }, { actions: 'refuseFile' }],
            'upload.remove': { actions: 'removeUpload' },
            'support.submit': [{ guard: 'readyToSubmit', target: 'submitting' }, { actions: 'warnSubmit' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: 'submitSupport',
            input: ({ context }) => supportRequestOf(context.order.Id, context.draft),
            onDone: {
              target: '#support.idle',
              actions: [assign({ serverMessage: ({ event }) => event.output }), 'supportSent', 'clearDraft'],
            },
            // R-ERR-008: the failure is an error toast (the request layer's); what was typed stays.
            onError: { target: 'editing', actions: 'refused' },
          },
        },
      },
    },
  },
})

export type SupportMachine = typeof supportMachine
export type SupportSnapshot = SnapshotFrom<SupportMachine>

/** Whether the support dialog is open (any of its sub-states). */
export const isSupportOpen = (snapshot: SupportSnapshot): boolean => snapshot.matches('support')
