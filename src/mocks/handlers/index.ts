// Every mock handler, built over one in-memory state. Tests and the browser worker share this.
import { createCatalogState } from '../catalog-db'
import { authHandlers, createAuthState } from './auth'
import { contentHandlers } from './content'
import { customerHandlers } from './customer'
import { profileHandlers } from './profile'
import { qaHandlers } from './qa'
import { workplaceHandlers } from './workplace'

export function createMockBackend() {
  const auth = createAuthState()
  const catalog = createCatalogState()
  return {
    state: { auth, catalog },
    handlers: [
      ...authHandlers(auth),
      ...customerHandlers(auth, catalog),
      ...contentHandlers(auth, catalog),
      ...qaHandlers(auth, catalog),
      ...profileHandlers(auth, catalog),
      ...workplaceHandlers(auth, catalog),
    ],
  }
}
