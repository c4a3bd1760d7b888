// Test helpers for the place-order machine and rules: products, carts, fast-check arbitraries, and
// a harness that runs the machine with I/O actors the test controls. Used by tests only.
import fc from 'fast-check'
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate'
import type { CustomerRef } from '../../api/contracts/auth'
import type { ShippingAddress } from '../../api/contracts/customer'
import type { OrderBody, UpdateOrderRequest } from '../../api/contracts/order'
import type { Order, OrderRef, PromotionItem } from '../../api/contracts/order-entities'
import type { Product } from '../../api/contracts/product-entities'
import { addDays } from '../order-lifecycle/business-time'
import type { CartLine, SavedPlaceOrder } from './place-order.cart'
import {
  placeOrderMachine,
  type AddressListInput,
  type CustomerCodeInput,
  type CustomerCodesInput,
  type OrderIdInput,
  type PoNumberInput,
  type OrderPlacedEvent,
  type FeedbackRevealEvent,
  type PlaceOrderInput,
  type PlaceOrderMachine,
} from './place-order.machine'
import type { CartForCheck, CartLineForCheck } from './place-order.rules'
import type { PoNumberUse } from './po-number.rules'
import { refillOfOrder, type Refill, type RefillSource } from './refill.rules'
import type { OwnRights } from '../profile/profile.rules'

export const TODAY = '2025-06-10'
export const GAP = 3

export const CUSTOMERS: readonly CustomerRef[] = [
  { CustomerCode: 'C1001', CustomerName: 'Bếp Việt' },
  { CustomerCode: 'C1001-01', CustomerName: 'Bếp Việt Hà Nội' },
]

const item = (code: string, quantity: number): PromotionItem => ({
  ProductCode: code,
  ProductName: `SP ${code}`,
  ProductName_enUS: `Product ${code}`,
  PromotionItemQuantity: quantity,
})

export function product(code: string, overrides: Partial<Product> = {}): Product {
  return {
    ProductCode: code,
    ProductName: `Sản phẩm ${code}`,
    ProductName_enUS: `Product ${code}`,
    ProductSpecification: '12 x 500 g',
    UnitPrice: 250_000,
    FormatId: 1,
    IsFrozen: false,
    CategoryId: 1,
    ImageURL: null,
    IsPromotion: false,
    IsDisplayed: false,
    PromotionTypeName: null,
    PromotionFromDate: null,
    PromotionToDate: null,
    MainProductList: [],
    FocProductList: [],
    ...overrides,
  }
}

/** A promotion: per case of the line, `main` cases of the main goods and `foc` free ones. */
export const promotion = (
  code: string,
  main: number,
  foc: number,
  period: { from: string | null; to: string | null },
  overrides: Partial<Product> = {},
): Product =>
  product(code, {
    IsPromotion: true,
    PromotionTypeName: 'Mua 10 tặng 1',
    PromotionFromDate: period.from,
    PromotionToDate: period.to,
    MainProductList: [item(`${code}-M`, main)],
    FocProductList: [item(`${code}-F`, foc)],
    ...overrides,
  })

/** The demo catalogue of C1001: two dry products (format 1), a frozen one (format 2), a promotion. */
export const DRY_A = product('DRY-A', { UnitPrice: 200_000 })
export const DRY_B = product('DRY-B', { UnitPrice: 150_000 })
export const FROZEN = product('FRZ-1', { FormatId: 2, IsFrozen: true, UnitPrice: 500_000 })
/** Runs 2025-06-01 to 2025-06-30; 2 + 1 cases per line case. */
export const PROMO = promotion(
  'PRM-1',
  2,
  1,
  { from: '2025-06-01', to: '2025-06-30' },
  { UnitPrice: 400_000 },
)
export const CATALOGUE: readonly Product[] = [DRY_A, DRY_B, FROZEN, PROMO]

export const ADDRESSES: readonly ShippingAddress[] = [
  {
    Id: 11,
    ShippingAddress: '12 Lê Lợi, Quận 1, TP.HCM',
    CustomerCode: 'C1001',
    AddressType: 2,
    ContactName: null,
    ContactMobile: null,
    IsDefault: false,
  },
  {
    Id: 12,
    ShippingAddress: 'KCN Tân Tạo, Bình Tân, TP.HCM',
    CustomerCode: 'C1001',
    AddressType: 2,
    ContactName: null,
    ContactMobile: null,
    IsDefault: false,
  },
]

