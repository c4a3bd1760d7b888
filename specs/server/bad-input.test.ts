// @vitest-environment node
// Bad input over HTTP (issue: server mode, "Bad input"; decisions 0273, 0284): bodies over the
// limit, a client that sends its body too slowly, a connection dropped in the middle of an upload,
// broken multipart and wrong content types, sent to a running server on loopback. Each answers
// the envelope (or nothing, to a client that is gone), never a 5xx or a stack, and leaves the log
// and the stored files as they were; the server answers the next call.
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GetSupportList } from '../../src/api/contracts/order'
import { backendText } from '../../src/test/mock-contract'
import {
  BODY_TIMEOUT_CODE,
  BODY_TOO_LARGE_CODE,
  MAX_BODY_BYTES,
  METHOD_NOT_ALLOWED_CODE,
} from '../../server/app'
import { httpLogin, httpRequestOf, startServer, type RunningServer } from '../../server/test/http'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

/** Short body timeouts, so a slow client is found out within the test (the defaults are 0284's). */
const TIMEOUTS = { bodyIdleMs: 400, bodyTotalMs: 1500 }

let server: RunningServer
let token: string
beforeAll(async () => {
  server = await startServer({}, { bodyTimeouts: TIMEOUTS })
  token = await httpLogin(server.origin)
})
afterAll(() => server.stop())

const UPLOAD_PATH = '/api/Common/UploadPdfOrImage'
const PDF = new TextEncoder().encode('%PDF-1.4\n% a small test file\n%%EOF\n')
const STACK = /\n\s+at |Error:|node_modules|\.ts:\d+/

/** What a refused or broken call must leave as it was: the log's length and the stored files. */
async function kept() {
  const backend = await server.backend()
  await backend.respond(new Request(`${server.origin}/api/__nothing__`)) // folds in any append
  const [files] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file')
  return { log: backend.state.orders.store.log.length, files: files!.n }
}

/** The answer is the envelope: below 500, JSON, a non-zero numeric code, a message without a stack. */
async function expectRefusal(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500)
  expect(response.headers.get('Content-Type') ?? '', label).toContain('application/json')
  const text = await response.text()
  expect(text, label).not.toMatch(STACK)
  const body = JSON.parse(text) as { code: unknown; message: unknown; data: unknown }
  expect(typeof body.code, label).toBe('number')
  expect(body.code, label).not.toBe(0)
  expect(typeof body.message, label).toBe('string')
  return body as { code: number; message: string; data: unknown }
}

/** The server still answers an ordinary signed-in call. */
async function expectAnswering() {
  const response = await fetch(httpRequestOf(server.origin, GetSupportList, {}, { token }))
  expect(response.status).toBe(200)
  expect(((await response.json()) as { code: number }).code).toBe(0)
}

/** A raw HTTP/1.1 connection: what a browser's fetch cannot do (stall, trickle, hang up). */
async function rawConnection(): Promise<Socket> {
  const { hostname, port } = new URL(server.origin)
  const socket = connect(Number(port), hostname)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  return socket
}

/** Everything the server sends on `socket` until it closes it (or `ms` pass). */
function received(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    const done = () => {
      clearTimeout(timer)
      resolve(text)
    }
    const timer = setTimeout(done, ms)
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    socket.once('close', done)
    socket.once('error', done)
  })
}

