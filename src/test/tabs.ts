// Tabs of one browser in vitest: each tab is its own mock backend over one shared persistence,
// answering calls as its page's worker hands them on (`respond`), over the seed of 2025-03-15.
import { Schema } from 'effect'
import { expect } from 'vitest'
import { Login } from '../api/contracts/auth'
import type { Endpoint } from '../api/endpoint'
import { DEMO_PASSWORD } from '../backend/accounts'
import { createMockBackend, type MockBackend, type MockBackendOptions } from '../mocks/handlers'
import type { Persistence } from '../backend/persistence'
import { requestOf, type Answer } from './mock-contract'
import { fixedClock } from './order-contract'

export const tabOver = (persistence: Persistence, options: MockBackendOptions = {}) =>
  createMockBackend({ persistence, realNow: fixedClock, ...options })

/** A call to one tab's backend. */
export async function ask<Req>(
  tab: MockBackend,
  endpoint: Endpoint<Req>,
  input: NoInfer<Req>,
  token?: string,
) {
  const request = requestOf(endpoint, Schema.encodeSync(endpoint.request)(input), { token })
  const response = await tab.respond(request)
  expect(response?.status).toBe(200)
  return (await response!.json()) as Answer
}

export async function signIn(tab: MockBackend, account = 'customer@demo.vn') {
  const answer = await ask(tab, Login, { account, password: DEMO_PASSWORD })
  expect(answer.code).toBe(0)
  return (answer.data as { token: string }).token
}

/** The ids of acknowledged answers (each must be code 0). */
export const placedIds = (answers: readonly Answer[]) =>
  answers.map((a) => {
    expect(a.code, a.message).toBe(0)
    return (a.data as { Id: number }).Id
  })
