// Uploads outside the database, and their sweep (decision 0354), written once and run on both
// drivers: PGlite (specs/server/persistence-sql.test.ts) and a real PostgreSQL
// (specs/server/persistence-postgres.test.ts).
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import type { StoredFileMeta } from '../../src/backend/persistence'
import { diskBlobStore } from '../blob-store'
import { sqlPersistence } from '../persistence-sql'
import type { SqlDatabase } from '../sql'
import { sweepUploads } from '../upload-sweep'

const DAY = 24 * 60 * 60 * 1000
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})
const blobFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-blobs-'))
  folders.push(folder)
  return folder
}

let counter = 0
const meta = (account: string | null = 'customer@demo.vn'): StoredFileMeta => {
  counter += 1
  return {
    id: createHash('md5').update(`file-${counter}-${Math.random()}`).digest('hex'),
    fileName: `f${counter}.pdf`,
    contentType: 'application/pdf',
    size: 4,
    createTime: '2025-03-15T10:00:00',
    account,
  }
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const blobPath = (folder: string, name: string) => join(folder, name.slice(0, 2), name)
/** Makes a row (or a blob) look stored two days ago. */
const age = async (db: SqlDatabase, id: string) =>
  db.query("UPDATE stored_file SET stored_at = now() - interval '2 days' WHERE id = $1", [id])
const ageBlob = (path: string) => {
  const then = new Date(Date.now() - 2 * DAY)
  utimesSync(path, then, then)
}

async function seeded(db: SqlDatabase, folder: string) {
  const persistence = sqlPersistence(db, { blobs: diskBlobStore(folder) })
  await persistence.seed({
    meta: { version: 3, baseDate: '2025-03-15', offsetDays: 0 },
    records: [],
    files: [],
  })
  return persistence
}

/** Registers the suite's tests in the caller's `describe`, whose title names the rules. */
export function uploadStoreSuite(db: () => SqlDatabase) {
  it('R-UPL-014 an upload is a blob on disk named by its SHA-256; its row names the blob and holds no bytes; a restart reads it', async () => {
    const folder = blobFolder()
    const persistence = await seeded(db(), folder)
    const bytes = new Uint8Array(1024 * 1024).map((_, i) => i % 251)
    const file = meta()
    await persistence.putFile(file, bytes)
    const [row] = await db().query<{ bytes: Uint8Array | null; blob: string | null }>(
      'SELECT bytes, blob FROM stored_file WHERE id = $1',
      [file.id],
    )
    expect(row).toEqual({ bytes: null, blob: sha256(bytes) })
    expect(existsSync(blobPath(folder, sha256(bytes)))).toBe(true)
    // Another process (or a restart) over the same database and folder.
    const again = sqlPersistence(db(), { blobs: diskBlobStore(folder) })
    const read = await again.getFileBytes(file.id)
    // Compared by hash: a deep equality over a million elements is slow.
    expect([read?.byteLength, read && sha256(read)]).toEqual([bytes.byteLength, sha256(bytes)])
    expect((await again.loadFileMetas()).map((m) => m.id)).toContain(file.id)
  })

  it('R-UPL-015 a blob whose row was never written (a crash between them) is swept after a day; a blob a row names stays', async () => {
    const folder = blobFolder()
    const persistence = await seeded(db(), folder)
    const blobs = diskBlobStore(folder)
    const orphan = await blobs.put(new TextEncoder().encode('%PDF-1.4 orphan'))
    const kept = meta()
    const keptBytes = new TextEncoder().encode('%PDF-1.4 kept')
    await persistence.putFile(kept, keptBytes)
    // A day not yet passed: nothing goes.
    expect((await sweepUploads(db(), blobs, new Date())).blobs).toBe(0)
    ageBlob(blobPath(folder, orphan))
    ageBlob(blobPath(folder, sha256(keptBytes)))
    expect((await sweepUploads(db(), blobs, new Date())).blobs).toBe(1)
    expect(existsSync(blobPath(folder, orphan))).toBe(false)
    // The acknowledged upload keeps its bytes (it is young, and its blob is named).
    expect(await persistence.getFileBytes(kept.id)).toEqual(keptBytes)
  })

  it('R-UPL-017 an upload no record names is swept after a day; a named one, a young one and the seed stay', async () => {
    const folder = blobFolder()
    const persistence = await seeded(db(), folder)
    const [unattached, attached, young, seed] = [meta(), meta(), meta(), meta(null)]
    for (const [i, file] of [unattached, attached, young, seed].entries())
      await persistence.putFile(file, new TextEncoder().encode(`%PDF-1.4 ${i}`))
    await persistence.appendLog([
      {
        seq: 1,
        kind: 'question',
        question: { attachments: [{ FileURL: `/api/__files/${attached.id}` }] },
      } as never,
    ])
    for (const file of [unattached, attached, seed]) await age(db(), file.id)
    const swept = await sweepUploads(db(), diskBlobStore(folder), new Date())
    expect(swept.files).toEqual([unattached.id])
    const left = (await persistence.loadFileMetas()).map((m) => m.id)
    expect(left).not.toContain(unattached.id)
    expect(left).toEqual(expect.arrayContaining([attached.id, young.id, seed.id]))
    expect(await persistence.getFileBytes(unattached.id)).toBeUndefined()
  })
}