/** The head of a request of `length` bytes of body to `path`. */
const head = (path: string, type: string, length: number, language = 'en') =>
  [
    `POST ${path} HTTP/1.1`,
    `Host: ${new URL(server.origin).host}`,
    `Token: ${token}`,
    `Accept-Language: ${language}`,
    `Content-Type: ${type}`,
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n')

const BOUNDARY = '----portal-test-boundary'
/** A multipart upload of `bytes` as field `file`, framed by BOUNDARY. */
function multipart(bytes: Uint8Array, name = 'slip.pdf', type = 'application/pdf'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

describe('R-SRV-005 a body over the limit', () => {
  it('sent without a Content-Length (counted as it arrives) answers 413 in the envelope; nothing is appended or stored', async () => {
    const before = await kept()
    const chunk = new Uint8Array(1024 * 1024).fill(0x20)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES + chunk.byteLength) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${server.origin}/api/Order/CreateOpenOrder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Token: token, 'Accept-Language': 'en' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    const answer = await expectRefusal(response, 'chunked over the limit')
    expect(answer.code).toBe(BODY_TOO_LARGE_CODE)
    expect(answer.message).toBe(backendText('en', 'server.bodyTooLarge'))
    expect(await kept()).toEqual(before)
    await expectAnswering()
  })

  it('an upload over the limit answers 413 in the envelope and stores no file', async () => {
    const before = await kept()
    const form = new FormData()
    form.append(
      'file',
      new File([new Uint8Array(MAX_BODY_BYTES + 1)], 'huge.pdf', { type: 'application/pdf' }),
    )
    const response = await fetch(`${server.origin}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { Token: token, 'Accept-Language': 'vi' },
      body: form,
    }).catch(() => undefined)
    // The server may answer before the whole body is sent and close the connection: either the
    // 413 envelope arrives, or the client sees the connection end. Never a stored file.
    if (response !== undefined) {
      expect(response.status).toBe(413)
      expect((await expectRefusal(response, 'upload over the limit')).message).toBe(
        backendText('vi', 'server.bodyTooLarge'),
      )
    }
    expect(await kept()).toEqual(before)
    await expectAnswering()
  })
})

describe('R-HTTP-002 a slow client', () => {
  it('a body that stops half-way answers 408 in the envelope after the idle time; nothing is appended', async () => {
    const before = await kept()
    const body = Buffer.from(JSON.stringify({ CustomerCode: 'C1', note: 'never finished' }))
    const socket = await rawConnection()
    const answer = received(socket, 10_000)
    socket.write(head('/api/Order/CreateOpenOrder', 'application/json', body.byteLength + 100))
    socket.write(body)
    const text = await answer
    socket.destroy()
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    const json = text.slice(text.indexOf('\r\n\r\n') + 4)
    expect(json).not.toMatch(STACK)
    expect(JSON.parse(json)).toEqual({
      code: BODY_TIMEOUT_CODE,
      message: backendText('en', 'server.bodyTimeout'),
      data: null,
    })
    expect(await kept()).toEqual(before)
    await expectAnswering()
  })

  it('a body that trickles in, a byte at a time, answers 408 once the whole-body time is spent; nothing is stored', async () => {
    const before = await kept()
    const body = multipart(PDF)
    const socket = await rawConnection()
    const answer = received(socket, 10_000)
    socket.write(head(UPLOAD_PATH, `multipart/form-data; boundary=${BOUNDARY}`, body.byteLength))
    let closed = false
    void answer.then(() => (closed = true))
    // Faster than the idle limit, slower than the whole-body limit allows for this body.
    for (let at = 0; at < body.byteLength && !closed; at += 1) {
      socket.write(body.subarray(at, at + 1))
      await sleep(TIMEOUTS.bodyIdleMs / 4)
    }
    const text = await answer
    socket.destroy()
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(text).toContain(`"code":${BODY_TIMEOUT_CODE}`)
    expect(await kept()).toEqual(before)
    await expectAnswering()
  })
})

describe('R-HTTP-003 a connection dropped in the middle of an upload', () => {
  it('stores no file, appends nothing, is not taken for a failure of the server, and the server answers the next call (and the next upload)', async () => {
    const before = await kept()
    const errors = vi.spyOn(console, 'error')
    const body = multipart(new Uint8Array(2 * 1024 * 1024).fill(0x41))
    for (const cut of [10, body.byteLength / 2, body.byteLength - 5]) {
      const socket = await rawConnection()
      socket.write(head(UPLOAD_PATH, `multipart/form-data; boundary=${BOUNDARY}`, body.byteLength))
      socket.write(body.subarray(0, cut))
      await sleep(50)
      socket.destroy()
    }
    await sleep(200)
    // A client that hung up is not a failure of the server: no error (and no stack) in its log.
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(await kept()).toEqual(before)
    await expectAnswering()
    const form = new FormData()
    form.append('file', new File([PDF], 'after.pdf', { type: 'application/pdf' }))
    const response = await fetch(`${server.origin}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: { Token: token, 'Accept-Language': 'en' },
      body: form,
    })
    expect(((await response.json()) as { code: number }).code).toBe(0)
    expect((await kept()).files).toBe(before.files + 1)
  })
})

