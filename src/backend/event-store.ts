// The mock backend's event-sourced store (decision 0037): an append-only log of
// records, each validated by its Schema; an order's state is the fold of its records with
// `evolveOrder`, over the order-lifecycle decider's `evolve` (decision 0336); the @msw/data read
// model is a projection of the log, rebuilt by replaying it at start-up and kept in step with
// every append. The log is persisted (IndexedDB in the browser, memory in Node).
import { Either, ParseResult, Schema } from 'effect'
import type { StateValue } from 'xstate'
import { neverSlice, taskSlicer, type Slicer } from '../lib/next-task'
import {
  isBusinessDateTime,
  orderLifecycleMachine,
  supportWindowClosesAt,
  type OrderContext,
  type OrderSnapshot,
} from '../machines/order-lifecycle'
import { createMockDb, type MockDb, type OrderListRow, type StoredNotification } from './db'
import {
  StoreRecord,
  type NotificationRecord,
  type NotificationsReadRecord,
  type OrderRecord,
  type QuestionRecord,
  type StoreRecordInput,
} from './event-records'
import { listRowOf } from './order-view'
import { evolveOrder, openOrderState, type OrderState } from './order-state'
import {
  LogConflictError,
  StorageWriteError,
  createTurns,
  type LogChange,
  type Persistence,
} from './persistence'

const decodeRecord = Schema.decodeUnknownEither(StoreRecord)
const isRecord = Schema.is(StoreRecord)

/** A record that does not decode with its Schema: never appended, and a stored one fails the load. */
export class InvalidRecordError extends Error {
  constructor(
    readonly record: unknown,
    detail: string,
  ) {
    super(`event store: invalid record: ${detail}`)
  }
}

/** An order record the lifecycle refuses in the order's state: nothing is appended. */
export class RefusedRecordError extends Error {
  constructor(readonly record: StoreRecordInput) {
    super(`event store: the lifecycle refuses ${JSON.stringify(record).slice(0, 200)}`)
  }
}

function validated(record: unknown): StoreRecord {
  const decoded = decodeRecord(record)
  if (Either.isLeft(decoded))
    throw new InvalidRecordError(record, ParseResult.TreeFormatter.formatErrorSync(decoded.left))
  return decoded.right
}

/** A stored record that does not decode with its Schema, and why. */
export interface InvalidStoredRecord {
  readonly index: number
  readonly record: unknown
  readonly reason: string
}

/**
 * Checks stored records against their Schema, yielding whenever `slice` says so, so a long log
 * does not block the page (decision 0322). Answers every record that fails, decoded to say why
 * (decision 0153: start-up checks the stored log before it answers any request).
 */
export async function verifyRecords(
  records: readonly unknown[],
  from = 0,
  slice: Slicer = taskSlicer(),
): Promise<InvalidStoredRecord[]> {
  const invalid: InvalidStoredRecord[] = []
  for (let i = from; i < records.length; i++) {
    const paused = slice()
    if (paused) await paused
    const record = records[i]
    if (isRecord(record) && (record as { seq: number }).seq === i + 1) continue
    const decoded = decodeRecord(record)
    invalid.push({
      index: i,
      record,
      reason: Either.isLeft(decoded)
        ? ParseResult.TreeFormatter.formatErrorSync(decoded.left)
        : `out of place: position ${i + 1} holds seq ${String((record as { seq?: unknown }).seq)}`,
    })
  }
  return invalid
}

/** Bump when the folded state's shape or the fold's meaning changes: older snapshots are then ignored. */
export const FOLD_SNAPSHOT_FORMAT = 2

/** An order's folded state as a snapshot keeps it: the lifecycle as value and context, records as seqs. */
export interface SnapshotOrder extends Omit<OrderState, 'snapshot' | 'records'> {
  readonly value: StateValue
  readonly context: OrderContext
  readonly recordSeqs: readonly number[]
  /** Its row of the projection; null for a deleted draft. */
  readonly row: OrderListRow | null
}

/**
 * The folded state of the log's first `position` records (decision 0041), kept beside the log so a
 * start-up folds only the records after it. The log stays the source of truth: a snapshot made by
 * other code (`key`, `format`), of a log that is shorter, or whose record at `position` is not the
 * one it folded last (`last`) is ignored, and the whole log is folded.
 */
