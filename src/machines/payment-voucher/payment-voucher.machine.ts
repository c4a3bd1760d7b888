// Paying an order by bank transfer (R-PAY-001..006, R-PEND-013; decision 0201): the
// drawer's mode, the vouchers being uploaded (one progress each), Save and Submit. Its rules are
// payment-voucher.rules.ts. I/O is actors the feature supplies with `.provide()`:
//   uploadVoucher   a callback actor per file (id = the voucher's key): uploads it with
//                   api/Common/UploadPdfOrImage and sends back voucher.progress, voucher.uploaded
//                   or voucher.failed; stopped when the voucher is removed (the upload is aborted)
//   saveVouchers    api/Order/Update with the order and the evidence URLs (R-PAY-002)
//   submitVouchers  api/Order/ApprovePendingPaymentOrder (R-PAY-003)
//   loadRights      what the order's customer code allows (R-PERM-013): the profile's child code
//                   permissions; null for a code that is no child code, or when they cannot be
//                   had (the backend, which refuses by the same rule, decides then)
// and hooks (actions): uploaded, uploadFailed, saved, submitted (the drawer closes, lists reload).
//
//   deciding ─┬─> view                     (every order but an order at 2 paid by voucher)
//             └─> payment.editing ──payment.save──> saving ──> editing
//                        │  (a voucher uploading: 'uploadsIncomplete'; none: 'noVoucher')
//                        ├──payment.submit──> submitting ──> submitted (final)
//                        └──rights refuse uploadPayment──> notAllowed (R-PERM-013)
// Nothing reaches saving or submitting without a voucher uploaded and none uploading, and a
// second Save or Submit while one is under way is not an event the machine takes.
import { assertEvent, assign, fromCallback, fromPromise, setup, stopChild, type SnapshotFrom } from 'xstate'
import {
  voucherFileProblem,
  voucherModeOf,
  type UploadProblem,
  type VoucherFacts,
} from './payment-voucher.rules'
import { hasVoucher } from '../order-lifecycle/order-lifecycle.rules'
import { childCodeAllows, type ChildRights } from '../profile/profile.rules'

export interface Voucher {
  /** The client's key of this voucher (an upload's actor id). */
  readonly key: string
  /** Known for a file picked here; a voucher saved earlier has only its URL. */
  readonly fileName: string | null
  readonly size: number | null
  /** The uploaded file's URL; null while uploading. */
  readonly url: string | null
  /** 0..1 while uploading; 1 once uploaded. */
  readonly progress: number
}

export type VoucherNotice =
  | { readonly kind: UploadProblem; readonly fileName: string; readonly size: number }
  | { readonly kind: 'uploadFailed'; readonly fileName: string }
  | { readonly kind: 'noVoucher' | 'uploadsIncomplete' | 'saveFailed' | 'submitFailed' }

/** A voucher uploaded here and not yet saved on the order, as the browser keeps it (decision 0298). */
export interface KeptVoucher {
  readonly url: string
  readonly fileName: string
  readonly size: number
}

export interface PaymentVoucherInput extends VoucherFacts {
  readonly orderId: number
  /** The evidence URLs already kept on the order. */
  readonly saved: readonly string[]
  /** The saved vouchers' file names, one per URL of `saved` (R-PAY-007); none or '' is unknown. */
  readonly savedNames?: readonly string[]
  /** Vouchers uploaded earlier and not saved (a session that ended before Save): shown again. */
  readonly kept?: readonly KeptVoucher[]
}

export interface PaymentVoucherContext {
  readonly orderId: number
  readonly facts: VoucherFacts
  readonly vouchers: readonly Voucher[]
  /** The evidence URLs the order holds: as it was opened, then as last saved here. */
  readonly savedUrls: readonly string[]
  readonly notice: VoucherNotice | null
  /** The server's reason when a save or submit was refused. */
  readonly detail: string | null
  /** What the customer code allows: undefined until known (R-PERM-013). */
  readonly rights: ChildRights | null | undefined
}

export interface UploadInput {
  readonly key: string
  readonly file: Blob
  readonly fileName: string
}

export interface EvidenceInput {
  readonly orderId: number
  readonly evidence: readonly string[]
}

