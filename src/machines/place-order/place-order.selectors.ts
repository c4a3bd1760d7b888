// What the place-order screen reads from the machine's snapshot, one selector per need, so each
// part of the screen re-renders only when what it shows changes (`useSelector(actor, selector)`).
// Derived values (the summary) are memoised on the context parts they read.
import { codesRefusing } from '../profile/profile.rules'
import type { Product } from '../../api/contracts/product-entities'
import { orderTotalsOf } from '../order-pricing/order-pricing.rules'
import type { CartLine, Notice } from './place-order.cart'
import { containerFillOf, type ContainerFill } from './container-fill.rules'
import type { PlaceOrderContext, PlaceOrderSnapshot } from './place-order.machine'
import { noticeIn, type NoticeSlot, type ScreenNotice } from './place-order.notices'
import {
  cartFormatOf,
  containerGuidance,
  earliestEta,
  etdOf,
  isFrozenOrder,
  totalCases,
  type ContainerGuidance,
  violationsOf,
  type OrderRuleViolation,
} from './place-order.rules'

type SummaryContext = Pick<PlaceOrderContext, 'cart' | 'form' | 'etdGapDays' | 'today' | 'customerTypeName'>

/** The live summary beside the catalogue: totals (R-ORD-011, R-ORD-001), ETD, container hint (R-ORD-021). */
export interface OrderSummary {
  readonly lineCount: number
  readonly totalCases: number
  /** VND, VAT included, before the special rate. */
  readonly amount: number
  /** The company's special rate (R-ORD-030) and the total after it: what the server stores. */
  readonly specialRatePercent: number
  readonly totalAmount: number
  readonly formatId: number | null
  readonly frozen: boolean
  /** ETD of the chosen ETA (R-ORD-018), null without an ETA or a gap. */
  readonly etd: string | null
  /** The first ETA the date picker offers, null until the gap is loaded. */
  readonly earliestEta: string | null
  readonly container: ContainerGuidance
  /** Cases that would fill the next container, spread over the cart (R-FILL-001); null when none. */
  readonly containerFill: ContainerFill | null
  /** What would block a submit now (the screen may show it before a submit). */
  readonly blocking: readonly OrderRuleViolation[]
}

/** The ETD of the chosen ETA (R-ORD-018), null without an ETA or a gap. */
const etdIn = ({ form, etdGapDays }: Pick<SummaryContext, 'form' | 'etdGapDays'>): string | null =>
  form.etaDate === null || etdGapDays === null ? null : (etdOf(form.etaDate, etdGapDays) ?? null)

/** The first ETA the date picker offers, null until the gap is loaded. */
const earliestEtaIn = ({ today, etdGapDays }: Pick<SummaryContext, 'today' | 'etdGapDays'>): string | null =>
  etdGapDays === null ? null : (earliestEta(today, etdGapDays) ?? null)

export function summaryOf(context: SummaryContext): OrderSummary {
  const total = totalCases(context.cart)
  return {
    lineCount: context.cart.length,
    totalCases: total,
    ...orderTotalsOf(context.cart, context.customerTypeName),
    formatId: cartFormatOf(context.cart),
    frozen: isFrozenOrder(context.cart),
    etd: etdIn(context),
    earliestEta: earliestEtaIn(context),
    container: containerGuidance(total),
    containerFill: containerFillOf(context.cart),
    blocking: violationsOf(context),
  }
}

/** summaryOf, computed again only when the cart, the form, the gap, the day or the customer type changed. */
export function createSummarySelector(): (s: PlaceOrderSnapshot) => OrderSummary {
  let last: { readonly of: SummaryContext; readonly summary: OrderSummary } | undefined
  return ({ context }) => {
    if (
      last === undefined ||
      last.of.cart !== context.cart ||
      last.of.form !== context.form ||
      last.of.etdGapDays !== context.etdGapDays ||
      last.of.today !== context.today ||
      last.of.customerTypeName !== context.customerTypeName
    )
      last = { of: context, summary: summaryOf(context) }
    return last.summary
  }
}

export type CatalogueStatus = 'choosingCustomer' | 'loading' | 'loadFailed' | 'ready'

export const selectCatalogueStatus = (s: PlaceOrderSnapshot): CatalogueStatus =>
  s.matches('choosingCustomer')
    ? 'choosingCustomer'
    : s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : 'ready'

