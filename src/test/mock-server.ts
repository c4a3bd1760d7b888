// Starts the Node mock backend for a test file: unhandled requests fail the test. Options fix the
// business clock (`realNow`) or the seed's base date; the backend is ready before the first test.
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { MockBackendOptions } from '../mocks/handlers'
import { createMockServer } from '../mocks/node'

export function useMockServer(options: MockBackendOptions = {}) {
  const mock = createMockServer(options)
  beforeAll(async () => {
    mock.server.listen({ onUnhandledRequest: 'error' })
    await mock.backend.ready()
  })
  afterEach(() => mock.server.resetHandlers())
  afterAll(() => mock.server.close())
  return mock
}
