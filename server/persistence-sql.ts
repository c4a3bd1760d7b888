// The backend's Persistence (src/backend/persistence.ts) over PostgreSQL, for server mode
// (decision 0271). It keeps the interface's promises with SQL instead of IndexedDB:
// - the log is add-only: `seq` is the primary key, so an append at a position another writer
//   took first fails as a whole (LogConflictError) and the event store catches up and decides
//   again (src/backend/event-store.ts#append), never overwriting;
// - the seed (meta, log, files) is one transaction;
// - writers take turns through the database's advisory lock (two server processes), and the
//   appends waiting in one process are stored together, one transaction a group (decision 0387);
// - a change is announced with NOTIFY, which the other processes hear (a real PostgreSQL only).
import { randomUUID } from 'node:crypto'
import {
  LogConflictError,
  StorageWriteError,
  type LogChange,
  type LogRecord,
  type Persistence,
  type SetAsideRecord,
  type StoredFileMeta,
  type StoredMeta,
} from '../src/backend/persistence'
import type { BlobStore } from './blob-store'
import { groupCommit } from './group-commit'
import type { SqlDatabase, SqlQueryable } from './sql'

const CHANNEL = 'portal_log_change'
/** Rows per INSERT when the seed is written (PostgreSQL takes at most 65,535 parameters). */
const SEED_BATCH = 500
/** PostgreSQL's code for a unique or primary key violation. */
const UNIQUE_VIOLATION = '23505'

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : ''

const kindOf = (record: LogRecord) => String((record as { kind?: unknown }).kind ?? 'unknown')
const orderIdOf = (record: LogRecord) => {
  const id = (record as { orderId?: unknown }).orderId
  return typeof id === 'number' ? id : null
}

