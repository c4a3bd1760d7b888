import { describe, expect, it } from 'vitest'
import { ignoreFailedWorkerUpdates, isFailedWorkerUpdate } from './worker-update'

/** A stand-in for PromiseRejectionEvent, which happy-dom lacks. */
function rejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown }
  event.reason = reason
  return event
}

describe('R-RUN-001 a failed update check of the mock worker is not an uncaught error', () => {
  it('recognises only the browser failing to update the worker', () => {
    expect(
      isFailedWorkerUpdate(
        new TypeError(
          "Failed to update a ServiceWorker for scope ('http://127.0.0.1:5173/') with script ('http://127.0.0.1:5173/mockServiceWorker.js'): An unknown error occurred when fetching the script.",
        ),
      ),
    ).toBe(true)
    expect(isFailedWorkerUpdate(new Error('Failed to fetch'))).toBe(false)
    expect(isFailedWorkerUpdate(undefined)).toBe(false)
  })

  it('prevents the default report of that rejection and of no other', () => {
    const target = new EventTarget() as unknown as Window
    const stop = ignoreFailedWorkerUpdates(target)
    const update = rejection(new TypeError('Failed to update a ServiceWorker for scope'))
    const other = rejection(new Error('boom'))
    target.dispatchEvent(update)
    target.dispatchEvent(other)
    expect(update.defaultPrevented).toBe(true)
    expect(other.defaultPrevented).toBe(false)
    stop()
    const later = rejection(new TypeError('Failed to update a ServiceWorker for scope'))
    target.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
  })
})
