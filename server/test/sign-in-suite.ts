// Sign-in limits and sessions in server mode (R-SESS-018..022, decision 0356): the lock is keyed by
// the account and the client address, a softer limit counts the account from everywhere, failure
// rows expire, sessions are capped per account and swept by their index. Run on PGlite
// (specs/server/sign-in-limits.test.ts) and on a real PostgreSQL (specs/server/persistence-postgres.test.ts).
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { Schema } from 'effect'
import { Login } from '../../src/api/contracts/auth'
import { CLIENT_ADDRESS_HEADER } from '../../src/backend/client-address'
import { DEMO_PASSWORD } from '../../src/backend/accounts'
import {
  ACCOUNT_FREE_FAILURES,
  LOGIN_FAILURE_MEMORY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_THROTTLED_CODE,
  readToken,
  SESSIONS_PER_ACCOUNT,
  SWEEP_EVERY_MS,
  TOKEN_LIFETIME_MS,
} from '../../src/mocks/handlers/auth'
import { fixedClock } from '../../src/test/order-contract'
import type { SqlDatabase } from '../sql'
import { httpRequestOf, startServer, type RunningServer } from './http'

/** `db`, with every SQL text that names the session table written down while `log` is set. */
function watchedDb(db: SqlDatabase, watch: { log?: string[] | undefined }): SqlDatabase {
  const watched =
    (target: Pick<SqlDatabase, 'query'>) => async (sql: string, params?: readonly unknown[]) => {
      if (watch.log && /\bsession\b/.test(sql)) watch.log.push(sql)
      return target.query(sql, params as unknown[])
    }
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'query') return watched(target)
      if (property === 'transaction')
        return <T>(task: (tx: Pick<SqlDatabase, 'query'>) => Promise<T>) =>
          target.transaction((tx) => task({ query: watched(tx) as SqlDatabase['query'] }))
      return Reflect.get(target, property, receiver) as unknown
    },
  })
}

