#!/usr/bin/env node
// `npm run bench -- --backend` (and the first part of `npm run bench`): the order backend's
// start-up fold and list queries for 1,000 / 10,000 / 100,000 generated orders (scripts/bench-orders.ts, loaded through Vite's SSR module loader so the
// TypeScript sources run as they are). Prints a table and writes the section between the
// `bench:orders` markers of docs/benchmarks.md, with the machine it ran on; earlier runs stay in
// that section's history table. Measured, never asserted (decision 0011).
// Usage: node scripts/bench.mjs [--backend [--sizes 1000,10000] [--no-write]] | --lists [...]
//        | --lighthouse [...] | --tasks [...] | --inp [...] | --dev [--cold] | --all
// `--server [--connections 16] [--seconds 20] [--endpoint-connections 8] [--endpoint-seconds 5]
// [--workers N] [--cpu-prof DIR]`: the server load figure instead (scripts/bench-server.ts, decision
// 0297; each endpoint alone as a ratio to the static floor, decision 0371), written between the
// `bench:server` markers.
// `--hostile [--runs 3]`: HtmlToPdf with hostile HTML of the contract's cap over HTTP
// (scripts/bench-hostile.ts, decision 0352), written between the `bench:hostile` markers; `npm run
// bench` runs it after the backend bench.
import { execSync, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import * as prettier from 'prettier'
import { createServer } from 'vite'

// `-- --lists`, `-- --lighthouse` and `-- --tasks` run the browser benches instead
// (scripts/bench-lists.mjs, scripts/bench-lighthouse.mjs, decision 0289; scripts/bench-tasks.mjs,
// decision 0316), passing the other arguments on; `-- --backend` the backend bench alone. Without
// any of them, `npm run bench` runs the figures issue 15 asks for: the backend bench, the lists'
// timings and Lighthouse, one after the other; `-- --all` adds the start-up's tasks.
const browserBenches = {
  '--lists': 'scripts/bench-lists.mjs',
  '--lighthouse': 'scripts/bench-lighthouse.mjs',
  '--tasks': 'scripts/bench-tasks.mjs',
  // Interaction to next paint at a 4x CPU slowdown (issue 42, decision 0382).
  '--inp': 'scripts/bench-inp.mjs',
  // `npm start`'s first page and a drawer opened by link (decision 0351).
  '--dev': 'scripts/bench-dev.mjs',
}
const chosen = Object.keys(browserBenches).filter((flag) => process.argv.includes(flag))
// The backend bench's own options (`--sizes`, `--no-write`) ask for it alone, as before.
const alone = ['--backend', '--server', '--hostile', '--sizes', '--no-write'].some((flag) =>
  process.argv.includes(flag),
)
if (chosen.length > 0 || !alone) {
  const all = process.argv.includes('--all')
  const everything = chosen.length === 0
  const backend = everything || process.argv.includes('--backend')
  const rest = process.argv
    .slice(2)
    .filter((a) => !(a in browserBenches) && a !== '--all' && a !== '--backend')
  const runScript = (file, more = []) =>
    spawnSync(process.execPath, [file, ...more], { stdio: 'inherit' }).status ?? 1
  let status = 0
  // Straight into the backend bench's process with --expose-gc (below), not through a third one.
  if (backend)
    status ||=
      spawnSync(process.execPath, ['--expose-gc', process.argv[1], '--backend', ...rest], {
        stdio: 'inherit',
      }).status ?? 1
  // The hostile-input figure (decision 0352) after the backend's, in a process of its own.
  if (everything) status ||= runScript(process.argv[1], ['--hostile'])
  const benches = everything ? ['--lists', '--lighthouse', ...(all ? ['--tasks', '--inp'] : [])] : chosen
  for (const flag of benches) status ||= runScript(browserBenches[flag], everything ? [] : rest)
  process.exit(status)
}

// Re-run with --expose-gc so each start-up is measured after a collection, not during one.
if (typeof globalThis.gc !== 'function') {
  const child = spawnSync(process.execPath, ['--expose-gc', ...process.argv.slice(1)], { stdio: 'inherit' })
  process.exit(child.status ?? 1)
}

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const sizes = option('--sizes', '1000,10000,100000').split(',').map(Number)
const DOC = 'docs/benchmarks.md'
const START = '<!-- bench:orders:start -->'
const END = '<!-- bench:orders:end -->'

const ms = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1))
const int = (n) => n.toLocaleString('en-US')

