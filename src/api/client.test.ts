import { Schema } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import type { ToastMessage } from '../lib/notify'
import {
  createClient,
  fallbackFileName,
  fileNameFromDisposition,
  onAuthFailure,
  type ClientDeps,
} from './client'
import { defineEndpoint } from './endpoint'
import { AUTH_FAILURE_CODES, HTTP_STATUSES, REQUEST_TIMEOUT_MS } from './error-catalogue'
import { ApiError } from './errors'

const Item = Schema.Struct({ Id: Schema.Number, Name: Schema.String })
const GetItem = defineEndpoint({
  name: 'Test.GetItem',
  method: 'GET',
  path: 'api/Test/GetItem',
  request: Schema.Struct({
    orderId: Schema.NumberFromString,
    tags: Schema.optional(Schema.Array(Schema.String)),
  }),
  response: Item,
  summary: 'test',
})
const PostItem = defineEndpoint({
  name: 'Test.PostItem',
  method: 'POST',
  path: 'api/Test/PostItem',
  request: Schema.Struct({ name: Schema.String }),
  response: Schema.Unknown,
  summary: 'test',
})
const Export = defineEndpoint({
  name: 'Test.Export',
  method: 'POST',
  path: 'api/Test/Export',
  request: Schema.Struct({ bbNo: Schema.String }),
  response: Schema.Unknown,
  kind: 'file',
  summary: 'test',
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function setup(
  answer: (url: string, init: RequestInit) => Response | Promise<Response>,
  overrides: Partial<ClientDeps> = {},
) {
  const toasts: ToastMessage[] = []
  const requests: { url: string; init: RequestInit }[] = []
  const saved: { name: string; blob: Blob }[] = []
  const log = vi.fn()
  const logRefusal = vi.fn()
  const deps: ClientDeps = {
    baseUrl: 'https://api.example.vn',
    fetch: (async (url: string, init: RequestInit) => {
      requests.push({ url, init })
      return answer(url, init)
    }) as unknown as typeof fetch,
    timeoutMs: REQUEST_TIMEOUT_MS,
    getToken: () => 'tok-123',
    getLanguage: () => 'vi',
    isOnline: () => true,
    notify: (t) => toasts.push(t),
    log,
    logRefusal,
    now: () => new Date(2026, 10, 22, 9, 5, 7),
    saveFile: (blob, name) => saved.push({ blob, name }),
    ...overrides,
  }
  return { client: createClient(deps), toasts, requests, saved, log, logRefusal }
}

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('request building', () => {
  it('R-API-002 R-API-003 R-API-004 sends base URL, language, JSON and both token headers', async () => {
    const { client, requests } = setup(() => json({ code: 0, message: 'ok', data: null }))
    await client.call(PostItem, { name: 'x' })
    const [request] = requests
    expect(request?.url).toBe('https://api.example.vn/api/Test/PostItem')
    const headers = request?.init.headers as Record<string, string>
    expect(headers['Accept-Language']).toBe('vi')
    expect(headers['Content-Type']).toContain('application/json')
    expect(headers.Authorization).toBe('Bearer tok-123')
    expect(headers.Token).toBe('tok-123')
    expect(request?.init.body).toBe('{"name":"x"}')
  })

  it('R-API-002 sends no token headers without a token cookie', async () => {
    const { client, requests } = setup(() => json({ code: 0, data: null }), { getToken: () => undefined })
    await client.call(PostItem, { name: 'x' })
    const headers = requests[0]?.init.headers as Record<string, string>
    expect(headers.Authorization).toBeUndefined()
    expect(headers.Token).toBeUndefined()
  })

  it('R-API-006 sends the data of a GET as query parameters, encoded by the request Schema', async () => {
    const { client, requests } = setup(() => json({ code: 0, data: { Id: 7, Name: 'a' } }))
    const item = await client.call(GetItem, { orderId: 7, tags: ['a', 'b'] })
    expect(item).toEqual({ Id: 7, Name: 'a' })
    expect(requests[0]?.url).toBe('https://api.example.vn/api/Test/GetItem?orderId=7&tags=a&tags=b')
    expect(requests[0]?.init.body).toBeUndefined()
  })

  it('R-API-005 R-ERR-024 R-ERR-025 aborts after the 86,400,000 ms timeout with the timeout toast for 2 s', async () => {
    vi.useFakeTimers()
    try {
      const { client, toasts } = setup(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      )
      const pending = rejection(client.call(PostItem, { name: 'x' }))
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
      expect(toasts).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(1)
      expect((await pending)._tag).toBe('Timeout')
      expect(toasts).toEqual([{ severity: 'error', key: 'errors:timeout', life: 2000 }])
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses input that does not match the request Schema, before any request', async () => {
    const { client, requests, toasts } = setup(() => json({ code: 0, data: null }))
    const error = await rejection(client.call(PostItem, { name: 42 } as unknown as { name: string }))
    expect(error._tag).toBe('RequestInvalid')
    expect(requests).toHaveLength(0)
    expect(toasts[0]?.key).toBe('errors:requestInvalid')
  })
})

describe('R-ERR error catalogue: envelope codes', () => {
  it.each([0, 200])('R-ERR-001 code %i resolves with the decoded data and no toast', async (code) => {
    const { client, toasts } = setup(() => json({ code, message: 'ok', data: { Id: 1, Name: 'n' } }))
    await expect(client.call(GetItem, { orderId: 1 })).resolves.toEqual({ Id: 1, Name: 'n' })
    expect(toasts).toEqual([])
  })

  it('R-ERR-001 R-ERR-002 code 5006 is passed through to the caller with its message and no toast', async () => {
    const { client, toasts } = setup(() => json({ code: 5006, message: 'Code expired', data: null }))
    await expect(client.callEnvelope(PostItem, { name: 'x' })).resolves.toEqual({
      code: 5006,
      message: 'Code expired',
      data: undefined,
    })
    const error = await rejection(client.call(PostItem, { name: 'x' }))
    expect(error.details).toMatchObject({ code: 5006, serverMessage: 'Code expired' })
    expect(toasts).toEqual([])
  })

  it.each([...AUTH_FAILURE_CODES])(
    'R-ERR-003 code %i logs out: the auth-failure listeners hear it and the server message is toasted',
    async (code) => {
      const heard: (string | undefined)[] = []
      const stop = onAuthFailure((message) => heard.push(message))
      try {
        const { client, toasts } = setup(() => json({ code, message: 'Token expired', data: null }))
        const error = await rejection(client.call(PostItem, { name: 'x' }))
        expect(error._tag).toBe('AuthFailure')
        expect(heard).toEqual(['Token expired'])
        expect(toasts).toEqual([{ severity: 'error', text: 'Token expired', life: 3000 }])
      } finally {
        stop()
      }
    },
  )

  it('R-ERR-026 R-SESS-006 calls of one session that fail after its end say nothing more and end no other session', async () => {
    let token: string | undefined = 'tok-old'
    const heard: (string | undefined)[] = []
    const stop = onAuthFailure((message) => {
      heard.push(message)
      token = undefined // the session machine clears the cookie at once
    })
    try {
      const answers: ((response: Response) => void)[] = []
      const { client, toasts } = setup(() => new Promise<Response>((resolve) => answers.push(resolve)), {
        getToken: () => token,
      })
      const calls = [1, 2, 3].map((n) => rejection(client.call(PostItem, { name: `x${n}` })))
      await vi.waitFor(() => expect(answers).toHaveLength(3))
      const expired = () => json({ code: 5004, message: 'Token invalid', data: null })
      // The answers arrive one by one, however far apart.
      for (const answer of answers) {
        answer(expired())
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
      const errors = await Promise.all(calls)
      expect(errors.map((error) => error._tag)).toEqual(['AuthFailure', 'AuthFailure', 'AuthFailure'])
      expect(heard).toEqual(['Token invalid'])
      expect(toasts).toHaveLength(1)
      // Signed in again meanwhile: an old call's refusal does not end the new session.
      token = 'tok-new'
      const late = setup(() => expired(), { getToken: () => token })
      const old = rejection(late.client.call(PostItem, { name: 'y' }))
      token = 'tok-newer'
      expect((await old)._tag).toBe('AuthFailure')
      expect(heard).toEqual(['Token invalid'])
      expect(late.toasts).toEqual([])
    } finally {
      stop()
    }
  })

  it('R-ERR-026 R-SESS-006 a call that goes out with no session after this tab said its session ended says nothing more', async () => {
    let token: string | undefined = 'tok-ended'
    const heard: (string | undefined)[] = []
    const stop = onAuthFailure((message) => {
      heard.push(message)
      token = undefined
    })
    try {
      const { client, toasts } = setup(
        (_url, init) => {
          const sent = (init.headers as Record<string, string>).Token
          if (sent === 'tok-next') return json({ code: 0, message: 'ok', data: null })
          return sent
            ? json({ code: 5004, message: 'Token invalid', data: null })
            : json({ code: 4010, message: 'No authentication information', data: null })
        },
        { getToken: () => token },
      )
      expect((await rejection(client.call(PostItem, { name: 'list' })))._tag).toBe('AuthFailure')
      // The page's other part (the bell) starts its call now, with the cookie gone.
      expect((await rejection(client.call(PostItem, { name: 'bell' })))._tag).toBe('AuthFailure')
      expect(heard).toEqual(['Token invalid'])
      expect(toasts).toHaveLength(1)
      // Signed in again and used, then another tab signed out: a call without a session is said.
      token = 'tok-next'
      await client.call(PostItem, { name: 'with the new session' })
      token = undefined
      expect((await rejection(client.call(PostItem, { name: 'after the other tab' })))._tag).toBe(
        'AuthFailure',
      )
      expect(heard).toEqual(['Token invalid', 'No authentication information'])
      expect(toasts).toHaveLength(2)
    } finally {
      stop()
    }
  })

  it('R-SESS-006 a call that went out with no session says nothing once a sign-in has made one, and ends it not', async () => {
    let token: string | undefined
    const heard: (string | undefined)[] = []
    const stop = onAuthFailure((message) => heard.push(message))
    try {
      let answer: (response: Response) => void = () => undefined
      const { client, toasts } = setup(() => new Promise<Response>((resolve) => (answer = resolve)), {
        getToken: () => token,
      })
      const old = rejection(client.call(PostItem, { name: 'before the sign-in' }))
      await vi.waitFor(() => expect(answer).not.toBe(undefined))
      token = 'tok-signed-in'
      answer(json({ code: 4010, message: 'No authentication information', data: null }))
      expect((await old)._tag).toBe('AuthFailure')
      expect(heard).toEqual([])
      expect(toasts).toEqual([])
    } finally {
      stop()
    }
  })

  it('R-SESS-006 a refused login sent beside a session does not mark that session as ended', async () => {
    const SignIn = defineEndpoint({
      name: 'Test.SignIn',
      method: 'POST',
      path: 'api/Test/SignIn',
      request: Schema.Struct({ name: Schema.String }),
      response: Schema.Unknown,
      summary: 'test',
      callerShowsRefusal: true,
    })
    const token = 'tok-live'
    const heard: (string | undefined)[] = []
    const stop = onAuthFailure((message) => heard.push(message))
    try {
      const { client } = setup(
        (url) =>
          url.includes('SignIn')
            ? json({ code: 4011, message: 'Wrong password', data: null })
            : json({ code: 5004, message: 'Token invalid', data: null }),
        { getToken: () => token },
      )
      expect((await rejection(client.call(SignIn, { name: 'wrong' })))._tag).toBe('AuthFailure')
      expect(heard).toEqual([])
      // The session then really ends: said.
      expect((await rejection(client.call(PostItem, { name: 'x' })))._tag).toBe('AuthFailure')
      expect(heard).toEqual(['Token invalid'])
    } finally {
      stop()
    }
  })

  it('R-ERR-026 a call with no session from a visitor who never had one is answered with its message', async () => {
    const heard: (string | undefined)[] = []
    const stop = onAuthFailure((message) => heard.push(message))
    try {
      const { client, toasts } = setup(
        () => json({ code: 4010, message: 'No authentication information', data: null }),
        { getToken: () => undefined },
      )
      expect((await rejection(client.call(PostItem, { name: 'a' })))._tag).toBe('AuthFailure')
      expect(heard).toEqual(['No authentication information'])
      expect(toasts).toHaveLength(1)
    } finally {
      stop()
    }
  })

  it('R-SESS-006 a session another tab ended is still ended here, with its message', async () => {
    let token: string | undefined = 'tok-shared'
    const heard: (string | undefined)[] = []
    const stop = onAuthFailure((message) => heard.push(message))
    try {
      const { client, toasts } = setup(() => json({ code: 5004, message: 'Token invalid', data: null }), {
        getToken: () => token,
      })
      const call = rejection(client.call(PostItem, { name: 'z' }))
      token = undefined // the other tab's logout cleared the shared cookie while this call was out
      expect((await call)._tag).toBe('AuthFailure')
      expect(heard).toEqual(['Token invalid'])
      expect(toasts).toHaveLength(1)
    } finally {
      stop()
    }
  })

  it.each([
    [1, 'Order not found', { text: 'Order not found' }],
    [4000, '', { key: 'errors:generic' }],
    [9999, undefined, { key: 'errors:generic' }],
  ])(
    'R-ERR-004 code %i shows the server message or Error for 3 s and rejects',
    async (code, message, shown) => {
      const heard = vi.fn()
      const stop = onAuthFailure(heard)
      try {
        const { client, toasts } = setup(() => json({ code, message, data: null }))
        const error = await rejection(client.call(PostItem, { name: 'x' }))
        expect(error._tag).toBe('ServerError')
        expect(error.details.code).toBe(code)
        expect(toasts).toEqual([{ severity: 'error', ...shown, life: 3000 }])
        expect(heard).not.toHaveBeenCalled()
      } finally {
        stop()
      }
    },
  )

  it('R-API-001 reads the message from `Message` when `message` is absent', async () => {
    const { client, toasts } = setup(() => json({ code: 3, Message: 'Capital M', data: null }))
    await rejection(client.call(PostItem, { name: 'x' }))
    expect(toasts[0]?.text).toBe('Capital M')
  })
})

describe('R-ERR error catalogue: HTTP statuses, offline, bad bodies', () => {
  const english = createI18n('en')
  const vietnamese = createI18n('vi')
  // The rule of each status, which each row's title shows (its %s).
  const expected: readonly (readonly [rule: string, status: number, text: string])[] = [
    ['R-ERR-011', 400, 'Bad Request Error'],
    ['R-ERR-012', 401, 'Unauthorized Error'],
    ['R-ERR-013', 403, 'Access denied'],
    ['R-ERR-014', 404, 'Page not found'],
    ['R-ERR-015', 405, 'Method not allowed'],
    ['R-ERR-016', 408, 'Request Timeout'],
    ['R-ERR-017', 500, 'Internal Server Error'],
    ['R-ERR-018', 501, 'Not Implemented'],
    ['R-ERR-019', 502, 'Bad Gateway'],
    ['R-ERR-020', 503, 'Service unavailable'],
    ['R-ERR-021', 504, 'Network Timeout'],
    ['R-ERR-022', 505, 'HTTP Version Not Supported'],
    ['R-ERR-023', 418, 'Connection Error'],
    ['R-ERR-023', 599, 'Connection Error'],
  ]

  it('the table covers every status of the catalogue', () => {
    expect(expected.map(([, status]) => status)).toEqual(expect.arrayContaining([...HTTP_STATUSES]))
  })

  describe('R-ERR-011 R-ERR-012 R-ERR-013 R-ERR-014 R-ERR-015 R-ERR-016 R-ERR-017 R-ERR-018 R-ERR-019 R-ERR-020 R-ERR-021 R-ERR-022 R-ERR-023 each HTTP status has its message', () => {
    it.each(expected)(
      '%s R-ERR-025 R-I18N-004 HTTP %i shows "%s" for 2 s, in English and Vietnamese',
      async (_rule, status, text) => {
        const { client, toasts } = setup(() => json({}, status))
        const error = await rejection(client.call(PostItem, { name: 'x' }))
        expect(error._tag).toBe('HttpError')
        expect(error.details.status).toBe(status)
        const toast = toasts[0]!
        expect(toast.life).toBe(2000)
        expect(english.t(toast.key!)).toBe(text)
        const vi = vietnamese.t(toast.key!)
        expect(vi).not.toBe(toast.key)
        expect(vi).not.toBe(text)
      },
    )
  })

  it('R-ERR-010 R-ERR-025 offline: no request, the toast "Please check your network" for 3 s', async () => {
    const { client, toasts, requests } = setup(() => json({ code: 0 }), { isOnline: () => false })
    const error = await rejection(client.call(PostItem, { name: 'x' }))
    expect(error._tag).toBe('Offline')
    expect(requests).toHaveLength(0)
    expect(toasts).toEqual([{ severity: 'error', key: 'errors:offline', life: 3000 }])
    expect(english.t('errors:offline')).toBe('Please check your network')
  })

  it('R-ERR-006 a network exception while online rejects as NetworkError with a connection toast', async () => {
    const { client, toasts } = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await rejection(client.call(PostItem, { name: 'x' }))
    expect(error._tag).toBe('NetworkError')
    expect(toasts).toHaveLength(1)
  })

  it.each([
    ['not JSON', () => new Response('<html>oops</html>', { status: 200 }), 'errors:notJson'],
    ['no code', () => json({ message: 'hello', data: {} }), 'errors:decode'],
    ['a code of the wrong type', () => json({ code: '0', data: {} }), 'errors:decode'],
    ['data of the wrong type', () => json({ code: 0, data: { Id: 'seven', Name: 'a' } }), 'errors:decode'],
    ['data missing', () => json({ code: 0 }), 'errors:decode'],
  ])(
    'a body with %s is a DecodeError with one toast and one log line, never a throw',
    async (_what, answer, key) => {
      const { client, toasts, log } = setup(answer)
      const error = await rejection(client.call(GetItem, { orderId: 7 }))
      expect(error._tag).toBe('DecodeError')
      expect(toasts).toHaveLength(1)
      expect(toasts[0]?.key).toBe(key)
      expect(toasts[0]?.params).toEqual({ endpoint: 'Test.GetItem' })
      expect(log).toHaveBeenCalledTimes(1)
    },
  )
})

describe('R-ERR-026 one event, one message', () => {
  const FormCall = defineEndpoint({
    name: 'Test.SignIn',
    method: 'POST',
    path: 'api/Test/SignIn',
    request: Schema.Struct({ account: Schema.String }),
    response: Schema.Unknown,
    summary: 'test',
    callerShowsRefusal: true,
  })

  it('a refusal the caller shows itself is neither toasted nor an ended session', async () => {
    const { client, toasts } = setup(() => json({ code: 4011, message: 'Wrong account or password' }))
    const ended = vi.fn()
    const stop = onAuthFailure(ended)
    try {
      const error = await rejection(client.call(FormCall, { account: 'a@b.vn' }))
      expect(error._tag).toBe('AuthFailure')
      expect(error.details.serverMessage).toBe('Wrong account or password')
      expect(toasts).toEqual([])
      expect(ended).not.toHaveBeenCalled()
    } finally {
      stop()
    }
  })

  it('the same code on any other call is toasted once and ends the session', async () => {
    const { client, toasts } = setup(() => json({ code: 4012, message: 'Expired' }))
    const ended = vi.fn()
    const stop = onAuthFailure(ended)
    try {
      await rejection(client.call(GetItem, { orderId: 7 }))
      expect(toasts.map((t) => t.text)).toEqual(['Expired'])
      expect(ended).toHaveBeenCalledTimes(1)
    } finally {
      stop()
    }
  })

  it('a server refusal is logged as information, not as an error of the app', async () => {
    const { client, log, logRefusal } = setup(() => json({ code: 4011, message: 'No' }))
    await rejection(client.call(FormCall, { account: 'a@b.vn' }))
    expect(log).not.toHaveBeenCalled()
    expect(logRefusal).toHaveBeenCalledTimes(1)
  })
})

describe('downloads', () => {
  it('R-API-018 R-API-019 R-API-020 names the file from content-disposition, sends the token, toasts success', async () => {
    const { client, saved, toasts, requests } = setup(
      () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': "attachment; filename*=UTF-8''%C4%90%C6%A1n%20h%C3%A0ng%20BB001.pdf",
          },
        }),
    )
    await expect(client.download(Export, { bbNo: 'BB001' }, 'xlsx')).resolves.toBe('Đơn hàng BB001.pdf')
    expect(saved.map((s) => s.name)).toEqual(['Đơn hàng BB001.pdf'])
    expect((requests[0]?.init.headers as Record<string, string>).Token).toBe('tok-123')
    expect(toasts).toEqual([{ severity: 'success', key: 'common:messages.DownloadSuccessful', life: 3000 }])
    expect(createI18n('en').t(toasts[0]!.key!)).toBe('Download Successful')
  })

  it.each(['xlsx', 'zip'] as const)(
    'R-API-019 without content-disposition the name is a timestamp plus .%s',
    async (ext) => {
      const { client, saved } = setup(
        () => new Response(new Blob(['x']), { headers: { 'content-type': 'application/octet-stream' } }),
      )
      await client.download(Export, { bbNo: 'BB001' }, ext)
      expect(saved[0]?.name).toBe(`20261122090507.${ext}`)
    },
  )

  it('R-ERR-005 a download answered by an error envelope toasts the server message and saves nothing', async () => {
    const { client, saved, toasts } = setup(() =>
      json({ code: 7, message: 'No orders to export', data: null }),
    )
    const error = await rejection(client.download(Export, { bbNo: 'BB001' }, 'xlsx'))
    expect(error._tag).toBe('ServerError')
    expect(saved).toEqual([])
    expect(toasts[0]?.text).toBe('No orders to export')
  })

  it('parses the plain and quoted content-disposition forms', () => {
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx')
    expect(fileNameFromDisposition('attachment; filename=report.zip')).toBe('report.zip')
    expect(fileNameFromDisposition('attachment')).toBeUndefined()
    expect(fileNameFromDisposition(null)).toBeUndefined()
    expect(fallbackFileName(new Date(2026, 0, 2, 3, 4, 5), 'zip')).toBe('20260102030405.zip')
  })
})