/** An ETA whose ETD is `days` after today (0: the earliest offered). */
export const etaIn = (days: number, today = TODAY, gap = GAP): string => addDays(today, gap + days)!

export const line = (p: Product, quantity: number): CartLine => ({ ...p, Quantity: quantity })

/** A cart that passes every check (on TODAY with GAP) unless overridden. */
export function validCart(overrides: Partial<CartForCheck> = {}): CartForCheck {
  return {
    customerCode: 'C1001',
    shippingAddressId: 11,
    etaDate: etaIn(2),
    note: 'Giao buổi sáng',
    lines: [line(DRY_A, 60), line(DRY_B, 40)],
    ...overrides,
  }
}

export function draftOrder(overrides: Partial<Order> = {}): Order {
  return {
    Id: 501,
    OrderNumber: 'BB2025060001',
    OrderSO: null,
    FreeChargeOrderSO: null,
    CreateTime: '2025-06-01 09:00:00',
    SubmitDate: null,
    EtaDate: etaIn(5),
    ETDDate: null,
    ConfirmedETA: null,
    CustomerCode: 'C1001',
    CustomerName: 'Bếp Việt',
    Quantity: 150,
    Amount: 30_000_000,
    SpecialRatePercent: 0,
    TotalAmount: 30_000_000,
    FeOrderStatus: 0,
    FeOrderStatusString: 'Draft',
    PaymentStatusString: null,
    TermsOfPayment: 'no credit - TT',
    FormatId: 1,
    WarehouseConfirmed: 0,
    CompletedDate: null,
    Note: 'Đơn nháp',
    ShippingAddressId: 12,
    ShippingAddress: 'KCN Tân Tạo, Bình Tân, TP.HCM',
    WarehouseCode: null,
    ContactName: null,
    ContactMobile: null,
    ContactEmail: null,
    InvoiceInfo: null,
    OrderChangeDetailURL: null,
    CancelReason: null,
    CancelRemark: null,
    TruckNo: null,
    LogisticAttachments: [],
    Support_EN: null,
    Support_VN: null,
    SupportDescription: null,
    SupportUrlList: [],
    OrderPaymentList: [],
    OrderProductPackList: [],
    OrderProductList: [
      {
        ProductCode: DRY_A.ProductCode,
        ProductName: DRY_A.ProductName,
        ProductName_enUS: DRY_A.ProductName_enUS,
        ProductSpecification: DRY_A.ProductSpecification,
        UnitPrice: 180_000,
        Quantity: 150,
        Amount: 27_000_000,
        IsPromotion: false,
        IsDisplayed: false,
        PromotionTypeName: null,
        PromotionFromDate: null,
        PromotionToDate: null,
        MainProductList: [],
        FocProductList: [],
      },
    ],
    ...overrides,
  }
}

// ---------------------------------------------------------------------------------------------
// Harness

