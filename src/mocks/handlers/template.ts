// Company templates (R-TPL-001..005, decision 0366): the HTTP face of backend/templates.ts. Every
// call is the signed-in user's; a template the user may not use is as unknown as a missing one,
// and every write is decided on the log as it stands (read, fold, decide, append).
import {
  CreateTemplate,
  CreateTemplateFromOrder,
  DeleteTemplate,
  GetTemplate,
  GetTemplates,
  RenameTemplate,
  UpdateTemplate,
  type OrderTemplate,
} from '../../api/contracts/template'
import type { DemoAccount } from '../../backend/accounts'
import { say } from '../../backend/messages'
import { availableProductsOf, type CatalogSeed } from '../../backend/seed/catalog'
import {
  mayChange,
  mayUseTemplate,
  runTemplateCommand,
  templatesOf,
  type TemplateCommand,
  type TemplateRefusal,
  type TemplateState,
} from '../../backend/templates'
import { nameKey, TEMPLATE_NAME_MAX, TEMPLATE_QUANTITY_MAX } from '../../machines/templates/templates.rules'
import { MOCK_CODES, ok, refuse } from '../respond'
import { FORBIDDEN_CODE } from '../signed-in'
import { handleForUser, orderNotFound, ownOrder, type OrderHandlerDeps } from './order-context'

const authorName = (deps: OrderHandlerDeps, account: string) =>
  deps.auth.accounts.find((a) => a.account === account)?.userInfo.RealName ?? account

function answerOf(deps: OrderHandlerDeps, account: DemoAccount, t: TemplateState): OrderTemplate {
  return {
    Id: t.id,
    Name: t.name,
    CustomerCode: t.customerCode,
    Company: t.company,
    ShippingAddressId: t.shippingAddressId,
    Lines: t.lines.map((l) => ({ ProductCode: l.productCode, Quantity: l.quantity })),
    AuthorName: authorName(deps, t.author),
    UpdateTime: t.updatedAt,
    CanChange: mayChange(account, t),
  }
}

function refusalOf(request: Request, refusal: TemplateRefusal): Response {
  switch (refusal.kind) {
    case 'notFound':
      return refuse(request, MOCK_CODES.notFound, 'templates.notFound', { templateId: refusal.templateId })
    case 'notYourCustomer':
      return refuse(request, FORBIDDEN_CODE, 'notYourCustomer', { code: refusal.code })
    case 'childCode':
      return refuse(request, FORBIDDEN_CODE, 'childCode.placeOrder', { code: refusal.code })
    case 'notYours':
      return refuse(request, FORBIDDEN_CODE, 'templates.notYours')
    case 'name':
      return refuse(request, MOCK_CODES.ruleViolation, `templates.name.${refusal.problem}`, {
        max: TEMPLATE_NAME_MAX,
      })
    case 'lines': {
      const problem = refusal.problem
      return refuse(request, MOCK_CODES.ruleViolation, `templates.lines.${problem.kind}`, {
        code: 'productCode' in problem ? problem.productCode : '',
        max: TEMPLATE_QUANTITY_MAX,
      })
    }
    case 'full':
      return refuse(request, MOCK_CODES.ruleViolation, 'templates.full')
    case 'address':
      return refuse(request, MOCK_CODES.notFound, 'templates.address', { id: refusal.id })
  }
}

const linesOf = (lines: readonly { ProductCode: string; Quantity: number }[]) =>
  lines.map((l) => ({ productCode: l.ProductCode, quantity: l.Quantity }))

export function templateHandlers(deps: OrderHandlerDeps) {
  const { orders } = deps
  const catalog = (): CatalogSeed => orders.catalog

  async function run(
    request: Request,
    account: DemoAccount,
    command: TemplateCommand,
    key: string,
    params = {},
  ) {
    const outcome = await runTemplateCommand(orders.store, catalog(), account, command, orders.clock.now())
    if (!outcome.ok) return refusalOf(request, outcome.refusal)
    const data = outcome.template && answerOf(deps, account, outcome.template)
    return ok(data ?? null, say(request, key, params))
  }

  return [
    handleForUser(deps, GetTemplates, (_input, _context, account) => {
      const mine = [...templatesOf(orders.store).templates.values()]
        .filter((t) => mayUseTemplate(catalog(), account, t))
        .sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name), 'vi') || a.id - b.id)
      return ok(mine.map((t) => answerOf(deps, account, t)))
    }),

    handleForUser(deps, GetTemplate, ({ templateId }, { request }, account) => {
      const template = templatesOf(orders.store).templates.get(templateId)
      return template !== undefined && mayUseTemplate(catalog(), account, template)
        ? ok(answerOf(deps, account, template))
        : refusalOf(request, { kind: 'notFound', templateId })
    }),

    handleForUser(deps, CreateTemplate, (body, { request }, account) =>
      run(request, account, { type: 'create', ...body, lines: linesOf(body.lines) }, 'templates.saved', {
        name: body.name,
      }),
    ),

    handleForUser(deps, CreateTemplateFromOrder, async (body, { request }, account) => {
      const order = await ownOrder(orders, account, body.orderId)
      if (order === undefined) return orderNotFound(request, body.orderId)
      const { document } = order
      // What is no longer sold to the code is left out, and the answer says how much (R-TPL-003).
      const sold = new Set(availableProductsOf(catalog(), document.CustomerCode).map((p) => p.ProductCode))
      const lines = document.OrderProductList.map((l) => ({
        productCode: l.ProductCode,
        quantity: l.Quantity,
      }))
      const kept = lines.filter((l) => sold.has(l.productCode) && l.quantity > 0)
      const command: TemplateCommand = {
        type: 'create',
        name: body.name,
        customerCode: document.CustomerCode,
        shippingAddressId: document.ShippingAddressId,
        lines: kept,
      }
      const left = lines.length - kept.length
      return run(request, account, command, left > 0 ? 'templates.savedLeavingOut' : 'templates.saved', {
        name: body.name,
        count: left,
      })
    }),

    handleForUser(deps, RenameTemplate, (body, { request }, account) =>
      run(request, account, { type: 'rename', ...body }, 'templates.renamed', { name: body.name }),
    ),

    handleForUser(deps, UpdateTemplate, (body, { request }, account) =>
      run(request, account, { type: 'update', ...body, lines: linesOf(body.lines) }, 'templates.updated'),
    ),

    handleForUser(deps, DeleteTemplate, (body, { request }, account) =>
      run(request, account, { type: 'delete', ...body }, 'templates.deleted'),
    ),
  ]
}
