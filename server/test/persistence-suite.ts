// The event log's promises in PostgreSQL (decision 0271), written once and run on both drivers:
// PGlite in-process (specs/server/persistence-sql.test.ts) and a real PostgreSQL server
// (specs/server/persistence-postgres.test.ts, decision 0294). Add-only, one writer per log position, and
// a writer that lost the race re-reads the log and decides again.
import { expect, it } from 'vitest'
import { CreateOpenOrder } from '../../src/api/contracts/order'
import { createMockBackend } from '../../src/mocks/handlers'
import { LogConflictError, type Persistence } from '../../src/backend/persistence'
import { fixedClock, orderBody } from '../../src/test/order-contract'
import { ask, placedIds, signIn } from '../../src/test/tabs'
import { migrate, MIGRATIONS } from '../migrations'
import { sqlPersistence } from '../persistence-sql'
import { sqlSessionStore } from '../session-store-sql'
import type { SqlDatabase } from '../sql'

/**
 * Registers the suite's tests in the caller's `describe`, whose title names the rules (and the
 * driver) they cover, so that `npm run rules` reads it; `db` is migrated.
 */
export function persistenceSuite(db: () => SqlDatabase) {
  it('migrations run once: a second start runs none', async () => {
    expect(await migrate(db())).toEqual([])
    const versions = await db().query<{ version: number }>(
      'SELECT version FROM schema_migration ORDER BY version',
    )
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version))
  })

  it('an append at a taken position fails whole (LogConflictError) and writes none of its records', async () => {
    const persistence = sqlPersistence(db())
    await persistence.seed({
      meta: { version: 2, baseDate: '2025-03-15', offsetDays: 0 },
      records: [],
      files: [],
    })
    await persistence.appendLog([{ seq: 1, kind: 'test' } as never])
    await expect(
      persistence.appendLog([{ seq: 2, kind: 'test' } as never, { seq: 1, kind: 'other' } as never]),
    ).rejects.toBeInstanceOf(LogConflictError)
    expect(await persistence.loadLog()).toEqual([{ seq: 1, kind: 'test' }])
  })

  it('failed sign-ins counted by many writers at once are each counted once (the row locked)', async () => {
    const sessions = sqlSessionStore(db())
    const account = `race-${Math.random().toString(36).slice(2)}@demo.vn`
    await Promise.all(
      Array.from({ length: 20 }, () =>
        sessions.addFailure(account, (failures) => ({ count: (failures?.count ?? 0) + 1, lockedUntil: 0 })),
      ),
    )
    expect(await sessions.getFailures(account)).toEqual({ count: 20, lockedUntil: 0 })
  })

  it('two backends racing without a shared turn (two processes) store every acknowledged order once, at dense positions', async () => {
    const shared = sqlPersistence(db())
    const sessions = sqlSessionStore(db())
    // The second writer skips the write turn, as a process would whose lock is elsewhere: only the
    // primary key on the position keeps them apart, and the loser must catch up and decide again.
    const unturned: Persistence = { ...sqlPersistence(db()), exclusive: (task) => task() }
    const first = createMockBackend({ persistence: shared, sessions, realNow: fixedClock })
    await first.ready()
    const second = createMockBackend({ persistence: unturned, sessions, realNow: fixedClock })
    await second.ready()
    const [tokenA, tokenB] = [await signIn(first), await signIn(second)]
    const body = (note: string) => orderBody(first.state.orders.catalog, { note })
    const answers = await Promise.all(
      [0, 1, 2, 3].flatMap((i) => [
        ask(first, CreateOpenOrder, body(`A${i}`), tokenA),
        ask(second, CreateOpenOrder, body(`B${i}`), tokenB),
      ]),
    )
    const ids = placedIds(answers)
    expect(new Set(ids).size).toBe(8)
    const stored = (await shared.loadLog()) as {
      seq: number
      kind: string
      orderId?: number
      document?: { Note: string }
    }[]
    expect(stored.map((r) => r.seq)).toEqual(stored.map((_, i) => i + 1))
    const notes = stored.flatMap((r) =>
      r.document && ids.includes(r.orderId ?? -1) ? [r.document.Note] : [],
    )
    expect(notes.sort()).toEqual(['A0', 'A1', 'A2', 'A3', 'B0', 'B1', 'B2', 'B3'])
    first.close()
    second.close()
  })
}
