// The seed's orders (R-API-042 "orders in every status", decision 0043): for each demo account, orders
// in every status its terms allow, each with a believable history of lifecycle events told
// relative to the base date. They are written by running the same commands the handlers and the
// simulator run (orderCommands), so every event passed the lifecycle's checks and every
// notification it implies is there. Deterministic: a function of the base date.
import type { FileLink } from '../../api/contracts/common'
import type { OrderCommand } from '../../machines/order-lifecycle'
import type { DemoAccount } from '../accounts'
import { deliveryNoteOf, invoicingDetails, shippingDetails } from '../back-office'
import { shiftDate } from '../clock'
import { TINY_PNG, tinyPdf } from '../file-content'
import type { OrderCommands } from '../order-commands'
import { buildDocument } from '../order-documents'
import type { OrderState } from '../order-state'
import { addressesOf, companyByCode, etaEtdGapOf, type CatalogSeed } from './catalog'

/** Where a seeded order's history ends. */
export type SeedRoute =
  | 'draft'
  | 'pendingApproval'
  | 'pendingPayment'
  | 'pendingPaymentSaved'
  | 'verifying'
  | 'confirmed'
  | 'processing'
  | 'delivering'
  | 'needSupport'
  | 'received'
  | 'supportResolved'
  | 'autoCompleted'
  | 'cancelled'

export interface OrderPlan {
  readonly customerCode: string
  /** Days from the base date (negative: in the past). */
  readonly created: number
  readonly eta: number | null
  readonly lines: ReadonlyArray<readonly [code: string, quantity: number]>
  readonly route: SeedRoute
  readonly note: string
  /** For 'cancelled': the route it was cancelled from. */
  readonly cancelledFrom?: 'pendingApproval' | 'pendingPayment' | 'verifying' | 'confirmed' | 'processing'
  readonly cancel?: { readonly reason: string; readonly note: string }
  /** A change-order document issued once the route is reached. */
  readonly change?: { readonly eta?: number; readonly addressIndex?: number; readonly cost?: number }
  /** The warehouse confirmed the packing list when shipping (R-CONF-018). */
  readonly warehouseConfirmed?: boolean
  /** Saved as a draft first, submitted later the same day. */
  readonly draftFirst?: boolean
  readonly supportIds?: readonly number[]
}

const TT = 'customer@demo.vn'
const CREDIT = 'credit@demo.vn'
const DISTRIBUTOR = 'distributor@demo.vn'

