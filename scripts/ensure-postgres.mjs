#!/usr/bin/env node
// Makes sure PostgreSQL's server binaries (initdb, pg_ctl, postgres) are present for the tests and
// the load figure on a real PostgreSQL (decision 0294). Never downloads a server of its own: it uses
// PG_BIN_DIR, or the newest /usr/lib/postgresql/<major>/bin, and installs Debian's `postgresql`
// package with apt-get when running as root (as ensure-chromium.mjs installs chromium).
// Usage: node scripts/ensure-postgres.mjs [--print]   (--print: only the binaries' folder on stdout)
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = '/usr/lib/postgresql'
const NEEDED = ['initdb', 'pg_ctl', 'postgres']
const printOnly = process.argv.includes('--print')
const say = (line) => (printOnly ? console.error(line) : console.log(line))

const complete = (dir) => NEEDED.every((name) => existsSync(join(dir, name)))

/** PG_BIN_DIR, else the highest major version under /usr/lib/postgresql with all three binaries. */
function findBinDir() {
  if (process.env.PG_BIN_DIR) return complete(process.env.PG_BIN_DIR) ? process.env.PG_BIN_DIR : undefined
  if (!existsSync(ROOT)) return undefined
  const majors = readdirSync(ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  return majors.map((major) => join(ROOT, major, 'bin')).find(complete)
}

function done(dir) {
  if (printOnly) console.log(dir)
  else say(`PostgreSQL server binaries in ${dir}.`)
  process.exit(0)
}

const found = findBinDir()
if (found) done(found)
if (process.env.PG_BIN_DIR) {
  console.error(`PG_BIN_DIR=${process.env.PG_BIN_DIR} does not hold ${NEEDED.join(', ')}.`)
  process.exit(1)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    `PostgreSQL's server binaries (${NEEDED.join(', ')}) not found under ${ROOT}/<version>/bin: install them with "sudo apt-get update && sudo apt-get install -y postgresql" or set PG_BIN_DIR.`,
  )
  process.exit(1)
}

say(`PostgreSQL not found under ${ROOT}; installing Debian's postgresql package with apt-get...`)
// The package's own cluster is not needed (the tests make throw-away ones): policy-rc.d is not
// touched, the service simply stays as the package leaves it.
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
  // stdout goes to stderr so that --print's one line stays the only thing on stdout.
  const r = spawnSync('apt-get', args, { stdio: ['ignore', process.stderr, 'inherit'], env })
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`)
    process.exit(1)
  }
}
const installed = findBinDir()
if (!installed) {
  console.error(`apt-get finished but no ${ROOT}/<version>/bin holds ${NEEDED.join(', ')}; set PG_BIN_DIR.`)
  process.exit(1)
}
done(installed)
