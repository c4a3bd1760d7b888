// The drawer's calls through the request layer (R-API-011, R-PAY-002, R-PAY-003, R-UPL-005): the
// order's detail, uploading a voucher with its progress, saving and submitting the vouchers, and
// fetching a file as a Blob with the session's token (decision 0202); the transfer of its VietQR (R-QR-003).
import { perAction } from '../../api/idempotency'
import type { ApiClient, OnProgress } from '../../api/client'
import { UploadPdfOrImage } from '../../api/contracts/files'
import {
  ApprovePendingPaymentOrder,
  type ApprovePendingPaymentOrderRequest,
  GetOrder,
  UpdateOrder,
  type UpdateOrderRequest,
} from '../../api/contracts/order'
import { GetPromotionTypeList } from '../../api/contracts/content'
import { GetPaymentTransfer, type PaymentTransfer } from '../../api/contracts/payment-transfer'
import { loadOwnRights } from '../../components/session/own-rights'
import type { ChildRights } from '../../machines/profile/profile.rules'
import type { Order } from '../../api/contracts/order-entities'
import type { PromotionType } from '../../api/contracts/product-entities'
import { voucherSaveRequestOf } from '../../machines/payment-voucher/payment-voucher.rules'

export interface OrderDetailIO {
  readonly loadOrder: (input: { readonly orderId: number }) => Promise<Order>
  /** Uploads a file (R-UPL-005); answers its URL. */
  readonly uploadFile: (
    file: Blob,
    fileName: string,
    onProgress: OnProgress,
    signal: AbortSignal,
  ) => Promise<string>
  /** Saves the vouchers on the order as it is (R-PAY-002, R-PAY-006). */
  readonly saveVouchers: (
    order: Order,
    evidence: readonly string[],
    customerTypeName: string,
  ) => Promise<void>
  /** Submits the vouchers (R-PAY-003). */
  readonly submitVouchers: (orderId: number, evidence: readonly string[]) => Promise<void>
  readonly fetchFile: (url: string) => Promise<Blob>
  /** The promotion types, to name a promotion line's type in the active language. */
  readonly loadPromotionTypes: () => Promise<readonly PromotionType[]>
  /**
   * What `customerCode` allows when it is a child code of one of `ownCodes` (R-PERM-013), from
   * the profile's permission lists; null when it is no child code.
   */
  readonly loadChildRights: (customerCode: string, ownCodes: readonly string[]) => Promise<ChildRights | null>
  /** The transfer that pays the order, or null when none is due (R-QR-003). */
  readonly loadTransfer: (orderId: number) => Promise<PaymentTransfer | null>
}

type Client = Pick<ApiClient, 'call' | 'upload' | 'fetchFile'>

export function orderDetailIO(client: Client): OrderDetailIO {
  // One key per user action, the same for its retries (R-API-050, decision 0356).
  const upload = perAction(
    (
      { file, onProgress, signal }: { file: File; onProgress: OnProgress; signal: AbortSignal },
      key: string,
    ) => client.upload(UploadPdfOrImage, { file }, onProgress, signal, { idempotencyKey: key }),
  )
  const save = perAction((request: UpdateOrderRequest, key) =>
    client.call(UpdateOrder, request, { idempotencyKey: key }),
  )
  const submit = perAction((request: typeof ApprovePendingPaymentOrderRequest.Type, key) =>
    client.call(ApprovePendingPaymentOrder, request, { idempotencyKey: key }),
  )
  return {
    loadOrder: ({ orderId }) => client.call(GetOrder, { orderId }),
    uploadFile: async (file, fileName, onProgress, signal) => {
      const named = file instanceof File ? file : new File([file], fileName)
      const answer = await upload({ file: named, onProgress, signal })
      return answer.fileURL
    },
    saveVouchers: async (order, evidence, customerTypeName) => {
      await save(voucherSaveRequestOf(order, evidence, customerTypeName))
    },
    submitVouchers: async (orderId, evidence) => {
      await submit({ orderId, paymentList: [...evidence] })
    },
    fetchFile: (url) => client.fetchFile(url),
    loadPromotionTypes: () => client.call(GetPromotionTypeList, {}),
    loadTransfer: (orderId) => client.call(GetPaymentTransfer, { orderId }),
    // The one loader of every own code's rights (R-PERM-014, decision 0359).
    loadChildRights: async (customerCode, ownCodes) =>
      (await loadOwnRights(client, ownCodes))[customerCode] ?? null,
  }
}
