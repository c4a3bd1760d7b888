// The place-order cart and form as data: their Schemas (what the feature persists as placeList,
// placeInfo and draftInfo, R-ORD-009), and the pure steps the machine takes on them. The business
// rules themselves are in place-order.rules.ts; this file only applies them to the cart.
import { Schema } from 'effect'
import type { CustomerRef } from '../../api/contracts/auth'
import { Cases, EntityId, WireDate } from '../../api/contracts/common'
import type { ShippingAddress } from '../../api/contracts/customer'
import {
  ORDER_LINES_MAX,
  ORDER_NOTE_MAX,
  type OrderBody,
  type UpdateOrderRequest,
} from '../../api/contracts/order'
import { OrderRef, type Order, type OrderProductLine } from '../../api/contracts/order-entities'
import { Product } from '../../api/contracts/product-entities'
import {
  cartFormatOf,
  etdOf,
  formatConflict,
  lineAmount,
  MAX_LINE_QUANTITY,
  orderAmount,
  parseQuantityInput,
  promotionCoversEtd,
  quantityProblem,
  totalCases,
} from './place-order.rules'
import { optionalPoNumber, PO_NUMBER_MAX } from './po-number.rules'

/** A cart line (an item of placeList): the product as the catalogue gave it, and its quantity in cases. */
export const CartLine = Schema.Struct({ ...Product.fields, Quantity: Cases }).annotations({
  identifier: 'CartLine',
})
export type CartLine = Schema.Schema.Type<typeof CartLine>

/** The order form (placeInfo). An empty customerCode means none chosen yet. */
export const OrderForm = Schema.Struct({
  customerCode: Schema.String,
  customerName: Schema.String,
  shippingAddressId: Schema.NullOr(EntityId),
  etaDate: Schema.NullOr(WireDate),
  note: Schema.String.pipe(Schema.maxLength(ORDER_NOTE_MAX)),
  /** The PO number as typed (R-PO-001); absent from a form saved before it, which has none. */
  poNumber: Schema.optional(Schema.String.pipe(Schema.maxLength(PO_NUMBER_MAX))),
}).annotations({ identifier: 'OrderForm' })
export type OrderForm = Schema.Schema.Type<typeof OrderForm>

/** The draft being edited (draftInfo): set once the order was saved as a draft, or opened from the draft list. */
export const DraftInfo = OrderRef
export type DraftInfo = OrderRef

/** Everything the feature keeps in localStorage and gives back as input after a reload (R-ORD-009). */
export const SavedPlaceOrder = Schema.Struct({
  placeList: Schema.Array(CartLine),
  placeInfo: OrderForm,
  draftInfo: Schema.NullOr(DraftInfo),
}).annotations({ identifier: 'SavedPlaceOrder' })
export type SavedPlaceOrder = Schema.Schema.Type<typeof SavedPlaceOrder>

/** A message for the screen: a key of the placeOrder (or common) namespace and its values. */
export interface Notice {
  readonly key: string
  readonly params?: Record<string, unknown>
}

export const EMPTY_FORM: OrderForm = {
  customerCode: '',
  customerName: '',
  shippingAddressId: null,
  etaDate: null,
  note: '',
  poNumber: '',
}

/** A line waiting for the catalogue: from an opened draft, or restored before the products load. */
export type IncomingLine = Pick<OrderProductLine, 'ProductCode' | 'Quantity'>

/**
 * The cart after a catalogue (re)load: every line, in order, takes the catalogue's current
 * product data (price, format, promotion) and keeps its quantity; a product the customer can no
 * longer order is dropped and named. A product listed twice becomes one line, the quantities added.
 */
