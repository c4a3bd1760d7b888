// A pop-up (a dialog, a drawer) whose code is a chunk of its own, downloaded the first time it
// opens rather than with its page (decision 0380, R-PERF-022): from then on it stays mounted, so
// closing animates and gives the focus back as before. While its code downloads the page says
// "Loading…"; a download that fails closes it, says "Connection Error" (LazyPart) and the next
// opening asks again.
import { useState, type ComponentType } from 'react'
import { LazyPart, useLazyPart } from './LazyPart'

interface OpenedPartProps<P extends object> {
  /** Whether the pop-up is open now. */
  readonly open: boolean
  /** The chunk's import, mapped to a default export; the same function on every render. */
  readonly load: () => Promise<{ default: ComponentType<P> }>
  /** Closes the pop-up after its code could not be downloaded. */
  readonly onFail: () => void
  readonly props: P
}

export function OpenedPart<P extends object>({ open, load, onFail, props }: OpenedPartProps<P>) {
  const { Part, retry } = useLazyPart(load)
  const [opened, setOpened] = useState(open)
  // Set while rendering: the first render that sees it open mounts the part.
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <LazyPart
      onFail={() => {
        setOpened(false)
        retry()
        onFail()
      }}
    >
      <Part {...props} />
    </LazyPart>
  )
}