export const ORDER_PLANS: Readonly<Record<string, readonly OrderPlan[]>> = {
  [TT]: [
    { customerCode: 'C1001', created: -3, eta: null, lines: [['SS001', 40]], route: 'draft', note: '' },
    {
      customerCode: 'C1001-02',
      created: -1,
      eta: 10,
      lines: [
        ['MI001', 60],
        ['MI003', 50],
      ],
      route: 'draft',
      note: 'Hàng cho tháng sau',
    },
    {
      customerCode: 'C1001',
      created: -2,
      eta: 8,
      lines: [
        ['SS001', 60],
        ['SS003', 50],
        ['KM-SS001', 10],
      ],
      route: 'pendingApproval',
      note: 'Giao giờ hành chính',
    },
    {
      customerCode: 'C1001-01',
      created: -1,
      eta: 12,
      lines: [
        ['FZ001', 80],
        ['FZ002', 40],
      ],
      route: 'pendingApproval',
      note: 'Xe lạnh, gọi trước 30 phút',
      draftFirst: true,
      change: { eta: 15 },
    },
    {
      customerCode: 'C1001',
      created: -6,
      eta: 5,
      lines: [
        ['CN001', 70],
        ['CN003', 50],
      ],
      route: 'pendingPayment',
      note: 'Thanh toán chuyển khoản',
    },
    {
      customerCode: 'C1001-02',
      created: -5,
      eta: 6,
      lines: [['MI002', 120]],
      route: 'pendingPaymentSaved',
      note: 'Đã chuyển khoản một phần',
    },
    {
      customerCode: 'C1001',
      created: -8,
      eta: 4,
      lines: [
        ['SS005', 50],
        ['SS006', 60],
      ],
      route: 'verifying',
      note: 'Chứng từ chuyển khoản đính kèm',
    },
    {
      customerCode: 'C1001-01',
      created: -12,
      eta: 3,
      lines: [
        ['FZ003', 100],
        ['FZ004', 50],
      ],
      route: 'confirmed',
      note: 'Giao kho Quang Minh',
      change: { addressIndex: 1, cost: 0.02 },
    },
    {
      customerCode: 'C1001',
      created: -15,
      eta: 2,
      lines: [
        ['CH001', 60],
        ['CH002', 50],
      ],
      route: 'processing',
      note: 'Hàng mát, giữ 0–4 °C',
    },
    {
      customerCode: 'C1001',
      created: -20,
      eta: 1,
      lines: [['KM-CN002', 30]],
      route: 'delivering',
      note: 'Khuyến mãi cá ngừ',
      warehouseConfirmed: true,
    },
    {
      customerCode: 'C1001-02',
      created: -25,
      eta: -6,
      lines: [
        ['DR001', 100],
        ['DR002', 20],
      ],
      route: 'delivering',
      note: 'Giao kho Hòa Khánh',
    },
    {
      customerCode: 'C1001',
      created: -30,
      eta: -4,
      lines: [
        ['FZ005', 50],
        ['FZ006', 60],
      ],
      route: 'needSupport',
      note: 'Kiểm tra nhiệt độ khi nhận',
      warehouseConfirmed: true,
      supportIds: [1, 2],
    },
    {
      customerCode: 'C1001',
      created: -40,
      eta: -25,
      lines: [['SS002', 150]],
      route: 'received',
      note: 'Đơn định kỳ',
      warehouseConfirmed: true,
    },
    {
      customerCode: 'C1001-01',
      created: -45,
      eta: -30,
      lines: [['FZ007', 100]],
      route: 'supportResolved',
      note: 'Mực ống cho nhà hàng',
      warehouseConfirmed: true,
      supportIds: [5],
    },
    {
      customerCode: 'C1001',
      created: -35,
      eta: -12,
      lines: [['CN004', 110]],
      route: 'autoCompleted',
      note: 'Pate cho cửa hàng',
      warehouseConfirmed: true,
    },
    {
      customerCode: 'C1001-02',
      created: -10,
      eta: 2,
      lines: [['MI005', 100]],
      route: 'cancelled',
      cancelledFrom: 'pendingPayment',
      cancel: { reason: 'Khách hàng yêu cầu hủy', note: 'Khách hàng đổi kế hoạch nhập hàng' },
      note: 'Bún bò Huế',
    },
    {
      customerCode: 'C1001',
      created: -9,
      eta: 1,
      lines: [['SS004', 200]],
      route: 'cancelled',
      cancelledFrom: 'verifying',
      cancel: { reason: 'Hết hàng', note: 'Tương ớt tạm hết hàng; hoàn tiền trong 7–15 ngày làm việc' },
      note: 'Tương ớt cho quý mới',
    },
  ],
  [CREDIT]: [
    {
      customerCode: 'C2001',
      created: -2,
      eta: 9,
      lines: [
        ['CH003', 50],
        ['CH001', 60],
      ],
      route: 'draft',
      note: 'Nháp đơn hàng mát',
    },
    {
      customerCode: 'C2001',
      created: -1,
      eta: 7,
      lines: [
        ['FZ001', 200],
        ['FZ003', 150],
      ],
      route: 'pendingApproval',
      note: 'Hàng đông lạnh cho chi nhánh Thủ Đức',
    },
    {
      customerCode: 'C2001',
      created: -7,
      eta: 4,
      lines: [
        ['SS001', 300],
        ['SS003', 200],
      ],
      route: 'confirmed',
      note: 'Giao kho Sóng Thần',
      change: { eta: 6, cost: 0.01 },
    },
    {
      customerCode: 'C2001',
      created: -10,
      eta: 2,
      lines: [
        ['MI001', 500],
        ['MI002', 500],
      ],
      route: 'processing',
      note: 'Container 20ft',
    },
    {
      customerCode: 'C2001',
      created: -18,
      eta: -1,
      lines: [['CN002', 120]],
      route: 'delivering',
      note: 'Cá ngừ cho siêu thị',
      warehouseConfirmed: true,
    },
    {
      customerCode: 'C2001',
      created: -22,
      eta: -3,
      lines: [
        ['DR003', 100],
        ['DR004', 30],
      ],
      route: 'needSupport',
      note: 'Hàng khô',
      warehouseConfirmed: true,
      supportIds: [3, 6],
    },
    {
      customerCode: 'C2001',
      created: -40,
      eta: -20,
      lines: [
        ['FZ004', 1000],
        ['FZ008', 1200],
      ],
      route: 'received',
      note: 'Container 40ft',
      warehouseConfirmed: true,
    },
    {
      customerCode: 'C2001',
      created: -30,
      eta: -14,
      lines: [['SS005', 100]],
      route: 'autoCompleted',
      note: 'Hạt nêm',
    },
    {
      customerCode: 'C2001',
      created: -5,
      eta: 6,
      lines: [['CH002', 100]],
      route: 'cancelled',
      cancelledFrom: 'pendingApproval',
      cancel: { reason: 'Trùng đơn hàng', note: 'Đơn bị đặt hai lần' },
      note: 'Xúc xích',
    },
    {
      customerCode: 'C2001',
      created: -14,
      eta: 0,
      lines: [['CN001', 150]],
      route: 'cancelled',
      cancelledFrom: 'processing',
      cancel: {
        reason: 'Vượt hạn mức tín dụng',
        note: 'Hạn mức tín dụng không đủ tại thời điểm xuất hóa đơn',
      },
      note: 'Cá nục',
    },
  ],
  [DISTRIBUTOR]: [
    { customerCode: 'D3001', created: -4, eta: null, lines: [['FZ001', 50]], route: 'draft', note: '' },
    {
      customerCode: 'D3001',
      created: -1,
      eta: 9,
      lines: [
        ['SS001', 150],
        ['SS002', 100],
      ],
      route: 'pendingApproval',
      note: 'Phân phối khu vực Hà Nội',
    },
    {
      customerCode: 'D3001',
      created: -6,
      eta: 5,
      lines: [
        ['FZ002', 400],
        ['FZ003', 300],
      ],
      route: 'confirmed',
      note: 'Hàng đông lạnh cho đại lý',
    },
    {
      customerCode: 'D3001',
      created: -9,
      eta: 3,
      lines: [
        ['MI003', 200],
        ['MI006', 100],
      ],
      route: 'processing',
      note: 'Mì ăn liền',
    },
    {
      customerCode: 'D3001',
      created: -15,
      eta: 0,
      lines: [['CN003', 200]],
      route: 'delivering',
      note: 'Giao kho Nam Cấm',
      warehouseConfirmed: true,
    },
    {
      customerCode: 'D3001',
      created: -20,
      eta: -2,
      lines: [['DR001', 150]],
      route: 'needSupport',
      note: 'Bánh tráng',
      warehouseConfirmed: true,
      supportIds: [4],
    },
    {
      customerCode: 'D3001',
      created: -38,
      eta: -22,
      lines: [['FZ009', 500]],
      route: 'received',
      note: 'Xíu mại',
      warehouseConfirmed: true,
    },
    {
      customerCode: 'D3001',
      created: -36,
      eta: -18,
      lines: [['SS004', 300]],
      route: 'supportResolved',
      note: 'Tương ớt',
      warehouseConfirmed: true,
      supportIds: [2],
    },
    {
      customerCode: 'D3001',
      created: -28,
      eta: -10,
      lines: [['MI004', 120]],
      route: 'autoCompleted',
      note: 'Hủ tiếu',
    },
    {
      customerCode: 'D3001',
      created: -11,
      eta: 1,
      lines: [['CN005', 100]],
      route: 'cancelled',
      cancelledFrom: 'confirmed',
      cancel: { reason: 'Nhà phân phối yêu cầu hủy', note: 'Điều chỉnh kế hoạch phân phối' },
      note: 'Bắp non',
    },
  ],
}

