// Commands on the event store: open an order, handle one lifecycle command with what it carries,
// settle due auto-completions, mark notifications read. Every order command is handled the same
// way (decision 0336): once this page holds the write turn, read the order's state (the store's
// fold of its records with `evolve`), `decide` once, append the decided events; a refused command
// appends nothing and carries the refusal's key (R-LIFE-036). The notifications an accepted event
// implies are appended in the same batch, so the log never holds one without the other.
import type { FeOrderStatus } from '../api/contracts/common'
import {
  decide,
  ILLEGAL_STATE,
  initialOrderSnapshot,
  type OrderCommandOf,
  type OrderCommand,
  type OrderDecided,
  type OrderEvent,
  type OrderFacts,
  type OrderRefusal,
} from '../machines/order-lifecycle'
import type { BackOfficeDetails, OrderDocument, StoreRecordInput } from './event-records'
import type { EventStore } from './event-store'
import { notificationsFor } from './order-notifications'
import { evolveOrder, type OrderState } from './order-state'
import { changeLinkOf } from './order-view'

/** 'BB' and the order id, zero-padded to eight digits. */
export const orderNumberOf = (orderId: number) => `BB${String(orderId).padStart(8, '0')}`

export interface OpenOrder {
  readonly account: string
  readonly facts: OrderFacts
  readonly etdGapDays: number
  readonly document: OrderDocument
  /** SaveDraft (a draft) or PlaceOrder (an order created open, decision 0022). */
  readonly command: OrderCommandOf<'SaveDraft'> | OrderCommandOf<'PlaceOrder'>
}

export type ActResult =
  | { readonly ok: true; readonly state: OrderState }
  | {
      readonly ok: false
      readonly state: OrderState
      readonly status: FeOrderStatus
      readonly refusal: OrderRefusal
      /** The order was gone when the turn came (a draft another call deleted meanwhile). */
      readonly gone?: true
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
    // The notifications read the state after the event: the same fold, which changes nothing.
    const after = evolveOrder(state, { ...record, seq: store.log.length + 1 })
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
     * Opens an order with its first command, decided on a new draft of its facts; answers its
     * state. The id is the next one when the store holds the write turn (decision 0150), so two
     * tabs never open the same order. A refused first command opens nothing and throws.
     */
    async open(order: OpenOrder): Promise<OrderState> {
      const decided = decide(initialOrderSnapshot(order.facts), order.command)
      if (!decided.accepted)
        throw new Error(`order commands: a new order refuses ${order.command.type}: ${decided.refusal.key}`)
      let orderId = 0
      await store.append(() => {
        orderId = store.nextOrderId()
        const opening = {
          opened: {
            account: order.account,
            orderNumber: orderNumberOf(orderId),
            createTime: order.command.at,
            facts: order.facts,
            etdGapDays: order.etdGapDays,
          },
          document: order.document,
        }
        // The first record opens the order; a customer's own command notifies nobody.
        return decided.events.map((event, i) => ({
          kind: 'order' as const,
          orderId,
          event,
          ...(i === 0 ? opening : {}),
        }))
      })
      return store.order(orderId)!
    },

    /** Whether the order accepts the command now (the decider's answer), without applying it. */
    can: (state: OrderState, command: OrderCommand): boolean => decide(state.snapshot, command).accepted,

    /**
     * Handles one command: once this page has the write turn, reads the order as the store holds
     * it (another tab may have moved it since the caller read `state`), decides once, and appends
     * the decided events; a refusal appends nothing (decisions 0150, 0336). Extras given as a
     * function (a delivery note file...) are made then, only for an accepted command, so a refused
     * one leaves no file behind, and once, however often the store rebuilds the batch.
     */
    async act(
      state: OrderState,
      command: OrderCommand,
      extras: ActExtras | (() => ActExtras | Promise<ActExtras>) = {},
    ): Promise<ActResult> {
      let current = state
      // Set by the builder, which the append always runs before it resolves.
      let decided = undefined as OrderDecided | undefined
      let carried: ActExtras | undefined
      let gone = false
      await store.append(async () => {
        const held = store.order(state.id)
        // Deleted since the caller read it (two deletes of one draft at once): nothing to decide on.
        gone = held === undefined
        if (held === undefined) return []
        current = held
        decided = decide(current.snapshot, command)
        if (!decided.accepted) return []
        carried ??= typeof extras === 'function' ? await extras() : extras
        const made = carried
        // One command makes one event today; the extras (document, details) go with it.
        return decided.events.flatMap((event) => recordsFor(current, event, made))
      })
      if (gone) return { ok: false, state, status: state.status, refusal: ILLEGAL_STATE, gone: true }
      if (!decided!.accepted)
        return { ok: false, state: current, status: current.status, refusal: decided!.refusal }
      return { ok: true, state: store.order(state.id) ?? current }
    },

    /** Completes every order at 5 whose confirmed ETA is 7 days past (R-LIFE-032), as the system. */
    async settle(now: string): Promise<number> {
      let done = 0
      for (const { state, dueAt } of store.dueAutoCompletions(now)) {
        // Completed when it became due, unless its last event came later (shipped already late).
        const last = state.records[state.records.length - 1]?.event.at ?? dueAt
        const command: OrderCommand = {
          type: 'AutoCompleteOrder',
          by: 'system',
          at: last > dueAt ? last : dueAt,
        }
        if ((await this.act(state, command)).ok) done += 1
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