interface Deferred<T> {
  readonly promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

export interface IoCalls {
  loadDraft: OrderIdInput[]
  loadRefill: RefillSource[]
  loadProducts: CustomerCodeInput[]
  loadAddresses: AddressListInput[]
  loadEtaGap: CustomerCodeInput[]
  createDraft: OrderBody[]
  updateDraft: UpdateOrderRequest[]
  createOpenOrder: OrderBody[]
  saveAsOpenOrder: UpdateOrderRequest[]
  findPoNumberUses: PoNumberInput[]
}
export type IoName = keyof IoCalls

export interface HarnessOptions {
  input?: Partial<PlaceOrderInput>
  /** Answers per customer code (default: CATALOGUE, ADDRESSES, GAP for every customer). */
  products?: (customerCode: string) => readonly Product[]
  addresses?: (customerCode: string) => readonly ShippingAddress[]
  gap?: number
  /** The order GetOrder answers for an id (default: draftOrder with that id). */
  orders?: (orderId: number) => Order
  /** The refill loadRefill gives for a source (default: the order GetOrder answers, R-REORDER-001). */
  refills?: (source: RefillSource) => Refill
  /** `manual`: every call waits until the test settles it with `resolve`/`reject`. */
  mode?: 'auto' | 'manual'
  /** Calls that fail in `auto` mode, with the error they reject with. */
  failures?: Partial<Record<IoName, unknown>>
  /**
   * What the own codes allow (R-PERM-015), answered at once; `'fail'`: the rights cannot be had;
   * none: the loader is not provided (it rejects), as before the rights were loaded.
   */
  rights?: OwnRights | 'fail'
  /** The company's orders the backend finds for a PO number (R-PO-003); none by default. */
  poUses?: (input: PoNumberInput) => readonly PoNumberUse[]
}

let nextOrderId = 900

/** A started place-order actor with recorded, controllable I/O. */
export function harness(options: HarnessOptions = {}) {
  const calls: IoCalls = {
    loadDraft: [],
    loadRefill: [],
    loadProducts: [],
    loadAddresses: [],
    loadEtaGap: [],
    createDraft: [],
    updateDraft: [],
    createOpenOrder: [],
    saveAsOpenOrder: [],
    findPoNumberUses: [],
  }
  const waiting = new Map<IoName, Deferred<unknown>>()
  const rightsAsked: (readonly string[])[] = []
  const placed: OrderRef[] = []
  const revealed = { count: 0 }
  const saved: OrderRef[] = []
  const answer = <T>(name: IoName, auto: () => T): Promise<T> => {
    if (options.mode === 'manual') {
      const d = deferred<unknown>()
      waiting.set(name, d)
      return d.promise as Promise<T>
    }
    const failure = options.failures?.[name]
    if (failure !== undefined) return Promise.reject(failure)
    try {
      return Promise.resolve(auto())
    } catch (error) {
      return Promise.reject(error)
    }
  }
  const ref = (id?: number): OrderRef => {
    const Id = id ?? nextOrderId++
    return { Id, OrderNumber: `BB${Id}` }
  }
  const machine = placeOrderMachine.provide({
    actors: {
      loadDraft: fromPromise(({ input }: { input: OrderIdInput }) => {
        calls.loadDraft.push(input)
        return answer('loadDraft', () => (options.orders ?? ((Id) => draftOrder({ Id })))(input.orderId))
      }),
      loadRefill: fromPromise(({ input }: { input: RefillSource }) => {
        calls.loadRefill.push(input)
        const orderOf = options.orders ?? ((Id: number) => draftOrder({ Id }))
        const refillOf =
          options.refills ??
          ((source: RefillSource) => {
            if (source.kind === 'template') throw new Error('no template in the test kit')
            return refillOfOrder(orderOf(source.orderId), source.productCodes)
          })
        return answer('loadRefill', () => refillOf(input))
      }),
      loadProducts: fromPromise(({ input }: { input: CustomerCodeInput }) => {
        calls.loadProducts.push(input)
        return answer('loadProducts', () => (options.products ?? (() => CATALOGUE))(input.customerCode))
      }),
      loadAddresses: fromPromise(({ input }: { input: AddressListInput }) => {
        calls.loadAddresses.push(input)
        return answer('loadAddresses', () => (options.addresses ?? (() => ADDRESSES))(input.customerCode))
      }),
      loadEtaGap: fromPromise(({ input }: { input: CustomerCodeInput }) => {
        calls.loadEtaGap.push(input)
        return answer('loadEtaGap', () => options.gap ?? GAP)
      }),
      createDraft: fromPromise(({ input }: { input: OrderBody }) => {
        calls.createDraft.push(input)
        return answer('createDraft', () => ref())
      }),
      updateDraft: fromPromise(({ input }: { input: UpdateOrderRequest }) => {
        calls.updateDraft.push(input)
        return answer('updateDraft', () => ref(input.id))
      }),
      createOpenOrder: fromPromise(({ input }: { input: OrderBody }) => {
        calls.createOpenOrder.push(input)
        return answer('createOpenOrder', () => ref())
      }),
      saveAsOpenOrder: fromPromise(({ input }: { input: UpdateOrderRequest }) => {
        calls.saveAsOpenOrder.push(input)
        return answer('saveAsOpenOrder', () => ref(input.id))
      }),
      findPoNumberUses: fromPromise(({ input }: { input: PoNumberInput }) => {
        calls.findPoNumberUses.push(input)
        return answer('findPoNumberUses', () => (options.poUses ?? (() => []))(input))
      }),
      ...(options.rights === undefined
        ? {}
        : {
            loadRights: fromPromise(({ input }: { input: CustomerCodesInput }) => {
              rightsAsked.push(input.customerCodes)
              const rights = options.rights
              return rights === 'fail' || rights === undefined
                ? Promise.reject(new Error('no rights'))
                : Promise.resolve(rights)
            }),
          }),
      // A placed order reaches the screen's relay (orderPlaced sends it there, decision 0338).
      relayPlaced: fromCallback<OrderPlacedEvent>(({ receive }) =>
        receive((event) => void placed.push(event.order)),
      ),
      // Each time the machine asks the screen to bring its message into view (R-ORD-034).
      revealFeedback: fromCallback<FeedbackRevealEvent>(({ receive }) =>
        receive(() => void (revealed.count += 1)),
      ),
    },
    actions: {
      draftSaved: (_, params) => void saved.push(params),
    },
  })
  const actor: Actor<PlaceOrderMachine> = createActor(machine, {
    input: { today: TODAY, customers: CUSTOMERS, ...options.input },
  }).start()
  return {
    actor,
    calls,
    /** The codes each loadRights call asked for (R-PERM-015). */
    rightsAsked,
    placed,
    saved,
    /** How many times the screen was asked to reveal its message block (R-ORD-034). */
    revealed: () => revealed.count,
    snapshot: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
    /** Lets resolved calls reach the machine (a macrotask: every promise callback has run). */
    settle: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    /** Lets an answer settled with `resolve`/`reject` reach the machine (promise callbacks only). */
    flush: async () => {
      for (let i = 0; i < 4; i++) await Promise.resolve()
    },
    /** Settles a call waiting in `manual` mode. */
    resolve: (name: IoName, value: unknown) => waiting.get(name)?.resolve(value),
    reject: (name: IoName, error: unknown) => waiting.get(name)?.reject(error),
    isWaiting: (name: IoName) => waiting.has(name),
  }
}

/** A harness already editing for C1001 with the demo catalogue. */
export async function editing(options: HarnessOptions = {}) {
  const h = harness(options)
  h.actor.send({ type: 'order.setCustomer', customerCode: 'C1001' })
  await h.settle()
  return h
}

/** Fills the form so that only the cart decides (address, ETA, note). */
export function fillForm(h: ReturnType<typeof harness>, eta = etaIn(2)) {
  h.actor.send({ type: 'order.setAddress', shippingAddressId: 11 })
  h.actor.send({ type: 'order.setEta', etaDate: eta })
  h.actor.send({ type: 'order.setNote', note: 'Giao buổi sáng' })
}

// ---------------------------------------------------------------------------------------------
// Arbitraries (fast-check 4)

const arbPromotionItems = fc.array(
  fc.integer({ min: 1, max: 6 }).map((q) => item('X', q)),
  { maxLength: 3 },
)

/** A day within a few weeks of TODAY. */
export const arbDateNearToday = fc.integer({ min: -20, max: 40 }).map((d) => addDays(TODAY, d)!)

/** Quantities: mostly valid, with the odd zero, negative, fractional or huge one. */
export const arbQuantity = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 1, max: 900 }) },
  { weight: 2, arbitrary: fc.integer({ min: 900, max: 3000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, -40, 1.5, 99.99, 100_001, 250_000) },
)

