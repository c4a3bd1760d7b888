// The place-order machine's side effects for this screen (docs/flows/place-order.md,
// "Actors"): every I/O actor is one call of the request layer, and the screen's own effects
// (storage, window, address, the way on after an order) are the callback actors of
// screen-effects.ts (decision 0338). The request layer has already shown a toast for any failure;
// the machine keeps the cart and shows the server's message (R-ERR-009).
import { perAction } from '../../api/idempotency'
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import { PAGE_SIZE_MAX } from '../../api/contracts/common'
import { GetShippingAddressList } from '../../api/contracts/customer'
import {
  CreateDraftOrder,
  CreateOpenOrder,
  GetAvailableProductList,
  GetETATEDGap,
  GetOrder,
  GetPagedMallOrderList,
  GetPendingOrderList,
  SaveAsOpenOrder,
  UpdateOrder,
  type OrderBody,
  type UpdateOrderRequest,
} from '../../api/contracts/order'
import type { Order, OrderRef } from '../../api/contracts/order-entities'
import type { ShippingAddress } from '../../api/contracts/customer'
import type { Product } from '../../api/contracts/product-entities'
import {
  placeOrderMachine,
  type AddressListInput,
  type CustomerCodeInput,
  type CustomerCodesInput,
  type OrderIdInput,
  type PoNumberInput,
  type PoNumberUse,
  refillOfOrder,
  type Refill,
  type RefillSource,
} from '../../machines/place-order'
import type { ScreenEffects } from './screen-effects'
import { loadOwnRights } from '../../components/session/own-rights'
import type { OwnRights } from '../../machines/profile/profile.rules'

export type PlaceOrderClient = Pick<ApiClient, 'call'>

export function providePlaceOrder(client: PlaceOrderClient, effects: ScreenEffects) {
  // One key per user action: a submit tried again after a timeout places one order (R-API-050).
  const writes = {
    createDraft: perAction((input: OrderBody, key) =>
      client.call(CreateDraftOrder, input, { idempotencyKey: key }),
    ),
    updateDraft: perAction((input: UpdateOrderRequest, key) =>
      client.call(UpdateOrder, input, { idempotencyKey: key }),
    ),
    createOpenOrder: perAction((input: OrderBody, key) =>
      client.call(CreateOpenOrder, input, { idempotencyKey: key }),
    ),
    saveAsOpenOrder: perAction((input: UpdateOrderRequest, key) =>
      client.call(SaveAsOpenOrder, input, { idempotencyKey: key }),
    ),
  }
  return placeOrderMachine.provide({
    actors: {
      loadDraft: fromPromise<Order, OrderIdInput>(({ input }) => client.call(GetOrder, input)),
      // "Order again" (R-REORDER-001, R-REORDER-002): the order as the backend gives it to its
      // owner (GetOrder refuses another company's). "Order from template" (R-TPL-009): the
      // template as the backend gives it to a user who may order for its code (R-TPL-001).
      loadRefill: fromPromise<Refill, RefillSource>(async ({ input }) => {
        if (input.kind === 'template') {
          // Loaded when a template is ordered from: place order's first load does not carry it.
          const [{ GetTemplate }, { refillOfTemplate }] = await Promise.all([
            import('../../api/contracts/template'),
            import('../../machines/templates/templates.rules'),
          ])
          return refillOfTemplate(await client.call(GetTemplate, { templateId: input.templateId }))
        }
        const order = await client.call(GetOrder, { orderId: input.orderId })
        return refillOfOrder(order, input.productCodes)
      }),
      loadProducts: fromPromise<readonly Product[], CustomerCodeInput>(({ input }) =>
        client.call(GetAvailableProductList, { customerCode: input.customerCode }),
      ),
      loadAddresses: fromPromise<readonly ShippingAddress[], AddressListInput>(({ input }) =>
        client.call(GetShippingAddressList, input),
      ),
      loadEtaGap: fromPromise<number, CustomerCodeInput>(({ input }) =>
        client.call(GetETATEDGap, { customerCode: input.customerCode }),
      ),
      createDraft: fromPromise<OrderRef, OrderBody>(({ input }) => writes.createDraft(input)),
      updateDraft: fromPromise<OrderRef, UpdateOrderRequest>(({ input }) => writes.updateDraft(input)),
      createOpenOrder: fromPromise<OrderRef, OrderBody>(({ input }) => writes.createOpenOrder(input)),
      saveAsOpenOrder: fromPromise<OrderRef, UpdateOrderRequest>(({ input }) =>
        writes.saveAsOpenOrder(input),
      ),
      // Every own code's rights, with the loader the order lists and the drawer share (R-PERM-015).
      loadRights: fromPromise<OwnRights, CustomerCodesInput>(({ input }) =>
        loadOwnRights(client, input.customerCodes),
      ),
      // The company's orders holding the PO number, on both lists (R-PO-003): the backend's filter
      // finds them, the machine's rule says which are the same number.
      findPoNumberUses: fromPromise<readonly PoNumberUse[], PoNumberInput>(async ({ input }) => {
        const query = { ...input, pageIndex: 1, pageSize: PAGE_SIZE_MAX }
        const [pending, confirmed] = await Promise.all([
          client.call(GetPendingOrderList, query),
          client.call(GetPagedMallOrderList, query),
        ])
        return [...pending.list, ...confirmed.OrderList]
      }),
      ...effects,
    },
  })
}
