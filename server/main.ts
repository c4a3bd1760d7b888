// `npm run serve` (decision 0270): one Node process that serves the built real-API app and the
// backend's API on one origin, its data in PostgreSQL. Settings from the environment:
//   PORT (default 3000), HOST (default 127.0.0.1),
//   PORTAL_DATA_DIR (PGlite's folder, default .data/portal), DATABASE_URL (a real PostgreSQL instead),
//   PORTAL_STATIC_DIR (the built app, default dist-serve),
//   SMTP_URL (reset codes by mail; none: in this log), SMTP_FROM (their sender; decision 0348),
//   PORTAL_TRUSTED_PROXIES (reverse proxies whose X-Forwarded-For names the client; decision 0356).
//   PORTAL_BLOB_DIR (uploads' bytes on PGlite, default <PORTAL_DATA_DIR>.blobs; decision 0354).
//   PORTAL_WORKERS (processes on one port over PostgreSQL, default the cores; decision 0373).
import { resolve } from 'node:path'
import { createApp, lazyBackend } from './app'
import { trustedProxiesOf } from './client-address'
import { createServerBackend, openDatabase } from './backend'
import { listen } from './listen'
import { prepareDataDir } from './data-dir'
import { openApiDocument } from './openapi'
import { codeDelivery } from './reset-mail'
import { SWEEP_EVERY_MS } from './upload-sweep'
import { namingTheWorker, servedByWorkers } from './cluster'

// With several workers this first process only watches them: it goes no further (decision 0373).
await servedByWorkers(process.env.PORTAL_WORKERS, process.env.DATABASE_URL || undefined)

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'
const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = resolve(process.env.PORTAL_DATA_DIR ?? '.data/portal')
const staticDir = resolve(process.env.PORTAL_STATIC_DIR ?? 'dist-serve')
// On PGlite uploads are blobs on disk beside its folder, off its single thread (R-UPL-014); a real
// PostgreSQL keeps them in its rows, shared by every server process (decision 0354).
const blobDir = databaseUrl ? undefined : resolve(process.env.PORTAL_BLOB_DIR ?? `${dataDir}.blobs`)

// PGlite's folder, parents included, before the first open (decision 0350).
if (!databaseUrl) {
  const refused = prepareDataDir(dataDir)
  if (refused !== undefined) console.error(refused)
}

const backend = lazyBackend(async () => {
  const db = await openDatabase({ databaseUrl, dataDir })
  return createServerBackend(db, {
    deliverCode: codeDelivery(process.env.SMTP_URL || undefined, process.env.SMTP_FROM || undefined),
    blobDir,
    publicUrl: process.env.PORTAL_PUBLIC_URL || undefined,
  })
})
// Open at start so the first visitor does not wait for the seed; a failure is retried per call.
backend().then(
  async (opened) => {
    // Seeded here or read as stored: with two processes on one database, one seeds (decision 0296).
    const start = await opened.state.orders.ready()
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`
    console.log(
      `[server] data in ${where}: ${start.source === 'seed' ? 'seeded' : 'stored'}, ${start.records} records`,
    )
    // Unattached uploads over a day old go, at start and every hour (R-UPL-017).
    const sweep = () =>
      opened.sweepUploads().then(
        (swept) => {
          if (swept.files.length + swept.blobs > 0)
            console.log(`[server] swept ${swept.files.length} unattached uploads, ${swept.blobs} blobs`)
        },
        (error: unknown) => console.warn(`[server] the upload sweep failed: ${String(error)}`),
      )
    void sweep()
    setInterval(() => void sweep(), SWEEP_EVERY_MS).unref()
  },
  (error: unknown) => console.error(`[server] the database is not ready yet: ${String(error)}`),
)

let openApi: unknown
const app = createApp(backend, {
  staticDir,
  openApi: () => (openApi ??= openApiDocument()),
  publicUrl: process.env.PORTAL_PUBLIC_URL || undefined,
  trustedProxies: trustedProxiesOf(process.env.PORTAL_TRUSTED_PROXIES),
})

const server = listen({ fetch: namingTheWorker(app.fetch) }, port, hostname, (bound) =>
  console.log(`[server] the portal on http://${hostname}:${bound}`),
)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close()
    process.exit(0)
  })
