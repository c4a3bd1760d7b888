// Issue 41's figures (decision 0371): each endpoint the issue names alone under the same load,
// and its throughput as a ratio to the same server's static floor (`GET /login`, the built page
// served from disk). The floor is what this server, this machine and this load driver can do at
// all; a ratio says what the endpoint's own work costs beside it, so runs on a busy machine stay
// comparable. Measured, never asserted (decision 0011).
import autocannon from 'autocannon'
import { DEMO_PASSWORD } from '../src/backend/accounts'

export interface EndpointFigure {
  readonly name: string
  readonly requests: number
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly errors: number
  /** perSecond over the floor's. */
  readonly ratio: number
}

/** A signed-in connection's session: its token, its order's body, its account. */
export interface BenchSession {
  readonly token: string
  readonly body: string
  readonly account: string
}

interface Endpoint {
  readonly name: string
  readonly method: 'GET' | 'POST'
  readonly path: string
  /** The POST body of a connection's session. */
  readonly body?: (session: BenchSession) => string
  /** Sent without the session's token (the page; sign-in). */
  readonly anonymous?: boolean
}

const FLOOR: Endpoint = { name: 'static floor (GET /login)', method: 'GET', path: '/login', anonymous: true }
const page = 'pageIndex=1&pageSize=20'

/** The issue's endpoints, in the bench's order: sign-in last, since its new sessions cap the others' (R-SESS-021). */
const ENDPOINTS: readonly Endpoint[] = [
  { name: 'pending list', method: 'GET', path: `/api/Order/GetPendingOrderList?${page}` },
  { name: 'confirmed list', method: 'GET', path: `/api/Order/GetPagedMallOrderList?${page}` },
  { name: 'drafts list', method: 'GET', path: `/api/Order/GetDraftOrderList?${page}` },
  {
    name: 'notifications list',
    method: 'GET',
    path: '/api/Notification/GetUserNotificationList?NotificationTypeId=1',
  },
  { name: 'placed order', method: 'POST', path: '/api/Order/CreateOpenOrder', body: (s) => s.body },
]
const SIGN_IN: Endpoint = {
  name: 'sign-in',
  method: 'POST',
  path: '/api/Login',
  anonymous: true,
  body: (s) => JSON.stringify({ account: s.account, password: DEMO_PASSWORD }),
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** One endpoint alone: `connections` connections, each a session of `sessions`, for `seconds`. */
async function measure(
  origin: string,
  endpoint: Endpoint,
  sessions: readonly BenchSession[],
  connections: number,
  seconds: number,
): Promise<Omit<EndpointFigure, 'ratio'>> {
  let next = 0
  let errors = 0
  const latencies: number[] = []
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        setupRequest: (request, context) => {
          const session = (context.session ??= sessions[next++ % sessions.length]!) as BenchSession
          return {
            ...request,
            headers: {
              ...request.headers,
              ...(endpoint.anonymous === true ? {} : { Token: session.token }),
              ...(endpoint.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            ...(endpoint.body === undefined ? {} : { body: endpoint.body(session) }),
          }
        },
        onResponse: (status, body) => {
          if (status !== 200) errors += 1
          else if (endpoint.path.startsWith('/api/') && (JSON.parse(body) as { code?: unknown }).code !== 0)
            errors += 1
        },
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, ms: number) => latencies.push(ms))
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    name: endpoint.name,
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
  }
}

/**
 * The floor and the endpoints but sign-in (`signIn: false`), or sign-in alone against a floor
 * measured before (`signIn: true`), each alone for `seconds` at `connections` connections.
 */
export async function endpointFigures(
  origin: string,
  sessions: readonly BenchSession[],
  options: { readonly connections: number; readonly seconds: number },
  log: (line: string) => void,
  floor?: EndpointFigure,
): Promise<EndpointFigure[]> {
  const run = async (endpoint: Endpoint) => {
    const figure = await measure(origin, endpoint, sessions, options.connections, options.seconds)
    log(`  ${figure.name}: ${figure.perSecond.toFixed(0)}/s, p99 ${figure.p99.toFixed(1)} ms`)
    return figure
  }
  if (floor !== undefined) {
    const signIn = await run(SIGN_IN)
    return [{ ...signIn, ratio: signIn.perSecond / floor.perSecond }]
  }
  const measuredFloor = await run(FLOOR)
  const rows: EndpointFigure[] = [{ ...measuredFloor, ratio: 1 }]
  for (const endpoint of ENDPOINTS) {
    const figure = await run(endpoint)
    rows.push({ ...figure, ratio: figure.perSecond / measuredFloor.perSecond })
  }
  return rows
}
