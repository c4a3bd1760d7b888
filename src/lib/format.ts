// Presentation helpers shared by the screens (the place-order screen and the order lists): money
// in VND (VAT included) with Intl.NumberFormat for the active language (R-ORD-001, R-ORD-022),
// dates DD-MM-YYYY on screen and YYYY-MM-DD on the wire (R-DATE-002, R-DATE-005), product and
// reference names in the active language (R-I18N-002), and the machine's notices and violations
// as message arguments. The bottom layer (lib): no contract import, the product is structural.
import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'

dayjs.extend(customParseFormat)

export type Lng = 'vi' | 'en'
export const lngOf = (language: string | undefined): Lng => (language === 'en' ? 'en' : 'vi')

const LOCALES: Record<Lng, string> = { vi: 'vi-VN', en: 'en-US' }
const numbers = new Map<Lng, Intl.NumberFormat>()

const money = new Map<Lng, Intl.NumberFormat>()

/**
 * An amount in VND, VAT included: "1.250.000 VND" (vi), "VND 1,250,000" (en). The one way money
 * is written on every screen (R-I18N-011, decision 0347): the code VND, as the spec names the
 * currency and its columns, never the đồng sign; the grouping of the active language (R-ORD-022).
 */
export function formatVnd(amount: number, lng: Lng): string {
  let format = money.get(lng)
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALES[lng], {
      style: 'currency',
      currency: 'VND',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    })
    money.set(lng, format)
  }
  // Intl separates the code with a no-break space; a plain space reads and matches the same.
  return format.format(amount).replace(/\u00a0/g, ' ')
}

/** A count (cases, lines) with the language's grouping. */
export function formatCount(value: number, lng: Lng): string {
  let format = numbers.get(lng)
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALES[lng], { maximumFractionDigits: 0 })
    numbers.set(lng, format)
  }
  return format.format(value)
}

/** A rate kept as a fraction, shown times 100 as a percent (R-ORD-010): 0.02 is "2%". */
export const formatPercent = (fraction: number, lng: Lng): string =>
  new Intl.NumberFormat(LOCALES[lng], { style: 'percent', maximumFractionDigits: 2 })
    .format(fraction)
    .replace(/\u00a0/g, '')

export const SCREEN_DATE = 'DD-MM-YYYY'
export const WIRE_DATE = 'YYYY-MM-DD'
const WIRE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A wire date (YYYY-MM-DD) as shown on screen (DD-MM-YYYY); anything else unchanged. */
export const screenDate = (wire: string | null | undefined): string =>
  wire == null ? '' : WIRE_DATE_PATTERN.test(wire) ? dayjs(wire, WIRE_DATE, true).format(SCREEN_DATE) : wire

const WIRE_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(:\d{2})?$/

/** A wire date-time (YYYY-MM-DD HH:mm:ss) as notifications show it, DD-MM-YYYY HH:mm (R-DATE-003). */
export const screenDateTime = (wire: string): string => {
  const match = WIRE_DATE_TIME_PATTERN.exec(wire)
  return match === null ? wire : `${match[3]}-${match[2]}-${match[1]} ${match[4]}:${match[5]}`
}

/** A wire date as a local Date at midnight (for the calendar). */
export const dateOfWire = (wire: string): Date => dayjs(wire, WIRE_DATE, true).toDate()

/** A calendar Date as a wire date. */
export const wireOfDate = (date: Date): string => dayjs(date).format(WIRE_DATE)

/**
 * A date typed on screen: DD-MM-YYYY (or with '/' or '.'), a real calendar day. Answers the wire
 * date, undefined when the text is not such a date.
 */
export function parseScreenDate(text: string): string | undefined {
  const trimmed = text.trim().replace(/[/.]/g, '-')
  if (!/^\d{1,2}-\d{1,2}-\d{4}$/.test(trimmed)) return undefined
  const parsed = dayjs(trimmed, ['DD-MM-YYYY', 'D-M-YYYY', 'DD-M-YYYY', 'D-MM-YYYY'], true)
  return parsed.isValid() ? parsed.format(WIRE_DATE) : undefined
}

/** The product's name in the active language (R-I18N-002). */
export const productName = (
  product: { readonly ProductName: string; readonly ProductName_enUS: string },
  lng: Lng,
): string =>
  lng === 'en' && product.ProductName_enUS.trim() !== '' ? product.ProductName_enUS : product.ProductName

/** A paired _EN/_VN text in the active language. */
export const pairText = (en: string, vi: string, lng: Lng): string => (lng === 'en' ? en || vi : vi || en)

/**
 * A promotion type's name in the active language: products and order lines carry one name (the
 * Vietnamese one, spec's single field); the promotion types list pairs it with its English one.
 * A name the list does not know is shown as it is.
 */
export function promotionTypeNameOf(
  types: readonly { readonly PromotionTypeName_EN: string; readonly PromotionTypeName_VN: string }[],
  name: string,
  lng: Lng,
): string {
  const found = types.find((p) => p.PromotionTypeName_VN === name || p.PromotionTypeName_EN === name)
  return found ? pairText(found.PromotionTypeName_EN, found.PromotionTypeName_VN, lng) : name
}

/**
 * The arguments of a machine notice or rule violation for the screen: wire dates become
 * DD-MM-YYYY; everything else is passed on (numbers are formatted by the messages themselves).
 */
export function messageParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const shown: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params ?? {}))
    shown[key] = typeof value === 'string' && WIRE_DATE_PATTERN.test(value) ? screenDate(value) : value
  return shown
}

/** A wire month (`YYYY-MM`) in the active language: "Tháng 11/2026" (vi), "Nov 2026" (en). */
export function formatMonth(wire: string, lng: Lng): string {
  const [year, month] = wire.split('-').map(Number) as [number, number]
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return wire
  if (lng === 'vi') return `Tháng ${month}/${year}`
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  )
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** A file size in 1024 steps with 2 decimals (R-UPL-007): 1536 bytes is "1.50 KB". */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(2)} ${SIZE_UNITS[unit]}`
}
