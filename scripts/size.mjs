#!/usr/bin/env node
// `npm run size`: the JavaScript each route of the route table (src/app/routes.ts) requests before
// it is usable, in gzip bytes (zlib level 6, as ../shared/tools/measure.mjs counts), checked
// against size-budget.json (decision 0253). Builds the app unless --no-build, serves dist with
// `vite preview`, loads every route in Debian Chromium (the shell's routes after a real sign-in
// through the form as customer@demo.vn) and sums every script the page requested until its
// heading shows and the network is idle. The app's JavaScript and the mock backend's (demo mode
// only: its worker and msw's client, chunks named mock-*) are judged apart (decision 0379): a
// route whose app JavaScript is over its budget (`routes[path]`, else `default`), or whose mock
// JavaScript is over `mock`, fails the run,
// and so does a route that requests a chunk `onlyOn` names without listing the route: the heavy
// libraries' chunks (lib-<name>, vite.config.ts) and the simulator's and inspector's panels load
// only where they are used (decision 0333).
// `npm test` runs it on its build. Measured, never asserted in a test (decision 0011).
/* global document */
// Usage: node scripts/size.mjs [--no-build] [--path /login] [--json out.json] [--dist dist]
//        [--port 4180] [--budget size-budget.json] [--measured out.json] [--language en]
// --language measures the pages in that language (the stored language's cookie set in every
// context; decision 0385): Vietnamese, the default, unless told.
// --dist/--port let several people measure side by side (build into your own folder with
// PORTAL_OUT_DIR=<dist>); --path measures one route only; --measured judges an earlier run's
// --json against the budget again without loading a page (the budget's own tests use it).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchChromium, signInAsDemo, startPreview } from './preview-chromium.mjs'
import { createServer } from 'vite'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const onlyPath = option('--path', undefined)
const language = option('--language', undefined)
const measuredFile = option('--measured', undefined)
const port = Number(option('--port', '4180'))
const dist = option('--dist', 'dist')
const budget = JSON.parse(readFileSync(option('--budget', 'size-budget.json'), 'utf8'))
/** Chunk name (mock- left off) → the routes that may request it before they are usable. */
const onlyOn = budget.onlyOn ?? {}
const chunkOf = (file) => basename(file).replace(/^mock-/, '')
// The name, a dash and Rolldown's 8-character hash (which may hold a dash itself), a script only.
const namedIn = (name, file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(chunkOf(file))

/** The route table's concrete paths: standalone (signed out) and the shell's (signed in). */
async function routeTable() {
  const server = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its own cache: the default node_modules/.vite/deps is `npm start`'s, which this server's
    // other optimizer settings would overwrite under a running dev server (decision 0300).
    cacheDir: 'node_modules/.vite-scripts',
  })
  try {
    const { ROUTE_TABLE } = await server.ssrLoadModule('/src/app/routes.ts')
    const { PUBLIC_PATHS } = await server.ssrLoadModule('/src/machines/navigation/navigation.rules.ts')
    // Every route but the public ones (the guard's own list) is measured signed in.
    return ROUTE_TABLE.filter((route) => !/[*:]/.test(route.path) && !route.externalLink).map((route) => ({
      path: route.path,
      signedIn: !PUBLIC_PATHS.includes(route.path),
    }))
  } finally {
    await server.close()
  }
}

// The build first: reading the route table starts a Vite dev server in this process, which sets
// NODE_ENV=development, and a build handed that environment is a development build.
if (!args.includes('--no-build') && measuredFile === undefined) {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', PORTAL_OUT_DIR: dist },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// A name no chunk of the build carries any more (a renamed file, a changed vite.config.ts) would
// make its check pass for nothing.
const built = readdirSync(join(dist, 'assets'))
const unnamed = Object.keys(onlyOn).filter((name) => !built.some((file) => namedIn(name, file)))
if (unnamed.length > 0) {
  console.error(`no chunk of ${dist} is named ${unnamed.join(', ')} (onlyOn in the budget is out of date)`)
  process.exit(1)
}

/** Loads one path in `context` and returns the same-origin scripts it requested until usable. */
async function scriptsOf(context, origin, path) {
  const scripts = new Set()
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
  await page.goto(origin + path)
  // Usable: the app has taken over (no pre-rendered page left), a heading shows, nothing says it
  // is still loading (a screen's data comes from the mock's worker, which the network does not
  // see: the workplace asks for its charts only once its figures are in), the network is idle.
  await page.locator('#root:not([data-prerendered]) h1').first().waitFor({ timeout: 30_000 })
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 30_000,
  })
  await page.waitForLoadState('networkidle')
  const landed = new URL(page.url()).pathname
  await page.close()
  return { scripts, landed }
}