export interface FoldSnapshot {
  readonly format: number
  readonly key: string
  readonly position: number
  readonly last: unknown
  readonly orders: readonly SnapshotOrder[]
  readonly notifications: readonly StoredNotification[]
  readonly lastOrderId: number
  readonly lastNotificationId: number
}

/** Whether `snapshot` folds a prefix of `log` and was made by the code holding `key`. */
export function snapshotFits(
  snapshot: unknown,
  log: readonly unknown[],
  key: string,
): snapshot is FoldSnapshot {
  if (typeof snapshot !== 'object' || snapshot === null) return false
  const s = snapshot as Partial<FoldSnapshot>
  if (s.format !== FOLD_SNAPSHOT_FORMAT || s.key !== key) return false
  const { position } = s
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 1 || position > log.length)
    return false
  const last = log[position - 1] as { seq?: unknown } | undefined
  return last?.seq === position && JSON.stringify(last) === JSON.stringify(s.last)
}

export interface ReplayOptions {
  /** Decode every record with its Schema first (a stored log); off for a log this process made. */
  readonly validate?: boolean
  /**
   * Start from this snapshot of the log's folded state when it fits the log and `key`
   * (`snapshotFits`); otherwise fold the whole log.
   */
  readonly snapshot?: { readonly value: unknown; readonly key: string }
  /**
   * Yields between short runs of the fold and the projection (decision 0322). Only for a start-up:
   * its requests wait until it ends, while a replay within the page's turn (a reset) must not
   * show a half-folded state to a query, so it never yields.
   */
  readonly slice?: Slicer
}

export interface ReplayTimings {
  readonly validateMs: number
  /** Restoring the snapshot (when one was used) and folding the records after it. */
  readonly foldMs: number
  readonly projectMs: number
  /** How many records the snapshot used had folded: 0 when the whole log was folded. */
  readonly fromSnapshot: number
}

/** What a follower of the store hears (decision 0375). */
export type StoreChange =
  | { readonly kind: 'records'; readonly records: readonly StoreRecord[]; readonly own: boolean }
  | { readonly kind: 'replaced' }

export class EventStore {
  readonly db: MockDb
  #log: StoreRecord[] = []
  #orders = new Map<number, OrderState>()
  #notifications = new Map<number, StoredNotification>()
  /** Orders at 5 (delivering) and the instant their auto-completion becomes due. */
  #delivering = new Map<number, string>()
  #lastOrderId = 0
  #lastNotificationId = 0
  /** The questions customers sent, in log order (decision 0230). */
  #questions: QuestionRecord[] = []
  /** This page's turns for changing the in-memory state: an append and a catch-up never interleave. */
  readonly #turn = createTurns()
  /** Tells the other tabs of this page's appends (set by the order backend once it joins their channel). */
  announce: (change: LogChange) => void = () => {}
  /** Who hears of what was applied here: the live updates (decision 0375). */
  readonly #followers = new Set<(change: StoreChange) => void>()

  constructor(
    private readonly persistence: Persistence | null,
    db: MockDb = createMockDb(),
  ) {
    this.db = db
  }

  // ---- reading ----

  /** The whole log, in `seq` order. */
  get log(): readonly StoreRecord[] {
    return this.#log
  }

  /** An order that exists (a deleted draft does not). */
  order(id: number): OrderState | undefined {
    const state = this.#orders.get(id)
    return state === undefined || state.deleted ? undefined : state
  }

