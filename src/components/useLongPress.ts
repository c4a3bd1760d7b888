// The original's long-press directive as a hook (R-PERM-002, R-PERM-003): the callback
// fires once the pointer has been held down for 1000 ms; releasing, leaving or cancelling earlier
// does nothing. A missing callback is a developer error and throws.
import { useEffect, useMemo, useRef } from 'react'

export const LONG_PRESS_MS = 1000

export interface LongPressHandlers {
  onPointerDown(event: { button?: number }): void
  onPointerUp(): void
  onPointerLeave(): void
  onPointerCancel(): void
  onContextMenu(event: { preventDefault(): void }): void
}

export function assertCallback(callback: unknown): asserts callback is () => void {
  if (typeof callback !== 'function') {
    throw new TypeError(`useLongPress needs a callback function; got ${typeof callback}`)
  }
}

/** The long-press directive (R-PERM-002, R-PERM-003) for screens. @public */
export function useLongPress(callback: () => void): LongPressHandlers {
  assertCallback(callback)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  }, [callback])
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMemo(() => {
    const cancel = () => {
      clearTimeout(timer.current)
      timer.current = undefined
    }
    return {
      onPointerDown(event) {
        if (event.button !== undefined && event.button !== 0) return
        cancel()
        timer.current = setTimeout(() => {
          timer.current = undefined
          latest.current()
        }, LONG_PRESS_MS)
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      // A held touch opens the context menu on phones; the long press replaces it.
      onContextMenu(event) {
        if (timer.current !== undefined) event.preventDefault()
      },
    }
  }, [])
}
