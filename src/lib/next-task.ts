// Lets the browser run what is waiting (input, a paint) before the caller goes on. A message
// posted to a channel is a new task that a hidden tab does not delay, unlike a timer (decision 0311).

/** Resolves in a new task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })
}

/** Pauses a long loop: called often, it yields only once `budgetMs` have passed since its last yield. */
export type Slicer = () => Promise<void> | undefined

/**
 * A slicer for a loop that must not block the page (decision 0322): Lighthouse counts a task's
 * time past 50 ms at a 4x slowdown, so a task of about 6 ms costs nothing. `yieldTo` is injectable
 * for tests; `now` is the clock it reads.
 */
export function taskSlicer(
  budgetMs = 6,
  yieldTo: () => Promise<void> = nextTask,
  now: () => number = () => performance.now(),
): Slicer {
  let since = now()
  return () => {
    if (now() - since < budgetMs) return undefined
    return yieldTo().then(() => void (since = now()))
  }
}

/** A slicer that never yields: a replay that must not show a half-folded state, a bench. */
export const neverSlice: Slicer = () => undefined