  /** Every existing order, in id order. */
  *orders(): IterableIterator<OrderState> {
    for (const state of this.#orders.values()) if (!state.deleted) yield state
  }

  get orderCount(): number {
    return this.db.orders.count()
  }

  notification(id: number): StoredNotification | undefined {
    return this.#notifications.get(id)
  }

  /** An account's notifications, newest first. */
  notificationsOf(account: string): StoredNotification[] {
    return this.db.notifications
      .findMany((q) => q.where({ Account: account }))
      .sort((a, b) => (a.CreateTime === b.CreateTime ? b.Id - a.Id : a.CreateTime < b.CreateTime ? 1 : -1))
  }

  /**
   * A mark that changes whenever one of the account's notifications is made or read, once the
   * projection holds it, and at every replay (decision 0388: its list's kept answer).
   */
  notificationStampOf(account: string): string {
    return `${this.#replays}:${this.#notificationChanges.get(account) ?? 0}`
  }

  #replays = 0
  readonly #notificationChanges = new Map<string, number>()

  /** The questions an account sent, in the order they were sent. */
  questionsOf(account: string): QuestionRecord['question'][] {
    return this.#questions.filter((r) => r.account === account).map((r) => r.question)
  }

  /** The highest question id in the log; 0 when none was sent. */
  get lastQuestionId(): number {
    return this.#questions.reduce((last, r) => Math.max(last, r.question.Id), 0)
  }

  nextOrderId(): number {
    return this.#lastOrderId + 1
  }

  nextNotificationId(): number {
    return this.#lastNotificationId + 1
  }

  /** Orders whose auto-completion is due at `now`, with the instant it became due. */
  dueAutoCompletions(now: string): { readonly state: OrderState; readonly dueAt: string }[] {
    const due: { state: OrderState; dueAt: string }[] = []
    for (const [id, dueAt] of this.#delivering) {
      const state = this.#orders.get(id)
      if (state !== undefined && dueAt <= now) due.push({ state, dueAt })
    }
    return due.sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : a.state.id - b.state.id))
  }

  /**
   * Tells `listener` of every batch of records applied to this store, after the projections
   * follow: this page's or process's own appends (`own`) and what it caught up from the others
   * (decision 0375), and of a reset that replaced the log. Answers the function that stops it.
   */
  follow(listener: (change: StoreChange) => void): () => void {
    this.#followers.add(listener)
    return () => void this.#followers.delete(listener)
  }

  #tell(change: StoreChange) {
    for (const listener of [...this.#followers]) {
      try {
        listener(change)
      } catch (error) {
        console.warn('[event store] a follower failed', error)
      }
    }
  }

  // ---- writing ----

  /**
   * Appends the records `build` makes from the state as it is, once this page holds the write turn
   * shared by every tab and has folded in what other tabs appended (decision 0150): ids and
   * positions taken from that state cannot collide. Each record is validated with its Schema and
   * the batch's order records are folded with `evolveOrder`, the fold every read uses (decision
   * 0336): a record that fails to decode, or that the fold refuses, throws before anything is
   * written. The records are stored first and the folded states installed after: a write that
   * fails throws StorageWriteError and leaves both the log and the state unchanged. `build` may
   * take its time (a command's extras are made only once it is decided, in the turn); answering
   * no records appends nothing.
   */
  async append(
    build:
      | readonly StoreRecordInput[]
      | (() => readonly StoreRecordInput[] | Promise<readonly StoreRecordInput[]>),
  ): Promise<StoreRecord[]> {
    const make = typeof build === 'function' ? build : () => build
    const persistence = this.persistence
    if (persistence === null) return this.#turn(async () => this.#commit(await make(), null))
    const inTurn = async (catchUpFirst: boolean) => {
      // Another tab without the shared turn (an old build) may still take a position first: catch up and rebuild.
      for (let attempt = 1; ; attempt++) {
        if (catchUpFirst || attempt > 1 || this.#unsure) await this.catchUp()
        try {
          return await this.#turn(async () => this.#commit(await make(), persistence))
        } catch (error) {
          if (!(error instanceof LogConflictError) || attempt >= 5) throw error
        }
      }
    }
    // Group commit (decision 0387): only the group's first append reads what others stored.
    if (persistence.exclusiveGroup !== undefined)
      return persistence.exclusiveGroup(({ first }) => inTurn(first), this.#readAgain)
    return persistence.exclusive(() => inTurn(true))
  }

  /**
   * True while memory may hold records the log does not (a group's commit failed and the log could
   * not be read again yet): the next catch-up reads the whole log (decision 0387).
   */
  get unsure(): boolean {
    return this.#unsure
  }

  #unsure = false

  /** After a failed group commit: the whole log again, now or at the next catch-up. */
  readonly #readAgain = async () => {
    this.#unsure = true
    await this.catchUp()
  }

  async #commit(
    inputs: readonly StoreRecordInput[],
    persistence: Persistence | null,
  ): Promise<StoreRecord[]> {
    if (inputs.length === 0) return []
    let seq = this.#log.length
    const records = inputs.map((input) => validated({ ...input, seq: ++seq }))
    const folded = this.#foldOrderRecords(records, inputs)
    if (persistence !== null) {
      try {
        await persistence.appendLog(records)
      } catch (error) {
        throw error instanceof LogConflictError ? error : new StorageWriteError(error)
      }
    }
    await this.#apply(records, folded)
    if (persistence !== null) this.announce({ kind: 'appended', position: this.#log.length })
    return records
  }

  /**
   * Folds in the records other tabs stored after this page's position (decision 0150). Records
   * are taken only in an unbroken run of positions; a record that does not decode is skipped here
   * and set aside by the next start-up's check. While `unsure`, the whole log is read again.
   */
  catchUp(): Promise<number> {
    const persistence = this.persistence
    if (persistence === null) return Promise.resolve(0)
    return this.#turn(async () => {
      if (this.#unsure) {
        const log = (await persistence.loadLog()) as StoreRecord[]
        await this.replay(log)
        this.#unsure = false
        this.#tell({ kind: 'replaced' })
        return log.length
      }
      const stored = await persistence.loadLog(this.#log.length)
      const next: StoreRecord[] = []
      for (const record of stored) {
        const expected = this.#log.length + next.length + 1
        if ((record as { seq?: unknown }).seq !== expected) break
        next.push(isRecord(record) ? record : { kind: 'set-aside', seq: expected })
      }
      await this.#apply(next)
      return next.length
    })
  }

  /**
   * Applies stored records to the state and the projections. `folded`: the orders' states the
   * append already folded from these records, installed as they are rather than folded again.
   */
  async #apply(records: readonly StoreRecord[], folded?: ReadonlyMap<number, OrderState>) {
    // The whole batch is applied in memory before the first await, so no other call sees half of it.
    const touched = new Set<number>()
    const created = new Set<number>()
    const notificationsMade: number[] = []
    const notificationsChanged = new Set<number>()
    for (const record of records) {
      this.#log.push(record)
      if (record.kind === 'order') {
        if (!this.#orders.has(record.orderId)) created.add(record.orderId)
        const state = folded?.get(record.orderId)
        if (state === undefined) this.#applyOrder(record)
        else this.#install(state)
        touched.add(record.orderId)
      } else if (record.kind === 'notification') {
        this.#applyNotification(record)
        notificationsMade.push(record.notification.Id)
      } else if (record.kind === 'notification.read') {
        for (const id of this.#applyRead(record)) notificationsChanged.add(id)
      } else if (record.kind === 'question') this.#questions.push(record)
    }
    // Then the @msw/data projections follow, from the state as it is now.
    for (const id of touched) if (this.#orders.has(id)) await this.#projectOrder(id, created.has(id))
    for (const id of notificationsMade) await this.db.notifications.create(this.#notifications.get(id)!)
    for (const id of notificationsChanged) {
      if (notificationsMade.includes(id)) continue
      const next = this.#notifications.get(id)!
      await this.db.notifications.update((q) => q.where({ Id: id }), {
        data: (draft) => void (draft.IsRead = next.IsRead),
      })
    }
    for (const id of [...notificationsMade, ...notificationsChanged]) {
      const account = this.#notifications.get(id)!.Account
      this.#notificationChanges.set(account, (this.#notificationChanges.get(account) ?? 0) + 1)
    }
    if (records.length > 0) this.#tell({ kind: 'records', records, own: folded !== undefined })
  }

  /**
   * Folds the order records of one append with `evolveOrder`, each on the state the ones before
   * leave; throws RefusedRecordError on the first one the fold refuses (a record of no order, a
   * second opening, a deleted draft, an event the lifecycle refuses). Answers each order's state.
   */
  #foldOrderRecords(
    records: readonly StoreRecord[],
    inputs: readonly StoreRecordInput[],
  ): Map<number, OrderState> {
    const folded = new Map<number, OrderState>()
    records.forEach((record, i) => {
      if (record.kind !== 'order') return
      let state = folded.get(record.orderId) ?? this.#orders.get(record.orderId)
      if (state === undefined) {
        if (record.opened === undefined || record.document === undefined)
          throw new RefusedRecordError(inputs[i]!)
        state = openOrderState(record)
      } else if (record.opened !== undefined || state.deleted) throw new RefusedRecordError(inputs[i]!)
      const next = evolveOrder(state, record)
      if (next === state) throw new RefusedRecordError(inputs[i]!)
      folded.set(record.orderId, next)
    })
    return folded
  }

  /**
   * Rebuilds everything from a log: the folded orders, the notifications and the @msw/data
   * projections. A live store and a store replaying its log end equal (a property test says so).
   */
  async replay(input: readonly unknown[], options: ReplayOptions = {}): Promise<ReplayTimings> {
    const t0 = performance.now()
    // A stored record is checked in place (no decoded copy: the Schemas transform nothing), and
    // decoded only to say what is wrong with one that fails.
    const records = (
      options.validate ? input.map((r) => (isRecord(r) ? r : validated(r))) : input
    ) as readonly StoreRecord[]
    const t1 = performance.now()
    this.#log = [...records]
    this.#orders = new Map()
    this.#notifications = new Map()
    this.#delivering = new Map()
    this.#lastOrderId = 0
    this.#lastNotificationId = 0
    // Questions are few and not in the fold snapshot: they are read from the whole log.
    this.#questions = records.filter((r): r is QuestionRecord => r.kind === 'question')
    const base = options.snapshot
    const from = base !== undefined && snapshotFits(base.value, records, base.key) ? base.value : undefined
    const storedRows = from === undefined ? undefined : this.#restore(from, records)
    const slice = options.slice ?? neverSlice
    for (let i = from?.position ?? 0; i < records.length; i++) {
      const record = records[i]!
      if (record.kind === 'order') {
        this.#applyOrder(record)
        storedRows?.delete(record.orderId)
      } else if (record.kind === 'notification') this.#applyNotification(record)
      else if (record.kind === 'notification.read') this.#applyRead(record)
      const paused = slice()
      if (paused) await paused
    }
    const t2 = performance.now()
    this.db.orders.clear()
    this.db.orderIndex.clear()
    this.db.notifications.clear()
    // An order no record after the snapshot touched keeps the snapshot's row. The index is filled
    // before the first await (decision 0320): the lists' queries read it, and a query answered
    // while the rows are being created must see every order, not none. The rows are created
    // together: each create resolves after the same number of steps, so they land in id order.
    const rows: OrderListRow[] = []
    for (const state of this.#orders.values())
      if (!state.deleted) rows.push(storedRows?.get(state.id) ?? listRowOf(state))
    for (const row of rows) this.db.orderIndex.put(row)
    if (options.slice === undefined) await Promise.all(rows.map((row) => this.db.orders.create(row)))
    else await createSliced(rows, (row) => this.db.orders.create(row), slice)
    for (const notification of this.#notifications.values()) {
      await this.db.notifications.create(notification)
      const paused = slice()
      if (paused) await paused
    }
    // Once the projection holds the replayed log: an answer made during it is not kept past here.
    this.#replays += 1
    const t3 = performance.now()
    return { validateMs: t1 - t0, foldMs: t2 - t1, projectMs: t3 - t2, fromSnapshot: from?.position ?? 0 }
  }

  /**
   * The folded state of the whole log as it stands, for `replay({ snapshot })` at a later start.
   * Plain data (structured-clone safe); the documents and details are shared, never mutated.
   */
  foldSnapshot(key: string): FoldSnapshot {
    const orders: SnapshotOrder[] = []
    for (const state of this.#orders.values()) {
      const { snapshot, records, ...rest } = state
      orders.push({
        ...rest,
        value: snapshot.value,
        context: snapshot.context,
        recordSeqs: records.map((r) => r.seq),
        row: state.deleted ? null : listRowOf(state),
      })
    }
    return {
      format: FOLD_SNAPSHOT_FORMAT,
      key,
      position: this.#log.length,
      last: this.#log.at(-1),
      orders,
      notifications: [...this.#notifications.values()],
      lastOrderId: this.#lastOrderId,
      lastNotificationId: this.#lastNotificationId,
    }
  }

  /**
   * The state a fitting snapshot holds. Each order's lifecycle snapshot is resolved from its value
   * and context when first read (most orders of a long log are never read again); its projection
   * row comes with it. Answers the rows by order id.
   */
  #restore(from: FoldSnapshot, records: readonly StoreRecord[]): Map<number, OrderListRow> {
    const rows = new Map<number, OrderListRow>()
    for (const { value, context, recordSeqs, row, ...rest } of from.orders) {
      const restored: Omit<OrderState, 'snapshot'> = {
        ...rest,
        records: recordSeqs.map((seq) => records[seq - 1] as OrderRecord),
      }
      let snapshot: OrderSnapshot | undefined
      // Never set: a record folded later makes a new state (`evolveOrder`), this one stays as it was.
      Object.defineProperty(restored, 'snapshot', {
        enumerable: true,
        get: () => (snapshot ??= orderLifecycleMachine.resolveState({ value, context })),
      })
      const state = restored as OrderState
      this.#orders.set(state.id, state)
      if (state.status === 5) this.#trackDelivering(state)
      if (row !== null) rows.set(state.id, row)
    }
    for (const notification of from.notifications) this.#notifications.set(notification.Id, notification)
    this.#lastOrderId = from.lastOrderId
    this.#lastNotificationId = from.lastNotificationId
    return rows
  }

  /** Replays a log already stored in full (first start, reset, another tab's reset), within this page's turn. */
  reset(records: readonly StoreRecord[]): Promise<void> {
    return this.#turn(async () => {
      await this.replay(records)
      this.#tell({ kind: 'replaced' })
    })
  }

  // ---- folding ----

  /** Folds one stored record into its order's state with `evolveOrder` (a refused one is skipped). */
  #applyOrder(record: OrderRecord) {
    let state = this.#orders.get(record.orderId)
    if (state === undefined) {
      if (record.opened === undefined || record.document === undefined) return
      state = openOrderState(record)
      this.#orders.set(record.orderId, state)
      this.#lastOrderId = Math.max(this.#lastOrderId, record.orderId)
    }
    if (state.deleted) return
    const next = evolveOrder(state, record)
    if (next !== state) this.#install(next)
  }

  /** Makes `state` its order's current state: a new object per change, never one changed in place. */
  #install(state: OrderState) {
    this.#orders.set(state.id, state)
    this.#lastOrderId = Math.max(this.#lastOrderId, state.id)
    this.#trackDelivering(state)
  }

  /** Keeps the due instant of an order at 5 (delivering), and forgets it at any other status. */
  #trackDelivering(state: OrderState) {
    const closesAt =
      state.status === 5 ? supportWindowClosesAt(state.snapshot.context.confirmedEta) : undefined
    if (closesAt !== undefined && isBusinessDateTime(closesAt)) this.#delivering.set(state.id, closesAt)
    else this.#delivering.delete(state.id)
  }

  #applyNotification(record: NotificationRecord) {
    this.#notifications.set(record.notification.Id, { ...record.notification, Account: record.account })
    this.#lastNotificationId = Math.max(this.#lastNotificationId, record.notification.Id)
  }

  /** Marks the named notifications of the account read; returns the ids that changed. */
  #applyRead(record: NotificationsReadRecord): number[] {
    const changed: number[] = []
    for (const id of record.ids) {
      const notification = this.#notifications.get(id)
      if (notification === undefined || notification.Account !== record.account || notification.IsRead)
        continue
      this.#notifications.set(id, { ...notification, IsRead: true })
      changed.push(id)
    }
    return changed
  }

  async #projectOrder(id: number, created: boolean) {
    const state = this.#orders.get(id)!
    if (state.deleted) {
      this.db.orders.delete((q) => q.where((row) => row.Id === id))
      this.db.orderIndex.remove(id)
      return
    }
    const row = listRowOf(state)
    this.db.orderIndex.put(row)
    if (created) await this.db.orders.create(row)
    else
      await this.db.orders.update((q) => q.where((r) => r.Id === id), {
        data: (draft) => void Object.assign(draft, row),
      })
  }
}

/** Creates rows a batch at a time, in order, yielding between batches when `slice` says so. */
async function createSliced<T>(rows: readonly T[], create: (row: T) => Promise<unknown>, slice: Slicer) {
  const BATCH = 16
  for (let i = 0; i < rows.length; i += BATCH) {
    await Promise.all(rows.slice(i, i + BATCH).map(create))
    const paused = slice()
    if (paused) await paused
  }
}
