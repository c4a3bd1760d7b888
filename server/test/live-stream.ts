// A live updates' stream read as a test reads it (decision 0375): `/api/events` of `origin` with a
// token and a Last-Event-ID, every event decoded with the contract's Schema, the heartbeats
// counted, and a wait for an event that matches.
import { Schema } from 'effect'
import { expect, vi } from 'vitest'
import { LiveEvent } from '../../src/api/contracts/live'
import { createSseParser } from '../../src/api/sse'

export interface Received {
  readonly id: number
  readonly event: LiveEvent
}

const decode = Schema.decodeUnknownSync(LiveEvent)

/** An open stream: what it received so far, and a wait for an event that matches. */
export async function openStream(origin: string, token: string | undefined, lastEventId?: string) {
  const controller = new AbortController()
  const headers: Record<string, string> = { 'Accept-Language': 'en', Accept: 'text/event-stream' }
  if (token !== undefined) headers.Token = token
  if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId
  const response = await fetch(`${origin}/api/events`, { headers, signal: controller.signal })
  const received: Received[] = []
  let heartbeats = 0
  let done = false
  const streamed = response.headers.get('Content-Type')?.startsWith('text/event-stream') ?? false
  if (streamed) {
    const parser = createSseParser((frame) => {
      const event = decode(JSON.parse(frame.data))
      expect(frame.event).toBe(event.kind)
      received.push({ id: Number(frame.id), event })
    })
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    void (async () => {
      try {
        for (;;) {
          const { value, done: ended } = await reader.read()
          if (ended) break
          if (value.includes(': heartbeat')) heartbeats++
          parser.push(value)
        }
      } catch {
        // Aborted by the test.
      }
      done = true
    })()
  }
  return {
    response,
    received,
    get heartbeats() {
      return heartbeats
    },
    get done() {
      return done
    },
    close: () => controller.abort(),
    async waitFor(match: (event: LiveEvent) => boolean, what: string): Promise<Received> {
      await vi.waitFor(
        () =>
          expect(
            received.some((r) => match(r.event)),
            what,
          ).toBe(true),
        {
          timeout: 10_000,
          interval: 20,
        },
      )
      return received.find((r) => match(r.event))!
    },
  }
}
