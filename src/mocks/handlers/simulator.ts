// The back-office simulator (R-API-035..041): order actions by the back office, the
// business clock, reset, the order list of the panel, and one injected failure for the next call.
// Every order action is decided once by the lifecycle's decider (decision 0162); an illegal one
// answers MOCK_CODES.illegalState naming the state and appends nothing (R-API-038).
import { delay, http, HttpResponse } from 'msw'
import {
  SimApprove,
  SimCancel,
  SimChangeOrder,
  SimFailNext,
  SimGetClock,
  SimGetOrderHistory,
  SimListOrders,
  SimMoveClock,
  SimProcess,
  SimReset,
  SimResolveSupport,
  SimSetChildPermission,
  SimShip,
  SimVerifyPayment,
  type SimFailureKind,
  type SimOrder,
} from '../../api/contracts/simulator'
import type { FeOrderStatus } from '../../api/contracts/common'
import type { OrderCommand } from '../../machines/order-lifecycle'
import { newChangeKey } from '../../backend/change-keys'
import { deliveryNoteOf, invoicingDetails, shippingDetails } from '../../backend/back-office'
import { fileUrlOf } from '../../backend/file-urls'
import { say } from '../../backend/messages'
import type { ActExtras } from '../../backend/order-commands'
import { newestFirstPage } from '../../backend/order-queries'
import type { OrderState } from '../../backend/order-state'
import { MOCK_CODES, ok, refuse, tokenOf } from '../respond'
import { addressesOf, companyByCode, type CatalogSeed, type Company } from '../../backend/seed/catalog'
import type { ChildRights } from '../../machines/profile/profile.rules'
import type { DemoAccount } from '../../backend/accounts'
import { FORBIDDEN_CODE, signedIn } from '../signed-in'
import { sessionKeyOf, type AuthState } from './auth'
import {
  handleOrders,
  heldOrder,
  lifecycleRefusal,
  orderNotFound,
  type OrderHandlerDeps,
} from './order-context'

/**
 * Failures waiting for their session's next call, once (mock mode only), by session key (the
 * token's SHA-256, as the session store keeps it): the caller's own, never another's (decision 0283).
 */
export interface FailureInjection {
  readonly pending: Map<string, SimFailureKind>
}

export const createFailureInjection = (): FailureInjection => ({ pending: new Map() })

/** How long a simulated timeout keeps the call waiting before its 504. */
export const SIMULATED_TIMEOUT_MS = 3000

/** The failure waiting for this call's session, taken so that it meets one call only. */
async function takeFailure(injection: FailureInjection, request: Request) {
  // No hash of the token while nothing waits: the usual case costs nothing.
  if (injection.pending.size === 0) return undefined
  const path = new URL(request.url).pathname
  if (path.includes('/api/__sim/') || path.includes('/api/__files/')) return undefined
  const token = tokenOf(request)
  if (!token) return undefined
  const key = await sessionKeyOf(token)
  const kind = injection.pending.get(key)
  // Taken in the same turn as it is read: of two calls at once, one meets it.
  injection.pending.delete(key)
  return kind
}

/**
 * The first handler of the backend: when a failure waits for the caller's session, its next API
 * call (not a simulator call, not a stored file) gets it instead of its answer.
 */
export function failureInjectionHandler(injection: FailureInjection) {
  return http.all('*/api/*', async ({ request }) => {
    const kind = await takeFailure(injection, request)
    switch (kind) {
      case undefined:
        return undefined
      case 'authExpired':
        return HttpResponse.json({
          code: 4012,
          message: say(request, 'sim.injected.authExpired'),
          data: null,
        })
      case 'serverError':
        return new HttpResponse(null, { status: 500 })
      case 'timeout':
        await delay(SIMULATED_TIMEOUT_MS)
        return new HttpResponse(null, { status: 504 })
      case 'offline':
        return HttpResponse.error()
    }
  })
}

/**
 * Placed before the simulator's handlers: every `/api/__sim/*` call needs a signed-in session,
 * any demo account standing in for the back office (decision 0131), and the refusal says so with
 * the auth code of R-ERR-003. A call with a session falls through to its handler.
 */
export function simulatorSessionGuard(
  auth: AuthState,
  mayUse: (account: DemoAccount) => boolean = () => true,
) {
  return http.all('*/api/__sim/*', async ({ request, params }) => {
    const account = await signedIn(auth, { request, params, token: tokenOf(request) }, 'sim.sessionNeeded')
    if (account instanceof Response) return account
    return mayUse(account) ? undefined : refuse(request, FORBIDDEN_CODE, 'sim.backOfficeOnly')
  })
}

export interface SimulatorDeps extends OrderHandlerDeps {
  readonly injection: FailureInjection
  /** Called after the order store was reset (the catalogue resets with it). */
  readonly onReset?: () => Promise<void>
  /** The profile's catalogue (catalog-db), beside the order store's: a permission changes in both. */
  readonly profileCatalog?: () => CatalogSeed
}

