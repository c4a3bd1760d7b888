// The Q&A machine's side effects (R-QA-003, R-UPL-005): the history and the send
// are calls of the request layer; each attachment is uploaded by UploadPdfOrImage and reports
// back to the machine. The request layer shows a toast for any failure.
import { perAction } from '../../api/idempotency'
import { fromCallback, fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import {
  GetMyQuestionHistory,
  SendCustomerQuestion,
  type QaItem,
  type SendCustomerQuestionRequest,
} from '../../api/contracts/customer'
import { qaMachine, type QaEvent, type UploadInput } from '../../machines/qa'

export type QaClient = Pick<ApiClient, 'call'>

export function provideQa(client: QaClient) {
  // One key per user action, the same for its retries (R-API-050, decision 0356).
  const send = perAction((input: SendCustomerQuestionRequest, key) =>
    client.call(SendCustomerQuestion, input, { idempotencyKey: key }),
  )
  // The file endpoint loads with the first attachment, not with the page (decision 0397).
  const upload = perAction(async (file: Blob, key) => {
    const { UploadPdfOrImage } = await import('../../api/contracts/files')
    return client.call(UploadPdfOrImage, { file }, { idempotencyKey: key })
  })
  return qaMachine.provide({
    actors: {
      loadHistory: fromPromise<readonly QaItem[]>(() => client.call(GetMyQuestionHistory, {})),
      sendQuestion: fromPromise<void, SendCustomerQuestionRequest>(async ({ input }) => {
        await send(input)
      }),
      uploadFile: fromCallback<QaEvent, UploadInput>(({ input, sendBack }) => {
        let stopped = false
        upload(input.file).then(
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
