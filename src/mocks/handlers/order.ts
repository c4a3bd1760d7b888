// The Order.* endpoints (R-API-009..014, R-API-026..028) over the event store. Every request is
// decoded by its Schema (respond.ts#handle); the ordering rules are the place-order rules file's
// (R-ORD-023), the lifecycle's are its decider's (decision 0162), asked once per command through
// `commands.act`, whose refusal says which message to answer: a refused command appends nothing.
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../../api/contracts/common'
import {
  ApprovePendingPaymentOrder,
  CompleteOrder,
  CreateDraftOrder,
  CreateOpenOrder,
  DeleteOrder,
  GetAvailableProductList,
  GetDraftOrderList,
  GetETATEDGap,
  GetMallOrderStatusList,
  GetOrder,
  GetOrderChangedDetail,
  GetOrderTrackingIno,
  GetPagedMallOrderList,
  GetPaymentStatusList,
  GetPendingOrderList,
  GetSupportList,
  SaveAsOpenOrder,
  SaveAsSupportOrder,
  UpdateOrder,
  type GetMallOrderStatusListRequest,
  type OrderBody,
} from '../../api/contracts/order'
import { listOf, type OrderCommand, type OrderList } from '../../machines/order-lifecycle'
import type { DemoAccount } from '../../backend/accounts'
import { languageOf, say } from '../../backend/messages'
import type { OrderDocument } from '../../backend/event-records'
import { buildDocument, submitViolations } from '../../backend/order-documents'
import { countByStatus, newestRowsPage, type OrderFilter } from '../../backend/order-queries'
import type { OrderState } from '../../backend/order-state'
import {
  changeDocumentOf,
  orderDetailOf,
  orderRowOf,
  paymentStatusText,
  statusText,
  trackingOf,
} from '../../backend/order-view'
import { keptJsonAnswer, MOCK_CODES, ok, refuse } from '../respond'
import {
  availableProductsOf,
  etaEtdGapOf,
  ownsCustomer,
  productIn,
  type CatalogSeed,
} from '../../backend/seed/catalog'
import type { ChildAction } from '../../machines/profile/profile.rules'
import { PAYMENT_STATUS_CODES, SUPPORT_REASONS, supportReasonById } from '../../backend/seed/reference'
import { notOwned, signedIn } from '../signed-in'
import { keyOpens } from '../../backend/change-keys'
import { fileIdOfUrl, storedFileUrl } from '../../backend/file-urls'
import {
  childCodeRefusal,
  handleForUser,
  handleOrders,
  illegalState,
  lifecycleRefusal,
  orderNotFound,
  ownOrder,
  refusalResponse,
  unknownFile,
  unknownFileUrl,
  viewableCodes,
  type OrderHandlerDeps,
} from './order-context'

/** The statuses a list shows, from the lifecycle's rule (R-LIFE-027, decision 0024). */
const statusesOf = (list: OrderList): ReadonlySet<FeOrderStatus> =>
  new Set(FE_ORDER_STATUSES.filter((status) => listOf(status) === list))
const DRAFT = statusesOf('draft')
const PENDING = statusesOf('pending')
const CONFIRMED = statusesOf('confirmed')
/** The confirmed list's statuses, in the order of its tabs (R-CONF-001). */
export const CONFIRMED_STATUSES = [3, 4, 5, 7, 6, 8] as const satisfies readonly FeOrderStatus[]

/** A list's statuses, narrowed to the one asked for (none when it is not one of the list's). */
const narrowed = (statuses: ReadonlySet<FeOrderStatus>, chosen: FeOrderStatus | undefined) =>
  chosen === undefined ? statuses : new Set(statuses.has(chosen) ? [chosen] : [])

/** The confirmed list's filters but its status tab, over all its statuses (R-API-013). */
function mallFilterOf(
  catalog: CatalogSeed,
  account: DemoAccount,
  input: GetMallOrderStatusListRequest,
  request: Request,
): OrderFilter | Response {
  const scope = customerScope(catalog, account, input.customerCode, request)
  if (scope instanceof Response) return scope
  return {
    customerCodes: scope,
    statuses: CONFIRMED,
    orderNumber: input.orderNumber,
    poNumber: input.poNumber,
    paymentStatuses: input.paymentStatusStrings ? new Set(input.paymentStatusStrings) : undefined,
    etaFrom: input.startTime,
    etaTo: input.endTime,
    etdFrom: input.etdFrom,
    etdTo: input.etdTo,
  }
}

