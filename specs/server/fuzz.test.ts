// @vitest-environment node
// An HTTP fuzz of server mode (decision 0275): requests generated from each endpoint's request
// Schema (effect Arbitrary) and broken variants of them, sent over the network to a running
// server. Every answer is the envelope (or a file), never a 5xx and never a stack trace; a
// request the server refuses appends nothing to the log.
import { Arbitrary, FastCheck as fc, Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { toQuery } from '../../src/api/client'
import { allEndpoints } from '../../src/api/contracts'
import { fillPath } from '../../src/api/contracts/path'
import type { Endpoint } from '../../src/api/endpoint'
import { httpLogin, startServer, type RunningServer } from '../../server/test/http'

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 })

let server: RunningServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = await httpLogin(server.origin)
})
afterAll(() => server.stop())

/**
 * Not fuzzed: a reset would only reseed, and a logout would end the fuzz's own session (both are
 * covered by their contract tests).
 */
const SKIPPED = new Set(['Sim.Reset', 'Authorization.Logout'])
const fuzzed = allEndpoints.filter((e) => !SKIPPED.has(e.name) && e.kind !== 'multipart')

interface Sent {
  readonly endpoint: Endpoint
  readonly url: string
  readonly body?: string
}

function sendable(endpoint: Endpoint, encoded: unknown, extraQuery = ''): Sent | undefined {
  let filled: { path: string; rest: Record<string, unknown> }
  try {
    filled = fillPath(endpoint.path, encoded)
  } catch {
    return undefined
  }
  const url = `${server.origin}/${filled.path}`
  const queried = endpoint.method === 'GET' || endpoint.method === 'DELETE'
  if (queried) {
    const query = toQuery(filled.rest)
    return {
      endpoint,
      url: url + (query || (extraQuery ? '?' : '')) + (query && extraQuery ? '&' : '') + extraQuery,
    }
  }
  return { endpoint, url: url + (extraQuery ? `?${extraQuery}` : ''), body: JSON.stringify(filled.rest) }
}

const STACK = /\n\s+at |Error:|node_modules|\.ts:\d+/

/** Sends one request and checks the answer's shape; answers the envelope's code (or 'file'). */
async function send({ endpoint, url, body }: Sent): Promise<number | 'file'> {
  const backend = await server.backend()
  const before = backend.state.orders.store.log.length
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      Token: token,
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body }),
  })
  const label = `${endpoint.method} ${url} ${body ?? ''}`.slice(0, 300)
  expect(response.status, label).toBeLessThan(500)
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('application/json')) {
    expect(endpoint.kind, label).toBe('file')
    await response.arrayBuffer()
    return 'file'
  }
  const text = await response.text()
  expect(text, label).not.toMatch(STACK)
  const answer = JSON.parse(text) as { code: unknown; message: unknown }
  expect(typeof answer.code, label).toBe('number')
  expect(typeof answer.message, label).toBe('string')
  if (answer.code !== 0) {
    await backend.respond(new Request(`${server.origin}/api/__nothing__`)) // folds in any append
    expect(backend.state.orders.store.log.length, `${label} was refused yet appended`).toBe(before)
  }
  return answer.code as number
}

const generated = (endpoint: Endpoint, runs: number) => {
  const encode = Schema.encodeSync(endpoint.request)
  return fc
    .sample(Arbitrary.make(endpoint.request), { numRuns: runs, seed: 17 })
    .map((input) => encode(input))
}

describe('R-SRV-007 HTTP fuzz', () => {
  it('generated requests of every endpoint are answered with the envelope or a file, never a 5xx or a stack', async () => {
    for (const endpoint of fuzzed)
      for (const encoded of generated(endpoint, 3)) {
        const sent = sendable(endpoint, encoded)
        if (sent !== undefined) await send(sent)
      }
  })

  it('broken variants (wrong types, junk fields, not JSON) are refused with the envelope and append nothing', async () => {
    const junk = fc.sample(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })), {
      numRuns: 2,
      seed: 17,
    })
    for (const endpoint of fuzzed) {
      for (const body of junk) {
        const sent = sendable(endpoint, { ...body, orderId: 'x', id: 'x' })
        if (sent !== undefined) await send(sent)
      }
      if (endpoint.method === 'POST' && endpoint.kind === 'json') {
        const sent = sendable(endpoint, {})
        if (sent !== undefined) expect(await send({ ...sent, body: '{"not json' })).not.toBe(0)
      }
    }
  })

  it('an unknown query parameter is refused', async () => {
    for (const endpoint of fuzzed.filter((e) => e.method === 'GET')) {
      const [encoded] = generated(endpoint, 1)
      const sent = sendable(endpoint, encoded, 'noSuchParameter=1')
      if (sent !== undefined) expect(await send(sent), sent.url).not.toBe(0)
    }
  })
})
