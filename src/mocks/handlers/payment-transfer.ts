// api/Order/GetPaymentTransfer (R-QR-003, decision 0367): the caller's own order (another
// company's is as unknown as a missing one), a child code only with the right to view orders
// (R-PERM-012); the transfer for a customer who pays by transfer and an order at 1 or 2, null for
// any other (nothing to pay by transfer now: the screens show no code, and no error). The answer
// is the backend's, so the screens never hold the manufacturer's account nor choose the amount.
import { GetPaymentTransfer } from '../../api/contracts/payment-transfer'
import { paymentTransferOf } from '../../backend/payment-transfer'
import { ok } from '../respond'
import {
  childCodeRefusal,
  handleForUser,
  orderNotFound,
  ownOrder,
  type OrderHandlerDeps,
} from './order-context'

export function paymentTransferHandlers(deps: OrderHandlerDeps) {
  const { orders } = deps
  return [
    handleForUser(deps, GetPaymentTransfer, async ({ orderId }, { request }, account) => {
      const state = await ownOrder(orders, account, orderId)
      if (state === undefined) return orderNotFound(request, orderId)
      const refused = childCodeRefusal(orders.catalog, request, state.document.CustomerCode, 'viewOrders')
      return refused ?? ok(paymentTransferOf(state))
    }),
  ]
}
