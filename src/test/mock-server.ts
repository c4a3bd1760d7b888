// Starts the Node mock backend for a test file: unhandled requests fail the test.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createMockServer } from '../mocks/node'

export function useMockServer() {
  const mock = createMockServer()
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => mock.server.resetHandlers())
  afterAll(() => mock.server.close())
  return mock
}
