// The keys of idempotent writes in PostgreSQL (R-API-046..049, decision 0356): every server
// process sees the same keys, and a restart keeps them for their 24 hours.
import type { IdempotencyStore, StoredAnswer } from '../src/backend/idempotency'
import type { SqlDatabase } from './sql'

export function sqlIdempotencyStore(db: SqlDatabase): IdempotencyStore {
  return {
    get: async (id) => {
      const row = (
        await db.query<{ fingerprint: string; at: string | number; answer: StoredAnswer | null }>(
          'SELECT fingerprint, at, answer FROM idempotency_key WHERE id = $1',
          [id],
        )
      )[0]
      return row && { fingerprint: row.fingerprint, at: Number(row.at), answer: row.answer ?? undefined }
    },
    // The primary key decides between two processes that claim one key at once.
    reserve: async (id, fingerprint, at) =>
      (
        await db.query<{ id: string }>(
          'INSERT INTO idempotency_key (id, fingerprint, at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
          [id, fingerprint, at],
        )
      ).length === 1,
    finish: async (id, answer) => {
      await db.query('UPDATE idempotency_key SET answer = $2::jsonb WHERE id = $1', [
        id,
        JSON.stringify(answer),
      ])
    },
    release: async (id) => {
      await db.query('DELETE FROM idempotency_key WHERE id = $1', [id])
    },
    sweep: async (before) => {
      await db.query('DELETE FROM idempotency_key WHERE at < $1', [before])
    },
  }
}
