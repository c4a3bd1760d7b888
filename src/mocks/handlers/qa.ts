// Questions and answers: the customer's own questions (the top bar's Q&A drawer, R-QA-003) and
// the product Q&A page. Texts answer in the caller's language where the seed has both; a user's
// question is kept as written. Attachments must be pdfs or images (uploaded first, R-UPL-004).
// A question sent is a record of the shared event log (decision 0230): it survives a reload and
// shows in every tab; the seed's threads stay in the catalogue, below the log's ids.
import { GetProductQAList } from '../../api/contracts/content'
import { GetMyQuestionHistory, SendCustomerQuestion } from '../../api/contracts/customer'
import { isPdfOrImage } from '../../machines/workplace/workplace.rules'
import { qaItemOf, type CatalogState, type StoredQuestion } from '../../backend/catalog-db'
import type { QuestionRecord } from '../../backend/event-records'
import { languageOf, say } from '../../backend/messages'
import { handle, MOCK_CODES, ok, refuse } from '../respond'
import { foreignFileRefusal, storedTypeRefusal } from '../file-refusal'
import type { FileStore } from '../../backend/file-ownership'
import { storedFileUrl } from '../../backend/file-urls'
import { forUser } from '../signed-in'
import { matchesKeyword, page } from '../../backend/text-search'
import type { AuthState } from './auth'

const newestFirst = (a: StoredQuestion, b: StoredQuestion) =>
  b.CreateTime.localeCompare(a.CreateTime) || b.Id - a.Id

const textsOf = (q: StoredQuestion): string[] => [
  q.Question,
  q.Question_EN ?? '',
  ...q.ReplyList.flatMap((r) => [r.ReplyContent, r.ReplyContent_EN ?? '']),
]

/** A question of the log as the catalogue stores one: no replies yet, kept as written. */
const storedOf = (account: string, q: QuestionRecord['question']): StoredQuestion => ({
  ...q,
  Account: account,
  Question_EN: null,
  ReplyList: [],
})

export function qaHandlers(auth: AuthState, state: CatalogState, files: FileStore) {
  return [
    handle(
      SendCustomerQuestion,
      forUser(auth, async ({ question, questionAttachments }, { request }, account) => {
        const wrong = questionAttachments.find((file) => !isPdfOrImage(file.fileName))
        if (wrong)
          return refuse(request, MOCK_CODES.fileRejected, 'fileNotPdfOrImage', { name: wrong.fileName })
        // Only the caller's own uploads (R-OWN-003): no foreign link, no `javascript:` URL.
        const foreign = await foreignFileRefusal(
          files,
          account,
          request,
          questionAttachments.map((f) => f.fileUrl),
        )
        if (foreign) return foreign
        // The stored files' content decides, not the names sent with them (R-UPL-013).
        const misnamed = storedTypeRefusal(files, request, questionAttachments)
        if (misnamed) return misnamed
        await state.ready
        // The id is taken inside the log's write turn, after the other tabs' questions are folded in.
        await files.store.append(() => [
          {
            kind: 'question',
            account: account.account,
            question: {
              Id: Math.max(state.lastSeededQaId(), files.store.lastQuestionId) + 1,
              Question: question,
              CreateTime: state.now(),
              QuestionAttachments: questionAttachments.map((f) => ({
                FileName: f.fileName,
                // A path, whichever form of an own URL came (R-HTTP-011).
                FileURL: storedFileUrl(f.fileUrl, files.ownOrigin),
              })),
            },
          },
        ])
        return ok(null, say(request, 'questionSent'))
      }),
    ),

    handle(
      GetMyQuestionHistory,
      forUser(auth, async (_input, { request }, account) => {
        await state.ready
        const mine = [
          ...state.questions.findMany((q) => q.where({ Account: account.account })),
          ...files.store.questionsOf(account.account).map((q) => storedOf(account.account, q)),
        ].sort(newestFirst)
        const language = languageOf(request)
        return ok(mine.map((q) => qaItemOf(q, language)))
      }),
    ),

    handle(
      GetProductQAList,
      forUser(auth, ({ keyword, pageIndex, pageSize }, { request }) => {
        const language = languageOf(request)
        const rows = state.content.productQa
          .filter((q) => matchesKeyword(keyword, ...textsOf(q)))
          .sort(newestFirst)
          .map((q) => qaItemOf(q, language))
        return ok(page(rows, pageIndex, pageSize))
      }),
    ),
  ]
}
