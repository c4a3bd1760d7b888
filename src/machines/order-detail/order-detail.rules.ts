// The order detail drawer's pure rules (R-PEND-010, R-PEND-012..016, R-CONF-008, R-CONF-014..018,
// R-PERM-005, R-PERM-006): which order the address names, the drawer's title,
// which sections an order shows on which screen, the product table's collapsed lines and the
// cases of a promotion line's items. One drawer serves the pending and the confirmed screens
// (decision 0200); the screens and the machines' guards call these, nothing else decides them.
import type { FeOrderStatus } from '../../api/contracts/common'
import type { Order, OrderProductLine, PromotionItem } from '../../api/contracts/order-entities'
import { isPaymentVoucherMode } from '../order-lifecycle/order-lifecycle.rules'
import { lineCases } from '../place-order/place-order.rules'

/** The highest order id an address may name (the contracts' EntityId bound). */
const ORDER_ID_MAX = 2_147_483_647

/**
 * The order an `orderId` query (lib/paths ORDER_ID_PARAM) names: undefined without the query, 'invalid' for anything but a
 * positive whole number (a crafted address is told, never a crash), else the id.
 */
export function orderIdOfQuery(value: string | null): number | 'invalid' | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (!/^\d{1,10}$/.test(text)) return 'invalid'
  const id = Number(text)
  return id >= 1 && id <= ORDER_ID_MAX ? id : 'invalid'
}

/** Who looks at the order: the signed-in customer's kind (R-PERM-004). */
export interface Viewer {
  readonly customerTypeName: string
}

/** The facts of an order the drawer's rules read. */
export type OrderFacts = Pick<Order, 'FeOrderStatus' | 'TermsOfPayment'>

/**
 * Whether the payment-document parts apply: a non-distributor on 'no credit - TT' terms
 * (R-PERM-005).
 */
export const paysByVoucher = (order: Pick<Order, 'TermsOfPayment'>, viewer: Viewer): boolean =>
  isPaymentVoucherMode(viewer.customerTypeName, order.TermsOfPayment)

/** The drawer's title (R-PEND-014..016): the status name is shown in the active language. */
export type DrawerTitle =
  | { readonly kind: 'orderCreated' }
  | { readonly kind: 'paymentSubmitted' }
  | { readonly kind: 'status'; readonly status: FeOrderStatus }

export function drawerTitleOf(order: OrderFacts, viewer: Viewer): DrawerTitle {
  if (order.FeOrderStatus === 1) return { kind: 'orderCreated' }
  if (order.FeOrderStatus === 25 && paysByVoucher(order, viewer)) return { kind: 'paymentSubmitted' }
  return { kind: 'status', status: order.FeOrderStatus }
}

/** Which screen's drawer: the pending list's or the confirmed list's (R-ROUTE-007, R-ROUTE-008). */
export type DetailScreen = 'pending' | 'confirmed'

/**
 * The drawer's sections, each one file under features/order-detail/sections. The confirmed
 * screen's own ones (support, cancelled, logistics, ...) are added to this list and to
 * `sectionsOf` by the confirmed screen's work.
 */
export const SECTION_IDS = [
  'payment',
  'customer',
  'invoice',
  'products',
  'supportInfo',
  'cancelled',
  'logistics',
  'receipt',
] as const
export type SectionId = (typeof SECTION_IDS)[number]

/**
 * The sections an order shows, in order (R-PEND-010, R-CONF-008): the pending
 * drawer puts the payment document first (it is what the customer comes to do), the confirmed
 * drawer after the invoice; the payment document only for a customer who pays by voucher
 * (R-PERM-006).
 */
export function sectionsOf(order: OrderFacts, viewer: Viewer, screen: DetailScreen): readonly SectionId[] {
  const payment: readonly SectionId[] = paysByVoucher(order, viewer) ? ['payment'] : []
  return screen === 'pending'
    ? [...payment, 'customer', 'invoice', 'products']
    : // R-CONF-008: the confirmed sections show or not by their own rules (R-CONF-016..018);
      // Received, Support and the packing-info link come last (decision 0211).
      ['customer', 'invoice', ...payment, 'supportInfo', 'cancelled', 'logistics', 'products', 'receipt']
}

/** R-CONF-016: the cancelled info (reason and note, R-CONF-013) shows only at status 8. */
export const showsCancelledInfo = (order: Pick<Order, 'FeOrderStatus'>): boolean => order.FeOrderStatus === 8

const LOGISTICS_STATUSES: readonly FeOrderStatus[] = [3, 5, 6, 7, 8]

/** R-CONF-017: the logistics info (R-CONF-012) shows only at statuses 3, 5, 6, 7 and 8. */
export const showsLogisticsInfo = (order: Pick<Order, 'FeOrderStatus'>): boolean =>
  LOGISTICS_STATUSES.includes(order.FeOrderStatus)

/**
 * R-CONF-024: the customer info names the warehouse unless the logistics info (confirmed screen,
 * R-CONF-017) does, so the drawer has one warehouse line.
 */
export const customerInfoShowsWarehouse = (
  order: Pick<Order, 'FeOrderStatus'>,
  screen: DetailScreen,
): boolean => !(screen === 'confirmed' && showsLogisticsInfo(order))

const PACKING_STATUSES: readonly FeOrderStatus[] = [5, 6, 7, 8]

/** R-CONF-018: the packing-info link shows at statuses 5 to 8, once the warehouse confirmed the list. */
export const showsPackingInfo = (order: Pick<Order, 'FeOrderStatus' | 'WarehouseConfirmed'>): boolean =>
  PACKING_STATUSES.includes(order.FeOrderStatus) && order.WarehouseConfirmed === 1

/** Lines the product table shows until expanded (R-CONST-002). */
export const COLLAPSED_LINES = 3

/** The lines shown (R-PEND-012): all when expanded or when there are 3 or fewer, else the first 3. */
export const shownLines = <T>(lines: readonly T[], expanded: boolean): readonly T[] =>
  expanded ? lines : lines.slice(0, COLLAPSED_LINES)

/** Whether the table offers its 'show all' toggle (R-PEND-012). */
export const hasLineToggle = (lines: readonly unknown[]): boolean => lines.length > COLLAPSED_LINES

/** A promotion item with the cases it makes on this line: its PromotionItemQuantity per case of the line. */
export interface PromotionItemCases {
  readonly item: PromotionItem
  readonly kind: 'main' | 'foc'
  readonly cases: number
}

/** A promotion line's items, main goods first, each with its cases (R-ORD-011). */
export function promotionItemsOf(line: OrderProductLine): readonly PromotionItemCases[] {
  if (!line.IsPromotion) return []
  return [
    ...line.MainProductList.map((item) => ({
      item,
      kind: 'main' as const,
      cases: item.PromotionItemQuantity * line.Quantity,
    })),
    ...line.FocProductList.map((item) => ({
      item,
      kind: 'foc' as const,
      cases: item.PromotionItemQuantity * line.Quantity,
    })),
  ]
}

/** The cases of a line as the table shows them (R-ORD-011, R-ORD-012): the place-order rule, written once. */
export const casesOfLine = (line: OrderProductLine): number => lineCases(line)
