// @vitest-environment node
// A call crossing to the backend worker and back (decision 0319), in Node's own fetch classes: what
// the handlers see and what the app gets are what they were on one thread.
import { getResponse, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  cookieHeader,
  postedAnswer,
  postedRequest,
  requestOf,
  responseOf,
  transferablesOf,
} from './worker-protocol'

/** The posted data as postMessage delivers it: a structured clone. */
const across = <T>(value: T): T => structuredClone(value)

async function roundTrip(
  request: Request,
  cookies: Record<string, string>,
  handlers: Parameters<typeof getResponse>[0],
) {
  const posted = across(await postedRequest(7, request, cookieHeader(cookies)))
  const answer = across(await postedAnswer(posted.id, await getResponse(handlers, requestOf(posted))))
  expect(answer.id).toBe(7)
  return responseOf(answer)
}

describe('R-PERF-015 a call crosses to the mock backend worker and back unchanged', () => {
  it('carries the method, URL, headers, body and cookies to the handler, and its answer back', async () => {
    const seen: unknown[] = []
    const response = await roundTrip(
      new Request('http://portal.test/api/Order/Save?draft=1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Token: 't-1', 'Accept-Language': 'en' },
        body: JSON.stringify({ Quantity: 3, Note: 'Giao sáng' }),
      }),
      { token: 'a b;c', lang: 'vi' },
      [
        http.post('*/api/Order/Save', async ({ request, cookies }) => {
          seen.push(request.method, new URL(request.url).search, request.headers.get('Token'))
          seen.push(request.headers.get('Accept-Language'), await request.json(), cookies)
          return HttpResponse.json(
            { code: 0 },
            { status: 201, statusText: 'Created', headers: { 'X-Trace': 'x' } },
          )
        }),
      ],
    )
    expect(seen).toEqual([
      'POST',
      '?draft=1',
      't-1',
      'en',
      { Quantity: 3, Note: 'Giao sáng' },
      { token: 'a b;c', lang: 'vi' },
    ])
    expect(response?.status).toBe(201)
    expect(response?.statusText).toBe('Created')
    expect(response?.headers.get('X-Trace')).toBe('x')
    expect(await response?.json()).toEqual({ code: 0 })
  })

  it('keeps a binary upload and a binary answer byte for byte', async () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256)
    const form = new FormData()
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'phiếu.png')
    const response = await roundTrip(
      new Request('http://portal.test/api/up', { method: 'POST', body: form }),
      {},
      [
        http.post('*/api/up', async ({ request }) => {
          const file = (await request.formData()).get('file') as File
          return new HttpResponse(new Uint8Array(await file.arrayBuffer()).reverse(), {
            headers: { 'Content-Type': 'application/octet-stream', 'X-Name': encodeURIComponent(file.name) },
          })
        }),
      ],
    )
    expect(new Uint8Array(await response!.arrayBuffer())).toEqual(bytes.slice().reverse())
    expect(decodeURIComponent(response!.headers.get('X-Name')!)).toBe('phiếu.png')
  })

  it('answers a bodiless status without a body, and no cookie header when there are none', async () => {
    let cookie: string | null = 'unset'
    const response = await roundTrip(new Request('http://portal.test/api/none', { method: 'DELETE' }), {}, [
      http.delete('*/api/none', ({ request }) => {
        cookie = request.headers.get('cookie')
        return new HttpResponse(null, { status: 204 })
      }),
    ])
    expect(cookie).toBeNull()
    expect(response?.status).toBe(204)
    expect(response?.body).toBeNull()
  })

  it('passes on a network failure, a call no handler takes, and a backend that throws', async () => {
    const failed = await roundTrip(new Request('http://portal.test/api/x'), {}, [
      http.get('*/api/x', () => HttpResponse.error()),
    ])
    expect(failed?.type).toBe('error')
    expect(
      await roundTrip(new Request('http://portal.test/api/y'), {}, [
        http.get('*/api/x', () => HttpResponse.json({})),
      ]),
    ).toBeUndefined()
    expect(() => responseOf({ id: 1, kind: 'failed', message: 'the store broke' })).toThrow('the store broke')
  })

  it('transfers a body rather than copying it', async () => {
    const posted = await postedRequest(
      1,
      new Request('http://portal.test/api/z', { method: 'PUT', body: 'abc' }),
      '',
    )
    expect(transferablesOf(posted)).toEqual([posted.body])
    const get = await postedRequest(2, new Request('http://portal.test/api/z'), '')
    expect(get.body).toBeNull()
    expect(transferablesOf(get)).toEqual([])
  })
})
