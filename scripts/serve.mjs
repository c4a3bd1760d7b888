#!/usr/bin/env node
// `npm run serve` (decision 0270): builds what is missing, then runs one Node process serving the
// real-API app and the backend on one origin.
//   1. the app, built with VITE_API_BASE_URL = the server's own address (PORTAL_PUBLIC_URL, default
//      http://127.0.0.1:$PORT) into dist-serve/, again whenever that address or the sources changed;
//   2. the server (server/vite.config.ts, Vite in SSR mode) into dist-server/;
//   3. node dist-server/main.mjs, with PORT, PORTAL_DATA_DIR, DATABASE_URL passed on.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const port = process.env.PORT ?? '3000'
const publicUrl = (process.env.PORTAL_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')
const staticDir = process.env.PORTAL_STATIC_DIR ?? 'dist-serve'
const vite = 'node_modules/.bin/vite'

function build(title, args, env = {}) {
  console.log(`[serve] building ${title}`)
  const result = spawnSync(vite, ['build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The sources' commit and changes name the build, so an edited checkout builds again.
const git = (args) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? ''
const stamp = JSON.stringify({
  publicUrl,
  head: git(['rev-parse', 'HEAD']),
  changes: git(['status', '--porcelain', 'src']),
})
const stampFile = `${staticDir}/.serve-build`
const fresh = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
if (process.env.PORTAL_SKIP_BUILD !== '1') {
  if (!fresh) {
    build(`the app for ${publicUrl} into ${staticDir}/`, [], {
      PORTAL_OUT_DIR: staticDir,
      VITE_API_BASE_URL: publicUrl,
      // Our own server: the back office's desk is built in (R-DESK-002, decision 0370).
      VITE_PORTAL_SERVER: '1',
    })
    writeFileSync(stampFile, stamp)
  }
  build('the server into dist-server/', ['--config', 'server/vite.config.ts'])
}

const server = spawn('node', ['--enable-source-maps', 'dist-server/main.mjs'], {
  stdio: 'inherit',
  // The address the app was built for is the server's own (R-HTTP-011): never a request's Host.
  env: { ...process.env, PORT: port, PORTAL_STATIC_DIR: staticDir, PORTAL_PUBLIC_URL: publicUrl },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
