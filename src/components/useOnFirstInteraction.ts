// Runs a callback once, at the user's first sign of using the page: code a later click needs
// starts downloading then, not while the page starts (decisions 0042, 0328).
import { useEffect, useEffectEvent } from 'react'

/** The user is about to type or press (the sign-in's warm-up, decision 0042). */
export const PRESS_EVENTS = ['keydown', 'pointerdown', 'input'] as const
/** Also a mouse moving over the page: a drawer's code is there before its button is reached. */
export const APPROACH_EVENTS = ['pointermove', 'pointerdown', 'keydown'] as const

/** Calls `callback` once, on the first of `events` anywhere in the document. */
export function useOnFirstInteraction(callback: () => void, events: readonly string[] = PRESS_EVENTS) {
  const run = useEffectEvent(callback)
  const key = events.join(' ')
  useEffect(() => {
    const types = key.split(' ')
    const once = () => {
      stop()
      run()
    }
    const stop = () => {
      for (const type of types) document.removeEventListener(type, once, true)
    }
    for (const type of types) document.addEventListener(type, once, { capture: true, passive: true })
    return stop
  }, [key])
}
