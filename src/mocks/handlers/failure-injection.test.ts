// The simulator's failure injection is the caller's own (decision 0283): it meets the next call of
// the session that asked for it, once, and never another session's call.
import { FastCheck as fc, Schema } from 'effect'
import { getResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { Login } from '../../api/contracts/auth'
import { GetSupportList } from '../../api/contracts/order'
import { SimFailNext, SimReset } from '../../api/contracts/simulator'
import { callOn } from '../../test/backend-call'
import { decoded, login, ORIGIN, requestOf } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { callWithPath, fixedClock } from '../../test/order-contract'
import { DEMO_PASSWORD } from '../../backend/accounts'
import { memoryPersistence } from '../../backend/persistence'
import { memorySessionStore } from '../../backend/session-store'
import { createMockBackend, type MockBackend } from '.'

const mock = startMockServer({ realNow: fixedClock })

/** Sessions: A and B of two accounts, A2 a second session of A's account. */
const sessions: Record<'A' | 'A2' | 'B', string> = { A: '', A2: '', B: '' }
beforeAll(async () => {
  sessions.A = await login('customer@demo.vn')
  sessions.A2 = await login('customer@demo.vn')
  sessions.B = await login('credit@demo.vn')
})

type Caller = keyof typeof sessions | 'nobody'

/** One ordinary API call of a caller (`nobody`: without a token); answers the HTTP status. */
async function statusOf(caller: Caller): Promise<number> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' }
  if (caller !== 'nobody') headers.Token = sessions[caller]
  const response = await fetch(`${ORIGIN}/api/Notification/GetUserUnReadNotificationCount`, { headers })
  await response.arrayBuffer()
  return response.status
}

/** The statuses of calls made one after another, in order. */
async function statusesOf(...callers: Caller[]): Promise<number[]> {
  const statuses: number[] = []
  for (const caller of callers) statuses.push(await statusOf(caller))
  return statuses
}

const inject = async (caller: keyof typeof sessions, kind: 'serverError' | null) =>
  decoded(SimFailNext, await callWithPath(SimFailNext, { kind }, { token: sessions[caller] })).Next

describe('R-HTTP-001 failure injection is the caller\u2019s own next call', () => {
  it("A's injection never touches B's call nor another session of A's account; A's next call fails once, then works", async () => {
    expect(await inject('A', 'serverError')).toBe('serverError')
    expect(await statusesOf('B', 'A2', 'nobody', 'A', 'A')).toEqual([200, 200, 200, 500, 200])
  })

  it("each session's injection is its own: B's does not clear A's, and clearing is the caller's own too", async () => {
    await inject('A', 'serverError')
    await inject('B', 'serverError')
    expect(await inject('B', null)).toBeNull()
    expect(await statusesOf('B', 'A', 'A')).toEqual([200, 500, 200])
  })

  it('a reset clears every pending injection', async () => {
    await inject('A', 'serverError')
    await inject('B', 'serverError')
    expect((await callWithPath(SimReset, {}, { token: sessions.A })).code).toBe(0)
    expect(await statusesOf('A', 'B')).toEqual([200, 200])
  })

  it('whatever the order of calls, only the injecting session meets its failure, exactly once', async () => {
    const callers = fc.array(fc.constantFrom<Caller>('A', 'A2', 'B', 'nobody'), { maxLength: 6 })
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<'A' | 'B'>('A', 'B'), callers, async (injector, calls) => {
        await inject(injector, 'serverError')
        let pending = true
        for (const caller of calls) {
          const expected = pending && caller === injector ? 500 : 200
          if (caller === injector) pending = false
          expect(await statusOf(caller), `${injector} injected; ${caller} called`).toBe(expected)
        }
        await inject(injector, null)
      }),
      { numRuns: 25, seed: 283 },
    )
  })

  it('two calls of the injecting session at once: exactly one meets the failure', async () => {
    await inject('A', 'serverError')
    const statuses = await Promise.all([statusOf('A'), statusOf('A'), statusOf('A')])
    expect(statuses.filter((status) => status === 500)).toHaveLength(1)
    expect(mock.backend.state.injection.pending.size).toBe(0)
  })
})

describe('R-HTTP-001 in the browser, the injection stays in the tab that armed it', () => {
  it("two tabs of one session over one browser's stores: only the arming tab's next call fails", async () => {
    const browser = { persistence: memoryPersistence(), sessions: memorySessionStore(), realNow: fixedClock }
    const tabs: MockBackend[] = [createMockBackend(browser), createMockBackend(browser)]
    for (const tab of tabs) await tab.ready()
    const [armed, other] = tabs as [MockBackend, MockBackend]
    const signedIn = await callOn(armed, Login, { account: 'customer@demo.vn', password: DEMO_PASSWORD })
    const token = Schema.decodeUnknownSync(Login.response)(signedIn.data).token
    const statusIn = async (tab: MockBackend) =>
      (await getResponse([...tab.handlers], requestOf(GetSupportList, {}, { token })))!.status

    expect((await callOn(armed, SimFailNext, { kind: 'serverError' }, { token })).code).toBe(0)
    expect(await statusIn(other)).toBe(200)
    expect(await statusIn(armed)).toBe(500)
    expect(await statusIn(armed)).toBe(200)
    for (const tab of tabs) tab.close()
  })
})
