// Live updates over Server-Sent Events at `/api/events` (decision 0375, R-LIVE-001..006). A
// stream belongs to one session: opened with the session's token in the `Token` header as every
// API call is (the client reads it with fetch, not EventSource, which cannot set headers), it
// carries only that account's events (src/backend/live-feed.ts), each with the log position it
// reflects as its id, so a reconnect with `Last-Event-ID` gets what it missed. Another process's
// writes reach it through the LISTEN/NOTIFY the backend already follows (decision 0296): the store
// tells its followers of what it caught up as of its own appends. Bounded: a few streams per
// session, a slow reader is dropped, and a stream ends with its session: at once when it is ended
// here or in another process (the session cache hears it, decision 0372), at the next heartbeat
// when it runs out.
import type { StoreChange } from '../src/backend/event-store'
import { countsOf, missedEvents, positionedEventsOf, type PositionedEvent } from '../src/backend/live-feed'
import type { DemoAccount } from '../src/backend/accounts'
import { LAST_EVENT_ID_HEADER, LAST_EVENT_ID_MAX_LENGTH, type LiveEvent } from '../src/api/contracts/live'
import { readToken, sessionKeyOf } from '../src/mocks/handlers/auth'
import { refuse } from '../src/mocks/respond'
import { AUTH_CODES } from '../src/mocks/signed-in'
import type { ServerBackend } from './backend'
import type { EndedSessions } from './session-cache'

/** A comment line this often keeps proxies from closing an idle stream; the session is checked then. */
export const HEARTBEAT_MS = 15_000
/** Streams one session may hold at once: a few tabs (R-LIVE-005). */
export const STREAMS_PER_SESSION = 3
/**
 * Streams one process holds at most (R-LIVE-012): each is an open connection; past it a page
 * polls instead, as when a session holds its 3 (about 2 KB of memory each, far below the
 * connections a process may hold).
 */
export const MAX_STREAMS = 5_000
/** The envelope's code for one stream too many (the API's "too many" code). */
export const TOO_MANY_STREAMS_CODE = 4290
/** How long the browser's reconnect waits, told to an EventSource-like client (`retry:`). */
const RETRY_MS = 3000
/** Chunks a reader may leave unread before its stream is dropped (it resumes with Last-Event-ID). */
const MAX_QUEUED_CHUNKS = 256

export interface LiveOptions {
  /** HEARTBEAT_MS unless a test says otherwise. */
  readonly heartbeatMs?: number
  /** MAX_STREAMS unless a test says otherwise. */
  readonly maxStreams?: number
}

interface Stream {
  readonly sessionKey: string
  readonly token: string
  readonly account: DemoAccount
  /** Writes a chunk; false when the stream is gone (closed, or dropped as too slow). */
  write(text: string): boolean
  close(): void
}

const frame = ({ id, event }: PositionedEvent) =>
  `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`

/** Whether a stream's session is among what ended. */
const endedWith = (stream: Stream, ended: EndedSessions) =>
  'all' in ended ||
  ('key' in ended ? stream.sessionKey === ended.key : stream.account.account === ended.account)

const tokenOf = (request: Request) =>
  request.headers.get('Token') ?? /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1]

/** A `Last-Event-ID` as a log position: undefined when absent, NaN when it is no position. */
function lastEventIdOf(request: Request): number | undefined {
  const raw = request.headers.get(LAST_EVENT_ID_HEADER)
  if (raw === null || raw === '') return undefined
  return raw.length <= LAST_EVENT_ID_MAX_LENGTH && /^\d+$/.test(raw) ? Number(raw) : Number.NaN
}

