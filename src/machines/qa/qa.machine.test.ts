// The Q&A machine: the ask form's rules (R-QA-002 'Please input content', R-QA-005 attachments),
// a failed send that loses nothing, and the history that reloads after a send (R-QA-003).
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { QaItem, SendCustomerQuestionRequest } from '../../api/contracts/customer'
import { qaMachine, type QaEvent, type UploadInput } from './qa.machine'
import { UPLOAD_MAX_BYTES, questionProblem, attachmentProblem, QUESTION_ATTACHMENTS_MAX } from './qa.rules'

const item = (id: number, question: string): QaItem => ({
  Id: id,
  QuestionId: id,
  Question: question,
  CreateTime: '2025-03-15 10:00:00',
  QuestionAttachments: [],
  ReplyList: [],
})

/** A file of `size` bytes without allocating them. */
const fileOf = (name: string, size = 10) => {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

interface Kit {
  sent: SendCustomerQuestionRequest[]
  loads: number
  uploads: string[]
  failSend: boolean
  /** Uploads answer at once unless held. */
  holdUploads: boolean
}

function start(kit: Partial<Kit> = {}) {
  const state: Kit = { sent: [], loads: 0, uploads: [], failSend: false, holdUploads: false, ...kit }
  const history: QaItem[] = [item(1, 'seeded')]
  const actor = createActor(
    qaMachine.provide({
      actors: {
        loadHistory: fromPromise<readonly QaItem[]>(async () => {
          state.loads++
          return [...history]
        }),
        sendQuestion: fromPromise<void, SendCustomerQuestionRequest>(async ({ input }) => {
          if (state.failSend) throw new Error('refused')
          state.sent.push(input)
          history.unshift(item(history.length + 1, input.question))
        }),
        uploadFile: fromCallback<QaEvent, UploadInput>(({ input, sendBack }) => {
          state.uploads.push(input.file.name)
          if (!state.holdUploads)
            queueMicrotask(() =>
              sendBack({ type: 'attachment.uploaded', key: input.key, fileUrl: `/files/${input.file.name}` }),
            )
        }),
      },
    }),
  ).start()
  return { actor, state }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('R-QA-002 an empty question', () => {
  it("is not sent: the notice says 'empty' (Please input content) and the form stays", async () => {
    const { actor, state } = start()
    for (const text of ['', '   ', '\n\t']) {
      actor.send({ type: 'question.type', text })
      actor.send({ type: 'question.send' })
      expect(actor.getSnapshot().context.notice).toEqual({ key: 'empty' })
      expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    }
    await settle()
    expect(state.sent).toEqual([])
  })
})

describe('R-QA-005 attachments', () => {
  it('refuses a file of another type or over 10 MB, with its name, and uploads nothing', () => {
    const { actor, state } = start()
    actor.send({ type: 'attachment.add', key: 'a', file: fileOf('price.xlsx') })
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'wrongType', fileName: 'price.xlsx' })
    actor.send({ type: 'attachment.add', key: 'b', file: fileOf('scan.pdf', UPLOAD_MAX_BYTES + 1) })
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'tooLarge', fileName: 'scan.pdf' })
    expect(actor.getSnapshot().context.attachments).toEqual([])
    expect(state.uploads).toEqual([])
  })

  it('accepts a pdf of exactly 10 MB, uploads it, and a file removed while uploading is gone', async () => {
    const { actor, state } = start({ holdUploads: true })
    actor.send({ type: 'attachment.add', key: 'a', file: fileOf('A.PDF', UPLOAD_MAX_BYTES) })
    actor.send({ type: 'attachment.add', key: 'b', file: fileOf('photo.png') })
    expect(actor.getSnapshot().context.attachments.map((a) => a.status)).toEqual(['uploading', 'uploading'])
    expect(state.uploads).toEqual(['A.PDF', 'photo.png'])
    actor.send({ type: 'attachment.remove', key: 'b' })
    expect(actor.getSnapshot().children.b).toBeUndefined()
    actor.send({ type: 'attachment.uploaded', key: 'a', fileUrl: '/f/a' })
    expect(actor.getSnapshot().context.attachments).toEqual([
      { key: 'a', fileName: 'A.PDF', status: 'uploaded', fileUrl: '/f/a' },
    ])
  })

  it('a question waits for its uploads: sending before they finish is refused', () => {
    const { actor } = start({ holdUploads: true })
    actor.send({ type: 'question.type', text: 'Hello' })
    actor.send({ type: 'attachment.add', key: 'a', file: fileOf('a.pdf') })
    actor.send({ type: 'question.send' })
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'uploadsIncomplete' })
    actor.send({ type: 'attachment.failed', key: 'a' })
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'uploadFailed', fileName: 'a.pdf' })
  })
})