/** The machine, the commit and the date a run is recorded with. */
function runInfo() {
  const cpus = os.cpus()
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')
  const machine =
    `${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
    `${os.type()} ${os.release()}, Node ${process.version}; load average ${load} when it started`
  let commit = 'uncommitted'
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
  } catch {
    /* not a git checkout */
  }
  return { load, machine, commit, date: new Date().toISOString().slice(0, 10) }
}

/** `doc` with the part between `start` and `end` replaced by `section` (or it appended). */
const withSection = (doc, start, end, section) =>
  doc.includes(start)
    ? doc.slice(0, doc.indexOf(start)) + section + doc.slice(doc.indexOf(end) + end.length)
    : `${doc.trimEnd()}\n\n${section}\n`

/** Writes the document as Prettier would (npm test checks its formatting: tables aligned). */
async function writeDoc(text) {
  const options = (await prettier.resolveConfig(DOC)) ?? {}
  writeFileSync(DOC, await prettier.format(text, { ...options, filepath: DOC }))
  console.log(`\nwritten to ${DOC}`)
}

const server = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
  // Its own cache: the default node_modules/.vite/deps is `npm start`'s, which this server's
  // other optimizer settings would overwrite under a running dev server (decision 0300).
  cacheDir: 'node_modules/.vite-scripts',
})
if (args.includes('--server')) {
  try {
    await benchServer()
  } finally {
    await server.close()
  }
  process.exit(0)
}
if (args.includes('--hostile')) {
  try {
    await benchHostile()
  } finally {
    await server.close()
  }
  process.exit(0)
}

/** `--hostile`: HtmlToPdf with hostile HTML of the contract's cap, over HTTP (decision 0352). */
async function benchHostile() {
  const info = runInfo()
  const { runHostileBench } = await server.ssrLoadModule('/scripts/bench-hostile.ts')
  const runs = Number(option('--runs', '3'))
  const results = await runHostileBench(runs, (line) => console.log(line))
  const header =
    '| input | characters | answer | the call (fastest-slowest) | another call sent with it waited (slowest) |'
  const rule = '|---|---:|---|---:|---:|'
  const lines = results.map(
    (r) =>
      `| ${r.input} | ${int(r.characters)} | ${r.code} | **${ms(r.callMs)}-${ms(r.callMaxMs)} ms** | ${ms(r.otherMaxMs)} ms |`,
  )
  console.log(
    ['', header, rule, ...lines, '', info.machine, `commit ${info.commit}, ${info.date}`].join('\n'),
  )
  if (args.includes('--no-write')) return
  const START = '<!-- bench:hostile:start -->'
  const END = '<!-- bench:hostile:end -->'
  const doc = readFileSync(DOC, 'utf8')
  const section = [
    START,
    '## Hostile input to the packing list’s PDF (`npm run bench -- --hostile`)',
    '',
    '`ExportService/HtmlToPdf` over HTTP to the server (server/app.ts over an in-memory PGlite, on',
    `loopback), ${runs} runs of each input: hostile HTML of the contract's cap (300,000 characters),`,
    'refused by the packing list limits after a linear read, and the largest packing list the limits',
    'take, laid out as a PDF. With each, an unread-notification count is sent 5 ms later: its time is',
    'how long the PDF call held the process for everyone else. Before decision 0352 the regular',
    'expressions took 18.5 s for 80,000 `<` (issue 38), every other client waiting.',
    '',
    `Latest run: ${info.date}, commit ${info.commit}. Machine: ${info.machine}.`,
    '',
    header,
    rule,
    ...lines,
    END,
  ].join('\n')
  await writeDoc(withSection(doc, START, END, section))
}

