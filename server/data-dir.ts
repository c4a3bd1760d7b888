// PGlite's folder at start (R-SRV-008, decision 0350): a PORTAL_DATA_DIR whose parent folders do
// not exist yet is made whole, as `mkdir -p` would; when that cannot be done the server says why
// in one line at start, rather than answering every call "database not ready".
import { mkdirSync } from 'node:fs'

/** Makes `dataDir` and its parents; answers the reason in one line when it cannot, else undefined. */
export function prepareDataDir(dataDir: string): string | undefined {
  try {
    mkdirSync(dataDir, { recursive: true })
    return undefined
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    return `[server] PORTAL_DATA_DIR ${dataDir} cannot be made (${code}: ${(error as Error).message}); set PORTAL_DATA_DIR to a folder this user can write`
  }
}
