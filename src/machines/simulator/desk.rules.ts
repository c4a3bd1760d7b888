// Who finds the back office's desk (the simulator panel) in the top bar, pure (decision 0370). In
// the in-browser demo the visitor is their own back office (decision 0272); against our server
// only the back-office account, by the role its sign-in answer carries. The UI only hides: the
// server refuses every other session on /api/__sim/* whatever the page shows (R-SRV-004).
// Kept apart from simulator.rules.ts so that the top bar's toggle does not load the lifecycle.

/** The role the server's sign-in answer gives the back-office account (server/back-office.ts). */
export const BACK_OFFICE_ROLE = 'BackOffice'

/** Which backend the build talks to: the in-browser demo's, or our server (`npm run serve`). */
export type DeskBackend = 'demo' | 'server'

/** R-DESK-001: the demo shows the desk to any session; our server's build to the back office only. */
export function deskShown(backend: DeskBackend, roles: readonly string[]): boolean {
  if (backend === 'demo') return true
  const wanted = BACK_OFFICE_ROLE.toLowerCase()
  return roles.some((role) => role.trim().toLowerCase() === wanted)
}