/** A stored order as Sim.Orders lists it for the back-office panel. */
export const simOrderOf = (state: OrderState): SimOrder => ({
  Id: state.id,
  OrderNumber: state.orderNumber,
  Account: state.account,
  CustomerCode: state.document.CustomerCode,
  CustomerName: state.document.CustomerName,
  CustomerTypeName: state.facts.customerTypeName,
  TermsOfPayment: state.snapshot.context.termsOfPayment,
  FeOrderStatus: state.status,
  EtaDate: state.snapshot.context.etaDate,
  ConfirmedETA: state.snapshot.context.confirmedEta,
  CreateTime: state.createTime,
})

export function simulatorHandlers(deps: SimulatorDeps) {
  const { orders } = deps
  const result = (state: OrderState) => ({
    Id: state.id,
    OrderNumber: state.orderNumber,
    FeOrderStatus: state.status,
  })
  const clockAnswer = () => ({ Now: orders.clock.now(), OffsetDays: orders.clock.offsetDays })

  /** Handles a back-office command on an order, or answers why not. `extras` are made only once it is legal. */
  async function backOffice(
    request: Request,
    orderId: number,
    commandOf: (at: string) => OrderCommand,
    extras?: (state: OrderState, at: string) => ActExtras | Promise<ActExtras>,
  ) {
    const state = await heldOrder(orders, orderId)
    if (state === undefined) return orderNotFound(request, orderId)
    const at = orders.clock.now()
    const command = commandOf(at)
    const before: FeOrderStatus = state.status
    // The extras (a delivery note file, invoicing details) are made only once the command is accepted.
    const done = await orders.commands.act(state, command, () => (extras ? extras(state, at) : {}))
    if (!done.ok) return lifecycleRefusal(request, state, done.refusal)
    return ok(
      result(done.state),
      say(request, 'sim.done', { orderNumber: state.orderNumber, from: before, to: done.state.status }),
    )
  }

  const action =
    (type: 'ApproveOrder' | 'VerifyPayment' | 'ProcessOrder' | 'ResolveSupport') => (at: string) =>
      ({ type, by: 'backOffice', at }) as OrderCommand

  return [
    handleOrders(deps, SimApprove, ({ orderId }, { request }) =>
      backOffice(request, orderId, action('ApproveOrder')),
    ),
    handleOrders(deps, SimVerifyPayment, ({ orderId }, { request }) =>
      backOffice(request, orderId, action('VerifyPayment')),
    ),
    handleOrders(deps, SimProcess, ({ orderId }, { request }) =>
      backOffice(request, orderId, action('ProcessOrder'), (state) => ({
        details: invoicingDetails(state),
      })),
    ),
    handleOrders(deps, SimShip, ({ orderId }, { request }) =>
      backOffice(
        request,
        orderId,
        (at) => ({ type: 'ShipOrder', by: 'backOffice', at }),
        async (state, at) => {
          const note = deliveryNoteOf(state, at)
          const file = await orders.storeFile(
            {
              FileName: note.fileName,
              ContentType: 'application/pdf',
              Size: note.bytes.byteLength,
              CreateTime: at,
              Account: null,
            },
            note.bytes,
          )
          return {
            details: shippingDetails(state, at, true, [
              { FileName: note.fileName, FileURL: fileUrlOf(file.Id) },
            ]),
          }
        },
      ),
    ),
    handleOrders(deps, SimResolveSupport, ({ orderId }, { request }) =>
      backOffice(request, orderId, action('ResolveSupport')),
    ),
    handleOrders(deps, SimCancel, ({ orderId, reason, note }, { request }) =>
      backOffice(request, orderId, (at) => ({
        type: 'CancelOrder',
        by: 'backOffice',
        at,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
        ...(note?.trim() ? { note: note.trim() } : {}),
      })),
    ),
    handleOrders(deps, SimChangeOrder, async (input, { request }) => {
      const state = await heldOrder(orders, input.orderId)
      if (state === undefined) return orderNotFound(request, input.orderId)
      if (input.etaDate !== undefined && input.etaDate < orders.clock.today())
        return refuse(request, MOCK_CODES.ruleViolation, 'sim.etaInPast', { eta: input.etaDate })
      const address =
        input.shippingAddressId === undefined
          ? undefined
          : addressesOf(orders.catalog, state.document.CustomerCode, 2).find(
              (a) => a.Id === input.shippingAddressId,
            )
      if (input.shippingAddressId !== undefined && address === undefined)
        return refuse(request, MOCK_CODES.notFound, 'orders.unknownAddress', {
          addressId: input.shippingAddressId,
          customerCode: state.document.CustomerCode,
        })
      // Only the order's own lines take a new quantity (R-CHG-009).
      const unknownLine = input.quantities?.find(
        (q) => !state.document.OrderProductList.some((line) => line.ProductCode === q.ProductCode),
      )
      if (unknownLine !== undefined)
        return refuse(request, MOCK_CODES.notFound, 'orders.unknownProduct', {
          productCode: unknownLine.ProductCode,
          customerCode: state.document.CustomerCode,
        })
      return backOffice(
        request,
        input.orderId,
        (at) => ({
          type: 'IssueChangeOrder',
          by: 'backOffice',
          at,
          ...(input.etaDate === undefined ? {} : { newEta: input.etaDate }),
          ...(address === undefined
            ? {}
            : { newShippingAddressId: address.Id, newShippingAddress: address.ShippingAddress }),
          ...(input.quantities === undefined || input.quantities.length === 0
            ? {}
            : {
                newQuantities: input.quantities.map((q) => ({
                  productCode: q.ProductCode,
                  quantity: q.Quantity,
                })),
              }),
          incurredPurchaseCostPercent: input.incurredPurchaseCostPercent ?? 0,
        }),
        // The change's key opens its document without a login (decision 0220).
        () => ({ changeKey: newChangeKey() }),
      )
    }),

    handleOrders(deps, SimMoveClock, async ({ days }, { request }) => {
      await orders.advanceClock(days)
      return ok(clockAnswer(), say(request, 'sim.clockMoved', { days, now: orders.clock.now() }))
    }),
    handleOrders(deps, SimGetClock, () => ok(clockAnswer())),

    handleOrders(deps, SimReset, async (_input, { request }) => {
      await orders.reset()
      await deps.onReset?.()
      deps.injection.pending.clear()
      return ok(null, say(request, 'sim.reset'))
    }),

    handleOrders(deps, SimListOrders, ({ status, orderNumber, pageIndex, pageSize }) => {
      const number = orderNumber?.trim().toUpperCase() || undefined
      const rows = orders.db.orders.findMany((q) =>
        q.where(
          (row) =>
            row.FeOrderStatus !== 0 &&
            (status === undefined || row.FeOrderStatus === status) &&
            (number === undefined || row.OrderNumber.includes(number)),
        ),
      )
      const page = newestFirstPage(rows, pageIndex, pageSize)
      return ok({
        list: page.list.map((row) => simOrderOf(orders.store.order(row.Id)!)),
        totalCount: page.totalCount,
      })
    }),

    handleOrders(deps, SimGetOrderHistory, async ({ orderId }, { request }) => {
      const state = await heldOrder(orders, orderId)
      if (state === undefined) return orderNotFound(request, orderId)
      return ok({
        Id: state.id,
        OrderNumber: state.orderNumber,
        FeOrderStatus: state.status,
        CustomerTypeName: state.facts.customerTypeName,
        TermsOfPayment: state.facts.termsOfPayment,
        EtaDate: state.facts.etaDate,
        Events: state.records.map((record) => ({
          Seq: record.seq,
          Type: record.event.type,
          By: record.event.by,
          At: record.event.at,
          Event: JSON.stringify(record.event),
        })),
      })
    }),

    // The caller's own session (the guard above let only a signed-in one through), decision 0283.
    // R-PERM-018 (decision 0359): the back office changes a child code's permission, in memory;
    // the order handlers read the order store's catalogue, the profile the catalogue's own.
    handleOrders(deps, SimSetChildPermission, ({ customerCode, ...change }, { request }) => {
      const companies = [orders.catalog, deps.profileCatalog?.()].flatMap((seed) =>
        seed === undefined ? [] : (companyByCode(seed, customerCode) ?? []),
      )
      const current = companies[0]?.childPermission
      if (current === undefined || current === null)
        return refuse(request, MOCK_CODES.notFound, 'sim.notChildCode', { code: customerCode })
      const next: ChildRights = {
        CanPlaceOrder: change.canPlaceOrder ?? current.CanPlaceOrder,
        CanViewOrders: change.canViewOrders ?? current.CanViewOrders,
        CanUploadPayment: change.canUploadPayment ?? current.CanUploadPayment,
      }
      for (const company of companies)
        (company as { childPermission: Company['childPermission'] }).childPermission = next
      const parent = orders.catalog.companies.find((c) =>
        c.customer.ChildCustomerList.some((child) => child.CustomerCode === customerCode),
      )
      return ok({
        CustomerCode: customerCode,
        CustomerName: companies[0]!.customer.CustomerName,
        ParentCustomerCode: parent?.customer.CustomerCode ?? '',
        ...next,
      })
    }),

    handleOrders(deps, SimFailNext, async ({ kind }, { request, token }) => {
      const key = await sessionKeyOf(token ?? '')
      if (kind === null) deps.injection.pending.delete(key)
      else deps.injection.pending.set(key, kind)
      return ok({ Next: kind }, say(request, kind === null ? 'sim.failCleared' : 'sim.failNext', { kind }))
    }),
  ]
}
