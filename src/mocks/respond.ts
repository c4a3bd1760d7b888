// Building blocks of every mock handler: decode the request with the endpoint's own Schema and
// answer the envelope `{ code, message, data }` (R-API-024).
import { Either, ParseResult, Schema, SchemaAST as AST } from 'effect'
import { http, HttpResponse, type HttpHandler } from 'msw'
import type { Endpoint } from '../api/endpoint'
import { say } from '../backend/messages'
import type { KeptAnswer, ListAnswers } from '../backend/list-answers'
import { isStorageUnavailable, StorageWriteError } from '../backend/persistence'

const encoder = new TextEncoder()

/**
 * A JSON answer with its length counted here: MSW's `HttpResponse.json` counts it by making a
 * Blob, a synchronous call into the browser that cost milliseconds a request under load (0306).
 */
export function jsonAnswer(body: unknown, init: { readonly status?: number } = {}): Response {
  return jsonTextAnswer(encodedJson(body), init)
}

/** A body's JSON text and its length in bytes, as `jsonAnswer` sends it (kept by decision 0388). */
export function encodedJson(body: unknown): KeptAnswer {
  const text = JSON.stringify(body)
  return { text, bytes: encoder.encode(text).byteLength }
}

/**
 * The answer `kept` holds for `key` while `stamp` is the one it was made at; otherwise `make`'s,
 * kept for the next time (decision 0388). No `kept`: `make`'s, every time.
 */
export function keptJsonAnswer(
  kept: ListAnswers | undefined,
  key: () => string,
  stamp: () => string,
  make: () => unknown,
): Response {
  if (kept === undefined) return jsonTextAnswer(encodedJson(make()))
  const [at, when] = [key(), stamp()]
  const found = kept.get(at, when)
  if (found !== undefined) return jsonTextAnswer(found)
  const made = encodedJson(make())
  kept.keep(at, when, made)
  return jsonTextAnswer(made)
}

/** The answer of a JSON text encoded before (`encodedJson`): the same bytes and headers as `jsonAnswer`'s. */
export function jsonTextAnswer(
  { text, bytes }: KeptAnswer,
  init: { readonly status?: number } = {},
): Response {
  return new HttpResponse(text, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes) },
  })
}

export const ok = (data: unknown = null, message = 'success') => jsonAnswer({ code: 0, message, data })

export const failure = (code: number, message: string, data: unknown = null) =>
  jsonAnswer({ code, message, data })

/**
 * Non-zero codes of the mock backend (the real one's are not shown; the auth ones are R-ERR-003's).
 */
export const MOCK_CODES = {
  /** The request did not decode: the message names the field. */
  badRequest: 4000,
  notFound: 4004,
  /** A business rule refused it (ordering rules, vouchers, support reasons...). */
  ruleViolation: 4220,
  /** The order's state does not allow the action: the message names the state. */
  illegalState: 4090,
  /** Upload of a wrong type or over 10 MB. */
  fileRejected: 4150,
  /**
   * The handler failed, the storage refused a write (decision 0153) or the server failed: a
   * generic message, never the exception's text or stack (decision 0141). The one 5000: the mock's
   * handlers and server/app.ts use this; the client treats any unknown code as a server error.
   */
  serverError: 5000,
} as const
export const BAD_REQUEST_CODE = MOCK_CODES.badRequest

/** A refusal in the caller's language, from the `backend` i18n namespace. */
export const refuse = (request: Request, code: number, key: string, params?: Record<string, unknown>) =>
  failure(code, say(request, key, params))

/** Query parameters as a record: a key given more than once becomes an array. */
export function queryRecord(url: URL): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    record[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  return record
}

async function rawInput(endpoint: Endpoint, request: Request): Promise<unknown> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return queryRecord(new URL(request.url))
  if (endpoint.kind === 'multipart') {
    // Only a multipart form: a url-encoded one would parse too, but it cannot carry a file.
    if (!/^multipart\/form-data\s*;/i.test(request.headers.get('Content-Type') ?? ''))
      throw new TypeError('not a multipart form')
    const form = await request.formData()
    return Object.fromEntries(form.entries())
  }
  const text = await request.text()
  return text ? JSON.parse(text) : {}
}

export interface HandlerContext {
  readonly request: Request
  readonly params: Record<string, string | readonly string[] | undefined>
  /** The bearer token of the call, if any. */
  readonly token: string | undefined
}

export function tokenOf(request: Request): string | undefined {
  return (
    request.headers.get('Token') ??
    request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ??
    undefined
  )
}

/** The field path of a decode issue as a caller writes it: `ProductList[0].Quantity`. */
export const fieldPath = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('')

/**
 * The refusal of a request that does not decode, in the caller's language: the first field at
 * fault and why (missing, not allowed, not expected), not effect's English error tree.
 */
export function badRequest(request: Request, error: ParseResult.ParseError) {
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(error)
  const reason =
    issue?._tag === 'Missing' ? 'missing' : issue?._tag === 'Unexpected' ? 'unexpected' : 'invalid'
  const field = issue?.path.length
    ? say(request, 'badRequestField', { name: fieldPath(issue.path) })
    : say(request, 'badRequestWhole')
  return refuse(request, BAD_REQUEST_CODE, 'badRequest', {
    field,
    reason: say(request, `badRequestReason.${reason}`),
  })
}

