// The server load figure of `npm run bench -- --server` (issue: server mode, item 7; decision
// 0297): the server as `npm run serve` builds it, on loopback, once over PGlite and once over a
// real PostgreSQL (a throw-away cluster of Debian's package); N connections, each a signed-in demo
// customer's session, place an order and list their pending orders in turn for a bounded time,
// driven by autocannon. Throughput, latency percentiles and errors (HTTP status other than 200, or
// an envelope whose code is not 0) are measured, never asserted (decision 0011).
import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_PASSWORD, demoAccounts } from '../src/backend/accounts'
import { catalogSeed } from '../src/backend/seed/catalog'
import { startPostgresCluster } from '../server/test/postgres'
import { buildServer, liveOrderBody, serverToday, startServerProcess } from '../server/test/server-process'

/** The bench's ports (the project's range 7300-7399, apart from the tests' 7301-7303 and 7340-7345). */
const PG_PORT = 7310
const SERVER_PORT = 7350

export interface ServerBenchOptions {
  readonly connections: number
  readonly seconds: number
}

export interface ServerBenchRow {
  readonly database: 'PGlite' | 'PostgreSQL'
  readonly requests: number
  readonly perSecond: number
  readonly ordersPlaced: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly max: number
  readonly errors: number
}

interface Session {
  readonly token: string
  readonly body: string
}

/** One session per connection, round-robin over the demo customers, each ordering for its first company. */
async function signIn(origin: string, count: number): Promise<Session[]> {
  const today = serverToday()
  const catalog = catalogSeed(today)
  const customers = demoAccounts().filter((a) => a.userInfo.CustomerList.length > 0)
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const account = customers[i % customers.length]!
      const response = await fetch(`${origin}/api/Login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: account.account, password: DEMO_PASSWORD }),
      })
      const answer = (await response.json()) as { code: number; message: string; data: { token: string } }
      if (answer.code !== 0) throw new Error(`sign-in of ${account.account} failed: ${answer.message}`)
      const customerCode = account.userInfo.CustomerList[0]!.CustomerCode
      const company = catalog.companies.find((c) => c.customer.CustomerCode === customerCode)!
      const body = {
        ...liveOrderBody(`load ${i}`, today),
        customerCode,
        shippingAddressId: company.addresses[0]!.Id,
      }
      return { token: answer.data.token, body: JSON.stringify(body) }
    }),
  )
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function load(origin: string, options: ServerBenchOptions): Promise<Omit<ServerBenchRow, 'database'>> {
  const sessions = await signIn(origin, options.connections)
  let next = 0
  let errors = 0
  let ordersPlaced = 0
  const withSession = (request: autocannon.Request, context: Record<string, unknown>) => {
    const session = (context.session ??= sessions[next++ % sessions.length]!) as Session
    return {
      ...request,
      headers: { ...request.headers, Token: session.token, 'Content-Type': 'application/json' },
      ...(request.method === 'POST' ? { body: session.body } : {}),
    }
  }
  const counted =
    (placing: boolean) =>
    (status: number, body: string): void => {
      const code = status === 200 ? (JSON.parse(body) as { code?: unknown }).code : undefined
      if (code !== 0) errors += 1
      else if (placing) ordersPlaced += 1
    }
  const latencies: number[] = []
  const instance = autocannon({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/Order/CreateOpenOrder',
        setupRequest: withSession,
        onResponse: counted(true),
      },
      {
        method: 'GET',
        path: '/api/Order/GetPendingOrderList?pageIndex=1&pageSize=20',
        setupRequest: withSession,
        onResponse: counted(false),
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, ms: number) => latencies.push(ms))
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / options.seconds,
    ordersPlaced,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    // autocannon's own failures (connection errors, timeouts) beside the answers that were refusals.
    errors: errors + result.errors + result.timeouts,
  }
}

/** A freshly started server (over `database`) under the load, stopped afterwards. */
async function measured(
  main: string,
  database: ServerBenchRow['database'],
  where: { databaseUrl?: string; dataDir?: string },
  options: ServerBenchOptions,
  log: (line: string) => void,
): Promise<ServerBenchRow> {
  const server = await startServerProcess({ main, port: SERVER_PORT, ...where })
  try {
    await server.waitFor('[server] data in', 180_000)
    log(`${database}: ${options.connections} connections for ${options.seconds} s...`)
    return { database, ...(await load(server.origin, options)) }
  } finally {
    await server.stop()
  }
}

export async function runServerBench(
  options: ServerBenchOptions,
  log: (line: string) => void,
): Promise<ServerBenchRow[]> {
  const main = buildServer('bench')
  const rows: ServerBenchRow[] = []
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'))
  try {
    rows.push(await measured(main, 'PGlite', { dataDir }, options, log))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const cluster = startPostgresCluster(PG_PORT)
  try {
    rows.push(await measured(main, 'PostgreSQL', { databaseUrl: cluster.url }, options, log))
  } finally {
    cluster.remove()
  }
  return rows
}