/** A cart line: format 1 (dry), 2 (frozen) or 3 (dry); promotion or not; a period or not. */
export const arbCartLine = (code: string, quantity: fc.Arbitrary<number> = arbQuantity) =>
  fc
    .record({
      format: fc.constantFrom(1, 2, 3),
      isPromotion: fc.boolean(),
      main: arbPromotionItems,
      foc: arbPromotionItems,
      from: fc.option(arbDateNearToday, { nil: null }),
      to: fc.option(arbDateNearToday, { nil: null }),
      price: fc.integer({ min: 0, max: 2_000_000 }),
      quantity,
    })
    .map((r): CartLine => ({
      ...product(code, {
        FormatId: r.format,
        IsFrozen: r.format === 2,
        UnitPrice: r.price,
        IsPromotion: r.isPromotion,
        PromotionFromDate: r.isPromotion ? r.from : null,
        PromotionToDate: r.isPromotion ? r.to : null,
        MainProductList: r.isPromotion ? r.main : [],
        FocProductList: r.isPromotion ? r.foc : [],
      }),
      Quantity: r.quantity,
    }))

/** Lines with distinct product codes; `sameFormat` biases towards single-format carts. */
export const arbLines = (options: { maxLength?: number; quantity?: fc.Arbitrary<number> } = {}) =>
  fc
    .integer({ min: 0, max: options.maxLength ?? 6 })
    .chain((n) =>
      fc.tuple(...Array.from({ length: n }, (_, i) => arbCartLine(`P${i + 1}`, options.quantity))),
    )
    .chain((lines) =>
      fc
        .boolean()
        .map((sameFormat) =>
          sameFormat && lines.length > 0
            ? lines.map((l) => ({ ...l, FormatId: lines[0]!.FormatId, IsFrozen: lines[0]!.IsFrozen }))
            : lines,
        ),
    )