/** A file the seed stores (vouchers, delivery notes, photos). */
export interface SeedFile {
  readonly id: string
  readonly fileName: string
  readonly contentType: string
  readonly bytes: Uint8Array
  readonly createTime: string
  readonly account: string | null
}

export interface SeedContext {
  readonly baseDate: string
  readonly catalog: CatalogSeed
  readonly account: DemoAccount
  readonly commands: OrderCommands
  /** Stores a file and answers its URL. */
  readonly addFile: (file: Omit<SeedFile, 'id'>) => string
  /** A change order's key (decision 0220): random, like a file id. */
  readonly newKey: () => string
}

type Milestone =
  'approve' | 'save' | 'submit' | 'verify' | 'process' | 'ship' | 'receive' | 'support' | 'resolve'

const TO_CONFIRMED: readonly Milestone[] = ['approve', 'submit', 'verify']
const TO_SHIPPED: readonly Milestone[] = [...TO_CONFIRMED, 'process', 'ship']
/** The back-office and customer steps each route takes after the order is placed. */
const MILESTONES: Record<Exclude<SeedRoute, 'cancelled'>, readonly Milestone[]> = {
  draft: [],
  pendingApproval: [],
  pendingPayment: ['approve'],
  pendingPaymentSaved: ['approve', 'save'],
  verifying: ['approve', 'submit'],
  confirmed: TO_CONFIRMED,
  processing: [...TO_CONFIRMED, 'process'],
  delivering: TO_SHIPPED,
  needSupport: [...TO_SHIPPED, 'support'],
  received: [...TO_SHIPPED, 'receive'],
  supportResolved: [...TO_SHIPPED, 'support', 'resolve'],
  // Shipped long enough ago that the seed's settling completes it (R-LIFE-032).
  autoCompleted: TO_SHIPPED,
}

