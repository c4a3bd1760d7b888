// The order lists' kept answers (decision 0388) are byte for byte the answers made anew: two tabs
// over one log, one keeping its answers and one making each afresh, are taken through random
// histories (orders placed and saved as drafts for the account's companies, drafts deleted, the
// back office's actions, the business clock moved, a child code's rights changed, notifications
// read) with list calls in between (pending, confirmed, drafts; random filters, pages and
// language) and the same few list calls (the notifications' too) after every action, each asked twice of the keeping tab, whose texts and lengths
// must equal the other's.
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fillPath } from '../../api/contracts/path'
import type { Endpoint } from '../../api/endpoint'
import {
  CreateDraftOrder,
  CreateOpenOrder,
  DeleteOrder,
  GetDraftOrderList,
  GetPagedMallOrderList,
  GetPendingOrderList,
} from '../../api/contracts/order'
import { GetUserNotificationList, SetNotificationRead } from '../../api/contracts/notification'
import {
  SimApprove,
  SimCancel,
  SimMoveClock,
  SimProcess,
  SimSetChildPermission,
  SimShip,
  SimVerifyPayment,
} from '../../api/contracts/simulator'
import { memoryPersistence } from '../../backend/persistence'
import { ORIGIN, requestOf } from '../../test/mock-contract'
import { orderBody } from '../../test/order-contract'
import { signIn, tabOver } from '../../test/tabs'
import type { MockBackend } from '.'

const CODES = ['C1001', 'C1001-01', 'C1001-02'] as const

type Action =
  | { readonly kind: 'place' | 'draft'; readonly code: number; readonly po: string | undefined }
  | { readonly kind: 'delete'; readonly pick: number }
  | { readonly kind: 'office'; readonly action: number; readonly pick: number }
  | { readonly kind: 'clock'; readonly days: number }
  | { readonly kind: 'rights'; readonly code: number; readonly view: boolean }
  | { readonly kind: 'read'; readonly pick: number }
  | {
      readonly kind: 'list'
      readonly list: number
      readonly query: Record<string, unknown>
      readonly en: boolean
    }

const OFFICE = [SimApprove, SimVerifyPayment, SimProcess, SimShip, SimCancel] as const
const LISTS = [
  GetPendingOrderList,
  GetPagedMallOrderList,
  GetDraftOrderList,
  GetUserNotificationList,
] as const

const arbQuery = fc.record(
  {
    customerCode: fc.constantFrom(...CODES),
    orderNumber: fc.constantFrom('', 'BB', '1', '00', ' 2 '),
    poNumber: fc.constantFrom('PO', 'po-1', 'x'),
    feOrderStatus: fc.constantFrom(1, 2, 25),
    orderStatus: fc.constantFrom(3, 4, 5, 6, 8, 1),
    pageIndex: fc.integer({ min: 1, max: 4 }),
    pageSize: fc.integer({ min: 1, max: 25 }),
  },
  { requiredKeys: ['pageIndex', 'pageSize'] },
)

const arbAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('place' as const, 'draft' as const),
    code: fc.nat(CODES.length - 1),
    po: fc.option(fc.constantFrom('PO-1', 'po-22', 'X9'), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('office' as const), action: fc.nat(OFFICE.length - 1), pick: fc.nat() }),
  fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('read' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('rights' as const),
    code: fc.integer({ min: 1, max: 2 }),
    view: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('list' as const),
    list: fc.nat(2),
    query: arbQuery,
    en: fc.boolean(),
  }),
)

/** A request for `endpoint` with `input` (path parameters filled), as the client sends it. */
function requestFor(
  endpoint: Endpoint,
  input: unknown,
  token: string,
  language: 'vi' | 'en' = 'vi',
): Request {
  const encoded = Schema.encodeSync(endpoint.request as Schema.Schema<unknown>)(input)
  const { path, rest } = fillPath(endpoint.path, encoded)
  const request = requestOf({ ...endpoint, path } as Endpoint, rest, { token, language })
  return new Request(request.url.replace(/^[^/]+\/\/[^/]+/, ORIGIN), request)
}

async function send(tab: MockBackend, request: Request) {
  const response = (await tab.respond(request))!
  return { text: await response.text(), length: response.headers.get('Content-Length') }
}

