// A late-bound navigate for the machines' provided actions (the router is created after them).
let navigateImpl: (to: string) => void = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to)
}

export function setNavigator(navigate: (to: string) => void): void {
  navigateImpl = navigate
}

export const navigateTo = (to: string): void => navigateImpl(to)
