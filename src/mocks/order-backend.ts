// The order side of the mock backend, assembled: the event store over its persistence, the
// business clock, the catalogue of the seed's base date, the uploaded files, and the start-up
// (load and replay the stored log, or write the seed on the first start) and reset (decision 0037).
import { createBusinessClock, type BusinessClock } from './clock'
import type { DemoAccount } from './accounts'
import { createMockDb, type StoredFile } from './db'
import { EventStore, verifyRecords, type ReplayTimings } from './event-store'
import { orderCommands, type OrderCommands } from './order-commands'
import { memoryPersistence, STORAGE_VERSION, type Persistence, type StoredMeta } from './persistence'
import { catalogSeed, type CatalogSeed } from './seed/catalog'
import { buildSeed, type SeedFile } from './seed'

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
}

/** Runs `task` when the page is idle (a timer in Node). */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 0)

export interface StartReport {
  readonly source: 'stored' | 'seed'
  readonly orders: number
  readonly records: number
  readonly timings?: ReplayTimings
}

export const SNAPSHOT_AFTER_RECORDS = 1000

export function createOrderBackend(options: OrderBackendOptions) {
  const persistence = options.persistence ?? memoryPersistence()
  const realNow = options.realNow ?? (() => new Date())
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
  let lastFileId = 0

  async function saveMeta(next: StoredMeta) {
    meta = next
    await persistence.saveMeta(next)
  }

  async function loadFiles() {
    db.files.clear()
    lastFileId = 0
    const metas = (await persistence.loadFileMetas()).sort((a, b) => a.id - b.id)
    for (const m of metas) {
      await db.files.create({
        Id: m.id,
        FileName: m.fileName,
        ContentType: m.contentType,
        Size: m.size,
        CreateTime: m.createTime,
        Account: m.account,
      })
      lastFileId = Math.max(lastFileId, m.id)
    }
  }

  async function putFile(file: SeedFile) {
    await persistence.putFile(
      {
        id: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.byteLength,
        createTime: file.createTime,
        account: file.account,
      },
      file.bytes,
    )
  }

  /** Writes the seed for `baseDate` (today's business date unless given) and replays it. */
  async function writeSeed(baseDate: string): Promise<StartReport> {
    clock = createBusinessClock(realNow)
    await saveMeta({ version: STORAGE_VERSION, baseDate, offsetDays: 0 })
    catalog = catalogSeed(baseDate)
    const seed = await buildSeed({ baseDate, catalog, accounts: options.accounts() })
    await persistence.clearFiles()
    for (const file of seed.files) await putFile(file)
    await loadFiles()
    await store.reset(seed.records)
    await commands.settle(clock.now())
    return { source: 'seed', orders: store.orderCount, records: store.log.length }
  }

  async function start(): Promise<StartReport> {
    const stored = await persistence.loadMeta()
    if (stored === undefined || stored.version !== STORAGE_VERSION)
      return writeSeed(options.baseDate ?? clock.today())
    meta = stored
    clock = createBusinessClock(realNow, stored.offsetDays)
    catalog = catalogSeed(stored.baseDate)
    try {
      // Every record was decoded with its Schema when it was appended, by this storage version;
      // the stored log is checked again after start-up, off the critical path (decision 0037).
      const [log, snapshot] = await Promise.all([
        persistence.loadLog(),
        snapshotKey === undefined ? undefined : persistence.loadSnapshot(),
      ])
      const timings = await store.replay(log, {
        validate: false,
        ...(snapshotKey === undefined ? {} : { snapshot: { value: snapshot, key: snapshotKey } }),
      })
      await loadFiles()
      await commands.settle(clock.now())
      keepSnapshotIfWorth(log.length - timings.fromSnapshot)
      verification = verifyRecords(log).then(async (invalid) => {
        if (invalid === undefined) return true
        console.warn('[mock] the stored event log does not match its Schemas; writing the seed', invalid)
        await writeSeed(clock.today())
        return false
      })
      return { source: 'stored', orders: store.orderCount, records: store.log.length, timings }
    } catch (error) {
      // A log this version cannot read (or a broken one): start again from the seed.
      console.warn('[mock] the stored event log could not be replayed; writing the seed', error)
      return writeSeed(clock.today())
    }
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

  let verification: Promise<boolean> = Promise.resolve(true)
  const started = start()

  return {
    store,
    commands,
    db,
    persistence,
    /** Resolves once the log is loaded (or the seed written); every handler awaits it. */
    ready: () => started,
    /** Resolves once a stored log was verified against its Schemas: false if the seed replaced it. */
    verified: async () => {
      await started
      return verification
    },
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
      clock.advance(days)
      await saveMeta({ ...meta, offsetDays: clock.offsetDays })
      await commands.settle(clock.now())
    },
    /** Due auto-completions are applied lazily, before any order is read or changed (decision 0037). */
    settle: () => commands.settle(clock.now()),
    /** `__sim/reset`: the seed again, for today's business date, with the clock back to real time. */
    reset: () => writeSeed(createBusinessClock(realNow).today()),
    // ---- files ----
    nextFileId: () => lastFileId + 1,
    async storeFile(file: Omit<StoredFile, 'Id'>, bytes: Uint8Array): Promise<StoredFile> {
      const stored: StoredFile = { Id: ++lastFileId, ...file }
      await persistence.putFile(
        {
          id: stored.Id,
          fileName: stored.FileName,
          contentType: stored.ContentType,
          size: stored.Size,
          createTime: stored.CreateTime,
          account: stored.Account,
        },
        bytes,
      )
      await db.files.create(stored)
      return stored
    },
    file: (id: number): StoredFile | undefined => db.files.findFirst((q) => q.where({ Id: id })),
    fileBytes: (id: number) => persistence.getFileBytes(id),
  }
}
export type OrderBackend = ReturnType<typeof createOrderBackend>
