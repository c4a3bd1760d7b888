// The customer's own PO number on an order (R-PO-001..007, decision 0362) as pure functions: what
// the field takes, what an order keeps, when the same number was used before for the company, and
// what the lists' filter finds. The place-order machine, the order lists and the backend call them.
import type { FeOrderStatus } from '../../api/contracts/common'
import { PO_NUMBER_MAX } from '../../api/contracts/order-entities'

export { PO_NUMBER_MAX }

/** What the field takes while typing: at most PO_NUMBER_MAX characters, spaces included (R-PO-001). */
export const poNumberFits = (text: string): boolean => text.length <= PO_NUMBER_MAX

/** What an order keeps: the text trimmed; an empty one is no PO number (undefined, R-PO-001). */
export function poNumberOf(text: string | null | undefined): string | undefined {
  const trimmed = (text ?? '').trim()
  return trimmed === '' || trimmed.length > PO_NUMBER_MAX ? undefined : trimmed
}

/** Two PO numbers are the same when they are once trimmed, whatever their case (R-PO-003). */
export const samePoNumber = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const x = poNumberOf(a)
  const y = poNumberOf(b)
  return x !== undefined && y !== undefined && x.toUpperCase() === y.toUpperCase()
}

/** The lists' filter (R-PO-006): a part of the PO number, any case; an order without one never matches. */
export function poNumberMatches(poNumber: string | null | undefined, filter: string | undefined): boolean {
  const part = filter?.trim().toUpperCase()
  if (!part) return true
  return poNumber?.toUpperCase().includes(part) ?? false
}

/** An order as the duplicate check needs it: what every order list row holds. */
export interface PoNumberUse {
  readonly Id: number
  readonly OrderNumber: string
  readonly CustomerCode: string
  readonly FeOrderStatus: FeOrderStatus
  readonly PoNumber?: string | undefined
}

/** The same PO number already on an order of the company: the number and the orders (R-PO-003). */
export interface PoNumberWarning {
  readonly poNumber: string
  /** The earlier orders' BB numbers, oldest first. */
  readonly orderNumbers: readonly string[]
}

/** A draft is not an order yet, and a cancelled order frees its PO number (R-PO-003). */
const holdsItsPoNumber = (status: FeOrderStatus) => status !== 0 && status !== 8

/**
 * The warning before an order with `poNumber` for `customerCode` is placed, or null (R-PO-003):
 * another order of the same company (not a draft, not cancelled, not `exceptId`, the draft being
 * placed) holds the same PO number. It warns, it never refuses.
 */
export function poNumberWarningOf(
  poNumber: string | null | undefined,
  customerCode: string,
  orders: readonly PoNumberUse[],
  exceptId?: number,
): PoNumberWarning | null {
  const kept = poNumberOf(poNumber)
  if (kept === undefined) return null
  const earlier = orders
    .filter(
      (o) =>
        o.Id !== exceptId &&
        o.CustomerCode === customerCode &&
        holdsItsPoNumber(o.FeOrderStatus) &&
        samePoNumber(o.PoNumber, kept),
    )
    .sort((a, b) => a.Id - b.Id)
  const orderNumbers = [...new Set(earlier.map((o) => o.OrderNumber))]
  return orderNumbers.length === 0 ? null : { poNumber: kept, orderNumbers }
}

/** `{ PoNumber }` when the text holds a PO number, else nothing: a body or a row leaves it out. */
export function optionalPoNumber(text: string | null | undefined): { readonly PoNumber?: string } {
  const kept = poNumberOf(text)
  return kept === undefined ? {} : { PoNumber: kept }
}
