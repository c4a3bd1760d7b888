// The app's 'orders changed' signal: whatever changes orders outside a list (the back office's
// simulator, R-API-043) publishes it, and every open order list reloads (decision 0100). A signal
// in lib, not an import between features, keeps the features independent.
type Listener = () => void

export function createOrdersChanged() {
  const listeners = new Set<Listener>()
  return {
    /** Listens for changes; returns the function that stops listening. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    publish(): void {
      for (const listener of [...listeners]) listener()
    },
  }
}

export const ordersChanged = createOrdersChanged()
