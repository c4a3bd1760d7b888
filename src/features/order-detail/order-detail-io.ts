// The drawer's calls through the request layer (spec §7 Orders): the order's detail.
import type { ApiClient } from '../../api/client'
import { GetOrder } from '../../api/contracts/order'
import type { Order } from '../../api/contracts/order-entities'

export interface OrderDetailIO {
  readonly loadOrder: (input: { readonly orderId: number }) => Promise<Order>
}

export const orderDetailIO = (client: Pick<ApiClient, 'call'>): OrderDetailIO => ({
  loadOrder: ({ orderId }) => client.call(GetOrder, { orderId }),
})
