// Uploaded files outside the database (R-UPL-014, decision 0354): each file's bytes are a blob on
// disk named by their SHA-256, and the database row keeps only that name. A 10 MB upload then
// costs PGlite a row of a few hundred bytes instead of a 10 MB bytea in its single thread, and the
// hashing, writing and reading run in Node's thread pool, off the event loop.
//
// Nothing acknowledged is lost: a blob is written to a temporary file, flushed, renamed to its
// name and its folder flushed BEFORE the row is inserted, and the upload is answered after the
// row. A crash between the two leaves a blob no row names, which `sweep` removes once old enough.
import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

export interface BlobStore {
  /** Stores the bytes durably and answers their name (the SHA-256 in hex). */
  put(bytes: Uint8Array): Promise<string>
  /** The bytes of a blob, or undefined when there is none of that name. */
  get(name: string): Promise<Uint8Array | undefined>
  /** Removes the blobs older than `before` whose names `keep` does not hold; answers how many. */
  sweep(keep: ReadonlySet<string>, before: Date): Promise<number>
}

const NAME = /^[0-9a-f]{64}$/

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  // WebCrypto digests in the thread pool, so a 10 MB hash does not hold the event loop.
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return Buffer.from(digest).toString('hex')
}

/** Flushes a folder's entries (the rename) to disk. */
async function syncFolder(folder: string) {
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Blobs in `folder` (made when missing), one file per content, two-letter subfolders. */
export function diskBlobStore(folder: string): BlobStore {
  const pathOf = (name: string) => join(folder, name.slice(0, 2), name)
  return {
    async put(bytes) {
      const name = await sha256Hex(bytes)
      const target = pathOf(name)
      // The same content stored before: nothing to write (content-addressed).
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      )
        return name
      const sub = join(folder, name.slice(0, 2))
      await mkdir(sub, { recursive: true })
      const temporary = join(sub, `.${name}.${randomUUID()}.part`)
      const handle = await open(temporary, 'wx')
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temporary, target)
      await syncFolder(sub)
      return name
    },
    async get(name) {
      if (!NAME.test(name)) return undefined
      try {
        return new Uint8Array(await readFile(pathOf(name)))
      } catch {
        return undefined
      }
    },
    async sweep(keep, before) {
      let removed = 0
      const subs = await readdir(folder).catch(() => [] as string[])
      for (const sub of subs) {
        const entries = await readdir(join(folder, sub)).catch(() => [] as string[])
        for (const entry of entries) {
          // A blob no row names, or a temporary file left by a crash mid-write.
          const orphan = NAME.test(entry) ? !keep.has(entry) : entry.endsWith('.part')
          if (!orphan) continue
          const path = join(folder, sub, entry)
          const info = await stat(path).catch(() => undefined)
          if (info === undefined || info.mtime >= before) continue
          await rm(path, { force: true })
          removed += 1
        }
      }
      return removed
    },
  }
}
