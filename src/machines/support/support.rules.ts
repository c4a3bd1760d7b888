// Receipt and support of a delivered order (R-CONF-014, R-SUP-001..004, R-SUP-008, R-LIFE-031),
// as pure functions the support machine's guards call. Which buttons an order shows and until
// when is the order lifecycle's answer (its chart and its support window), asked here, never
// written again: Received and Support exist exactly when the lifecycle accepts the customer's
// `order.receive` and `support.request` for that order at that business time.
import { FILES_PER_REQUEST_MAX, type FeOrderStatus, type FileRef } from '../../api/contracts/common'
import type { SaveAsSupportOrderRequest } from '../../api/contracts/order'
import { UPLOAD_MAX_BYTES } from '../../api/contracts/file-bounds'
import { addDays, dateOf } from '../order-lifecycle/business-time'
import { orderSnapshotAt } from '../order-lifecycle/order-lifecycle.fold'
import { supportWindowClosesAt } from '../order-lifecycle/order-lifecycle.rules'
import { isPdfOrImage } from '../workplace/workplace.rules'
import { FILE_NAME_MAX } from '../payment-voucher/payment-voucher.rules'

/** What the machine knows of the order (api/Order/Get). */
export interface SupportOrder {
  readonly Id: number
  readonly OrderNumber: string
  readonly FeOrderStatus: FeOrderStatus
  readonly ConfirmedETA: string | null
  readonly EtaDate: string | null
  readonly TermsOfPayment: string
}

export interface ReceiptActions {
  readonly receive: boolean
  readonly support: boolean
}

/**
 * Received and Support for this order at business time `now` (`YYYY-MM-DD HH:mm:ss`): the
 * lifecycle's `can` for the customer's events (R-CONF-014, R-LIFE-030, R-LIFE-031). The reason
 * a real request carries is not known yet, so one is assumed: the button opens the dialog.
 */
export function receiptActionsOf(order: SupportOrder, now: string): ReceiptActions {
  const snapshot = orderSnapshotAt(
    order.FeOrderStatus,
    // The customer type decides nothing after approval; the facts only have to be well formed.
    { customerTypeName: '', termsOfPayment: order.TermsOfPayment, etaDate: order.EtaDate ?? '2000-01-01' },
    order.ConfirmedETA,
  )
  return {
    receive: snapshot.can({ type: 'order.receive', by: 'customer', at: now }),
    support: snapshot.can({ type: 'support.request', by: 'customer', at: now, supportIdList: [1] }),
  }
}

/**
 * The last day support can be asked (R-SUP-008): the day before the window closes at 00:00 of
 * the confirmed ETA plus 7 days. Undefined without a confirmed ETA.
 */
export function supportLastDayOf(confirmedEta: string | null): string | undefined {
  const closesAt = supportWindowClosesAt(confirmedEta)
  return closesAt === undefined ? undefined : addDays(dateOf(closesAt), -1)
}

/** The most attachments one request names (the request's bound, decision 0140). */
export const SUPPORT_FILES_MAX = FILES_PER_REQUEST_MAX

/** Why a picked file cannot be a support attachment (R-SUP-001, R-SUP-002). */
export type SupportFileProblem = 'badName' | 'wrongType' | 'tooLarge' | 'empty' | 'tooMany'

export interface PickedFile {
  readonly fileName: string
  readonly size: number
}

/**
 * The first problem of a picked file: an image or a pdf (by extension, R-UPL-004) of 1 B to 10 MB,
 * while fewer than SUPPORT_FILES_MAX are attached (`attached`).
 */
export function supportFileProblem(file: PickedFile, attached = 0): SupportFileProblem | undefined {
  const name = file.fileName.trim()
  if (name === '' || name.length > FILE_NAME_MAX) return 'badName'
  if (!isPdfOrImage(name)) return 'wrongType'
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge'
  if (file.size <= 0) return 'empty'
  if (attached >= SUPPORT_FILES_MAX) return 'tooMany'
  return undefined
}

export type UploadStatus = 'uploading' | 'done'

/** An attachment of the support request; a failed upload keeps no entry (R-UPL-006). */
export interface SupportUpload {
  readonly key: string
  readonly fileName: string
  readonly size: number
  readonly status: UploadStatus
  /** Set once uploaded. */
  readonly fileUrl?: string
}

export interface SupportDraft {
  readonly reasonIds: readonly number[]
  readonly description: string
  readonly uploads: readonly SupportUpload[]
}

/** Why a support request cannot be sent yet, in the order the customer fixes them. */
export type SupportSubmitProblem = 'noReason' | 'uploadsIncomplete'

/** R-SUP-003 (a reason at least), R-SUP-004 (every upload complete). */
export function supportSubmitProblem(draft: SupportDraft): SupportSubmitProblem | undefined {
  if (draft.reasonIds.length === 0) return 'noReason'
  if (draft.uploads.some((upload) => upload.status !== 'done' || upload.fileUrl === undefined))
    return 'uploadsIncomplete'
  return undefined
}

/** The api/Order/SaveAsSupportOrder body (R-SUP-006) of a draft that has no problem. */
export function supportRequestOf(orderId: number, draft: SupportDraft): SaveAsSupportOrderRequest {
  return {
    orderId,
    supportIdList: [...draft.reasonIds],
    supportDescription: draft.description.trim(),
    supportUrlList: draft.uploads.map((u): FileRef => ({ fileUrl: u.fileUrl ?? '', fileName: u.fileName })),
  }
}
