// @vitest-environment node
// The event log in PostgreSQL, on PGlite (decision 0271); the same suite runs on a real
// PostgreSQL server in persistence-postgres.test.ts.
import { afterAll, beforeAll, describe, vi } from 'vitest'
import { openDatabase } from '../../server/backend'
import type { SqlDatabase } from '../../server/sql'
import { persistenceSuite } from '../../server/test/persistence-suite'
import { uploadStoreSuite } from '../../server/test/upload-store-suite'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 })

let db: SqlDatabase
beforeAll(async () => {
  db = await openDatabase({})
})
afterAll(() => db.close())

describe('R-SRV-003 R-SRV-001 one writer per log position', () => persistenceSuite(() => db))

describe('R-UPL-014 R-UPL-015 R-UPL-017 uploads as blobs and their sweep, on PGlite', () =>
  uploadStoreSuite(() => db))
