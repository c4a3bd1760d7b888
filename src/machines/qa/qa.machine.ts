// The Q&A flow (the Q&A page, R-ROUTE-009, and the top bar's drawer, R-SHELL-016; R-QA-005): the
// user's questions with their replies, and the ask form. Two regions run side by side: `history`
// (loading, ready, failed) and `form` (editing, sending). Each picked file is checked by the rules
// and uploaded by a child actor of its own, which reports back; a file can be removed while it
// uploads (its child is stopped). A send keeps the text and the files until the server accepts
// it; then the form empties and the history reloads, so the new question shows at the top.
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  raise,
  setup,
  spawnChild,
  stopChild,
  type SnapshotFrom,
} from 'xstate'
import type { QaItem, SendCustomerQuestionRequest } from '../../api/contracts/customer'
import {
  attachmentProblem,
  questionProblem,
  type AttachmentProblem,
  type DraftAttachment,
  type QuestionProblem,
} from './qa.rules'

export type QaNotice = AttachmentProblem | QuestionProblem | 'sendFailed' | 'uploadFailed'

export interface QaContext {
  readonly questions: readonly QaItem[]
  readonly text: string
  readonly attachments: readonly DraftAttachment[]
  readonly notice: { readonly key: QaNotice; readonly fileName?: string } | null
}

export type QaEvent =
  | { type: 'question.type'; text: string }
  | { type: 'attachment.add'; key: string; file: File }
  | { type: 'attachment.remove'; key: string }
  | { type: 'attachment.uploaded'; key: string; fileUrl: string }
  | { type: 'attachment.failed'; key: string }
  | { type: 'question.send' }
  | { type: 'history.reload' }
  | { type: 'notice.dismiss' }

export interface UploadInput {
  readonly key: string
  readonly file: File
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

export const qaMachine = setup({
  types: {
    context: {} as QaContext,
    events: {} as QaEvent,
  },
  actors: {
    loadHistory: fromPromise<readonly QaItem[]>(notProvided('loadHistory')),
    sendQuestion: fromPromise<void, SendCustomerQuestionRequest>(notProvided('sendQuestion')),
    /** Uploads one file and sends back `attachment.uploaded` or `attachment.failed`. */
    uploadFile: fromCallback<QaEvent, UploadInput>(() => {
      throw new Error('uploadFile is provided by the feature')
    }),
  },
  guards: {
    canAttach: ({ context, event }) => {
      assertEvent(event, 'attachment.add')
      return (
        attachmentProblem(event.file, context.attachments.length) === undefined &&
        !context.attachments.some((a) => a.key === event.key)
      )
    },
    canSend: ({ context }) => questionProblem(context.text, context.attachments) === undefined,
  },
  actions: {
    type: assign(({ event }) => {
      assertEvent(event, 'question.type')
      return { text: event.text }
    }),
    attach: assign(({ context, event }) => {
      assertEvent(event, 'attachment.add')
      return {
        notice: null,
        attachments: [
          ...context.attachments,
          { key: event.key, fileName: event.file.name, status: 'uploading' as const, fileUrl: null },
        ],
      }
    }),
    startUpload: spawnChild('uploadFile', {
      id: ({ event }) => {
        assertEvent(event, 'attachment.add')
        return event.key
      },
      input: ({ event }) => {
        assertEvent(event, 'attachment.add')
        return { key: event.key, file: event.file }
      },
    }),
    refuseAttachment: assign(({ context, event }) => {
      assertEvent(event, 'attachment.add')
      const key = attachmentProblem(event.file, context.attachments.length)
      return key === undefined ? {} : { notice: { key, fileName: event.file.name } }
    }),
    stopUpload: stopChild(({ event }) => {
      assertEvent(event, 'attachment.remove')
      return event.key
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'attachment.remove')
      return { attachments: context.attachments.filter((a) => a.key !== event.key) }
    }),
    markUploaded: assign(({ context, event }) => {
      assertEvent(event, 'attachment.uploaded')
      return {
        attachments: context.attachments.map((a) =>
          a.key === event.key ? { ...a, status: 'uploaded' as const, fileUrl: event.fileUrl } : a,
        ),
      }
    }),
    markFailed: assign(({ context, event }) => {
      assertEvent(event, 'attachment.failed')
      const failed = context.attachments.find((a) => a.key === event.key)
      return {
        attachments: context.attachments.map((a) =>
          a.key === event.key ? { ...a, status: 'failed' as const } : a,
        ),
        notice: failed === undefined ? context.notice : { key: 'uploadFailed', fileName: failed.fileName },
      }
    }),
    refuseSend: assign(({ context }) => {
      const key = questionProblem(context.text, context.attachments)
      return key === undefined ? {} : { notice: { key } }
    }),
    sendFailed: assign({ notice: { key: 'sendFailed' } }),
    clearForm: assign({ text: '', attachments: [], notice: null }),
    dismiss: assign({ notice: null }),
    reloadHistory: raise({ type: 'history.reload' }),
  },
}).createMachine({
  id: 'qa',
  type: 'parallel',
  context: { questions: [], text: '', attachments: [], notice: null },
  states: {
    history: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            onDone: { target: 'ready', actions: assign({ questions: ({ event }) => event.output }) },
            onError: 'failed',
          },
          // A question sent while the list loads: load again, so the answer includes it.
          on: { 'history.reload': { target: 'loading', reenter: true } },
        },
        ready: { on: { 'history.reload': 'loading' } },
        failed: { on: { 'history.reload': 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      on: {
        'notice.dismiss': { actions: 'dismiss' },
        'attachment.uploaded': { actions: 'markUploaded' },
        'attachment.failed': { actions: 'markFailed' },
      },
      states: {
        editing: {
          on: {
            'question.type': { actions: 'type' },
            'attachment.add': [
              { guard: 'canAttach', actions: ['attach', 'startUpload'] },
              { actions: 'refuseAttachment' },
            ],
            'attachment.remove': { actions: ['stopUpload', 'remove'] },
            'question.send': [{ guard: 'canSend', target: 'sending' }, { actions: 'refuseSend' }],
          },
        },
        sending: {
          invoke: {
            id: 'sendQuestion',
            src: 'sendQuestion',
            input: ({ context }) => ({
              question: context.text.trim(),
              questionAttachments: context.attachments.map((a) => ({
                fileName: a.fileName,
                fileUrl: a.fileUrl ?? '',
              })),
            }),
            onDone: { target: 'editing', actions: ['clearForm', 'reloadHistory'] },
            // The request layer showed why; the text and the files stay (Bad input).
            onError: { target: 'editing', actions: 'sendFailed' },
          },
        },
      },
    },
  },
})

export type QaSnapshot = SnapshotFrom<typeof qaMachine>
