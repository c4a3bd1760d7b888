// The place-order form (R-ORD-005, R-ORD-015..021) as a statechart: choosing the
// customer code (the only one of a user with one), loading that customer's products, shipping
// addresses and ETA gap, opening a draft (asking first when it would replace the cart), editing
// the cart and the form, the format and promotion dialogs, confirming, submitting and saving
// drafts. Its rules are place-order.rules.ts (shared with the mock backend); its cart steps are
// place-order.cart.ts; what the screen reads is place-order.selectors.ts; its messages are
// place-order.notices.ts. All I/O is actors the feature supplies with `.provide()`:
//   loadDraft        Order.GetOrder                  { orderId } -> Order
//   loadRefill       a RefillSource -> Refill: a past order (Order.GetOrder) or a company template
//                    (R-REORDER-001, decision 0365)
//   loadProducts     Order.GetAvailableProductList   { customerCode } -> Product[]
//   loadAddresses    Customer.GetShippingAddressList { customerCode, addressType: 2 } -> ShippingAddress[]
//   loadEtaGap       Order.GetETATEDGap              { customerCode } -> days
//   createDraft      Order.CreateDraftOrder          OrderBody -> OrderRef
//   updateDraft      Order.Update                    UpdateOrderRequest -> OrderRef
//   createOpenOrder  Order.CreateOpenOrder           OrderBody -> OrderRef
//   saveAsOpenOrder  Order.SaveAsOpenOrder           UpdateOrderRequest -> OrderRef
//   findPoNumberUses Order.GetPendingOrderList and Order.GetPagedMallOrderList filtered by the PO
//                    number { customerCode, poNumber } -> PoNumberUse[] (before the confirmation, R-PO-003)
//   loadRights       Profile.GetChildCodePermissionList of each own code { customerCodes } -> OwnRights
//                    (once per screen, beside everything else; R-PERM-015, decision 0359)
// and two hooks: the actions orderPlaced and draftSaved (OrderRef). The screen's own effects are
// callback actors it supplies too, running for as long as the machine does (decision 0338):
//   keepSaved       writes placeList, placeInfo and draftInfo as they change (R-ORD-009)
//   watchOtherTabs  another tab placed this very cart (decision 0299)
//   watchToday      sends `clock.today` when the day may have changed (decision 0161)
//   takeArrivals    sends the address's draftId and addProduct once the machine takes them
//   relayPlaced     receives `order.placed` from orderPlaced: the toast, the way to the list
//   revealFeedback  receives `feedback.reveal` after a Submit or Save draft that says something
//                   (what blocks it, saved, refused): brings the message into view, focus on it (R-ORD-034)
// No clock: today is input, and `clock.today`, `order.submit` and `order.confirm` may bring a newer one.
import {
  and,
  assertEvent,
  assign,
  not,
  stateIn,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate'
import type { CustomerRef } from '../../api/contracts/auth'
import { ADDRESS_TYPES, type ShippingAddress } from '../../api/contracts/customer'
import { ORDER_NOTE_MAX, type OrderBody, type UpdateOrderRequest } from '../../api/contracts/order'
import type { Order, OrderRef } from '../../api/contracts/order-entities'
import type { Product } from '../../api/contracts/product-entities'
import { isBusinessDate } from '../order-lifecycle/business-time'
import { specialRateOf } from '../order-pricing/order-pricing.rules'
import { ownCodeAllows, type OwnRights } from '../profile/profile.rules'
import {
  addressAfterLoad,
  EMPTY_FORM,
  formOfDraft,
  ownCustomer,
  planCartChange,
  reconcileCart,
  toOrderBody,
  toUpdateRequest,
  type CartLine,
  type CartPlan,
  type CartRequest,
  type DraftInfo,
  type IncomingLine,
  type Notice,
  type OrderForm,
  type SavedPlaceOrder,
} from './place-order.cart'
import { isApiError } from '../../api/errors'
import { isServerRefusal, NOTICES, serverNotice, type ScreenNotice } from './place-order.notices'
import { checkQuickRows, QUICK_MAX_LINES, type QuickOutcome, type QuickRow } from './quick-order.rules'
import { applyContainerFill, containerFillOf } from './container-fill.rules'
import {
  checkRefill,
  isRefillSource,
  type Refill,
  type RefillLine,
  type RefillMode,
  type RefillReport,
  type RefillSource,
} from './refill.rules'
import {
  earliestEta,
  etdOf,
  isEtaOffered,
  isOrderId,
  promotionLinesOutsidePeriod,
  violationsOf,
  type OrderRuleViolation,
} from './place-order.rules'
import {
  poNumberFits,
  poNumberOf,
  poNumberWarningOf,
  type PoNumberUse,
  type PoNumberWarning,
} from './po-number.rules'

export interface PlaceOrderInput {
  /** Today's business date, `YYYY-MM-DD`. */
  readonly today: string
  /** The user's CustomerList: own code and child codes (R-PROF-003); the only codes offered. */
  readonly customers: readonly CustomerRef[]
  /** The user's CustomerTypeName (stored user info): it sets the special rate (R-ORD-030). */
  readonly customerTypeName?: string | undefined
  /** placeList, placeInfo and draftInfo as saved before a reload (R-ORD-009). */
  readonly saved?: SavedPlaceOrder | undefined
}

export interface PlaceOrderContext {
  readonly today: string
  readonly customers: readonly CustomerRef[]
  readonly customerTypeName: string
  /** placeInfo. */
  readonly form: OrderForm
  /** placeList. */
  readonly cart: readonly CartLine[]
  /** draftInfo: the draft this order is, once saved or opened; submitting it uses SaveAsOpenOrder. */
  readonly draft: DraftInfo | null
  /** Lines of an opened draft waiting for the customer's catalogue. */
  readonly incoming: readonly IncomingLine[]
  /** The customer's catalogue, addresses and gap; null until loaded for the current customer. */
  readonly products: readonly Product[] | null
  readonly addresses: readonly ShippingAddress[] | null
  readonly etdGapDays: number | null
  /** What blocked the last submit, kept up to date while the user fixes it; empty otherwise. */
  readonly violations: readonly OrderRuleViolation[]
  /** The last refused change of a product's quantity, by product code (the box keeps its quantity). */
  readonly lineErrors: Readonly<Record<string, Notice>>
  /** The screen's message (saved, dropped lines, the server's refusal, ...), with where and how it shows. */
  readonly notice: ScreenNotice | null
  /** The product waiting in the format dialog (R-ORD-020). */
  readonly pendingAdd: { readonly product: Product; readonly quantity: number } | null
  /** The ETA waiting in the promotion dialog and the promotion lines it would remove (R-ORD-019). */
  readonly pendingEta: { readonly etaDate: string; readonly removing: readonly string[] } | null
  /** The order just placed (R-ORD-008). */
  readonly placed: OrderRef | null
  /** The draft asked for (the draft list's link), while it loads. */
  readonly draftRequest: number | null
  /** The loaded draft waiting for the user's answer: it would replace the cart (R-ORD-004). */
  readonly pendingDraft: Order | null
  /** The source asked for ("Order again", a template), while it loads (R-REORDER-001). */
  readonly refillRequest: RefillSource | null
  /** The loaded refill waiting for the user's answer: replace, add or cancel (R-REORDER-004). */
  readonly pendingRefill: Refill | null
  /** What the last refill asked for came from: its question and report say so (R-TPL-009). */
  readonly refillFrom: RefillSource['kind']
  /** The refill's lines waiting for today's catalogue of its code, and the address it asked for. */
  readonly refillLines: {
    readonly lines: readonly RefillLine[]
    readonly shippingAddressId: number | null
  } | null
  /** What the last refill did (R-REORDER-003); null before any, or once closed. */
  readonly refillReport: RefillReport | null
  /** What each own code allows (R-PERM-015); null while on their way or when they cannot be had. */
  readonly rights: OwnRights | null
  /** The PO number already on another order of the company, shown in the confirmation (R-PO-003). */
  readonly poWarning: PoNumberWarning | null
  /** What each line of the last quick-order input led to (R-QUICK-003); null before any. */
  readonly quickReport: readonly QuickOutcome[] | null
}

export type PlaceOrderEvent =
  | { type: 'order.setCustomer'; customerCode: string }
  | { type: 'order.setAddress'; shippingAddressId: number }
  | { type: 'order.setEta'; etaDate: string | null }
  | { type: 'order.setNote'; note: string }
  | { type: 'order.setPoNumber'; poNumber: string }
  | { type: 'cart.add'; productCode: string; quantity?: number }
  | { type: 'cart.setQuantity'; productCode: string; quantity: number }
  | { type: 'cart.typeQuantity'; productCode: string; text: string }
  | { type: 'cart.remove'; productCode: string }
  | { type: 'cart.clear' }
  /**
   * Quick order (R-QUICK-003): lines typed, pasted or read from a file; `knownCodes` are the codes
   * of every company of the user (GetCustomerProductList), to tell an unknown code from one not
   * sold to this customer code, or null when they could not be had.
   */
  | { type: 'cart.addLines'; rows: readonly QuickRow[]; knownCodes: readonly string[] | null }
  /** The one-tap suggestion to fill the next container (R-FILL-002): computed here, not sent. */
  | { type: 'cart.fillContainer' }
  | { type: 'order.submit'; today?: string }
  | { type: 'order.confirm'; today?: string }
  | { type: 'order.cancelSubmit' }
  | { type: 'order.new' }
  | { type: 'draft.save' }
  /** Open draft `orderId` (the draft list's link): loaded, then opened, or asked about first. */
  | { type: 'draft.open'; orderId: number }
  /** Fill the cart from a past order or a template (R-REORDER-001): loaded, then asked about if the cart is not empty. */
  | { type: 'refill.open'; source: RefillSource }
  /** The refill question's answers (R-REORDER-004; a draft's question has replace and cancel only). */
  | { type: 'refill.replace' }
  | { type: 'refill.add' }
  | { type: 'refill.cancel' }
  | { type: 'refill.closeReport' }
  | { type: 'format.saveDraftAndSwitch' }
  | { type: 'format.cancel' }
  | { type: 'promotion.confirmRemoval' }
  | { type: 'promotion.keepEta' }
  | { type: 'catalog.retry' }
  | { type: 'notice.dismiss' }
  | { type: 'clock.today'; today: string }

export type CustomerCodeInput = { readonly customerCode: string }
export type CustomerCodesInput = { readonly customerCodes: readonly string[] }
export type PoNumberInput = { readonly customerCode: string; readonly poNumber: string }
export type OrderIdInput = { readonly orderId: number }
export type AddressListInput = {
  readonly customerCode: string
  readonly addressType: typeof ADDRESS_TYPES.shipping
}

/** What a watching callback actor reads of the machine's snapshots. */
export interface PlaceOrderView {
  readonly context: PlaceOrderContext
  matches(state: 'submitted'): boolean
  can(event: PlaceOrderEvent): boolean
}

/** The machine itself, as the input of the callback actors that watch it. */
export interface PlaceOrderWatch {
  readonly order: {
    getSnapshot(): PlaceOrderView
    subscribe(listener: (snapshot: PlaceOrderView) => void): { unsubscribe(): void }
  }
}

/** What relayPlaced receives when an order was placed (R-ORD-008). */
export type OrderPlacedEvent = { readonly type: 'order.placed'; readonly order: OrderRef }

/**
 * What revealFeedback receives after a press of Submit, Confirm or Save draft that leaves the user
 * on the form with something to read: what blocks the order, 'draft saved', the server's refusal
 * (R-ORD-034). The screen scrolls its message block into view and moves the focus to it.
 */
export type FeedbackRevealEvent = { readonly type: 'feedback.reveal' }

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the feature`))

/** The context a saved state (or nothing) starts with; a customer not in the user's list starts empty. */
export function initialPlaceOrderContext(input: PlaceOrderInput): PlaceOrderContext {
  const saved = input.saved
  const customer =
    saved === undefined ? undefined : ownCustomer(input.customers, saved.placeInfo.customerCode)
  const restored = saved !== undefined && customer !== undefined
  return {
    today: input.today,
    customers: input.customers,
    customerTypeName: input.customerTypeName ?? '',
    form: restored ? { ...saved.placeInfo, customerName: customer.CustomerName } : EMPTY_FORM,
    cart: restored ? saved.placeList : [],
    draft: restored ? saved.draftInfo : null,
    incoming: [],
    products: null,
    addresses: null,
    etdGapDays: null,
    violations: [],
    lineErrors: {},
    notice: null,
    pendingAdd: null,
    pendingEta: null,
    placed: null,
    draftRequest: null,
    pendingDraft: null,
    refillRequest: null,
    pendingRefill: null,
    refillFrom: 'order',
    refillLines: null,
    refillReport: null,
    rights: null,
    poWarning: null,
    quickReport: null,
  }
}

/** What the feature persists (placeList, placeInfo, draftInfo; R-ORD-009). */
export const savedStateOf = (context: PlaceOrderContext): SavedPlaceOrder => ({
  placeList: context.cart,
  placeInfo: context.form,
  draftInfo: context.draft,
})

const todayOf = (context: PlaceOrderContext, event: PlaceOrderEvent): string =>
  'today' in event && event.today !== undefined && isBusinessDate(event.today) ? event.today : context.today

const cartRequestOf = (event: PlaceOrderEvent): CartRequest | undefined => {
  switch (event.type) {
    case 'cart.add':
      return { kind: 'add', productCode: event.productCode, quantity: event.quantity ?? 1 }
    case 'cart.setQuantity':
      return { kind: 'set', productCode: event.productCode, quantity: event.quantity }
    case 'cart.typeQuantity':
      return { kind: 'type', productCode: event.productCode, text: event.text }
    default:
      return undefined
  }
}

const planOf = (context: PlaceOrderContext, event: PlaceOrderEvent): CartPlan | undefined => {
  const request = cartRequestOf(event)
  return request === undefined
    ? undefined
    : planCartChange(
        {
          cart: context.cart,
          products: context.products ?? [],
          etaDate: context.form.etaDate,
          etdGapDays: context.etdGapDays,
        },
        request,
      )
}

const withoutKey = (record: Readonly<Record<string, Notice>>, key: string): Record<string, Notice> => {
  const { [key]: _dropped, ...rest } = record
  return rest
}

/** The Update / SaveAsOpenOrder body; only reached through the isDraft guard. */
function draftRequest(context: PlaceOrderContext): UpdateOrderRequest {
  if (context.draft === null) throw new Error('place order: a draft request without a draft')
  return toUpdateRequest(context.draft, context.form, context.cart, specialRateOf(context.customerTypeName))
}

/** A draft (status 0) of one of the user's codes: the only order that can be changed (R-LIFE-008). */
const isOpenableDraft = (context: PlaceOrderContext, order: Order): boolean =>
  order.FeOrderStatus === 0 && ownCustomer(context.customers, order.CustomerCode) !== undefined

/** The draft waiting in the refill question; only reached in that state with a draft. */
function heldDraft(context: PlaceOrderContext): Order {
  if (context.pendingDraft === null) throw new Error('place order: a replace question without a draft')
  return context.pendingDraft
}

/** The refill waiting in the refill question; only reached in that state with a refill. */
function heldRefill(context: PlaceOrderContext): Refill {
  if (context.pendingRefill === null) throw new Error('place order: a refill question without a refill')
  return context.pendingRefill
}

const shownViolations = (context: PlaceOrderContext): readonly OrderRuleViolation[] =>
  context.violations.length === 0 ? [] : violationsOf(context)

// Transition configs that several states share, written once. They stand outside
// `setup().createMachine()`, so their `params` say the event shape they read; the statechart is
// the same as with each written out in place.
type Settled = { readonly event: { readonly output: OrderRef } }
type Failed = { readonly event: { readonly error: unknown } }
/** The settled request's order reference, as an action's params. */
const settledRef = ({ event }: Settled) => event.output

/** The server refused a request: back to editing with its message, brought into view (R-ORD-034). */
const refusedByServer = {
  target: '#placeOrder.editing',
  actions: [
    { type: 'refuseFromServer', params: ({ event }: Failed) => ({ error: event.error }) },
    'focusFeedback',
  ],
} as const

/**
 * The server refused a change of the draft being edited (Update, SaveAsOpenOrder): its message,
 * then the draft is read again, because another tab or window may have deleted or submitted it
 * (decision 0285).
 */
const refusedForDraft = {
  target: '#placeOrder.checkingDraft',
  actions: [
    { type: 'refuseFromServer', params: ({ event }: Failed) => ({ error: event.error }) },
    'focusFeedback',
  ],
} as const

/** CreateOpenOrder and SaveAsOpenOrder end alike: 'Order successful', or the server's refusal. */
const placedOrRefused = {
  onDone: {
    target: '#placeOrder.submitted',
    actions: [
      { type: 'orderPlaced', params: settledRef },
      { type: 'markPlaced', params: settledRef },
    ],
  },
  onError: refusedByServer,
} as const

/** CreateDraftOrder and Update end alike: kept as a draft (or switched to pending), or refused. */
const draftSavedOrRefused = {
  onDone: [
    // From the format dialog (R-ORD-020): the dialog gives the focus back as it closes.
    {
      guard: 'isSwitchPending',
      target: '#placeOrder.editing',
      actions: [
        { type: 'draftSaved', params: settledRef },
        { type: 'switchToPending', params: settledRef },
      ],
    },
    // From Save draft: 'draft saved', beside what still blocks a submit, in view (R-ORD-034).
    {
      target: '#placeOrder.editing',
      actions: [
        { type: 'draftSaved', params: settledRef },
        { type: 'keepDraft', params: settledRef },
        'focusFeedback',
      ],
    },
  ],
  onError: refusedByServer,
} as const

/** Another of the user's codes: its catalogue loads (calls for the one before are dropped, R-ORD-007). */
const customerChange = {
  guard: 'isOtherOwnCustomer',
  target: '#placeOrder.loading',
  reenter: true,
  actions: {
    type: 'chooseCustomer',
    params: ({ event }: { readonly event: { readonly customerCode: string } }) => ({
      customerCode: event.customerCode,
    }),
  },
} as const

/** What the customer and the note accept wherever the order is not on its way or in a dialog. */
const customerAndNote = {
  'order.setCustomer': customerChange,
  'order.setNote': { guard: 'noteFits', actions: ['setNote', 'recheck'] },
  'order.setPoNumber': { guard: 'poNumberFits', actions: 'setPoNumber' },
} as const

/**
 * The draft list's link (R-ORD-004): the draft being edited already stays; another one loads
 * (openingDraft); a link that is no order id is refused with a message.
 */
const draftLink = {
  'draft.open': [
    { guard: 'isDraftBeingEdited', actions: 'dropDraft' },
    { guard: 'isDraftLink', target: '#placeOrder.openingDraft', actions: 'requestDraft' },
    { actions: 'refuseDraftLink' },
  ],
  // "Order again" and "Order from template" (R-REORDER-001), wherever a draft link is taken.
  'refill.open': [
    { guard: 'isRefillLink', target: '#placeOrder.refilling', actions: 'requestRefill' },
    { actions: 'refuseRefillLink' },
  ],
} as const

/** cart.add, cart.setQuantity and cart.typeQuantity: refused, a format conflict, or applied. */
const cartChange = [
  { guard: 'isCartChangeRefused', actions: 'refuseCartChange' },
  { guard: 'isCartChangeMixingFormats', target: 'formatConflict', actions: 'holdPendingAdd' },
  { actions: ['applyCartChange', 'recheck'] },
] as const

export const placeOrderMachine = setup({
  types: {
    context: {} as PlaceOrderContext,
    events: {} as PlaceOrderEvent,
    input: {} as PlaceOrderInput,
  },
  actors: {
    loadDraft: fromPromise<Order, OrderIdInput>(notProvided('loadDraft')),
    loadRefill: fromPromise<Refill, RefillSource>(notProvided('loadRefill')),
    loadProducts: fromPromise<readonly Product[], CustomerCodeInput>(notProvided('loadProducts')),
    loadAddresses: fromPromise<readonly ShippingAddress[], AddressListInput>(notProvided('loadAddresses')),
    loadEtaGap: fromPromise<number, CustomerCodeInput>(notProvided('loadEtaGap')),
    createDraft: fromPromise<OrderRef, OrderBody>(notProvided('createDraft')),
    updateDraft: fromPromise<OrderRef, UpdateOrderRequest>(notProvided('updateDraft')),
    createOpenOrder: fromPromise<OrderRef, OrderBody>(notProvided('createOpenOrder')),
    saveAsOpenOrder: fromPromise<OrderRef, UpdateOrderRequest>(notProvided('saveAsOpenOrder')),
    loadRights: fromPromise<OwnRights, CustomerCodesInput>(notProvided('loadRights')),
    findPoNumberUses: fromPromise<readonly PoNumberUse[], PoNumberInput>(notProvided('findPoNumberUses')),
    // The screen's effects: nothing without a screen.
    keepSaved: fromCallback<EventObject, PlaceOrderWatch>(() => {}),
    watchOtherTabs: fromCallback<EventObject, PlaceOrderWatch>(() => {}),
    watchToday: fromCallback<EventObject>(() => {}),
    takeArrivals: fromCallback<EventObject, PlaceOrderWatch>(() => {}),
    relayPlaced: fromCallback<OrderPlacedEvent>(() => {}),
    revealFeedback: fromCallback<FeedbackRevealEvent>(() => {}),
  },
  guards: {
    /** At most 500 lines at once (R-QUICK-002): more is refused whole, before anything changes. */
    isQuickInputBounded: ({ event }) =>
      event.type === 'cart.addLines' && event.rows.length > 0 && event.rows.length <= QUICK_MAX_LINES,
    hasCustomer: ({ context }) => context.form.customerCode !== '',
    /** A user with a single customer code does not have to choose it (R-PROF-003). */
    hasSingleCustomer: ({ context }) => context.customers.length === 1,
    wasPlaced: ({ context }) => context.placed !== null,
    /** One of the user's own codes (R-PROF-003), other than the current one. */
    isOtherOwnCustomer: ({ context, event }) =>
      event.type === 'order.setCustomer' &&
      event.customerCode !== context.form.customerCode &&
      ownCustomer(context.customers, event.customerCode) !== undefined &&
      // R-PERM-015: not a code whose permission refuses placing orders
      ownCodeAllows(context.rights, event.customerCode, 'placeOrder'),
    /** The order's code may not place orders (R-PERM-015): it is let go, with the reason. */
    isCustomerRefused: ({ context }) =>
      context.form.customerCode !== '' &&
      !ownCodeAllows(context.rights, context.form.customerCode, 'placeOrder'),
    /** A draft of a code whose permission refuses placing orders is not opened (R-PERM-015). */
    isDraftOfRefusedCode: ({ context }, order: Order) =>
      !ownCodeAllows(context.rights, order.CustomerCode, 'placeOrder'),
    /** The draft asked for is the one being edited (restored after a reload): nothing to load. */
    isDraftBeingEdited: ({ context, event }) =>
      event.type === 'draft.open' && context.draft !== null && context.draft.Id === event.orderId,
    isDraftLink: ({ event }) => event.type === 'draft.open' && isOrderId(event.orderId),
    isRefillLink: ({ event }) => event.type === 'refill.open' && isRefillSource(event.source),
    /** A refill of a code that is not the user's (R-REORDER-005): the backend would refuse it too. */
    isRefillOfOtherCode: ({ context }, refill: Refill) =>
      ownCustomer(context.customers, refill.customerCode) === undefined,
    /** A refill of a code whose permission refuses placing orders (R-REORDER-005, R-PERM-015). */
    isRefillOfRefusedCode: ({ context }, refill: Refill) =>
      !ownCodeAllows(context.rights, refill.customerCode, 'placeOrder'),
    isRefillEmpty: (_, refill: Refill) => refill.lines.length === 0,
    /** Products are in the cart: replace, add or cancel is asked (R-REORDER-004). */
    hasCart: ({ context }) => context.cart.length > 0,
    /** The question is about a draft: it replaces the cart or is not opened (R-ORD-004). */
    isDraftQuestion: ({ context }) => context.pendingDraft !== null,
    /** Adding is offered for a refill of the cart's own customer code only (decision 0365). */
    canAddRefill: ({ context }) =>
      context.pendingRefill !== null && context.pendingRefill.customerCode === context.form.customerCode,
    /** Only a draft (status 0) of one of the user's codes can be changed (R-LIFE-008). */
    isClosedToChange: ({ context }, order: Order) => !isOpenableDraft(context, order),
    /** The cart is short of a container and has case lines to spread the rest over (R-FILL-001). */
    canFillContainer: ({ context }) => containerFillOf(context.cart) !== null,
    /** Opening the draft would replace products the user has added to another order: ask first. */
    replacesCart: ({ context }, order: Order) =>
      context.cart.length > 0 && (context.draft === null || context.draft.Id !== order.Id),
    catalogLoaded: ({ context }) =>
      context.products !== null && context.addresses !== null && context.etdGapDays !== null,
    isDraft: ({ context }) => context.draft !== null,
    /** The server answered and would not give the order: not the user's draft any more (R-ORD-004, R-ORD-026). */
    isRefusalOfServer: ({ event }) => isServerRefusal('error' in event ? event.error : undefined),
    /** An address of the chosen customer, type 2 (R-ORD-006). */
    isKnownAddress: ({ context, event }) =>
      event.type === 'order.setAddress' &&
      (context.addresses ?? []).some((a) => a.Id === event.shippingAddressId),
    noteFits: ({ event }) => event.type === 'order.setNote' && event.note.length <= ORDER_NOTE_MAX,
    /** The PO number field takes at most 35 characters (R-PO-001). */
    poNumberFits: ({ event }) => event.type === 'order.setPoNumber' && poNumberFits(event.poNumber),
    /** A PO number once trimmed: the backend is asked about it before the confirmation (R-PO-003). */
    hasPoNumber: ({ context }) => poNumberOf(context.form.poNumber) !== undefined,
    isEtaCleared: ({ event }) => event.type === 'order.setEta' && event.etaDate === null,
    /** An ETA whose ETD falls before today is not offered (R-ORD-018). */
    isEtaNotOffered: ({ context, event }) =>
      event.type === 'order.setEta' &&
      event.etaDate !== null &&
      (context.etdGapDays === null || !isEtaOffered(event.etaDate, context.today, context.etdGapDays)),
    /** The new ETD falls outside the period of a promotion line (R-ORD-019). */
    etaDropsPromotions: ({ context, event }) => {
      if (event.type !== 'order.setEta' || event.etaDate === null || context.etdGapDays === null) return false
      const etd = etdOf(event.etaDate, context.etdGapDays)
      return etd !== undefined && promotionLinesOutsidePeriod(context.cart, etd).length > 0
    },
    isCartChangeRefused: ({ context, event }) => planOf(context, event)?.kind === 'refused',
    /** Another format than the cart's (R-ORD-020). */
    isCartChangeMixingFormats: ({ context, event }) => planOf(context, event)?.kind === 'formatConflict',
    /** Nothing in checkOrderForSubmit blocks it (R-ORD-005; the server checks the same, R-ORD-023). */
    isSubmittable: ({ context, event }) => violationsOf(context, todayOf(context, event)).length === 0,
    isSwitchPending: ({ context }) => context.pendingAdd !== null,
    isBusinessDay: ({ event }) => event.type === 'clock.today' && isBusinessDate(event.today),
  },
  actions: {
    orderPlaced: sendTo('relayPlaced', (_, order: OrderRef): OrderPlacedEvent => ({
      type: 'order.placed',
      order,
    })),
    draftSaved: (_, _params: OrderRef) => {},
    /** The screen brings its message block into view and focuses it (R-ORD-034). */
    focusFeedback: sendTo('revealFeedback', (): FeedbackRevealEvent => ({ type: 'feedback.reveal' })),
    chooseCustomer: assign(({ context }, params: { customerCode: string }) => {
      const customer = ownCustomer(context.customers, params.customerCode)
      return {
        form: {
          ...context.form,
          customerCode: params.customerCode,
          customerName: customer?.CustomerName ?? '',
        },
        violations: [],
        lineErrors: {},
        notice: null,
        // Lines waiting for another code's catalogue are not this code's (R-REORDER-003).
        refillLines: null,
        refillReport: null,
      }
    }),
    requestDraft: assign(({ event }) => {
      assertEvent(event, 'draft.open')
      return { draftRequest: event.orderId, notice: null }
    }),
    refuseDraftLink: assign({ notice: NOTICES.draftLinkInvalid() }),
    holdDraft: assign((_, order: Order) => ({ pendingDraft: order, draftRequest: null })),
    dropDraft: assign({ pendingDraft: null, draftRequest: null }),
    requestRefill: assign(({ event }) => {
      assertEvent(event, 'refill.open')
      return { refillRequest: event.source, refillFrom: event.source.kind, notice: null }
    }),
    refuseRefillLink: assign({ notice: NOTICES.refillLinkInvalid() }),
    holdRefill: assign((_, refill: Refill) => ({ pendingRefill: refill, refillRequest: null })),
    dropRefill: assign({ pendingRefill: null, refillRequest: null }),
    refuseRefillOfOtherCode: assign((_, refill: Refill) => ({
      notice: NOTICES.refillNotYours({ code: refill.customerCode }),
      pendingRefill: null,
      refillRequest: null,
    })),
    refuseRefillOfCode: assign((_, refill: Refill) => ({
      notice: NOTICES.notAllowedToPlace({ code: refill.customerCode }),
      pendingRefill: null,
      refillRequest: null,
    })),
    refuseEmptyRefill: assign({ notice: NOTICES.refillEmpty(), pendingRefill: null, refillRequest: null }),
    /** The request layer has said why (a toast); a source nothing can load yet says so here. */
    refillFailed: assign((_, params: { error: unknown }) => ({
      notice: isApiError(params.error) ? null : NOTICES.refillFailed(),
      pendingRefill: null,
      refillRequest: null,
    })),
    /**
     * R-REORDER-002, R-REORDER-004: replace starts a new order of the source's code and address,
     * without an ETA, note or PO number (the customer chooses them); add keeps the order in
     * progress. Either way the lines wait for today's catalogue of the code (loading).
     */
    startRefill: assign(({ context }, params: { refill: Refill; mode: RefillMode }) => {
      const { refill, mode } = params
      const waiting = {
        refillLines: {
          lines: refill.lines,
          shippingAddressId: mode === 'replace' ? refill.shippingAddressId : null,
        },
        refillRequest: null,
        pendingRefill: null,
        refillReport: null,
      }
      if (mode === 'add') return waiting
      const customer = ownCustomer(context.customers, refill.customerCode)
      return {
        ...waiting,
        form: {
          ...EMPTY_FORM,
          customerCode: refill.customerCode,
          customerName: customer?.CustomerName ?? '',
          shippingAddressId: refill.shippingAddressId,
        },
        cart: [],
        incoming: [],
        draft: null,
        violations: [],
        lineErrors: {},
        notice: null,
        placed: null,
        quickReport: null,
      }
    }),
    /** The catalogue is in: the waiting lines go in or are left out with why (R-REORDER-003). */
    takeRefill: assign(({ context }) => {
      const waiting = context.refillLines
      if (waiting === null || context.products === null) return {}
      const { cart, leftOut, added } = checkRefill(
        {
          cart: context.cart,
          products: context.products,
          etaDate: context.form.etaDate,
          etdGapDays: context.etdGapDays,
          today: context.today,
          customerCode: context.form.customerCode,
        },
        waiting.lines,
      )
      return {
        cart: [...cart],
        refillLines: null,
        refillReport: {
          added,
          leftOut,
          addressGone:
            waiting.shippingAddressId !== null &&
            context.form.shippingAddressId !== waiting.shippingAddressId,
        },
      }
    }),
    closeRefillReport: assign({ refillReport: null }),
    openDraft: assign(({ context }, order: Order) => {
      const customer = ownCustomer(context.customers, order.CustomerCode)
      return {
        form: formOfDraft(order, customer?.CustomerName ?? ''),
        cart: [],
        incoming: order.OrderProductList.map((l) => ({ ProductCode: l.ProductCode, Quantity: l.Quantity })),
        draft: { Id: order.Id, OrderNumber: order.OrderNumber },
        violations: [],
        lineErrors: {},
        notice: null,
        placed: null,
        draftRequest: null,
        pendingDraft: null,
      }
    }),
    refuseDraft: assign({ notice: NOTICES.onlyDrafts(), draftRequest: null, pendingDraft: null }),
    takeRights: assign((_, rights: OwnRights) => ({ rights })),
    refuseDraftOfCode: assign((_, order: Order) => ({
      notice: NOTICES.notAllowedToPlace({ code: order.CustomerCode }),
      draftRequest: null,
      pendingDraft: null,
    })),
    /**
     * The order's code may not place orders (R-PERM-015: restored after a reload, or the rights
     * arrived after it was chosen): the order is let go, its code with the reason; a draft of it
     * stays stored on the server.
     */
    dropRefusedCustomer: assign(({ context }) => ({
      form: EMPTY_FORM,
      cart: [],
      draft: null,
      incoming: [],
      products: null,
      addresses: null,
      etdGapDays: null,
      violations: [],
      lineErrors: {},
      pendingAdd: null,
      pendingEta: null,
      pendingDraft: null,
      draftRequest: null,
      pendingRefill: null,
      refillRequest: null,
      refillLines: null,
      notice: NOTICES.notAllowedToPlace({ code: context.form.customerCode }),
    })),
    forgetGoneDraft: assign(({ context }) => ({
      draft: null,
      notice: NOTICES.draftGone({ orderNumber: context.draft?.OrderNumber ?? '' }),
    })),
    // Another customer code's catalogue: the last quick-order report spoke of the one before.
    startLoading: assign({ products: null, addresses: null, etdGapDays: null, quickReport: null }),
    /** The catalogue is in: lines take its current data, what is no longer offered is dropped. */
    reconcile: assign(({ context }) => {
      const { cart, dropped } = reconcileCart([...context.cart, ...context.incoming], context.products ?? [])
      return {
        cart,
        incoming: [],
        form: {
          ...context.form,
          shippingAddressId: addressAfterLoad(context.form.shippingAddressId, context.addresses ?? []),
        },
        notice:
          dropped.length === 0
            ? context.notice
            : NOTICES.linesDropped({ count: dropped.length, codes: dropped.join(', ') }),
      }
    }),
    loadFailed: assign({ notice: NOTICES.loadFailed() }),
    setAddress: assign(({ context, event }) => {
      assertEvent(event, 'order.setAddress')
      return { form: { ...context.form, shippingAddressId: event.shippingAddressId } }
    }),
    setNote: assign(({ context, event }) => {
      assertEvent(event, 'order.setNote')
      return { form: { ...context.form, note: event.note } }
    }),
    setPoNumber: assign(({ context, event }) => {
      assertEvent(event, 'order.setPoNumber')
      return { form: { ...context.form, poNumber: event.poNumber } }
    }),
    /** The same PO number on another order of the company: said in the confirmation (R-PO-003). */
    takePoWarning: assign(({ context }, uses: readonly PoNumberUse[]) => ({
      poWarning: poNumberWarningOf(context.form.poNumber, context.form.customerCode, uses, context.draft?.Id),
    })),
    dropPoWarning: assign({ poWarning: null }),
    /** A taken ETA also ends the message about a refused one. */
    setEta: assign(({ context, event }) => {
      assertEvent(event, 'order.setEta')
      return {
        form: { ...context.form, etaDate: event.etaDate },
        notice: context.notice?.slot === 'eta' ? null : context.notice,
      }
    }),
    refuseEta: assign(({ context, event }) => {
      assertEvent(event, 'order.setEta')
      return {
        notice: NOTICES.etaNotOffered({
          eta: event.etaDate,
          earliestEta: context.etdGapDays === null ? null : earliestEta(context.today, context.etdGapDays),
        }),
      }
    }),
    holdEta: assign(({ context, event }) => {
      assertEvent(event, 'order.setEta')
      // Only reached through etaDropsPromotions, which needs an ETA and a gap.
      if (event.etaDate === null || context.etdGapDays === null) return {}
      const etd = etdOf(event.etaDate, context.etdGapDays) ?? event.etaDate
      return {
        pendingEta: {
          etaDate: event.etaDate,
          removing: promotionLinesOutsidePeriod(context.cart, etd).map((l) => l.ProductCode),
        },
      }
    }),
    /** Yes: the new ETA, without the promotion lines it falls outside of (R-ORD-019). */
    removePromotionsForEta: assign(({ context }) => {
      const pending = context.pendingEta
      if (pending === null) return {}
      return {
        form: { ...context.form, etaDate: pending.etaDate },
        cart: context.cart.filter((l) => !pending.removing.includes(l.ProductCode)),
        pendingEta: null,
        notice: NOTICES.promotionsRemoved({
          count: pending.removing.length,
          codes: pending.removing.join(', '),
        }),
      }
    }),
    /** No: the old ETA stays, the cart too. */
    keepEta: assign({ pendingEta: null }),
    applyCartChange: assign(({ context, event }) => {
      const plan = planOf(context, event)
      if (plan?.kind !== 'apply') return {}
      return { cart: plan.cart, lineErrors: withoutKey(context.lineErrors, plan.productCode) }
    }),
    refuseCartChange: assign(({ context, event }) => {
      const plan = planOf(context, event)
      if (plan?.kind !== 'refused') return {}
      return { lineErrors: { ...context.lineErrors, [plan.productCode]: plan.notice } }
    }),
    holdPendingAdd: assign(({ context, event }) => {
      const plan = planOf(context, event)
      return plan?.kind === 'formatConflict'
        ? { pendingAdd: { product: plan.product, quantity: plan.quantity } }
        : {}
    }),
    dropPendingAdd: assign({ pendingAdd: null }),
    removeLine: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove')
      return {
        cart: context.cart.filter((l) => l.ProductCode !== event.productCode),
        lineErrors: withoutKey(context.lineErrors, event.productCode),
      }
    }),
    clearCart: assign({ cart: [], lineErrors: {} }),
    /** The good lines go in, the others are listed with their reasons (R-QUICK-003, R-QUICK-004). */
    addQuickLines: assign(({ context, event }) => {
      assertEvent(event, 'cart.addLines')
      const { cart, outcomes } = checkQuickRows(
        {
          cart: context.cart,
          products: context.products ?? [],
          etaDate: context.form.etaDate,
          etdGapDays: context.etdGapDays,
          customerCode: context.form.customerCode,
          knownCodes:
            event.knownCodes === null ? null : new Set(event.knownCodes.map((c) => c.toUpperCase())),
        },
        event.rows,
      )
      const added = outcomes.filter((o) => o.kind !== 'refused').map((o) => o.code)
      const lineErrors = added.reduce(withoutKey, context.lineErrors)
      return { cart: [...cart], quickReport: outcomes, lineErrors }
    }),
    /** The suggestion's quantities (R-FILL-002); the guard made sure there is one. */
    fillContainer: assign(({ context }) => {
      const fill = containerFillOf(context.cart)
      return fill === null ? {} : { cart: applyContainerFill(context.cart, fill) }
    }),
    /** Keeps shown violations in step with the edits, so they disappear as the user fixes them. */
    recheck: assign(({ context }) => ({ violations: shownViolations(context) })),
    takeToday: assign(({ context, event }) => ({ today: todayOf(context, event) })),
    showViolations: assign(({ context, event }) => ({
      violations: violationsOf(context, todayOf(context, event)),
    })),
    clearViolations: assign({ violations: [], notice: null }),
    refuseFromServer: assign((_, params: { error: unknown }) => ({
      notice: serverNotice(params.error),
      pendingAdd: null,
    })),
    markPlaced: assign(({ context }, placed: OrderRef) => {
      return {
        placed,
        cart: [],
        form: { ...context.form, etaDate: null, note: '', poNumber: '' },
        draft: null,
        violations: [],
        lineErrors: {},
        refillReport: null,
        notice: NOTICES.orderSuccessful(),
      }
    }),
    keepDraft: assign((_, draft: OrderRef) => {
      return {
        draft,
        notice: NOTICES.draftSaved({ orderNumber: draft.OrderNumber }),
      }
    }),
    /** The current order is a draft now; a new order starts with the product of the other format. */
    switchToPending: assign(({ context }, draft: OrderRef) => {
      if (context.pendingAdd === null) return {}
      const { product, quantity } = context.pendingAdd
      return {
        cart: [{ ...product, Quantity: quantity }],
        draft: null,
        pendingAdd: null,
        violations: [],
        lineErrors: {},
        notice: NOTICES.draftSavedAndSwitched({ orderNumber: draft.OrderNumber }),
      }
    }),
    startNewOrder: assign(({ context }) => ({
      placed: null,
      notice: null,
      form: { ...context.form, etaDate: null, note: '', poNumber: '' },
    })),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'placeOrder',
  context: ({ input }) => initialPlaceOrderContext(input),
  initial: 'starting',
  // The screen's effects apply in every state: each watches the machine or the page and acts.
  invoke: [
    { id: 'keepSaved', src: 'keepSaved', input: ({ self }) => ({ order: self }) },
    { id: 'watchOtherTabs', src: 'watchOtherTabs', input: ({ self }) => ({ order: self }) },
    { id: 'watchToday', src: 'watchToday' },
    { id: 'takeArrivals', src: 'takeArrivals', input: ({ self }) => ({ order: self }) },
    { id: 'relayPlaced', src: 'relayPlaced' },
    { id: 'revealFeedback', src: 'revealFeedback' },
    // The rights of every own code, once (R-PERM-015); when they cannot be had, none is refused
    // here and the backend's refusal shows (R-PERM-014).
    {
      id: 'loadRights',
      src: 'loadRights',
      input: ({ context }) => ({ customerCodes: context.customers.map((c) => c.CustomerCode) }),
      onDone: { actions: { type: 'takeRights', params: ({ event }) => event.output } },
      // The request layer has shown why; the rights stay unknown (null).
      onError: { actions: [] },
    },
  ],
  // R-PERM-015: a code that may not place orders is let go wherever the order stands, except
  // while a request is under way (its answer comes first; the backend refuses it anyway).
  always: {
    guard: and(['isCustomerRefused', not(stateIn('submitting')), not(stateIn('savingDraft'))]),
    target: '.choosingCustomer',
    actions: 'dropRefusedCustomer',
  },
  on: {
    'clock.today': { guard: 'isBusinessDay', actions: ['takeToday', 'recheck'] },
    'notice.dismiss': { actions: 'dismissNotice' },
    'refill.closeReport': { actions: 'closeRefillReport' },
  },
  states: {
    /** Where the order stands: at the start, and back from a draft not opened. */
    starting: {
      always: [
        { guard: 'wasPlaced', target: 'submitted' },
        { guard: 'catalogLoaded', target: 'editing' },
        { guard: 'hasCustomer', target: 'loading' },
        {
          guard: 'hasSingleCustomer',
          target: 'loading',
          actions: {
            type: 'chooseCustomer',
            params: ({ context }) => ({ customerCode: context.customers[0]?.CustomerCode ?? '' }),
          },
        },
        { target: 'choosingCustomer' },
      ],
    },
    choosingCustomer: {
      on: { ...customerAndNote, ...draftLink },
    },
    loading: {
      entry: 'startLoading',
      invoke: [
        {
          id: 'loadProducts',
          src: 'loadProducts',
          input: ({ context }) => ({ customerCode: context.form.customerCode }),
          onDone: { actions: assign({ products: ({ event }) => event.output }) },
          onError: { target: 'loadFailed', actions: 'loadFailed' },
        },
        {
          id: 'loadAddresses',
          src: 'loadAddresses',
          input: ({ context }) => ({
            customerCode: context.form.customerCode,
            addressType: ADDRESS_TYPES.shipping,
          }),
          onDone: { actions: assign({ addresses: ({ event }) => event.output }) },
          onError: { target: 'loadFailed', actions: 'loadFailed' },
        },
        {
          id: 'loadEtaGap',
          src: 'loadEtaGap',
          input: ({ context }) => ({ customerCode: context.form.customerCode }),
          onDone: { actions: assign({ etdGapDays: ({ event }) => event.output }) },
          onError: { target: 'loadFailed', actions: 'loadFailed' },
        },
      ],
      always: { guard: 'catalogLoaded', target: 'editing', actions: ['reconcile', 'takeRefill'] },
      // Another customer while loading: the running calls stop, their answers are ignored.
      on: { ...customerAndNote, ...draftLink },
    },
    loadFailed: {
      on: {
        'catalog.retry': { target: 'loading', actions: 'dismissNotice' },
        ...customerAndNote,
        ...draftLink,
      },
    },
    /** A draft from the draft list (R-ORD-004): loaded, then opened, or asked about first. */
    openingDraft: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'loadDraft',
            src: 'loadDraft',
            input: ({ context }) => ({ orderId: context.draftRequest ?? 0 }),
            onDone: [
              {
                guard: { type: 'isClosedToChange', params: ({ event }) => event.output },
                target: '#placeOrder.starting',
                actions: 'refuseDraft',
              },
              {
                guard: { type: 'isDraftOfRefusedCode', params: ({ event }) => event.output },
                target: '#placeOrder.starting',
                actions: { type: 'refuseDraftOfCode', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'replacesCart', params: ({ event }) => event.output },
                target: '#placeOrder.askingRefill',
                actions: { type: 'holdDraft', params: ({ event }) => event.output },
              },
              {
                target: '#placeOrder.loading',
                actions: { type: 'openDraft', params: ({ event }) => event.output },
              },
            ],
            // The request layer has shown why; the order in progress stays as it was.
            onError: { target: '#placeOrder.starting', actions: 'dropDraft' },
          },
        },
      },
    },
    /** "Order again" or a template (R-REORDER-001): the source loads, then fills the cart or asks. */
    refilling: {
      invoke: {
        id: 'loadRefill',
        src: 'loadRefill',
        input: ({ context }): RefillSource => context.refillRequest ?? { kind: 'order', orderId: 0 },
        onDone: [
          {
            guard: { type: 'isRefillOfOtherCode', params: ({ event }) => event.output },
            target: 'starting',
            actions: { type: 'refuseRefillOfOtherCode', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRefillOfRefusedCode', params: ({ event }) => event.output },
            target: 'starting',
            actions: { type: 'refuseRefillOfCode', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRefillEmpty', params: ({ event }) => event.output },
            target: 'starting',
            actions: 'refuseEmptyRefill',
          },
          {
            guard: 'hasCart',
            target: 'askingRefill',
            actions: { type: 'holdRefill', params: ({ event }) => event.output },
          },
          {
            target: 'loading',
            actions: {
              type: 'startRefill',
              params: ({ event }) => ({ refill: event.output, mode: 'replace' as const }),
            },
          },
        ],
        onError: {
          target: 'starting',
          actions: { type: 'refillFailed', params: ({ event }: Failed) => ({ error: event.error }) },
        },
      },
    },
    /**
     * The one question before the cart is filled from elsewhere (R-ORD-004, R-REORDER-004): a
     * draft replaces the order in progress or is not opened; a refill replaces it, adds to it (of
     * the same customer code) or is not taken. Nothing else is taken while it is open.
     */
    askingRefill: {
      on: {
        'refill.replace': [
          {
            guard: 'isDraftQuestion',
            target: 'loading',
            actions: { type: 'openDraft', params: ({ context }) => heldDraft(context) },
          },
          {
            target: 'loading',
            actions: {
              type: 'startRefill',
              params: ({ context }) => ({ refill: heldRefill(context), mode: 'replace' as const }),
            },
          },
        ],
        'refill.add': {
          guard: 'canAddRefill',
          target: 'loading',
          actions: {
            type: 'startRefill',
            params: ({ context }) => ({ refill: heldRefill(context), mode: 'add' as const }),
          },
        },
        'refill.cancel': { target: 'starting', actions: ['dropDraft', 'dropRefill'] },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...customerAndNote,
            ...draftLink,
            'order.setAddress': { guard: 'isKnownAddress', actions: ['setAddress', 'recheck'] },
            'order.setEta': [
              { guard: 'isEtaCleared', actions: ['setEta', 'recheck'] },
              { guard: 'isEtaNotOffered', actions: 'refuseEta' },
              { guard: 'etaDropsPromotions', target: 'promotionConflict', actions: 'holdEta' },
              { actions: ['setEta', 'recheck'] },
            ],
            'cart.add': cartChange,
            'cart.setQuantity': cartChange,
            'cart.typeQuantity': cartChange,
            'cart.remove': { actions: ['removeLine', 'recheck'] },
            'cart.clear': { actions: ['clearCart', 'recheck'] },
            'cart.addLines': { guard: 'isQuickInputBounded', actions: ['addQuickLines', 'recheck'] },
            'cart.fillContainer': { guard: 'canFillContainer', actions: ['fillContainer', 'recheck'] },
            'order.submit': [
              // With a PO number, asked about first (R-PO-003).
              {
                guard: and(['isSubmittable', 'hasPoNumber']),
                target: '#placeOrder.checkingPoNumber',
                actions: ['takeToday', 'clearViolations'],
              },
              {
                guard: 'isSubmittable',
                target: '#placeOrder.confirming',
                actions: ['takeToday', 'clearViolations', 'dropPoWarning'],
              },
              // What blocks it, in view and focused (R-ORD-034).
              { actions: ['takeToday', 'showViolations', 'focusFeedback'] },
            ],
            'draft.save': [
              { guard: 'isDraft', target: '#placeOrder.savingDraft.updating' },
              { target: '#placeOrder.savingDraft.creating' },
            ],
          },
        },
        /** Adding a product of another format (R-ORD-020): save this order as a draft first, or not add it. */
        formatConflict: {
          on: {
            'format.saveDraftAndSwitch': [
              { guard: 'isDraft', target: '#placeOrder.savingDraft.updating' },
              { target: '#placeOrder.savingDraft.creating' },
            ],
            'format.cancel': { target: 'idle', actions: 'dropPendingAdd' },
          },
        },
        /** The new ETD falls outside a promotion's period (R-ORD-019): Yes removes its lines, No keeps the old ETA. */
        promotionConflict: {
          on: {
            'promotion.confirmRemoval': { target: 'idle', actions: ['removePromotionsForEta', 'recheck'] },
            'promotion.keepEta': { target: 'idle', actions: 'keepEta' },
          },
        },
      },
    },
    /**
     * Before the confirmation, with a PO number: the backend is asked for the company's orders that
     * hold it; the same number warns in the dialog, and the user may still confirm (R-PO-003). An
     * answer that does not come warns of nothing (the request layer has said why).
     */
    checkingPoNumber: {
      entry: 'dropPoWarning',
      invoke: {
        id: 'findPoNumberUses',
        src: 'findPoNumberUses',
        input: ({ context }) => ({
          customerCode: context.form.customerCode,
          poNumber: poNumberOf(context.form.poNumber) ?? '',
        }),
        onDone: {
          target: 'confirming',
          actions: { type: 'takePoWarning', params: ({ event }) => event.output },
        },
        onError: { target: 'confirming' },
      },
      on: {
        'order.cancelSubmit': { target: 'editing' },
      },
    },
    /** The confirmation dialog before the order is placed. */
    confirming: {
      on: {
        'order.confirm': [
          { guard: 'isSubmittable', target: 'submitting', actions: 'takeToday' },
          { target: 'editing', actions: ['takeToday', 'showViolations', 'focusFeedback'] },
        ],
        'order.cancelSubmit': { target: 'editing' },
      },
    },
    // No `order.submit`, `order.confirm` or `draft.save` here: a double submit places one order.
    submitting: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isDraft', target: 'savingAsOpenOrder' }, { target: 'creating' }],
        },
        creating: {
          invoke: {
            id: 'createOpenOrder',
            src: 'createOpenOrder',
            input: ({ context }) =>
              toOrderBody(context.form, context.cart, specialRateOf(context.customerTypeName)),
            ...placedOrRefused,
          },
        },
        savingAsOpenOrder: {
          invoke: {
            id: 'saveAsOpenOrder',
            src: 'saveAsOpenOrder',
            input: ({ context }) => draftRequest(context),
            ...placedOrRefused,
            onError: refusedForDraft,
          },
        },
      },
    },
    savingDraft: {
      initial: 'creating',
      states: {
        creating: {
          invoke: {
            id: 'createDraft',
            src: 'createDraft',
            input: ({ context }) =>
              toOrderBody(context.form, context.cart, specialRateOf(context.customerTypeName)),
            ...draftSavedOrRefused,
          },
        },
        updating: {
          invoke: {
            id: 'updateDraft',
            src: 'updateDraft',
            input: ({ context }) => draftRequest(context),
            ...draftSavedOrRefused,
            onError: refusedForDraft,
          },
        },
      },
    },
    /**
     * After a refused change of the draft: is it still a draft of the user's? A draft deleted or
     * submitted elsewhere is let go, so the order on screen (kept as it is) can be saved as a new
     * draft or submitted; an answer that says nothing (timeout, offline) keeps the link (decision 0285).
     */
    checkingDraft: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ orderId: context.draft?.Id ?? 0 }),
        onDone: [
          {
            guard: { type: 'isClosedToChange', params: ({ event }) => event.output },
            target: 'editing',
            actions: 'forgetGoneDraft',
          },
          { target: 'editing' },
        ],
        onError: [
          { guard: 'isRefusalOfServer', target: 'editing', actions: 'forgetGoneDraft' },
          { target: 'editing' },
        ],
      },
    },
    /** 'Order successful' (R-ORD-008); the cart is empty, the customer and address stay. */
    submitted: {
      on: {
        'order.new': { target: 'editing', actions: 'startNewOrder' },
        ...draftLink,
      },
    },
  },
})

export type PlaceOrderMachine = typeof placeOrderMachine
export type PlaceOrderSnapshot = SnapshotFrom<PlaceOrderMachine>
export type PlaceOrderActor = ActorRefFrom<PlaceOrderMachine>
