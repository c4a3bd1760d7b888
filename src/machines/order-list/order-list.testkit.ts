// Test kit of the order-list machine: list rows, a fake backend that behaves like the mock's list
// calls (owner's rows, newest first, paged, BB-number part match), and a live actor over it with
// the hooks recorded. Used by the machine's Given/When/Then tests, its properties and the screens'
// component tests.
import fc from 'fast-check'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { FeOrderStatus } from '../../api/contracts/common'
import type { OrderRef, OrderRow } from '../../api/contracts/order-entities'
import { ApiError } from '../../api/errors'
import {
  orderListMachine,
  type LoadPageInput,
  type OrderListActor,
  type OrderListInput,
  type OrderListPage,
  type RowInput,
} from './order-list.machine'

const pad = (n: number) => String(n).padStart(2, '0')

/** A list row; the id decides the BB number and the creation day (a higher id is newer). */
export function orderRow(id: number, overrides: Partial<OrderRow> = {}): OrderRow {
  const day = `2026-${pad(1 + (Math.floor(id / 28) % 12))}-${pad(1 + (id % 28))}`
  return {
    Id: id,
    OrderNumber: `BB${String(id).padStart(8, '0')}`,
    OrderSO: null,
    FreeChargeOrderSO: null,
    CreateTime: `${day} 09:${pad(id % 60)}:00`,
    SubmitDate: null,
    EtaDate: day,
    ETDDate: null,
    ConfirmedETA: null,
    CustomerCode: 'C1001',
    CustomerName: 'Công ty TNHH Bếp Việt',
    Quantity: 100 + id,
    Amount: 1_000_000 * id,
    SpecialRatePercent: 0,
    TotalAmount: 1_000_000 * id,
    FeOrderStatus: 0,
    FeOrderStatusString: 'Nháp',
    PaymentStatusString: null,
    TermsOfPayment: 'no credit - TT',
    FormatId: 1,
    WarehouseConfirmed: 0,
    ...overrides,
  }
}

export const FE_STATUSES: readonly FeOrderStatus[] = [0, 1, 2, 25, 3, 4, 5, 6, 7, 8]

export interface FakeBackendState {
  /** Every order of the account, any status. */
  rows: OrderRow[]
  /** Which statuses this list shows (drafts: 0; pending: 1, 2, 25). */
  readonly statuses: ReadonlySet<FeOrderStatus>
  /** Drafts the server refuses to submit, with its message. */
  readonly refusals: Map<number, string>
  readonly loads: LoadPageInput[]
  readonly deleted: number[]
  readonly submitted: number[]
  /** The next load fails (network), once. */
  failNextLoad: boolean
}

/** The page the backend answers: matching rows, newest (highest id) first. */
export function pageOf(state: FakeBackendState, input: LoadPageInput): OrderListPage {
  const number = input.filters.orderNumber?.toUpperCase()
  const rows = state.rows
    .filter(
      (r) =>
        state.statuses.has(r.FeOrderStatus) &&
        (input.filters.customerCode === undefined || r.CustomerCode === input.filters.customerCode) &&
        (number === undefined || r.OrderNumber.includes(number)),
    )
    .sort((a, b) => b.Id - a.Id)
  const start = (input.pageIndex - 1) * input.pageSize
  return { list: rows.slice(start, start + input.pageSize), totalCount: rows.length }
}