/** The order's format (its first line's, R-ORD-020), null while the cart is empty. */
export const selectCartFormat = (s: PlaceOrderSnapshot): number | null => cartFormatOf(s.context.cart)

/** The first ETA the date picker offers (R-ORD-018): a string, equal after a cart change (decision 0392). */
export const selectEarliestEta = ({ context }: PlaceOrderSnapshot): string | null => earliestEtaIn(context)

/** The ETD of the chosen ETA (R-ORD-018), a string as well. */
export const selectEtd = ({ context }: PlaceOrderSnapshot): string | null => etdIn(context)

// Each catalogue row reads its own line (decision 0392): a cart's lines by code, built once per
// cart, so that the rows' selectors together stay linear in the cart and the list.
const linesByCode = new WeakMap<readonly CartLine[], ReadonlyMap<string, CartLine>>()
function lineIndexOf(cart: readonly CartLine[]): ReadonlyMap<string, CartLine> {
  let index = linesByCode.get(cart)
  if (index === undefined) {
    index = new Map(cart.map((line) => [line.ProductCode, line]))
    linesByCode.set(cart, index)
  }
  return index
}

/** The cart's line of one product, the same object until that line changes. */
export const lineOf = (cart: readonly CartLine[], productCode: string): CartLine | undefined =>
  lineIndexOf(cart).get(productCode)

/** The selector of one product's line: a row re-renders when its own line changes, not another's. */
export const selectLineOf =
  (productCode: string) =>
  (s: PlaceOrderSnapshot): CartLine | undefined =>
    lineOf(s.context.cart, productCode)

/** The selector of one product's refused quantity, if any (the notice the machine kept for it). */
export const selectLineErrorOf =
  (productCode: string) =>
  (s: PlaceOrderSnapshot): Notice | undefined =>
    s.context.lineErrors[productCode]

/** A product of another format than the cart's is listed and not in the cart (R-ORD-020's note). */
export const otherFormatListed = (
  products: readonly Pick<Product, 'ProductCode' | 'FormatId'>[],
  cart: readonly CartLine[],
): boolean => {
  const formatId = cartFormatOf(cart)
  return (
    formatId !== null &&
    products.some((p) => p.FormatId !== formatId && lineOf(cart, p.ProductCode) === undefined)
  )
}

const NO_PRODUCTS: readonly Product[] = []
export const selectProducts = (s: PlaceOrderSnapshot): readonly Product[] => s.context.products ?? NO_PRODUCTS
export const selectCart = (s: PlaceOrderSnapshot): readonly CartLine[] => s.context.cart
export const selectForm = (s: PlaceOrderSnapshot) => s.context.form
export const selectAddresses = (s: PlaceOrderSnapshot) => s.context.addresses
export const selectEtdGapDays = (s: PlaceOrderSnapshot) => s.context.etdGapDays
export const selectViolations = (s: PlaceOrderSnapshot) => s.context.violations
export const selectDraft = (s: PlaceOrderSnapshot) => s.context.draft
export const selectPlaced = (s: PlaceOrderSnapshot) => s.context.placed
export const selectPendingAdd = (s: PlaceOrderSnapshot) => s.context.pendingAdd
export const selectPendingEta = (s: PlaceOrderSnapshot) => s.context.pendingEta
/**
 * The one question before the cart is filled from elsewhere (R-ORD-004, R-REORDER-004): a draft
 * (replace or keep the order) or a refill (replace, add when of the cart's code, or cancel).
 */
export type RefillQuestion =
  | { readonly kind: 'draft'; readonly orderNumber: string }
  | {
      readonly kind: 'refill'
      /** An order ("Order again") or a template (R-TPL-009). */
      readonly from: 'order' | 'template'
      readonly customerCode: string
      readonly lines: number
      readonly canAdd: boolean
    }

export const selectRefillQuestion = (s: PlaceOrderSnapshot): RefillQuestion | null => {
  if (!s.matches('askingRefill')) return null
  const { pendingDraft, pendingRefill } = s.context
  if (pendingDraft !== null) return { kind: 'draft', orderNumber: pendingDraft.OrderNumber }
  if (pendingRefill === null) return null
  return {
    kind: 'refill',
    from: s.context.refillFrom,
    customerCode: pendingRefill.customerCode,
    lines: pendingRefill.lines.length,
    canAdd: s.can({ type: 'refill.add' }),
  }
}