describe('R-HTTP-004 broken multipart and wrong content types', () => {
  const sendUpload = (type: string | undefined, body: BodyInit, language: 'vi' | 'en' = 'en') =>
    fetch(`${server.origin}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        Token: token,
        'Accept-Language': language,
        ...(type === undefined ? {} : { 'Content-Type': type }),
      },
      body,
    })

  it('an upload that is not a well-formed multipart form is refused with the envelope and a clear message; nothing is stored', async () => {
    const before = await kept()
    const whole = new Uint8Array(multipart(PDF))
    const cases: [string, string | undefined, BodyInit][] = [
      ['multipart without a boundary', 'multipart/form-data', whole],
      ['a boundary the body never uses', 'multipart/form-data; boundary=other', whole],
      [
        'no closing boundary',
        `multipart/form-data; boundary=${BOUNDARY}`,
        whole.subarray(0, whole.byteLength - 12),
      ],
      ['junk bytes', `multipart/form-data; boundary=${BOUNDARY}`, new Uint8Array([0, 1, 2, 255, 254])],
      ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, new Uint8Array(0)],
      ['JSON instead of a form', 'application/json', JSON.stringify({ file: 'slip.pdf' })],
      ['plain text', 'text/plain', 'slip.pdf'],
      ['a url-encoded form', 'application/x-www-form-urlencoded', 'file=slip.pdf'],
      ['the file bytes alone', 'application/pdf', PDF],
      ['no content type', undefined, new Blob([PDF])],
    ]
    for (const [label, type, body] of cases)
      for (const language of ['vi', 'en'] as const) {
        const answer = await expectRefusal(await sendUpload(type, body, language), label)
        expect(answer.message, label).toBe(backendText(language, 'notMultipart'))
      }
    expect(await kept()).toEqual(before)
  })

  it('a form whose "file" is a text field, or that has no "file", is refused naming the field', async () => {
    const before = await kept()
    const text = new FormData()
    text.append('file', 'not a file')
    const none = new FormData()
    none.append('other', new File([PDF], 'slip.pdf', { type: 'application/pdf' }))
    for (const form of [text, none]) {
      const answer = await expectRefusal(await sendUpload(undefined, form), 'form without a file')
      expect(answer.message).toContain('file')
    }
    expect(await kept()).toEqual(before)
  })

  it('a JSON endpoint given a form, a url-encoded body or bytes is refused with the envelope; nothing is appended', async () => {
    const before = await kept()
    const form = new FormData()
    form.append('CustomerCode', 'C1')
    const bodies: [string, string | undefined, BodyInit][] = [
      ['a multipart form', undefined, form],
      ['a url-encoded form', 'application/x-www-form-urlencoded', 'CustomerCode=C1'],
      ['bytes', 'application/octet-stream', new Uint8Array([0, 159, 146, 150])],
      ['XML', 'application/xml', '<order/>'],
    ]
    for (const [label, type, body] of bodies) {
      const response = await fetch(`${server.origin}/api/Order/CreateOpenOrder`, {
        method: 'POST',
        headers: {
          Token: token,
          'Accept-Language': 'en',
          ...(type === undefined ? {} : { 'Content-Type': type }),
        },
        body,
      })
      await expectRefusal(response, label)
    }
    expect(await kept()).toEqual(before)
  })
})

describe('R-HTTP-005 methods and paths a web Request cannot carry', () => {
  it('TRACE answers 405 in the envelope, a broken escape in the path 404, in the query 4000; CONNECT and a method node:http does not know are closed by node:http; never a 5xx, and the server answers the next call', async () => {
    const host = new URL(server.origin).host
    const line = (first: string) =>
      `${first} HTTP/1.1\r\nHost: ${host}\r\nToken: ${token}\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`
    const cases: [string, RegExp, number | undefined][] = [
      [line('TRACE /api/Login'), /^HTTP\/1\.1 405 /, METHOD_NOT_ALLOWED_CODE],
      [line('TRACK /api/Login'), /^HTTP\/1\.1 4\d\d /, undefined],
      [line('PROPFIND /api/Login'), /^HTTP\/1\.1 405 /, METHOD_NOT_ALLOWED_CODE],
      [line('FROB /api/Login'), /^HTTP\/1\.1 400 /, undefined],
      [line(`CONNECT ${host}`), /^$/, undefined],
      [line('GET /api/%ZZ'), /^HTTP\/1\.1 404 /, 4004],
      [line('GET /api/Order/GetSupportList?x=%E0%A4%A'), /^HTTP\/1\.1 200 /, 4000],
    ]
    for (const [raw, status, code] of cases) {
      const label = raw.split('\r\n')[0]!
      const socket = await rawConnection()
      const answer = received(socket, 5000)
      socket.write(raw)
      const text = await answer
      socket.destroy()
      expect(text, label).toMatch(status)
      expect(text, label).not.toMatch(STACK)
      if (code !== undefined) {
        const json = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { code: number; message: string }
        expect(json.code, label).toBe(code)
        expect(json.message, label).not.toBe('')
      }
    }
    await expectAnswering()
  })
})
