// The place-order rules (R-ORD-005, R-ORD-011..021, R-ORD-023) as pure
// functions. The place-order machine's guards call them, and so does the mock backend before it
// creates or submits an order (R-ORD-023). No clock: `today` is always an argument.
import type { OrderBody } from '../../api/contracts/order'
import type { OrderProductLine } from '../../api/contracts/order-entities'
import type { Product } from '../../api/contracts/product-entities'
import { addDays, isBusinessDate } from '../order-lifecycle/business-time'

/** Minimum order in cases: exactly 100 is accepted (R-ORD-016). */
export const MIN_ORDER_CASES = 100
/** Most cases a frozen-goods order may have: exactly 2300 is accepted (R-ORD-017). */
export const FROZEN_MAX_CASES = 2300
/** Largest quantity one line may carry: above it the typing is a slip, not an order (our limit). */
export const MAX_LINE_QUANTITY = 100_000

/** Recommended container loads in cases (R-ORD-021), in ascending order. */
export const CONTAINER_BANDS = [
  { band: '20ft', from: 1000, to: 1100 },
  { band: '40ft', from: 2200, to: 2300 },
] as const
export type ContainerBand = (typeof CONTAINER_BANDS)[number]['band']

/** A rule that blocks a submit, with the message key of the `placeOrder` namespace and its values. */
export interface OrderRuleViolation {
  readonly rule: `R-ORD-${string}`
  readonly key: string /* 'placeOrder:rules.<name>' */
  readonly params?: Record<string, unknown>
}

/** What the quantity rules need of a line: its quantity and, for a promotion, its items (R-ORD-011). */
export type QuantityLine = Pick<
  OrderProductLine,
  'Quantity' | 'IsPromotion' | 'MainProductList' | 'FocProductList'
>

/**
 * A cart line as the checks need it: the order-line fields plus the product's FormatId and
 * IsFrozen (the backend takes them from its catalogue). The promotion period is optional: without
 * it a promotion line counts as valid on any ETD.
 */
export type CartLineForCheck = Pick<
  OrderProductLine,
  'ProductCode' | 'Quantity' | 'IsPromotion' | 'MainProductList' | 'FocProductList'
> &
  Pick<Product, 'FormatId' | 'IsFrozen'> &
  Partial<Pick<OrderProductLine, 'PromotionFromDate' | 'PromotionToDate'>>

/** An order as the submit checks need it; a request body plus catalogue look-ups gives one. */
export interface CartForCheck {
  /** The chosen company code; empty while none is chosen. */
  readonly customerCode: string
  readonly shippingAddressId: OrderBody['shippingAddressId']
  readonly etaDate: OrderBody['etaDate']
  readonly note: string
  readonly lines: readonly CartLineForCheck[]
}

export interface OrderCheckContext {
  /** Today's business date, `YYYY-MM-DD` (Vietnam). */
  readonly today: string
  /** ETA to ETD gap in days (api/Order/GetETATEDGap). */
  readonly etdGapDays: number
}

const violation = (
  rule: `R-ORD-${string}`,
  name: string,
  params?: Record<string, unknown>,
): OrderRuleViolation =>
  params === undefined
    ? { rule, key: `placeOrder:rules.${name}` }
    : { rule, key: `placeOrder:rules.${name}`, params }

// ---------------------------------------------------------------------------------------------
// Quantities (R-ORD-002, R-ORD-011, R-ORD-012)

/** Cases of one line: Σ PromotionItemQuantity × Quantity over main and FOC items for a promotion (R-ORD-011), else Quantity (R-ORD-012). */
export function lineCases(line: QuantityLine): number {
  if (!line.IsPromotion) return line.Quantity
  let perCase = 0
  for (const item of line.MainProductList) perCase += item.PromotionItemQuantity
  for (const item of line.FocProductList) perCase += item.PromotionItemQuantity
  return perCase === 0 ? 0 : perCase * line.Quantity // no -0 for an empty promotion
}

