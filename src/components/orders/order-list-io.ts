// The order lists' I/O through the request layer: what the list machine's actors do for each list.
// Failures reject with the client's ApiError after its toast (R-ERR-005); the machine keeps the
// server's message of a refused submit to show beside the list.
import type { ApiClient } from '../../api/client'
import {
  DeleteOrder,
  GetDraftOrderList,
  GetOrder,
  GetPendingOrderList,
  SaveAsOpenOrder,
} from '../../api/contracts/order'
import type { OrderRef } from '../../api/contracts/order-entities'
import type { OwnRights } from '../../machines/profile/profile.rules'
import { loadOwnRights } from '../session/own-rights'
import {
  draftListRequestOf,
  pendingListRequestOf,
  submitRequestOf,
  type LoadPageInput,
  type OrderListPage,
  type RowInput,
} from '../../machines/order-list'

export interface OrderListIO {
  readonly loadPage: (input: LoadPageInput) => Promise<OrderListPage>
  readonly deleteDraft?: (input: RowInput) => Promise<void>
  readonly submitDraft?: (input: RowInput) => Promise<OrderRef>
  /** What each own code allows (R-PERM-016, R-PERM-017), with the loader every screen shares. */
  readonly loadRights?: (ownCodes: readonly string[]) => Promise<OwnRights>
}

type Caller = Pick<ApiClient, 'call'>

/** The draft list (R-ORD-004): api/Order/GetDraftOrderList, Delete, and Get + SaveAsOpenOrder. */
export const draftListIO = (client: Caller): OrderListIO => ({
  loadPage: ({ filters, pageIndex, pageSize }) =>
    client.call(GetDraftOrderList, draftListRequestOf(filters, { pageIndex, pageSize })),
  deleteDraft: async ({ row }) => {
    await client.call(DeleteOrder, { orderId: row.Id })
  },
  // The draft as stored, submitted unchanged (R-API-027); the server applies the ordering rules.
  submitDraft: async ({ row }) => {
    const order = await client.call(GetOrder, { orderId: row.Id })
    return client.call(SaveAsOpenOrder, submitRequestOf(order))
  },
  loadRights: (ownCodes) => loadOwnRights(client, ownCodes),
})

/** The pending list (R-API-012): api/Order/GetPendingOrderList. */
export const pendingListIO = (client: Caller): OrderListIO => ({
  loadPage: ({ filters, pageIndex, pageSize }) =>
    client.call(GetPendingOrderList, pendingListRequestOf(filters, { pageIndex, pageSize })),
  loadRights: (ownCodes) => loadOwnRights(client, ownCodes),
})
