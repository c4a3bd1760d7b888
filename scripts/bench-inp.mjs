#!/usr/bin/env node
// `npm run bench -- --inp`: interaction to next paint of the three interactions issue 42 names,
// at a 4x CPU slowdown in the bench's Chromium (decision 0382): a filter change on the pending list
// (the company, changed from the keyboard), opening an order's drawer (its BB number pressed) and
// adding a product on place order (its "one more" button pressed, 80 ms down). Each run loads the page afresh
// after a real sign-in as customer@demo.vn, waits until it is quiet, slows the CPU down and
// makes the interaction once; the page's own Event Timing entries (the browser's INP) give its
// duration, from the input to the next paint, and its parts: the input's wait for the main
// thread, the handlers, and the rendering until the paint. A phone's window (412 x 823, the
// Lighthouse mobile preset's), English. Measured, never asserted (decision 0011); the machine and
// the load average are printed beside it. `--profile` adds each interaction's busiest JavaScript
// functions (a CPU profile over the runs; names are minified unless the build is made with
// `--minify false`; the browser's own style, layout and paint are not in it). `--trace` adds
// each interaction's main-thread work from the input to the paint, from a Chromium trace: style
// (elements recalculated), layout (objects laid out), paint and script (decision 0392).
// `--profile-dir DIR` keeps each run's CPU profile there (`.cpuprofile`), `--trace-dir DIR` each
// run's trace, for DevTools' performance panel.
// `--only add` (or `filter`, `drawer`, comma-separated) measures those interactions alone.
// Usage: node scripts/bench-inp.mjs [--runs 5] [--port 7540] [--dist dist-lh] [--no-build]
//        [--slowdown 4] [--profile] [--profile-dir DIR] [--trace] [--trace-dir DIR] [--only add]
//        [--json out.json]
/* global document, window */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import {
  buildMockApp,
  launchChromium,
  loadAverage as load,
  median,
  signInAsDemo,
  startPreview,
} from './preview-chromium.mjs'
import { meanOfTraces, startTrace, summariseTrace } from './inp-trace.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const runs = Number(option('--runs', '5'))
const port = Number(option('--port', '7540'))
const dist = option('--dist', 'dist-lh')
const slowdown = Number(option('--slowdown', '4'))
const profileDir = option('--profile-dir', undefined)
const profile = args.includes('--profile') || profileDir !== undefined
const traceDir = option('--trace-dir', undefined)
const trace = args.includes('--trace') || traceDir !== undefined
const only = option('--only', undefined)?.split(',')
const jsonOut = option('--json', undefined)

if (!args.includes('--no-build')) buildMockApp(dist)
spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' })

/**
 * Kept by the page from its start: every Event Timing entry of an interaction (durationThreshold
 * 16 ms, the smallest the browser allows; a faster interaction leaves none).
 */
