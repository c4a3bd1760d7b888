#!/usr/bin/env node
// `npm run bench -- --lists`: filter-change timings of the pending and confirmed lists on the large
// demo data set (decisions 0287, 0288). Builds the mock app with VITE_DEMO_ORDERS (10,000 by
// default) into its own folder, serves it with `vite preview`, signs in as customer@demo.vn in
// Debian Chromium (playwright-core, as the e2e does; the first request seeds the data set), then
// on each list makes N filter changes (company, BB number, and on the confirmed list the status
// tabs) and reads the `orders.filter.*` User Timing measures the page took: from the change sent
// to the list machine to the new rows in the document. Prints their median and 95th percentile.
// Measured, never asserted (decision 0011); the machine's load average is printed beside them.
// Usage: node scripts/bench-lists.mjs [--orders 10000] [--changes 30] [--port 7510]
//        [--dist dist-large] [--no-build] [--json out.json]
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { launchChromium, median, signInAsDemo, startPreview } from './preview-chromium.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const orders = Number(option('--orders', '10000'))
const changes = Number(option('--changes', '30'))
const port = Number(option('--port', '7510'))
const dist = option('--dist', 'dist-large')
const jsonOut = option('--json', undefined)
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')
const loadAtStart = load()

if (!args.includes('--no-build')) {
  console.error(`building the mock app with VITE_DEMO_ORDERS=${orders} into ${dist}…`)
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_OUT_DIR: dist, VITE_DEMO_ORDERS: String(orders), VITE_API_BASE_URL: '' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' })

const { origin, stop } = await startPreview(dist, port)
const browser = await launchChromium()

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}
/** Signs in through the form; the first API call starts the mock backend, which seeds the data set. */
async function signIn(page) {
  const t0 = Date.now()
  await signInAsDemo(page, origin, 600_000)
  return Date.now() - t0
}

const measuresOf = (page, name) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').map((m) => m.duration), name)

/** Makes one filter change and waits for its measure. */
async function change(page, name, act) {
  const before = (await measuresOf(page, name)).length
  await act()
  await page.waitForFunction(
    ([n, count]) => performance.getEntriesByName(n, 'measure').length > count,
    [name, before],
    { timeout: 60_000 },
  )
}

async function companies(page) {
  return page
    .getByLabel('Company', { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((o) => o.value))
}

/** The list's filter changes, taken in turn: the company, the BB number, the status tabs. */
async function benchList(page, { path, name, tabs }) {
  await page.goto(origin + path)
  await page.locator('table tbody tr').first().waitFor({ timeout: 120_000 })
  await page.waitForLoadState('networkidle')
  const codes = await companies(page)
  const bb = page.getByLabel('BB No.', { exact: true })
  const tabButtons = tabs ? page.getByRole('group', { name: 'Order status' }).getByRole('button') : null
  const tabCount = tabButtons ? await tabButtons.count() : 0
  const kinds = tabs ? ['tab', 'company', 'number'] : ['company', 'number']
  let company = 0
  let tab = 0
  for (let i = 0; i < changes; i++) {
    const kind = kinds[i % kinds.length]
    if (kind === 'company') {
      company = (company + 1) % codes.length
      await change(page, name, () => page.getByLabel('Company', { exact: true }).selectOption(codes[company]))
    } else if (kind === 'tab') {
      tab = (tab + 1) % tabCount
      await change(page, name, () => tabButtons.nth(tab).click())
    } else {
      // A different part of a BB number each time; every other change clears it.
      const text = i % 2 ? String((i * 37) % 100) : ''
      const current = await bb.inputValue()
      const next = text === current ? `${text}1` : text
      await change(page, name, async () => {
        await bb.fill(next)
        await bb.press('Enter')
      })
    }
  }
  return measuresOf(page, name)
}

const results = []
let seedMs
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } })
  // English labels (the language cookie, as the app stores it).
  await context.addCookies([{ name: 'language', value: 'en', url: origin }])
  const page = await context.newPage()
  console.error('signing in (the first start seeds the data set)…')
  seedMs = await signIn(page)
  for (const list of [
    { label: 'pending', path: '/myorder/orderInfo', name: 'orders.filter.pending', tabs: false },
    { label: 'confirmed', path: '/myorder/confirm', name: 'orders.filter.confirmed', tabs: true },
  ]) {
    console.error(`${list.label}: ${changes} filter changes…`)
    const times = await benchList(page, list)
    const total = await page.locator('.order-list-page').first().innerText()
    results.push({
      list: list.label,
      changes: times.length,
      medianMs: median(times),
      p95Ms: quantile(times, 0.95),
      minMs: Math.min(...times),
      maxMs: Math.max(...times),
      times,
      shown: /Total[^\n]*/.exec(total)?.[0] ?? '',
    })
  }
} finally {
  await browser.close()
  stop()
}

const f = (n) => n.toFixed(1)
console.log(
  `\nFilter change to rendered rows, ${orders.toLocaleString('en-US')} generated orders (customer@demo.vn), Chromium, 1366 px`,
)
console.log(`sign-in including the first start's seeding: ${(seedMs / 1000).toFixed(1)} s`)
console.log('| list | changes | median | p95 | min | max |')
console.log('|---|---:|---:|---:|---:|---:|')
for (const r of results)
  console.log(
    `| ${r.list} | ${r.changes} | ${f(r.medianMs)} ms | ${f(r.p95Ms)} ms | ${f(r.minMs)} ms | ${f(r.maxMs)} ms |`,
  )
console.log(`load average ${loadAtStart} at the start, ${load()} at the end; ${os.cpus().length} cores`)
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ orders, seedMs, loadAtStart, results }, null, 2))
