// Commands on the event store: open an order, apply one lifecycle event with what it carries,
// settle due auto-completions, mark notifications read. Each asks the lifecycle's decider
// (`decide`, decision 0162) on the order as the write turn finds it; a refused command appends
// nothing and carries the refusal's key. The notifications an accepted event implies are appended
// in the same batch, so the log never holds one without the other.
import type { FeOrderStatus } from '../api/contracts/common'
import {
  decide,
  type OrderDecided,
  type OrderEvent,
  type OrderFacts,
  type OrderRefusal,
} from '../machines/order-lifecycle'
import type { BackOfficeDetails, OrderDocument, StoreRecordInput } from './event-records'
import type { EventStore } from './event-store'
import { notificationsFor } from './order-notifications'
import { applyOrderRecord, type OrderState } from './order-state'
import { changeLinkOf } from './order-view'

/** 'BB' and the order id, zero-padded to eight digits. */
export const orderNumberOf = (orderId: number) => `BB${String(orderId).padStart(8, '0')}`

export interface OpenOrder {
  readonly account: string
  readonly facts: OrderFacts
  readonly etdGapDays: number
  readonly document: OrderDocument
  /** `order.update` (a draft) or `order.place` (an order created open, decision 0022). */
  readonly event: Extract<OrderEvent, { type: 'order.update' | 'order.place' }>
}

export type ActResult =
  | { readonly ok: true; readonly state: OrderState }
  | {
      readonly ok: false
      readonly state: OrderState
      readonly status: FeOrderStatus
      readonly refusal: OrderRefusal
    }

export interface ActExtras {
  readonly document?: OrderDocument
  /** The document's company's ETA to ETD gap, when the document comes with the event. */
  readonly etdGapDays?: number
  readonly details?: BackOfficeDetails
  /** With a change order: its key (decision 0220). */
  readonly changeKey?: string
}

export function orderCommands(store: EventStore) {
  /** The records of an accepted event plus the notifications it implies, given the state before. */
  function recordsFor(state: OrderState, event: OrderEvent, extras: ActExtras): StoreRecordInput[] {
    const record = {
      kind: 'order' as const,
      orderId: state.id,
      event,
      ...(extras.document === undefined ? {} : { document: extras.document }),
      ...(extras.etdGapDays === undefined ? {} : { etdGapDays: extras.etdGapDays }),
      ...(extras.details === undefined ? {} : { details: extras.details }),
      ...(extras.changeKey === undefined ? {} : { changeKey: extras.changeKey }),
    }
    // The notifications read the state after the event: fold a copy without touching the store.
    const after: OrderState = { ...state, records: [...state.records] }
    applyOrderRecord(after, { ...record, seq: store.log.length + 1 })
    let nextId = store.nextNotificationId()
    const notes = notificationsFor(after, event, state.status).map((draft): StoreRecordInput => ({
      kind: 'notification',
      account: state.account,
      notification: {
        Id: nextId++,
        NotificationType: draft.typeId,
        IsRead: false,
        CreateTime: event.at,
        NotificationContent_EN: draft.content.en,
        NotificationContent_VN: draft.content.vi,
        OrderId: state.id,
        OrderType: draft.orderType,
        FileName: null,
        // A change order's notification links its document with the change's key (decision 0220).
        FileURL: draft.orderType === 3 ? changeLinkOf(after) : null,
      },
    }))
    return [record, ...notes]
  }

  return {
    /**
     * Opens an order with its first event; answers its state. The id is the next one when the
     * store holds the write turn (decision 0150), so two tabs never open the same order.
     */
    async open(order: OpenOrder): Promise<OrderState> {
      let orderId = 0
      await store.append(() => {
        orderId = store.nextOrderId()
        return [
          {
            kind: 'order',
            orderId,
            event: order.event,
            opened: {
              account: order.account,
              orderNumber: orderNumberOf(orderId),
              createTime: order.event.at,
              facts: order.facts,
              etdGapDays: order.etdGapDays,
            },
            document: order.document,
          },
        ]
      })
      return store.order(orderId)!
    },

    /** Whether the order accepts the command now (the decider's answer), without applying it. */
    can: (state: OrderState, command: OrderEvent): boolean => decide(state.snapshot, command).accepted,

    /**
     * Applies the command if the lifecycle's decider accepts it; a refusal appends nothing. The
     * decider answers on the order as the store holds it once this page has the write turn
     * (another tab may have moved it meanwhile), inside the records' builder (decisions 0150,
     * 0162). Extras given as a function (a delivery note file...) are made only for a command the
     * order as the caller read it accepts, so a refused one leaves no file behind.
     */
    async act(
      state: OrderState,
      command: OrderEvent,
      extras: ActExtras | (() => ActExtras | Promise<ActExtras>) = {},
    ): Promise<ActResult> {
      const asRead = decide(state.snapshot, command)
      if (!asRead.accepted) return { ok: false, state, status: state.status, refusal: asRead.refusal }
      const carried = typeof extras === 'function' ? await extras() : extras
      let current = state
      let decided = asRead as OrderDecided
      await store.append(() => {
        current = store.order(state.id) ?? state
        decided = decide(current.snapshot, command)
        // One command makes one event today; the extras (document, details) go with it.
        return decided.accepted ? decided.events.flatMap((event) => recordsFor(current, event, carried)) : []
      })
      if (!decided.accepted)
        return { ok: false, state: current, status: current.status, refusal: decided.refusal }
      return { ok: true, state: store.order(state.id) ?? current }
    },

    /** Completes every order at 5 whose confirmed ETA is 7 days past (R-LIFE-032), as the system. */
    async settle(now: string): Promise<number> {
      let done = 0
      for (const { state, dueAt } of store.dueAutoCompletions(now)) {
        // Completed when it became due, unless its last event came later (shipped already late).
        const last = state.records[state.records.length - 1]?.event.at ?? dueAt
        const event: OrderEvent = {
          type: 'order.autoComplete',
          by: 'system',
          at: last > dueAt ? last : dueAt,
        }
        if ((await this.act(state, event)).ok) done += 1
      }
      return done
    },

    /** Marks notifications of the account read; appends nothing when none was unread. */
    async markRead(account: string, ids: readonly number[], at: string): Promise<number> {
      let marked = 0
      await store.append(() => {
        const unread = ids.filter((id) => {
          const n = store.notification(id)
          return n !== undefined && n.Account === account && !n.IsRead
        })
        marked = unread.length
        return unread.length > 0 ? [{ kind: 'notification.read', account, at, ids: unread }] : []
      })
      return marked
    },
  }
}
export type OrderCommands = ReturnType<typeof orderCommands>