/** `--server`: the server under load on PGlite and on PostgreSQL (decision 0297). */
async function benchServer() {
  const info = runInfo()
  const { runServerBench } = await server.ssrLoadModule('/scripts/bench-server.ts')
  const connections = Number(option('--connections', '16'))
  const seconds = Number(option('--seconds', '20'))
  const endpointConnections = Number(option('--endpoint-connections', '8'))
  const endpointSeconds = Number(option('--endpoint-seconds', '5'))
  const workers = Number(option('--workers', '1'))
  const cpuProfDir = args.includes('--cpu-prof') ? option('--cpu-prof', 'cpu-profiles') : undefined
  const results = await runServerBench(
    { connections, seconds, endpointConnections, endpointSeconds, workers, cpuProfDir },
    (line) => console.log(line),
  )
  // Issue 41 (decision 0371): each endpoint alone, its throughput over the static floor's.
  const endpointHeader = `| endpoint | ${results.map((r) => `${r.database} / s | ratio | p99`).join(' | ')} |`
  const endpointRule = `|---|${results.map(() => '---:|---:|---:').join('|')}|`
  const endpointLines = results[0].endpoints.map(
    (e, i) =>
      `| ${e.name} | ${results
        .map((r) => r.endpoints[i])
        .map(
          (f) =>
            `${f.perSecond.toFixed(0)}${f.errors > 0 ? ` (${int(f.errors)} errors)` : ''} | **${f.ratio.toFixed(2)}** | ${ms(f.p99)} ms`,
        )
        .join(' | ')} |`,
  )
  const header = '| database | requests | requests / s | orders placed | p50 | p95 | p99 | max | errors |'
  const rule = '|---|---:|---:|---:|---:|---:|---:|---:|---:|'
  const lines = results.map(
    (r) =>
      `| ${r.database} | ${int(r.requests)} | **${r.perSecond.toFixed(0)}** | ${int(r.ordersPlaced)} | ` +
      `${ms(r.p50)} ms | ${ms(r.p95)} ms | ${ms(r.p99)} ms | ${ms(r.max)} ms | ${int(r.errors)} |`,
  )
  // Issue 38 item 7 (decision 0354): one client's list calls, alone and during three 10 MB uploads.
  const uploadHeader =
    '| database | list p95 alone | list p95 during uploads | slowest list during uploads | lists during uploads | slowest upload | uploads refused |'
  const uploadRule = '|---|---:|---:|---:|---:|---:|---|'
  const uploadLines = results.map(
    ({ database, uploads: u }) =>
      `| ${database} | ${ms(u.listP95Idle)} ms | **${ms(u.listP95Uploads)} ms** | ${ms(u.listMaxUploads)} ms | ${int(u.lists)} | ${ms(u.uploadMax)} ms | ${u.uploadsRefused.length === 0 ? 'none' : u.uploadsRefused.join(', ')} |`,
  )
  console.log(
    [
      '',
      endpointHeader,
      endpointRule,
      ...endpointLines,
      '',
      header,
      rule,
      ...lines,
      '',
      uploadHeader,
      uploadRule,
      ...uploadLines,
      '',
      info.machine,
      `commit ${info.commit}, ${info.date}`,
    ].join('\n'),
  )
  if (args.includes('--no-write')) return
  const START = '<!-- bench:server:start -->'
  const END = '<!-- bench:server:end -->'
  const doc = readFileSync(DOC, 'utf8')
  const previous = doc.includes(START) ? doc.slice(doc.indexOf(START), doc.indexOf(END)) : ''
  const history = previous.split('\n').filter((line) => /^\| \d{4}-\d{2}-\d{2} \|/.test(line))
  for (const r of results)
    history.push(
      `| ${info.date} | ${info.commit} | ${r.database} | ${connections} | ${seconds} s | ${r.perSecond.toFixed(0)} | ${ms(r.p50)} ms | ${ms(r.p95)} ms | ${ms(r.p99)} ms | ${int(r.errors)} | ${info.load} |`,
    )
  const section = [
    START,
    '## Server under load (`npm run bench -- --server`)',
    '',
    'The server, built as `npm run serve` builds it (`server/vite.config.ts`; one Node process, the API only), on',
    'loopback, first over PGlite in a fresh data folder, then over a real PostgreSQL (a throw-away',
    "cluster of Debian's `postgresql` package, fsync off, made by the project's own script), each",
    `freshly seeded. ${connections} connections (autocannon), each the session of a demo customer (signed`,
    'in round-robin over the demo customer accounts), alternate placing an order',
    '(`Order/CreateOpenOrder`) and listing their pending orders (`Order/GetPendingOrderList`, first',
    `page of 20) for ${seconds} s, one request in flight per connection. Latency is per request, both`,
    'kinds together, from the client; an error is an HTTP status other than 200, an envelope whose',
    'code is not 0, a connection error or a time-out. The load driver runs on the same machine and',
    'shares its cores with the server (and PostgreSQL): the figures say what one process sustains',
    'here, not what a dedicated server would (decision 0297).',
    '',
    `Latest run: ${info.date}, commit ${info.commit}. Machine: ${info.machine}.`,
    '',
    `Each endpoint alone (issue 41, decision 0371): ${endpointConnections} connections for ${endpointSeconds} s each, one`,
    'request in flight per connection, each connection a signed-in session; the ratio is its requests /',
    "s over the static floor's, `GET /login` answered with the built page from disk by the same server",
    '(dist-serve when built, else the source index.html). Sign-in runs last, its sessions capped per account',
    `(R-SESS-021). PostgreSQL with ${workers} server process${workers === 1 ? '' : 'es'} (PORTAL_WORKERS); PGlite is one process.`,
    '',
    endpointHeader,
    endpointRule,
    ...endpointLines,
    '',
    'Then the mixed load:',
    '',
    header,
    rule,
    ...lines,
    '',
    'Then one session lists its pending orders, one call after the other, alone for 3 s, and while',
    'another session uploads three 10 MB PDFs at once (three rounds; issue 38 item 7, decision 0354):',
    '',
    uploadHeader,
    uploadRule,
    ...uploadLines,
    '',
    'History:',
    '',
    '| date | commit | database | connections | duration | requests / s | p50 | p95 | p99 | errors | load average (1/5/15 min) |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...history,
    END,
  ].join('\n')
  await writeDoc(withSection(doc, START, END, section))
}

