// @vitest-environment node
// Server mode over real HTTP (decisions 0270-0272): the backend's own handlers behind Hono, the
// event log, files and sessions in PostgreSQL (PGlite here).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Logout } from '../../src/api/contracts/auth'
import { CreateOpenOrder, GetOrder } from '../../src/api/contracts/order'
import { SimMoveClock } from '../../src/api/contracts/simulator'
import { backendText } from '../../src/test/mock-contract'
import { orderBody } from '../../src/test/order-contract'
import { BODY_TOO_LARGE_CODE, createApp, lazyBackend } from '../../server/app'
import { BACK_OFFICE_ACCOUNT } from '../../server/back-office'
import { httpCall, httpLogin, startServer, type RunningServer } from '../../server/test/http'

// Guards against a hang on a small shared machine (each server writes the seed into PostgreSQL).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 })

const running: RunningServer[] = []
const folders: string[] = []
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop().catch(() => undefined)
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const started = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args)
  running.push(server)
  return server
}

// One server (its seed written once) for the tests that do not restart it.
let shared: RunningServer
beforeAll(async () => {
  shared = await startServer()
})
afterAll(() => shared.stop())

describe('R-SRV-001 npm run serve answers the API through the backend handlers', () => {
  it('signs in, places an order and reads it back over HTTP', async () => {
    const { origin, backend } = shared
    const token = await httpLogin(origin)
    const catalog = (await backend()).state.orders.catalog
    const placed = await httpCall(origin, CreateOpenOrder, orderBody(catalog, { note: 'over HTTP' }), {
      token,
    })
    expect(placed.code, placed.message).toBe(0)
    const id = (placed.data as { Id: number }).Id
    const read = await httpCall(origin, GetOrder, { orderId: id }, { token })
    expect(read.code).toBe(0)
    expect((read.data as { Note: string }).Note).toBe('over HTTP')
  })

  it('answers an unknown /api path with the 404 envelope, never an HTML page', async () => {
    const { origin } = shared
    const response = await fetch(`${origin}/api/Order/NoSuchAction`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { code: number }).code).toBe(4004)
  })

  it('refuses a token it never issued with the envelope (code 5004), not a failure', async () => {
    const answer = await httpCall(shared.origin, GetOrder, { orderId: 1 }, { token: 'never-issued' })
    expect(answer.code).toBe(5004)
  })
})

describe('R-SRV-002 a restart loses nothing acknowledged', () => {
  it('an order, the session and a signed-out token are as they were after the server restarts on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-srv-'))
    folders.push(dataDir)
    const first = await startServer({ dataDir })
    const token = await httpLogin(first.origin)
    const signedOut = await httpLogin(first.origin)
    const catalog = (await first.backend()).state.orders.catalog
    const placed = await httpCall(
      first.origin,
      CreateOpenOrder,
      orderBody(catalog, { note: 'before restart' }),
      {
        token,
      },
    )
    expect(placed.code, placed.message).toBe(0)
    expect((await httpCall(first.origin, Logout, {}, { token: signedOut })).code).toBe(0)
    await first.stop()

    const second = await started({ dataDir })
    const id = (placed.data as { Id: number }).Id
    const read = await httpCall(second.origin, GetOrder, { orderId: id }, { token })
    expect(read.code, read.message).toBe(0)
    expect((read.data as { Note: string }).Note).toBe('before restart')
    const refused = await httpCall(second.origin, GetOrder, { orderId: id }, { token: signedOut })
    expect(refused.code).not.toBe(0)
  })
})

describe('R-SRV-004 the simulator is for the back office in server mode', () => {
  it('refuses a customer session with a translated message and accepts backoffice@demo.vn', async () => {
    const { origin } = shared
    const customer = await httpLogin(origin)
    for (const language of ['vi', 'en'] as const) {
      const refused = await httpCall(origin, SimMoveClock, { days: 1 }, { token: customer, language })
      expect(refused.code).toBe(4030)
      expect(refused.message).toBe(backendText(language, 'sim.backOfficeOnly'))
    }
    const backOffice = await httpLogin(origin, BACK_OFFICE_ACCOUNT)
    const moved = await httpCall(origin, SimMoveClock, { days: 1 }, { token: backOffice })
    expect(moved.code, moved.message).toBe(0)
  })
})

describe('R-SRV-005 failures of the server answer the envelope', () => {
  it('a body over the limit is refused with the envelope and nothing is appended', async () => {
    const { origin, backend } = shared
    const token = await httpLogin(origin)
    const before = (await backend()).state.orders.store.log.length
    const response = await fetch(`${origin}/api/Order/CreateOpenOrder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Token: token, 'Accept-Language': 'en' },
      body: JSON.stringify({ note: 'x'.repeat(12 * 1024 * 1024) }),
    })
    expect(response.status).toBe(413)
    const body = (await response.json()) as { code: number; message: string }
    expect(body.code).toBe(BODY_TOO_LARGE_CODE)
    expect(body.message).toBe(backendText('en', 'server.bodyTooLarge'))
    expect((await backend()).state.orders.store.log.length).toBe(before)
  })

  it('a database that cannot be opened answers 503 in the envelope, and the next call tries again', async () => {
    let attempts = 0
    const real = shared
    const app = createApp(
      lazyBackend(async () => {
        attempts += 1
        if (attempts === 1) throw new Error('connection refused')
        return real.backend()
      }),
    )
    const ask = () =>
      app.request('/api/Login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ account: 'customer@demo.vn', password: 'Demo1234' }),
      })
    const down = await ask()
    expect(down.status).toBe(503)
    const body = (await down.json()) as { code: number; message: string }
    expect(body).toEqual({ code: 5000, message: backendText('en', 'server.unavailable'), data: null })
    const up = await ask()
    expect(((await up.json()) as { code: number }).code).toBe(0)
    expect(attempts).toBe(2)
  })
})