async function insertRecords(tx: SqlQueryable, records: readonly LogRecord[]) {
  for (let start = 0; start < records.length; start += SEED_BATCH) {
    const batch = records.slice(start, start + SEED_BATCH)
    const params: unknown[] = []
    const rows = batch.map((record, i) => {
      params.push(record.seq, kindOf(record), orderIdOf(record), JSON.stringify(record))
      const at = i * 4
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::jsonb)`
    })
    await tx.query(`INSERT INTO event_log (seq, kind, order_id, record) VALUES ${rows.join(', ')}`, params)
  }
}

/** A file's row: its bytes in the row, or (`blob`) only the name of its blob on disk (R-UPL-014). */
async function insertFile(
  tx: SqlQueryable,
  meta: StoredFileMeta,
  content: { readonly bytes: Uint8Array } | { readonly blob: string },
) {
  await tx.query(
    `INSERT INTO stored_file (id, meta, account, bytes, blob) VALUES ($1, $2::jsonb, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET meta = EXCLUDED.meta, account = EXCLUDED.account,
       bytes = EXCLUDED.bytes, blob = EXCLUDED.blob, stored_at = now()`,
    [
      meta.id,
      JSON.stringify(meta),
      meta.account,
      'bytes' in content ? content.bytes : null,
      'blob' in content ? content.blob : null,
    ],
  )
}

export interface SqlPersistenceOptions {
  /**
   * Where uploads' bytes go (R-UPL-014, decision 0354): blobs on disk, the row naming them. None:
   * the bytes stay in the row (a real PostgreSQL, which runs in a process of its own).
   */
  readonly blobs?: BlobStore | undefined
}

export function sqlPersistence(db: SqlDatabase, options: SqlPersistenceOptions = {}): Persistence {
  const { blobs } = options
  /** Tells this process's own announcements apart from the others'. */
  const origin = randomUUID()
  const announceNow = (change: LogChange) => {
    db.notify(CHANNEL, JSON.stringify({ origin, change })).catch((error: unknown) =>
      console.warn('[server] could not announce a change', error),
    )
  }
  /** The records of one command (or a group's), stored as one transaction. */
  const storeRecords = async (records: readonly LogRecord[]) => {
    try {
      // One INSERT is atomic by itself: a command's few records need no BEGIN and COMMIT around
      // it, two round trips fewer in the write turn (decision 0372).
      if (records.length <= SEED_BATCH) await insertRecords(db, records)
      else await db.transaction((tx) => insertRecords(tx, records))
    } catch (error) {
      if (codeOf(error) === UNIQUE_VIOLATION) throw new LogConflictError(records[0]?.seq ?? 0)
      throw error
    }
  }
  /**
   * The group being decided (decision 0387): its appends are kept here and stored by its commit;
   * its announcement waits for that commit too, so no other process reads the log before it holds them.
   */
  let group: { records: LogRecord[]; announced: LogChange | undefined } | undefined
  const exclusiveGroup = groupCommit((task) => db.exclusive(task), {
    begin: () => void (group = { records: [], announced: undefined }),
    commit: async () => {
      const staged = group
      if (staged === undefined || staged.records.length === 0) return
      try {
        await storeRecords(staged.records)
      } catch (error) {
        throw error instanceof LogConflictError ? error : new StorageWriteError(error)
      }
      if (staged.announced !== undefined) announceNow(staged.announced)
    },
    end: () => void (group = undefined),
    decideAgain: (error) => error instanceof LogConflictError,
  })
  return {
    kind: 'postgres',
    loadMeta: async () =>
      (await db.query<{ meta: StoredMeta }>('SELECT meta FROM portal_meta WHERE id = 1'))[0]?.meta,
    saveMeta: async (meta) => {
      await db.query(
        'INSERT INTO portal_meta (id, meta) VALUES (1, $1::jsonb) ON CONFLICT (id) DO UPDATE SET meta = EXCLUDED.meta',
        [JSON.stringify(meta)],
      )
    },
    loadLog: async (after = 0) =>
      (
        await db.query<{ record: unknown }>('SELECT record FROM event_log WHERE seq > $1 ORDER BY seq', [
          after,
        ])
      ).map((row) => row.record),
    appendLog: async (records) => {
      if (records.length === 0) return
      if (group === undefined) return storeRecords(records)
      group.records.push(...records)
    },
    seed: (contents) =>
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM event_log')
        await tx.query('DELETE FROM fold_snapshot')
        await tx.query('DELETE FROM stored_file')
        await tx.query(
          'INSERT INTO portal_meta (id, meta) VALUES (1, $1::jsonb) ON CONFLICT (id) DO UPDATE SET meta = EXCLUDED.meta',
          [JSON.stringify(contents.meta)],
        )
        await insertRecords(tx, contents.records)
        for (const file of contents.files) await insertFile(tx, file.meta, { bytes: file.bytes })
      }),
    setAside: (records: readonly SetAsideRecord[], placeholder) =>
      db.transaction(async (tx) => {
        for (const entry of records) {
          await tx.query('INSERT INTO set_aside (seq, record, reason, at) VALUES ($1, $2::jsonb, $3, $4)', [
            entry.seq,
            JSON.stringify(entry.record ?? null),
            entry.reason,
            entry.at,
          ])
          const held = placeholder(entry.seq)
          await tx.query(
            `INSERT INTO event_log (seq, kind, order_id, record) VALUES ($1, $2, NULL, $3::jsonb)
             ON CONFLICT (seq) DO UPDATE SET kind = EXCLUDED.kind, order_id = NULL, record = EXCLUDED.record`,
            [entry.seq, kindOf(held), JSON.stringify(held)],
          )
        }
      }),
    loadSetAside: async () =>
      (
        await db.query<{ seq: number; record: unknown; reason: string; at: string }>(
          'SELECT seq, record, reason, at FROM set_aside ORDER BY id',
        )
      ).map((row) => ({ seq: row.seq, record: row.record, reason: row.reason, at: row.at })),
    loadSnapshot: async () =>
      (await db.query<{ snapshot: unknown }>('SELECT snapshot FROM fold_snapshot WHERE id = 1'))[0]?.snapshot,
    saveSnapshot: async (snapshot) => {
      await db.query(
        'INSERT INTO fold_snapshot (id, snapshot) VALUES (1, $1::jsonb) ON CONFLICT (id) DO UPDATE SET snapshot = EXCLUDED.snapshot',
        [JSON.stringify(snapshot)],
      )
    },
    loadFileMetas: async () =>
      (await db.query<{ meta: StoredFileMeta }>('SELECT meta FROM stored_file ORDER BY id')).map(
        (row) => row.meta,
      ),
    putFile: async (meta, bytes) => {
      if (blobs === undefined) return db.transaction((tx) => insertFile(tx, meta, { bytes }))
      // The blob first, durably; then the row. Answered after both: a crash between them leaves
      // a blob no row names, which the sweep removes (R-UPL-015).
      const blob = await blobs.put(bytes)
      await db.transaction((tx) => insertFile(tx, meta, { blob }))
    },
    getFileBytes: async (id) => {
      const row = (
        await db.query<{ bytes: Uint8Array | null; blob: string | null }>(
          'SELECT bytes, blob FROM stored_file WHERE id = $1',
          [id],
        )
      )[0]
      if (row === undefined) return undefined
      if (row.blob !== null) return blobs?.get(row.blob)
      return row.bytes === null ? undefined : new Uint8Array(row.bytes)
    },
    exclusive: (task) => db.exclusive(task),
    exclusiveGroup,
    connect: (listener) => {
      let closed = false
      // PGlite is one process: no other writer (decision 0372). A real PostgreSQL: heard while
      // the LISTEN connection is up; until it is first made, and while it is lost, every call
      // reads the log first, as before.
      let hearing: 'always' | 'connecting' | 'live' | 'lost' = db.kind === 'pglite' ? 'always' : 'connecting'
      const stop = db.listen(
        CHANNEL,
        (payload) => {
          const message = JSON.parse(payload) as { origin: string; change: LogChange }
          if (!closed && message.origin !== origin) listener(message.change)
        },
        // Announcements sent while the connection was lost are gone: read everything again (the
        // meta, the files, the whole log), as after another process's reset.
        () => {
          hearing = 'live'
          if (!closed) listener({ kind: 'replaced' })
        },
        () => (hearing = 'lost'),
      )
      void stop.then(() => {
        if (hearing === 'connecting') hearing = 'live'
      })
      return {
        hearsEveryChange: () => hearing === 'always' || hearing === 'live',
        announce: (change) => {
          // An append waits for its group's commit; files and the clock are stored already.
          if (group === undefined || change.kind !== 'appended') announceNow(change)
          else group.announced = change
        },
        close: () => {
          closed = true
          void stop.then((unlisten) => unlisten())
        },
      }
    },
  }
}
