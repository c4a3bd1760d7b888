// The transfer that pays an order (R-QR-003, decision 0367), read off the order's folded state:
// only an order of a customer who pays by transfer (not a distributor, terms no credit - TT), at
// 1 (just placed, the "Order successful" panel) or 2 (Pending Payment); the amount is the order's
// total now (a change order included) and the content its BB number, nothing else (R-QR-002).
import type { FeOrderStatus } from '../api/contracts/common'
import type { PaymentTransfer } from '../api/contracts/payment-transfer'
import { isPaymentVoucherMode } from '../machines/order-lifecycle'
import type { OrderState } from './order-state'
import { MANUFACTURER_BANK_ACCOUNT } from './seed/manufacturer'

/** The statuses at which an order shows how to pay it: placed, and waiting for payment. */
export const TRANSFER_STATUSES: readonly FeOrderStatus[] = [1, 2]

/** The transfer that pays the order now, or null: not paid by transfer, or not waiting (R-QR-003). */
export function paymentTransferOf(state: OrderState): PaymentTransfer | null {
  if (!isPaymentVoucherMode(state.facts.customerTypeName, state.snapshot.context.termsOfPayment)) return null
  if (!TRANSFER_STATUSES.includes(state.status)) return null
  const account = MANUFACTURER_BANK_ACCOUNT
  return {
    BankBin: account.bin,
    BankName: account.bankName,
    AccountNumber: account.accountNumber,
    AccountName: account.accountName,
    Amount: state.document.TotalAmount,
    Content: state.orderNumber,
  }
}
