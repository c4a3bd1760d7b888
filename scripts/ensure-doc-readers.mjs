#!/usr/bin/env node
// Makes sure the readers that check the documents we write are present (R-DOC-001: what we write,
// another reader checks; decision 0341): Debian's python3-openpyxl opens the .xlsx exports, and
// poppler-utils (pdftotext, pdftoppm) reads and renders the PDFs. Never downloads anything of its
// own: it installs the two Debian packages with apt-get when running as root (as
// ensure-postgres.mjs and ensure-chromium.mjs do), and says what to install otherwise.
// openpyxl is checked with Debian's own /usr/bin/python3 (where python3-openpyxl installs), not
// whichever python3 comes first on PATH (a pyenv shim does not see Debian's packages).
// Usage: node scripts/ensure-doc-readers.mjs
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const PYTHON = '/usr/bin/python3'
const POPPLER = ['/usr/bin/pdftotext', '/usr/bin/pdftoppm']

const hasOpenpyxl = () =>
  existsSync(PYTHON) && spawnSync(PYTHON, ['-c', 'import openpyxl'], { stdio: 'ignore' }).status === 0
const hasPoppler = () => POPPLER.every((path) => existsSync(path))

/** The Debian packages still missing. */
const missing = () => [
  ...(hasOpenpyxl() ? [] : ['python3-openpyxl']),
  ...(hasPoppler() ? [] : ['poppler-utils']),
]

const needed = missing()
if (needed.length === 0) {
  console.log(`Document readers present: openpyxl for ${PYTHON}, ${POPPLER.join(', ')}.`)
  process.exit(0)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    `The document readers are missing (${needed.join(', ')}): the xlsx and PDF reader tests cannot run. Install them with "sudo apt-get update && sudo apt-get install -y ${needed.join(' ')}".`,
  )
  process.exit(1)
}

console.log(`Document readers missing (${needed.join(', ')}); installing Debian's packages with apt-get...`)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...needed]]) {
  const r = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env })
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`)
    process.exit(1)
  }
}
const still = missing()
if (still.length > 0) {
  console.error(
    `apt-get finished but ${still.join(', ')} is still missing (openpyxl is looked for by ${PYTHON}).`,
  )
  process.exit(1)
}
console.log(`Document readers installed: openpyxl for ${PYTHON}, ${POPPLER.join(', ')}.`)
