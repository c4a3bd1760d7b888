// Whether the window is narrower than the mobile breakpoint (R-SHELL-019: below 992 px the
// device is mobile), followed live as the window is resized or a phone turned. The order lists
// show cards there instead of a table (decision 0102).
import { useSyncExternalStore } from 'react'
import { MOBILE_BREAKPOINT_PX } from '../../machines/layout/layout.rules'

const NARROW = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`

const mediaQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW)
    : undefined

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

const isNarrow = (): boolean => mediaQuery()?.matches ?? false

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false)
}
