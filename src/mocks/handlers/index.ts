// Every mock handler, built over one in-memory state. Tests and the browser worker share this.
import { authHandlers, createAuthState } from './auth'

export function createMockBackend() {
  const auth = createAuthState()
  return { state: { auth }, handlers: [...authHandlers(auth)] }
}