let rows
try {
  const { runBench } = await server.ssrLoadModule('/scripts/bench-orders.ts')
  rows = await runBench(sizes, (line) => console.log(line))
} finally {
  await server.close()
}

const header =
  '| orders | records | fold | projection | start-up (fold + projection) | start-up CPU | µs / order | from a snapshot: restore | projection | **start-up from a snapshot** (CPU) | snapshot clone | Schema check (before the first answer) | pending list query (CPU) | confirmed list query (CPU) | heap |'
const rule = '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|'
const lines = rows.map(
  (r) =>
    `| ${int(r.orders)} | ${int(r.records)} | ${ms(r.foldMs)} ms | ${ms(r.projectMs)} ms | ` +
    `**${ms(r.startupMs)} ms** | ${ms(r.startupCpuMs)} ms | ${((r.startupMs * 1000) / r.orders).toFixed(1)} | ` +
    `${ms(r.snapshotRestoreMs)} ms | ${ms(r.snapshotProjectMs)} ms | **${ms(r.snapshotStartupMs)} ms** (${ms(r.snapshotStartupCpuMs)} ms) | ${ms(r.snapshotCloneMs)} ms | ` +
    `${ms(r.validateMs)} ms | ` +
    `${ms(r.pendingQueryMs)} ms (${ms(r.pendingQueryCpuMs)} ms), ${int(r.pendingTotal)} rows | ` +
    `${ms(r.mallQueryMs)} ms (${ms(r.mallQueryCpuMs)} ms), ${int(r.mallTotal)} rows | ${r.heapMb.toFixed(0)} MB |`,
)
console.log(['', header, rule, ...lines].join('\n'))