export function signInSuite(openDb: () => Promise<SqlDatabase>) {
  let now = fixedClock().getTime()
  const watch: { log?: string[] | undefined } = {}
  let db: SqlDatabase
  let server: RunningServer
  beforeAll(async () => {
    db = await openDb()
    server = await startServer({ db: watchedDb(db, watch), backend: { realNow: () => new Date(now) } })
  })
  afterAll(() => server?.stop({ keepDatabase: true }))
  beforeEach(async () => {
    await db.query('DELETE FROM login_failure')
    await db.query('DELETE FROM session')
  })

  /** A sign-in from `address`, as server/app.ts hands it to the backend (the socket's address). */
  async function signIn(account: string, password: string, address: string) {
    const request = httpRequestOf(
      server.origin,
      Login,
      Schema.encodeSync(Login.request)({ account, password }),
      { language: 'en' },
    )
    request.headers.set(CLIENT_ADDRESS_HEADER, address)
    const answer = await (await server.backend()).respond(request)
    return (await answer!.json()) as { code: number; data: { token: string } | null }
  }
  const user = 'customer@demo.vn'

  it('R-SESS-018 five wrong passwords from one address lock that address, not the real user elsewhere', async () => {
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++)
      expect((await signIn(user, 'wrong-password', '198.51.100.1')).code).toBe(4011)
    expect((await signIn(user, DEMO_PASSWORD, '198.51.100.1')).code).toBe(LOGIN_THROTTLED_CODE)
    expect((await signIn(user, DEMO_PASSWORD, '203.0.113.50')).code).toBe(0)
    // The user's sign-in cleared the account-wide count, not the guesser's own wait.
    expect((await signIn(user, DEMO_PASSWORD, '198.51.100.1')).code).toBe(LOGIN_THROTTLED_CODE)
  })

  it('R-SESS-019 a softer account-wide limit: 20 failures from many addresses make every address wait, then it passes', async () => {
    // Four per address: no address meets its own limit.
    const spread = async (count: number, first: number) => {
      for (let i = 0; i < count; i++)
        expect((await signIn(user, 'wrong-password', `198.51.100.${first + (i % 5)}`)).code).toBe(4011)
    }
    await spread(ACCOUNT_FREE_FAILURES - 1, 10)
    const fresh = await signIn(user, DEMO_PASSWORD, '203.0.113.60')
    expect(fresh.code).toBe(0)
    await spread(ACCOUNT_FREE_FAILURES, 30)
    expect((await signIn(user, DEMO_PASSWORD, '203.0.113.61')).code).toBe(LOGIN_THROTTLED_CODE)
    now += 31_000
    expect((await signIn(user, DEMO_PASSWORD, '203.0.113.61')).code).toBe(0)
  })

  it('R-SESS-020 the failure rows of a name nobody has are forgotten and swept after a day', async () => {
    expect((await signIn('nobody-at-all@demo.vn', 'guess', '198.51.100.20')).code).toBe(4011)
    const rows = () =>
      db.query<{ account: string; expires_at: string | number }>(
        "SELECT account, expires_at FROM login_failure WHERE account LIKE '%nobody-at-all%'",
      )
    const kept = await rows()
    expect(kept).toHaveLength(2)
    for (const row of kept) expect(Number(row.expires_at)).toBe(now + LOGIN_FAILURE_MEMORY_MS)
    now += LOGIN_FAILURE_MEMORY_MS + SWEEP_EVERY_MS
    // Any sign-in, of anyone, sweeps (at most once an hour).
    expect((await signIn(user, DEMO_PASSWORD, '203.0.113.70')).code).toBe(0)
    expect(await rows()).toEqual([])
  })

  it('R-SESS-021 at most 20 sessions per account: the 21st sign-in ends the oldest', async () => {
    const tokens: string[] = []
    for (let i = 0; i <= SESSIONS_PER_ACCOUNT; i++) {
      now += 1_000
      tokens.push((await signIn(user, DEMO_PASSWORD, '203.0.113.80')).data!.token)
    }
    const other = (await signIn('credit@demo.vn', DEMO_PASSWORD, '203.0.113.81')).data!.token
    const count = await db.query<{ account: string; n: string | number }>(
      'SELECT account, count(*) AS n FROM session GROUP BY account ORDER BY account',
    )
    expect(count.map((row) => [row.account, Number(row.n)])).toEqual([
      ['credit@demo.vn', 1],
      [user, SESSIONS_PER_ACCOUNT],
    ])
    const auth = (await server.backend()).state.auth
    expect((await readToken(auth, tokens[0])).kind).toBe('invalid')
    for (const token of [...tokens.slice(1), other]) expect((await readToken(auth, token)).kind).toBe('valid')
  })

  it('R-SESS-022 a sign-in reads no session table whole; expired sessions are swept by an index on their end', async () => {
    const indexes = await db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'session'",
    )
    expect(indexes.some((row) => /\(expires_at\)/.test(row.indexdef))).toBe(true)
    const old = (await signIn('credit@demo.vn', DEMO_PASSWORD, '203.0.113.90')).data!.token
    now += TOKEN_LIFETIME_MS + SWEEP_EVERY_MS
    watch.log = []
    try {
      expect((await signIn(user, DEMO_PASSWORD, '203.0.113.91')).code).toBe(0)
      expect(watch.log.length).toBeGreaterThan(0)
      for (const sql of watch.log.filter((text) => !/^\s*INSERT\b/.test(text)))
        expect(sql).toMatch(/\bWHERE\b/)
      // Another account's expired session went with the sweep.
      const left = await db.query<{ account: string }>('SELECT account FROM session')
      expect(left.map((row) => row.account)).toEqual([user])
      expect((await readToken((await server.backend()).state.auth, old)).kind).toBe('invalid')
      // The next sign-in within the hour does not sweep again.
      watch.log = []
      expect((await signIn(user, DEMO_PASSWORD, '203.0.113.91')).code).toBe(0)
      expect(watch.log.filter((sql) => /expires_at </.test(sql))).toEqual([])
    } finally {
      watch.log = undefined
    }
  })
}
