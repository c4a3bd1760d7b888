// Where each problem of the error summary leads (R-ORD-034): the field or the product line the
// user fixes it in. The screen turns a target into the element it focuses; the mapping is the
// flow's, so it stays in step with the rules (place-order.rules.ts) that name the problems.
import type { OrderRuleViolation } from './place-order.rules'

/** The delivery and customer fields of the form. */
export type OrderField = 'customer' | 'address' | 'eta' | 'note'

export type FeedbackTarget =
  /** A field of the form. */
  | { readonly kind: 'field'; readonly field: OrderField }
  /** One product line (its quantity). */
  | { readonly kind: 'line'; readonly productCode: string }
  /** The order's lines as a whole (the minimum, the frozen limit, one format, no products). */
  | { readonly kind: 'lines' }

const FIELD_OF_RULE: Readonly<Record<string, OrderField>> = {
  customerRequired: 'customer',
  addressRequired: 'address',
  etaRequired: 'eta',
  etaInvalid: 'eta',
  etdBeforeToday: 'eta',
  noteRequired: 'note',
}

/** The field or line a problem of the submit check is fixed in. */
export function feedbackTarget(violation: OrderRuleViolation): FeedbackTarget {
  const name = violation.key.slice(violation.key.lastIndexOf('.') + 1)
  const field = FIELD_OF_RULE[name]
  if (field !== undefined) return { kind: 'field', field }
  const productCode = violation.params?.productCode
  return typeof productCode === 'string' && productCode !== ''
    ? { kind: 'line', productCode }
    : { kind: 'lines' }
}
