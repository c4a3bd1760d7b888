#!/usr/bin/env node
// `npm test`: typecheck, lint, vitest (unit, property, contract, component), build, then the
// Playwright journeys against the built app in Debian Chromium. Every step runs even when an
// earlier one failed, so one run shows everything; the last line adds up all suites:
// "N passed, N failed" (typecheck, lint, unused exports, format, postgres and build count as one check each).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const RESULTS = 'test-results'
mkdirSync(RESULTS, { recursive: true })
const bin = (name) => `node_modules/.bin/${name}`
const tally = []

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function check(title, ok) {
  tally.push({ title, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

check('typecheck', run('typecheck', bin('tsc'), ['--noEmit', '-p', '.']))
check('lint', run('lint', bin('eslint'), ['.', '--max-warnings', '0']))
// Exports nothing in the product uses (decision 0122).
check('unused exports', run('unused exports', 'node', ['scripts/unused-exports.mjs']))
check('format', run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']))

// The tests on a real PostgreSQL (server/*postgres*.test.ts) need its server binaries; a clean
// machine gets Debian's package here, as Chromium before the journeys (decision 0294).
check('postgres', run('postgres', 'node', ['scripts/ensure-postgres.mjs']))

const vitestFile = `${RESULTS}/vitest.json`
rmSync(vitestFile, { force: true })
const vitestOk = run('vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestFile}`,
])
const vitest = readJson(vitestFile)
if (vitest) {
  tally.push({
    title: 'vitest',
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests + (vitestOk || vitest.numFailedTests ? 0 : 1),
  })
} else check('vitest', false)

const buildOk =
  run('build (mock backend)', bin('vite'), ['build', '--logLevel', 'warn']) &&
  run('build (real API, no mock)', bin('vite'), ['build', '--logLevel', 'warn'], {
    PORTAL_OUT_DIR: 'dist-api',
    VITE_API_BASE_URL: 'http://127.0.0.1:4175',
  }) &&
  // The serve journeys (decision 0290) start `npm run serve`'s server themselves on E2E_PORT + 3
  // (playwright.config.ts): the real-API app built for that address, and the server's bundle.
  run('build (real API for the serve journeys)', bin('vite'), ['build', '--logLevel', 'warn'], {
    PORTAL_OUT_DIR: process.env.E2E_DIST_SERVE ?? 'dist-serve-e2e',
    VITE_API_BASE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 3}`,
  }) &&
  run('build (server)', bin('vite'), ['build', '--logLevel', 'warn', '--config', 'server/vite.config.ts'])
check('build', buildOk)
// JavaScript per route within size-budget.json (decision 0253), on the build just made.
check('size budget', buildOk && run('size budget', 'node', ['scripts/size.mjs', '--no-build']))

/** Titles of the Playwright tests whose status is 'flaky' (failed, then passed on a retry). */
function flakyTitles(report) {
  const titles = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === 'flaky') titles.push(`${spec.file}: ${spec.title}`)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  return titles
}

let flaky = []
if (buildOk && run('chromium', 'node', ['scripts/ensure-chromium.mjs'])) {
  const playwrightFile = `${RESULTS}/playwright.json`
  rmSync(playwrightFile, { force: true })
  const e2eOk = run('e2e (Playwright, Chromium)', bin('playwright'), ['test'])
  const report = readJson(playwrightFile)
  const stats = report?.stats
  if (stats) {
    // A journey that failed once and passed on its one retry (playwright.config.ts) counts as
    // passed, but is named here so that it gets looked at (decision 0045).
    flaky = flakyTitles(report)
    const failed = stats.unexpected
    tally.push({
      title: 'e2e',
      passed: stats.expected + stats.flaky,
      failed: failed + (e2eOk || failed ? 0 : 1),
    })
  } else check('e2e', false)
} else check('e2e', false)

console.log('\n=== summary')
for (const title of flaky) console.log(`flaky (passed on retry): ${title}`)
for (const row of tally) console.log(`${row.title.padEnd(10)} ${row.passed} passed, ${row.failed} failed`)
const passed = tally.reduce((sum, row) => sum + row.passed, 0)
const failed = tally.reduce((sum, row) => sum + row.failed, 0)
const line = `${passed} passed, ${failed} failed`
writeFileSync(`${RESULTS}/summary.txt`, `${line}\n`)
console.log(line)
process.exit(failed === 0 && existsSync(`${RESULTS}/summary.txt`) ? 0 : 1)
