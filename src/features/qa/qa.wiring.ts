// The Q&A machine's side effects (R-QA-003, R-UPL-005): the history and the send
// are calls of the request layer; each attachment is uploaded by UploadPdfOrImage and reports
// back to the machine. The request layer shows a toast for any failure.
import { fromCallback, fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import {
  GetMyQuestionHistory,
  SendCustomerQuestion,
  type QaItem,
  type SendCustomerQuestionRequest,
} from '../../api/contracts/customer'
import { UploadPdfOrImage } from '../../api/contracts/files'
import { qaMachine, type QaEvent, type UploadInput } from '../../machines/qa'

export type QaClient = Pick<ApiClient, 'call'>

export function provideQa(client: QaClient) {
  return qaMachine.provide({
    actors: {
      loadHistory: fromPromise<readonly QaItem[]>(() => client.call(GetMyQuestionHistory, {})),
      sendQuestion: fromPromise<void, SendCustomerQuestionRequest>(async ({ input }) => {
        await client.call(SendCustomerQuestion, input)
      }),
      uploadFile: fromCallback<QaEvent, UploadInput>(({ input, sendBack }) => {
        let stopped = false
        client.call(UploadPdfOrImage, { file: input.file }).then(
          (uploaded) => {
            if (!stopped) sendBack({ type: 'attachment.uploaded', key: input.key, fileUrl: uploaded.fileURL })
          },
          () => {
            if (!stopped) sendBack({ type: 'attachment.failed', key: input.key })
          },
        )
        return () => {
          stopped = true
        }
      }),
    },
  })
}
