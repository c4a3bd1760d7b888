// Fill the container (R-FILL-001..004, decision 0368): the cases that take the cart to the lower
// end of the next container band (R-ORD-021), spread over the cart's own case lines in proportion
// to what each already holds, so a one-tap suggestion adds no product, keeps the format (R-ORD-020)
// and the frozen limit (R-ORD-017). Pure: the machine's guard and action and the tests use it.
import type { CartLine } from './place-order.cart'
import {
  CONTAINER_BANDS,
  FROZEN_MAX_CASES,
  isFrozenOrder,
  MAX_LINE_QUANTITY,
  totalCases,
  type ContainerBand,
} from './place-order.rules'

export type FillLine = Pick<
  CartLine,
  'ProductCode' | 'Quantity' | 'IsPromotion' | 'MainProductList' | 'FocProductList' | 'IsFrozen'
>

export interface ContainerFill {
  /** The container the cart would fill. */
  readonly band: ContainerBand
  /** Cases the suggestion adds. */
  readonly cases: number
  /** The new quantity of every line it raises, in cart order. */
  readonly lines: readonly { readonly productCode: string; readonly quantity: number }[]
}

/**
 * The suggestion for this cart, or null when there is none: an empty cart, a cart already inside
 * a band or above the last one, a cart of promotion sets only (their cases come in sets, R-ORD-011),
 * or a band a frozen order may not reach.
 */
export function containerFillOf(lines: readonly FillLine[]): ContainerFill | null {
  const total = totalCases(lines)
  if (total === 0) return null
  if (CONTAINER_BANDS.some(({ from, to }) => total >= from && total <= to)) return null
  const next = CONTAINER_BANDS.find(({ from }) => total < from)
  if (next === undefined) return null
  if (isFrozenOrder(lines) && next.from > FROZEN_MAX_CASES) return null
  const spread = lines.filter((line) => !line.IsPromotion && line.Quantity > 0)
  const held = spread.reduce((sum, line) => sum + line.Quantity, 0)
  if (held === 0) return null
  const cases = next.from - total
  // Largest remainder: each line's whole share first, then one case each to the largest fractions
  // (the earlier line first on a tie), so the shares add up to exactly `cases`.
  const shares = spread.map((line, index) => {
    const exact = (cases * line.Quantity) / held
    return { line, index, whole: Math.floor(exact), fraction: exact - Math.floor(exact) }
  })
  let left = cases - shares.reduce((sum, share) => sum + share.whole, 0)
  for (const share of [...shares].sort((a, b) => b.fraction - a.fraction || a.index - b.index)) {
    if (left === 0) break
    share.whole += 1
    left -= 1
  }
  const raised = shares
    .filter((share) => share.whole > 0)
    .map((share) => ({ productCode: share.line.ProductCode, quantity: share.line.Quantity + share.whole }))
  if (raised.some((line) => line.quantity > MAX_LINE_QUANTITY)) return null
  return { band: next.band, cases, lines: raised }
}

/** The cart with the suggestion's quantities. */
export function applyContainerFill<L extends FillLine>(cart: readonly L[], fill: ContainerFill): L[] {
  const raised = new Map(fill.lines.map((line) => [line.productCode, line.quantity]))
  return cart.map((line) => {
    const quantity = raised.get(line.ProductCode)
    return quantity === undefined ? line : { ...line, Quantity: quantity }
  })
}
