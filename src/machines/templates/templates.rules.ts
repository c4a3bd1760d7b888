// Company templates (R-TPL-001..008, decision 0366): a named list of product lines a company keeps
// to order again. These rules are the one place the screens and the backend judge a template by:
// its name, its lines, whose it is to change, and whose company it belongs to.

import {
  TEMPLATE_LINES_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_QUANTITY_MAX,
  TEMPLATES_PER_COMPANY_MAX,
} from '../../api/contracts/template-bounds'

export { TEMPLATE_LINES_MAX, TEMPLATE_NAME_MAX, TEMPLATE_QUANTITY_MAX, TEMPLATES_PER_COMPANY_MAX }

/** The role that may change any template of its company besides the template's author (R-TPL-005). */
export const TEMPLATE_OWNER_ROLE = 'main'

import type { OrderTemplate } from '../../api/contracts/template'
import type { Refill } from '../place-order/refill.rules'

export interface TemplateLine {
  readonly productCode: string
  readonly quantity: number
}

/** What a template needs to be judged by these rules. */
export interface TemplateFacts {
  readonly id: number
  readonly name: string
  readonly company: string
  readonly author: string
}

/** A name as the user means it: trimmed, its inner runs of spaces one space (R-TPL-002). */
export const templateName = (typed: string): string => typed.trim().replace(/\s+/g, ' ')

/** How names compare for uniqueness: any case, Vietnamese letters included (R-TPL-002). */
export const nameKey = (name: string): string => templateName(name).normalize('NFC').toLocaleLowerCase('vi')

export type NameProblem = 'empty' | 'tooLong' | 'taken'

/**
 * Why a name cannot be the template's (R-TPL-002): empty once trimmed, longer than 60 characters,
 * or the name of another template of the same company (any case). `exceptId`: the template being renamed.
 */
export function nameProblem(
  typed: string,
  company: string,
  templates: readonly TemplateFacts[],
  exceptId?: number,
): NameProblem | undefined {
  const name = templateName(typed)
  if (name === '') return 'empty'
  if (name.length > TEMPLATE_NAME_MAX) return 'tooLong'
  const key = nameKey(name)
  const taken = templates.some((t) => t.company === company && t.id !== exceptId && nameKey(t.name) === key)
  return taken ? 'taken' : undefined
}

export type LinesProblem =
  | { readonly kind: 'none' }
  | { readonly kind: 'tooMany' }
  | { readonly kind: 'quantity'; readonly productCode: string }
  | { readonly kind: 'notSold'; readonly productCode: string }

/**
 * Why lines cannot be a template of a customer code (R-TPL-002): none, more than 200, a quantity that
 * is no whole number of cases from 1 to 100,000, or a product the code may not order today. A
 * product named twice is one line with both quantities (mergeLines), so it is no problem.
 */
export function linesProblem(
  lines: readonly TemplateLine[],
  isSold: (productCode: string) => boolean,
): LinesProblem | undefined {
  if (lines.length === 0) return { kind: 'none' }
  if (lines.length > TEMPLATE_LINES_MAX) return { kind: 'tooMany' }
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > TEMPLATE_QUANTITY_MAX)
      return { kind: 'quantity', productCode: line.productCode }
    if (!isSold(line.productCode)) return { kind: 'notSold', productCode: line.productCode }
  }
  return undefined
}

/** One line per product, in first-seen order, the quantities of a product added (R-TPL-002). */
export function mergeLines(lines: readonly TemplateLine[]): TemplateLine[] {
  const merged = new Map<string, number>()
  for (const { productCode, quantity } of lines)
    merged.set(productCode, (merged.get(productCode) ?? 0) + quantity)
  return [...merged].map(([productCode, quantity]) => ({ productCode, quantity }))
}

/**
 * Whether a user may rename, update or delete a template (R-TPL-005): its author, or a user of the
 * company with the Main role (roles compared without case).
 */
export const mayChangeTemplate = (
  template: Pick<TemplateFacts, 'author'>,
  account: string,
  roles: readonly string[],
): boolean => template.author === account || roles.some((r) => r.trim().toLowerCase() === TEMPLATE_OWNER_ROLE)

/**
 * The company a customer code belongs to (R-TPL-001): a child code's parent, else the code itself.
 * Templates are the company's: every user with one of its codes shares them.
 */
export const companyOfCode = (customerCode: string, parentCode: string | null | undefined): string =>
  parentCode ?? customerCode

/**
 * "Order from template" (R-TPL-009): what the place-order machine's refill takes from a template,
 * its code, address and lines; the refill then checks them as "Order again" does (R-REORDER-002..004).
 */
export const refillOfTemplate = (
  template: Pick<OrderTemplate, 'CustomerCode' | 'ShippingAddressId' | 'Lines'>,
): Refill => ({
  customerCode: template.CustomerCode,
  shippingAddressId: template.ShippingAddressId,
  lines: template.Lines.map((l) => ({ productCode: l.ProductCode, quantity: l.Quantity })),
})
