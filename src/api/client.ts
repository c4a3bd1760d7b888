// The request layer (R-API-002..006, R-ERR-001..025): every call goes through `call`,
// `callEnvelope` or `download`. It adds base URL, language and token headers, applies the timeout,
// decodes the envelope and the endpoint's Schema, and turns every failure into a toast plus a typed
// ApiError rejection.
import { Either, ParseResult, Schema } from 'effect'
import dayjs from 'dayjs'
import { currentLanguage } from '../i18n'
import { apiBaseUrl } from '../lib/env'
import { notify as defaultNotify, type ToastMessage } from '../lib/notify'
import { storage } from '../lib/storage'
import { publishAuthFailure } from './auth-failure'
import type { Endpoint } from './endpoint'
import { Envelope, envelopeMessage } from './endpoint'
import { fillPath } from './contracts/path'
import {
  REQUEST_TIMEOUT_MS,
  TOAST_LIFE_MS,
  classifyCode,
  httpStatusKey,
  serverMessageOrDefault,
} from './error-catalogue'
import { ApiError } from './errors'
import { IDEMPOTENCY_HEADER } from './contracts/idempotency'
import { fileRequestOf } from './own-api'
import { requestGate } from './request-gate'
import { saveFileInBrowser } from '../lib/save-file'
import { logPositions } from './log-position'

export interface ClientDeps {
  readonly baseUrl: string
  readonly fetch: typeof fetch
  readonly timeoutMs: number
  readonly getToken: () => string | undefined
  readonly getLanguage: () => string
  readonly isOnline: () => boolean
  readonly notify: (toast: ToastMessage) => void
  /** Failures of the request layer itself (network, decoding): `console.error` in the browser. */
  readonly log: (message: string) => void
  /** A server's expected refusal (a non-zero code): not an error of the app (`console.info`). */
  readonly logRefusal: (message: string) => void
  readonly now: () => Date
  readonly saveFile: (blob: Blob, fileName: string) => void
  /**
   * Sends a request reporting how much of its body went out (uploads, decision 0201: one progress
   * bar per file); XMLHttpRequest in the browser, because fetch reports no upload progress.
   */
  readonly sendWithProgress?: SendWithProgress
}

/** Upload progress: bytes sent of the body's total. */
/** What a write may carry besides its body. */
export interface WriteOptions {
  /** The user action's key (R-API-050, decision 0356): the same for every retry of the action. */
  readonly idempotencyKey?: string
}

export type OnProgress = (loaded: number, total: number) => void
export type SendWithProgress = (
  url: string,
  init: RequestInit,
  onProgress: OnProgress,
  signal: AbortSignal,
) => Promise<Response>

/** XMLHttpRequest as a fetch with upload progress; a network failure rejects like fetch. */
export const xhrSendWithProgress: SendWithProgress = (url, init, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(init.method ?? 'POST', url)
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0)
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
        }),
      )
    xhr.onerror = () => reject(new TypeError('network error'))
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'))
    signal.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null)
  })

/** The decoded envelope of a successful or passed-through (5006) call. */
export interface Answer<Res> {
  readonly code: number
  readonly message: string | undefined
  /** Decoded data; absent when the code was passed through (5006). */
  readonly data: Res | undefined
}

export { onAuthFailure } from './auth-failure'

export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''))
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header)
  const name = (plain?.[2] ?? plain?.[1])?.trim()
  return name ? name : undefined
}

export function fallbackFileName(now: Date, extension: string): string {
  return `${dayjs(now).format('YYYYMMDDHHmmss')}.${extension}`
}

