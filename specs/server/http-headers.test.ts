// @vitest-environment node
// The headers of server mode's answers (decision 0349): the Content-Security-Policy of the HTML,
// built from the inline scripts of the index.html it serves, and the headers of every answer.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Login } from '../../src/api/contracts/auth'
import { DEMO_PASSWORD } from '../../src/backend/accounts'
import { createApp, lazyBackend } from '../../server/app'
import { httpLogin, httpRequestOf, startServer, type RunningServer } from '../../server/test/http'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

/** Two inline scripts as the pre-render writes them, and the entry as a file. */
const INLINE = [
  `(function(){document.documentElement.setAttribute('data-x','1')})()`,
  `\n  var entry="/assets/app.js";console.log(entry)\n`,
]
const INDEX = `<!doctype html><html><head><script>${INLINE[0]}</script>
<script type="module" crossorigin src="/assets/app.js"></script></head>
<body><div id="root"></div><script>${INLINE[1]}</script></body></html>`
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

let staticDir: string
let server: RunningServer
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'index.html'), INDEX)
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'export {}')
  server = await startServer({}, { staticDir })
})
afterAll(async () => {
  await server?.stop()
  rmSync(staticDir, { recursive: true, force: true })
})

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy').toBeTruthy()
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

describe('R-HTTP-006 every HTML answer carries a Content-Security-Policy built from the page it serves', () => {
  it('scripts from the origin and the inline scripts of index.html by hash; no eval, no inline script else; framed by no one', async () => {
    for (const path of ['/', '/login', '/myorder/orderInfo']) {
      const answer = await fetch(`${server.origin}${path}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/)
      const csp = directives(answer.headers.get('Content-Security-Policy'))
      expect([...csp.get('script-src')!].sort()).toEqual(["'self'", ...INLINE.map(sha)].sort())
      expect(answer.headers.get('Content-Security-Policy')).not.toMatch(/unsafe-eval/)
      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(answer.headers.get('X-Frame-Options')).toBe('DENY')
    }
  })

  it('the statechart viewer may be framed by the portal itself (the inspector dock), by no other origin', async () => {
    const answer = await fetch(`${server.origin}/statecharts?embed`)
    expect(directives(answer.headers.get('Content-Security-Policy')).get('frame-ancestors')).toEqual([
      "'self'",
    ])
    expect(answer.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
  })
})

describe('R-HTTP-007 nosniff and a referrer policy on every answer; a permissions policy on HTML; no-store on the API', () => {
  const expectApiHeaders = (answer: Response) => {
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(answer.headers.get('Content-Security-Policy')).toBeNull()
  }

  it('the page and its assets', async () => {
    const page = await fetch(`${server.origin}/login`)
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(page.headers.get('Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
    const asset = await fetch(`${server.origin}/assets/app.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('an API answer, a refusal, an unknown path, a refused method and a database that is down', async () => {
    const signedIn = await fetch(
      httpRequestOf(server.origin, Login, { account: 'customer@demo.vn', password: DEMO_PASSWORD }),
    )
    expect(((await signedIn.json()) as { code: number }).code).toBe(0)
    expectApiHeaders(signedIn)
    expectApiHeaders(
      await fetch(httpRequestOf(server.origin, Login, { account: 'customer@demo.vn', password: 'wrong-1' })),
    )
    const unknown = await fetch(`${server.origin}/api/Order/NoSuchAction`)
    expect(unknown.status).toBe(404)
    expectApiHeaders(unknown)
    const refused = await fetch(`${server.origin}/api/Order/GetOrder`, { method: 'PATCH' })
    expect(refused.status).toBe(405)
    expectApiHeaders(refused)
    const down = await createApp(
      lazyBackend(() => Promise.reject(new Error('connection refused'))),
      { staticDir },
    ).request('/api/Authorization/Login', { method: 'POST', body: '{}' })
    expect(down.status).toBe(503)
    expectApiHeaders(down)
  })
})

describe('R-HTTP-009 HEAD on an API GET answers as GET, without a body', () => {
  it('the same status and headers as GET, and no body', async () => {
    const token = await httpLogin(server.origin)
    const headers = { Token: token, Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }
    const url = `${server.origin}/api/Customer/GetCustomerList`
    const get = await fetch(url, { headers })
    expect(get.status).toBe(200)
    expect(((await get.json()) as { code: number }).code).toBe(0)
    const head = await fetch(url, { method: 'HEAD', headers })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Type')).toBe(get.headers.get('Content-Type'))
    expect(head.headers.get('Cache-Control')).toBe('no-store')
    expect(await head.text()).toBe('')
  })
})

describe('R-HTTP-010 no dotfile is served', () => {
  it('/.serve-build and an escaped dotfile answer 404, not the file nor the app', async () => {
    writeFileSync(join(staticDir, '.serve-build'), '{"head":"secret"}')
    mkdirSync(join(staticDir, '.git'), { recursive: true })
    writeFileSync(join(staticDir, '.git', 'config'), '[core]')
    for (const path of ['/.serve-build', '/%2eserve-build', '/.git/config', '/assets/../.serve-build']) {
      const answer = await fetch(`${server.origin}${path}`)
      expect(answer.status, path).toBe(404)
      const body = await answer.text()
      expect(body).not.toContain('secret')
      expect(body).not.toContain('[core]')
      expect(body).not.toContain('id="root"')
    }
    expect((await fetch(`${server.origin}/assets/app.js`)).status).toBe(200)
  })
})
