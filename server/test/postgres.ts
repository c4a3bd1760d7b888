// A throw-away PostgreSQL cluster on a loopback port, for the tests and the load figure on a real
// PostgreSQL (decision 0294): initdb in a temporary folder, pg_ctl to start and stop it, the folder
// removed afterwards. PostgreSQL refuses to run as root: as root, its programs run as the
// `postgres` OS user (Debian's package creates it), which owns the folder.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string
  readonly port: number
  /** Stops the server (immediately, as a crash would: nothing is flushed first). */
  down(): void
  /** Starts it again on the same folder and port. */
  up(): void
  /** Stops it and removes its folder. */
  remove(): void
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** The server binaries' folder, from scripts/ensure-postgres.mjs (which installs them if missing). */
function binDir(): string {
  const found = spawnSync(process.execPath, ['scripts/ensure-postgres.mjs', '--print'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const dir = found.stdout.trim().split('\n').at(-1)
  if (found.status !== 0 || !dir) throw new Error('PostgreSQL is not installed (scripts/ensure-postgres.mjs)')
  return dir
}

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function run(program: string, args: readonly string[]) {
  const [command, all] = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args]
  const result = spawnSync(command, all, { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(
      `${program} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`,
    )
}

/**
 * initdb and start a cluster on `port` (one of the project's test ports). fsync is off: a test's
 * data need not survive a power cut, and the shared machine's disk is spared. Commits stay
 * synchronous: an immediate stop, as in a crash, keeps what was acknowledged.
 */
export function startPostgresCluster(port: number): PostgresCluster {
  const bin = binDir()
  const folder = mkdtempSync(join(tmpdir(), 'portal-pg-'))
  const data = join(folder, 'data')
  const log = join(folder, 'server.log')
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(folder, id('-u'), id('-g'))
  }
  const removeFolder = () => rmSync(folder, { recursive: true, force: true })
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  const pgCtl = join(bin, 'pg_ctl')
  const up = () => run(pgCtl, ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options])
  const down = () => run(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '60'])
  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
    up()
  } catch (error) {
    removeFolder()
    throw error
  }
  let running = true
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    down: () => {
      down()
      running = false
    },
    up: () => {
      up()
      running = true
    },
    remove: () => {
      if (running) down()
      running = false
      removeFolder()
    },
  }
}
