#!/usr/bin/env node
// One route of a built dist measured by Lighthouse (its default mobile preset: simulated slow 4G,
// 4x CPU slowdown), `--runs` times in a fresh Chromium each, the median written as JSON. With
// `--login` the route is measured as a signed-in customer's visit: a real sign-in through the
// login form first (puppeteer-core, which Lighthouse brings), then the HTTP cache cleared while
// cookies, IndexedDB and the mock's service worker stay. The dist is served here, gzipped as a
// real host would. `npm run bench -- --lighthouse` (scripts/bench-lighthouse.mjs) runs it per
// route; it was a tool beside the repository before (decision 0289, amended in stop 52).
// Usage: node scripts/lighthouse-measure.mjs <dist> <path> [--runs 3] [--port 47321]
//        [--json out.json] [--login] [--account customer@demo.vn] [--save <folder>]
// --save keeps each run's whole Lighthouse report (run-<n>.json) and its trace (run-<n>.trace.json,
// for the browser's performance panel) to read the observed timings, filmstrip and long tasks.
// Environment: LH_DIR, a folder whose node_modules holds lighthouse; CHROME_PATH (Debian's
// chromium by default, scripts/ensure-chromium.mjs).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_FLAGS, median } from './preview-chromium.mjs'

/** The demo accounts' password (src/backend/accounts.ts). */
const DEMO_PASSWORD = 'Demo1234'
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS, '--disable-dev-shm-usage']
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
}

function optionsOf(argv) {
  const options = {
    runs: 3,
    port: 47321,
    json: undefined,
    login: false,
    account: 'customer@demo.vn',
    save: undefined,
  }
  const positional = []
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--runs') options.runs = Number(argv[++i])
    else if (arg === '--port') options.port = Number(argv[++i])
    else if (arg === '--json') options.json = argv[++i]
    else if (arg === '--account') options.account = argv[++i]
    else if (arg === '--login') options.login = true
    else if (arg === '--save') options.save = argv[++i]
    else positional.push(arg)
  }
  if (positional.length < 1) throw new Error('usage: lighthouse-measure.mjs <dist> <path> [options]')
  return { ...options, dist: resolve(positional[0]), path: positional[1] ?? '/' }
}

/** The dist's files, the app's routes answered with index.html, text gzipped when asked for. */
function serveDist(dist, port) {
  const server = createServer((request, response) => {
    const wanted = decodeURIComponent(new URL(request.url, 'http://host').pathname).replace(/^\//, '')
    let file = join(dist, wanted)
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) {
      if (extname(wanted) !== '') {
        response.writeHead(404)
        response.end()
        return
      }
      file = join(dist, 'index.html')
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    let body = readFileSync(file)
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' }
    if (/text|javascript|json|svg/.test(type) && /gzip/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body, { level: 6 })
      headers['Content-Encoding'] = 'gzip'
    }
    headers['Content-Length'] = body.length
    response.writeHead(200, headers)
    response.end(body)
  })
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)))
}

async function main() {
  const options = optionsOf(process.argv.slice(2))
  const fromLhDir = createRequire(join(resolve(process.env.LH_DIR ?? process.cwd()), 'noop.js'))
  const lighthousePath = fromLhDir.resolve('lighthouse')
  const fromLighthouse = createRequire(lighthousePath)
  const lighthouse = (await import(pathToFileURL(lighthousePath).href)).default
  const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)
  const puppeteer = (await import(pathToFileURL(fromLhDir.resolve('puppeteer-core')).href)).default
  const base = `http://127.0.0.1:${options.port}`
  const gzippedSize = (file) => gzipSync(readFileSync(file), { level: 6 }).length

  /** Signs in through the form, opens the route once, then empties the HTTP cache. */
  async function signIn(chromePort) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` })
    const page = await browser.newPage()
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' })
    await page.type('input[name=account]', options.account)
    await page.type('input[name=password]', DEMO_PASSWORD)
    await Promise.all([
      // Runs in the page, where `location` is the page's.
      page.waitForFunction(() => !globalThis.location.pathname.startsWith('/login'), { timeout: 60_000 }),
      page.click('button[type=submit]'),
    ])
    await page.goto(base + options.path, { waitUntil: 'networkidle0' })
    const landed = page.url()
    const cdp = await page.createCDPSession()
    await cdp.send('Network.clearBrowserCache')
    await page.goto('about:blank')
    await page.close()
    await browser.disconnect()
    return landed
  }

  const server = await serveDist(options.dist, options.port)
  const report = { dist: options.dist, path: options.path, runs: [] }
  try {
    for (let i = 0; i < options.runs; i += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: CHROME_FLAGS,
      })
      try {
        if (options.login) console.error(`signed in, landed on ${await signIn(chrome.port)}`)
        const result = await lighthouse(base + options.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Signed in: keep the session's cookies and storage.
          disableStorageReset: options.login,
        })
        if (options.save) {
          mkdirSync(options.save, { recursive: true })
          writeFileSync(join(options.save, `run-${i + 1}.json`), JSON.stringify(result.lhr))
          const trace = result.artifacts?.Trace
          if (trace) writeFileSync(join(options.save, `run-${i + 1}.trace.json`), JSON.stringify(trace))
        }
        const audits = result.lhr.audits
        const requests = (audits['network-requests']?.details?.items ?? []).filter((r) =>
          r.url.startsWith(base),
        )
        const scripts = [
          ...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname)),
        ]
        const jsGz = scripts
          .map((path) => join(options.dist, path))
          .reduce((sum, file) => sum + (existsSync(file) ? gzippedSize(file) : 0), 0)
        const run = {
          score: Math.round(result.lhr.categories.performance.score * 100),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          si: audits['speed-index'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          lcpElement:
            audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
          finalUrl: result.lhr.finalDisplayedUrl,
          jsGz,
          jsFiles: scripts.length,
          err: result.lhr.runtimeError?.message,
        }
        report.runs.push(run)
        console.error(
          `run ${i + 1}: score ${run.score}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, JS ${jsGz} B in ${scripts.length} files, largest paint ${run.lcpElement}`,
        )
      } finally {
        await chrome.kill()
      }
    }
  } finally {
    server.close()
  }
  if (report.runs.length > 0) {
    const keys = ['score', 'fcp', 'lcp', 'tbt', 'si', 'cls', 'jsGz']
    report.median = Object.fromEntries(
      keys.map((key) => [
        key,
        median(report.runs.map((run) => run[key]).filter((value) => value !== undefined)),
      ]),
    )
    console.log(JSON.stringify(report.median))
  }
  if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2))
}

await main()