/**
 * The customer codes a list covers: the chosen one (if it is the user's and its orders may be
 * viewed, R-PERM-012) or all the user's whose orders may be viewed.
 */
export function customerScope(
  catalog: CatalogSeed,
  account: DemoAccount,
  customerCode: string | undefined,
  request: Request,
): ReadonlySet<string> | Response {
  const code = customerCode?.trim()
  if (code)
    return (
      notOwned(account, code, request) ??
      childCodeRefusal(catalog, request, code, 'viewOrders') ??
      new Set([code])
    )
  return viewableCodes(catalog, new Set(account.userInfo.CustomerList.map((c) => c.CustomerCode)))
}

/** What the customer's order facts are for a company of the catalogue. */
function factsFor(catalog: CatalogSeed, customerCode: string, etaDate: string) {
  const company = catalog.companies.find((c) => c.customer.CustomerCode === customerCode)!
  return {
    customerTypeName: company.customer.CustomerTypeName,
    termsOfPayment: company.customer.TermsOfPayment,
    etaDate,
  }
}

export function orderHandlers(deps: OrderHandlerDeps) {
  const { orders } = deps
  const now = () => orders.clock.now()

  /** The document of a body, or the refusal; with `submit`, the ordering rules too (R-ORD-023). */
  function documentFor(request: Request, account: DemoAccount, body: OrderBody, submit: boolean) {
    // R-PERM-011: a child code that may not place orders has no draft or order made, saved or placed.
    const notAllowed = ownsCustomer(account, body.customerCode)
      ? childCodeRefusal(orders.catalog, request, body.customerCode, 'placeOrder')
      : undefined
    if (notAllowed !== undefined) return notAllowed
    const built = buildDocument(orders.catalog, account, body)
    if (!built.ok) return refusalResponse(request, built.refusal)
    if (submit) {
      const first = submitViolations(orders.catalog, built.cart, orders.clock.today())[0]
      if (first !== undefined) return refuse(request, MOCK_CODES.ruleViolation, first.key, first.params)
    }
    return built
  }

  /** The voucher URLs' file names as uploaded, '' where unknown (R-PAY-007): kept beside the URLs. */
  const fileNamesOf = (urls: readonly string[]) =>
    urls.map((url) => {
      const id = fileIdOfUrl(url, orders.ownOrigin)
      return (id === undefined ? undefined : orders.file(id)?.FileName) ?? ''
    })

  /** R-PERM-011..013: the refusal when the order's own code does not allow `action`. */
  const orderRefusal = (request: Request, state: OrderState, action: ChildAction) =>
    childCodeRefusal(orders.catalog, request, state.document.CustomerCode, action)

  const answerRef = (request: Request, state: OrderState, key: string) =>
    ok(
      { Id: state.id, OrderNumber: state.orderNumber },
      say(request, key, { orderNumber: state.orderNumber }),
    )

  /** Handles a customer's command on an order, or answers why not (R-API-038). */
  async function customerAct(
    request: Request,
    state: OrderState,
    command: OrderCommand,
    key: string,
    extras = {},
  ) {
    const result = await orders.commands.act(state, command, extras)
    if (!result.ok && result.gone) return orderNotFound(request, state.id)
    return result.ok
      ? answerRef(request, result.state, key)
      : lifecycleRefusal(request, state, result.refusal)
  }

  /** Handles a customer's command and answers with a message only (no data), or why not. */
  async function customerActNoData(request: Request, state: OrderState, command: OrderCommand, key: string) {
    const result = await orders.commands.act(state, command)
    if (!result.ok && result.gone) return orderNotFound(request, state.id)
    return result.ok
      ? ok(null, say(request, key, { orderNumber: state.orderNumber }))
      : lifecycleRefusal(request, state, result.refusal)
  }

  /** What a draft's document changes bring along: the document and its company's ETA-ETD gap. */
  const documentExtras = (document: OrderDocument) => ({
    document,
    etdGapDays: etaEtdGapOf(orders.catalog, document.CustomerCode),
  })

  /**
   * A new order from a body (CreateDraftOrder, CreateOpenOrder): a draft takes today as its ETA
   * when it has none yet; a placed order passed the ordering rules, so it has one.
   */
  async function openOrder(request: Request, account: DemoAccount, body: OrderBody, place: boolean) {
    const built = documentFor(request, account, body, place)
    if (built instanceof Response) return built
    const at = now()
    const etaDate = built.document.EtaDate ?? at.slice(0, 10)
    const facts = factsFor(orders.catalog, built.document.CustomerCode, etaDate)
    const state = await orders.commands.open({
      account: account.account,
      facts,
      ...documentExtras(built.document),
      command: {
        type: place ? 'PlaceOrder' : 'SaveDraft',
        by: 'customer',
        at,
        etaDate,
        termsOfPayment: facts.termsOfPayment,
      },
    })
    return answerRef(request, state, place ? 'orders.placed' : 'orders.draftSaved')
  }

  const rowsAnswer = (request: Request, filter: OrderFilter, pageIndex: number, pageSize: number) => {
    const language = languageOf(request)
    const page = newestRowsPage(orders.db, filter, pageIndex, pageSize)
    return {
      list: page.list.map((row) => orderRowOf(orders.store.order(row.Id)!, language)),
      totalCount: page.totalCount,
    }
  }

  /**
   * A list's envelope of the filter's page (`shape` makes its data of the rows): the text kept from
   * the last time it was asked while no row of its customers changed since, otherwise made and kept
   * (decision 0388). The key is everything the answer is made of: the list, the language, the
   * filter (its sets sorted) and the page.
   */
  const listAnswer = (
    request: Request,
    list: string,
    filter: OrderFilter,
    pageIndex: number,
    pageSize: number,
    shape: (page: ReturnType<typeof rowsAnswer>) => unknown,
  ): Response =>
    keptJsonAnswer(
      deps.listAnswers,
      () =>
        JSON.stringify([list, languageOf(request), pageIndex, pageSize, filter], (_, value: unknown) =>
          value instanceof Set ? [...(value as Set<string | number>)].sort() : value,
        ),
      () => orders.db.orderIndex.stampOf([...filter.customerCodes].sort()),
      () => ({ code: 0, message: 'success', data: shape(rowsAnswer(request, filter, pageIndex, pageSize)) }),
    )

  return [
    handleForUser(deps, GetAvailableProductList, ({ customerCode }, { request }, account) => {
      const language = languageOf(request)
      return (
        notOwned(account, customerCode, request) ??
        ok(availableProductsOf(orders.catalog, customerCode).map((p) => productIn(p, language)))
      )
    }),

    handleForUser(deps, GetETATEDGap, ({ customerCode }, { request }, account) => {
      const code = customerCode?.trim()
      const refused = code ? notOwned(account, code, request) : undefined
      return refused ?? ok(etaEtdGapOf(orders.catalog, code || undefined))
    }),

    handleForUser(deps, GetSupportList, () => ok(SUPPORT_REASONS)),

    handleForUser(deps, GetPaymentStatusList, () =>
      ok(
        PAYMENT_STATUS_CODES.map((code) => ({
          PaymentStatus: code,
          PaymentStatusString_EN: paymentStatusText('en', code),
          PaymentStatusString_VN: paymentStatusText('vi', code),
        })),
      ),
    ),

    handleForUser(deps, CreateDraftOrder, (body, { request }, account) =>
      openOrder(request, account, body, false),
    ),

    handleForUser(deps, CreateOpenOrder, (body, { request }, account) =>
      openOrder(request, account, body, true),
    ),

    handleForUser(deps, UpdateOrder, async (body, { request }, account) => {
      const state = await ownOrder(orders, account, body.id)
      if (state === undefined) return orderNotFound(request, body.id)
      if (state.status === 0) {
        const notAllowed = orderRefusal(request, state, 'placeOrder')
        if (notAllowed !== undefined) return notAllowed
        const built = documentFor(request, account, body, false)
        if (built instanceof Response) return built
        const facts = factsFor(orders.catalog, built.document.CustomerCode, built.document.EtaDate ?? '')
        const command: OrderCommand = {
          type: 'SaveDraft',
          by: 'customer',
          at: now(),
          termsOfPayment: facts.termsOfPayment,
          ...(built.document.EtaDate === null ? {} : { etaDate: built.document.EtaDate }),
        }
        return customerAct(request, state, command, 'orders.draftSaved', documentExtras(built.document))
      }
      if (state.status === 2) {
        // Saving vouchers (R-PAY-002): only the evidence changes; the rest of the body is the order as it is.
        const notAllowed = orderRefusal(request, state, 'uploadPayment')
        if (notAllowed !== undefined) return notAllowed
        const paymentList = body.orderPaymentList.map((p) => p.Evidence)
        const unknown = unknownFileUrl(orders, account, paymentList)
        if (unknown !== undefined) return unknownFile(request, unknown)
        return customerAct(
          request,
          state,
          {
            type: 'SavePayment',
            by: 'customer',
            at: now(),
            // Stored as paths, whichever form of an own URL came (R-HTTP-011).
            paymentList: paymentList.map((url) => storedFileUrl(url, orders.ownOrigin)),
            fileNames: fileNamesOf(paymentList),
          },
          'orders.paymentSaved',
        )
      }
      return illegalState(request, state)
    }),

    handleForUser(deps, SaveAsOpenOrder, async (body, { request }, account) => {
      const state = await ownOrder(orders, account, body.id)
      if (state === undefined) return orderNotFound(request, body.id)
      if (state.status !== 0) return illegalState(request, state)
      const notAllowed = orderRefusal(request, state, 'placeOrder')
      if (notAllowed !== undefined) return notAllowed
      const built = documentFor(request, account, body, true)
      if (built instanceof Response) return built
      const facts = factsFor(orders.catalog, built.document.CustomerCode, built.document.EtaDate!)
      const command: OrderCommand = {
        type: 'PlaceOrder',
        by: 'customer',
        at: now(),
        etaDate: facts.etaDate,
        termsOfPayment: facts.termsOfPayment,
      }
      return customerAct(request, state, command, 'orders.placed', documentExtras(built.document))
    }),

    handleForUser(deps, DeleteOrder, async ({ orderId }, { request }, account) => {
      const state = await ownOrder(orders, account, orderId)
      if (state === undefined) return orderNotFound(request, orderId)
      const notAllowed = orderRefusal(request, state, 'placeOrder')
      if (notAllowed !== undefined) return notAllowed
      return customerActNoData(
        request,
        state,
        { type: 'DeleteDraft', by: 'customer', at: now() },
        'orders.deleted',
      )
    }),

    handleForUser(
      deps,
      ApprovePendingPaymentOrder,
      async ({ orderId, paymentList }, { request }, account) => {
        const state = await ownOrder(orders, account, orderId)
        if (state === undefined) return orderNotFound(request, orderId)
        const notAllowed = orderRefusal(request, state, 'uploadPayment')
        if (notAllowed !== undefined) return notAllowed
        const unknown = unknownFileUrl(orders, account, paymentList)
        if (unknown !== undefined) return unknownFile(request, unknown)
        return customerActNoData(
          request,
          state,
          {
            type: 'SubmitPayment',
            by: 'customer',
            at: now(),
            // Stored as paths, whichever form of an own URL came (R-HTTP-011).
            paymentList: paymentList.map((url) => storedFileUrl(url, orders.ownOrigin)),
            fileNames: fileNamesOf(paymentList),
          },
          'orders.paymentSubmitted',
        )
      },
    ),

    handleForUser(deps, CompleteOrder, async ({ orderId }, { request }, account) => {
      const state = await ownOrder(orders, account, orderId)
      if (state === undefined) return orderNotFound(request, orderId)
      return customerActNoData(
        request,
        state,
        { type: 'ConfirmReceipt', by: 'customer', at: now() },
        'orders.received',
      )
    }),

    handleForUser(deps, SaveAsSupportOrder, async (body, { request }, account) => {
      const state = await ownOrder(orders, account, body.orderId)
      if (state === undefined) return orderNotFound(request, body.orderId)
      const unknownReason = body.supportIdList.find((id) => supportReasonById(id) === undefined)
      if (unknownReason !== undefined)
        return refuse(request, MOCK_CODES.notFound, 'orders.unknownSupportReason', { id: unknownReason })
      const unknown = unknownFileUrl(
        orders,
        account,
        body.supportUrlList.map((f) => f.fileUrl),
      )
      if (unknown !== undefined) return unknownFile(request, unknown)
      const at = now()
      const description = body.supportDescription.trim()
      const command: OrderCommand = {
        type: 'RequestSupport',
        by: 'customer',
        at,
        supportIdList: body.supportIdList,
        ...(description === '' ? {} : { supportDescription: description }),
        supportUrlList: body.supportUrlList.map((f) => ({
          ...f,
          fileUrl: storedFileUrl(f.fileUrl, orders.ownOrigin),
        })),
      }
      const result = await orders.commands.act(state, command)
      if (!result.ok && result.gone) return orderNotFound(request, state.id)
      return result.ok
        ? ok(null, say(request, 'orders.supportSubmitted'))
        : lifecycleRefusal(request, state, result.refusal)
    }),

    handleForUser(deps, GetOrder, async ({ orderId }, { request }, account) => {
      const state = await ownOrder(orders, account, orderId)
      if (state === undefined) return orderNotFound(request, orderId)
      return orderRefusal(request, state, 'viewOrders') ?? ok(orderDetailOf(state, languageOf(request)))
    }),

    handleForUser(deps, GetOrderTrackingIno, async ({ OrderId }, { request }, account) => {
      const state = await ownOrder(orders, account, OrderId)
      if (state === undefined) return orderNotFound(request, OrderId)
      return orderRefusal(request, state, 'viewOrders') ?? ok(trackingOf(state))
    }),

    handleForUser(
      deps,
      GetDraftOrderList,
      ({ customerCode, orderNumber, pageIndex, pageSize }, { request }, account) => {
        const scope = customerScope(orders.catalog, account, customerCode, request)
        if (scope instanceof Response) return scope
        const filter = { customerCodes: scope, statuses: DRAFT, orderNumber }
        return listAnswer(request, 'drafts', filter, pageIndex, pageSize, (page) => page)
      },
    ),

    handleForUser(deps, GetPendingOrderList, (input, { request }, account) => {
      const scope = customerScope(orders.catalog, account, input.customerCode, request)
      if (scope instanceof Response) return scope
      const statuses = narrowed(PENDING, input.feOrderStatus)
      const filter: OrderFilter = {
        customerCodes: scope,
        statuses,
        orderNumber: input.orderNumber,
        poNumber: input.poNumber,
        createdFrom: input.startTime,
        createdTo: input.endTime,
      }
      return listAnswer(request, 'pending', filter, input.pageIndex, input.pageSize, (page) => page)
    }),

    handleForUser(deps, GetPagedMallOrderList, (input, { request }, account) => {
      const filter = mallFilterOf(orders.catalog, account, input, request)
      if (filter instanceof Response) return filter
      const statuses = narrowed(CONFIRMED, input.orderStatus)
      return listAnswer(
        request,
        'confirmed',
        { ...filter, statuses },
        input.pageIndex,
        input.pageSize,
        ({ list, totalCount }) => ({ OrderList: list, totalCount }),
      )
    }),

    // Each tab counts the orders the list would show with that tab (decision 0210).
    handleForUser(deps, GetMallOrderStatusList, (input, { request }, account) => {
      const filter = mallFilterOf(orders.catalog, account, input, request)
      if (filter instanceof Response) return filter
      const counts = countByStatus(orders.db, filter)
      return ok(
        CONFIRMED_STATUSES.map((status) => ({
          OrderStatus: status,
          OrderStatusString_EN: statusText('en', status),
          OrderStatusString_VN: statusText('vi', status),
          OrderCount: counts.get(status) ?? 0,
        })),
      )
    }),

    // The document carries the account's e-mail (decision 0142). Opened without a login too (R-SESS-007): the key issued with the change opens it for anyone
    // holding the link; otherwise only the owner's session does (decision 0220). Without a token,
    // a wrong key, an unknown order and an order without a change answer the same refusal, so the
    // answer tells nothing about which orders exist.
    handleOrders(deps, GetOrderChangedDetail, async ({ orderId, key }, context) => {
      const { request } = context
      const keyed = orders.store.order(orderId)
      const byKey =
        keyed === undefined ? undefined : keyOpens(keyed, key) ? changeDocumentOf(keyed) : undefined
      if (byKey !== undefined) return ok(byKey)
      if (!context.token) return refuse(request, MOCK_CODES.notFound, 'orders.changeLinkInvalid')
      const account = await signedIn(deps.auth, context)
      if (account instanceof Response) return account
      const state = await ownOrder(orders, account, orderId)
      if (state === undefined) return orderNotFound(request, orderId)
      const notAllowed = orderRefusal(request, state, 'viewOrders')
      if (notAllowed !== undefined) return notAllowed
      const document = changeDocumentOf(state)
      return document === undefined
        ? refuse(request, MOCK_CODES.notFound, 'orders.noChangeDocument', { orderNumber: state.orderNumber })
        : ok(document)
    }),
  ]
}
