// The VietQR of an order waiting for payment (R-QR-003..005, decision 0367): loading the transfer
// from the backend (api/Order/GetPaymentTransfer, supplied as `loadTransfer`), then drawing its
// payload (vietqr.rules.ts) as an image (`drawQr`, the screen's: the QR library loads with it).
//   loading   -> drawing (a transfer whose payload can be built) | none (null: nothing to pay by
//                transfer now) | textOnly (a transfer no payload can hold) | failed
//   drawing   -> shown (the image) | textOnly (it could not be drawn: the account, amount and
//                content are still shown as text)
//   failed    -> loading on `qr.retry`
import { assign, fromPromise, setup } from 'xstate'
import type { PaymentTransfer } from '../../api/contracts/payment-transfer'
import { vietQrPayload } from './vietqr.rules'

export interface VietQrContext {
  readonly orderId: number
  readonly transfer: PaymentTransfer | null
  readonly payload: string | null
  /** The drawn image, a data: URL of a PNG. */
  readonly image: string | null
}

/** The payload of a transfer the backend answered, null when none can hold it (R-QR-001). */
export const payloadOf = (transfer: PaymentTransfer): string | null =>
  vietQrPayload({
    bin: transfer.BankBin,
    accountNumber: transfer.AccountNumber,
    amount: transfer.Amount,
    content: transfer.Content,
  })

/** The answer a guard of `loadTransfer`'s done event reads (guards are typed for every event). */
const transferOf = (event: object): PaymentTransfer | null =>
  'output' in event ? (event.output as PaymentTransfer | null) : null

export const vietQrMachine = setup({
  types: {} as {
    context: VietQrContext
    input: { readonly orderId: number }
    events: { type: 'qr.retry' }
  },
  actors: {
    loadTransfer: fromPromise<PaymentTransfer | null, { orderId: number }>(() =>
      Promise.reject(new Error('loadTransfer is provided by the screen')),
    ),
    drawQr: fromPromise<string, { payload: string }>(() =>
      Promise.reject(new Error('drawQr is provided by the screen')),
    ),
  },
  guards: {
    /** R-QR-003: null, nothing to pay by transfer now; the screen shows nothing. */
    noTransfer: ({ event }) => transferOf(event) === null,
    /** R-QR-001, R-QR-002: a transfer whose payload can be built. */
    encodable: ({ event }) => {
      const transfer = transferOf(event)
      return transfer !== null && payloadOf(transfer) !== null
    },
  },
}).createMachine({
  id: 'vietQr',
  context: ({ input }) => ({ orderId: input.orderId, transfer: null, payload: null, image: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTransfer',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          { guard: 'noTransfer', target: 'none' },
          {
            guard: 'encodable',
            target: 'drawing',
            actions: assign(({ event }) => ({
              transfer: event.output,
              payload: event.output === null ? null : payloadOf(event.output),
            })),
          },
          { target: 'textOnly', actions: assign(({ event }) => ({ transfer: event.output })) },
        ],
        onError: { target: 'failed' },
      },
    },
    drawing: {
      invoke: {
        src: 'drawQr',
        input: ({ context }) => ({ payload: context.payload ?? '' }),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ image: event.output })) },
        onError: { target: 'textOnly' },
      },
    },
    shown: {},
    textOnly: {},
    none: {},
    failed: { on: { 'qr.retry': { target: 'loading' } } },
  },
})