/** One hour after a date-time (the change order and the cancellation follow the last step). */
function hourAfter(dateTime: string): string {
  const hour = Number(dateTime.slice(11, 13)) + 1
  return hour < 24
    ? `${dateTime.slice(0, 11)}${String(hour).padStart(2, '0')}${dateTime.slice(13)}`
    : `${shiftDate(dateTime.slice(0, 10), 1)} 00${dateTime.slice(13)}`
}

/** Runs one plan's history; `index` spreads creation times within a day. */
export async function runOrderPlan(
  context: SeedContext,
  plan: OrderPlan,
  index: number,
): Promise<OrderState> {
  const { baseDate, catalog, account, commands } = context
  const day = (offset: number) => shiftDate(baseDate, offset)
  const minute = String(index % 60).padStart(2, '0')
  const at = (offset: number, hour: number) =>
    `${day(Math.min(offset, -1))} ${String(hour).padStart(2, '0')}:${minute}:00`
  const company = companyByCode(catalog, plan.customerCode)
  if (company === undefined) throw new Error(`seed: unknown company ${plan.customerCode}`)
  const shipping = addressesOf(catalog, plan.customerCode, 2)
  const eta = plan.eta === null ? null : day(plan.eta)
  const built = buildDocument(catalog, account, {
    customerCode: plan.customerCode,
    warehouseCode: null,
    shippingAddressId: plan.note === '' ? null : (shipping[0]?.Id ?? null),
    note: plan.note,
    etaDate: eta,
    orderProductList: plan.lines.map(([ProductCode, Quantity]) => ({ ProductCode, Quantity })),
  })
  if (!built.ok) throw new Error(`seed: order for ${plan.customerCode}: ${built.refusal.key}`)
  const facts = {
    customerTypeName: company.customer.CustomerTypeName,
    termsOfPayment: company.customer.TermsOfPayment,
    etaDate: eta ?? day(plan.created),
  }
  const createdAt = at(plan.created, 9)
  const asDraft = plan.route === 'draft' || plan.draftFirst === true
  const first = asDraft
    ? ({ type: 'SaveDraft', by: 'customer', at: createdAt, etaDate: facts.etaDate } as const)
    : ({ type: 'PlaceOrder', by: 'customer', at: createdAt, etaDate: facts.etaDate } as const)
  let state = await commands.open({
    account: account.account,
    facts,
    etdGapDays: etaEtdGapOf(catalog, plan.customerCode),
    document: built.document,
    command: first,
  })
  const lastAt = () => state.records[state.records.length - 1]!.event.at
  const act = async (command: OrderCommand, extras = {}) => {
    const result = await commands.act(state, command, extras)
    if (!result.ok) throw new Error(`seed: ${state.orderNumber} refuses ${command.type} at ${state.status}`)
    state = result.state
  }
  if (plan.route === 'draft') return state
  if (plan.draftFirst)
    await act({ type: 'PlaceOrder', by: 'customer', at: at(plan.created, 16), etaDate: facts.etaDate })

  const c = plan.created
  // Each seeded voucher keeps its file name beside its URL, as an uploaded one does (R-PAY-007,
  // R-PAY-008): the drawer names it, never 'Payment voucher 1'.
  const voucherName = () => `UNC-${state.orderNumber}.pdf`
  const voucher = () =>
    context.addFile({
      fileName: voucherName(),
      contentType: 'application/pdf',
      bytes: tinyPdf(`Payment voucher ${state.orderNumber}`, [
        `Bank transfer for ${state.document.CustomerCode} ${state.document.CustomerName}`,
        `Amount: ${state.document.TotalAmount} VND`,
      ]),
      createTime: at(c + 1, 15),
      account: account.account,
    })

  const steps = new Set(MILESTONES[plan.route === 'cancelled' ? plan.cancelledFrom! : plan.route])
  if (steps.has('approve')) await act({ type: 'ApproveOrder', by: 'backOffice', at: at(c + 1, 10) })
  // Vouchers only in voucher mode: a credit or distributor order went from 1 straight to 3.
  if (state.status === 2 && steps.has('save'))
    await act({
      type: 'SavePayment',
      by: 'customer',
      at: at(c + 1, 15),
      paymentList: [voucher()],
      fileNames: [voucherName()],
    })
  if (state.status === 2 && steps.has('submit'))
    await act({
      type: 'SubmitPayment',
      by: 'customer',
      at: at(c + 2, 9),
      paymentList: [voucher()],
      fileNames: [voucherName()],
    })
  if (state.status === 25 && steps.has('verify'))
    await act({ type: 'VerifyPayment', by: 'backOffice', at: at(c + 2, 16) })
  if (state.status === 3 && steps.has('process'))
    await act(
      { type: 'ProcessOrder', by: 'backOffice', at: at(c + 3, 10) },
      { details: invoicingDetails(state) },
    )
  if (state.status === 4 && steps.has('ship')) {
    const shipDay = Math.max(c + 4, (plan.eta ?? 0) - 3)
    const shippedAt = at(shipDay, 8)
    const attachments: FileLink[] = []
    if (plan.warehouseConfirmed) {
      const note = deliveryNoteOf(state, shippedAt)
      const url = context.addFile({
        fileName: note.fileName,
        contentType: 'application/pdf',
        bytes: note.bytes,
        createTime: shippedAt,
        account: null,
      })
      attachments.push({ FileName: note.fileName, FileURL: url })
    }
    await act(
      { type: 'ShipOrder', by: 'backOffice', at: shippedAt },
      { details: shippingDetails(state, shippedAt, plan.warehouseConfirmed === true, attachments) },
    )
  }
  const e = plan.eta ?? 0
  if (steps.has('receive')) await act({ type: 'ConfirmReceipt', by: 'customer', at: at(e + 1, 11) })
  if (steps.has('support')) {
    const photoAt = at(e + 2, 14)
    const photo = context.addFile({
      fileName: `photo-${state.orderNumber}.png`,
      contentType: 'image/png',
      bytes: TINY_PNG,
      createTime: photoAt,
      account: account.account,
    })
    await act({
      type: 'RequestSupport',
      by: 'customer',
      at: photoAt,
      supportIdList: plan.supportIds ?? [1],
      supportDescription: `${plan.note}: cần hỗ trợ kiểm tra hàng`,
      supportUrlList: [{ fileUrl: photo, fileName: `photo-${state.orderNumber}.png` }],
    })
  }
  if (steps.has('resolve')) await act({ type: 'ResolveSupport', by: 'backOffice', at: at(e + 4, 10) })
  if (plan.change) {
    const newAddress = plan.change.addressIndex === undefined ? undefined : shipping[plan.change.addressIndex]
    await act(
      {
        type: 'IssueChangeOrder',
        by: 'backOffice',
        at: hourAfter(lastAt()),
        ...(plan.change.eta === undefined ? {} : { newEta: day(plan.change.eta) }),
        ...(newAddress === undefined
          ? {}
          : { newShippingAddressId: newAddress.Id, newShippingAddress: newAddress.ShippingAddress }),
        incurredPurchaseCostPercent: plan.change.cost ?? 0,
      },
      { changeKey: context.newKey() },
    )
  }
  if (plan.route === 'cancelled') {
    await act({
      type: 'CancelOrder',
      by: 'backOffice',
      at: hourAfter(lastAt()),
      reason: plan.cancel?.reason ?? '',
      note: plan.cancel?.note ?? '',
    })
  }
  return state
}
