// The HTTP face of server mode (decision 0270): `/api/*` goes to the backend's own MSW handlers
// through `getResponse` (the backend's `respond`), so no endpoint is written twice; everything
// else is the built real-API single-page app, with index.html for the app's routes.
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { say } from '../src/mocks/messages'
import { isStorageUnavailable } from '../src/mocks/persistence'
import type { ServerBackend } from './backend'

/** The largest request body: the 10 MB upload limit (design §5) and the multipart framing around it. */
export const MAX_BODY_BYTES = 11 * 1024 * 1024
/** The envelope's code for a body over the limit. */
export const BODY_TOO_LARGE_CODE = 4130
/** The envelope's code for a failure of the server itself (the backend's code for a refused write). */
export const SERVER_FAILED_CODE = 5000

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

/**
 * The request with its whole body read first, at most MAX_BODY_BYTES (decision 0273): a handler
 * never starts on half a body, so a slow client or a connection dropped mid-upload changes
 * nothing, and a body over the limit is refused before it is all received.
 */
async function buffered(request: Request): Promise<Request | 'tooLarge'> {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > MAX_BODY_BYTES) return 'tooLarge'
  const init = { method: request.method, headers: request.headers, signal: request.signal }
  if (request.body === null || request.method === 'GET' || request.method === 'HEAD')
    return new Request(request.url, init)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return 'tooLarge'
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return new Request(request.url, { ...init, body })
}

export interface AppOptions {
  /** The built real-API app (index.html and assets); none: the API only. */
  readonly staticDir?: string | undefined
  /** The generated OpenAPI document, served at /api/openapi.json. */
  readonly openApi?: () => unknown
}

export function createApp(backend: () => Promise<ServerBackend>, options: AppOptions = {}) {
  const app = new Hono()

  app.onError((error, c) => {
    if (error instanceof DatabaseUnavailable || isStorageUnavailable(error)) {
      console.error('[server] the database cannot be reached:', error.message)
      return envelope(SERVER_FAILED_CODE, say(c.req.raw, 'server.unavailable'), 503)
    }
    // Never a stack trace on the wire: the log keeps it, the caller gets the envelope.
    console.error('[server] request failed:', error)
    return envelope(SERVER_FAILED_CODE, say(c.req.raw, 'server.failed'), 500)
  })

  const openApi = options.openApi
  if (openApi !== undefined) app.get('/api/openapi.json', (c) => c.json(openApi() as object))

  app.all('/api/*', async (c) => {
    const request = await buffered(c.req.raw)
    if (request === 'tooLarge')
      return envelope(BODY_TOO_LARGE_CODE, say(c.req.raw, 'server.bodyTooLarge'), 413)
    const answer = await (await backend()).respond(request)
    return answer ?? envelope(SERVER_FAILED_CODE, say(c.req.raw, 'server.failed'), 500)
  })

  const root = options.staticDir
  if (root !== undefined && existsSync(join(root, 'index.html'))) {
    app.use('/*', serveStatic({ root }))
    // The app's own routes (/login, /myorder/...) are index.html; the router takes it from there.
    app.get('/*', serveStatic({ root, path: 'index.html' }))
  }
  return app
}
