// Uploads nobody attached are removed after a day (R-UPL-017, decision 0354): a file is uploaded
// first and named by a voucher save, a support request, an inventory or a question afterwards; one
// the user never sent on is a row (and a blob) nobody will read. Blobs no row names, left by a crash
// between the blob and its row (R-UPL-015), go too.
import type { BlobStore } from './blob-store'
import type { SqlDatabase } from './sql'

/** How old an unattached upload (or a blob no row names) is when it is swept. */
export const UNATTACHED_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** How often the server sweeps. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000

const FILE_ID = /\/api\/__files\/([0-9a-f]{32})/g

export interface SweepResult {
  /** The ids of the upload rows removed. */
  readonly files: readonly string[]
  /** How many blobs were removed. */
  readonly blobs: number
}

/**
 * Removes the uploads older than `maxAgeMs` (real time) that no record of the log names, then the
 * blobs no row names. It holds the writers' turn, so no command appends while it reads the log.
 * The seed's files (no account) are never swept.
 */
export function sweepUploads(
  db: SqlDatabase,
  blobs: BlobStore | undefined,
  now: Date,
  maxAgeMs = UNATTACHED_MAX_AGE_MS,
): Promise<SweepResult> {
  const before = new Date(now.getTime() - maxAgeMs)
  return db.exclusive(async () => {
    // Every file a record names: an order's vouchers, support files and delivery notes, a
    // question's attachments, an inventory, wherever in the record they are.
    const named = new Set<string>()
    const rows = await db.query<{ text: string }>(
      "SELECT record::text AS text FROM event_log WHERE record::text LIKE '%/api/%files/%'",
    )
    for (const row of rows) for (const match of row.text.matchAll(FILE_ID)) named.add(match[1]!)
    const removed = await db.query<{ id: string }>(
      `DELETE FROM stored_file
        WHERE account IS NOT NULL AND stored_at < $1 AND NOT (id = ANY($2::text[]))
        RETURNING id`,
      [before.toISOString(), [...named]],
    )
    const kept = new Set(
      (await db.query<{ blob: string }>('SELECT DISTINCT blob FROM stored_file WHERE blob IS NOT NULL')).map(
        (row) => row.blob,
      ),
    )
    const blobCount = blobs === undefined ? 0 : await blobs.sweep(kept, before)
    return { files: removed.map((row) => row.id), blobs: blobCount }
  })
}