export function fakeBackend(rows: readonly OrderRow[], statuses: readonly FeOrderStatus[] = [0]) {
  const state: FakeBackendState = {
    rows: [...rows],
    statuses: new Set(statuses),
    refusals: new Map(),
    loads: [],
    deleted: [],
    submitted: [],
    failNextLoad: false,
  }
  const find = (id: number) => state.rows.find((r) => r.Id === id)
  const implementations = {
    loadPage: async (input: LoadPageInput): Promise<OrderListPage> => {
      state.loads.push(input)
      if (state.failNextLoad) {
        state.failNextLoad = false
        throw new ApiError('NetworkError', 'errors:network', { endpoint: 'Order.GetDraftOrderList' })
      }
      return pageOf(state, input)
    },
    deleteDraft: async ({ row }: RowInput): Promise<void> => {
      const stored = find(row.Id)
      if (stored?.FeOrderStatus !== 0)
        throw new ApiError('ServerError', 'not a draft', { endpoint: 'Order.Delete', code: 4220 })
      state.rows = state.rows.filter((r) => r.Id !== row.Id)
      state.deleted.push(row.Id)
    },
    submitDraft: async ({ row }: RowInput): Promise<OrderRef> => {
      const refusal = state.refusals.get(row.Id)
      if (refusal !== undefined)
        throw new ApiError('ServerError', refusal, {
          endpoint: 'Order.SaveAsOpenOrder',
          code: 4220,
          serverMessage: refusal,
        })
      const stored = find(row.Id)
      if (stored?.FeOrderStatus !== 0)
        throw new ApiError('ServerError', 'not a draft', { endpoint: 'Order.SaveAsOpenOrder', code: 4220 })
      state.rows = state.rows.map((r) => (r.Id === row.Id ? { ...r, FeOrderStatus: 1 } : r))
      state.submitted.push(row.Id)
      return { Id: row.Id, OrderNumber: row.OrderNumber }
    },
  }
  return { state, implementations }
}

export type FakeBackend = ReturnType<typeof fakeBackend>

export interface HookCalls {
  readonly opened: number[]
  readonly deleted: number[]
  readonly submitted: OrderRef[]
}

/** The machine with the fake backend's actors and recording hooks. */
export function listMachineOver(backend: FakeBackend, hooks: HookCalls) {
  const { loadPage, deleteDraft, submitDraft } = backend.implementations
  return orderListMachine.provide({
    actors: {
      loadPage: fromPromiseOf(loadPage),
      deleteDraft: fromPromiseOf(deleteDraft),
      submitDraft: fromPromiseOf(submitDraft),
    },
    actions: {
      openDraft: (_, { row }) => void hooks.opened.push(row.Id),
      draftDeleted: (_, { row }) => void hooks.deleted.push(row.Id),
      draftSubmitted: (_, { ref }) => void hooks.submitted.push(ref),
    },
  })
}

function fromPromiseOf<I, O>(run: (input: I) => Promise<O>) {
  return fromPromise<O, I>(({ input }) => run(input))
}

/** A started actor over the fake backend, settled after its first load. */
export async function startList(backend: FakeBackend, input: OrderListInput = {}) {
  const hooks: HookCalls = { opened: [], deleted: [], submitted: [] }
  const actor = createActor(listMachineOver(backend, hooks), { input }).start()
  await settled(actor)
  return { actor, hooks }
}

/** Waits until nothing is on its way (no load, delete or submit). */
export const settled = (actor: OrderListActor) => waitFor(actor, (s) => !s.hasTag('busy'))

// ---------------------------------------------------------------------------------------------
// Arbitraries

const CUSTOMERS = ['C1001', 'C1001-01', 'C1001-02'] as const

/** An account's orders: distinct ids, any status, one of three companies. */
export const arbRows = (maxLength = 45) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength, size: 'max' }).chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            // Mostly drafts and pending orders, so that either list has several pages.
            status: fc.oneof(fc.constantFrom(0, 1, 2, 25), fc.constantFrom(...FE_STATUSES)),
            customer: fc.constantFrom(...CUSTOMERS),
          })
          .map(({ status, customer }) => orderRow(id, { FeOrderStatus: status, CustomerCode: customer })),
      ),
    ),
  )

export const arbCustomerFilter = fc.option(fc.constantFrom(...CUSTOMERS, ' C1001 ', ''), { nil: undefined })
export const arbOrderNumberFilter = fc.option(
  fc.constantFrom('BB', '1', '00000', '7', ' bb0000001 ', 'ZZ', ''),
  {
    nil: undefined,
  },
)
