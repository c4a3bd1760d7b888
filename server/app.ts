// The HTTP face of server mode (decision 0270): `/api/*` goes to the backend's own MSW handlers
// through `getResponse` (the backend's `respond`), so no endpoint is written twice; everything
// else is the built real-API single-page app, with index.html for the app's routes.
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { say } from '../src/backend/messages'
import { isStorageUnavailable } from '../src/backend/persistence'
import { BAD_REQUEST_CODE, MOCK_CODES } from '../src/mocks/respond'
import { LOG_POSITION_HEADER } from '../src/api/contracts/live'
import type { ServerBackend } from './backend'
import { clientAddress, withClientAddress } from './client-address'
import { liveEvents, type LiveOptions } from './events'
import { inlineScriptHashes, securityHeaders } from './security-headers'

/** The largest request body: the 10 MB upload limit (R-UPL-009) and the multipart framing around it. */
export const MAX_BODY_BYTES = 11 * 1024 * 1024
/** The envelope's code for a body over the limit. */
export const BODY_TOO_LARGE_CODE = 4130
/** The envelope's code for a body that did not arrive in time (decision 0284). */
export const BODY_TIMEOUT_CODE = 4080
/** The envelope's code for a method the API does not take (decision 0284). */
export const METHOD_NOT_ALLOWED_CODE = 4050
/**
 * The methods an `/api/*` call may use. Others never reach the backend: `Request` refuses TRACE
 * and TRACK outright (a 500 before this guard), and no endpoint takes any other.
 */
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'])

const envelope = (code: number, message: string, status: number) =>
  Response.json({ code, message, data: null }, { status })

/** The database could not be opened: the process stays up, and the next call tries again. */
export class DatabaseUnavailable extends Error {}

/**
 * Opens the backend with the first call, and again with a later call when opening failed
 * (PostgreSQL down at start): the caller sees the envelope and may retry.
 */
export function lazyBackend(open: () => Promise<ServerBackend>): () => Promise<ServerBackend> {
  let pending: Promise<ServerBackend> | undefined
  return () =>
    (pending ??= open().catch((error: unknown) => {
      pending = undefined
      throw new DatabaseUnavailable(error instanceof Error ? error.message : String(error))
    }))
}

/** How long a request's body may take to arrive (decision 0284). */
export interface BodyTimeouts {
  /** The longest wait for the next bytes of a body. */
  readonly bodyIdleMs: number
  /** The longest time for a whole body: an 11 MB upload at about 0.5 Mbit/s. */
  readonly bodyTotalMs: number
}

export const BODY_TIMEOUTS: BodyTimeouts = { bodyIdleMs: 30_000, bodyTotalMs: 180_000 }

/** Why a body was not read whole. */
type Unread = 'tooLarge' | 'tooSlow' | 'cutOff'

