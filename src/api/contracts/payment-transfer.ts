// The bank transfer that pays an order waiting for payment (R-QR-003, decision 0367): the
// manufacturer's account (seed data of the backend, never written in the screens), the amount due
// and the transfer content, from which the screens build the VietQR payload (vietqr.rules.ts).
// Every text is bounded and of the characters a VietQR payload takes, so a payload can be built
// from any answer this Schema decodes.
import { Schema } from 'effect'
import { defineEndpoint } from '../endpoint'
import { EntityId, inQuery, note, RequiredText } from './common'

/** A bank's BIN (NAPAS bank id): 6 digits. */
export const BIN_PATTERN = /^[0-9]{6}$/
/** An account number: 1 to 19 letters or digits. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9]{1,19}$/
/** A transfer content every bank keeps whole: 1 to 25 letters or digits (R-QR-002). */
export const CONTENT_PATTERN = /^[A-Za-z0-9]{1,25}$/
/** EMVCo: the amount field holds at most 13 characters. */
export const AMOUNT_MAX_DIGITS = 13
/** The account holder's name as banks show it: upper-case ASCII, at most 70 characters. */
export const ACCOUNT_NAME_MAX = 70
const BANK_NAME_MAX = 100

const matching = (pattern: RegExp, identifier: string, description: string) =>
  Schema.String.pipe(Schema.pattern(pattern), Schema.annotations({ identifier, description }))

export const BankBin = matching(BIN_PATTERN, 'BankBin', "the receiving bank's BIN, 6 digits")
export const AccountNumber = matching(ACCOUNT_PATTERN, 'AccountNumber', '1 to 19 letters or digits')
export const TransferContent = matching(
  CONTENT_PATTERN,
  'TransferContent',
  'the BB number: 1 to 25 letters or digits, nothing else',
)

export const GetTransferRequest = Schema.Struct({ orderId: inQuery(EntityId) })
export type GetTransferRequest = Schema.Schema.Type<typeof GetTransferRequest>

export const PaymentTransfer = Schema.Struct({
  BankBin,
  BankName: note(RequiredText(BANK_NAME_MAX), "the bank's short name"),
  AccountNumber,
  AccountName: note(
    RequiredText(ACCOUNT_NAME_MAX).pipe(Schema.pattern(/^[A-Z0-9 .,&()-]+$/)),
    "the account holder's name, upper-case ASCII",
  ),
  Amount: note(
    Schema.Int.pipe(Schema.between(1, 10 ** AMOUNT_MAX_DIGITS - 1)),
    'the amount due in VND: the order total, VAT included, 1 to 13 digits',
  ),
  Content: TransferContent,
}).annotations({ identifier: 'PaymentTransfer' })
export type PaymentTransfer = Schema.Schema.Type<typeof PaymentTransfer>

export const GetPaymentTransfer = defineEndpoint({
  name: 'Order.GetPaymentTransfer',
  method: 'GET',
  path: 'api/Order/GetPaymentTransfer',
  request: GetTransferRequest,
  response: Schema.NullOr(PaymentTransfer),
  summary:
    "The transfer that pays an order of a customer who pays by transfer (no credit - TT), at 1 or 2: the manufacturer's account, the amount due and the BB number as content; null for any other order of the caller, which has nothing to pay by transfer now (R-QR-003).",
})

export const paymentTransferEndpoints = [GetPaymentTransfer] as const
