import { defineConfig } from '@playwright/test'

// Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.mjs installs it).
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const vite = 'node node_modules/vite/bin/vite.js'

// E2E_PORT lets two runs on one machine use different ports (the real-API build is E2E_PORT + 1).
const port = Number(process.env.E2E_PORT ?? 4173)
// E2E_DIST / E2E_DIST_API: the folders holding the two builds (default dist/ and dist-api/).
export const DIST = process.env.E2E_DIST ?? 'dist'
export const DIST_API = process.env.E2E_DIST_API ?? 'dist-api'
export const MOCK_ORIGIN = `http://127.0.0.1:${port}`
/** The same app built with VITE_API_BASE_URL (see scripts/test-all.mjs): no mock backend at all. */
export const REAL_API_ORIGIN = `http://127.0.0.1:${port + 1}`
/**
 * The README's `npm start` itself (the Vite dev server, port 5173), for specs/e2e/dev-server.spec.ts:
 * the preview builds cannot show what the dev server's own module requests meet. With E2E_PORT
 * set (a second run on the machine) it gets E2E_PORT + 2 through `npm start -- --port`.
 */
const devPort = process.env.E2E_PORT ? port + 2 : 5173
export const DEV_ORIGIN = `http://127.0.0.1:${devPort}`
const DEV_SPEC = /dev-server\.spec\.ts$/
/**
 * `npm run serve`'s server (decision 0290): its journeys start it themselves (specs/e2e/portal-server.ts)
 * on E2E_PORT + 3, over the real-API app built for that address into E2E_DIST_SERVE.
 */
export const SERVE_PORT = port + 3
export const SERVE_ORIGIN = `http://127.0.0.1:${SERVE_PORT}`
export const DIST_SERVE = process.env.E2E_DIST_SERVE ?? 'dist-serve-e2e'
const SERVE_SPEC = /serve\.spec\.ts$/

export default defineConfig({
  testDir: 'specs/e2e',
  outputDir: `test-results/playwright-artifacts-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry: a journey that fails twice fails; one that passes on the retry is named as flaky in
  // the summary of scripts/test-all.mjs (decision 0045).
  retries: 1,
  // Guards against a hang, not speed checks: a small shared CI machine is slow.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/playwright.json' }]],
  use: {
    baseURL: MOCK_ORIGIN,
    // A trace (screenshots and DOM snapshots of every step) doubled the browser's CPU time: it is
    // recorded on a failed journey's retry only, which is where a failure is looked at
    // (decision 0334).
    trace: 'on-first-retry',
    locale: 'vi-VN',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  // The long journeys that run one after the other (the server's, then `npm start`'s) come first:
  // one worker takes them while the other starts on the rest, rather than one worker finishing
  // them alone at the end (decision 0334).
  projects: [
    { name: 'serve', use: { browserName: 'chromium', baseURL: SERVE_ORIGIN }, testMatch: SERVE_SPEC },
    // No trace here: with Playwright's tracing on, the dev server's module requests that the page
    // makes while the mock's service worker controls it never complete (seen with Chromium 156),
    // which a user's browser does not do; the test then fails for the tool, not the portal.
    {
      name: 'npm-start',
      use: { browserName: 'chromium', baseURL: DEV_ORIGIN, trace: 'off' },
      testMatch: DEV_SPEC,
    },
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [DEV_SPEC, SERVE_SPEC] },
  ],
  webServer: [
    {
      command: `${vite} preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${DIST}`,
      url: MOCK_ORIGIN,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${vite} preview --host 127.0.0.1 --port ${port + 1} --strictPort --outDir ${DIST_API}`,
      url: REAL_API_ORIGIN,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: devPort === 5173 ? 'npm start' : `npm start -- --port ${devPort}`,
      url: DEV_ORIGIN,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
