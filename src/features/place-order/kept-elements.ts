// Elements kept between renders by the object they show (decision 0392): a list renders again,
// but an item whose object and dependencies are the same returns the element of the last render,
// and React skips it with everything inside it (its buttons among them). Used where an item's
// markup stays in its list's component (the summary's lines) rather than a memoised one of its own.
import { useState, type ReactElement } from 'react'

export interface KeptElements<K extends object> {
  /** The element kept for `key`, if its dependencies have not changed since. */
  readonly get: (key: K) => ReactElement | undefined
  /** Keeps `element` for `key` and answers it. */
  readonly keep: (key: K, element: ReactElement) => ReactElement
}

/** A keeper for one list, made once per component. */
function createElementKeeper<K extends object>() {
  let deps: readonly unknown[] = []
  let elements = new WeakMap<K, ReactElement>()
  return {
    /** The elements of this render: all forgotten when one of `next` differs from the last render's. */
    with(next: readonly unknown[]): KeptElements<K> {
      if (next.length !== deps.length || next.some((d, i) => !Object.is(d, deps[i]))) {
        deps = next
        elements = new WeakMap()
      }
      const current = elements
      return {
        get: (key) => current.get(key),
        keep: (key, element) => {
          current.set(key, element)
          return element
        },
      }
    },
  }
}

/** The kept elements of this render of a list: forgotten when one of `deps` differs from the last render's. */
export function useKeptElements<K extends object>(deps: readonly unknown[]): KeptElements<K> {
  const [keeper] = useState(createElementKeeper<K>)
  return keeper.with(deps)
}