/** A query parameter an endpoint that takes none was given: refused like any unexpected field. */
const unexpectedParameter = (request: Request, name: string) =>
  refuse(request, BAD_REQUEST_CODE, 'badRequest', {
    field: say(request, 'badRequestField', { name }),
    reason: say(request, 'badRequestReason.unexpected'),
  })

/**
 * An endpoint whose request is the empty struct (NoInput): effect lets any object through an
 * empty struct even with `onExcessProperty: 'error'`, so its queries are checked here.
 */
const takesNothing = (schema: Schema.Schema.AnyNoContext) => {
  const ast = AST.encodedAST(schema.ast)
  return AST.isTypeLiteral(ast) && ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0
}

/**
 * The answer to a handler that threw (R-BOUND-002): HTTP 500 with the envelope, code 5000 and a
 * generic message in the caller's language. The exception stays in the console, for the developer.
 */
export function serverError(request: Request, error: unknown): Response {
  // A server's database that is down changed nothing either: 503, and the client may retry
  // (server mode, decision 0295).
  if (isStorageUnavailable(error)) {
    console.error('[mock] the storage cannot be reached', error)
    return jsonAnswer(
      { code: MOCK_CODES.serverError, message: say(request, 'server.unavailable'), data: null },
      { status: 503 },
    )
  }
  // A write the browser's storage refused changed nothing: the user is told so, in the envelope
  // the client shows (decision 0153).
  if (error instanceof StorageWriteError) {
    console.error('[mock] the storage refused a write', error.cause)
    return failure(MOCK_CODES.serverError, say(request, 'storage.writeFailed'))
  }
  console.error('[mock] a handler failed', request.method, new URL(request.url).pathname, error)
  return jsonAnswer(
    { code: MOCK_CODES.serverError, message: say(request, 'serverError'), data: null },
    { status: 500 },
  )
}

/** `resolve`, with any exception it throws (or rejects with) answered as serverError. */
export async function guarded(request: Request, resolve: () => Response | Promise<Response>) {
  try {
    return await resolve()
  } catch (error) {
    return serverError(request, error)
  }
}

/**
 * Every `/api/*` path no handler took (R-BOUND-003): HTTP 404 with the envelope, code 4004 and
 * the path, not the app's HTML page. It goes last in the handler list.
 */
export const unknownApiPath = http.all('*/api/*', ({ request }) => unknownPathAnswer(request))

/** The 404 envelope of an `/api/*` path no handler takes (R-BOUND-003). */
export const unknownPathAnswer = (request: Request) =>
  jsonAnswer(
    {
      code: MOCK_CODES.notFound,
      message: say(request, 'unknownApiPath', { path: new URL(request.url).pathname }),
      data: null,
    },
    { status: 404 },
  )

/**
 * Whether every escape of the path decodes: MSW's path matching decodes it and throws on a broken
 * one (`/api/%ZZ`), which no handler could take anyway (decision 0284).
 */
export function decodablePath(request: Request): boolean {
  try {
    decodeURIComponent(new URL(request.url).pathname)
    return true
  } catch {
    return false
  }
}

/**
 * An MSW handler for `endpoint` whose resolver receives the decoded request. A body that does not
 * decode answers BAD_REQUEST_CODE with the Schema's message, which names the field; a resolver
 * that throws answers serverError.
 */
export function handle<Req>(
  endpoint: Endpoint<Req, any, any, any>,
  resolve: (input: Req, context: HandlerContext) => Response | Promise<Response>,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
  return http[method](`*/${endpoint.path}`, ({ request, params }) =>
    guarded(request, () => decodeAndResolve(endpoint, request, params, resolve)),
  )
}

async function decodeAndResolve<Req>(
  endpoint: Endpoint<Req, any, any, any>,
  request: Request,
  params: HandlerContext['params'],
  resolve: (input: Req, context: HandlerContext) => Response | Promise<Response>,
): Promise<Response> {
  let raw: unknown
  try {
    raw = await rawInput(endpoint, request)
  } catch {
    return refuse(request, BAD_REQUEST_CODE, endpoint.kind === 'multipart' ? 'notMultipart' : 'notJson')
  }
  // Path parameters (`:orderId`) join the query or body fields before decoding; the handler
  // path's leading wildcard (`*/api/...`) is captured as "0", which is no field of the request.
  const named = Object.fromEntries(Object.entries(params).filter(([key]) => !/^\d+$/.test(key)))
  const withParams = raw && typeof raw === 'object' ? { ...(raw as object), ...named } : raw
  // A query is the whole request of a GET: a parameter its Schema does not name is refused, not
  // ignored (decision 0275). Bodies keep effect's default (excess fields dropped).
  const byQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE'
  const extra = byQuery && takesNothing(endpoint.request) ? Object.keys(withParams as object)[0] : undefined
  if (extra !== undefined) return unexpectedParameter(request, extra)
  const decoded = Schema.decodeUnknownEither(endpoint.request, {
    onExcessProperty: byQuery ? 'error' : 'ignore',
  })(withParams)
  if (Either.isLeft(decoded)) return badRequest(request, decoded.left)
  return resolve(decoded.right, { request, params, token: tokenOf(request) })
}
