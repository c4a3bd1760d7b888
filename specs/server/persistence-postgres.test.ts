// @vitest-environment node
// The persistence suite of persistence-sql.test.ts on a real PostgreSQL server (decision 0294):
// a throw-away cluster (scripts/ensure-postgres.mjs finds or installs the binaries), the `pg`
// driver, the same SQL and migrations.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../server/backend'
import { openPostgres, type SqlDatabase } from '../../server/sql'
import { persistenceSuite } from '../../server/test/persistence-suite'
import { idempotencySuite } from '../../server/test/idempotency-suite'
import { uploadStoreSuite } from '../../server/test/upload-store-suite'
import { resetCodeSuite } from '../../server/test/reset-code-suite'
import { signInSuite } from '../../server/test/sign-in-suite'
import { startPostgresCluster, type PostgresCluster } from '../../server/test/postgres'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 })

/** This file's port (the project's test range 7300-7399, one per file: files run in parallel). */
const PORT = 7301

let cluster: PostgresCluster
let db: SqlDatabase
beforeAll(async () => {
  cluster = startPostgresCluster(PORT)
  db = await openDatabase({ databaseUrl: cluster.url })
})
afterAll(async () => {
  await db?.close()
  cluster?.remove()
})

describe('R-PG-001 R-SRV-003 one writer per log position, on a real PostgreSQL', () =>
  persistenceSuite(() => db))

// PostgreSQL itself is stopped between the commit of the order and the write of its answer.
describe('R-API-046 R-API-047 R-API-048 R-API-049 idempotent writes on a real PostgreSQL (decision 0356)', () =>
  idempotencySuite(async () => db, { breakStore: () => cluster.down(), mend: () => cluster.up() }))

describe('R-SESS-018 R-SESS-019 R-SESS-020 R-SESS-021 R-SESS-022 sign-in limits and sessions on a real PostgreSQL (decision 0356)', () =>
  signInSuite(async () => db))

describe('R-UPL-014 R-UPL-015 R-UPL-017 uploads as blobs and their sweep, on a real PostgreSQL', () =>
  uploadStoreSuite(() => db))

// After the suites that sign in with the demo passwords: this one changes them.
describe('R-PWD-011 R-PWD-012 R-PWD-013 R-PWD-014 reset codes on a real PostgreSQL (decision 0348)', () =>
  resetCodeSuite(async () => db))

describe('R-PG-002 listening to the other processes survives a restart of PostgreSQL', () => {
  it('the LISTEN connection comes back by itself, says so, and hears the next NOTIFY', async () => {
    const listening = await openPostgres(cluster.url)
    const heard: string[] = []
    let reconnected!: () => void
    const back = new Promise<void>((resolve) => (reconnected = resolve))
    const stop = await listening.listen('portal_test', (payload) => heard.push(payload), reconnected)
    cluster.down()
    cluster.up()
    await back
    await db.notify('portal_test', 'after the restart')
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['after the restart'])
    await stop()
    await listening.close()
  })
})
