// Whether the window is narrower than a width, followed live as the window is resized or a phone
// turned: the mobile breakpoint (R-SHELL-019: below 992 px the device is mobile), where the order
// lists show cards instead of a table (decision 0102), and the widths below which a list folds its
// columns (R-LIST-001) or its filters (R-LIST-002; decision 0343).
import { useCallback, useSyncExternalStore } from 'react'
import { MOBILE_BREAKPOINT_PX } from '../../machines/layout/layout.rules'

const queryOf = (px: number) => `(max-width: ${px - 0.02}px)`

const mediaQuery = (px: number): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(queryOf(px))
    : undefined

/** Whether the window is narrower than `px`. */
export function useNarrowerThan(px: number): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = mediaQuery(px)
      query?.addEventListener('change', onChange)
      return () => query?.removeEventListener('change', onChange)
    },
    [px],
  )
  const isNarrow = useCallback(() => mediaQuery(px)?.matches ?? false, [px])
  return useSyncExternalStore(subscribe, isNarrow, () => false)
}

export function useNarrowScreen(): boolean {
  return useNarrowerThan(MOBILE_BREAKPOINT_PX)
}
