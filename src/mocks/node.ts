// The mock backend inside Node, for vitest.
import { setupServer } from 'msw/node'
import { createMockBackend } from './handlers'

export function createMockServer() {
  const backend = createMockBackend()
  return { backend, server: setupServer(...backend.handlers) }
}