export function reconcileCart(
  lines: readonly IncomingLine[],
  products: readonly Product[],
): { readonly cart: CartLine[]; readonly dropped: string[] } {
  const byCode = new Map(products.map((p) => [p.ProductCode, p]))
  const cart: CartLine[] = []
  const dropped: string[] = []
  for (const line of lines) {
    const product = byCode.get(line.ProductCode)
    if (product === undefined) {
      if (!dropped.includes(line.ProductCode)) dropped.push(line.ProductCode)
      continue
    }
    const at = cart.findIndex((c) => c.ProductCode === line.ProductCode)
    if (at === -1) cart.push({ ...product, Quantity: line.Quantity })
    else cart[at] = { ...cart[at]!, Quantity: cart[at]!.Quantity + line.Quantity }
  }
  return { cart, dropped }
}

/** The shipping address to keep after loading a customer's addresses: the chosen one if it is theirs, else the default one. */
export function addressAfterLoad(
  chosen: number | null,
  addresses: readonly ShippingAddress[],
): number | null {
  if (chosen !== null && addresses.some((a) => a.Id === chosen)) return chosen
  const preferred = addresses.find((a) => a.IsDefault) ?? (addresses.length === 1 ? addresses[0] : undefined)
  return preferred?.Id ?? null
}

/** The customer of the user's own list (own code and child codes, R-PROF-003), if it is one. */
export const ownCustomer = (customers: readonly CustomerRef[], code: string): CustomerRef | undefined =>
  customers.find((c) => c.CustomerCode === code)

// ---------------------------------------------------------------------------------------------
// Cart changes: what an add, a +/- or a typed quantity leads to

/** A request to put a quantity of a product in the cart, as the three cart events carry it. */
export type CartRequest =
  | { readonly kind: 'add'; readonly productCode: string; readonly quantity: number }
  | { readonly kind: 'set'; readonly productCode: string; readonly quantity: number }
  | { readonly kind: 'type'; readonly productCode: string; readonly text: string }

export type CartPlan =
  /** Refused: the message goes beside the line (or the product), the cart stays. */
  | { readonly kind: 'refused'; readonly productCode: string; readonly notice: Notice }
  /** The product has another format than the cart (R-ORD-020): ask before anything changes. */
  | { readonly kind: 'formatConflict'; readonly product: Product; readonly quantity: number }
  /** The cart after the change. */
  | { readonly kind: 'apply'; readonly productCode: string; readonly cart: CartLine[] }

export interface CartScope {
  readonly cart: readonly CartLine[]
  readonly products: readonly Product[]
  readonly etaDate: string | null
  readonly etdGapDays: number | null
}

const problemNotice = (quantity: number): Notice | undefined => {
  if (quantity === 0) return undefined
  switch (quantityProblem(quantity)) {
    case 'notPositive':
      return { key: 'placeOrder:quantity.negative' }
    case 'notWhole':
      return { key: 'placeOrder:quantity.fractional' }
    case 'tooLarge':
      return { key: 'placeOrder:quantity.tooLarge', params: { max: MAX_LINE_QUANTITY } }
    default:
      return undefined
  }
}

/**
 * What a cart request does. `add` adds to the line's quantity (a new line when absent); `set` and
 * `type` set it, 0 taking the line out. A new product is checked against the cart's format
 * (R-ORD-020) and, once an ETA is chosen, against its promotion period (R-ORD-019); a quantity must
 * be a whole number of cases from 1 to 100,000 (R-ORD-002), else the line keeps its quantity.
 */