describe('R-QA-003 sending', () => {
  it('sends the trimmed text with the uploaded files, empties the form and reloads the history', async () => {
    const { actor, state } = start()
    await waitFor(actor, (s) => s.matches({ history: 'ready' }))
    actor.send({ type: 'question.type', text: '  When is shrimp back?  ' })
    actor.send({ type: 'attachment.add', key: 'a', file: fileOf('invoice.pdf') })
    await waitFor(actor, (s) => s.context.attachments[0]?.status === 'uploaded')
    actor.send({ type: 'question.send' })
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.text === '')
    await waitFor(actor, (s) => s.matches({ history: 'ready' }) && s.context.questions.length === 2)
    expect(state.sent).toEqual([
      {
        question: 'When is shrimp back?',
        questionAttachments: [{ fileName: 'invoice.pdf', fileUrl: '/files/invoice.pdf' }],
      },
    ])
    expect(actor.getSnapshot().context.questions[0]?.Question).toBe('When is shrimp back?')
    expect(state.loads).toBe(2)
  })

  it('a failed send keeps the text and the attachments, and says so', async () => {
    const { actor } = start({ failSend: true })
    actor.send({ type: 'question.type', text: 'Keep me' })
    actor.send({ type: 'attachment.add', key: 'a', file: fileOf('a.png') })
    await waitFor(actor, (s) => s.context.attachments[0]?.status === 'uploaded')
    actor.send({ type: 'question.send' })
    await waitFor(actor, (s) => s.context.notice?.key === 'sendFailed')
    expect(actor.getSnapshot().context.text).toBe('Keep me')
    expect(actor.getSnapshot().context.attachments.map((a) => a.fileName)).toEqual(['a.png'])
  })
})

describe('R-QA-002 R-QA-005 property', () => {
  const names = fc.constantFrom('a.pdf', 'b.PNG', 'c.jpg', 'd.xlsx', 'e.exe', 'f', 'g.Pdf')
  const sizes = fc.constantFrom(1, UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES + 1)
  const event = fc.oneof(
    fc.record({ type: fc.constant('question.type' as const), text: fc.constantFrom('', ' ', 'Q?', ' x ') }),
    fc.record({ type: fc.constant('attachment.add' as const), name: names, size: sizes, key: fc.nat(20) }),
    fc.record({ type: fc.constant('attachment.remove' as const), key: fc.nat(20) }),
    fc.constant({ type: 'question.send' as const }),
    fc.constant({ type: 'notice.dismiss' as const }),
  )
  it('only valid questions are sent, and every attachment kept is a pdf or image of at most 10 MB', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { maxLength: 25 }), async (events) => {
        const { actor, state } = start()
        for (const e of events) {
          const before = actor.getSnapshot().context
          if (e.type === 'attachment.add')
            actor.send({ type: e.type, key: String(e.key), file: fileOf(e.name, e.size) })
          else if (e.type === 'attachment.remove') actor.send({ type: e.type, key: String(e.key) })
          else actor.send(e)
          if (e.type === 'question.send' && actor.getSnapshot().matches({ form: 'sending' }))
            expect(questionProblem(before.text, before.attachments)).toBeUndefined()
          await settle()
          const { attachments } = actor.getSnapshot().context
          expect(attachments.length).toBeLessThanOrEqual(QUESTION_ATTACHMENTS_MAX)
          for (const a of attachments)
            expect(attachmentProblem({ name: a.fileName, size: 0 }, 0)).toBeUndefined()
        }
        for (const sent of state.sent) expect(sent.question.trim()).not.toBe('')
        actor.stop()
      }),
      { numRuns: 60 },
    )
  })
})
