// The browser's persistence: one IndexedDB database for the whole origin, so every tab reads and
// writes the same log (decision 0150). Raw IndexedDB, not idb-keyval: the seed must be one
// transaction over meta, log and files (decision 0151), which one-store-per-database cannot give.
// Appends use `add`, which refuses a taken key instead of overwriting it; writers take turns
// through Web Locks; BroadcastChannel tells the other tabs that the log changed.
import {
  createTurns,
  LogConflictError,
  type LogChange,
  type LogRecord,
  type Persistence,
  type SetAsideRecord,
  type StoredFileMeta,
  type StoredMeta,
} from '../backend/persistence'

const STORES = { meta: 'meta', log: 'log', files: 'files', setAside: 'setAside' } as const
const META_KEY = 'meta'
const SNAPSHOT_KEY = 'fold-snapshot'
const metaKey = (id: string) => `meta:${id}`
const bytesKey = (id: string) => `bytes:${id}`

const done = (request: IDBRequest) =>
  new Promise<unknown>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })

/** Resolves when the transaction commits; rejects when it aborts (nothing of it is kept). */
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
  })

function open(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1)
  request.onupgradeneeded = () => {
    const db = request.result
    db.createObjectStore(STORES.meta)
    db.createObjectStore(STORES.log, { keyPath: 'seq' })
    db.createObjectStore(STORES.files)
    db.createObjectStore(STORES.setAside, { autoIncrement: true })
    // The databases of storage version 1 (idb-keyval, one per store) are not read again.
    for (const old of ['log', 'files', 'meta']) indexedDB.deleteDatabase(`${name}-${old}`)
  }
  return done(request) as Promise<IDBDatabase>
}

/** This page's turns, for browsers without Web Locks (tests in Node): one per database name. */
const localTurns = new Map<string, ReturnType<typeof createTurns>>()

export function indexedDbPersistence(name = 'ordering-portal-mock'): Persistence {
  let database: Promise<IDBDatabase> | undefined
  const db = () => (database ??= open(name))
  async function read<T>(store: string, ask: (s: IDBObjectStore) => IDBRequest): Promise<T> {
    const tx = (await db()).transaction(store, 'readonly')
    return (await done(ask(tx.objectStore(store)))) as T
  }
  /** One readwrite transaction over `stores`; resolves once it committed. */
  async function write(stores: readonly string[], fill: (tx: IDBTransaction) => void): Promise<void> {
    const tx = (await db()).transaction(stores, 'readwrite')
    const result = committed(tx)
    try {
      fill(tx)
    } catch (error) {
      // A request refused at once (a record without its key): nothing of the transaction may stay.
      result.catch(() => undefined)
      tx.abort()
      throw error
    }
    await result
  }
  const lockName = `${name}:log`
  const turns = localTurns.get(name) ?? createTurns()
  localTurns.set(name, turns)
  return {
    kind: 'indexedDB',
    loadMeta: () => read<StoredMeta | undefined>(STORES.meta, (s) => s.get(META_KEY)),
    saveMeta: (meta) => write([STORES.meta], (tx) => tx.objectStore(STORES.meta).put(meta, META_KEY)),
    loadLog: (after = 0) => read<unknown[]>(STORES.log, (s) => s.getAll(IDBKeyRange.lowerBound(after, true))),
    appendLog: async (records) => {
      try {
        await write([STORES.log], (tx) => {
          for (const record of records) tx.objectStore(STORES.log).add(record)
        })
      } catch (error) {
        if (error instanceof DOMException && error.name === 'ConstraintError')
          throw new LogConflictError(records[0]?.seq ?? 0)
        throw error
      }
    },
    seed: ({ meta, records, files }) =>
      write(
        Object.values(STORES).filter((s) => s !== STORES.setAside),
        (tx) => {
          const [metaStore, log, fileStore] = [STORES.meta, STORES.log, STORES.files].map((s) =>
            tx.objectStore(s),
          ) as [IDBObjectStore, IDBObjectStore, IDBObjectStore]
          metaStore.clear()
          log.clear()
          fileStore.clear()
          for (const record of records) log.add(record)
          for (const file of files) {
            fileStore.put(file.meta, metaKey(file.meta.id))
            fileStore.put(file.bytes, bytesKey(file.meta.id))
          }
          // Written last, in the same transaction: a meta without its log cannot be stored.
          metaStore.put(meta, META_KEY)
        },
      ),
    setAside: (records: readonly SetAsideRecord[], placeholder: (seq: number) => LogRecord) =>
      write([STORES.log, STORES.setAside], (tx) => {
        for (const entry of records) {
          tx.objectStore(STORES.setAside).add(entry)
          tx.objectStore(STORES.log).put(placeholder(entry.seq))
        }
      }),
    loadSetAside: () => read<SetAsideRecord[]>(STORES.setAside, (s) => s.getAll()),
    loadSnapshot: () => read(STORES.meta, (s) => s.get(SNAPSHOT_KEY)),
    saveSnapshot: (snapshot) =>
      write([STORES.meta], (tx) => tx.objectStore(STORES.meta).put(snapshot, SNAPSHOT_KEY)),
    loadFileMetas: () =>
      read<StoredFileMeta[]>(STORES.files, (s) => s.getAll(IDBKeyRange.bound('meta:', 'meta:\uffff'))),
    putFile: (meta, bytes) =>
      write([STORES.files], (tx) => {
        tx.objectStore(STORES.files).put(meta, metaKey(meta.id))
        tx.objectStore(STORES.files).put(bytes, bytesKey(meta.id))
      }),
    getFileBytes: (id) => read<Uint8Array | undefined>(STORES.files, (s) => s.get(bytesKey(id))),
    exclusive: <T>(task: () => Promise<T>): Promise<T> =>
      typeof navigator !== 'undefined' && navigator.locks != null
        ? (navigator.locks.request(lockName, task) as Promise<T>)
        : turns(task),
    connect: (listener) => {
      if (typeof BroadcastChannel !== 'function') return { announce: () => {}, close: () => {} }
      // A channel does not hear its own messages: only the other tabs do.
      const channel = new BroadcastChannel(lockName)
      channel.onmessage = (event: MessageEvent<LogChange>) => listener(event.data)
      return { announce: (change) => channel.postMessage(change), close: () => channel.close() }
    },
  }
}
