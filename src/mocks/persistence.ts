// Where the mock backend keeps what must survive a page reload (decisions 0037, 0041): the event log, the
// uploaded files and the clock. In the browser that is IndexedDB (idb-keyval, one small database
// per concern, since idb-keyval opens one object store per database); in Node (tests, bench) it
// is memory. The event store validates every record with its Schema before it reaches here.
import { clear, createStore, del, entries, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval'

/** Bump when the stored shapes change: a log of another version is replaced by the seed. */
export const STORAGE_VERSION = 1

export interface StoredMeta {
  readonly version: number
  /** The business day the seed was built for (the day of first seeding), `YYYY-MM-DD`. */
  readonly baseDate: string
  /** Days the simulator moved the business clock forward. */
  readonly offsetDays: number
}

export interface StoredFileMeta {
  readonly id: number
  readonly fileName: string
  readonly contentType: string
  readonly size: number
  readonly createTime: string
  /** The account that uploaded it; null for seed files of the back office. */
  readonly account: string | null
}

export interface Persistence {
  readonly kind: 'indexedDB' | 'memory'
  loadMeta(): Promise<StoredMeta | undefined>
  saveMeta(meta: StoredMeta): Promise<void>
  /** Every stored log record, in `seq` order. */
  loadLog(): Promise<unknown[]>
  appendLog(records: readonly { readonly seq: number }[]): Promise<void>
  /** Replaces the whole log (first start, reset), and drops the fold snapshot. */
  replaceLog(records: readonly { readonly seq: number }[]): Promise<void>
  /** The stored snapshot of the folded log (decision 0041), as stored: the event store checks it fits. */
  loadSnapshot(): Promise<unknown>
  saveSnapshot(snapshot: unknown): Promise<void>
  loadFileMetas(): Promise<StoredFileMeta[]>
  putFile(meta: StoredFileMeta, bytes: Uint8Array): Promise<void>
  getFileBytes(id: number): Promise<Uint8Array | undefined>
  clearFiles(): Promise<void>
}

const bySeq = (a: unknown, b: unknown) =>
  ((a as { seq: number }).seq ?? 0) - ((b as { seq: number }).seq ?? 0)

/** Node and tests: everything in memory, lost with the process. */
export function memoryPersistence(): Persistence {
  let meta: StoredMeta | undefined
  let log: unknown[] = []
  // Kept as IndexedDB would keep it: a structured clone, so later changes to the live state do not reach it.
  let snapshot: unknown
  const fileMetas = new Map<number, StoredFileMeta>()
  const fileBytes = new Map<number, Uint8Array>()
  return {
    kind: 'memory',
    loadMeta: async () => meta,
    saveMeta: async (next) => void (meta = next),
    loadLog: async () => [...log],
    appendLog: async (records) => void log.push(...records),
    replaceLog: async (records) => {
      log = [...records]
      snapshot = undefined
    },
    loadSnapshot: async () => (snapshot === undefined ? undefined : structuredClone(snapshot)),
    saveSnapshot: async (next) => void (snapshot = structuredClone(next)),
    loadFileMetas: async () => [...fileMetas.values()],
    putFile: async (fileMeta, bytes) => {
      fileMetas.set(fileMeta.id, fileMeta)
      fileBytes.set(fileMeta.id, bytes)
    },
    getFileBytes: async (id) => fileBytes.get(id),
    clearFiles: async () => {
      fileMetas.clear()
      fileBytes.clear()
    },
  }
}

const META_KEY = 'meta'
const SNAPSHOT_KEY = 'fold-snapshot'
const metaKey = (id: number) => `meta:${id}`
const bytesKey = (id: number) => `bytes:${id}`

/**
 * The browser: IndexedDB through idb-keyval. Log records are keyed by `seq`, so an append writes
 * only the new records; files keep their metadata and bytes under separate keys, so start-up
 * reads the metadata without the bytes.
 */
export function indexedDbPersistence(prefix = 'ordering-portal-mock'): Persistence {
  const logStore: UseStore = createStore(`${prefix}-log`, 'records')
  const fileStore: UseStore = createStore(`${prefix}-files`, 'files')
  const metaStore: UseStore = createStore(`${prefix}-meta`, 'meta')
  return {
    kind: 'indexedDB',
    loadMeta: () => get<StoredMeta>(META_KEY, metaStore),
    saveMeta: (meta) => set(META_KEY, meta, metaStore),
    loadLog: async () => (await entries<number, unknown>(logStore)).map(([, record]) => record).sort(bySeq),
    appendLog: (records) =>
      setMany(
        records.map((r) => [r.seq, r]),
        logStore,
      ),
    replaceLog: async (records) => {
      await del(SNAPSHOT_KEY, metaStore)
      await clear(logStore)
      await setMany(
        records.map((r) => [r.seq, r]),
        logStore,
      )
    },
    loadSnapshot: () => get(SNAPSHOT_KEY, metaStore),
    saveSnapshot: (snapshot) => set(SNAPSHOT_KEY, snapshot, metaStore),
    loadFileMetas: async () => {
      const metaKeys = (await keys<string>(fileStore)).filter((k) => k.startsWith('meta:'))
      const metas = await getMany<StoredFileMeta>(metaKeys, fileStore)
      return metas.filter((m): m is StoredFileMeta => m !== undefined)
    },
    putFile: (meta, bytes) =>
      setMany(
        [
          [metaKey(meta.id), meta],
          [bytesKey(meta.id), bytes],
        ],
        fileStore,
      ),
    getFileBytes: (id) => get<Uint8Array>(bytesKey(id), fileStore),
    clearFiles: () => clear(fileStore),
  }
}
