// The place-order screen's effects, as the callback actors the place-order machine names
// (decision 0338): they touch the storage, the window and the page's address, which the machine
// never does. Each reads the screen's latest props when it acts, so a prop that changes while the
// screen is open (the address's draftId, a new callback) is what it uses.
import { fromCallback, type EventObject } from 'xstate'
import type { ToastMessage } from '../../lib/notify'
import type {
  FeedbackRevealEvent,
  OrderPlacedEvent,
  PlaceOrderEvent,
  PlaceOrderView,
  PlaceOrderWatch,
} from '../../machines/place-order'
import { createSaver, placedElsewhere, storedCartOf, type PlaceOrderStorage } from './persistence'

/** What the effects read of the screen's props. */
export interface ScreenFacts {
  readonly notify: (toast: ToastMessage) => void
  readonly navigate: (to: string) => void
  /** Today's business date, YYYY-MM-DD (asked again on every submit). */
  readonly today: () => string
  /** Asks the server's business date where its clock can move (mock mode, decision 0161). */
  readonly refreshToday?: (() => Promise<string>) | undefined
  /** The draft to open (the draftId query), or null. */
  readonly draftId: string | null
  /** Called once the draftId query was acted on, so the page can drop it from the address. */
  readonly onDraftIdHandled: () => void
  /** A product to put in the cart on arrival (the addProduct query), or null. */
  readonly addProduct?: string | null | undefined
  /** Called once the addProduct query was acted on. */
  readonly onAddProductHandled?: (() => void) | undefined
  /** The past order to order again (the reorder query), or null (R-REORDER-001). */
  readonly reorder?: string | null | undefined
  /** Its selected lines' codes, comma-separated (the lines query), or null: all its lines. */
  readonly reorderLines?: string | null | undefined
  /** Called once the reorder query was acted on, so the page can drop it (and lines) from the address. */
  readonly onReorderHandled?: (() => void) | undefined
  /** The company template to order from (the template query), or null (R-TPL-009). */
  readonly template?: string | null | undefined
  /** Called once the template query was acted on, so the page can drop it from the address. */
  readonly onTemplateHandled?: (() => void) | undefined
  /** Another tab placed the cart shown here (decision 0299). */
  readonly onPlacedElsewhere?: (() => void) | undefined
}

/** A value that changes over time, and a signal when it does. */
export interface Latest<T> {
  readonly current: () => T
  readonly set: (next: T) => void
  readonly subscribe: (listener: () => void) => () => void
}

