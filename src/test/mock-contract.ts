// Contract-test kit for the mock backend's handlers: calls go through `fetch` to the MSW Node server
// (useMockServer) exactly as the client sends them (query strings for GET, JSON bodies for POST,
// Token and Accept-Language headers), and answers are checked against the client's Schemas.
import { Arbitrary, Either, FastCheck as fc, ParseResult, Schema } from 'effect'
import { expect } from 'vitest'
import { toQuery } from '../api/client'
import { Login } from '../api/contracts/auth'
import type { Endpoint } from '../api/endpoint'
import type { Language } from '../i18n'
import { DEMO_PASSWORD } from '../backend/accounts'
import { say } from '../backend/messages'

export const ORIGIN = 'http://portal.test'

export interface Answer {
  readonly code: number
  readonly message: string
  readonly data: unknown
}

export interface CallOptions {
  readonly token?: string | undefined
  readonly language?: Language
  /** More headers (an Idempotency-Key). */
  readonly headers?: Record<string, string>
}

export function requestOf(
  endpoint: Endpoint,
  encoded: unknown,
  { token, language = 'vi', headers: more = {} }: CallOptions = {},
): Request {
  const headers: Record<string, string> = { 'Accept-Language': language, Accept: 'application/json', ...more }
  if (token) {
    headers.Token = token
    headers.Authorization = `Bearer ${token}`
  }
  const url = `${ORIGIN}/${endpoint.path}`
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
    return new Request(url + toQuery(encoded), { method: endpoint.method, headers })
  headers['Content-Type'] = 'application/json;charset=UTF-8'
  return new Request(url, { method: endpoint.method, headers, body: JSON.stringify(encoded ?? {}) })
}

/** Sends an already *encoded* (wire) request, bad ones included, and reads the envelope. */
export async function callEncoded(
  endpoint: Endpoint,
  encoded: unknown,
  options: CallOptions = {},
): Promise<Answer> {
  const response = await fetch(requestOf(endpoint, encoded, options))
  expect(response.status).toBe(200)
  const body = (await response.json()) as Answer
  expect(typeof body.code).toBe('number')
  return body
}

/** Encodes `input` with the endpoint's request Schema (as the client does) and sends it. */
export const call = <Req>(
  endpoint: Endpoint<Req>,
  input: NoInfer<Req>,
  options: CallOptions = {},
): Promise<Answer> => callEncoded(endpoint, Schema.encodeSync(endpoint.request)(input), options)

/** Signs in a demo account through api/Login and answers its token. */
export async function login(account: string): Promise<string> {
  const answer = await call(Login, { account, password: DEMO_PASSWORD })
  expect(answer.code).toBe(0)
  return Schema.decodeUnknownSync(Login.response)(answer.data).token
}

/** The answer's data decoded with the client's response Schema; fails the test unless code 0. */
export function decoded<Res>(endpoint: Endpoint<any, any, Res>, answer: Answer): Res {
  expect(answer.code, answer.message).toBe(0)
  const result = Schema.decodeUnknownEither(endpoint.response)(answer.data)
  if (Either.isLeft(result))
    expect.fail(`${endpoint.name}: ${ParseResult.TreeFormatter.formatErrorSync(result.left)}`)
  return result.right as Res
}

/** `key` of the backend namespace in a language, as the handlers word it. */
export const backendText = (language: Language, key: string, params?: Record<string, unknown>) =>
  say(new Request(ORIGIN, { headers: { 'Accept-Language': language } }), key, params)

/**
 * The same request asked in Vietnamese and English is refused with `code` in both, with a message
 * in each language (from `key` when given), and no data.
 */
export async function expectRefusedInBothLanguages(
  endpoint: Endpoint,
  encoded: unknown,
  code: number,
  token: string | undefined,
  key?: string,
  params?: Record<string, unknown>,
): Promise<void> {
  const vi = await callEncoded(endpoint, encoded, { token, language: 'vi' })
  const en = await callEncoded(endpoint, encoded, { token, language: 'en' })
  expect(vi.code, vi.message).toBe(code)
  expect(en.code, en.message).toBe(code)
  expect(vi.data ?? null).toBeNull()
  expect(vi.message.length).toBeGreaterThan(0)
  expect(en.message.length).toBeGreaterThan(0)
  expect(vi.message).not.toBe(en.message)
  if (key) {
    expect(vi.message).toBe(backendText('vi', key, params))
    expect(en.message).toBe(backendText('en', key, params))
  }
}

/**
 * Sends generated requests (`Arbitrary.make(endpoint.request)`, decision 0020: effect's fast-check),
 * each optionally adjusted by `tweak` (to aim some at the user's own companies or known ids): every
 * answer is either code 0 with data that decodes with the client's Schema, or one of `refusals`
 * with a message. Answers how many succeeded.
 */
export async function expectGeneratedRequestsAnswered<Req>(
  endpoint: Endpoint<Req>,
  options: {
    readonly token: string
    readonly refusals?: readonly number[]
    readonly tweak?: (input: Req, pick: number) => Req
    readonly runs?: number
    readonly seed?: number
  },
): Promise<number> {
  const { token, refusals = [], tweak, runs = 25, seed = 20260201 } = options
  const samples = fc.sample(fc.tuple(Arbitrary.make(endpoint.request), fc.nat({ max: 1000 })), {
    numRuns: runs,
    seed,
  })
  let succeeded = 0
  for (const [sample, pick] of samples) {
    const input = tweak ? tweak(sample, pick) : sample
    const answer = await call(endpoint, input, { token, language: pick % 2 === 0 ? 'vi' : 'en' })
    if (answer.code === 0) {
      decoded(endpoint, answer)
      succeeded += 1
    } else {
      expect(refusals, `${endpoint.name} answered ${answer.code}: ${answer.message}`).toContain(answer.code)
      expect(answer.message.length).toBeGreaterThan(0)
    }
  }
  return succeeded
}
