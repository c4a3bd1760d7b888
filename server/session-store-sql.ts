// Sessions, changed passwords and failed sign-ins (src/backend/session-store.ts) in PostgreSQL, for
// server mode: every server process reads the same sessions, so a logout or a password change
// ends a session everywhere, and a restart keeps them (decision 0271).
import type {
  LoginFailures,
  SessionRecord,
  SessionStore,
  StoredCredential,
} from '../src/backend/session-store'
import type { SqlDatabase } from './sql'

export function sqlSessionStore(db: SqlDatabase): SessionStore {
  return {
    kind: 'postgres',
    getSession: async (key) =>
      (await db.query<{ record: SessionRecord }>('SELECT record FROM session WHERE key = $1', [key]))[0]
        ?.record,
    putSession: async (key, session) => {
      await db.query(
        `INSERT INTO session (key, account, expires_at, record) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (key) DO UPDATE SET account = EXCLUDED.account, expires_at = EXCLUDED.expires_at, record = EXCLUDED.record`,
        [key, session.account, session.expiresAt, JSON.stringify(session)],
      )
    },
    deleteSession: async (key) => {
      await db.query('DELETE FROM session WHERE key = $1', [key])
    },
    // By the indexes of migration 3 (decision 0356): no sign-in reads the whole table (R-SESS-022).
    deleteAccountSessions: async (account) => {
      await db.query('DELETE FROM session WHERE account = $1', [account])
    },
    capSessions: async (account, keep) => {
      await db.query(
        `DELETE FROM session WHERE account = $1 AND key NOT IN
           (SELECT key FROM session WHERE account = $1 ORDER BY expires_at DESC, key LIMIT $2)`,
        [account, keep],
      )
    },
    sweep: async (now) => {
      await db.query('DELETE FROM session WHERE expires_at < $1', [now])
      await db.query('DELETE FROM login_failure WHERE expires_at < $1', [now])
    },
    deleteSessions: async (pick) => {
      const rows = await db.query<{ key: string; record: SessionRecord }>('SELECT key, record FROM session')
      const picked = rows.filter((row) => pick(row.record)).map((row) => row.key)
      if (picked.length > 0) await db.query('DELETE FROM session WHERE key = ANY($1::text[])', [picked])
    },
    getCredential: async (account) =>
      (
        await db.query<{ credential: StoredCredential }>(
          'SELECT credential FROM credential WHERE account = $1',
          [account],
        )
      )[0]?.credential,
    putCredential: async (account, credential) => {
      await db.query(
        'INSERT INTO credential (account, credential) VALUES ($1, $2::jsonb) ON CONFLICT (account) DO UPDATE SET credential = EXCLUDED.credential',
        [account, JSON.stringify(credential)],
      )
    },
    getFailures: async (account) =>
      (
        await db.query<{ failures: LoginFailures }>('SELECT failures FROM login_failure WHERE account = $1', [
          account,
        ])
      )[0]?.failures ?? undefined,
    // Counted in one transaction with the row locked, so two processes never count one failure alike.
    addFailure: (account, next) =>
      db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO login_failure (account, failures) VALUES ($1, 'null'::jsonb) ON CONFLICT (account) DO NOTHING`,
          [account],
        )
        const row = (
          await tx.query<{ failures: LoginFailures | null }>(
            'SELECT failures FROM login_failure WHERE account = $1 FOR UPDATE',
            [account],
          )
        )[0]
        const failures = next(row?.failures ?? undefined)
        // A row from before its end was kept (expires_at 0) is swept at the next sweep.
        await tx.query('UPDATE login_failure SET failures = $2::jsonb, expires_at = $3 WHERE account = $1', [
          account,
          JSON.stringify(failures),
          failures.expiresAt ?? 0,
        ])
      }),
    clearFailures: async (account) => {
      await db.query('DELETE FROM login_failure WHERE account = $1', [account])
    },
  }
}