const OBSERVE_INTERACTIONS = () => {
  window.__interactions = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId > 0)
        window.__interactions.push({
          id: e.interactionId,
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/** How long a finger or a mouse button stays down in a press: the release is another event. */
const PRESS_MS = 80

/** The page is quiet: nothing says it is busy, the network has been idle, a second has passed. */
async function settle(page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 60_000,
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000)
}

/** The interactions: where, what makes the page ready (unmeasured), the interaction and its outcome. */
const INTERACTIONS = [
  {
    name: 'filter change (pending list: the company, from the keyboard)',
    key: 'filter',
    path: '/myorder/orderInfo',
    async prepare(page) {
      await page.locator('.order-list-page').getByRole('button', { name: 'Open order' }).first().waitFor()
      // On a phone the filters are folded behind their toggle (R-LIST-002).
      const toggle = page.getByRole('button', { name: /^Filters/ })
      if (await toggle.isVisible()) await toggle.click()
      const company = page.getByLabel('Company', { exact: true })
      await company.waitFor()
      await company.evaluate((select) => select.focus())
      return () =>
        page.evaluate(() => performance.getEntriesByName('orders.filter.pending', 'measure').length)
    },
    async act(page, before) {
      const measures = await before()
      await page.keyboard.press('ArrowDown')
      // The rows of the new filter rendered: the list's own measure (R-PERF-006).
      await page.waitForFunction(
        (count) => performance.getEntriesByName('orders.filter.pending', 'measure').length > count,
        measures,
        { timeout: 60_000 },
      )
    },
  },
  {
    name: "opening an order's drawer (pending list: its BB number pressed)",
    key: 'drawer',
    path: '/myorder/orderInfo',
    async prepare(page) {
      const open = page.getByRole('button', { name: /^Open order / }).first()
      await open.waitFor()
      return open
    },
    async act(page, open) {
      await open.click({ delay: PRESS_MS })
      await page.getByRole('dialog').waitFor()
    },
  },
  {
    name: 'adding a product (place order: its "one more" button pressed)',
    key: 'add',
    path: '/online/online',
    async prepare(page, run) {
      // The first customer code's catalogue; a product not added before in each run (the cart
      // may be kept between loads), so that each press adds a new line.
      await page.getByLabel('Customer code', { exact: true }).selectOption({ index: 1 })
      const buttons = page.getByRole('button', { name: /^One more of / })
      await buttons.first().waitFor()
      const more = buttons.nth(run % (await buttons.count()))
      await more.scrollIntoViewIfNeeded()
      return more
    },
    async act(page, more) {
      const total = page.getByTestId('po-total-cases').first()
      const before = await total.textContent()
      await more.click({ delay: PRESS_MS })
      await page.waitForFunction(
        (was) => document.querySelector('[data-testid="po-total-cases"]')?.textContent !== was,
        before,
      )
    },
  },
]

/** One interaction's figures from its Event Timing entries: the longest entry of the latest interaction. */
function figuresOf(entries) {
  if (entries.length === 0) return undefined
  const last = Math.max(...entries.map((e) => e.id))
  const longest = entries.filter((e) => e.id === last).sort((a, b) => b.duration - a.duration)[0]
  return {
    inp: longest.duration,
    event: longest.name,
    inputDelay: longest.processingStart - longest.startTime,
    processing: longest.processingEnd - longest.processingStart,
    presentation: longest.startTime + longest.duration - longest.processingEnd,
  }
}

/**
 * The busiest JavaScript functions of CPU profiles, by their own time, and the time split into
 * JavaScript, the browser's own work ("(program)": style, layout, paint) and garbage collection;
 * each a mean over the profiles.
 */
function busiest(profiles, top = 8) {
  const self = new Map()
  const split = { javascript: 0, browser: 0, gc: 0 }
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((n) => [n.id, n]))
    p.samples.forEach((id, i) => {
      const f = byId.get(id).callFrame
      const ms = (p.timeDeltas[i] ?? 0) / 1000
      if (f.functionName === '(idle)') return
      if (f.functionName === '(program)') split.browser += ms
      else if (f.functionName === '(garbage collector)') split.gc += ms
      else {
        split.javascript += ms
        const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() || ''}`.trim()
        self.set(key, (self.get(key) ?? 0) + ms)
      }
    })
  }
  const mean = (ms) => ms / profiles.length
  return {
    split: Object.fromEntries(Object.entries(split).map(([k, v]) => [k, mean(v)])),
    functions: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: mean(ms) })),
  }
}

const loadAtStart = load()
const { origin, stop } = await startPreview(dist, port)
const browser = await launchChromium()
const results = []
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 823 } })
  await context.addCookies([{ name: 'language', value: 'en', url: origin }])
  await context.addInitScript(OBSERVE_INTERACTIONS)
  const page = await context.newPage()
  await signInAsDemo(page, origin)
  await page.waitForTimeout(2_000)
  const cdp = await context.newCDPSession(page)
  for (const interaction of INTERACTIONS.filter((i) => only === undefined || only.includes(i.key))) {
    console.error(`${interaction.name}: ${runs} runs…`)
    const samples = []
    const profiles = []
    const traces = []
    for (let i = 0; i < runs; i++) {
      await page.goto(`${origin}${interaction.path}`)
      await settle(page)
      const handle = await interaction.prepare(page, i)
      await settle(page)
      // Only the measured interaction's entries: those of the preparation are dropped.
      await page.evaluate(() => (window.__interactions.length = 0))
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      if (profile) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.start')
      }
      const tracing = trace ? await startTrace(cdp) : undefined
      let events = []
      try {
        await interaction.act(page, handle)
        // The entry is reported after the paint it ends at.
        await page.waitForTimeout(500)
      } finally {
        if (profile) profiles.push((await cdp.send('Profiler.stop')).profile)
        if (profileDir)
          writeFileSync(
            `${profileDir}/${interaction.key}-${i + 1}.cpuprofile`,
            JSON.stringify(profiles.at(-1)),
          )
        if (tracing) events = await tracing.stop()
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      }
      const figures = figuresOf(await page.evaluate(() => window.__interactions))
      console.error(
        `  run ${i + 1}: ${figures ? `${Math.round(figures.inp)} ms (${figures.event})` : '< 16 ms'}`,
      )
      samples.push(figures)
      if (traceDir)
        writeFileSync(`${traceDir}/${interaction.key}-${i + 1}.json`, JSON.stringify({ traceEvents: events }))
      if (trace && figures) traces.push(summariseTrace(events, figures.event, figures.inp))
    }
    const measured = samples.filter(Boolean)
    const of = (key) => (measured.length ? median(measured.map((s) => s[key])) : undefined)
    results.push({
      ...interaction,
      // A run under 16 ms left no entry: counted as 16 ms, an upper bound.
      inp: median(samples.map((s) => s?.inp ?? 16)),
      runs: samples.map((s) => (s ? Math.round(s.inp) : '<16')),
      inputDelay: of('inputDelay'),
      processing: of('processing'),
      presentation: of('presentation'),
      busiest: profile ? busiest(profiles) : undefined,
      trace: trace ? meanOfTraces(traces) : undefined,
    })
  }
} finally {
  await browser.close()
  stop()
}

const ms = (n) => (n === undefined ? '' : `${Math.round(n).toLocaleString('en-US')} ms`)
console.log(
  `\nInteraction to next paint, ${slowdown}x CPU slowdown, Chromium, 412 x 823 px, English, median of ${runs} runs (each after a fresh load)`,
)
console.log('| interaction | INP | runs (ms) | input delay | handlers | rendering to paint |')
console.log('|---|---:|---|---:|---:|---:|')
for (const r of results)
  console.log(
    `| ${r.name} | ${ms(r.inp)} | ${r.runs.join(', ')} | ${ms(r.inputDelay)} | ${ms(r.processing)} | ${ms(r.presentation)} |`,
  )
if (profile)
  for (const r of results) {
    const { split, functions } = r.busiest
    console.log(
      `\n${r.key}: from the press to 500 ms after its outcome, mean of the runs: JavaScript ${ms(split.javascript)}, ` +
        `the browser's own work (style, layout, paint and the like) ${ms(split.browser)}, garbage collection ${ms(split.gc)}; busiest functions:`,
    )
    for (const f of functions) console.log(`  ${f.ms.toFixed(1).padStart(7)} ms  ${f.name}`)
  }
if (trace)
  for (const r of results) {
    const { runs: traced, byKind, counts, scripts } = r.trace
    const kinds = Object.entries(byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ')
    console.log(
      `\n${r.key}: from the input to the paint, main thread, mean of ${traced} traced runs: ${kinds}; ` +
        `${counts.styleRecalcs?.toFixed(1)} style recalculations of ${Math.round(counts.styleElements ?? 0)} elements, ` +
        `${counts.layouts?.toFixed(1)} layouts of ${Math.round(counts.layoutObjects ?? 0)} objects, ` +
        `${counts.styleSheets?.toFixed(1)} style sheets parsed; script entry points per run:`,
    )
    for (const run of scripts)
      console.log(`  ${run.map((f) => `${f.name} ${f.ms.toFixed(1)} ms`).join(' | ')}`)
  }
const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
console.log(
  `${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; load average ${loadAtStart} at the start, ${load()} at the end`,
)
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify(
      {
        slowdown,
        runs,
        load: { start: loadAtStart, end: load() },
        results: results.map((r) => ({ ...r, prepare: undefined, act: undefined })),
      },
      null,
      2,
    ),
  )