/** Cases of the whole order (R-ORD-002). */
export const totalCases = (lines: readonly QuantityLine[]): number =>
  lines.reduce((sum, line) => sum + lineCases(line), 0)

/** Why a line quantity is refused, or undefined when it is a whole number from 1 to 100,000. */
export function quantityProblem(quantity: number): 'notPositive' | 'notWhole' | 'tooLarge' | undefined {
  if (!Number.isFinite(quantity)) return 'notWhole'
  if (quantity <= 0) return 'notPositive'
  if (!Number.isInteger(quantity)) return 'notWhole'
  if (quantity > MAX_LINE_QUANTITY) return 'tooLarge'
  return undefined
}

export type QuantityInput =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly key: string; readonly params?: Record<string, unknown> }

/**
 * What the user typed in a quantity box, read as cases. Only plain digits are accepted (spaces
 * around them, and thousands separators '.' or ',' between groups of three, are allowed); `0`
 * means "take the line out". Anything else is refused with a message key and the box keeps its
 * previous quantity.
 */
export function parseQuantityInput(text: string): QuantityInput {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, key: 'placeOrder:quantity.empty' }
  if (/^-/.test(trimmed)) return { ok: false, key: 'placeOrder:quantity.negative' }
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(trimmed)
  if (!grouped && /^\d+[.,]\d+$/.test(trimmed)) return { ok: false, key: 'placeOrder:quantity.fractional' }
  if (!grouped && !/^\d+$/.test(trimmed)) return { ok: false, key: 'placeOrder:quantity.notNumber' }
  const quantity = Number(trimmed.replace(/[.,]/g, ''))
  if (quantity > MAX_LINE_QUANTITY)
    return { ok: false, key: 'placeOrder:quantity.tooLarge', params: { max: MAX_LINE_QUANTITY } }
  return { ok: true, quantity }
}

// ---------------------------------------------------------------------------------------------
// Money (R-ORD-001): VND integers, VAT included

/** Amount of one line: UnitPrice × Quantity. */
export const lineAmount = (line: Pick<OrderProductLine, 'UnitPrice' | 'Quantity'>): number =>
  line.UnitPrice * line.Quantity

/** Amount of the order: Σ UnitPrice × Quantity. */
export const orderAmount = (lines: readonly Pick<OrderProductLine, 'UnitPrice' | 'Quantity'>[]): number =>
  lines.reduce((sum, line) => sum + lineAmount(line), 0)

// ---------------------------------------------------------------------------------------------
// Dates (R-ORD-018, R-ORD-019)

/** ETD of an ETA: the ETA minus the gap; undefined when the ETA is not a real date. */
export const etdOf = (eta: string, gapDays: number): string | undefined => addDays(eta, -gapDays)

/** The first ETA offered: the one whose ETD is today. */
export const earliestEta = (today: string, gapDays: number): string | undefined => addDays(today, gapDays)

/** An ETA is offered when it is a real date whose ETD is today or later (R-ORD-018). */
export function isEtaOffered(eta: string, today: string, gapDays: number): boolean {
  const etd = etdOf(eta, gapDays)
  // Both are YYYY-MM-DD, so text order is date order.
  return etd !== undefined && etd >= today
}

export type PromotionPeriodLine = Pick<OrderProductLine, 'IsPromotion'> &
  Partial<Pick<OrderProductLine, 'PromotionFromDate' | 'PromotionToDate'>>

/** Whether a promotion line's period (bounds included; a missing bound is open) holds the ETD. */
export function promotionCoversEtd(line: PromotionPeriodLine, etd: string): boolean {
  if (!line.IsPromotion) return true
  const from = line.PromotionFromDate ?? null
  const to = line.PromotionToDate ?? null
  return (from === null || etd >= from) && (to === null || etd <= to)
}

