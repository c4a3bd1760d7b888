// The handlers a request is routed to answer exactly as the whole list does (decision 0306): for
// every endpoint's path and others, any method, any query, with and without a session.
import { FastCheck as fc } from 'effect'
import { getResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints, GetPagedMallOrderList, Login } from '../api/contracts'
import { requestOf, ORIGIN } from '../test/mock-contract'
import { DEMO_PASSWORD } from '../backend/accounts'
import { handlerRoutes } from './handler-routes'
import { createMockBackend } from './handlers'

const backend = createMockBackend({ realNow: () => new Date('2026-11-24T03:00:00Z') })
const routesOf = handlerRoutes(backend.handlers)
let token = ''

beforeAll(async () => {
  await backend.ready()
  const answer = await getResponse(
    backend.handlers,
    requestOf(Login, { account: 'customer@demo.vn', password: DEMO_PASSWORD }),
  )
  token = ((await answer!.json()) as { data: { token: string } }).data.token
})

const PATHS = [
  ...allEndpoints.map((e) => e.path.replace(/:orderId/, '3')),
  'api/__files/0123456789abcdef0123456789abcdef',
  'api/__sim/nothing-here',
  'api/Order/NoSuchEndpoint',
  'api',
  'not-api/Order/GetPendingOrderList',
]

/** Status and body of an answer (undefined when no handler answered). */
async function answerOf(response: Response | undefined) {
  return response === undefined ? undefined : { status: response.status, body: await response.text() }
}

describe('R-PERF-009 the mock backend routes a request to the handlers that can take it', () => {
  it('answers as the whole handler list does, for any path, method, query and session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        // Only reads carry the session, so no property run changes the data the next one reads.
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.option(fc.webQueryParameters(), { nil: undefined }),
        fc.boolean(),
        async (path, method, query, signedIn) => {
          const withSession = signedIn && method === 'GET'
          const make = () =>
            new Request(`${ORIGIN}/${path}${query ? `?${query}` : ''}`, {
              method,
              headers: { 'Accept-Language': 'en', ...(withSession ? { Token: token } : {}) },
            })
          const whole = await answerOf(await getResponse(backend.handlers, make()))
          const routed = await answerOf(await getResponse(routesOf(make()), make()))
          expect(routed).toEqual(whole)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('hands a list request a few handlers out of the whole list, the same ones for every query', async () => {
    const first = await routesOf(
      requestOf(GetPagedMallOrderList, { pageIndex: '1', pageSize: '10' }, { token }),
    )
    const other = await routesOf(
      requestOf(GetPagedMallOrderList, { pageIndex: '2', pageSize: '20' }, { token }),
    )
    expect(first.length).toBeLessThan(backend.handlers.length / 10)
    expect(first.length).toBeGreaterThan(0)
    expect(other).toBe(first)
  })
})
