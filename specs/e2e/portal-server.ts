// The server of `npm run serve` (decision 0270) as the serve journeys run it: the built
// dist-server/main.mjs in a child process over a data folder of its own, serving the real-API app
// built for its address (scripts/test-all.mjs builds both). A journey stops it (SIGTERM, or SIGKILL
// as a crash) and starts it again over the same folder to show what survives (decision 0290).
// With `postgres`, it runs as production would scale it (decision 0373): PORTAL_WORKERS=2 worker
// processes on one port over a throw-away PostgreSQL of its own (port + 1), which outlives restarts.
// Not a spec file: no tests here.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgresCluster, type PostgresCluster } from '../../server/test/postgres'

const SERVER_BUNDLE = 'dist-server/main.mjs'
/** The PGlite seed on a fresh folder takes seconds, more on a busy two-core machine. */
const READY_WITHIN_MS = 90_000

export interface PortalServer {
  /** Stops the process (SIGTERM: its own shutdown; SIGKILL: a crash) and waits for its end. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>
  /** Starts the server again over the same data folder; resolves once its database is open. */
  start(): Promise<void>
  /** Stops the process if it runs and removes the data folder. */
  dispose(): Promise<void>
  /** What the process wrote, for a failing journey's message. */
  log(): string
}

export interface PortalServerOptions {
  /** Two workers over a PostgreSQL of its own, instead of one process over PGlite. */
  readonly postgres?: boolean
}

/** How many worker processes the PostgreSQL server runs (each says "data in" once open). */
const WORKERS = 2

export function portalServer(
  port: number,
  staticDir: string,
  options: PortalServerOptions = {},
): PortalServer {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(join(staticDir, 'index.html')))
    throw new Error(`${SERVER_BUNDLE} or ${staticDir}/ is missing: build them as scripts/test-all.mjs does`)
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-serve-e2e-'))
  let cluster: PostgresCluster | undefined
  let child: ChildProcess | undefined
  let output = ''

  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve()
      else process.once('exit', () => resolve())
    })

  async function start() {
    if (child !== undefined) throw new Error('the server already runs')
    if (options.postgres) cluster ??= startPostgresCluster(port + 1)
    const process_ = spawn('node', ['--enable-source-maps', SERVER_BUNDLE], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DATA_DIR: dataDir,
        PORTAL_STATIC_DIR: staticDir,
        DATABASE_URL: cluster?.url ?? '',
        PORTAL_WORKERS: cluster === undefined ? '1' : String(WORKERS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = process_
    // This start's own output: an earlier start's "data in" must not answer for this one.
    const from = output.length
    // main.ts says "data in ..." once the database is open (and seeded on a fresh folder).
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server was not ready in ${READY_WITHIN_MS} ms:\n${output}`)),
        READY_WITHIN_MS,
      )
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const opened = output.slice(from).split('[server] data in').length - 1
        if (opened >= (cluster === undefined ? 1 : WORKERS)) {
          clearTimeout(timer)
          resolve()
        }
      }
      process_.stdout!.on('data', read)
      process_.stderr!.on('data', read)
      process_.once('exit', (code, signal) => {
        clearTimeout(timer)
        reject(new Error(`the server ended (${code ?? signal}) before it was ready:\n${output}`))
      })
    })
  }

  async function stop(signal: 'SIGTERM' | 'SIGKILL') {
    const running = child
    if (running === undefined) return
    child = undefined
    running.kill(signal)
    await exited(running)
    output += `\n[journey] stopped with ${signal}\n`
  }

  return {
    start,
    stop,
    async dispose() {
      await stop('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
      cluster?.remove()
    },
    log: () => output,
  }
}