/** The promotion lines whose period does not hold the ETD (R-ORD-019), in cart order. */
export const promotionLinesOutsidePeriod = <L extends PromotionPeriodLine>(
  lines: readonly L[],
  etd: string,
): L[] => lines.filter((line) => !promotionCoversEtd(line, etd))

// ---------------------------------------------------------------------------------------------
// Formats (R-ORD-020) and the frozen limit (R-ORD-017)

/** The order's format: that of its first line, or null while the cart is empty. */
/** An order's id as a link carries it (the draft list's `draftId`): a positive whole number. */
export const isOrderId = (id: number): boolean => Number.isSafeInteger(id) && id > 0

export const cartFormatOf = (lines: readonly Pick<Product, 'FormatId'>[]): number | null =>
  lines[0]?.FormatId ?? null

/** Adding this product would mix formats (R-ORD-020). */
export const formatConflict = (cartFormatId: number | null, product: Pick<Product, 'FormatId'>): boolean =>
  cartFormatId !== null && product.FormatId !== cartFormatId

/** The distinct formats of the lines, in first-seen order. */
export const formatsOf = (lines: readonly Pick<Product, 'FormatId'>[]): number[] => [
  ...new Set(lines.map((line) => line.FormatId)),
]

/** A frozen-goods order: any of its lines is frozen (one format per order makes it all of them). */
export const isFrozenOrder = (lines: readonly Pick<Product, 'IsFrozen'>[]): boolean =>
  lines.some((line) => line.IsFrozen)

// ---------------------------------------------------------------------------------------------
// Container guidance (R-ORD-021): a hint, never a refusal

export interface ContainerGuidance {
  /** The container the order fills, or null outside the bands. */
  readonly band: ContainerBand | null
  /** Cases to add to reach the next band; null inside a band or above the last one. */
  readonly casesToNextBand: number | null
  /** Outside every band: processing may be slower. */
  readonly slower: boolean
  /** The hint's message key in the placeOrder namespace, with its values. */
  readonly key: string
  readonly params: Record<string, unknown>
}

export function containerGuidance(total: number): ContainerGuidance {
  for (const { band, from, to } of CONTAINER_BANDS) {
    if (total >= from && total <= to)
      return {
        band,
        casesToNextBand: null,
        slower: false,
        key: 'placeOrder:container.fills',
        params: { band, total },
      }
  }
  const next = CONTAINER_BANDS.find(({ from }) => total < from)
  if (next === undefined) {
    const last = CONTAINER_BANDS[CONTAINER_BANDS.length - 1]!
    return {
      band: null,
      casesToNextBand: null,
      slower: true,
      key: 'placeOrder:container.slowerAbove',
      params: { total, band: last.band, over: total - last.to },
    }
  }
  const cases = next.from - total
  // Between two bands the order is over the smaller container, not short of any container.
  const previous = [...CONTAINER_BANDS].reverse().find(({ to }) => total > to)
  return {
    band: null,
    casesToNextBand: cases,
    slower: true,
    key: previous ? 'placeOrder:container.slowerBetween' : 'placeOrder:container.slowerBelow',
    params: previous
      ? { total, cases, band: next.band, over: total - previous.to, previousBand: previous.band }
      : { total, cases, band: next.band },
  }
}

// ---------------------------------------------------------------------------------------------
// The submit check

/**
 * Everything that blocks a submit (R-ORD-005, R-ORD-015..017, R-ORD-023): used by the machine's
 * guards AND by the mock backend. In this order: missing customer code, shipping address, ETA, note
 * (R-ORD-005); no products (R-ORD-015); fewer than 100 cases (R-ORD-016); more than one format
 * (R-ORD-020); a frozen order over 2300 cases (R-ORD-017); an ETA that is not a date or whose ETD
 * is before today (R-ORD-018); bad line quantities (R-ORD-002); promotion lines whose period does
 * not hold the ETD (R-ORD-019). An empty list means the order may be submitted.
 */
