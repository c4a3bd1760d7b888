// Where the mock backend keeps what must survive a page reload (R-DATA-001..005: the demo backend
// behaves like a server): the event log, the uploaded files, the clock, the fold snapshot and the
// records set aside. In the browser that is one IndexedDB database shared by every tab of the
// origin (persistence-idb.ts); in Node (tests, bench) it is memory with the same semantics, so
// two backends over one memory persistence behave as two tabs (decisions 0150, 0151):
// - the log is add-only: an append at a position already taken is refused, never overwrites;
// - the seed (meta, log, files) is written all or nothing;
// - writers take turns through `exclusive` (Web Locks across tabs);
// - a change of the log is announced to the other tabs (`announce` / `onChange`).
// The event store validates every record with its Schema before it reaches here.

/** Bump when the stored shapes change: storage of another version is replaced by the seed. */
export const STORAGE_VERSION = 3

export interface StoredMeta {
  readonly version: number
  /** The business day the seed was built for (the day of first seeding), `YYYY-MM-DD`. */
  readonly baseDate: string
  /** Days the simulator moved the business clock forward. */
  readonly offsetDays: number
  /** The generated orders of a large demo data set in the seed (decision 0287); none when absent. */
  readonly demoOrders?: number
}

export interface StoredFileMeta {
  /** 128 random bits in hex (decision 0152): unguessable, and two tabs never pick the same. */
  readonly id: string
  readonly fileName: string
  readonly contentType: string
  readonly size: number
  readonly createTime: string
  /** The account that uploaded it; null for seed files of the back office. */
  readonly account: string | null
}

export interface StoredFile {
  readonly meta: StoredFileMeta
  readonly bytes: Uint8Array
}

export interface LogRecord {
  readonly seq: number
}

/** A stored record that failed its check at start-up, kept as it was found (decision 0153). */
export interface SetAsideRecord {
  readonly seq: number
  readonly record: unknown
  /** Why it was set aside (the Schema's message). */
  readonly reason: string
  /** When, in real time (ISO). */
  readonly at: string
}

/** What everything stored is replaced with on a first start or a reset. */
export interface SeedContents {
  readonly meta: StoredMeta
  readonly records: readonly LogRecord[]
  readonly files: readonly StoredFile[]
}

/** What a tab tells the others. */
export type LogChange =
  | { readonly kind: 'appended'; readonly position: number }
  /** The seed was written again (a reset). */
  | { readonly kind: 'replaced' }
  | { readonly kind: 'files' }
  /** The business clock moved. */
  | { readonly kind: 'meta' }

/** An append at a position another tab took first: nothing of it was written. */
export class LogConflictError extends Error {
  constructor(readonly seq: number) {
    super(`persistence: log position ${seq} is taken`)
  }
}

/** A write the storage refused (quota, a closed database...): the caller answers a non-zero code. */
export class StorageWriteError extends Error {
  constructor(override readonly cause: unknown) {
    super(`persistence: the write failed: ${String(cause)}`)
  }
}

/**
 * The storage cannot be reached at all (a database server that is down or restarting, decision
 * 0295): nothing was read or changed, and the same call may succeed in a moment. A server answers
 * it with 503; IndexedDB never throws it.
 */
