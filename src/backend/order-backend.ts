// The order side of the mock backend, assembled: the event store over its persistence, the
// business clock, the catalogue of the seed's base date, the uploaded files, and the start-up
// (check, set aside and replay the stored log, or write the seed on the first start) and reset
// (decisions 0037, 0150-0153). Other tabs' changes are folded in as they are announced.
import { taskSlicer, type Slicer } from '../lib/next-task'
import { createBusinessClock, type BusinessClock } from './clock'
import type { DemoAccount } from './accounts'
import { createMockDb, type StoredFile } from './db'
import { setAsideMark, type StoreRecord } from './event-records'
import { EventStore, snapshotFits, verifyRecords, type ReplayTimings } from './event-store'
import { newFileId } from './file-urls'
import { orderCommands, type OrderCommands } from './order-commands'
import {
  createTurns,
  memoryPersistence,
  STORAGE_VERSION,
  StorageWriteError,
  type LogChange,
  type Persistence,
  type StoredMeta,
} from './persistence'
import { catalogSeed, type CatalogSeed } from './seed/catalog'
import { buildSeed, type SeedFile } from './seed'

/** Whether a stored record is the one read before (records are plain data). */
const sameRecord = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export interface OrderBackendOptions {
  readonly accounts: () => readonly DemoAccount[]
  readonly persistence?: Persistence
  /** The real clock (tests pass a fixed one); the business clock runs on it. */
  readonly realNow?: () => Date
  /** The seed's base date when nothing is stored yet; default: today's business date. */
  readonly baseDate?: string
  /**
   * What identifies the code that folds the log (the browser passes its chunk's hashed URL): with
   * it, start-up begins from a stored snapshot of the folded log that this code made, and keeps a
   * new one when it had to fold many records (decision 0041). Without it (tests, dev), no snapshots.
   */
  readonly snapshotKey?: string
  /** Records folded beyond the snapshot at start-up that make a new snapshot worth keeping. */
  readonly snapshotAfter?: number
  /** Generated orders the seed adds (the large demo data set, decision 0287); none by default. */
  readonly demoOrders?: number | undefined
  /**
   * The origin users open the portal at, whose absolute file URLs are this backend's (R-HTTP-011,
   * decision 0352): PORTAL_PUBLIC_URL's in server mode, the page's in the browser; never taken from
   * a request. None: only the path form is.
   */
  readonly ownOrigin?: string | undefined
}

/**
 * Runs `task` when the thread is idle: an idle callback in a page, a background task in the
 * backend's worker (which has no idle callbacks, decision 0319), so the calls waiting there go
 * first; a timer in Node.
 */
const whenIdle = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') return void requestIdleCallback(task)
  const scheduler = (
    globalThis as { scheduler?: { postTask?: (task: () => void, options: object) => Promise<void> } }
  ).scheduler
  if (typeof scheduler?.postTask === 'function')
    return void scheduler.postTask(task, { priority: 'background' })
  setTimeout(task, 0)
}

export interface StartReport {
  readonly source: 'stored' | 'seed'
  readonly orders: number
  readonly records: number
  readonly timings?: ReplayTimings
  /** Stored records that failed their check at this start and were set aside (decision 0153). */
  readonly setAside: number
}

export const SNAPSHOT_AFTER_RECORDS = 1000

