#!/usr/bin/env node
// Makes sure the Debian Chromium that Playwright drives is present.
// Never downloads a browser of its own: it uses CHROME_PATH or /usr/bin/chromium,
// and installs Debian's `chromium` package with apt-get when running as root.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'

if (existsSync(chromePath)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    `Chromium not found at ${chromePath}: install it with "sudo apt-get update && sudo apt-get install -y chromium" or set CHROME_PATH.`,
  )
  process.exit(1)
}

console.log(`Chromium not found at ${chromePath}; installing Debian's chromium package with apt-get...`)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
  const r = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env })
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`)
    process.exit(1)
  }
}
if (!existsSync(chromePath)) {
  console.error(`apt-get finished but ${chromePath} is still missing; set CHROME_PATH to the browser.`)
  process.exit(1)
}
console.log(`Chromium installed at ${chromePath}.`)
