// msw's `worker.start` asks the browser to update an already registered worker
// (`registration.update()`) and leaves the promise unhandled. When that check cannot fetch the
// script (the page is reloading or navigating away mid-check), Chromium rejects it with
// "Failed to update a ServiceWorker ...", shown as an uncaught error on full page loads. The
// registered worker keeps serving, so that one rejection is expected, not an error of the app.

/** Whether an unhandled rejection is the browser's failed check for a newer mock worker script. */
export function isFailedWorkerUpdate(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : ''
  return message.startsWith('Failed to update a ServiceWorker')
}

/** Swallows only that rejection; any other stays uncaught. Returns the unsubscribe. */
export function ignoreFailedWorkerUpdates(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  const listener = (event: PromiseRejectionEvent) => {
    if (isFailedWorkerUpdate(event.reason)) event.preventDefault()
  }
  target.addEventListener('unhandledrejection', listener)
  return () => target.removeEventListener('unhandledrejection', listener)
}
