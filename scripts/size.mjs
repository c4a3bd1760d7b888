#!/usr/bin/env node
// `npm run size`: first-load JavaScript of the login page, in gzip bytes (zlib level 6, as
// ../shared/tools/measure.mjs counts). Builds the app unless --no-build, serves dist with
// `vite preview`, loads /login in Debian Chromium and sums every script the page requested;
// the mock backend's chunks (demo mode only) are reported apart.
// Usage: node scripts/size.mjs [--no-build] [--path /login] [--json out.json] [--dist dist]
//        [--port 4180] [--modules]
// --dist/--port let several people measure side by side (build into your own folder with
// PORTAL_OUT_DIR=<dist>); --modules also lists the biggest source modules of the loaded chunks.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const urlPath = option('--path', '/login')
const port = Number(option('--port', '4180'))
const dist = option('--dist', 'dist')

if (!args.includes('--no-build')) {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_OUT_DIR: dist },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' })

const server = spawn(
  'node',
  ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', dist],
  {
    stdio: 'ignore',
  },
)
const origin = `http://127.0.0.1:${port}`
for (let i = 0; i < 100; i++) {
  try {
    await fetch(origin)
    break
  } catch {
    await new Promise((r) => setTimeout(r, 100))
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const scripts = new Set()
try {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (
      url.origin === origin &&
      url.pathname.endsWith('.js') &&
      !url.pathname.endsWith('mockServiceWorker.js')
    )
      scripts.add(url.pathname)
  })
  await page.goto(origin + urlPath)
  await page.locator('form').first().waitFor({ timeout: 20_000 })
  await page.waitForLoadState('networkidle')
} finally {
  await browser.close()
  server.kill()
}

const rows = [...scripts].map((path) => {
  const bytes = readFileSync(join(dist, path))
  return {
    file: path,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 6 }).length,
    mock: /\/mock-/.test(path),
  }
})
const sum = (list) => list.reduce((total, row) => total + row.gzip, 0)
const app = rows.filter((r) => !r.mock)
const mock = rows.filter((r) => r.mock)
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `${String(row.gzip).padStart(8)} B gz  ${String(row.raw).padStart(8)} B raw  ${row.file}${row.mock ? '  (mock backend)' : ''}`,
  )
}
console.log(
  `first-load JS of ${urlPath} (gzip): ${sum(app)} B app + ${sum(mock)} B mock backend = ${sum(rows)} B`,
)
const jsonOut = option('--json', undefined)
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify({ urlPath, appGzip: sum(app), mockGzip: sum(mock), files: rows }, null, 2),
  )
