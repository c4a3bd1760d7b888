// The mock backend inside Node, for vitest: the log in memory, the clock real unless a test fixes it.
import { setupServer } from 'msw/node'
import { createMockBackend, type MockBackendOptions } from './handlers'
import { demoResetCodes } from './reset-codes-demo'

/** The handlers in Node, for vitest (src/test/mock-server.ts). @test */
export function createMockServer(options: MockBackendOptions = {}) {
  // Component tests reset passwords as the demo does (R-API-034).
  const backend = createMockBackend({ resetCodes: demoResetCodes, ...options })
  return { backend, server: setupServer(...backend.handlers) }
}
