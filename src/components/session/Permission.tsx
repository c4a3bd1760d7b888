// Permission checks (R-PERM-001, R-PERM-008..010): the original's `v-permission` directive
// as a component and a hook. The roles value must be an array of role names; anything else is a
// developer error and throws. 'admin' passes every check.
import type { ReactNode } from 'react'
import { assertRoleList, hasAnyRole } from '../../machines/navigation/navigation.rules'
import { useSession } from './session-context'

/** True when one of the signed-in user's roles is in `roles`. Throws when `roles` is not an array. */
export function usePermission(roles: readonly string[]): boolean {
  assertRoleList(roles)
  const session = useSession()
  return session.isLoggedIn && hasAnyRole(session.roles, roles)
}

/**
 * Renders its children only for the listed roles (R-PERM-010). @public for screens (R-PERM-001).
 */
export function Permission({
  roles,
  children,
}: {
  readonly roles: readonly string[]
  readonly children: ReactNode
}) {
  return usePermission(roles) ? <>{children}</> : null
}
