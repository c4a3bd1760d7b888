// Reference data of the order backend: the support reasons (R-SUP-005) and the
// payment statuses (decision 0018: integer codes; their meanings are ours, decision 0038).
import type { SupportReason } from '../../api/contracts/order-entities'

export const SUPPORT_REASONS: readonly SupportReason[] = [
  { Id: 1, SupportName: 'DamagedGoods', Support_EN: 'Damaged goods', Support_VN: 'Hàng bị hư hỏng' },
  { Id: 2, SupportName: 'MissingQuantity', Support_EN: 'Missing quantity', Support_VN: 'Thiếu số lượng' },
  {
    Id: 3,
    SupportName: 'WrongProduct',
    Support_EN: 'Wrong product delivered',
    Support_VN: 'Giao sai sản phẩm',
  },
  { Id: 4, SupportName: 'LateDelivery', Support_EN: 'Late delivery', Support_VN: 'Giao hàng trễ' },
  {
    Id: 5,
    SupportName: 'QualityIssue',
    Support_EN: 'Product quality issue',
    Support_VN: 'Vấn đề chất lượng sản phẩm',
  },
  { Id: 6, SupportName: 'WrongInvoice', Support_EN: 'Wrong invoice', Support_VN: 'Sai thông tin hóa đơn' },
  { Id: 7, SupportName: 'Other', Support_EN: 'Other', Support_VN: 'Vấn đề khác' },
]

export const supportReasonById = (id: number): SupportReason | undefined =>
  SUPPORT_REASONS.find((reason) => reason.Id === id)

/**
 * Payment statuses (decision 0038): 1 Unpaid (voucher mode, awaiting vouchers), 2 Payment
 * submitted (vouchers under verification), 3 Paid, 4 On credit (credit terms or a distributor),
 * 5 Refund pending (cancelled after the payment was submitted, 7-15 working days).
 */
export const PAYMENT_STATUS = { unpaid: 1, submitted: 2, paid: 3, onCredit: 4, refundPending: 5 } as const
export const PAYMENT_STATUS_CODES = Object.values(PAYMENT_STATUS)
export type PaymentStatusCode = (typeof PAYMENT_STATUS_CODES)[number]
