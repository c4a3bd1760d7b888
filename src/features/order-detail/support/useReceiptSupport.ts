// The receipt-and-support actor of the order a drawer shows (decision 0211), with its I/O: Received
// (api/Order/CompleteOrder), the support reasons, the uploads and the request. The hooks show the
// server's message, close the drawer after a receipt, reload the order after a request or a
// refusal, and tell every list the orders changed (decision 0100).
import { perAction } from '../../../api/idempotency'
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import type { ApiClient } from '../../../api/client'
import { UploadPdfOrImage } from '../../../api/contracts/files'
import {
  CompleteOrder,
  GetSupportList,
  SaveAsSupportOrder,
  type SaveAsSupportOrderRequest,
} from '../../../api/contracts/order'
import type { Order, SupportReason } from '../../../api/contracts/order-entities'
import { inspect } from '../../../lib/inspection'
import { notify, type ToastMessage } from '../../../lib/notify'
import { TOAST_LIFE_MS } from '../../../api/error-catalogue'
import { ordersChanged } from '../../../lib/orders-changed'
import { supportMachine, type SupportEvent, type UploadInput } from '../../../machines/support'

export interface ReceiptSupportDeps {
  readonly client: Pick<ApiClient, 'call' | 'callEnvelope'>
  /** Business time now, `YYYY-MM-DD HH:mm:ss` (the server's in mock mode, decision 0161). */
  readonly now: () => string
  readonly closeDrawer: () => void
  readonly reloadOrder: () => void
}

/** The server's message of a success (R-CONF-015, R-SUP-007), else 'Successfully submitted !'. */
const successToast = (message: string | null): ToastMessage =>
  message
    ? { severity: 'success', text: message, life: TOAST_LIFE_MS.success }
    : { severity: 'success', key: 'common:messages.submitted', life: TOAST_LIFE_MS.success }

const messageOf = async (answer: Promise<{ message?: string | undefined }>, fallback: string) =>
  (await answer).message ?? fallback

export function useReceiptSupport(order: Order, deps: ReceiptSupportDeps) {
  const { client } = deps
  // One key per user action, the same for its retries (R-API-050, decision 0356); made once per
  // drawer, so a render does not forget an action's key.
  const [writes] = useState(() => ({
    complete: perAction((input: { orderId: number }, key) =>
      client.callEnvelope(CompleteOrder, input, { idempotencyKey: key }),
    ),
    upload: perAction((file: Blob, key) => client.call(UploadPdfOrImage, { file }, { idempotencyKey: key })),
    support: perAction((input: SaveAsSupportOrderRequest, key) =>
      client.callEnvelope(SaveAsSupportOrder, input, { idempotencyKey: key }),
    ),
  }))
  const machine = supportMachine.provide({
    actors: {
      completeOrder: fromPromise<string, { orderId: number }>(({ input }) =>
        messageOf(writes.complete(input), ''),
      ),
      loadReasons: fromPromise<readonly SupportReason[]>(() => client.call(GetSupportList, {})),
      uploadFile: fromCallback<SupportEvent, UploadInput>(({ input, sendBack }) => {
        let live = true
        writes.upload(input.file).then(
          (uploaded) => {
            if (!live) return
            notify({
              severity: 'success',
              key: 'common:messages.uploadSuccessful',
              life: TOAST_LIFE_MS.success,
            })
            sendBack({ type: 'upload.done', key: input.key, fileUrl: uploaded.fileURL })
          },
          () => {
            if (live) sendBack({ type: 'upload.failed', key: input.key })
          },
        )
        return () => {
          live = false
        }
      }),
      submitSupport: fromPromise<string, SaveAsSupportOrderRequest>(({ input }) =>
        messageOf(writes.support(input), ''),
      ),
    },
    actions: {
      received: ({ context }) => {
        notify(successToast(context.serverMessage))
        deps.closeDrawer()
        ordersChanged.publish()
      },
      supportSent: ({ context }) => {
        notify(successToast(context.serverMessage))
        ordersChanged.publish()
      },
      refused: () => deps.reloadOrder(),
    },
  })
  const actorRef = useActorRef(machine, { input: { order, now: deps.now() }, inspect })
  // The order as reloaded (after a refusal, a request, the back office): the machine decides
  // whether its buttons and dialog still stand (R-SUP-009).
  const { now } = deps
  useEffect(() => {
    actorRef.send({ type: 'order.loaded', order, now: now() })
  }, [order, actorRef, now])
  // No snapshot here: each part selects what it shows (machines/support/support.selectors.ts).
  return { actorRef, send: actorRef.send }
}

export type ReceiptSupport = ReturnType<typeof useReceiptSupport>
