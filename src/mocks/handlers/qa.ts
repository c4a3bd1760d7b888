// Questions and answers: the customer's own questions (the top bar's Q&A drawer, R-QA-003) and
// the product Q&A page. Texts answer in the caller's language where the seed has both; a user's
// question is kept as written. Attachments must be pdfs or images (uploaded first, R-UPL-004).
import { GetProductQAList } from '../../api/contracts/content'
import { GetMyQuestionHistory, SendCustomerQuestion } from '../../api/contracts/customer'
import { isPdfOrImage } from '../../machines/workplace/workplace.rules'
import { qaItemOf, type CatalogState, type StoredQuestion } from '../catalog-db'
import { languageOf, say } from '../messages'
import { handle, MOCK_CODES, ok, refuse } from '../respond'
import { foreignFileRefusal, type FileStore } from '../file-ownership'
import { forUser } from '../signed-in'
import { matchesKeyword, page } from '../text-search'
import type { AuthState } from './auth'

const newestFirst = (a: StoredQuestion, b: StoredQuestion) =>
  b.CreateTime.localeCompare(a.CreateTime) || b.Id - a.Id

const textsOf = (q: StoredQuestion): string[] => [
  q.Question,
  q.Question_EN ?? '',
  ...q.ReplyList.flatMap((r) => [r.ReplyContent, r.ReplyContent_EN ?? '']),
]

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
        await state.ready
        await state.questions.create({
          Id: state.nextQaId(),
          Account: account.account,
          Question: question,
          Question_EN: null,
          CreateTime: state.now(),
          QuestionAttachments: questionAttachments.map((f) => ({ FileName: f.fileName, FileURL: f.fileUrl })),
          ReplyList: [],
        })
        return ok(null, say(request, 'questionSent'))
      }),
    ),

    handle(
      GetMyQuestionHistory,
      forUser(auth, async (_input, { request }, account) => {
        await state.ready
        const mine = state.questions.findMany((q) => q.where({ Account: account.account })).sort(newestFirst)
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
