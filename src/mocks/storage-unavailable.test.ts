// @vitest-environment node
// A storage that cannot be reached (a server's PostgreSQL that is down, decision 0295) answers 503
// in the envelope with the translated "cannot be reached" text; a write the storage refused keeps
// its own answer (decision 0153).
import { describe, expect, it } from 'vitest'
import { backendText, ORIGIN } from '../test/mock-contract'
import { LANGUAGES } from '../test/order-contract'
import { StorageUnavailableError, StorageWriteError } from '../backend/persistence'
import { serverError } from './respond'

const requestIn = (language: string) =>
  new Request(`${ORIGIN}/api/Order/CreateOpenOrder`, { headers: { 'Accept-Language': language } })

const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() })

describe('R-PG-002 a storage that cannot be reached answers 503 in the envelope', () => {
  it.each(LANGUAGES)('unreachable, directly or inside a refused write, in %s', async (language) => {
    const down = new StorageUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
    const expected = {
      status: 503,
      body: { code: 5000, message: backendText(language, 'server.unavailable'), data: null },
    }
    expect(await answerOf(serverError(requestIn(language), down))).toEqual(expected)
    expect(await answerOf(serverError(requestIn(language), new StorageWriteError(down)))).toEqual(expected)
  })

  it('a write the storage refused for another reason keeps its own message', async () => {
    const answer = await answerOf(serverError(requestIn('en'), new StorageWriteError(new Error('quota'))))
    expect(answer.status).not.toBe(503)
    expect(answer.body).toEqual({ code: 5000, message: backendText('en', 'storage.writeFailed'), data: null })
  })
})
