// Keeps visited pages alive (R-SHELL-008): every page whose tab is open and whose
// route is not noCache stays mounted but hidden (React <Activity>), so its state survives tab
// switches; a closed tab or a refreshed page starts afresh. Hidden pages keep seeing their own
// location, not the current one.
import { Activity, useState, type ReactNode } from 'react'
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router-dom'

interface Entry {
  readonly element: ReactNode
  readonly location: Location
}

export interface KeepAliveProps {
  /** The route path (table form) of the current page: one cache entry per route path. */
  readonly activeKey: string
  /** The route paths to keep alive. */
  readonly cached: readonly string[]
  /** Bumped to remount a page ("refresh"). */
  readonly generations: Readonly<Record<string, number>>
}

export function KeepAlive({ activeKey, cached, generations }: KeepAliveProps) {
  const outlet = useOutlet()
  const location = useLocation()
  const navigationType = useNavigationType()
  const [entries, setEntries] = useState<ReadonlyMap<string, Entry>>(() => new Map())

  const keep = new Set(cached)
  keep.add(activeKey)
  const current = entries.get(activeKey)
  const stale = [...entries.keys()].some((key) => !keep.has(key))
  // Storing what the router rendered for this location (the "previous render" pattern).
  if (current?.location.key !== location.key || stale) {
    const next = new Map([...entries].filter(([key]) => keep.has(key)))
    next.set(activeKey, { element: outlet, location })
    setEntries(next)
  }

  return (
    <>
      {[...entries].map(([key, entry]) => {
        const active = key === activeKey
        return (
          <Activity key={`${key}#${generations[key] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
            <div className="keep-alive-page" data-path={key}>
              <LocationContext.Provider
                value={{
                  location: entry.location,
                  navigationType: active ? navigationType : NavigationType.Pop,
                }}
              >
                {entry.element}
              </LocationContext.Provider>
            </div>
          </Activity>
        )
      })}
    </>
  )
}
