// A late-bound navigate for the machines' provided actions (the router is created after them).
let navigateImpl: (to: string) => void = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to)
}

export function setNavigator(navigate: (to: string) => void): void {
  navigateImpl = navigate
}

/**
 * Navigates once the machine's transition that asked for it has settled. The router runs the
 * guard loader at once, and the loader reads the session actor: called in the middle of the
 * session's transition (an auth failure), it would still see the old token, bounce from /login
 * to /homepage, then find no token there and add 'No Token' to the one message (decision 0048).
 */
export const navigateTo = (to: string): void => queueMicrotask(() => navigateImpl(to))