/** What the last refill left out, and whether its address was no longer offered (R-REORDER-003). */
export const selectRefillReport = (s: PlaceOrderSnapshot) => s.context.refillReport

/** Whether the refill under way or last done came from an order or a template (R-TPL-009). */
export const selectRefillFrom = (s: PlaceOrderSnapshot) => s.context.refillFrom

/** The notice shown in `slot`, if any. */
export const selectNoticeIn =
  (slot: NoticeSlot) =>
  (s: PlaceOrderSnapshot): ScreenNotice | null =>
    noticeIn(s.context.notice, slot)

/** The cart and the form can be changed: editing, no dialog open, nothing on its way. */
export const selectEditable = (s: PlaceOrderSnapshot) => s.matches({ editing: 'idle' })
/** What each line of the last quick-order input led to (R-QUICK-003). */
export const selectQuickReport = (s: PlaceOrderSnapshot) => s.context.quickReport
export const selectSubmitted = (s: PlaceOrderSnapshot) => s.matches('submitted')
/** The confirmation dialog is open: while the PO number is checked too, its Submit busy (R-PO-003). */
export const selectConfirming = (s: PlaceOrderSnapshot) =>
  s.matches('confirming') || s.matches('checkingPoNumber')
export const selectCheckingPoNumber = (s: PlaceOrderSnapshot) => s.matches('checkingPoNumber')
/** The same PO number on other orders of the company, while the confirmation is open (R-PO-003). */
export const selectPoWarning = (s: PlaceOrderSnapshot) =>
  s.matches('confirming') ? s.context.poWarning : null
export const selectSubmitting = (s: PlaceOrderSnapshot) => s.matches('submitting')
export const selectSavingDraft = (s: PlaceOrderSnapshot) => s.matches('savingDraft')
export const selectPromotionConflict = (s: PlaceOrderSnapshot) => s.matches({ editing: 'promotionConflict' })
/** The format question, kept open (busy) while the draft it asked for is saved. */
export const selectFormatConflict = (s: PlaceOrderSnapshot) =>
  s.matches({ editing: 'formatConflict' }) || (s.matches('savingDraft') && s.context.pendingAdd !== null)

export const selectCanSubmit = (s: PlaceOrderSnapshot) => s.can({ type: 'order.submit' })
export const selectCanSaveDraft = (s: PlaceOrderSnapshot) => s.can({ type: 'draft.save' })
export const selectCanRetry = (s: PlaceOrderSnapshot) => s.can({ type: 'catalog.retry' })
export const selectCanStartNew = (s: PlaceOrderSnapshot) => s.can({ type: 'order.new' })
export const selectCanEditNote = (s: PlaceOrderSnapshot) =>
  s.can({ type: 'order.setNote', note: s.context.form.note })
/** Another of the user's customer codes can be chosen now. */
export const selectCanChooseCustomer = (s: PlaceOrderSnapshot) =>
  s.context.customers.some(
    (c) =>
      c.CustomerCode !== s.context.form.customerCode &&
      s.can({ type: 'order.setCustomer', customerCode: c.CustomerCode }),
  )
/** The own codes whose permission refuses placing orders (R-PERM-015), as far as known. */
export const selectPlaceRefusedCodes = (s: PlaceOrderSnapshot): readonly string[] =>
  codesRefusing(
    s.context.rights,
    s.context.customers.map((c) => c.CustomerCode),
    'placeOrder',
  )
/** The address can be chosen (editing; any address of the list will do to ask). */
export const selectCanChooseAddress = (s: PlaceOrderSnapshot) => {
  const first = s.context.addresses?.[0]
  return (
    s.matches({ editing: 'idle' }) &&
    (first === undefined || s.can({ type: 'order.setAddress', shippingAddressId: first.Id }))
  )
}

/** The ETD of the ETA waiting in the promotion dialog. */
export const selectPendingEtd = (s: PlaceOrderSnapshot): string | null => {
  const { pendingEta, etdGapDays } = s.context
  return pendingEta === null || etdGapDays === null ? null : (etdOf(pendingEta.etaDate, etdGapDays) ?? null)
}

/** The source of "Order again" or a template is loading (R-REORDER-001). */
export const selectRefilling = (s: PlaceOrderSnapshot) => s.matches('refilling')
