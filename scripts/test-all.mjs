#!/usr/bin/env node
// `npm test`: typecheck, lint, vitest (unit, property, contract, component), build, then the
// Playwright journeys against the built app in Debian Chromium. Every step runs even when an
// earlier one failed, so one run shows everything; the last line adds up all suites:
// "N passed, N failed" (typecheck, lint, unused exports, format, postgres, doc readers and build
// count as one check each).
// Each phase's time is printed in the summary, and a run longer than the suite's budget fails
// with its own line (decision 0334): CI stops a run at 90 minutes, the suite must stay well inside.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const RESULTS = 'test-results'
/** The whole run's limit, in minutes (TEST_BUDGET_MINUTES to change it for one run). */
const BUDGET_MINUTES = Number(process.env.TEST_BUDGET_MINUTES ?? 60)
mkdirSync(RESULTS, { recursive: true })
const bin = (name) => `node_modules/.bin/${name}`
const tally = []
/** Each phase's title and wall-clock seconds, in the order they ended. */
const phases = []
const started = Date.now()

/**
 * Runs one phase. `quiet` phases buffer their output and print it whole when they end, so two of
 * them can run side by side without their lines mixing; the long ones (vitest, Playwright) stream.
 */
function run(title, command, args, { env = {}, quiet = false } = {}) {
  const line = `\n=== ${title}: ${[command, ...args].join(' ')}`
  if (!quiet) console.log(line)
  const begin = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    const chunks = []
    child.stdout?.on('data', (chunk) => chunks.push(chunk))
    child.stderr?.on('data', (chunk) => chunks.push(chunk))
    let ended = false
    // A command that cannot start emits 'error' and then 'close': the phase ends once.
    const end = (ok) => {
      if (ended) return
      ended = true
      const seconds = (Date.now() - begin) / 1000
      phases.push({ title, seconds, ok })
      if (quiet) {
        console.log(line)
        process.stdout.write(Buffer.concat(chunks))
      }
      console.log(`--- ${title}: ${ok ? 'ok' : 'FAILED'} in ${formatSeconds(seconds)}`)
      resolve(ok)
    }
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      end(false)
    })
    child.on('close', (code) => end(code === 0))
  })
}

function formatSeconds(seconds) {
  const m = Math.floor(seconds / 60)
  const s = Math.round(seconds - m * 60)
  return m > 0 ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`
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

// The static checks are single-threaded: two at a time on a 2-core machine (decision 0334).
const [typecheckOk, staticOks] = await Promise.all([
  run('typecheck', bin('tsc'), ['--noEmit', '-p', '.'], { quiet: true }),
  (async () => [
    await run('lint', bin('eslint'), ['.', '--max-warnings', '0'], { quiet: true }),
    // Exports nothing in the product uses (decision 0122).
    await run('unused exports', 'node', ['scripts/unused-exports.mjs'], { quiet: true }),
    await run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], { quiet: true }),
  ])(),
])
check('typecheck', typecheckOk)
check('lint', staticOks[0])
check('unused exports', staticOks[1])
check('format', staticOks[2])

// The tests on a real PostgreSQL (specs/server/*postgres*.test.ts) need its server binaries; a clean
// machine gets Debian's package here, as Chromium before the journeys (decision 0294).
check('postgres', await run('postgres', 'node', ['scripts/ensure-postgres.mjs']))
// What we write, another reader checks (R-DOC-001): the export tests open the .xlsx files with
// openpyxl and read and render the PDFs with poppler; Debian's packages, found or installed here.
check('doc readers', await run('doc readers', 'node', ['scripts/ensure-doc-readers.mjs']))

const vitestFile = `${RESULTS}/vitest.json`
rmSync(vitestFile, { force: true })
const vitestOk = await run('vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestFile}`,
])
const vitest = readJson(vitestFile)
/** The failed vitest tests, named in the summary: CI shows only the log's end (decision 0045). */
const vitestFailures = []
for (const file of vitest?.testResults ?? []) {
  // A file that failed outside its tests (an import, a hook) has no failed test to name.
  if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
    vitestFailures.push(
      `${file.name.replace(`${process.cwd()}/`, '')}: ${String(file.message).slice(0, 300)}`,
    )
  for (const test of file.assertionResults ?? [])
    if (test.status === 'failed')
      vitestFailures.push(
        `${file.name.replace(`${process.cwd()}/`, '')}: ${test.fullName} -- ${String(
          test.failureMessages?.[0] ?? '',
        )
          .split('\n')[0]
          .slice(0, 300)}`,
      )
}
if (vitest) {
  tally.push({
    title: 'vitest',
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests + (vitestOk || vitest.numFailedTests ? 0 : 1),
  })
} else check('vitest', false)

