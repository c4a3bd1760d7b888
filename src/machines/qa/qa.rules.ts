// The product Q&A rules (R-QA-002, R-QA-005): a question needs text ('Please input content',
// R-QA-002) of at most QUESTION_MAX characters, and its attachments are pdfs or images of at most
// 10 MB (R-UPL-004, R-QA-005), all uploaded before it is sent. The Q&A machine's guards call these;
// the mock backend checks the same limits through the request Schema and the upload handler.
import { QUESTION_ATTACHMENTS_MAX, QUESTION_MAX } from '../../api/contracts/customer'
import { UPLOAD_MAX_BYTES } from '../../api/contracts/file-bounds'
import { isPdfOrImage } from '../workplace/workplace.rules'

export { QUESTION_ATTACHMENTS_MAX, QUESTION_MAX, UPLOAD_MAX_BYTES }

/** Why a picked file cannot be attached; undefined when it can. */
export type AttachmentProblem = 'wrongType' | 'tooLarge' | 'tooMany'

export function attachmentProblem(
  file: { readonly name: string; readonly size: number },
  attached: number,
): AttachmentProblem | undefined {
  if (!isPdfOrImage(file.name)) return 'wrongType'
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge'
  if (attached >= QUESTION_ATTACHMENTS_MAX) return 'tooMany'
  return undefined
}

export type AttachmentStatus = 'uploading' | 'uploaded' | 'failed'

export interface DraftAttachment {
  readonly key: string
  readonly fileName: string
  readonly status: AttachmentStatus
  readonly fileUrl: string | null
}

/** Why a question cannot be sent; undefined when it can. */
export type QuestionProblem = 'empty' | 'tooLong' | 'uploadsIncomplete'

export function questionProblem(
  text: string,
  attachments: readonly DraftAttachment[],
): QuestionProblem | undefined {
  if (text.trim() === '') return 'empty'
  if (text.trim().length > QUESTION_MAX) return 'tooLong'
  if (attachments.some((a) => a.status !== 'uploaded')) return 'uploadsIncomplete'
  return undefined
}