/** The next chunk of the body, or 'tooSlow' when it does not come within `ms`. */
async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'tooSlow'>((resolve) => (timer = setTimeout(() => resolve('tooSlow'), ms)))
  try {
    return await Promise.race([reader.read(), late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The request with its whole body read first, at most MAX_BODY_BYTES (decision 0273), within the
 * body timeouts (decision 0284): a handler never starts on half a body, so a slow client or a
 * connection dropped mid-upload changes nothing, and a body over the limit is refused before it
 * is all received.
 */
async function buffered(
  request: Request,
  timeouts: BodyTimeouts,
  clientAddress: string | undefined,
): Promise<Request | Unread> {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > MAX_BODY_BYTES) return 'tooLarge'
  const headers = withClientAddress(request.headers, clientAddress)
  // A GET's body and signal are not read: the Node adapter builds a whole Request of its own for
  // either, and no handler reads the signal (decision 0389).
  const init = { method: request.method, headers }
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null)
    return new Request(request.url, init)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  const deadline = Date.now() + timeouts.bodyTotalMs
  const stop = async (why: Unread) => {
    await reader.cancel().catch(() => undefined)
    return why
  }
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array> | 'tooSlow'
    try {
      read = await nextChunk(reader, Math.min(timeouts.bodyIdleMs, deadline - Date.now()))
    } catch {
      // The client hung up half-way (node:http's "aborted"): nobody waits for an answer.
      return stop('cutOff')
    }
    if (read === 'tooSlow') return stop('tooSlow')
    if (read.done) break
    size += read.value.byteLength
    if (size > MAX_BODY_BYTES) return stop('tooLarge')
    chunks.push(read.value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return new Request(request.url, { ...init, body })
}

/**
 * The answer to a body not read whole. The rest of it is never read, so the connection is closed
 * after the answer. A cut-off body's answer goes to a client that is gone: one line in the log,
 * no stack, since the server did not fail.
 */
function unreadAnswer(request: Request, why: Unread): Response {
  const answer =
    why === 'tooLarge'
      ? envelope(BODY_TOO_LARGE_CODE, say(request, 'server.bodyTooLarge'), 413)
      : why === 'tooSlow'
        ? envelope(BODY_TIMEOUT_CODE, say(request, 'server.bodyTimeout'), 408)
        : envelope(BAD_REQUEST_CODE, say(request, 'server.bodyCutOff'), 400)
  if (why === 'cutOff')
    console.warn(
      `[server] ${request.method} ${new URL(request.url).pathname}: the client hung up before its body was whole`,
    )
  answer.headers.set('Connection', 'close')
  return answer
}

/** A path with a segment that starts with a dot, escaped or not (`/.serve-build`, `/%2eenv`). */
function isDotPath(pathname: string): boolean {
  return pathname.split('/').some((part) => {
    try {
      return decodeURIComponent(part).startsWith('.')
    } catch {
      return part.startsWith('.')
    }
  })
}

export interface AppOptions {
  /** The built real-API app (index.html and assets); none: the API only. */
  readonly staticDir?: string | undefined
  /** The generated OpenAPI document, served at /api/openapi.json. */
  readonly openApi?: () => unknown
  /** How long a request's body may take (decision 0284; BODY_TIMEOUTS by default); tests shorten it. */
  readonly bodyTimeouts?: BodyTimeouts
  /** The address users open (PORTAL_PUBLIC_URL), which the app was built to call. */
  readonly publicUrl?: string | undefined
  /** Reverse proxies whose X-Forwarded-For is believed (PORTAL_TRUSTED_PROXIES; R-SESS-023). */
  readonly trustedProxies?: readonly string[]
  /** The live updates' heartbeat (decision 0375); tests shorten it. */
  readonly live?: LiveOptions
}

/** What node:http hands the app (@hono/node-server's bindings); nothing under `app.request` in tests. */
type Bindings = { incoming?: IncomingMessage }

export function createApp(backend: () => Promise<ServerBackend>, options: AppOptions = {}) {
  const app = new Hono<{ Bindings: Bindings }>()
  const root = options.staticDir
  const index = root === undefined ? undefined : join(root, 'index.html')
  const served = index !== undefined && existsSync(index)

  // First, so it writes onto every answer, the refusals and failures included (decision 0349).
  app.use(
    '*',
    securityHeaders({
      // The built page's own inline scripts, read once at start (the build does not change under us).
      scriptHashes: served ? inlineScriptHashes(readFileSync(index, 'utf8')) : [],
      apiOrigin: options.publicUrl === undefined ? undefined : new URL(options.publicUrl).origin,
    }),
  )

  app.onError((error, c) => {
    if (error instanceof DatabaseUnavailable || isStorageUnavailable(error)) {
      console.error('[server] the database cannot be reached:', error.message)
      return envelope(MOCK_CODES.serverError, say(c.req.raw, 'server.unavailable'), 503)
    }
    // Never a stack trace on the wire: the log keeps it, the caller gets the envelope.
    console.error('[server] request failed:', error)
    return envelope(MOCK_CODES.serverError, say(c.req.raw, 'server.failed'), 500)
  })

  // Live updates (decision 0375): the session's stream of events, before the envelope calls.
  const live = liveEvents(backend, options.live)
  app.get('/api/events', (c) =>
    c.req.method === 'HEAD'
      ? new Response(null, { headers: { 'Content-Type': 'text/event-stream' } })
      : live.open(c.req.raw),
  )

  const openApi = options.openApi
  if (openApi !== undefined) app.get('/api/openapi.json', (c) => c.json(openApi() as object))

  app.all('/api/*', async (c) => {
    if (!API_METHODS.has(c.req.method)) {
      const refused = envelope(
        METHOD_NOT_ALLOWED_CODE,
        say(c.req.raw, 'server.methodNotAllowed', { method: c.req.method }),
        405,
      )
      refused.headers.set('Allow', [...API_METHODS].join(', '))
      return refused
    }
    const address = clientAddress(
      c.env?.incoming?.socket.remoteAddress,
      c.req.raw.headers,
      options.trustedProxies,
    )
    const request = await buffered(c.req.raw, options.bodyTimeouts ?? BODY_TIMEOUTS, address)
    if (typeof request === 'string') return unreadAnswer(c.req.raw, request)
    // HEAD is GET without its body (RFC 9110 §9.3.2; R-HTTP-009): the handlers are GET's.
    const head = request.method === 'HEAD'
    const asked = head ? new Request(request, { method: 'GET' }) : request
    const opened = await backend()
    // Read before the answer is made: its data is at least this new (R-LIVE-011).
    const position = opened.state.orders.store.log.length
    const answer =
      (await opened.respond(asked)) ?? envelope(MOCK_CODES.serverError, say(c.req.raw, 'server.failed'), 500)
    answer.headers.set(LOG_POSITION_HEADER, String(position))
    return head ? new Response(null, answer) : answer
  })

  if (served) {
    // No dotfile is served (`.serve-build`, a stray `.env`): 404 (R-HTTP-010, decision 0350).
    app.use('/*', async (c, next) => (isDotPath(new URL(c.req.url).pathname) ? c.notFound() : next()))
    app.use('/*', serveStatic({ root }))
    // The app's own routes (/login, /myorder/...) are index.html; the router takes it from there.
    app.get('/*', serveStatic({ root, path: 'index.html' }))
  }
  return Object.assign(app, { live })
}