export class StorageUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(
      `persistence: the storage cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
  }
}

/** `error`, or the error it wraps, says the storage cannot be reached. */
export const isStorageUnavailable = (error: unknown): boolean =>
  error instanceof StorageUnavailableError ||
  (error instanceof Error && error.cause instanceof StorageUnavailableError)

export interface Persistence {
  readonly kind: 'indexedDB' | 'memory' | 'postgres'
  loadMeta(): Promise<StoredMeta | undefined>
  saveMeta(meta: StoredMeta): Promise<void>
  /** The stored log records after position `after` (all by default), in `seq` order. */
  loadLog(after?: number): Promise<unknown[]>
  /**
   * Adds the records at their positions in one transaction; rejects with LogConflictError (writing
   * none) when a position is taken: a record is never overwritten.
   */
  appendLog(records: readonly LogRecord[]): Promise<void>
  /** Replaces meta, log and files in one transaction and drops the snapshot: all or nothing. */
  seed(contents: SeedContents): Promise<void>
  /**
   * In one transaction: keeps each record as found in the set-aside store and puts `placeholder`
   * at its position in the log, so positions stay dense and the record is never lost.
   */
  setAside(records: readonly SetAsideRecord[], placeholder: (seq: number) => LogRecord): Promise<void>
  /** Every record ever set aside, oldest first. */
  loadSetAside(): Promise<SetAsideRecord[]>
  /** The stored snapshot of the folded log (decision 0041), as stored: the event store checks it fits. */
  loadSnapshot(): Promise<unknown>
  saveSnapshot(snapshot: unknown): Promise<void>
  loadFileMetas(): Promise<StoredFileMeta[]>
  putFile(meta: StoredFileMeta, bytes: Uint8Array): Promise<void>
  getFileBytes(id: string): Promise<Uint8Array | undefined>
  /** Runs `task` holding the write turn shared by every tab (and every caller of this tab). */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /**
   * Group commit (server mode, decision 0387): runs the append `task` in the write turn with the
   * other appends waiting in this process; what their `appendLog` calls hand over is stored in one
   * transaction after the last of them, and each is answered only once it committed. `first` says
   * the turn was just taken (the other processes' appends must be read first). When that commit
   * fails, every task of the group fails and `undo` runs, still in the turn: memory holds records
   * the log may not. Absent: `exclusive`, each append stored as it is made.
   */
  exclusiveGroup?<T>(
    task: (turn: { readonly first: boolean }) => Promise<T>,
    undo: () => Promise<void>,
  ): Promise<T>
  /**
   * Joins the tabs' channel: `listener` hears what the other tabs announce (never this tab's own
   * announcements, as with BroadcastChannel).
   */
  connect(listener: (change: LogChange) => void): TabChannel
}

export interface TabChannel {
  /** Tells the other tabs. */
  announce(change: LogChange): void
  close(): void
  /**
   * True while every change another writer stores is heard here as it is made (server mode: one
   * PGlite process, or a live LISTEN connection), so a call is answered from memory without
   * reading the log first (decision 0372). Absent: the log is read before every call.
   */
  hearsEveryChange?(): boolean
}

/** One at a time, in call order, within this page (the memory persistence's `exclusive`). */
export function createTurns() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task)
    last = run.catch(() => undefined)
    return run
  }
}

/**
 * Node and tests: everything in memory, lost with the process. Backends sharing one of these are
 * tabs sharing one IndexedDB: the same add-only log, atomic seed, turns and announcements.
 */
export function memoryPersistence(): Persistence {
  let meta: StoredMeta | undefined
  let log = new Map<number, unknown>()
  // Kept as IndexedDB would keep it: a structured clone, so later changes to the live state do not reach it.
  let snapshot: unknown
  let fileMetas = new Map<string, StoredFileMeta>()
  let fileBytes = new Map<string, Uint8Array>()
  const setAside: SetAsideRecord[] = []
  const listeners = new Set<(change: LogChange) => void>()
  const clone = <T>(value: T): T => structuredClone(value)
  return {
    kind: 'memory',
    loadMeta: async () => meta,
    saveMeta: async (next) => void (meta = next),
    loadLog: async (after = 0) =>
      [...log.entries()]
        .filter(([seq]) => seq > after)
        .sort(([a], [b]) => a - b)
        .map(([, record]) => clone(record)),
    appendLog: async (records) => {
      const taken = records.find((r) => log.has(r.seq))
      if (taken !== undefined) throw new LogConflictError(taken.seq)
      for (const record of records) log.set(record.seq, clone(record))
    },
    seed: async (contents) => {
      meta = contents.meta
      log = new Map(contents.records.map((r) => [r.seq, clone(r)]))
      snapshot = undefined
      fileMetas = new Map(contents.files.map((f) => [f.meta.id, f.meta]))
      fileBytes = new Map(contents.files.map((f) => [f.meta.id, f.bytes]))
    },
    setAside: async (records, placeholder) => {
      for (const entry of records) {
        setAside.push(clone(entry))
        log.set(entry.seq, placeholder(entry.seq))
      }
    },
    loadSetAside: async () => clone(setAside),
    loadSnapshot: async () => (snapshot === undefined ? undefined : clone(snapshot)),
    saveSnapshot: async (next) => void (snapshot = clone(next)),
    loadFileMetas: async () => [...fileMetas.values()],
    putFile: async (fileMeta, bytes) => {
      fileMetas.set(fileMeta.id, fileMeta)
      fileBytes.set(fileMeta.id, bytes)
    },
    getFileBytes: async (id) => fileBytes.get(id),
    exclusive: createTurns(),
    connect: (listener) => {
      listeners.add(listener)
      return {
        announce: (change) => {
          for (const other of listeners) if (other !== listener) queueMicrotask(() => other(change))
        },
        close: () => void listeners.delete(listener),
      }
    },
  }
}