export type PaymentVoucherEvent =
  | { type: 'voucher.add'; key: string; fileName: string; size: number; file: Blob }
  | { type: 'voucher.progress'; key: string; loaded: number; total: number }
  | { type: 'voucher.uploaded'; key: string; url: string }
  | { type: 'voucher.failed'; key: string }
  | { type: 'voucher.remove'; key: string }
  | { type: 'payment.save' }
  | { type: 'payment.submit' }
  | { type: 'notice.dismiss' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

/** Whether a voucher is still on its way. */
export const isUploading = (voucher: Voucher): boolean => voucher.url === null

/** The evidence URLs of the uploaded vouchers, in order. */
export const evidenceOf = (vouchers: readonly Voucher[]): string[] =>
  vouchers.flatMap((v) => (v.url === null ? [] : [v.url]))

const findVoucher = (context: PaymentVoucherContext, key: string) =>
  context.vouchers.find((v) => v.key === key)

const serverDetailOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'details' in error
    ? ((error as { details: { serverMessage?: string } }).details.serverMessage ?? null)
    : null

const errorOf = (event: unknown): unknown =>
  typeof event === 'object' && event !== null && 'error' in event ? event.error : undefined

/** The vouchers uploaded here and not saved on the order: what a lost session would lose. */
export const unsavedVouchersOf = (
  context: Pick<PaymentVoucherContext, 'vouchers' | 'savedUrls'>,
): KeptVoucher[] =>
  context.vouchers.flatMap((v) =>
    v.url !== null && v.fileName !== null && !context.savedUrls.includes(v.url)
      ? [{ url: v.url, fileName: v.fileName, size: v.size ?? 0 }]
      : [],
  )

export function initialVoucherContext(input: PaymentVoucherInput): PaymentVoucherContext {
  const saved = new Set(input.saved)
  // Only an order still waiting for its payment takes them back; one paid meanwhile does not.
  const kept = (voucherModeOf(input) === 'payment' ? (input.kept ?? []) : []).filter(
    (k, index, all) => !saved.has(k.url) && all.findIndex((o) => o.url === k.url) === index,
  )
  return {
    orderId: input.orderId,
    facts: {
      status: input.status,
      customerTypeName: input.customerTypeName,
      termsOfPayment: input.termsOfPayment,
    },
    vouchers: [
      ...input.saved.map((url, index) => ({
        key: `saved-${index}`,
        fileName: input.savedNames?.[index] || null,
        size: null,
        url,
        progress: 1,
      })),
      ...kept.map((k, index) => ({
        key: `kept-${index}`,
        fileName: k.fileName,
        size: k.size,
        url: k.url,
        progress: 1,
      })),
    ],
    savedUrls: input.saved,
    notice: null,
    detail: null,
    rights: undefined,
  }
}

export const paymentVoucherMachine = setup({
  types: {} as {
    context: PaymentVoucherContext
    events: PaymentVoucherEvent
    input: PaymentVoucherInput
  },
  actors: {
    uploadVoucher: fromCallback<PaymentVoucherEvent, UploadInput>(() => undefined),
    saveVouchers: fromPromise<void, EvidenceInput>(notProvided('saveVouchers')),
    submitVouchers: fromPromise<void, EvidenceInput>(notProvided('submitVouchers')),
    loadRights: fromPromise<ChildRights | null>(notProvided('loadRights')),
  },
  guards: {
    /** R-PERM-013: a child code whose permissions refuse uploading vouchers. */
    uploadRefused: (_, rights: ChildRights | null) => !childCodeAllows(rights, 'uploadPayment'),
    /** R-PEND-013. */
    paymentMode: ({ context }) => voucherModeOf(context.facts) === 'payment',
    /** R-PAY-005, R-UPL-004, R-UPL-009: a voucher type of 1 byte to 10 MB. */
    acceptableFile: ({ context, event }) => {
      assertEvent(event, 'voucher.add')
      return (
        findVoucher(context, event.key) === undefined &&
        voucherFileProblem({ fileName: event.fileName, size: event.size }) === undefined
      )
    },
    uploadingKey: ({ context, event }) => {
      assertEvent(event, ['voucher.progress', 'voucher.uploaded', 'voucher.failed'])
      return findVoucher(context, event.key)?.url === null
    },
    knownKey: ({ context, event }) => {
      assertEvent(event, 'voucher.remove')
      return findVoucher(context, event.key) !== undefined
    },
    /** 'UploadFilesUncompleteWarning' blocks Save and Submit while a file uploads. */
    uploadsIncomplete: ({ context }) => context.vouchers.some(isUploading),
    /** R-PAY-004. */
    noVoucher: ({ context }) => !hasVoucher(evidenceOf(context.vouchers)),
  },
  actions: {
    startUpload: assign(({ event, spawn }) => {
      assertEvent(event, 'voucher.add')
      spawn('uploadVoucher', {
        id: event.key,
        input: { key: event.key, file: event.file, fileName: event.fileName },
      })
      return {}
    }),
    addVoucher: assign(({ context, event }) => {
      assertEvent(event, 'voucher.add')
      return {
        vouchers: [
          ...context.vouchers,
          { key: event.key, fileName: event.fileName, size: event.size, url: null, progress: 0 },
        ],
        notice: null,
      }
    }),
    refuseFile: assign(({ event }) => {
      assertEvent(event, 'voucher.add')
      const kind = voucherFileProblem({ fileName: event.fileName, size: event.size }) ?? 'badName'
      return { notice: { kind, fileName: event.fileName, size: event.size } }
    }),
    setProgress: assign(({ context, event }) => {
      assertEvent(event, 'voucher.progress')
      return {
        vouchers: context.vouchers.map((v) =>
          v.key === event.key
            ? {
                ...v,
                progress: event.total > 0 ? Math.min(0.99, Math.max(0, event.loaded / event.total)) : 0,
              }
            : v,
        ),
      }
    }),
    setUploaded: assign(({ context, event }) => {
      assertEvent(event, 'voucher.uploaded')
      return {
        vouchers: context.vouchers.map((v) =>
          v.key === event.key ? { ...v, url: event.url, progress: 1 } : v,
        ),
      }
    }),
    /** R-UPL-006: a failed upload keeps no entry. */
    dropFailed: assign(({ context, event }) => {
      assertEvent(event, 'voucher.failed')
      const failed = findVoucher(context, event.key)
      return {
        vouchers: context.vouchers.filter((v) => v.key !== event.key),
        notice: { kind: 'uploadFailed', fileName: failed?.fileName ?? '' },
      }
    }),
    stopUpload: stopChild(({ event }) => {
      assertEvent(event, 'voucher.remove')
      return event.key
    }),
    removeVoucher: assign(({ context, event }) => {
      assertEvent(event, 'voucher.remove')
      return { vouchers: context.vouchers.filter((v) => v.key !== event.key) }
    }),
    keepRights: assign((_, rights: ChildRights | null) => ({ rights })),
    warnIncomplete: assign({ notice: { kind: 'uploadsIncomplete' } }),
    warnNoVoucher: assign({ notice: { kind: 'noVoucher' } }),
    clearNotice: assign({ notice: null, detail: null }),
    noticeFailure: assign(({ event }, params: { kind: 'saveFailed' | 'submitFailed' }) => ({
      notice: { kind: params.kind },
      detail: serverDetailOf(errorOf(event)),
    })),
    // Hooks the feature supplies (toasts, closing the drawer, reloading the lists).
    uploaded: (_, _params: { fileName: string }) => {},
    uploadFailed: (_, _params: { fileName: string }) => {},
    saved: () => {},
    submitted: () => {},
  },
}).createMachine({
  id: 'paymentVoucher',
  context: ({ input }) => initialVoucherContext(input),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'paymentMode', target: 'payment' }, { target: 'view' }],
    },
    view: {},
    payment: {
      initial: 'editing',
      // Asked once when the drawer opens in payment mode; the section stays locked until known.
      invoke: {
        id: 'loadRights',
        src: 'loadRights',
        onDone: [
          {
            guard: { type: 'uploadRefused', params: ({ event }) => event.output },
            target: '.notAllowed',
            actions: { type: 'keepRights', params: ({ event }) => event.output },
          },
          { actions: { type: 'keepRights', params: ({ event }) => event.output } },
        ],
        onError: { actions: assign({ rights: null }) },
      },
      on: {
        'voucher.progress': { guard: 'uploadingKey', actions: 'setProgress' },
        'voucher.uploaded': {
          guard: 'uploadingKey',
          actions: [
            'setUploaded',
            {
              type: 'uploaded',
              params: ({ context, event }) => ({ fileName: findVoucher(context, event.key)?.fileName ?? '' }),
            },
          ],
        },
        'voucher.failed': {
          guard: 'uploadingKey',
          actions: [
            {
              type: 'uploadFailed',
              params: ({ context, event }) => ({ fileName: findVoucher(context, event.key)?.fileName ?? '' }),
            },
            'dropFailed',
          ],
        },
        'notice.dismiss': { actions: 'clearNotice' },
      },
      states: {
        editing: {
          on: {
            'voucher.add': [
              { guard: 'acceptableFile', actions: ['addVoucher', 'startUpload'] },
              { actions: 'refuseFile' },
            ],
            'voucher.remove': { guard: 'knownKey', actions: ['stopUpload', 'removeVoucher'] },
            'payment.save': [
              { guard: 'uploadsIncomplete', actions: 'warnIncomplete' },
              { guard: 'noVoucher', actions: 'warnNoVoucher' },
              { target: 'saving', actions: 'clearNotice' },
            ],
            'payment.submit': [
              { guard: 'uploadsIncomplete', actions: 'warnIncomplete' },
              { guard: 'noVoucher', actions: 'warnNoVoucher' },
              { target: 'submitting', actions: 'clearNotice' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveVouchers',
            input: ({ context }) => ({ orderId: context.orderId, evidence: evidenceOf(context.vouchers) }),
            onDone: {
              target: 'editing',
              actions: [assign({ savedUrls: ({ context }) => evidenceOf(context.vouchers) }), 'saved'],
            },
            onError: {
              target: 'editing',
              actions: { type: 'noticeFailure', params: { kind: 'saveFailed' } },
            },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: 'submitVouchers',
            input: ({ context }) => ({ orderId: context.orderId, evidence: evidenceOf(context.vouchers) }),
            onDone: { target: 'submitted', actions: 'submitted' },
            onError: {
              target: 'editing',
              actions: { type: 'noticeFailure', params: { kind: 'submitFailed' } },
            },
          },
        },
        submitted: { type: 'final' },
        /** R-PERM-013: the vouchers are listed; nothing is added, saved or submitted. */
        notAllowed: {},
      },
    },
  },
})

export type PaymentVoucherSnapshot = SnapshotFrom<typeof paymentVoucherMachine>

/** The drawer's mode as the machine decided it. */
export const modeOf = (snapshot: PaymentVoucherSnapshot): 'payment' | 'view' =>
  snapshot.matches('view') ? 'view' : 'payment'
