// Company templates in the log (R-TPL-001..005, decision 0366), decider style like the order
// commands (decision 0336): a command reads the log, folds the templates with `evolveTemplate`,
// decides once with `decideTemplate` (the rules of machines/templates) and appends the one record
// it decided, inside the store's write turn, so a name or an id taken in another tab is seen.
import type { DemoAccount } from './accounts'
import type { EventStore } from './event-store'
import type { StoreRecord, TemplateEvent, TemplateRecord } from './event-records'
import { availableProductsOf, companyByCode, ownsCustomer, type CatalogSeed } from './seed/catalog'
import { childCodeAllows } from '../machines/profile/profile.rules'
import {
  companyOfCode,
  linesProblem,
  mayChangeTemplate,
  mergeLines,
  nameProblem,
  templateName,
  TEMPLATES_PER_COMPANY_MAX,
  type LinesProblem,
  type NameProblem,
  type TemplateLine,
} from '../machines/templates/templates.rules'
import { rolesOfRoleName } from '../machines/navigation/navigation.rules'

/** A template as the log folds it. */
export interface TemplateState {
  readonly id: number
  readonly name: string
  readonly company: string
  readonly customerCode: string
  readonly shippingAddressId: number | null
  readonly lines: readonly TemplateLine[]
  readonly author: string
  readonly updatedAt: string
}

/** One template's next state after a record of it; undefined once deleted (or never created). */
export function evolveTemplate(
  state: TemplateState | undefined,
  record: TemplateRecord,
): TemplateState | undefined {
  const { event } = record
  if (state === undefined)
    return event.type === 'created'
      ? {
          id: record.templateId,
          name: event.name,
          company: event.company,
          customerCode: event.customerCode,
          shippingAddressId: event.shippingAddressId,
          lines: event.lines,
          author: record.account,
          updatedAt: record.at,
        }
      : undefined
  switch (event.type) {
    case 'created':
      return state
    case 'renamed':
      return { ...state, name: event.name, updatedAt: record.at }
    case 'updated':
      return {
        ...state,
        customerCode: event.customerCode,
        shippingAddressId: event.shippingAddressId,
        lines: event.lines,
        updatedAt: record.at,
      }
    case 'deleted':
      return undefined
  }
}

/** Every template of the log, and the highest id ever given (a deleted one's is never reused). */
export interface TemplateFold {
  readonly templates: ReadonlyMap<number, TemplateState>
  readonly lastId: number
}

/**
 * The templates of `log`, folded from the records after the last fold of the same log (a log that
 * was replaced, as by a reset, is folded again from its start).
 */
const folds = new WeakMap<
  EventStore,
  { position: number; last: StoreRecord | undefined; fold: TemplateFold }
>()
export function templatesOf(store: EventStore): TemplateFold {
  const log = store.log
  const kept = folds.get(store)
  const fits = kept !== undefined && kept.position <= log.length && log[kept.position - 1] === kept.last
  const templates = new Map(fits ? kept.fold.templates : [])
  let lastId = fits ? kept.fold.lastId : 0
  for (let i = fits ? kept.position : 0; i < log.length; i++) {
    const record = log[i]!
    if (record.kind !== 'template') continue
    lastId = Math.max(lastId, record.templateId)
    const next = evolveTemplate(templates.get(record.templateId), record)
    if (next === undefined) templates.delete(record.templateId)
    else templates.set(record.templateId, next)
  }
  const fold = { templates, lastId }
  folds.set(store, { position: log.length, last: log.at(-1), fold })
  return fold
}

/** Whether the account sees and uses a template (R-TPL-001): one of its codes it may order for. */
export const mayUseCode = (catalog: CatalogSeed, account: DemoAccount, customerCode: string): boolean =>
  ownsCustomer(account, customerCode) &&
  childCodeAllows(companyByCode(catalog, customerCode)?.childPermission ?? null, 'placeOrder')

export const mayUseTemplate = (catalog: CatalogSeed, account: DemoAccount, template: TemplateState) =>
  mayUseCode(catalog, account, template.customerCode)

export const mayChange = (account: DemoAccount, template: TemplateState) =>
  mayChangeTemplate(template, account.account, rolesOfRoleName(account.userInfo.RoleName))

/** What a user asks of the templates. */
export type TemplateCommand =
  | {
      readonly type: 'create'
      readonly name: string
      readonly customerCode: string
      readonly shippingAddressId: number | null
      readonly lines: readonly TemplateLine[]
    }
  | { readonly type: 'rename'; readonly templateId: number; readonly name: string }
  | {
      readonly type: 'update'
      readonly templateId: number
      readonly customerCode: string
      readonly shippingAddressId: number | null
      readonly lines: readonly TemplateLine[]
    }
  | { readonly type: 'delete'; readonly templateId: number }

export type TemplateRefusal =
  | { readonly kind: 'notFound'; readonly templateId: number }
  | { readonly kind: 'notYourCustomer'; readonly code: string }
  | { readonly kind: 'childCode'; readonly code: string }
  | { readonly kind: 'notYours' }
  | { readonly kind: 'name'; readonly problem: NameProblem }
  | { readonly kind: 'lines'; readonly problem: LinesProblem }
  | { readonly kind: 'full' }
  | { readonly kind: 'address'; readonly id: number }

