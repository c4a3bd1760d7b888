// Refilling the cart from a source (R-REORDER-001..006, decision 0365): a past order ("Order
// again", with all its lines or the selected ones) or a company template. The source is turned
// into a Refill by the feature's loadRefill actor; the lines are checked here against TODAY's
// catalogue of the customer code, each through planCartChange, the step the catalogue's buttons
// and quick order take, so a line goes in exactly when a click could have put it there and the
// backend's submit rules (R-ORD-023) refuse what is left out.
import { ORDER_LINES_MAX } from '../../api/contracts/order'
import type { Order } from '../../api/contracts/order-entities'
import type { Product } from '../../api/contracts/product-entities'
import { planCartChange, type CartLine, type CartScope, type Notice } from './place-order.cart'
import { isOrderId } from './place-order.rules'
import { QUICK_CODE_MAX } from './quick-order.rules'

/** Where the lines come from: a past order (all lines, or the selected codes) or a company template. */
export type RefillSource =
  | { readonly kind: 'order'; readonly orderId: number; readonly productCodes?: readonly string[] }
  | { readonly kind: 'template'; readonly templateId: number }

export interface RefillLine {
  readonly productCode: string
  readonly quantity: number
}

/** What loadRefill gives for a source: the customer code, its shipping address, the lines. */
export interface Refill {
  readonly customerCode: string
  readonly shippingAddressId: number | null
  readonly lines: readonly RefillLine[]
}

/** Replace the cart with the lines, or add them to it (R-REORDER-004). */
export type RefillMode = 'replace' | 'add'

/** A line left out, with why (R-REORDER-003). */
export interface RefillLeftOut {
  readonly productCode: string
  readonly reason: Notice
}

/** What a refill did, for the screen: how many lines went in, which were left out, the address. */
export interface RefillReport {
  readonly added: number
  readonly leftOut: readonly RefillLeftOut[]
  /** The source's shipping address is no longer offered to the code: the default one is taken. */
  readonly addressGone: boolean
}

/** Most lines a refill takes, and most codes a link may select: an order's most lines. */
export const REFILL_LINES_MAX = ORDER_LINES_MAX

const isCode = (code: string) => code.trim() !== '' && code.length <= QUICK_CODE_MAX

/**
 * A source a link or a button may ask for (R-REORDER-001): a positive whole id; the selected codes,
 * when given, 1 to 200 codes of at most 50 characters.
 */
export function isRefillSource(source: RefillSource): boolean {
  if (source.kind === 'template') return isOrderId(source.templateId)
  if (!isOrderId(source.orderId)) return false
  const codes = source.productCodes
  return codes === undefined || (codes.length > 0 && codes.length <= REFILL_LINES_MAX && codes.every(isCode))
}

/**
 * The refill of a past order (R-REORDER-001, R-REORDER-002): its customer code, its shipping
 * address and its lines, in order; with `productCodes`, only the lines of those codes (any case).
 * Neither its ETA, its note nor its PO number: the customer chooses them for the new order.
 */
export function refillOfOrder(
  order: Pick<Order, 'CustomerCode' | 'ShippingAddressId' | 'OrderProductList'>,
  productCodes?: readonly string[],
): Refill {
  const chosen = productCodes === undefined ? null : new Set(productCodes.map((c) => c.toUpperCase()))
  return {
    customerCode: order.CustomerCode,
    shippingAddressId: order.ShippingAddressId,
    lines: order.OrderProductList.filter((l) => chosen === null || chosen.has(l.ProductCode.toUpperCase()))
      .slice(0, REFILL_LINES_MAX)
      .map((l) => ({ productCode: l.ProductCode, quantity: l.Quantity })),
  }
}

/** A promotion whose period ended before today: no ETD it could still be delivered on (R-ORD-018, R-ORD-019). */
export const promotionEnded = (
  product: Pick<Product, 'IsPromotion' | 'PromotionToDate'>,
  today: string,
): boolean => product.IsPromotion && product.PromotionToDate !== null && product.PromotionToDate < today

export interface RefillScope extends CartScope {
  readonly today: string
  readonly customerCode: string
}

const leftOut = (productCode: string, key: string, params: Record<string, unknown>): RefillLeftOut => ({
  productCode: productCode.slice(0, QUICK_CODE_MAX),
  reason: { key, params },
})

/**
 * The lines against today's catalogue of the code (R-REORDER-003): a code the customer code is no
 * longer sold, a promotion that ended, a format other than the cart's (in an empty cart, the first
 * line that goes in sets it), and everything planCartChange refuses (a quantity out of 1..100,000,
 * a full cart, a promotion outside the chosen ETA's ETD) are left out with the reason; the others go
 * in at today's price, a code already in the cart adding to its quantity.
 */
export function checkRefill(
  scope: RefillScope,
  lines: readonly RefillLine[],
): {
  readonly cart: readonly CartLine[]
  readonly leftOut: readonly RefillLeftOut[]
  readonly added: number
} {
  let cart: readonly CartLine[] = scope.cart
  const out: RefillLeftOut[] = []
  let added = 0
  const byCode = new Map(scope.products.map((p) => [p.ProductCode.toUpperCase(), p]))
  for (const line of lines.slice(0, REFILL_LINES_MAX)) {
    const product = byCode.get(line.productCode.toUpperCase())
    if (product === undefined) {
      out.push(
        leftOut(line.productCode, 'placeOrder:refill.notSold', {
          productCode: line.productCode.slice(0, QUICK_CODE_MAX),
          customerCode: scope.customerCode,
        }),
      )
      continue
    }
    const productCode = product.ProductCode
    if (promotionEnded(product, scope.today)) {
      out.push(
        leftOut(productCode, 'placeOrder:refill.promotionEnded', {
          productCode,
          to: product.PromotionToDate,
        }),
      )
      continue
    }
    const plan = planCartChange({ ...scope, cart }, { kind: 'add', productCode, quantity: line.quantity })
    if (plan.kind === 'refused') out.push({ productCode, reason: plan.notice })
    else if (plan.kind === 'formatConflict')
      out.push(leftOut(productCode, 'placeOrder:refill.otherFormat', { productCode }))
    else {
      cart = plan.cart
      added += 1
    }
  }
  return { cart, leftOut: out, added }
}
