// The client's end of the live updates (decision 0375): `GET /api/events` read with fetch, so the
// session's token goes in the `Token` header as with every call (EventSource cannot send it), and
// the last id received in `Last-Event-ID`. Each event is decoded with the contract's Schema; one
// that does not decode is dropped. What happens is told through callbacks: the live updates'
// machine (src/machines/live-updates) is fed by them.
import { Either, Schema } from 'effect'
import { LAST_EVENT_ID_HEADER, LIVE_EVENT_MAX_BYTES, LIVE_EVENTS_PATH, LiveEvent } from './contracts/live'
import type { ClientDeps } from './client'
import { createSseParser } from './sse'

export interface LiveListener {
  onOpen(): void
  onEvent(id: string | null, event: LiveEvent): void
  /** The stream dropped or could not be opened (network, server gone): try again later. */
  onDown(): void
  /** The server answered with a refusal's envelope code (the session is over, too many streams). */
  onRefused(code: number): void
}

const decodeEvent = Schema.decodeUnknownEither(Schema.parseJson(LiveEvent))

/** Decodes one event's data; undefined (and a console line) when it is not a live event. */
export function liveEventOf(data: string): LiveEvent | undefined {
  const decoded = decodeEvent(data)
  if (Either.isRight(decoded)) return decoded.right
  console.warn('[live] an event that does not decode was dropped')
  return undefined
}

type StreamDeps = Pick<ClientDeps, 'baseUrl' | 'fetch' | 'getToken' | 'getLanguage'>

/** Opens the stream; answers the function that closes it. */
export function openLiveStream(
  deps: StreamDeps,
  lastEventId: string | null,
  listener: LiveListener,
): () => void {
  const controller = new AbortController()
  const run = async () => {
    const token = deps.getToken()
    if (!token) return listener.onRefused(4010)
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Accept-Language': deps.getLanguage(),
      Token: token,
    }
    if (lastEventId !== null) headers[LAST_EVENT_ID_HEADER] = lastEventId
    const response = await deps.fetch(`${deps.baseUrl}/${LIVE_EVENTS_PATH}`, {
      headers,
      cache: 'no-store',
      signal: controller.signal,
    })
    if (!response.headers.get('Content-Type')?.startsWith('text/event-stream') || response.body === null) {
      const envelope = (await response.json().catch(() => null)) as { code?: unknown } | null
      return typeof envelope?.code === 'number' ? listener.onRefused(envelope.code) : listener.onDown()
    }
    listener.onOpen()
    const parser = createSseParser((frame) => {
      const event = liveEventOf(frame.data)
      if (event !== undefined) listener.onEvent(frame.id ?? null, event)
    }, LIVE_EVENT_MAX_BYTES)
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      parser.push(value)
    }
    listener.onDown()
  }
  run().catch(() => {
    if (!controller.signal.aborted) listener.onDown()
  })
  return () => controller.abort()
}
