// The hostile-input figure of `npm run bench -- --hostile` (issue 38 item 2, R-SRV-009, R-SRV-010,
// decision 0352): `ExportService/HtmlToPdf` sent over HTTP to a server (the app of server/app.ts
// over an in-memory PGlite, on loopback) with hostile HTML of the contract's cap, and the packing
// list's largest sheet; for each, the call's own time and how long a small call sent at the same
// moment (the unread-notification count) waited. Measured, never asserted (decision 0011).
import type { AddressInfo } from 'node:net'
import { HTML_MAX } from '../src/api/contracts/files'
import { DEMO_PASSWORD } from '../src/backend/accounts'
import { PACKING_LIMITS } from '../src/backend/packing-sheet'
import { createApp, lazyBackend } from '../server/app'
import { createServerBackend, openDatabase } from '../server/backend'
import { listen } from '../server/listen'
import { packingSheetHtml as sheetOf } from '../server/test/packing-sheet-html'

export interface HostileBenchRow {
  readonly input: string
  readonly characters: number
  readonly code: string
  /** The HtmlToPdf call, from the client: the fastest and the slowest of the runs. */
  readonly callMs: number
  readonly callMaxMs: number
  /** The small call sent with it: how long it waited, the slowest of the runs. */
  readonly otherMaxMs: number
}

const INPUTS: readonly (readonly [string, string])[] = [
  ['`<` repeated (the issue’s input)', '<'.repeat(HTML_MAX)],
  ['`<div>` never closed', '<div>'.repeat(HTML_MAX / 5)],
  ['`<!--` never closed', '<!--'.repeat(HTML_MAX / 4)],
  ['`<p>x</p>` repeated', '<p>x</p>'.repeat(HTML_MAX / 8)],
  [`the largest packing list (${PACKING_LIMITS.rows - 2} rows)`, sheetOf(PACKING_LIMITS.rows - 2)],
]

export async function runHostileBench(runs: number, say: (line: string) => void): Promise<HostileBenchRow[]> {
  const db = await openDatabase({})
  const backend = lazyBackend(() => createServerBackend(db))
  await backend()
  const app = createApp(backend)
  const server = await new Promise<ReturnType<typeof listen>>((resolve) => {
    const started = listen(app, 0, '127.0.0.1', () => resolve(started))
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const login = await fetch(`${origin}/api/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'customer@demo.vn', password: DEMO_PASSWORD }),
    })
    const { token } = ((await login.json()) as { data: { token: string } }).data
    const headers = { Token: token, Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }
    const timed = async <T>(work: () => Promise<T>) => {
      const start = performance.now()
      const value = await work()
      return { value, ms: performance.now() - start }
    }
    const rows: HostileBenchRow[] = []
    for (const [input, html] of INPUTS) {
      const calls: number[] = []
      const others: number[] = []
      let code = ''
      for (let run = 0; run < runs; run++) {
        const pdf = timed(async () => {
          const answer = await fetch(`${origin}/api/ExportService/HtmlToPdf`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ html, fileName: 'PackingList_BB1.pdf' }),
          })
          const type = answer.headers.get('Content-Type') ?? ''
          if (type.includes('application/pdf')) {
            await answer.arrayBuffer()
            return 'PDF'
          }
          return `code ${((await answer.json()) as { code: number }).code}`
        })
        // Sent just after, so it waits for whatever the first holds the process for.
        await new Promise((resolve) => setTimeout(resolve, 5))
        const other = timed(() =>
          fetch(`${origin}/api/Notification/GetUserUnReadNotificationCount`, { headers }).then((r) =>
            r.json(),
          ),
        )
        const [p, o] = await Promise.all([pdf, other])
        code = p.value
        calls.push(p.ms)
        others.push(o.ms)
      }
      const row = {
        input,
        characters: html.length,
        code,
        callMs: Math.min(...calls),
        callMaxMs: Math.max(...calls),
        otherMaxMs: Math.max(...others),
      }
      say(
        `${input}: ${row.code}, ${row.callMs.toFixed(0)}-${row.callMaxMs.toFixed(0)} ms; the other call waited up to ${row.otherMaxMs.toFixed(0)} ms`,
      )
      rows.push(row)
    }
    return rows
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    ;(await backend()).close()
    await db.close()
  }
}