export function planCartChange(scope: CartScope, request: CartRequest): CartPlan {
  const { productCode } = request
  const refuse = (notice: Notice): CartPlan => ({ kind: 'refused', productCode, notice })
  let quantity: number
  if (request.kind === 'type') {
    const parsed = parseQuantityInput(request.text)
    if (!parsed.ok) return refuse(parsed.params === undefined ? { key: parsed.key } : parsed)
    quantity = parsed.quantity
  } else quantity = request.quantity
  if (request.kind === 'add' && quantity === 0) return refuse({ key: 'placeOrder:quantity.atLeastOne' })
  const problem = problemNotice(quantity)
  if (problem !== undefined) return refuse(problem)

  const at = scope.cart.findIndex((line) => line.ProductCode === productCode)
  if (at !== -1) {
    const current = scope.cart[at]!
    const next = request.kind === 'add' ? current.Quantity + quantity : quantity
    const nextProblem = problemNotice(next)
    if (nextProblem !== undefined) return refuse(nextProblem)
    const cart =
      next === 0
        ? scope.cart.filter((_, i) => i !== at)
        : scope.cart.map((line, i) => (i === at ? { ...line, Quantity: next } : line))
    return { kind: 'apply', productCode, cart }
  }

  if (quantity === 0) return { kind: 'apply', productCode, cart: [...scope.cart] }
  const product = scope.products.find((p) => p.ProductCode === productCode)
  if (product === undefined)
    return refuse({ key: 'placeOrder:notice.productUnavailable', params: { productCode } })
  if (scope.cart.length >= ORDER_LINES_MAX)
    return refuse({ key: 'placeOrder:notice.cartFull', params: { max: ORDER_LINES_MAX } })
  if (formatConflict(cartFormatOf(scope.cart), product)) return { kind: 'formatConflict', product, quantity }
  const etd =
    scope.etaDate === null || scope.etdGapDays === null ? undefined : etdOf(scope.etaDate, scope.etdGapDays)
  if (etd !== undefined && !promotionCoversEtd(product, etd))
    return refuse({
      key: 'placeOrder:notice.promotionNotOnEtd',
      params: { productCode, etd, from: product.PromotionFromDate, to: product.PromotionToDate },
    })
  return { kind: 'apply', productCode, cart: [...scope.cart, { ...product, Quantity: quantity }] }
}

// ---------------------------------------------------------------------------------------------
// Requests

/** A cart line as an orderProductList item (R-API-028). */
export const toOrderLine = (line: CartLine): OrderProductLine => ({
  ProductCode: line.ProductCode,
  ProductName: line.ProductName,
  ProductName_enUS: line.ProductName_enUS,
  ProductSpecification: line.ProductSpecification,
  UnitPrice: line.UnitPrice,
  Quantity: line.Quantity,
  Amount: lineAmount(line),
  IsPromotion: line.IsPromotion,
  IsDisplayed: line.IsDisplayed,
  PromotionTypeName: line.PromotionTypeName,
  PromotionFromDate: line.PromotionFromDate,
  PromotionToDate: line.PromotionToDate,
  MainProductList: line.MainProductList,
  FocProductList: line.FocProductList,
})

/**
 * The CreateDraftOrder / CreateOpenOrder body (R-API-010, R-API-026): totals in cases and VND, and
 * the company's special rate (R-ORD-030; the server takes its own, decision 0160).
 */
export const toOrderBody = (
  form: OrderForm,
  cart: readonly CartLine[],
  specialRatePercent: number,
): OrderBody => ({
  customerCode: form.customerCode,
  warehouseCode: null,
  formatId: cartFormatOf(cart) ?? 0,
  shippingAddressId: form.shippingAddressId,
  quantity: totalCases(cart),
  amount: orderAmount(cart),
  specialRatePercent,
  note: form.note,
  ...optionalPoNumber(form.poNumber),
  etaDate: form.etaDate,
  orderProductList: cart.map(toOrderLine),
  orderPaymentList: [],
})

/** The Update / SaveAsOpenOrder body: the same with the draft's id (R-API-027). */
export const toUpdateRequest = (
  draft: DraftInfo,
  form: OrderForm,
  cart: readonly CartLine[],
  specialRatePercent: number,
): UpdateOrderRequest => ({
  id: draft.Id,
  ...toOrderBody(form, cart, specialRatePercent),
})

/** The form of a draft opened from the draft list; its lines wait for the catalogue. */
export const formOfDraft = (order: Order, customerName: string): OrderForm => ({
  customerCode: order.CustomerCode,
  customerName,
  shippingAddressId: order.ShippingAddressId,
  etaDate: order.EtaDate,
  note: order.Note.slice(0, ORDER_NOTE_MAX),
  // A draft keeps its PO number (R-PO-005).
  poNumber: order.PoNumber ?? '',
})