export interface GeneratedOrder {
  readonly cart: Omit<CartForCheck, 'lines'> & { readonly lines: readonly CartLine[] }
  readonly today: string
  readonly gap: number
}

const arbRawOrder = (customer: 'always' | 'sometimes'): fc.Arbitrary<GeneratedOrder> =>
  fc.record({
    cart: fc.record({
      customerCode:
        customer === 'always' ? fc.constant('C1001') : fc.constantFrom('C1001', 'C1001-01', '', '  '),
      shippingAddressId: fc.option(fc.constantFrom(11, 12), { nil: null, freq: 5 }),
      etaDate: fc.option(arbDateNearToday, { nil: null, freq: 5 }),
      note: fc.constantFrom('Giao buổi sáng', 'x', '', '   '),
      lines: arbLines(),
    }),
    today: arbDateNearToday,
    gap: fc.integer({ min: 0, max: 7 }),
  })

/** Orders close to valid: the form complete, one format, whole quantities, an ETA around the earliest. */
const arbNearlyValidOrder: fc.Arbitrary<GeneratedOrder> = fc
  .record({
    today: arbDateNearToday,
    gap: fc.integer({ min: 0, max: 7 }),
    etaOffset: fc.integer({ min: -2, max: 20 }),
    lines: arbLines({ quantity: fc.integer({ min: 1, max: 900 }) }).map((lines) =>
      lines.map((l) => ({ ...l, FormatId: lines[0]!.FormatId, IsFrozen: lines[0]!.IsFrozen })),
    ),
    address: fc.constantFrom(11, 12),
  })
  .map(({ today, gap, etaOffset, lines, address }) => ({
    today,
    gap,
    cart: {
      customerCode: 'C1001',
      shippingAddressId: address,
      etaDate: addDays(today, gap + etaOffset)!,
      note: 'Giao buổi sáng',
      lines,
    },
  }))

/** A whole order to check: the form (sometimes incomplete), the lines, today and the gap. */
export const arbOrder = (options: { customer?: 'always' | 'sometimes' } = {}): fc.Arbitrary<GeneratedOrder> =>
  fc.oneof(
    { weight: 2, arbitrary: arbRawOrder(options.customer ?? 'sometimes') },
    // Unbiased: fast-check's small-value bias would keep these under the minimum.
    { weight: 1, arbitrary: fc.noBias(arbNearlyValidOrder) },
  )

/** The saved state a generated order restores from (R-ORD-009). */
export const savedOf = (cart: GeneratedOrder['cart']): SavedPlaceOrder => ({
  placeList: cart.lines,
  placeInfo: {
    customerCode: cart.customerCode,
    customerName: '',
    shippingAddressId: cart.shippingAddressId,
    etaDate: cart.etaDate,
    note: cart.note,
  },
  draftInfo: null,
})

export type { CartLineForCheck }
