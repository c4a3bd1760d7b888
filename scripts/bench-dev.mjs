#!/usr/bin/env node
// `npm run bench -- --dev`: how fast `npm start` serves a first page (issue 37, decision 0351).
// Starts the Vite dev server as `npm start` does, on its own port, and in Debian Chromium
// (playwright-core, as the e2e does) times, in a fresh browser each round:
//   ready   the server listening (Vite's own start-up: dependency scan and pre-bundling);
//   login   /login opened until the app's own sign-in form replaced the pre-rendered one;
//   drawer  signed in, a pending order opened by link (/myorder/orderInfo?orderId=…) until the
//           drawer shows its BB number.
// `--cold` first removes Vite's dependency cache (node_modules/.vite), as on a fresh clone.
// Measured, never asserted (decision 0011); the machine's load average is printed beside them.
// Usage: node scripts/bench-dev.mjs [--cold] [--rounds 3] [--port 7520] [--json out.json]
/* global document */
import { spawn, spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { launchChromium, median } from './preview-chromium.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const rounds = Number(option('--rounds', '3'))
const port = Number(option('--port', '7520'))
const jsonOut = option('--json', undefined)
const cold = args.includes('--cold')
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')
const loadAtStart = load()

spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' })
if (cold) rmSync('node_modules/.vite', { recursive: true, force: true })

const origin = `http://127.0.0.1:${port}`
const started = Date.now()
const server = spawn(
  'node',
  ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { stdio: 'ignore' },
)
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)
let ready
for (let i = 0; i < 1200 && ready === undefined; i++) {
  try {
    await fetch(origin)
    ready = Date.now() - started
  } catch {
    await new Promise((r) => setTimeout(r, 50))
  }
}
if (ready === undefined) throw new Error(`the dev server did not answer on ${origin}`)

const browser = await launchChromium()
const timings = []
for (let round = 0; round < rounds; round++) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  const page = await context.newPage()
  let t0 = Date.now()
  await page.goto(`${origin}/login`)
  await page.locator('#root:not([data-prerendered]) form').waitFor({ timeout: 120_000 })
  const login = Date.now() - t0
  await page.locator('input[name="account"]').fill('customer@demo.vn')
  await page.locator('input[name="password"]').fill('Demo1234')
  await page.locator('input[name="password"]').press('Enter')
  await page.waitForURL(/\/homepage$/, { timeout: 120_000 })
  // The first pending order of the demo data: its id from the API, as a link would carry it.
  const order = await page.evaluate(async () => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => /(^|_)token=/.test(c))
        ?.split('=')[1] ?? '',
    )
    const answer = await (
      await fetch('/api/Order/GetPendingOrderList?pageIndex=1&pageSize=10', {
        headers: { Token: token, Authorization: `Bearer ${token}` },
      })
    ).json()
    return answer.data.list[0]
  })
  const drawerPage = await context.newPage()
  t0 = Date.now()
  await drawerPage.goto(`${origin}/myorder/orderInfo?orderId=${order.Id}`)
  await drawerPage.getByRole('dialog').filter({ hasText: order.OrderNumber }).waitFor({ timeout: 120_000 })
  const drawer = Date.now() - t0
  timings.push({ login, drawer })
  console.error(`round ${round + 1}: login ${login} ms, drawer ${drawer} ms`)
  await context.close()
}
await browser.close()
stop()

const result = {
  cold,
  readyMs: ready,
  firstLoginMs: timings[0].login,
  firstDrawerMs: timings[0].drawer,
  medianLoginMs: median(timings.map((t) => t.login)),
  medianDrawerMs: median(timings.map((t) => t.drawer)),
  rounds,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
  load: `${loadAtStart} → ${load()}`,
}
console.log(JSON.stringify(result, null, 2))
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(result, null, 2))
process.exit(0)