export function liveEvents(backend: () => Promise<ServerBackend>, options: LiveOptions = {}) {
  const streams = new Set<Stream>()
  const encoder = new TextEncoder()
  let unfollow: (() => void) | undefined
  let unhear: (() => void) | undefined
  let heartbeat: ReturnType<typeof setInterval> | undefined

  function end(stream: Stream, position: number) {
    stream.write(frame({ id: position, event: { kind: 'ended' } }))
    stream.close()
  }

  /** Ends the streams whose session is no longer valid (R-LIVE-006). */
  async function checkSessions(picked: readonly Stream[]) {
    if (picked.length === 0) return
    const opened = await backend()
    const position = opened.state.orders.store.log.length
    for (const stream of picked) {
      const reading = await readToken(opened.state.auth, stream.token)
      if (reading.kind !== 'valid') end(stream, position)
    }
  }

  function startHeartbeat() {
    heartbeat ??= setInterval(() => {
      for (const stream of [...streams]) stream.write(': heartbeat\n\n')
      checkSessions([...streams]).catch((error: unknown) =>
        console.warn('[server] live updates: the session check failed', error),
      )
    }, options.heartbeatMs ?? HEARTBEAT_MS)
    heartbeat.unref?.()
  }

  /**
   * Hands what the store applied (this process's appends and the others', caught up) to each
   * stream, and ends a stream once its session is ended anywhere (sign-out, a password change,
   * the session cap), checked against the table (R-LIVE-006).
   */
  function follow(opened: ServerBackend) {
    unhear ??= opened.onSessionsEnded((ended) => {
      checkSessions([...streams].filter((stream) => endedWith(stream, ended))).catch((error: unknown) =>
        console.warn('[server] live updates: the session check failed', error),
      )
    })
    const { store, catalog } = opened.state.orders
    unfollow ??= store.follow((change: StoreChange) => {
      for (const stream of [...streams]) {
        const events: PositionedEvent[] =
          change.kind === 'replaced'
            ? [{ id: store.log.length, event: { kind: 'resync' } }]
            : positionedEventsOf(store, catalog, stream.account, change.records)
        for (const event of events) if (!stream.write(frame(event))) break
      }
    })
  }

  /** `GET /api/events`: the session's stream, or the envelope that refuses it. */
  async function open(request: Request): Promise<Response> {
    const opened = await backend()
    const token = tokenOf(request)
    if (!token) return refuse(request, AUTH_CODES.noAuthInfo, 'noAuthInfo')
    const reading = await readToken(opened.state.auth, token)
    if (reading.kind === 'expired') return refuse(request, AUTH_CODES.expired, 'tokenExpired')
    if (reading.kind !== 'valid') return refuse(request, AUTH_CODES.invalidToken, 'invalidToken')
    const sessionKey = await sessionKeyOf(token)
    if (streams.size >= (options.maxStreams ?? MAX_STREAMS)) {
      const refused = refuse(request, TOO_MANY_STREAMS_CODE, 'server.streamsFull')
      const headers = new Headers(refused.headers)
      headers.set('Retry-After', '60')
      return new Response(refused.body, { status: 503, headers })
    }
    if ([...streams].filter((s) => s.sessionKey === sessionKey).length >= STREAMS_PER_SESSION) {
      const refused = refuse(request, TOO_MANY_STREAMS_CODE, 'server.tooManyStreams', {
        max: STREAMS_PER_SESSION,
      })
      return new Response(refused.body, { status: 429, headers: refused.headers })
    }
    const { orders } = opened.state
    await orders.catchUp()
    follow(opened)
    startHeartbeat()
    const account = reading.account
    const after = lastEventIdOf(request)
    // Read and registered in one go (no await between): no record falls between the two.
    const missed = after === undefined ? [] : missedEvents(orders.store, orders.catalog, account, after)
    const position = orders.store.log.length
    const first: PositionedEvent[] = [
      ...(missed === 'resync' ? [{ id: position, event: { kind: 'resync' } as LiveEvent }] : missed),
      { id: position, event: countsOf(orders.store, account.account) },
    ]
    let stream: Stream | undefined
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let closed = false
        const close = () => {
          if (closed) return
          closed = true
          streams.delete(stream!)
          try {
            controller.close()
          } catch {
            // Already cancelled by the reader.
          }
        }
        stream = {
          sessionKey,
          token,
          account,
          write(text) {
            if (closed) return false
            if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) {
              close()
              return false
            }
            controller.enqueue(encoder.encode(text))
            return true
          },
          close,
        }
        streams.add(stream)
        stream.write(`retry: ${RETRY_MS}\n\n`)
        for (const event of first) stream.write(frame(event))
      },
      cancel() {
        if (stream !== undefined) streams.delete(stream)
      },
    })
    request.signal.addEventListener('abort', () => stream?.close(), { once: true })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      },
    })
  }

  return {
    open,
    /** How many streams are open (the tests read it). */
    get size() {
      return streams.size
    },
    /** Ends every stream (a server that stops). */
    close() {
      for (const stream of [...streams]) stream.close()
      if (heartbeat !== undefined) clearInterval(heartbeat)
      heartbeat = undefined
      unfollow?.()
      unfollow = undefined
      unhear?.()
      unhear = undefined
    },
  }
}