/** A query the list's request Schema takes: the fields of another list dropped. */
function queryOf(list: number, query: Record<string, unknown>) {
  if (list === 3) return query
  const { feOrderStatus, orderStatus, poNumber, ...common } = query
  if (list === 0) return { ...common, poNumber, feOrderStatus }
  if (list === 1) return { ...common, poNumber, orderStatus }
  return common
}

async function replay(actions: readonly Action[]) {
  const persistence = memoryPersistence()
  const keeping = tabOver(persistence)
  const making = tabOver(persistence, { keepListAnswers: false })
  await Promise.all([keeping.state.orders.ready(), making.state.orders.ready()])
  const [tokenK, tokenM] = [await signIn(keeping), await signIn(making)]
  const catalog = keeping.state.orders.catalog
  const ids = () => [...keeping.state.orders.store.orders()].filter((o) => o.account === 'customer@demo.vn')
  for (const action of actions) {
    if (action.kind === 'place' || action.kind === 'draft') {
      const code = CODES[action.code]!
      const company = catalog.companies.find((c) => c.customer.CustomerCode === code)!
      const body = orderBody(catalog, {
        customerCode: code,
        shippingAddressId: company.addresses[0]!.Id,
        ...(action.po === undefined ? {} : { poNumber: action.po }),
      })
      await send(
        keeping,
        requestFor(action.kind === 'place' ? CreateOpenOrder : CreateDraftOrder, body, tokenK),
      )
    } else if (action.kind === 'delete') {
      const drafts = ids().filter((o) => o.status === 0)
      const draft = drafts[action.pick % Math.max(1, drafts.length)]
      if (draft !== undefined) await send(keeping, requestFor(DeleteOrder, { orderId: draft.id }, tokenK))
    } else if (action.kind === 'office') {
      const all = ids()
      const order = all[action.pick % all.length]!
      await send(keeping, requestFor(OFFICE[action.action]!, { orderId: order.id }, tokenK))
    } else if (action.kind === 'clock') {
      await send(keeping, requestFor(SimMoveClock, { days: action.days }, tokenK))
      // The other tab hears the clock's move from the shared storage.
      await new Promise((resolve) => setTimeout(resolve, 0))
    } else if (action.kind === 'read') {
      const mine = keeping.state.orders.store.notificationsOf('customer@demo.vn')
      const notification = mine[action.pick % Math.max(1, mine.length)]
      if (notification !== undefined)
        await send(keeping, requestFor(SetNotificationRead, { notificationId: notification.Id }, tokenK))
    } else if (action.kind === 'rights') {
      // Kept in each tab's memory: both are told.
      const rights = { customerCode: CODES[action.code]!, canViewOrders: action.view }
      await send(keeping, requestFor(SimSetChildPermission, rights, tokenK))
      await send(making, requestFor(SimSetChildPermission, rights, tokenM))
    }
    // The action's own list call, then the same few calls after every action: a kept answer that
    // outlived a change of its rows would differ there.
    for (const call of action.kind === 'list' ? [action, ...PROBES] : PROBES) {
      const endpoint = LISTS[call.list]! as Endpoint
      const input = queryOf(call.list, call.query)
      const language = call.en ? 'en' : 'vi'
      const made = await send(making, requestFor(endpoint, input, tokenM, language))
      const first = await send(keeping, requestFor(endpoint, input, tokenK, language))
      const again = await send(keeping, requestFor(endpoint, input, tokenK, language))
      expect(first).toEqual(made)
      expect(again).toEqual(made)
    }
  }
}

/** The list calls asked after every action. */
const PROBES = [
  { list: 0, query: { pageIndex: 1, pageSize: 20 }, en: false },
  { list: 1, query: { pageIndex: 1, pageSize: 5 }, en: true },
  { list: 2, query: { customerCode: 'C1001', pageIndex: 1, pageSize: 3 }, en: false },
  { list: 0, query: { customerCode: 'C1001-01', pageIndex: 2, pageSize: 2 }, en: true },
  { list: 3, query: { NotificationTypeId: 1 }, en: false },
  { list: 3, query: { NotificationTypeId: 3 }, en: true },
] as const

describe('R-SRV-017 the lists’ kept answers are byte for byte the answers made anew', () => {
  it(
    'over random histories of orders, drafts, the back office, the clock, child rights and notifications read',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(arbAction, { minLength: 4, maxLength: 30 }), async (actions) => {
          await replay([
            ...actions,
            { kind: 'list', list: 0, query: { pageIndex: 1, pageSize: 20 }, en: false },
          ])
        }),
        { numRuns: 15 },
      )
    },
  )
})
