// api/Order/GetPaymentTransfer (R-QR-003, decision 0367): the caller's own order (another
// company's is as unknown as a missing one), a child code only with the right to view orders
// (R-PERM-012), a customer who pays by transfer, the order at 1 or 2; the answer is the backend's,
// so the screens never hold the manufacturer's account nor choose the amount or the content.
import { GetPaymentTransfer } from '../../api/contracts/payment-transfer'
import { paymentTransferOf } from '../../backend/payment-transfer'
import { MOCK_CODES, ok, refuse } from '../respond'
import {
  childCodeRefusal,
  handleForUser,
  illegalState,
  orderNotFound,
  ownOrder,
  type OrderHandlerDeps,
} from './order-context'

export function paymentTransferHandlers(deps: OrderHandlerDeps) {
  const { orders } = deps
  return [
    handleForUser(deps, GetPaymentTransfer, ({ orderId }, { request }, account) => {
      const state = ownOrder(orders, account, orderId)
      if (state === undefined) return orderNotFound(request, orderId)
      const refused = childCodeRefusal(orders.catalog, request, state.document.CustomerCode, 'viewOrders')
      if (refused !== undefined) return refused
      const answer = paymentTransferOf(state)
      if (answer.kind === 'notWaiting') return illegalState(request, state)
      if (answer.kind === 'notByTransfer')
        return refuse(request, MOCK_CODES.ruleViolation, 'orders.notPaidByTransfer', {
          orderNumber: state.orderNumber,
        })
      return ok(answer.transfer)
    }),
  ]
}