/** The page's own language cookie (its name carries the build's prefix), set to `value`. */
async function languageCookie(browser, origin, value) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${origin}/login`)
  await page.locator('#root:not([data-prerendered]) form').waitFor({ timeout: 60_000 })
  const found = (await context.cookies()).find((c) => c.name.endsWith('language'))
  await context.close()
  if (!found) throw new Error('the login page set no language cookie')
  return { name: found.name, value, url: origin }
}

/** Every route's page (or --path's) in Chromium: where it landed and its scripts, in bytes. */
async function measure() {
  const routes = (await routeTable()).filter((route) => !onlyPath || route.path === onlyPath)
  spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' })
  const { origin, stop } = await startPreview(dist, port)
  const browser = await launchChromium()
  const measured = []
  try {
    const cookie = language === undefined ? undefined : await languageCookie(browser, origin, language)
    const newContext = async () => {
      const context = await browser.newContext()
      if (cookie) await context.addCookies([cookie])
      return context
    }
    const signedIn = await newContext()
    if (routes.some((route) => route.signedIn)) {
      const page = await signedIn.newPage()
      await signInAsDemo(page, origin)
      await page.close()
    }
    for (const route of routes) {
      // A fresh context per signed-out route: nothing cached from the one before.
      const context = route.signedIn ? signedIn : await newContext()
      const { scripts, landed } = await scriptsOf(context, origin, route.path)
      if (!route.signedIn) await context.close()
      const files = [...scripts].map((file) => {
        const bytes = readFileSync(join(dist, file))
        return {
          file,
          raw: bytes.length,
          gzip: gzipSync(bytes, { level: 6 }).length,
          mock: /\/mock-/.test(file),
        }
      })
      measured.push({ path: route.path, landed, files })
    }
  } finally {
    await browser.close()
    stop()
  }
  return measured
}

/** One route's measurement against the budget: its totals, its limit, the chunks it may not load. */
function judge({ path, landed, files }) {
  const sum = (list) => list.reduce((total, row) => total + row.gzip, 0)
  const total = sum(files)
  const limit = budget.routes?.[path] ?? budget.default
  const appGzip = sum(files.filter((f) => !f.mock))
  const mockGzip = sum(files.filter((f) => f.mock))
  const unused = Object.entries(onlyOn)
    .filter(([name, where]) => !where.includes(path) && files.some((f) => namedIn(name, f.file)))
    .map(([name]) => name)
  return {
    path,
    landed,
    appGzip,
    mockGzip,
    total,
    budget: limit,
    over: appGzip > limit,
    mockOver: budget.mock !== undefined && mockGzip > budget.mock,
    unused,
    files,
  }
}

const measured = measuredFile === undefined ? await measure() : JSON.parse(readFileSync(measuredFile, 'utf8'))
const results = measured.map(judge)

const int = (n) => n.toLocaleString('en-US').padStart(9)
console.log('route                      app JS gz   mock JS gz      total app budget')
for (const r of results) {
  const note = r.landed !== r.path ? `  (shows ${r.landed})` : ''
  console.log(
    `${r.path.padEnd(24)} ${int(r.appGzip)} B ${int(r.mockGzip)} B ${int(r.total)} B ${int(r.budget)} B${r.over ? '  OVER BUDGET' : ''}${r.mockOver ? '  MOCK OVER BUDGET' : ''}${r.unused.length > 0 ? `  LOADS ${r.unused.join(', ')}` : ''}${note}`,
  )
}
if (onlyPath)
  for (const f of results[0]?.files.sort((a, b) => b.gzip - a.gzip) ?? [])
    console.log(`${int(f.gzip)} B gz  ${f.file}`)
const jsonOut = option('--json', undefined)
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2))
const over = results.filter((r) => r.over)
if (over.length > 0) console.error(`over budget (size-budget.json): ${over.map((r) => r.path).join(', ')}`)
const mockOver = results.filter((r) => r.mockOver)
if (mockOver.length > 0)
  console.error(`mock backend over its budget (${budget.mock} B): ${mockOver.map((r) => r.path).join(', ')}`)
const loading = results.filter((r) => r.unused.length > 0)
if (loading.length > 0)
  console.error(
    `loads code it does not use (onlyOn in size-budget.json): ${loading.map((r) => `${r.path} (${r.unused.join(', ')})`).join(', ')}`,
  )
if (over.length > 0 || mockOver.length > 0 || loading.length > 0) process.exit(1)
