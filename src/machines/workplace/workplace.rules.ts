// My workplace's rules (R-WORK-003): the monthly inventory upload takes a pdf or an image
// under 10 MB, by the file name's extension, case-insensitive (R-UPL-004), and needs a month
// (R-WORK-003). The workplace screen and the mock backend both call these. No clock: the current
// month arrives as a parameter.
import { UPLOAD_MAX_BYTES } from '../../api/contracts/file-bounds'
import { TOP_PRODUCTS } from '../../api/contracts/workplace'

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

/** Years the workplace offers: the business year and the three before it (the portal's history). */
export const WORKPLACE_YEARS = 4

/** The years to choose from, newest first, for the business month `currentMonth` (`YYYY-MM`). */
export function yearsOffered(currentMonth: string): number[] {
  const year = Number(currentMonth.slice(0, 4))
  return Array.from({ length: WORKPLACE_YEARS }, (_, i) => year - i)
}

/**
 * The months an inventory may be uploaded for, newest first: from January of the oldest year
 * offered up to `currentMonth` (decision 0241: a later month is never offered).
 */
export function inventoryMonths(currentMonth: string): string[] {
  const [year, month] = currentMonth.split('-').map(Number) as [number, number]
  const months: string[] = []
  for (let y = year; y > year - WORKPLACE_YEARS; y -= 1)
    for (let m = y === year ? month : 12; m >= 1; m -= 1) months.push(`${y}-${String(m).padStart(2, '0')}`)
  return months
}

/** A company code the workplace may show: '' (all the user's companies) or one of the user's codes. */
export const isOwnCompany = (code: string, customerCodes: readonly string[]): boolean =>
  code === '' || customerCodes.includes(code)

/** One month of the sales chart and its table: the same numbers for both (R-WORK-001). */
export interface SalesMonthRow {
  /** `YYYY-MM`. */
  readonly month: string
  readonly quantity: number
  readonly amount: number
  /** The month's share of the yearly target, in cases (the target line). */
  readonly targetQuantity: number
  readonly orderCount: number
}

interface SalesFigures {
  readonly Year: number
  readonly TargetQuantity: number
  readonly MonthList: readonly {
    readonly Month: number
    readonly Quantity: number
    readonly Amount: number
  }[]
}
interface PulseFigures {
  readonly Month: string
  readonly OrderCount: number
}

/**
 * The rows both the charts and their table views show: each month of the year up to the business
 * month `currentMonth` (`YYYY-MM`; a month still to come is not drawn as 0, R-WORK-007) with its
 * cases and amount (sales performance), the target's monthly share (the yearly target over 12,
 * rounded) and the order count of the pulse report (0 for a month it does not list).
 */
export function salesMonthRows(
  sales: SalesFigures,
  pulse: readonly PulseFigures[],
  currentMonth: string,
): SalesMonthRow[] {
  const orders = new Map(pulse.map((row) => [row.Month, row.OrderCount]))
  const monthlyTarget = Math.round(sales.TargetQuantity / 12)
  const monthOf = (m: number) => `${sales.Year}-${String(m).padStart(2, '0')}`
  return [...sales.MonthList]
    .filter((m) => monthOf(m.Month) <= currentMonth)
    .sort((a, b) => a.Month - b.Month)
    .map((m) => {
      const month = monthOf(m.Month)
      return {
        month,
        quantity: m.Quantity,
        amount: m.Amount,
        targetQuantity: monthlyTarget,
        orderCount: orders.get(month) ?? 0,
      }
    })
}

/** A ranked product with its bar's length, a share of the first product's cases (R-WORK-002). */
export interface TopProductRow<P> {
  readonly product: P
  readonly share: number
}

/** The top products by rank, at most 10, each with its bar's share (0..1) of the largest. */
export function topProductRows<P extends { readonly Rank: number; readonly Quantity: number }>(
  products: readonly P[],
): TopProductRow<P>[] {
  const ranked = [...products].sort((a, b) => a.Rank - b.Rank).slice(0, TOP_PRODUCTS)
  const largest = Math.max(0, ...ranked.map((p) => p.Quantity))
  return ranked.map((product) => ({ product, share: largest === 0 ? 0 : product.Quantity / largest }))
}
