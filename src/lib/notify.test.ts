import { describe, expect, it } from 'vitest'
import { createNotifier, type ToastMessage } from './notify'

describe('notify bus', () => {
  it('delivers to subscribers and collapses an identical toast within one second', () => {
    let now = 0
    const notifier = createNotifier(() => now)
    const seen: ToastMessage[] = []
    const stop = notifier.subscribe((t) => seen.push(t))
    const toast = { severity: 'error', key: 'errors:offline', life: 3000 } as const
    notifier.notify(toast)
    now = 500
    notifier.notify(toast)
    notifier.notify({ ...toast, key: 'errors:timeout' })
    now = 2000
    notifier.notify({ ...toast, key: 'errors:timeout' })
    expect(seen.map((t) => t.key)).toEqual(['errors:offline', 'errors:timeout', 'errors:timeout'])
    stop()
    now = 5000
    notifier.notify(toast)
    expect(seen).toHaveLength(3)
  })
})
