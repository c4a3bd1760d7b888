// What the browser measurements share (scripts/size.mjs, scripts/bench-lists.mjs, scripts/bench-inp.mjs,
// scripts/bench-tasks.mjs): a built folder served by `vite preview` on a port of the caller's,
// Debian Chromium with the flags the e2e uses, the demo customer's sign-in and a median.
import { spawn, spawnSync } from 'node:child_process'
import os from 'node:os'
import { chromium } from 'playwright-core'

/** Serves `dist` on `port`; resolves once it answers, with its origin and a `stop`. */
export async function startPreview(dist, port) {
  const server = spawn(
    'node',
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--outDir', dist],
    { stdio: 'ignore' },
  )
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(origin)
      break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return { origin, stop: () => server.kill() }
}

/** The benches' Chromium flags: no sandbox in the container, nothing running in the background. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian Chromium (CHROME_PATH to choose another), headless. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  })

/**
 * Signs the demo customer in through the login form of the app at `origin`, as a user does, so
 * the session cookies and the stored data are there; resolves once the homepage is reached.
 */
export async function signInAsDemo(page, origin, timeout = 60_000) {
  await page.goto(`${origin}/login`)
  await page.locator('#root:not([data-prerendered]) form').waitFor({ timeout: 60_000 })
  await page.locator('input[name="account"]').fill('customer@demo.vn')
  await page.locator('input[name="password"]').fill('Demo1234')
  await page.locator('input[name="password"]').press('Enter')
  await page.waitForURL(/\/homepage$/, { timeout })
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const m = sorted.length >> 1
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2
}

/** The load average over 1, 5 and 15 minutes, as the benches print it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')

/** Builds the mock app into `dist` (exits on a failed build), then makes sure Chromium is there. */
export function buildMockApp(dist) {
  console.error(`building the mock app into ${dist}…`)
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_OUT_DIR: dist, VITE_API_BASE_URL: '' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