export type TemplateDecision =
  | { readonly ok: true; readonly templateId: number; readonly event: TemplateEvent }
  | { readonly ok: false; readonly refusal: TemplateRefusal }

const refused = (refusal: TemplateRefusal): TemplateDecision => ({ ok: false, refusal })

/** Why the account may not keep these lines for this code and address, if it may not. */
function cartRefusal(
  catalog: CatalogSeed,
  account: DemoAccount,
  cart: { customerCode: string; shippingAddressId: number | null; lines: readonly TemplateLine[] },
): TemplateRefusal | undefined {
  if (!ownsCustomer(account, cart.customerCode)) return { kind: 'notYourCustomer', code: cart.customerCode }
  if (!mayUseCode(catalog, account, cart.customerCode)) return { kind: 'childCode', code: cart.customerCode }
  const company = companyByCode(catalog, cart.customerCode)
  if (
    cart.shippingAddressId !== null &&
    !company?.addresses.some((a) => a.Id === cart.shippingAddressId && a.AddressType === 2)
  )
    return { kind: 'address', id: cart.shippingAddressId }
  const sold = new Set(availableProductsOf(catalog, cart.customerCode).map((p) => p.ProductCode))
  const problem = linesProblem(cart.lines, (code) => sold.has(code))
  return problem && { kind: 'lines', problem }
}

/**
 * Decides a command on the folded templates (R-TPL-001..005): every object is checked, the
 * template (seen by the account), its customer code (the account's, allowed to place orders), its
 * address (the code's), its lines (sold to the code today) and the name (unique in the company).
 */
export function decideTemplate(
  fold: TemplateFold,
  command: TemplateCommand,
  account: DemoAccount,
  catalog: CatalogSeed,
): TemplateDecision {
  const all = [...fold.templates.values()]
  if (command.type === 'create') {
    const lines = mergeLines(command.lines)
    const cart = { ...command, lines }
    const refusal = cartRefusal(catalog, account, cart)
    if (refusal) return refused(refusal)
    const parent = companyByCode(catalog, command.customerCode)?.customer.ParentCustomerCode
    const company = companyOfCode(command.customerCode, parent)
    const problem = nameProblem(command.name, company, all)
    if (problem) return refused({ kind: 'name', problem })
    if (all.filter((t) => t.company === company).length >= TEMPLATES_PER_COMPANY_MAX)
      return refused({ kind: 'full' })
    return {
      ok: true,
      templateId: fold.lastId + 1,
      event: {
        type: 'created',
        name: templateName(command.name),
        company,
        customerCode: command.customerCode,
        shippingAddressId: command.shippingAddressId,
        lines,
      },
    }
  }
  const template = fold.templates.get(command.templateId)
  if (template === undefined || !mayUseTemplate(catalog, account, template))
    return refused({ kind: 'notFound', templateId: command.templateId })
  if (!mayChange(account, template)) return refused({ kind: 'notYours' })
  const decided = (event: TemplateEvent): TemplateDecision => ({ ok: true, templateId: template.id, event })
  switch (command.type) {
    case 'rename': {
      const problem = nameProblem(command.name, template.company, all, template.id)
      return problem
        ? refused({ kind: 'name', problem })
        : decided({ type: 'renamed', name: templateName(command.name) })
    }
    case 'update': {
      const lines = mergeLines(command.lines)
      const cart = { ...command, lines }
      const refusal = cartRefusal(catalog, account, cart)
      if (refusal) return refused(refusal)
      // A template stays its company's: a cart of another company is saved as a new template.
      const parent = companyByCode(catalog, command.customerCode)?.customer.ParentCustomerCode
      if (companyOfCode(command.customerCode, parent) !== template.company)
        return refused({ kind: 'notYourCustomer', code: command.customerCode })
      return decided({
        type: 'updated',
        customerCode: command.customerCode,
        shippingAddressId: command.shippingAddressId,
        lines,
      })
    }
    case 'delete':
      return decided({ type: 'deleted' })
  }
}

/**
 * Runs a command: read, fold, decide and append in the store's write turn. Answers the template as
 * it is after the command (undefined after a delete), or the refusal; nothing is appended on one.
 */
export async function runTemplateCommand(
  store: EventStore,
  catalog: CatalogSeed,
  account: DemoAccount,
  command: TemplateCommand,
  now: string,
): Promise<{ ok: true; template: TemplateState | undefined } | { ok: false; refusal: TemplateRefusal }> {
  let decision: TemplateDecision | undefined
  const records = await store.append(() => {
    decision = decideTemplate(templatesOf(store), command, account, catalog)
    if (!decision.ok) return []
    return [
      {
        kind: 'template',
        templateId: decision.templateId,
        account: account.account,
        at: now,
        event: decision.event,
      },
    ]
  })
  if (!decision!.ok) return decision!
  const record = records[0] as TemplateRecord
  return { ok: true, template: templatesOf(store).templates.get(record.templateId) }
}
