#!/usr/bin/env node
// `npm run bench -- --tasks`: the main-thread tasks of the signed-in routes' start, the way
// Lighthouse's simulation counts them (decision 0316). Lighthouse's total blocking time takes
// each task it observed after the first paint, multiplies it by four (its CPU slowdown) and adds
// what exceeds 50 ms; on this kind of machine its score moves more between runs than most changes
// move it. This reads the same tasks from Chromium's own trace, with an empty cache and no
// slowdown, after a real sign-in through the form, and prints per route the median over N loads
// of: the tasks longer than 12.5 ms, their estimated blocking time (the sum of 4 x task - 50 ms)
// and the longest task. A figure to compare two builds on one machine, not Lighthouse's own.
// Measured, never asserted (decision 0011); the load average is printed beside it.
// Usage: node scripts/bench-tasks.mjs [--runs 5] [--port 7530] [--dist dist-lh] [--no-build]
//        [--routes /homepage,/myorder/confirm] [--json out.json]
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { launchChromium, median, signInAsDemo, startPreview } from './preview-chromium.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const runs = Number(option('--runs', '5'))
const port = Number(option('--port', '7530'))
const dist = option('--dist', 'dist-lh')
const jsonOut = option('--json', undefined)
const routes = option('--routes', '/homepage,/myorder/orderInfo,/myorder/confirm,/online/online').split(',')
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')

/** A task Lighthouse's simulation counts as blocking once slowed down four times (4 x 12.5 = 50 ms). */
const LONG_TASK_MS = 12.5
const SLOWDOWN = 4

if (!args.includes('--no-build')) {
  console.error(`building the mock app into ${dist}…`)
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_OUT_DIR: dist, VITE_API_BASE_URL: '' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' })

const loadAtStart = load()
const { origin, stop } = await startPreview(dist, port)
const browser = await launchChromium()

/** Signs in as a user does; the homepage's own start (the backend's seeding on a first visit) is not measured. */
async function signIn(page) {
  await signInAsDemo(page, origin)
  await page.waitForTimeout(2_000)
}

/** The renderer's main thread: the thread named CrRendererMain that ran the longest tasks. */
function mainThreadOf(events) {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const busy = (t) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0)
  return names.sort((a, b) => busy(b) - busy(a))[0]
}

/** One load of `path` with an empty cache: the tasks after its first contentful paint. */
async function measure(context, page, path) {
  await page.goto('about:blank')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  await page.goto(`${origin}${path}`)
  await page.waitForTimeout(6_000)
  const trace = JSON.parse((await browser.stopTracing()).toString())
  const events = trace.traceEvents ?? trace
  const main = mainThreadOf(events)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid)
  if (!main || !fcp) return undefined
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ts + e.dur > fcp.ts)
    .map((e) => e.dur / 1000)
    .filter((ms) => ms > LONG_TASK_MS)
  return {
    longTasks: tasks.length,
    blocking: tasks.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - 50), 0),
    longest: Math.max(0, ...tasks),
    landedOn: new URL(page.url()).pathname,
  }
}

const results = []
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  await signIn(page)
  for (const path of routes) {
    console.error(`${path}: ${runs} loads…`)
    const loads = []
    for (let i = 0; i < runs; i++) {
      const one = await measure(context, page, path)
      if (one) loads.push(one)
    }
    results.push({
      path,
      loads,
      median: {
        longTasks: median(loads.map((l) => l.longTasks)),
        blocking: median(loads.map((l) => l.blocking)),
        longest: median(loads.map((l) => l.longest)),
      },
      landedOn: [...new Set(loads.map((l) => l.landedOn))],
    })
  }
} finally {
  await browser.close()
  stop()
}

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`
console.log(`\nMain-thread tasks after the first paint, no slowdown, empty cache, median of ${runs} loads`)
console.log(
  '| route | tasks > 12.5 ms | estimated blocking (4 x task - 50) | runs | longest task | landed on |',
)
console.log('|---|---:|---:|---|---:|---|')
for (const r of results) {
  const each = r.loads.map((l) => Math.round(l.blocking)).join(', ')
  console.log(
    `| ${r.path} | ${r.median.longTasks} | ${ms(r.median.blocking)} | ${each} | ${ms(r.median.longest)} | ${r.landedOn.join(', ')} |`,
  )
}
console.log(`load average ${loadAtStart} at the start, ${load()} at the end; ${os.cpus().length} cores`)
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify({ runs, load: { start: loadAtStart, end: load() }, results }, null, 2),
  )
