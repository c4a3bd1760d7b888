// @vitest-environment node
// Server mode facing a network (issue 38, decision 0352), over HTTP on PGlite: the packing list's
// PDF refuses what no packing list holds and still answers at its cap (R-SRV-010), and the `Host`
// header a client sends names nothing the server stores or answers (R-HTTP-011).
import { request as httpRequest } from 'node:http'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HTML_MAX, HtmlToPdf } from '../../src/api/contracts/files'
import { MOCK_CODES } from '../../src/mocks/respond'
import { TINY_PNG } from '../../src/backend/file-content'
import { PACKING_LIMITS } from '../../src/backend/packing-sheet'
import { backendText } from '../../src/test/mock-contract'
import { httpLogin, httpRequestOf, startServer, type RunningServer } from '../../server/test/http'
import { packingSheetHtml as sheetOf } from '../../server/test/packing-sheet-html'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const PUBLIC_URL = 'https://portal.example'
const EVIL = 'evil.example'

let server: RunningServer
let token: string
beforeAll(async () => {
  server = await startServer({ backend: { publicUrl: PUBLIC_URL } })
  token = await httpLogin(server.origin)
})
afterAll(async () => {
  await server?.stop()
})

interface Answer {
  readonly status: number
  readonly type: string
  readonly text: string
}

/** A call as a client on the network may send it: any `Host`, any body (node:http, no fetch rules). */
function send(
  path: string,
  options: { method?: string; host?: string; token?: string; body?: Buffer | string; type?: string } = {},
): Promise<Answer> {
  const url = new URL(server.origin)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: {
          Host: options.host ?? url.host,
          'Accept-Language': 'en',
          ...(options.token ? { Token: options.token, Authorization: `Bearer ${options.token}` } : {}),
          ...(options.type ? { 'Content-Type': options.type } : {}),
          ...(options.body === undefined ? {} : { 'Content-Length': Buffer.byteLength(options.body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('latin1'),
          }),
        )
      },
    )
    req.on('error', reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}

const json = (path: string, body: unknown, host: string) =>
  send(path, { method: 'POST', host, token, body: JSON.stringify(body), type: 'application/json' })

const envelope = (answer: Answer) =>
  JSON.parse(answer.text) as { code: number; message: string; data: unknown }

const BOUNDARY = '----portal-refs-boundary'
function multipart(bytes: Uint8Array, name: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

/** The stored log as text. */
const logText = async () => JSON.stringify((await server.backend()).state.orders.store.log)

/** The packing list's PDF asked over HTTP, in English. */
const pdfOf = (html: string) =>
  fetch(
    httpRequestOf(
      server.origin,
      HtmlToPdf,
      { html, fileName: 'PackingList_BB1.pdf' },
      { token, language: 'en' },
    ),
  )

describe('R-SRV-010 the packing list’s PDF takes what a packing list holds, and no more', () => {
  it('the largest packing list (1,000 rows) is answered as a PDF', async () => {
    const html = sheetOf(PACKING_LIMITS.rows - 2)
    expect(html.length).toBeLessThanOrEqual(HTML_MAX)
    const answer = await pdfOf(html)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('HTML over the contract’s cap is refused by the Schema with 4000, naming the field', async () => {
    const answer = await pdfOf('a'.repeat(HTML_MAX + 1))
    const body = (await answer.json()) as { code: number; message: string }
    expect(body.code).toBe(MOCK_CODES.badRequest)
    expect(body.message).toContain(backendText('en', 'badRequestField', { name: 'html' }))
  })

  it('a hostile sheet of the cap’s size is refused, translated, and the server answers the next call', async () => {
    const refusal = backendText('en', 'files.packingListTooLarge', PACKING_LIMITS)
    for (const html of [
      '<'.repeat(HTML_MAX),
      '<p>x</p>'.repeat(HTML_MAX / 8),
      `<table><tr>${'<td>x</td>'.repeat(PACKING_LIMITS.columns + 1)}</tr></table>`,
    ]) {
      const answer = await pdfOf(html)
      const body = (await answer.json()) as { code: number; message: string }
      expect([body.code, body.message]).toEqual([MOCK_CODES.badRequest, refusal])
    }
    expect(envelope(await send('/api/Notification/GetUserUnReadNotificationCount', { token })).code).toBe(0)
  })
})

describe('R-HTTP-011 the Host header names nothing the server stores or answers', () => {
  it('with `Host: evil.example` an upload answers a path, a voucher on that host is refused, and no answer or record names it', async () => {
    const before = (await server.backend()).state.orders.store.log.length
    const uploaded = envelope(
      await send('/api/Common/UploadPdfOrImage', {
        method: 'POST',
        host: EVIL,
        token,
        body: multipart(TINY_PNG, 'voucher.png'),
        type: `multipart/form-data; boundary=${BOUNDARY}`,
      }),
    )
    expect(uploaded.code, uploaded.message).toBe(0)
    const path = Schema.decodeUnknownSync(Schema.Struct({ fileURL: Schema.String }))(uploaded.data).fileURL
    expect(path).toMatch(/^\/api\/__files\/[0-9a-f]{32}$/)

    const orders = (await server.backend()).state.orders.store
    const order = [...orders.orders()].find((o) => o.account === 'customer@demo.vn' && o.status === 2)!
    const submit = (urls: string[], host: string) =>
      json('/api/Order/ApprovePendingPaymentOrder', { orderId: order.id, paymentList: urls }, host)

    // The URL the old server took as its own, because the request's Host named it.
    const refused = envelope(await submit([`http://${EVIL}${path}`], EVIL))
    expect(refused.code).toBe(MOCK_CODES.notFound)
    expect(orders.log.length).toBe(before)

    // The public URL's own absolute form is the server's, and is stored as the path.
    const taken = envelope(await submit([`${PUBLIC_URL}${path}`], EVIL))
    expect(taken.code, taken.message).toBe(0)
    expect(orders.order(order.id)!.payments).toEqual([path])

    const detail = await send(`/api/Order/Get?orderId=${order.id}`, { host: EVIL, token })
    expect(envelope(detail).code).toBe(0)
    expect(detail.text).toContain(path)
    expect(detail.text).not.toContain(EVIL)
    expect(await logText()).not.toContain(EVIL)
  })
})