const buildOk =
  (await run('build (mock backend)', bin('vite'), ['build', '--logLevel', 'warn'])) &&
  (await run('build (real API, no mock)', bin('vite'), ['build', '--logLevel', 'warn'], {
    env: { PORTAL_OUT_DIR: 'dist-api', VITE_API_BASE_URL: 'http://127.0.0.1:4175' },
  })) &&
  // The serve journeys (decision 0290) start `npm run serve`'s server themselves on E2E_PORT + 3
  // (playwright.config.ts): the real-API app built for that address, and the server's bundle.
  (await run('build (real API for the serve journeys)', bin('vite'), ['build', '--logLevel', 'warn'], {
    env: {
      PORTAL_OUT_DIR: process.env.E2E_DIST_SERVE ?? 'dist-serve-e2e',
      VITE_API_BASE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 3}`,
      VITE_PORTAL_SERVER: '1',
    },
  })) &&
  (await run('build (server)', bin('vite'), [
    'build',
    '--logLevel',
    'warn',
    '--config',
    'server/vite.config.ts',
  ]))
check('build', buildOk)
// JavaScript per route within size-budget.json (decision 0253), on the build just made.
check('size budget', buildOk && (await run('size budget', 'node', ['scripts/size.mjs', '--no-build'])))

/**
 * Titles of the Playwright tests of one status: 'flaky' (failed, then passed on a retry) or
 * 'unexpected' (failed).
 */
function titlesOf(report, status) {
  const titles = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === status) titles.push(`${spec.file}: ${spec.title}`)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  return titles
}

let flaky = []
let e2eFailures = []
if (buildOk && (await run('chromium', 'node', ['scripts/ensure-chromium.mjs']))) {
  const playwrightFile = `${RESULTS}/playwright.json`
  rmSync(playwrightFile, { force: true })
  const e2eOk = await run('e2e (Playwright, Chromium)', bin('playwright'), ['test'])
  const report = readJson(playwrightFile)
  const stats = report?.stats
  if (stats) {
    // A journey that failed once and passed on its one retry (playwright.config.ts) counts as
    // passed, but is named here so that it gets looked at (decision 0045).
    flaky = titlesOf(report, 'flaky')
    e2eFailures = titlesOf(report, 'unexpected')
    const failed = stats.unexpected
    tally.push({
      title: 'e2e',
      passed: stats.expected + stats.flaky,
      failed: failed + (e2eOk || failed ? 0 : 1),
    })
  } else check('e2e', false)
} else check('e2e', false)

const totalSeconds = (Date.now() - started) / 1000
const overBudget = totalSeconds > BUDGET_MINUTES * 60
check('time budget', !overBudget)

console.log('\n=== summary')
console.log('phase durations (wall clock; typecheck ran beside lint, unused exports and format):')
for (const phase of phases)
  console.log(
    `  ${phase.title.padEnd(40)} ${formatSeconds(phase.seconds).padStart(12)}${phase.ok ? '' : '  FAILED'}`,
  )
console.log(`  ${'total'.padEnd(40)} ${formatSeconds(totalSeconds).padStart(12)}`)
if (overBudget)
  console.log(
    `time budget FAILED: the run took ${formatSeconds(totalSeconds)}, more than its ${BUDGET_MINUTES} minutes (decision 0334); find the slow phase above and make it faster`,
  )
for (const title of flaky) console.log(`flaky (passed on retry): ${title}`)
for (const failure of vitestFailures) console.log(`vitest failed: ${failure}`)
for (const title of e2eFailures) console.log(`e2e failed: ${title}`)
for (const row of tally) console.log(`${row.title.padEnd(11)} ${row.passed} passed, ${row.failed} failed`)
const passed = tally.reduce((sum, row) => sum + row.passed, 0)
const failed = tally.reduce((sum, row) => sum + row.failed, 0)
const line = `${passed} passed, ${failed} failed`
writeFileSync(`${RESULTS}/summary.txt`, `${line}\n`)
console.log(line)
process.exit(failed === 0 && existsSync(`${RESULTS}/summary.txt`) ? 0 : 1)
