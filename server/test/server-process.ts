// Server mode as real `node` processes (decision 0294): the server built as `npm run serve` builds it
// (server/vite.config.ts), started with its environment, read from its output, stopped. Used by the
// tests on a real PostgreSQL and by the load figure of `npm run bench -- --server`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import type { OrderBody } from '../../src/api/contracts/order'
import { catalogSeed } from '../../src/backend/seed/catalog'
import { orderBody } from '../../src/test/order-contract'

/**
 * Builds the server into dist-server-test/<name>/ (inside the project, so Node finds its packages
 * in node_modules; one folder per caller, so test files running in parallel never share one).
 */
export function buildServer(name: string): string {
  const outDir = join('dist-server-test', name)
  const built = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--config', 'server/vite.config.ts', '--logLevel', 'warn', '--outDir', outDir],
    { encoding: 'utf8' },
  )
  if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`)
  return join(outDir, 'main.mjs')
}

export interface ServerProcess {
  readonly origin: string
  readonly child: ChildProcess
  /** Everything it wrote (stdout and stderr), for the assertions and for a failure's message. */
  output(): string
  /** Resolves once it wrote `text` (after `from`, an offset into output()), or rejects after `ms`. */
  waitFor(text: string | RegExp, ms?: number, from?: number): Promise<void>
  get alive(): boolean
  stop(): Promise<void>
}

export interface ServerProcessOptions {
  readonly main: string
  readonly port: number
  /** A real PostgreSQL; PGlite in `dataDir` otherwise. */
  readonly databaseUrl?: string
  readonly dataDir?: string
  /** The built app to serve (the bench's static floor); none: the API only. */
  readonly staticDir?: string
  /** Node's own flags before the script (the bench's `--cpu-prof`). */
  readonly nodeArgs?: readonly string[]
  /** More of the server's environment (PORTAL_WORKERS: 1 unless given here or to the test run). */
  readonly env?: NodeJS.ProcessEnv
}

/** Starts `node <main>` and waits until it listens (not until its database is open). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    // The API only: no built app to serve.
    PORTAL_STATIC_DIR: options.staticDir ?? join('dist-server-test', 'no-app'),
    DATABASE_URL: options.databaseUrl ?? '',
    ...(options.dataDir === undefined ? {} : { PORTAL_DATA_DIR: options.dataDir }),
    // One process unless a test asks for more (or PORTAL_WORKERS is set for the whole run).
    PORTAL_WORKERS: process.env.PORTAL_WORKERS ?? '1',
    ...options.env,
  }
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--enable-source-maps', options.main], {
    env,
  })
  let text = ''
  const listeners = new Set<() => void>()
  const take = (chunk: Buffer) => {
    text += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  let exited = false
  child.on('exit', () => {
    exited = true
    for (const listener of listeners) listener()
  })
  const waitFor = (wanted: string | RegExp, ms = 60_000, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const seen = () => {
        const rest = text.slice(from)
        return typeof wanted === 'string' ? rest.includes(wanted) : wanted.test(rest)
      }
      const check = () => {
        if (seen()) done(resolve)
        else if (exited) done(() => reject(new Error(`the server exited before "${wanted}":\n${text}`)))
      }
      const timer = setTimeout(
        () => done(() => reject(new Error(`no "${wanted}" within ${ms} ms:\n${text}`))),
        ms,
      )
      const done = (then: () => void) => {
        clearTimeout(timer)
        listeners.delete(check)
        then()
      }
      listeners.add(check)
      check()
    })
  await waitFor('[server] the portal on http')
  return {
    origin: `http://127.0.0.1:${options.port}`,
    child,
    output: () => text,
    waitFor,
    get alive() {
      return !exited
    },
    stop: async () => {
      if (exited) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}

/** The business date of a server on the real clock (Vietnam, UTC+7), as its seed has it. */
export const serverToday = (now = new Date()) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)

/** An order a server on the real clock accepts: the seed's catalogue, its ETA ten days ahead. */
export function liveOrderBody(note: string, today = serverToday()): OrderBody {
  const eta = new Date(`${today}T00:00:00Z`)
  eta.setUTCDate(eta.getUTCDate() + 10)
  return orderBody(catalogSeed(today), { note, etaDate: eta.toISOString().slice(0, 10) })
}
