#!/usr/bin/env node
// `npm run bench -- --lighthouse`: Lighthouse 12.8.2 (mobile preset: simulated slow 4G, 4x CPU
// slowdown), median of 5 runs, for /login on the mock build and on the real-API build, and for
// the signed-in routes /homepage, /myorder/orderInfo, /myorder/confirm, /online/online and
// /myWork/myWorkplace on the mock build after a real sign-in through the form as customer@demo.vn
// (issue 15, decision 0289; issue 42). `--busy` keeps one core busy for the whole measure (one
// child process in a busy loop, ended with the bench): a customer's phone is busier than an idle
// machine, and a score that holds only when idle is not met (issue 42, decision 0380).
// The measuring is scripts/lighthouse-measure.mjs (MEASURE_TOOL to point elsewhere); it
// needs LH_DIR, a folder with lighthouse 12.8.2: this script installs it once into
// node_modules/.cache/lighthouse with `npm install --prefix` from the npm registry, outside the
// project's dependencies. Measured, never asserted (decision 0011); the load average is printed.
// Usage: node scripts/bench-lighthouse.mjs [--runs 5] [--port 7520] [--no-build] [--busy]
//        [--routes /login,/homepage] [--json out.json]
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { resolve } from 'node:path'

const LIGHTHOUSE = '12.8.2'
const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const runs = option('--runs', '5')
const busy = args.includes('--busy')
const port = Number(option('--port', '7520'))
const jsonOut = option('--json', undefined)
const tool = resolve(process.env.MEASURE_TOOL ?? 'scripts/lighthouse-measure.mjs')
const lhDir = resolve(process.env.LH_DIR ?? 'node_modules/.cache/lighthouse')
const MOCK = 'dist-lh'
const API = 'dist-lh-api'
const SIGNED_IN = [
  '/homepage',
  '/myorder/orderInfo',
  '/myorder/confirm',
  '/online/online',
  '/myWork/myWorkplace',
]
const only = option('--routes', undefined)?.split(',')
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')

if (!existsSync(tool)) {
  console.error(`bench: the measuring tool is missing: ${tool} (set MEASURE_TOOL)`)
  process.exit(1)
}

/** Lighthouse 12.8.2 in its cache folder, installed from the npm registry the first time. */
function ensureLighthouse() {
  const manifest = resolve(lhDir, 'node_modules/lighthouse/package.json')
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === LIGHTHOUSE) return
  console.error(`installing lighthouse ${LIGHTHOUSE} into ${lhDir}…`)
  mkdirSync(lhDir, { recursive: true })
  const install = spawnSync(
    'npm',
    ['install', '--prefix', lhDir, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE}`],
    { stdio: 'inherit' },
  )
  if (install.status !== 0) process.exit(install.status ?? 1)
}

function build(outDir, env) {
  console.error(`building ${outDir}…`)
  const result = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_OUT_DIR: outDir, ...env },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

ensureLighthouse()
spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' })
if (!args.includes('--no-build')) {
  build(MOCK, { VITE_API_BASE_URL: '' })
  // The real-API build's login page makes no request before a sign-in: no server is needed.
  build(API, { VITE_API_BASE_URL: `http://127.0.0.1:${port + 1}` })
}

const plan = [
  { build: 'mock', dist: MOCK, path: '/login', login: false },
  { build: 'real API', dist: API, path: '/login', login: false },
  ...SIGNED_IN.map((path) => ({ build: 'mock', dist: MOCK, path, login: true })),
].filter((m) => !only || only.includes(m.path))

/** One core kept busy until the bench ends: bounded (one process, killed on exit). */
const burner = busy ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined
if (burner) {
  // Not holding the bench open: without this the bench printed its table and never exited, and
  // its busy loop went on burning a core (found in issue 42's workplace runs, decision 0381).
  burner.unref()
  const stop = () => burner.kill('SIGKILL')
  process.on('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
  // Give the busy loop a moment to take its core before the first measure.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
}

const loadAtStart = load()
const results = []
for (const measure of plan) {
  console.error(`${measure.path} (${measure.build}${measure.login ? ', signed in' : ''}): ${runs} runs…`)
  const out = resolve(os.tmpdir(), `bench-lighthouse-${process.pid}.json`)
  const run = spawnSync(
    'node',
    [
      tool,
      measure.dist,
      measure.path,
      '--runs',
      runs,
      '--port',
      String(port),
      '--json',
      out,
      ...(measure.login ? ['--login'] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LH_DIR: lhDir }, encoding: 'utf8' },
  )
  if (run.status !== 0 || !existsSync(out)) {
    console.error(`bench: ${measure.path} failed (${run.status})`)
    results.push({ ...measure, failed: true })
    continue
  }
  const report = JSON.parse(readFileSync(out, 'utf8'))
  results.push({
    ...measure,
    median: report.median,
    scores: report.runs.map((r) => r.score),
    finalUrls: [...new Set(report.runs.map((r) => new URL(r.finalUrl).pathname))],
    errors: report.runs.map((r) => r.err).filter(Boolean),
  })
}

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`
console.log(
  `\nLighthouse ${LIGHTHOUSE}, mobile preset, median of ${runs} runs${busy ? ', one core kept busy by the bench (--busy)' : ''}`,
)
console.log('| route | build | score (runs) | FCP | LCP | TBT | SI | CLS | JS gz | landed on |')
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|')
for (const r of results) {
  if (r.failed) {
    console.log(`| ${r.path} | ${r.build} | failed | | | | | | | |`)
    continue
  }
  const m = r.median
  console.log(
    `| ${r.path}${r.login ? ' (signed in)' : ''} | ${r.build} | ${m.score} (${r.scores.join(', ')}) | ${ms(m.fcp)} | ${ms(m.lcp)} | ` +
      `${ms(m.tbt)} | ${ms(m.si)} | ${m.cls.toFixed(3)} | ${Math.round(m.jsGz).toLocaleString('en-US')} B | ${r.finalUrls.join(', ')}${r.errors.length ? ` (${r.errors[0]})` : ''} |`,
  )
}
console.log(`load average ${loadAtStart} at the start, ${load()} at the end; ${os.cpus().length} cores`)
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ loadAtStart, busy, results }, null, 2))
if (results.some((r) => r.failed)) process.exitCode = 1
