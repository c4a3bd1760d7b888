// Toasts published before the <Toaster> mounts (the guard's 'No Token' on the very first page,
// a failed call during start-up) wait here instead of being lost. Imported first by instance.ts.
import { notifier, type ToastMessage } from '../lib/notify'

const early: ToastMessage[] = []
let consumer: ((toast: ToastMessage) => void) | undefined

notifier.subscribe((toast) => {
  if (consumer) consumer(toast)
  else early.push(toast)
})

/** The Toaster attaches here; queued toasts are shown at once. Returns the detach function. */
export function attachToaster(show: (toast: ToastMessage) => void): () => void {
  consumer = show
  for (const toast of early.splice(0)) show(toast)
  return () => {
    if (consumer === show) consumer = undefined
  }
}
