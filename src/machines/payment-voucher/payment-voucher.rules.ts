// Which files a payment voucher may be (R-PAY-005, R-UPL-009), and so which files the
// upload endpoint takes. Pure: the pending screen's payment mode (its machine comes later) and the
// mock backend's UploadPdfOrImage handler both call these.
//
// - A voucher is a pdf, jpeg, gif, jpg, png, bmp, pic or svg file (R-PAY-005), judged by the file
//   name's extension in any case (R-UPL-004).
// - UploadPdfOrImage serves the vouchers, the support files and the monthly inventories, so it takes
//   a voucher type or a pdf or an image of the workplace rules (which adds webp), of at most 10 MB
//   and not empty (R-UPL-009), with a name of 1 to 255 characters.
// - At least one voucher is needed to Save or Submit (R-PAY-004): `hasVoucher` of the
//   order-lifecycle rules, on the uploaded URLs. The spec sets no upper count.
import type { FeOrderStatus } from '../../api/contracts/common'
import { UPLOAD_MAX_BYTES } from '../../api/contracts/file-bounds'
import type { UpdateOrderRequest } from '../../api/contracts/order'
import type { Order } from '../../api/contracts/order-entities'
import { isDistributor, isPaymentVoucherMode } from '../order-lifecycle/order-lifecycle.rules'
import { submitRequestOf } from '../order-list/order-list.rules'
import { extensionOf, fileKindOf, isPdfOrImage } from '../workplace/workplace.rules'

export { UPLOAD_MAX_BYTES }

/** The voucher file types (R-PAY-005), as lower-case extensions. */
export const VOUCHER_EXTENSIONS = ['pdf', 'jpeg', 'gif', 'jpg', 'png', 'bmp', 'pic', 'svg'] as const

/** The longest file name kept (the stored name is a file system's usual limit). */
export const FILE_NAME_MAX = 255

/** Whether the name's extension is a voucher type, any case (R-PAY-005, R-UPL-004). */
export const isVoucherType = (fileName: string): boolean =>
  (VOUCHER_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))

/** Whether UploadPdfOrImage takes a file of this name: a voucher type, a pdf or an image. */
export const isUploadableType = (fileName: string): boolean =>
  isVoucherType(fileName) || isPdfOrImage(fileName)

export interface PickedFile {
  readonly fileName: string
  /** Bytes. */
  readonly size: number
}

/** Why a file cannot be uploaded, in the order they are checked. */
export type UploadProblem = 'badName' | 'wrongType' | 'tooLarge' | 'empty'

function problemOf(file: PickedFile, typeAllowed: (fileName: string) => boolean): UploadProblem | undefined {
  const name = file.fileName.trim()
  if (name === '' || name.length > FILE_NAME_MAX) return 'badName'
  if (!typeAllowed(name)) return 'wrongType'
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge'
  if (file.size <= 0) return 'empty'
  return undefined
}

/** The first problem of a file sent to UploadPdfOrImage; undefined when it is taken (R-UPL-009). */
export const uploadProblem = (file: PickedFile): UploadProblem | undefined =>
  problemOf(file, isUploadableType)

/**
 * The first problem of a file picked as a payment voucher; undefined when it may be one (R-PAY-005).
 */
export const voucherFileProblem = (file: PickedFile): UploadProblem | undefined =>
  problemOf(file, isVoucherType)

// ---------------------------------------------------------------------------------------------
// The drawer's mode and the voucher save (R-PEND-013, R-PAY-001, R-PAY-006)

/** The drawer's mode (R-PEND-013): payment for an order at 2 of a customer who pays by voucher. */
export type VoucherMode = 'payment' | 'view'

export interface VoucherFacts {
  readonly status: FeOrderStatus
  readonly customerTypeName: string
  readonly termsOfPayment: string
}

export const voucherModeOf = (facts: VoucherFacts): VoucherMode =>
  facts.status === 2 && isPaymentVoucherMode(facts.customerTypeName, facts.termsOfPayment)
    ? 'payment'
    : 'view'

/**
 * api/Order/Update's body that saves the vouchers (R-PAY-002, R-PAY-006): the order's current
 * fields, the evidence URLs, and formatId only for a distributor (0 otherwise).
 */
export function voucherSaveRequestOf(
  order: Order,
  evidence: readonly string[],
  customerTypeName: string,
): UpdateOrderRequest {
  return {
    ...submitRequestOf(order),
    formatId: isDistributor(customerTypeName) ? order.FormatId : 0,
    orderPaymentList: evidence.map((Evidence) => ({ Evidence })),
  }
}

// ---------------------------------------------------------------------------------------------
// Viewing a file (R-UPL-001..003, decision 0202)

/** How a file is shown: an image in the preview dialog, anything else as a PDF in a new tab. */
export type FileView = 'preview' | 'pdf'

const PREVIEWED = new Set(['svg', 'pic'])

/**
 * By the file name's extension, any case (R-UPL-004); a voucher saved earlier has only its URL, so
 * then by the type the server gave the file.
 */
export function fileViewOf(fileName: string | null, contentType: string): FileView {
  if (fileName !== null && fileName.trim() !== '')
    return fileKindOf(fileName) === 'image' || PREVIEWED.has(extensionOf(fileName)) ? 'preview' : 'pdf'
  return contentType.toLowerCase().startsWith('image/') ? 'preview' : 'pdf'
}
