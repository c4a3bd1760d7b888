// The mock backend inside Node, for vitest: the log in memory, the clock real unless a test fixes it.
import { setupServer } from 'msw/node'
import { createMockBackend, type MockBackendOptions } from './handlers'

/** The handlers in Node, for vitest (src/test/mock-server.ts). @test */
export function createMockServer(options: MockBackendOptions = {}) {
  const backend = createMockBackend(options)
  return { backend, server: setupServer(...backend.handlers) }
}
