// What the browser measurements share (scripts/size.mjs, scripts/bench-lists.mjs): a built folder
// served by `vite preview` on a port of the caller's, and Debian Chromium with the flags the e2e uses.
import { spawn } from 'node:child_process'
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

/** Debian Chromium (CHROME_PATH to choose another), headless. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
