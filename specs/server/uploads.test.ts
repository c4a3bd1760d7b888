// @vitest-environment node
// Uploads in server mode over real HTTP and PGlite (issue 38): the content decides what a file is
// (R-UPL-011), and a stored file is served so that it cannot run on the portal's origin (R-UPL-012).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TINY_PNG, tinyPdf } from '../../src/backend/file-content'
import { MOCK_CODES } from '../../src/mocks/respond'
import { backendText } from '../../src/test/mock-contract'
import { httpLogin, startServer, type RunningServer } from '../../server/test/http'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 })

const SVG_WITH_SCRIPT = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>fetch("/x?"+document.cookie)</script></svg>',
)
/** The first bytes of a Windows program ('MZ' and its DOS header). */
const EXE = Uint8Array.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
])

let server: RunningServer
let token = ''
beforeAll(async () => {
  server = await startServer()
  token = await httpLogin(server.origin)
})
afterAll(() => server.stop())

async function send(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, language = 'en') {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type }))
  const response = await fetch(`${server.origin}/api/Common/UploadPdfOrImage`, {
    method: 'POST',
    headers: { Token: token, 'Accept-Language': language },
    body: form,
  })
  return (await response.json()) as { code: number; message: string; data: { fileURL: string } | null }
}

const storedCount = async () =>
  Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM stored_file'))[0]?.n)

describe('R-UPL-011 the server checks an upload by its content', () => {
  it('refuses an SVG with a script and a program renamed .png, in both languages, storing nothing', async () => {
    const before = await storedCount()
    for (const [bytes, name, type, key] of [
      [SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml', 'files.svg'],
      [EXE, 'setup.png', 'image/png', 'fileNotPdfOrImage'],
    ] as const)
      for (const language of ['en', 'vi'] as const) {
        const answer = await send(bytes, name, type, language)
        expect([answer.code, answer.message]).toEqual([
          MOCK_CODES.fileRejected,
          backendText(language, key, { name }),
        ])
      }
    expect(await storedCount()).toBe(before)
  })

  it('stores a real PNG and a real PDF and serves them inline, sandboxed and never sniffed (R-UPL-012)', async () => {
    for (const [bytes, name, type] of [
      [TINY_PNG, 'slip.png', 'image/png'],
      [tinyPdf('Voucher', ['over HTTP']), 'voucher.pdf', 'application/pdf'],
    ] as const) {
      // The declared type is a lie the server ignores.
      const answer = await send(bytes, name, 'text/html')
      expect(answer.code, answer.message).toBe(0)
      const served = await fetch(`${server.origin}${answer.data!.fileURL}`, { headers: { Token: token } })
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(type)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
      expect(served.headers.get('content-disposition')).toMatch(/^inline;/)
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
    }
  })
})

describe('R-UPL-014 R-UPL-017 a server with blobs: an upload lands on disk, and goes when nothing names it a day later', () => {
  it('stores the bytes as a blob, serves them, and sweeps the unattached upload (row, blob and URL) after a day', async () => {
    const blobDir = mkdtempSync(join(tmpdir(), 'portal-blobs-'))
    const withBlobs = await startServer({ backend: { blobDir } })
    try {
      const own = await httpLogin(withBlobs.origin)
      const form = new FormData()
      const pdf = tinyPdf('Blob', ['on disk'])
      form.append('file', new File([pdf], 'blob.pdf'))
      const answer = (await (
        await fetch(`${withBlobs.origin}/api/Common/UploadPdfOrImage`, {
          method: 'POST',
          headers: { Token: own },
          body: form,
        })
      ).json()) as { code: number; data: { fileURL: string } }
      expect(answer.code).toBe(0)
      const id = answer.data.fileURL.split('/').at(-1)!
      const [row] = await withBlobs.db.query<{ bytes: unknown; blob: string }>(
        'SELECT bytes, blob FROM stored_file WHERE id = $1',
        [id],
      )
      expect(row?.bytes).toBeNull()
      const blobPath = join(blobDir, row!.blob.slice(0, 2), row!.blob)
      expect(existsSync(blobPath)).toBe(true)
      const read = async () => fetch(`${withBlobs.origin}${answer.data.fileURL}`, { headers: { Token: own } })
      expect(new Uint8Array(await (await read()).arrayBuffer())).toEqual(pdf)
      // Not yet a day: it stays.
      const backend = await withBlobs.backend()
      expect((await backend.sweepUploads(new Date())).files).toEqual([])
      await withBlobs.db.query(
        "UPDATE stored_file SET stored_at = now() - interval '25 hours' WHERE id = $1",
        [id],
      )
      expect((await backend.sweepUploads(new Date())).files).toEqual([id])
      expect((await read()).status).toBe(404)
    } finally {
      await withBlobs.stop()
      rmSync(blobDir, { recursive: true, force: true })
    }
  })
})
