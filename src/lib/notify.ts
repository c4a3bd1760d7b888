// A tiny toast bus: the request layer and machines' actions publish, the app's <Toaster> renders.
// Texts are i18n keys (translated when shown) or raw server messages (shown as they are).
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error'

export interface ToastMessage {
  readonly severity: ToastSeverity
  /** i18n key such as 'errors:http.404'; used when `text` is absent. */
  readonly key?: string
  readonly params?: Record<string, unknown>
  /** A server message, shown verbatim. */
  readonly text?: string
  /** Milliseconds. */
  readonly life: number
}

type Listener = (toast: ToastMessage) => void

const DEDUPE_MS = 1000

export function createNotifier(now: () => number = () => Date.now()) {
  const listeners = new Set<Listener>()
  let last: { id: string; at: number } | undefined
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Identical toasts within a second collapse into one (parallel calls failing together). */
    notify(toast: ToastMessage): void {
      const id = `${toast.severity}|${toast.key ?? ''}|${toast.text ?? ''}`
      const at = now()
      if (last && last.id === id && at - last.at < DEDUPE_MS) return
      last = { id, at }
      for (const listener of listeners) listener(toast)
    },
  }
}

export const notifier = createNotifier()
export const notify = (toast: ToastMessage) => notifier.notify(toast)
