// @vitest-environment node
// Sign-in limits and sessions on PGlite (decision 0356); the same suite runs on a real PostgreSQL
// in persistence-postgres.test.ts. The client address over HTTP (R-SESS-023) needs no database of
// its own kind: PGlite only.
import { Schema } from 'effect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Login } from '../../src/api/contracts/auth'
import { DEMO_PASSWORD } from '../../src/backend/accounts'
import { LOGIN_FREE_FAILURES, LOGIN_THROTTLED_CODE } from '../../src/mocks/handlers/auth'
import { openDatabase } from '../../server/backend'
import { httpRequestOf, startServer, type RunningServer } from '../../server/test/http'
import { signInSuite } from '../../server/test/sign-in-suite'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

describe('R-SESS-018 R-SESS-019 R-SESS-020 R-SESS-021 R-SESS-022 sign-in limits and sessions on PGlite', () =>
  signInSuite(() => openDatabase({})))

describe('R-SESS-023 the client address comes from the socket, or from a proxy the operator named', () => {
  const running: RunningServer[] = []
  afterEach(async () => {
    for (const server of running.splice(0)) await server.stop()
  })
  /** A sign-in over HTTP (from 127.0.0.1) that claims to come from `forwardedFor`. */
  async function signIn(origin: string, password: string, forwardedFor: string) {
    const request = httpRequestOf(
      origin,
      Login,
      Schema.encodeSync(Login.request)({ account: 'customer@demo.vn', password }),
    )
    request.headers.set('X-Forwarded-For', forwardedFor)
    request.headers.set('X-Portal-Client-Address', forwardedFor)
    return ((await (await fetch(request)).json()) as { code: number }).code
  }
  async function lockOneThenTryAnother(options: { trustedProxies?: string[] }) {
    const server = await startServer({}, options)
    running.push(server)
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++)
      expect(await signIn(server.origin, 'wrong-password', '198.51.100.1')).toBe(4011)
    return signIn(server.origin, DEMO_PASSWORD, '203.0.113.2')
  }

  it('without a trusted proxy, headers name no address: five failures lock every caller of that socket', async () => {
    expect(await lockOneThenTryAnother({})).toBe(LOGIN_THROTTLED_CODE)
  })

  it('behind a trusted proxy (PORTAL_TRUSTED_PROXIES), X-Forwarded-For names the client', async () => {
    expect(await lockOneThenTryAnother({ trustedProxies: ['127.0.0.1'] })).toBe(0)
  })
})
