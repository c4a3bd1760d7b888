// True from the render after a component's first: a PrimeReact overlay (Menu, ContextMenu) mounts
// its Portal in an effect, and its opening animation, which places it, runs only when it is shown
// after that. A menu whose chunk has just downloaded (decision 0380) waits for this to open.
import { useEffect, useState } from 'react'

export function useAfterMount(): boolean {
  const [mounted, setMounted] = useState(false)
  // Set in the same effects pass as the Portal's own mount, so both show in the next render: the
  // second render is the point (the Portal's own mount does the same).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), [])
  return mounted
}
