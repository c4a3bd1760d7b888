// The server's tables, as numbered migrations run at start (decision 0271): each runs once, in
// order, in its own transaction with its number recorded, so a server that stops half-way starts
// again from the last whole one. Add a migration; never edit one that has shipped.
import type { SqlDatabase } from './sql'

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'event log, files, sessions',
    sql: `
      CREATE TABLE portal_meta (id integer PRIMARY KEY CHECK (id = 1), meta jsonb NOT NULL);
      -- The log: add-only; seq is the position, dense from 1. The primary key is the optimistic
      -- concurrency check: two writers who decided on the same log position cannot both store it.
      CREATE TABLE event_log (
        seq integer PRIMARY KEY CHECK (seq > 0),
        kind text NOT NULL,
        order_id integer,
        record jsonb NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX event_log_order ON event_log (order_id, seq) WHERE order_id IS NOT NULL;
      CREATE TABLE set_aside (
        id bigserial PRIMARY KEY,
        seq integer NOT NULL,
        record jsonb,
        reason text NOT NULL,
        at text NOT NULL
      );
      CREATE TABLE fold_snapshot (id integer PRIMARY KEY CHECK (id = 1), snapshot jsonb NOT NULL);
      CREATE TABLE stored_file (
        id text PRIMARY KEY,
        meta jsonb NOT NULL,
        account text,
        bytes bytea NOT NULL
      );
      CREATE TABLE session (key text PRIMARY KEY, account text NOT NULL, expires_at bigint NOT NULL, record jsonb NOT NULL);
      CREATE INDEX session_account ON session (account);
      CREATE TABLE credential (account text PRIMARY KEY, credential jsonb NOT NULL);
      CREATE TABLE login_failure (account text PRIMARY KEY, failures jsonb NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'reset codes and their limits',
    // Decision 0348: one live code per account name, hashed; every code asked, for the limits.
    sql: `
      CREATE TABLE reset_code (
        account text PRIMARY KEY,
        salt text NOT NULL,
        hash text NOT NULL,
        expires_at bigint NOT NULL,
        tries integer NOT NULL
      );
      CREATE TABLE reset_request (id bigserial PRIMARY KEY, account text NOT NULL, address text NOT NULL, at bigint NOT NULL);
      CREATE INDEX reset_request_account ON reset_request (account, at);
      CREATE INDEX reset_request_address ON reset_request (address, at);
    `,
  },
  {
    version: 3,
    name: 'idempotency keys; sign-in locks by address; sessions by expiry',
    // Decision 0356: a key per session and its first answer, kept 24 h; failure rows expire;
    // sessions found by their end, not by reading them all.
    sql: `
      CREATE TABLE idempotency_key (id text PRIMARY KEY, fingerprint text NOT NULL, at bigint NOT NULL, answer jsonb);
      CREATE INDEX idempotency_key_at ON idempotency_key (at);
      ALTER TABLE login_failure ADD COLUMN expires_at bigint NOT NULL DEFAULT 0;
      CREATE INDEX login_failure_expires ON login_failure (expires_at);
      CREATE INDEX session_expires ON session (expires_at);
      CREATE INDEX session_account_issued ON session (account, expires_at);
    `,
  },
  {
    version: 4,
    name: 'uploads as blobs on disk, their age',
    // Decision 0354: a row keeps its bytes (the seed, a real PostgreSQL) or names its blob on disk
    // (R-UPL-014), never both nor neither; stored_at is when it was stored, in real time, for the
    // sweep of unattached uploads (R-UPL-017).
    sql: `
      ALTER TABLE stored_file ALTER COLUMN bytes DROP NOT NULL;
      ALTER TABLE stored_file ADD COLUMN blob text;
      ALTER TABLE stored_file ADD COLUMN stored_at timestamptz NOT NULL DEFAULT now();
      ALTER TABLE stored_file ADD CONSTRAINT stored_file_bytes_or_blob CHECK ((bytes IS NULL) <> (blob IS NULL));
      CREATE INDEX stored_file_blob ON stored_file (blob) WHERE blob IS NOT NULL;
    `,
  },
]

/** Runs the migrations not yet recorded; answers the versions it ran. */
export async function migrate(
  db: SqlDatabase,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.exclusive(async () => {
    await db.query(
      'CREATE TABLE IF NOT EXISTS schema_migration (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const done = new Set(
      (await db.query<{ version: number }>('SELECT version FROM schema_migration')).map((row) => row.version),
    )
    const ran: number[] = []
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue
      await db.transaction(async (tx) => {
        for (const statement of statements(migration.sql)) await tx.query(statement)
        await tx.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ])
      })
      ran.push(migration.version)
    }
    return ran
  })
}

/** The statements of a migration (comments dropped, then one per `;`: the migrations hold no `;` inside a statement). */
const statements = (sql: string) =>
  sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