const { load, machine, commit, date } = runInfo()
console.log(`\n${machine}\ncommit ${commit}, ${date}`)

if (!args.includes('--no-write')) {
  const doc = readFileSync(DOC, 'utf8')
  const previous = doc.includes(START) ? doc.slice(doc.indexOf(START), doc.indexOf(END)) : ''
  const history = previous.split('\n').filter((line) => /^\| \d{4}-\d{2}-\d{2} \|/.test(line))
  const at = (n) => rows.find((r) => r.orders === n)
  const ten = at(10_000) ?? rows[rows.length - 1]
  history.push(
    `| ${date} | ${commit} | ${int(ten.orders)} | ${ms(ten.startupMs)} ms | ${ms(ten.startupCpuMs)} ms | ${ms(ten.validateMs)} ms | ${ms(ten.pendingQueryMs)} ms | ${ms(ten.mallQueryMs)} ms | ${load} | ${ms(ten.snapshotStartupMs)} ms |`,
  )
  const section = [
    START,
    '## Order backend: start-up fold and list queries (`npm run bench -- --backend`)',
    '',
    'A generated log (orders round-robin over the five demo companies and the ten statuses, each',
    'history accepted by the lifecycle machine) is replayed as at start-up: every record folded',
    'through the lifecycle machine, then the @msw/data projection built; the handlers answer from',
    'then on. The check of every stored record against its effect Schema is timed apart: since',
    'decision 0153 it runs before the first answer, on the records after a fitting snapshot (all of',
    'them when none fits), so a start without a snapshot costs check + fold + projection. The',
    'queries go through the real MSW handlers',
    '(`getResponse`) with a signed-in token:',
    'the pending list filtered by a created-date range (page 2 of 10), the confirmed list filtered',
    'by two payment statuses and an ETD range (page 3 of 20); median of 21 runs (9 at 100,000)',
    'after 3 warm-ups. Start-up is the median of 5 replays on fresh stores (1 at 100,000), each after',
    'a garbage collection, following one unmeasured warm-up replay. A later start of the browser',
    'backend begins from a stored snapshot of the folded log (decision 0041): "from a snapshot" times',
    'that start over the same log (restore the folded orders, fold the records after the snapshot:',
    'none here, then the projection), median of as many runs; "snapshot clone" is one structured clone',
    'of the snapshot, about what IndexedDB spends reading it back. Aim (decision 0041): start-up of',
    '10,000 orders under 300 ms, a list query under 20 ms, growing no worse than linearly. The',
    'machine is shared: its load average is recorded with every run, and figures taken under load',
    'are not comparable with figures taken idle. CPU times (the process, every thread, the garbage',
    "collector's included) are reported beside wall times: other loads sway them far less.",
    '',
    `Latest run: ${date}, commit ${commit}. Machine: ${machine}.`,
    '',
    header,
    rule,
    ...lines,
    '',
    'History (10,000 orders):',
    '',
    '| date | commit | orders | start-up | start-up CPU | Schema check | pending query | confirmed query | load average (1/5/15 min) | start-up from a snapshot |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|---:|',
    ...history,
    END,
  ].join('\n')
  await writeDoc(withSection(doc, START, END, section))
}
