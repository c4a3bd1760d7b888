// @vitest-environment node
// Server mode shares one backend among many users: the simulator's failure injection meets only
// the next call of the session that asked for it (decision 0283), over real HTTP.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GetSupportList } from '../../src/api/contracts/order'
import { SimFailNext } from '../../src/api/contracts/simulator'
import { BACK_OFFICE_ACCOUNT } from '../../server/back-office'
import { httpCall, httpLogin, httpRequestOf, startServer, type RunningServer } from '../../server/test/http'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 })

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.stop())

/** The HTTP status of an ordinary call of a session. */
async function statusOf(token: string): Promise<number> {
  const response = await fetch(httpRequestOf(server.origin, GetSupportList, {}, { token }))
  await response.arrayBuffer()
  return response.status
}

describe('R-HTTP-001 failure injection over HTTP is the caller\u2019s own next call', () => {
  it("the back office's injection fails its own next call once; a customer's and another back-office session's calls never meet it", async () => {
    const { origin } = server
    const backOffice = await httpLogin(origin, BACK_OFFICE_ACCOUNT)
    const otherBackOffice = await httpLogin(origin, BACK_OFFICE_ACCOUNT)
    const customer = await httpLogin(origin)

    const armed = await httpCall(origin, SimFailNext, { kind: 'serverError' }, { token: backOffice })
    expect(armed.code, armed.message).toBe(0)
    expect(await statusOf(customer)).toBe(200)
    expect(await statusOf(otherBackOffice)).toBe(200)
    expect(await statusOf(backOffice)).toBe(500)
    expect(await statusOf(backOffice)).toBe(200)
    expect(await statusOf(customer)).toBe(200)
  })

  it('a customer cannot arm a failure for anyone (the simulator is the back office\u2019s)', async () => {
    const customer = await httpLogin(server.origin)
    const refused = await httpCall(server.origin, SimFailNext, { kind: 'serverError' }, { token: customer })
    expect(refused.code).toBe(4030)
    expect(await statusOf(customer)).toBe(200)
  })
})