export function checkOrderForSubmit(
  cart: CartForCheck,
  context: OrderCheckContext,
): readonly OrderRuleViolation[] {
  const found: OrderRuleViolation[] = []
  if (cart.customerCode.trim() === '') found.push(violation('R-ORD-005', 'customerRequired'))
  if (cart.shippingAddressId === null) found.push(violation('R-ORD-005', 'addressRequired'))
  if (cart.etaDate === null) found.push(violation('R-ORD-005', 'etaRequired'))
  if (cart.note.trim() === '') found.push(violation('R-ORD-005', 'noteRequired'))

  const total = totalCases(cart.lines)
  if (cart.lines.length === 0) found.push(violation('R-ORD-015', 'noProducts'))
  else if (total < MIN_ORDER_CASES)
    found.push(
      violation('R-ORD-016', 'minimumCases', {
        total,
        minimum: MIN_ORDER_CASES,
        missing: MIN_ORDER_CASES - total,
      }),
    )

  const formats = formatsOf(cart.lines)
  if (formats.length > 1) found.push(violation('R-ORD-020', 'mixedFormats', { formats: formats.length }))

  if (isFrozenOrder(cart.lines) && total > FROZEN_MAX_CASES)
    found.push(
      violation('R-ORD-017', 'frozenLimit', {
        total,
        limit: FROZEN_MAX_CASES,
        excess: total - FROZEN_MAX_CASES,
      }),
    )

  const etd = cart.etaDate === null ? undefined : etdOf(cart.etaDate, context.etdGapDays)
  if (cart.etaDate !== null) {
    if (etd === undefined || !isBusinessDate(context.today))
      found.push(violation('R-ORD-018', 'etaInvalid', { eta: cart.etaDate }))
    else if (etd < context.today)
      found.push(
        violation('R-ORD-018', 'etdBeforeToday', {
          eta: cart.etaDate,
          etd,
          earliestEta: earliestEta(context.today, context.etdGapDays),
        }),
      )
  }

  for (const line of cart.lines) {
    const problem = quantityProblem(line.Quantity)
    if (problem !== undefined)
      found.push(
        violation('R-ORD-002', `quantity${problem[0]!.toUpperCase()}${problem.slice(1)}`, {
          productCode: line.ProductCode,
          quantity: line.Quantity,
          max: MAX_LINE_QUANTITY,
        }),
      )
  }

  if (etd !== undefined)
    for (const line of promotionLinesOutsidePeriod(cart.lines, etd))
      found.push(
        violation('R-ORD-019', 'promotionOutsidePeriod', {
          productCode: line.ProductCode,
          etd,
          from: line.PromotionFromDate ?? null,
          to: line.PromotionToDate ?? null,
        }),
      )

  return found
}

/** The form's fields the submit check reads (the machine's placeInfo has them). */
export type FormForCheck = Omit<CartForCheck, 'lines'>

/** The cart and form as the submit checks see them (the same shape the mock backend builds). */
export const cartForCheck = (form: FormForCheck, cart: CartForCheck['lines']): CartForCheck => ({
  customerCode: form.customerCode,
  shippingAddressId: form.shippingAddressId,
  etaDate: form.etaDate,
  note: form.note,
  lines: cart,
})

/** What the screen's submit check reads of the order in progress. */
export interface OrderInProgress {
  readonly form: FormForCheck
  readonly cart: CartForCheck['lines']
  readonly today: string
  /** Null until the gap is loaded: the ETA rule then counts it as 0 days. */
  readonly etdGapDays: number | null
}

/**
 * The submit check (checkOrderForSubmit, R-ORD-023) on the order in progress; `today` may be newer
 * than the order's, when the submit brings it.
 */
export const violationsOf = (order: OrderInProgress, today: string = order.today) =>
  checkOrderForSubmit(cartForCheck(order.form, order.cart), {
    today,
    etdGapDays: order.etdGapDays ?? 0,
  })
