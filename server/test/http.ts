// Server mode in vitest: the real HTTP server (Hono on node:http, a free port) over PGlite, and
// calls sent over the network exactly as the client encodes them.
import type { ServerType } from '@hono/node-server'
import { Schema } from 'effect'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import { Login } from '../../src/api/contracts/auth'
import type { Endpoint } from '../../src/api/endpoint'
import { DEMO_PASSWORD } from '../../src/backend/accounts'
import { requestOf, type Answer, type CallOptions } from '../../src/test/mock-contract'
import { fixedClock } from '../../src/test/order-contract'
import { createApp, lazyBackend, type AppOptions } from '../app'
import { createServerBackend, openDatabase, type ServerBackend, type ServerBackendOptions } from '../backend'
import { listen } from '../listen'
import type { SqlDatabase } from '../sql'

export interface RunningServer {
  readonly origin: string
  readonly db: SqlDatabase
  readonly backend: () => Promise<ServerBackend>
  /** The live updates' streams open now (decision 0375). */
  liveStreams(): number
  /** Stops the HTTP server, the backend and (unless kept for a restart) the database. */
  stop(options?: { keepDatabase?: boolean }): Promise<void>
}

/** Starts a server over `db` (or a new PGlite in `dataDir`, memory when absent). */
export async function startServer(
  from: { db?: SqlDatabase; dataDir?: string; backend?: ServerBackendOptions } = {},
  options: AppOptions = {},
): Promise<RunningServer> {
  const db = from.db ?? (await openDatabase({ dataDir: from.dataDir }))
  const backend = lazyBackend(() => createServerBackend(db, { realNow: fixedClock, ...from.backend }))
  await backend()
  const app = createApp(backend, options)
  const server: ServerType = await new Promise((resolve) => {
    const started = listen(app, 0, '127.0.0.1', () => resolve(started))
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    db,
    backend,
    liveStreams: () => app.live.size,
    stop: async ({ keepDatabase = false } = {}) => {
      app.live.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      ;(await backend()).close()
      if (!keepDatabase) await db.close()
    },
  }
}

/** The request the client would send, to `origin`. */
export function httpRequestOf(
  origin: string,
  endpoint: Endpoint,
  encoded: unknown,
  options: CallOptions = {},
) {
  const request = requestOf(endpoint, encoded, options)
  const url = new URL(request.url)
  return new Request(`${origin}${url.pathname}${url.search}`, request)
}

/** Encodes `input` as the client does, sends it over HTTP, reads the envelope. */
export async function httpCall<Req>(
  origin: string,
  endpoint: Endpoint<Req>,
  input: NoInfer<Req>,
  options: CallOptions = {},
): Promise<Answer> {
  const response = await fetch(
    httpRequestOf(origin, endpoint, Schema.encodeSync(endpoint.request)(input), options),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

export async function httpLogin(origin: string, account = 'customer@demo.vn'): Promise<string> {
  const answer = await httpCall(origin, Login, { account, password: DEMO_PASSWORD })
  expect(answer.code, answer.message).toBe(0)
  return (answer.data as { token: string }).token
}
