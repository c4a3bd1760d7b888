// An order's money (R-ORD-010, R-ORD-030: Amount, SpecialRatePercent, TotalAmount): the special
// rate is the company's, from its customer type, never the request's (decision 0160). The
// place-order summary and the mock backend both call these, so the total the screen shows is the
// total the server stores.
import { isDistributor } from '../order-lifecycle/order-lifecycle.rules'
import { lineCases, orderAmount, type QuantityLine } from '../place-order/place-order.rules'

/** A distributor's special rate, as a fraction (0.02 shows as 2%, R-ORD-010). */
export const DISTRIBUTOR_SPECIAL_RATE = 0.02

/** A company's special rate by its CustomerTypeName (R-ORD-030): 2% for a distributor, else none. */
export const specialRateOf = (customerTypeName: string): number =>
  isDistributor(customerTypeName) ? DISTRIBUTOR_SPECIAL_RATE : 0

/** The amount after the special rate, in whole VND: the rate's share is rounded to the dong. */
export const totalAfterSpecialRate = (amount: number, specialRatePercent: number): number =>
  amount - Math.round(amount * specialRatePercent)

export interface OrderTotals {
  /** Σ UnitPrice × Quantity, VND, VAT included (R-ORD-001). */
  readonly amount: number
  readonly specialRatePercent: number
  /** What the customer pays: the amount less the special rate. */
  readonly totalAmount: number
}

/** The totals of an order of a company of this customer type (R-ORD-030). */
export function orderTotalsOf(
  lines: Parameters<typeof orderAmount>[0],
  customerTypeName: string,
): OrderTotals {
  const amount = orderAmount(lines)
  const specialRatePercent = specialRateOf(customerTypeName)
  return { amount, specialRatePercent, totalAmount: totalAfterSpecialRate(amount, specialRatePercent) }
}

/** The incurred purchase cost a change order adds (a fraction, R-CHG-009): its share rounded to the dong. */
export const withIncurredCost = (total: number, incurredCostPercent: number): number =>
  total + Math.round(total * incurredCostPercent)

export interface OrderFigures extends OrderTotals {
  /** Cases: Σ of each line's cases (R-ORD-011, R-ORD-012), so the lines add up to it (R-DOC-005). */
  readonly quantity: number
}

/**
 * An order's figures from its lines, written once for the placed order and every change order
 * (R-CHG-009, R-DOC-005): the cases by `lineCases`, the amount, the company's special rate and the
 * total, plus the incurred purchase cost of the change in force (0 before any).
 */
export function orderFiguresOf(
  lines: readonly (QuantityLine & Parameters<typeof orderAmount>[0][number])[],
  customerTypeName: string,
  incurredCostPercent = 0,
): OrderFigures {
  const totals = orderTotalsOf(lines, customerTypeName)
  return {
    quantity: lines.reduce((sum, line) => sum + lineCases(line), 0),
    amount: totals.amount,
    specialRatePercent: totals.specialRatePercent,
    totalAmount: withIncurredCost(totals.totalAmount, incurredCostPercent),
  }
}
