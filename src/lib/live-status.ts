// Whether the live updates' stream is open (decision 0376): the bell polls every 60 s only while it
// is not (R-LIVE-008). A signal in lib, like 'orders changed', so no feature imports another.
type Listener = (open: boolean) => void

export function createLiveStatus() {
  const listeners = new Set<Listener>()
  let open = false
  return {
    get open() {
      return open
    },
    /** Listens for changes; returns the function that stops listening. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next: boolean): void {
      if (next === open) return
      open = next
      for (const listener of [...listeners]) listener(open)
    },
  }
}

export const liveStatus = createLiveStatus()