export function createOrderBackend(options: OrderBackendOptions) {
  const persistence = options.persistence ?? memoryPersistence()
  const realNow = options.realNow ?? (() => new Date())
  const demoOrders = options.demoOrders ?? 0
  const db = createMockDb()
  const store = new EventStore(persistence, db)
  const commands: OrderCommands = orderCommands(store)
  let clock: BusinessClock = createBusinessClock(realNow)
  let meta: StoredMeta = {
    version: STORAGE_VERSION,
    baseDate: options.baseDate ?? clock.today(),
    offsetDays: 0,
  }
  let catalog: CatalogSeed = catalogSeed(meta.baseDate)

  /** A write of this page's own that the storage refused becomes StorageWriteError. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      throw error instanceof StorageWriteError ? error : new StorageWriteError(error)
    }
  }

  function adoptMeta(next: StoredMeta) {
    meta = next
    clock = createBusinessClock(realNow, next.offsetDays)
    catalog = catalogSeed(next.baseDate)
  }

  const fileTurn = createTurns()
  /** The files' metadata as stored, one load at a time (another tab's upload may ask for one meanwhile). */
  const loadFiles = () => fileTurn(readFiles)
  async function readFiles() {
    const metas = (await persistence.loadFileMetas()).sort((a, b) =>
      a.createTime === b.createTime ? (a.id < b.id ? -1 : 1) : a.createTime < b.createTime ? -1 : 1,
    )
    db.files.clear()
    for (const m of metas)
      await db.files.create({
        Id: m.id,
        FileName: m.fileName,
        ContentType: m.contentType,
        Size: m.size,
        CreateTime: m.createTime,
        Account: m.account,
      })
  }

  const fileMetaOf = (file: SeedFile) => ({
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    createTime: file.createTime,
    account: file.account,
  })

  /**
   * Writes the seed for `baseDate` and replays it. Meta, log and files go in one transaction
   * (decision 0151): a page closed meanwhile leaves the storage as it was, and the next start
   * seeds again. Within the write turn, so a tab starting at the same time waits and then reads it.
   */
  async function writeSeed(baseDate: string): Promise<StartReport> {
    const next: StoredMeta = {
      version: STORAGE_VERSION,
      baseDate,
      offsetDays: 0,
      ...(demoOrders > 0 ? { demoOrders } : {}),
    }
    const seedCatalog = catalogSeed(baseDate)
    const seed = await buildSeed({ baseDate, catalog: seedCatalog, accounts: options.accounts(), demoOrders })
    await writing(() =>
      persistence.seed({
        meta: next,
        records: seed.records,
        files: seed.files.map((file) => ({ meta: fileMetaOf(file), bytes: file.bytes })),
      }),
    )
    adoptMeta(next)
    await loadFiles()
    await store.reset(seed.records)
    channel.announce({ kind: 'replaced' })
    await commands.settle(clock.now())
    return { source: 'seed', orders: store.orderCount, records: store.log.length, setAside: 0 }
  }

  /**
   * Checks the stored log before any request is answered (decision 0153): every record after a
   * fitting snapshot (whose records a checked start folded) must decode with its Schema and sit at
   * its position. A record that does not is set aside (kept in the set-aside store, its place held
   * by a mark the fold skips); the rest of the log stays. The marks are written in the write turn
   * (`inTurn` when the caller holds it), and only while the stored log still holds those records:
   * another tab's reset since the read replaced the log, and `replaced` says to start again over it.
   */
  async function checkedLog(
    snapshot: unknown,
    slice: Slicer,
    inTurn: boolean,
  ): Promise<{ log: unknown[]; setAside: number } | 'replaced'> {
    const log = await persistence.loadLog()
    const from = snapshotKey !== undefined && snapshotFits(snapshot, log, snapshotKey) ? snapshot.position : 0
    const invalid = await verifyRecords(log, from, slice)
    if (invalid.length === 0) return { log, setAside: 0 }
    const at = realNow().toISOString()
    const setAside = async () => {
      const now = await persistence.loadLog()
      if (!invalid.every(({ index, record }) => sameRecord(now[index], record))) return false
      await writing(() =>
        persistence.setAside(
          invalid.map(({ index, record, reason }) => ({ seq: index + 1, record, reason, at })),
          setAsideMark,
        ),
      )
      return true
    }
    if (!(await (inTurn ? setAside() : persistence.exclusive(setAside)))) return 'replaced'
    console.warn(`[mock] ${invalid.length} stored record(s) set aside`, invalid)
    for (const { index } of invalid) log[index] = setAsideMark(index + 1)
    return { log, setAside: invalid.length }
  }

  /** A start over stored data: meta, the checked log (from its snapshot when one fits), the files. */
  async function load(stored: StoredMeta, inTurn: boolean): Promise<StartReport> {
    adoptMeta(stored)
    const snapshot = snapshotKey === undefined ? undefined : await persistence.loadSnapshot()
    // The check and the fold run in short tasks (decision 0322): no request is answered before
    // they end, and the page stays responsive meanwhile.
    const slice = taskSlicer()
    const checked = await checkedLog(snapshot, slice, inTurn)
    // Another tab replaced the log since it was read: start again in the write turn, where none
    // can, so a tab that keeps resetting cannot keep this one starting over.
    if (checked === 'replaced') {
      if (inTurn) throw new Error('[mock] the stored log changed during the write turn')
      return startInTurn()
    }
    const { log, setAside } = checked
    const timings = await store.replay(log, {
      validate: false,
      slice,
      ...(snapshotKey === undefined || setAside > 0
        ? {}
        : { snapshot: { value: snapshot, key: snapshotKey } }),
    })
    await loadFiles()
    await commands.settle(clock.now())
    keepSnapshotIfWorth(log.length - timings.fromSnapshot)
    return { source: 'stored', orders: store.orderCount, records: store.log.length, timings, setAside }
  }

  /**
   * Seeded storage of this version and data set (a large-data build seeds again over the default
   * seed and back, decision 0287): its meta is written last, in the seed's own transaction.
   */
  const seeded = (stored: StoredMeta | undefined): stored is StoredMeta =>
    stored !== undefined && stored.version === STORAGE_VERSION && (stored.demoOrders ?? 0) === demoOrders

  async function start(): Promise<StartReport> {
    const stored = await persistence.loadMeta()
    // Nothing seeded yet (a first start, or one whose seeding was interrupted): seed in the turn.
    return seeded(stored) ? load(stored, false) : startInTurn()
  }

  /** A start in the write turn: seeds, unless a tab starting at the same time did meanwhile. */
  function startInTurn(): Promise<StartReport> {
    return persistence.exclusive(async () => {
      const now = await persistence.loadMeta()
      return seeded(now) ? load(now, true) : writeSeed(options.baseDate ?? clock.today())
    })
  }

  const snapshotKey = options.snapshotKey
  let snapshotting: Promise<boolean> = Promise.resolve(false)
  /** After a start-up that folded `folded` records past its snapshot: keep a new one, in idle time. */
  function keepSnapshotIfWorth(folded: number) {
    if (snapshotKey === undefined || folded < (options.snapshotAfter ?? SNAPSHOT_AFTER_RECORDS)) return
    snapshotting = new Promise<boolean>((resolve) => {
      whenIdle(() => {
        persistence.saveSnapshot(store.foldSnapshot(snapshotKey)).then(
          () => resolve(true),
          (error: unknown) => {
            console.warn('[mock] could not keep a snapshot of the folded log', error)
            resolve(false)
          },
        )
      })
    })
  }

  /** What another tab changed, folded in (decision 0150). */
  async function follow(change: LogChange) {
    await started
    if (change.kind === 'appended') await store.catchUp()
    else if (change.kind === 'files') await loadFiles()
    else {
      const stored = await persistence.loadMeta()
      if (!seeded(stored)) return
      adoptMeta(stored)
      if (change.kind === 'replaced') {
        await loadFiles()
        await store.reset((await persistence.loadLog()) as StoreRecord[])
      }
    }
  }
  const channel = persistence.connect((change) => {
    follow(change).catch((error: unknown) => console.warn('[mock] could not follow another tab', error))
  })
  store.announce = channel.announce
  const started = start()

  return {
    store,
    commands,
    db,
    persistence,
    /** The portal's own origin, as configured (R-HTTP-011); see OrderBackendOptions. */
    ownOrigin: options.ownOrigin,
    /** Resolves once the log is checked and loaded (or the seed written); every handler awaits it. */
    ready: () => started,
    /**
     * Folds in what other tabs stored since: before a request is answered. Not read again while
     * the channel hears every change as it is made (decision 0372): the projections are current.
     */
    catchUp: async () => {
      await started
      // Unsure after a failed group commit (decision 0387): the log is read again first.
      if (channel.hearsEveryChange?.() === true && !store.unsure) return
      await store.catchUp()
    },
    /** Stops listening to other tabs (a test's backend that is done). */
    close: channel.close,
    /** Resolves once a snapshot kept after start-up is stored: false if none was due (or it failed). */
    snapshotKept: async () => {
      await started
      return snapshotting
    },
    get clock(): BusinessClock {
      return clock
    },
    get catalog(): CatalogSeed {
      return catalog
    },
    get baseDate(): string {
      return meta.baseDate
    },
    /** Moves the business clock forward and applies the auto-completions that became due. */
    async advanceClock(days: number) {
      const next = createBusinessClock(realNow, meta.offsetDays)
      next.advance(days)
      const moved = { ...meta, offsetDays: next.offsetDays }
      await writing(() => persistence.exclusive(() => persistence.saveMeta(moved)))
      adoptMeta(moved)
      channel.announce({ kind: 'meta' })
      await commands.settle(clock.now())
    },
    /** Due auto-completions are applied lazily, before any order is read or changed (decision 0037). */
    settle: () => commands.settle(clock.now()),
    /** `__sim/reset`: the seed again, for today's business date, with the clock back to real time. */
    reset: () => persistence.exclusive(() => writeSeed(createBusinessClock(realNow).today())),
    // ---- files ----
    async storeFile(file: Omit<StoredFile, 'Id'>, bytes: Uint8Array): Promise<StoredFile> {
      const stored: StoredFile = { Id: newFileId(), ...file }
      await writing(() =>
        persistence.putFile(
          {
            id: stored.Id,
            fileName: stored.FileName,
            contentType: stored.ContentType,
            size: stored.Size,
            createTime: stored.CreateTime,
            account: stored.Account,
          },
          bytes,
        ),
      )
      await db.files.create(stored)
      channel.announce({ kind: 'files' })
      return stored
    },
    file: (id: string): StoredFile | undefined => db.files.findFirst((q) => q.where({ Id: id })),
    fileBytes: (id: string) => persistence.getFileBytes(id),
    /** Reads the files' metadata again (after the server swept unattached uploads, R-UPL-017). */
    reloadFiles: () => loadFiles(),
  }
}
export type OrderBackend = ReturnType<typeof createOrderBackend>
