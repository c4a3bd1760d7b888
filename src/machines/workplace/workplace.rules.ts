// My workplace's rules (spec §1, §5 Uploads): the monthly inventory upload takes a pdf or an image
// under 10 MB, by the file name's extension, case-insensitive (R-UPL-004), and needs a month
// (R-WORK-003). The workplace screen and the mock backend both call these. No clock: the current
// month arrives as a parameter.
import { UPLOAD_MAX_BYTES } from '../../api/contracts/files'

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const
export const PDF_EXTENSIONS = ['pdf'] as const

/** The lower-cased extension of a file name ('A.PDF' gives 'pdf'); '' without one. */
export function extensionOf(fileName: string): string {
  const name = fileName.trim()
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ''
}

export type FileKind = 'pdf' | 'image' | 'other'

/** What a file is, by its name's extension, case-insensitive (R-UPL-004). */
export function fileKindOf(fileName: string): FileKind {
  const extension = extensionOf(fileName)
  if ((PDF_EXTENSIONS as readonly string[]).includes(extension)) return 'pdf'
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image'
  return 'other'
}

export const isPdfOrImage = (fileName: string): boolean => fileKindOf(fileName) !== 'other'

/** Why a monthly inventory cannot be uploaded; undefined when it can (R-WORK-003). */
export type InventoryUploadProblem = 'noMonth' | 'futureMonth' | 'wrongType' | 'tooLarge'

export interface InventoryUpload {
  /** `YYYY-MM`, or empty while none is picked. */
  readonly month: string
  readonly fileName: string
  /** Bytes; unknown once the file is already uploaded (the upload call checked it). */
  readonly size?: number
}

/**
 * The first problem of an inventory upload: a month must be picked and not lie after
 * `currentMonth` (`YYYY-MM`, the business month), and the file must be a pdf or an image of at
 * most 10 MB.
 */
export function inventoryUploadProblem(
  upload: InventoryUpload,
  currentMonth: string,
): InventoryUploadProblem | undefined {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(upload.month)) return 'noMonth'
  if (upload.month > currentMonth) return 'futureMonth'
  if (!isPdfOrImage(upload.fileName)) return 'wrongType'
  if (upload.size !== undefined && upload.size > UPLOAD_MAX_BYTES) return 'tooLarge'
  return undefined
}
