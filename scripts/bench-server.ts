// The server load figure of `npm run bench -- --server` (issue: server mode, item 7; decision
// 0297): the server as `npm run serve` builds it, on loopback, once over PGlite and once over a
// real PostgreSQL (a throw-away cluster of Debian's package); N connections, each a signed-in demo
// customer's session, place an order and list their pending orders in turn for a bounded time,
// driven by autocannon. Throughput, latency percentiles and errors (HTTP status other than 200, or
// an envelope whose code is not 0) are measured, never asserted (decision 0011).
import autocannon from 'autocannon'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_PASSWORD, demoAccounts } from '../src/backend/accounts'
import { tinyPdf } from '../src/backend/file-content'
import { catalogSeed } from '../src/backend/seed/catalog'
import { startPostgresCluster } from '../server/test/postgres'
import { buildServer, liveOrderBody, serverToday, startServerProcess } from '../server/test/server-process'
import { endpointFigures, type BenchSession, type EndpointFigure } from './bench-endpoints'

/**
 * The bench's ports (the project's range 7300-7399, apart from the tests' 7301-7303 and 7340-7345);
 * BENCH_PG_PORT and BENCH_SERVER_PORT move them, so two people's benches on one machine do not meet.
 */
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 7310)
const SERVER_PORT = Number(process.env.BENCH_SERVER_PORT ?? 7350)

export interface ServerBenchOptions {
  readonly connections: number
  readonly seconds: number
  /** Issue 41 (decision 0371): each endpoint alone at this many connections, for `endpointSeconds`. */
  readonly endpointConnections: number
  readonly endpointSeconds: number
  /** A folder for the server's CPU profiles (`node --cpu-prof`), one per database; none: no profile. */
  readonly cpuProfDir?: string | undefined
  /** The server's PORTAL_WORKERS on PostgreSQL (decision 0373); PGlite is always one process. */
  readonly workers?: number | undefined
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
  /** Issue 38 item 7: list calls alone, then while three 10 MB uploads run (decision 0354). */
  readonly uploads: UploadFigures
  /** Issue 41: the static floor, each named endpoint alone and its ratio to the floor (decision 0371). */
  readonly endpoints: readonly EndpointFigure[]
}

export interface UploadFigures {
  /** p95 of one client's list calls, one after the other, with nothing else running. */
  readonly listP95Idle: number
  /** The same while three 10 MB uploads run at once (three rounds). */
  readonly listP95Uploads: number
  /** The slowest list call during the uploads. */
  readonly listMaxUploads: number
  /** List calls answered during the uploads. */
  readonly lists: number
  /** The slowest of the nine uploads, from its first byte sent to its answer. */
  readonly uploadMax: number
  /** The uploads not stored, as `<HTTP status> <envelope code>`. */
  readonly uploadsRefused: readonly string[]
}

type Session = BenchSession

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
      return { token: answer.data.token, body: JSON.stringify(body), account: account.account }
    }),
  )
}

const LIST_PATH = '/api/Order/GetPendingOrderList?pageIndex=1&pageSize=20'
const TEN_MB = 10 * 1024 * 1024

/** List calls one after the other until `stop()` says so; each call's time in ms. */
async function listCalls(origin: string, token: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = []
  while (!stop()) {
    const started = performance.now()
    const response = await fetch(`${origin}${LIST_PATH}`, { headers: { Token: token } })
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  return times
}

/**
 * One session lists its pending orders in a loop, alone for 3 s, then while another uploads three
 * 10 MB PDFs at once, three times (90 MB: under the day's quota, R-UPL-016).
 */
async function uploadsWhileListing(origin: string, sessions: readonly Session[]): Promise<UploadFigures> {
  const uploader = sessions[0]!
  const lister = sessions[1] ?? uploader
  // A real PDF padded to the limit: the upload is judged by its bytes (R-UPL-011).
  const pdf = new Uint8Array(TEN_MB)
  pdf.set(tinyPdf('Bench', ['10 MB']))
  const idleUntil = Date.now() + 3_000
  const idle = (await listCalls(origin, lister.token, () => Date.now() > idleUntil)).sort((a, b) => a - b)
  const busy: number[] = []
  const uploads: number[] = []
  const refused: string[] = []
  for (let round = 0; round < 3; round += 1) {
    let done = false
    const sent = Promise.all(
      [0, 1, 2].map(async (i) => {
        const form = new FormData()
        form.append('file', new File([pdf], `bench-${round}-${i}.pdf`, { type: 'application/pdf' }))
        const started = performance.now()
        try {
          const response = await fetch(`${origin}/api/Common/UploadPdfOrImage`, {
            method: 'POST',
            headers: { Token: uploader.token },
            body: form,
          })
          const answer = (await response.json()) as { code: number; message: string }
          // Counted, not thrown: a server that stalls refuses an upload whose body waited too long (408).
          if (answer.code !== 0) refused.push(`${response.status} ${answer.code}`)
        } catch {
          // The server closed the connection before the body was sent (after its 408).
          refused.push('connection closed')
        }
        uploads.push(performance.now() - started)
      }),
    ).finally(() => (done = true))
    busy.push(...(await listCalls(origin, lister.token, () => done)))
    await sent
  }
  busy.sort((a, b) => a - b)
  return {
    listP95Idle: percentile(idle, 95),
    listP95Uploads: percentile(busy, 95),
    listMaxUploads: busy.at(-1) ?? 0,
    lists: busy.length,
    uploadMax: Math.max(...uploads),
    uploadsRefused: refused,
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function load(
  origin: string,
  options: ServerBenchOptions,
): Promise<Omit<ServerBenchRow, 'database' | 'uploads' | 'endpoints'> & { sessions: Session[] }> {
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
    sessions,
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
  const server = await startServerProcess({
    main,
    port: SERVER_PORT,
    ...where,
    staticDir: staticFloorDir(),
    nodeArgs:
      options.cpuProfDir === undefined
        ? []
        : ['--cpu-prof', '--cpu-prof-dir', options.cpuProfDir, '--cpu-prof-name', `${database}.cpuprofile`],
    env: { PORTAL_WORKERS: String(database === 'PGlite' ? 1 : (options.workers ?? 1)) },
  })
  try {
    await server.waitFor('[server] data in', 180_000)
    log(`${database}: ${options.connections} connections for ${options.seconds} s...`)
    const { sessions, ...figures } = await load(server.origin, options)
    log(
      `${database}: each endpoint alone, ${options.endpointConnections} connections for ${options.endpointSeconds} s...`,
    )
    const alone = { connections: options.endpointConnections, seconds: options.endpointSeconds }
    const endpoints = await endpointFigures(server.origin, sessions, alone, log)
    log(`${database}: list calls while three 10 MB uploads run...`)
    const uploads = await uploadsWhileListing(server.origin, sessions)
    const signIn = await endpointFigures(server.origin, sessions, alone, log, endpoints[0])
    return { database, ...figures, uploads, endpoints: [...endpoints, ...signIn] }
  } finally {
    await server.stop()
  }
}

/**
 * The page the floor serves: the built app of `npm run serve` (dist-serve) when it is there, else
 * the app's source index.html alone (the same bytes to within its script tags), in a folder of its own.
 */
function staticFloorDir(): string {
  if (existsSync(join('dist-serve', 'index.html'))) return 'dist-serve'
  const dir = join('dist-server-test', 'bench-page')
  mkdirSync(dir, { recursive: true })
  copyFileSync('index.html', join(dir, 'index.html'))
  return dir
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