/** Query string of an encoded request: arrays as repeated keys, absent values left out. */
export function toQuery(encoded: unknown): string {
  const params = new URLSearchParams()
  if (encoded && typeof encoded === 'object') {
    for (const [key, value] of Object.entries(encoded)) {
      if (value === undefined || value === null) continue
      if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
      else params.append(key, String(value))
    }
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The session token a request was sent with (`headers()` puts it in `Token`). */
const sentToken = (init: RequestInit): string | undefined =>
  (init.headers as Record<string, string> | undefined)?.Token

export function createClient(deps: ClientDeps) {
  /** Tokens whose end this client has announced (decision 0314). */
  const endedHere = new Set<string>()
  /** This client announced a session's end and has sent no call with a session since. */
  let endAnnounced = false
  /**
   * Whether an auth failure was already said for this call's session (R-ERR-026: one event, one
   * message; decision 0314): its session ended here before (another call of the page failed
   * first, its answer came later), or was replaced by a new sign-in, or the call went out with no
   * session at all after this tab said its session had ended (a call started as the page
   * closed) or before a new sign-in. A session another tab ended is still ended here, with its
   * message.
   */
  const endAlreadySaid = (init: RequestInit): boolean => {
    const sent = sentToken(init)
    const now = deps.getToken()
    // Without a session: quiet after this tab said its end, or once a new sign-in has a session
    // an old call must not end.
    if (sent === undefined) return endAnnounced || now !== undefined
    return endedHere.has(sent) || (now !== undefined && now !== sent)
  }
  /** One toast and one log line per failure; `detail` (why a body did not decode) goes to the log only. */
  const fail = (
    tag: ApiError['_tag'],
    endpoint: string,
    toast: ToastMessage | undefined,
    extra = {},
    detail?: string,
    options: { readonly quiet?: boolean } = {},
  ) => {
    if (toast && !options.quiet) deps.notify(toast)
    const error = new ApiError(tag, toast?.text ?? toast?.key ?? tag, { endpoint, ...extra })
    const line = `[api] ${endpoint}: ${tag} ${error.message}${detail === undefined ? '' : `: ${detail}`}`
    if (tag === 'ServerError' || tag === 'AuthFailure') deps.logRefusal(line)
    else deps.log(line)
    return error
  }

  function headers(kind: Endpoint['kind'], options: WriteOptions = {}): Record<string, string> {
    const result: Record<string, string> = {
      'Accept-Language': deps.getLanguage(),
      Accept: 'application/json',
    }
    // One key per user action, made by the caller and sent again with its retries (R-API-050).
    if (options.idempotencyKey !== undefined) result[IDEMPOTENCY_HEADER] = options.idempotencyKey
    if (kind !== 'multipart') result['Content-Type'] = 'application/json;charset=UTF-8'
    const token = deps.getToken()
    if (token) {
      result.Authorization = `Bearer ${token}`
      result.Token = token
      if (!endedHere.has(token)) endAnnounced = false
    }
    return result
  }

  function buildRequest<Req>(
    endpoint: Endpoint<Req, any, any, any>,
    input: Req,
    options: WriteOptions = {},
  ): { url: string; init: RequestInit } {
    const encoded = Schema.encodeUnknownEither(endpoint.request)(input)
    if (Either.isLeft(encoded)) {
      const detail = ParseResult.TreeFormatter.formatErrorSync(encoded.left)
      throw fail('RequestInvalid', endpoint.name, {
        severity: 'error',
        key: 'errors:requestInvalid',
        params: { detail },
        life: TOAST_LIFE_MS.decode,
      })
    }
    // `:name` segments of the path are filled from the request; the rest is sent as usual.
    const { path, rest: value } = fillPath(endpoint.path, encoded.right)
    const base = `${deps.baseUrl}/${path.replace(/^\//, '')}`
    const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE'
    let body: BodyInit | undefined
    if (!bodyless) {
      if (endpoint.kind === 'multipart') {
        const form = new FormData()
        for (const [key, item] of Object.entries(value)) {
          if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : key)
          else if (item !== undefined && item !== null) form.append(key, String(item))
        }
        body = form
      } else body = JSON.stringify(value)
    }
    return {
      url: bodyless ? base + toQuery(value) : base,
      init: {
        method: endpoint.method,
        headers: headers(endpoint.kind, options),
        ...(body === undefined ? {} : { body }),
      },
    }
  }

  /** Sends the request; network-level failures (offline, timeout, no answer) become ApiErrors. */
  async function send(name: string, url: string, init: RequestInit): Promise<Response> {
    if (!deps.isOnline()) {
      throw fail('Offline', name, { severity: 'error', key: 'errors:offline', life: TOAST_LIFE_MS.offline })
    }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs)
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal })
    } catch {
      if (controller.signal.aborted) {
        throw fail('Timeout', name, { severity: 'error', key: 'errors:timeout', life: TOAST_LIFE_MS.timeout })
      }
      if (!deps.isOnline()) {
        throw fail('Offline', name, { severity: 'error', key: 'errors:offline', life: TOAST_LIFE_MS.offline })
      }
      throw fail('NetworkError', name, { severity: 'error', key: 'errors:network', life: TOAST_LIFE_MS.http })
    } finally {
      clearTimeout(timer)
    }
  }

  function httpFailure(name: string, status: number): ApiError {
    return fail(
      'HttpError',
      name,
      { severity: 'error', key: httpStatusKey(status), life: TOAST_LIFE_MS.http },
      { status },
    )
  }

  /** Reads and checks the envelope, acting on the catalogue's verdict for its code. */
  async function readEnvelope(
    name: string,
    response: Response,
    init: RequestInit,
    callerShowsRefusal = false,
  ): Promise<Envelope> {
    let json: unknown
    try {
      json = await response.json()
    } catch {
      throw fail('DecodeError', name, {
        severity: 'error',
        key: 'errors:notJson',
        params: { endpoint: name },
        life: TOAST_LIFE_MS.decode,
      })
    }
    const envelope = Schema.decodeUnknownEither(Envelope)(json)
    if (Either.isLeft(envelope)) {
      throw fail(
        'DecodeError',
        name,
        { severity: 'error', key: 'errors:decode', params: { endpoint: name }, life: TOAST_LIFE_MS.decode },
        {},
        `envelope ${ParseResult.TreeFormatter.formatErrorSync(envelope.left)}`,
      )
    }
    const { code } = envelope.right
    const message = envelopeMessage(envelope.right)
    switch (classifyCode(code).kind) {
      case 'success':
      case 'passThrough':
        return envelope.right
      case 'authFailure': {
        const said = endAlreadySaid(init)
        const sent = sentToken(init)
        // A refusal its caller shows (the login's wrong password) ends no session.
        if (sent !== undefined && !callerShowsRefusal) endedHere.add(sent)
        const error = fail(
          'AuthFailure',
          name,
          { severity: 'error', ...serverMessageOrDefault(message), life: TOAST_LIFE_MS.authFailure },
          { code, serverMessage: message },
          undefined,
          { quiet: callerShowsRefusal || said },
        )
        if (!callerShowsRefusal && !said) {
          endAnnounced = true
          publishAuthFailure(message)
        }
        throw error
      }
      case 'serverError':
        throw fail(
          'ServerError',
          name,
          { severity: 'error', ...serverMessageOrDefault(message), life: TOAST_LIFE_MS.serverError },
          { code, serverMessage: message },
          undefined,
          { quiet: callerShowsRefusal },
        )
    }
  }

  function decodeData<Res>(endpoint: Endpoint<any, any, Res, any>, data: unknown): Res {
    const decoded = Schema.decodeUnknownEither(endpoint.response)(data)
    if (Either.isRight(decoded)) return decoded.right
    throw fail(
      'DecodeError',
      endpoint.name,
      {
        severity: 'error',
        key: 'errors:decode',
        params: { endpoint: endpoint.name },
        life: TOAST_LIFE_MS.decode,
      },
      {},
      `response ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}`,
    )
  }

  /** The whole answer, for the few callers that handle the passed-through code 5006 themselves. */
  async function callEnvelope<Req, Res>(
    endpoint: Endpoint<Req, any, Res, any>,
    input: Req,
    options: WriteOptions = {},
  ): Promise<Answer<Res>> {
    const { url, init } = buildRequest(endpoint, input, options)
    const response = await send(endpoint.name, url, init)
    if (!response.ok) throw httpFailure(endpoint.name, response.status)
    const envelope = await readEnvelope(endpoint.name, response, init, endpoint.callerShowsRefusal)
    const message = envelopeMessage(envelope)
    if (classifyCode(envelope.code).kind === 'passThrough')
      return { code: envelope.code, message, data: undefined }
    return { code: envelope.code, message, data: decodeData(endpoint, envelope.data) }
  }

  /** The decoded `data` of a call. A passed-through 5006 rejects as ServerError without a toast. */
  async function call<Req, Res>(
    endpoint: Endpoint<Req, any, Res, any>,
    input: Req,
    options: WriteOptions = {},
  ): Promise<Res> {
    const answer = await callEnvelope(endpoint, input, options)
    if (answer.data === undefined && classifyCode(answer.code).kind === 'passThrough') {
      throw new ApiError('ServerError', answer.message ?? 'Error', {
        endpoint: endpoint.name,
        code: answer.code,
        ...(answer.message === undefined ? {} : { serverMessage: answer.message }),
      })
    }
    return answer.data as Res
  }

  /**
   * Downloads a file answer (exports). The name comes from content-disposition, else a timestamp
   * plus the fallback extension; then the 'Download Successful' toast. Returns the file name.
   */
  async function download<Req>(
    endpoint: Endpoint<Req, any, any, any>,
    input: Req,
    fallbackExtension: 'xlsx' | 'zip' | 'pdf',
  ): Promise<string> {
    const { url, init } = buildRequest(endpoint, input)
    const response = await send(endpoint.name, url, { ...init, headers: { ...init.headers, Accept: '*/*' } })
    if (!response.ok) throw httpFailure(endpoint.name, response.status)
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      // A JSON answer to a download is an envelope: an error, or a success with no file.
      await readEnvelope(endpoint.name, response, init)
      throw fail('DecodeError', endpoint.name, {
        severity: 'error',
        key: 'errors:decode',
        params: { endpoint: endpoint.name },
        life: TOAST_LIFE_MS.decode,
      })
    }
    const blob = await response.blob()
    const fileName =
      fileNameFromDisposition(response.headers.get('content-disposition')) ??
      fallbackFileName(deps.now(), fallbackExtension)
    deps.saveFile(blob, fileName)
    deps.notify({
      severity: 'success',
      key: 'common:messages.DownloadSuccessful',
      life: TOAST_LIFE_MS.success,
    })
    return fileName
  }

  /**
   * A multipart call that reports its upload progress (decision 0201); `signal` aborts it (a
   * voucher removed while uploading). Failures are the same ApiErrors, with their toast.
   */
  async function upload<Req, Res>(
    endpoint: Endpoint<Req, any, Res, any>,
    input: Req,
    onProgress: OnProgress,
    signal: AbortSignal,
    options: WriteOptions = {},
  ): Promise<Res> {
    const { url, init } = buildRequest(endpoint, input, options)
    if (!deps.isOnline()) {
      throw fail('Offline', endpoint.name, {
        severity: 'error',
        key: 'errors:offline',
        life: TOAST_LIFE_MS.offline,
      })
    }
    const sender = deps.sendWithProgress ?? xhrSendWithProgress
    let response: Response
    try {
      response = await sender(url, init, onProgress, signal)
    } catch (error) {
      if (signal.aborted) throw error
      throw fail('NetworkError', endpoint.name, {
        severity: 'error',
        key: 'errors:network',
        life: TOAST_LIFE_MS.http,
      })
    }
    if (!response.ok) throw httpFailure(endpoint.name, response.status)
    const envelope = await readEnvelope(endpoint.name, response, init)
    return decodeData(endpoint, envelope.data)
  }

  /**
   * A file the backend serves (a voucher's URL), fetched with the session's token as a Blob, so
   * the page can show it through an object URL: the mock serves files only to its own pages, and
   * a real API wants the token too. A JSON answer is the envelope of a refusal.
   */
  async function fetchFile(fileUrl: string): Promise<Blob> {
    const name = 'File'
    // A path is the API's; the token goes to the portal's own API only, never to another host a
    // stored URL names (R-HTTP-012).
    const request = fileRequestOf(
      /^https?:/.test(fileUrl) ? fileUrl : `/${fileUrl.replace(/^\//, '')}`,
      deps.baseUrl,
    )
    const url = request.url
    const sent: Record<string, string> = { ...headers('file'), Accept: '*/*' }
    if (!request.own) {
      delete sent.Authorization
      delete sent.Token
    }
    const init: RequestInit = request.own
      ? { method: 'GET', headers: sent }
      : { method: 'GET', headers: sent, credentials: 'omit' }
    const response = await send(name, url, init)
    if (!response.ok) throw httpFailure(name, response.status)
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      await readEnvelope(name, response, init)
      throw fail('DecodeError', name, {
        severity: 'error',
        key: 'errors:decode',
        params: { endpoint: name },
        life: TOAST_LIFE_MS.decode,
      })
    }
    return response.blob()
  }

  return { call, callEnvelope, download, upload, fetchFile }
}

export type ApiClient = ReturnType<typeof createClient>

export const defaultClientDeps: ClientDeps = {
  baseUrl: apiBaseUrl,
  // Every request waits for the gate (the demo's mock worker, decision 0250).
  fetch: (...args) =>
    requestGate()
      .then(() => globalThis.fetch(...args))
      .then((response) => {
        logPositions.note(response)
        return response
      }),
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: () => storage.getCookie('token'),
  getLanguage: () => currentLanguage(),
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  notify: defaultNotify,
  log: (message) => console.error(message),
  logRefusal: (message) => console.info(message),
  now: () => new Date(),
  saveFile: saveFileInBrowser,
}

export const api = createClient(defaultClientDeps)
