// The request layer (and, in the demo, the mock worker it waits for: decision 0250) starts
// downloading on the user's first key or pointer press on any page, so it is usually there by the
// time a first request is made (decision 0042).
import { useEffect } from 'react'
import { preloadSignIn } from './actors'

const WARM_UP_EVENTS = ['keydown', 'pointerdown', 'input'] as const

/** Calls `preloadSignIn` once, on the user's first key or pointer press anywhere on the page. */
export function usePreloadOnFirstInteraction() {
  useEffect(() => {
    const warmUp = () => {
      stop()
      preloadSignIn()
    }
    const stop = () => {
      for (const type of WARM_UP_EVENTS) document.removeEventListener(type, warmUp, true)
    }
    for (const type of WARM_UP_EVENTS) document.addEventListener(type, warmUp, true)
    return stop
  }, [])
}
