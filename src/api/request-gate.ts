// What must be ready before the first request leaves: in a demo build, the mock backend's service
// worker (main.tsx registers its start here). The worker starts with the first call instead of
// before the first render, so a page that makes no call (the login page until it is submitted)
// never loads msw (decision 0250). The request layer cannot import the mock backend (layers run
// one way), so main.tsx hands it in.

type Gate = () => Promise<unknown>

let gate: Gate | undefined
let opened: Promise<unknown> | undefined

/** Registers what the first request waits for (once, at start-up). */
export function setRequestGate(next: Gate): void {
  gate = next
  opened = undefined
}

/** Resolves when requests may leave; a failed gate is tried again by the next request. */
export function requestGate(): Promise<unknown> {
  if (!gate) return Promise.resolve()
  opened ??= gate().catch((error: unknown) => {
    opened = undefined
    throw error
  })
  return opened
}
