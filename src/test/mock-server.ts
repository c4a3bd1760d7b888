// Starts the Node mock backend for a test file: unhandled requests fail the test. Options fix the
// business clock (`realNow`) or the seed's base date; the backend is ready before the first test.
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { MockBackendOptions } from '../mocks/handlers'
import { createMockServer } from '../mocks/node'

export function useMockServer(options: MockBackendOptions = {}) {
  const mock = createMockServer(options)
  // Writing the seed takes about a second, more on a loaded machine: the hook gets room for it.
  beforeAll(async () => {
    mock.server.listen({ onUnhandledRequest: 'error' })
    await mock.backend.ready()
  }, 60_000)
  afterEach(() => mock.server.resetHandlers())
  afterAll(() => mock.server.close())
  return mock
}