/** The screen's latest props: the screen sets them after each render, the effects read them. */
export function createLatest<T extends object>(initial: T): Latest<T> {
  let value = initial
  const listeners = new Set<() => void>()
  const same = (a: T, b: T) =>
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, v]) => Object.is(v, (b as Record<string, unknown>)[key]))
  return {
    current: () => value,
    set: (next) => {
      if (same(value, next)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** "Order again" as the address carries it (R-REORDER-001): the machine checks the id and the codes. */
const reorderEventOf = (facts: ScreenFacts) => {
  if (facts.reorder === null || facts.reorder === undefined) return null
  const codes = facts.reorderLines?.split(',').filter((c) => c !== '')
  const orderId = Number(facts.reorder)
  return {
    type: 'refill.open',
    source:
      codes === undefined ? { kind: 'order', orderId } : { kind: 'order', orderId, productCodes: codes },
  } as const
}

/** "Order from template" as the address carries it (R-TPL-009): the same refill, of a template. */
const templateEventOf = (facts: ScreenFacts) =>
  facts.template === null || facts.template === undefined
    ? null
    : ({ type: 'refill.open', source: { kind: 'template', templateId: Number(facts.template) } } as const)

/**
 * The events the address brings: ?draftId= from the draft list, ?addProduct= from the homepage
 * (decision 0232), ?reorder= from "Order again" (R-REORDER-001), ?template= from "Order from
 * template" (R-TPL-009).
 */
const arrivalsOf = (facts: ScreenFacts) =>
  [
    { slot: 'refill', event: reorderEventOf(facts), handled: facts.onReorderHandled },
    { slot: 'template', event: templateEventOf(facts), handled: facts.onTemplateHandled },
    {
      slot: 'draft',
      event:
        facts.draftId === null ? null : ({ type: 'draft.open', orderId: Number(facts.draftId) } as const),
      handled: facts.onDraftIdHandled,
    },
    {
      slot: 'product',
      event:
        facts.addProduct === null || facts.addProduct === undefined
          ? null
          : ({ type: 'cart.add', productCode: facts.addProduct } as const),
      handled: facts.onAddProductHandled,
    },
  ] as const

/**
 * The callback actors of one screen. What they remember (the last state written, the arrivals
 * handled) lives here, not in the actors, so it outlasts the machine's stop and restart when the
 * shell hides and shows the page (React's Activity).
 */
export function screenEffects(storage: PlaceOrderStorage, facts: Latest<ScreenFacts>) {
  const saver = createSaver(storage)
  const handledKeys: Record<'draft' | 'product' | 'refill' | 'template', string | null> = {
    draft: null,
    product: null,
    refill: null,
    template: null,
  }
  return {
    // placeList, placeInfo and draftInfo follow every change; a placed order leaves nothing (R-ORD-009).
    keepSaved: fromCallback<EventObject, PlaceOrderWatch>(({ input }) => {
      // The state the machine starts (or starts again) with is already what the storage holds.
      const atStart = input.order.getSnapshot()
      const subscription = input.order.subscribe((snapshot) => {
        if (snapshot === atStart) return
        if (snapshot.matches('submitted')) saver.clear()
        else saver.save(snapshot.context)
      })
      return () => subscription.unsubscribe()
    }),

    // Another tab placed this very cart (it removed the shared one): this tab must not place it
    // again (decision 0299); the page starts afresh and says why.
    watchOtherTabs: fromCallback<EventObject, PlaceOrderWatch>(({ input }) => {
      const listener = (event: StorageEvent) => {
        const { onPlacedElsewhere } = facts.current()
        if (onPlacedElsewhere === undefined) return
        const snapshot = input.order.getSnapshot()
        if (!snapshot.matches('submitted') && placedElsewhere(event, storedCartOf(snapshot.context)))
          onPlacedElsewhere()
      }
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    }),

    // A screen left open overnight learns the new day when it is looked at again (earliest ETA); in
    // mock mode the day is the server's, which the simulator's clock moves (decision 0161).
    watchToday: fromCallback<EventObject>(({ sendBack }) => {
      let live = true
      const tell = (day: string) => {
        if (live) sendBack({ type: 'clock.today', today: day })
      }
      const refresh = () => {
        if (document.visibilityState !== 'visible') return
        const { today, refreshToday } = facts.current()
        if (refreshToday === undefined) tell(today())
        else void refreshToday().then(tell, () => tell(today()))
      }
      if (facts.current().refreshToday !== undefined) refresh()
      document.addEventListener('visibilitychange', refresh)
      window.addEventListener('focus', refresh)
      return () => {
        live = false
        document.removeEventListener('visibilitychange', refresh)
        window.removeEventListener('focus', refresh)
      }
    }),

    // The address's draftId (R-ORD-004: the machine loads the draft and asks before it replaces
    // an order in progress) and addProduct are sent once each, as soon as the machine can take
    // them; then the page drops the query. The same one again later is sent again.
    takeArrivals: fromCallback<EventObject, PlaceOrderWatch>(({ input, sendBack }) => {
      // A refill checks its lines against today (an ended promotion is left out, R-REORDER-003):
      // where the server's day can differ from the page's (the simulator's clock), it waits for
      // the server's day, told to the machine first, so it is never checked against yesterday's.
      let live = true
      const { refreshToday } = facts.current()
      let dayKnown = refreshToday === undefined
      const take = (snapshot: PlaceOrderView) => {
        for (const { slot, event, handled } of arrivalsOf(facts.current())) {
          const key = event === null ? null : JSON.stringify(event)
          if (key === null || event === null) {
            handledKeys[slot] = null
            continue
          }
          if ((slot === 'refill' || slot === 'template') && !dayKnown) continue
          if (handledKeys[slot] === key || !snapshot.can(event as PlaceOrderEvent)) continue
          handledKeys[slot] = key
          sendBack(event)
          handled?.()
        }
      }
      const subscription = input.order.subscribe(take)
      const stopFacts = facts.subscribe(() => take(input.order.getSnapshot()))
      take(input.order.getSnapshot())
      if (refreshToday !== undefined)
        void refreshToday()
          .then((day) => {
            if (live) sendBack({ type: 'clock.today', today: day })
          })
          .catch(() => undefined)
          .finally(() => {
            dayKnown = true
            if (live) take(input.order.getSnapshot())
          })
      return () => {
        live = false
        subscription.unsubscribe()
        stopFacts()
      }
    }),

    // An order was placed (R-ORD-008): nothing stays saved. The success panel says 'Order
    // successful' and stays until the user acts or leaves (R-ORD-033, decision 0342): no toast
    // saying it again, no navigation away from it.
    relayPlaced: fromCallback<OrderPlacedEvent>(({ receive }) => {
      receive(() => saver.clear())
    }),

    // After a Submit or Save draft that leaves a message, the message in view and focused (R-ORD-034).
    revealFeedback: revealFeedback(),
  }
}

export type ScreenEffects = ReturnType<typeof screenEffects>

/** The id of the summary's message block: what blocks the order, 'draft saved', a refusal (R-ORD-034). */
export const FEEDBACK_ID = 'po-feedback'

/** Frames to wait for the message block's new content to render before giving up. */
const REVEAL_FRAMES = 10

/**
 * Brings the message block into view and moves the focus to it (R-ORD-034, decision 0344): it is
 * rendered after the press that asked for it, so this waits a frame or more for its text. Every
 * scrolling box around it scrolls (the side column, the page); its CSS scroll margins keep it clear
 * of the sticky buttons and the phone's totals bar.
 */
export function revealFeedback(
  find: () => HTMLElement | null = () => document.getElementById(FEEDBACK_ID),
  nextFrame: (run: () => void) => void = (run) => void requestAnimationFrame(run),
) {
  return fromCallback<FeedbackRevealEvent>(({ receive }) => {
    let live = true
    let asked = 0
    const attempt = (left: number, ask: number) => {
      if (!live || ask !== asked) return
      const block = find()
      if (block !== null && (block.textContent ?? '').trim() !== '') {
        block.scrollIntoView({ block: 'nearest', inline: 'nearest' })
        block.focus({ preventScroll: true })
      } else if (left > 0) nextFrame(() => attempt(left - 1, ask))
    }
    receive(() => {
      asked += 1
      const ask = asked
      nextFrame(() => attempt(REVEAL_FRAMES, ask))
    })
    return () => {
      live = false
    }
  })
}
