// What the order, notification, file and simulator handlers share: waiting for the event store,
// applying due auto-completions before anything is read or changed (decision 0037), the signed-in
// account, the caller's orders, and the refusals they answer.
import type { FeOrderStatus } from '../../api/contracts/common'
import type { OrderRefusal } from '../../machines/order-lifecycle'
import type { DemoAccount } from '../../backend/accounts'
import { unreadableFileUrl } from '../../backend/file-ownership'
import { languageOf } from '../../backend/messages'
import type { OrderBackend } from '../../backend/order-backend'
import type { Refusal } from '../../backend/order-documents'
import type { OrderState } from '../../backend/order-state'
import { statusText } from '../../backend/order-view'
import { handle, MOCK_CODES, refuse, type HandlerContext } from '../respond'
import { companyByCode, ownsCustomer, type CatalogSeed } from '../../backend/seed/catalog'
import { childCodeAllows, type ChildAction } from '../../machines/profile/profile.rules'
import { FORBIDDEN_CODE, signedIn } from '../signed-in'
import type { AuthState } from './auth'
import type { Endpoint } from '../../api/endpoint'
import type { ListAnswers } from '../../backend/list-answers'

export interface OrderHandlerDeps {
  readonly auth: AuthState
  readonly orders: OrderBackend
  /** The order lists' answers kept until their customers' rows change (decision 0388); none: made each time. */
  readonly listAnswers?: ListAnswers | undefined
}

/** An order handler: the store is loaded and settled first. */
export function handleOrders<Req>(
  deps: OrderHandlerDeps,
  endpoint: Endpoint<Req, any, any, any>,
  resolve: (input: Req, context: HandlerContext) => Response | Promise<Response>,
) {
  return handle(endpoint, async (input, context) => {
    await deps.orders.ready()
    await deps.orders.settle()
    return resolve(input, context)
  })
}

/** An order handler for a signed-in customer (4010 without a token, 5004 with an unknown one). */
export function handleForUser<Req>(
  deps: OrderHandlerDeps,
  endpoint: Endpoint<Req, any, any, any>,
  resolve: (input: Req, context: HandlerContext, account: DemoAccount) => Response | Promise<Response>,
) {
  return handleOrders(deps, endpoint, async (input, context) => {
    const account = await signedIn(deps.auth, context)
    return account instanceof Response ? account : resolve(input, context, account)
  })
}

/** The account's order with that id; another company's order is as unknown as a missing one. */
/**
 * The order as this process holds it. One it does not hold yet is looked for once more after
 * reading what other server processes (or tabs) appended: an order placed a moment ago through
 * another process, which this one has not heard of yet, is found, not answered 'not found'
 * (R-SRV-018). Only a miss costs the read.
 */
export async function heldOrder(orders: OrderBackend, orderId: number): Promise<OrderState | undefined> {
  const held = orders.store.order(orderId)
  if (held !== undefined) return held
  await orders.store.catchUp()
  return orders.store.order(orderId)
}

export async function ownOrder(
  orders: OrderBackend,
  account: DemoAccount,
  orderId: number,
): Promise<OrderState | undefined> {
  const state = await heldOrder(orders, orderId)
  return state !== undefined && ownsCustomer(account, state.document.CustomerCode) ? state : undefined
}

export const orderNotFound = (request: Request, orderId: number) =>
  refuse(request, MOCK_CODES.notFound, 'orders.notFound', { orderId })

/** R-API-038: an action the order's state does not allow, naming the state. */
export const illegalState = (request: Request, state: OrderState, status: FeOrderStatus = state.status) =>
  refuse(request, MOCK_CODES.illegalState, 'orders.illegalState', {
    orderNumber: state.orderNumber,
    status: statusText(languageOf(request), status),
    code: status,
  })

/** A refusal of the lifecycle's decider (decision 0162): the state named, or the rule's message. */
export const lifecycleRefusal = (request: Request, state: OrderState, refusal: OrderRefusal) =>
  refusal.kind === 'illegalState'
    ? illegalState(request, state)
    : refuse(request, MOCK_CODES.ruleViolation, refusal.key, { orderNumber: state.orderNumber })

const REFUSAL_CODES: Record<Refusal['kind'], number> = {
  badRequest: MOCK_CODES.badRequest,
  notFound: MOCK_CODES.notFound,
  ruleViolation: MOCK_CODES.ruleViolation,
}

/** A refusal of order-documents.ts; a company that is not the user's answers FORBIDDEN_CODE. */
export const refusalResponse = (request: Request, refusal: Refusal) =>
  refuse(
    request,
    refusal.key === 'notYourCustomer' ? FORBIDDEN_CODE : REFUSAL_CODES[refusal.kind],
    refusal.key,
    refusal.params,
  )

/**
 * The first URL of a request (vouchers, support files) that is not a file of this backend the
 * account may read, if any (R-OWN-003).
 */
export const unknownFileUrl = (
  orders: OrderBackend,
  account: DemoAccount,
  urls: readonly string[],
): string | undefined => unreadableFileUrl(orders, account, urls)

export const unknownFile = (request: Request, url: string) =>
  refuse(request, MOCK_CODES.notFound, 'orders.unknownFile', { url })

/**
 * R-PERM-011..013 (decision 0340): the refusal when `customerCode` is a child code whose permission
 * does not allow `action`, answered FORBIDDEN_CODE with the action named; nothing is stored.
 */
export function childCodeRefusal(
  catalog: CatalogSeed,
  request: Request,
  customerCode: string,
  action: ChildAction,
): Response | undefined {
  const rights = companyByCode(catalog, customerCode)?.childPermission ?? null
  return childCodeAllows(rights, action)
    ? undefined
    : refuse(request, FORBIDDEN_CODE, `childCode.${action}`, { code: customerCode })
}

/** The codes of `codes` whose orders the account may see (R-PERM-012): a list leaves the others out. */
export const viewableCodes = (catalog: CatalogSeed, codes: ReadonlySet<string>): ReadonlySet<string> =>
  new Set(
    [...codes].filter((code) =>
      childCodeAllows(companyByCode(catalog, code)?.childPermission ?? null, 'viewOrders'),
    ),
  )
