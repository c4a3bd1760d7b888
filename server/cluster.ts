// Every core of the machine for `npm run serve` (decision 0373, R-SRV-013): PORTAL_WORKERS
// processes (default: the cores) share one port through node:cluster, over one PostgreSQL, which
// keeps them consistent (writers take the advisory lock's turn; the log's and the sessions'
// changes are announced with NOTIFY). PGlite lives inside one process and cannot be shared: without
// DATABASE_URL the server stays one process and says so.
import type { serve } from '@hono/node-server'
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'

/** The processes asked for: PORTAL_WORKERS when a positive whole number, else the cores. */
export function workersWanted(setting: string | undefined, cores = availableParallelism()): number {
  const asked = Number(setting)
  return setting !== undefined && setting !== '' && Number.isInteger(asked) && asked > 0 ? asked : cores
}

/** A worker that dies is started again after this long (not at once: a crash at start would spin). */
const RESTART_AFTER_MS = 1_000

/**
 * In the first process, with more than one worker over PostgreSQL: starts the workers, starts one
 * again when it dies, stops them on SIGINT/SIGTERM, and never resolves, so the caller's module goes
 * no further here. In a worker, or with one process: resolves at once, and the caller serves.
 */
export function servedByWorkers(setting: string | undefined, databaseUrl: string | undefined): Promise<void> {
  if (cluster.isWorker) {
    // The first process is gone (killed, even with -9): nothing hands this one connections any more.
    process.on('disconnect', () => process.exit(0))
    return Promise.resolve()
  }
  const workers = workersWanted(setting)
  if (workers <= 1) return Promise.resolve()
  if (databaseUrl === undefined) {
    // Said only to who asked for several: by default (the cores) PGlite's one process is expected.
    if (setting === undefined || setting === '') return Promise.resolve()
    console.log(
      `[server] PGlite runs in one process: ${workers} workers need DATABASE_URL (a PostgreSQL they share); serving in one`,
    )
    return Promise.resolve()
  }
  let stopping = false
  const start = () => cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(`[server] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    setTimeout(() => !stopping && start(), RESTART_AFTER_MS).unref()
  })
  for (let i = 0; i < workers; i += 1) start()
  console.log(`[server] ${workers} worker processes on one port over PostgreSQL (PORTAL_WORKERS)`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopping = true
      const running = Object.values(cluster.workers ?? {})
      let left = running.length
      if (left === 0) process.exit(0)
      for (const worker of running) {
        worker?.once('exit', () => (left -= 1) === 0 && process.exit(0))
        worker?.process.kill(signal)
      }
    })
  return new Promise<void>(() => undefined)
}

/** What node:http hands the app (listen.ts). */
type Fetch = Parameters<typeof serve>[0]['fetch']

/**
 * Names the worker that answered (`X-Portal-Worker`, its cluster id) when there are several, so a
 * test can tell a read on one from a write on another; the fetch as it is with one process.
 */
export function namingTheWorker(fetch: Fetch): Fetch {
  const worker = cluster.worker
  if (worker === undefined) return fetch
  return async (...args) => {
    const answer: unknown = await fetch(...args)
    try {
      if (answer instanceof Response) answer.headers.set('X-Portal-Worker', String(worker.id))
    } catch {
      // An answer whose headers are immutable goes as it is.
    }
    return answer
  }
}
