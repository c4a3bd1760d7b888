// A press that moves on to another page (Submit → the pending list, Save as draft → the drafts)
// unmounts the control that had the keyboard focus, which leaves the focus on the page's body:
// the next Tab starts again at the page's top, and a screen reader says nothing of the new page.
// When the page shown changes and the focus was lost that way, the page shown takes it, as after a
// choice in the menu (decision 0330). Not on the first page of a visit, where nothing had the
// focus yet; and after the commit's own effects and a dialog's hand-back (both in a later task),
// so a control that keeps or regains the focus keeps it. A page the shell keeps alive (KeepAlive) is
// hidden, not unmounted: a focused control on it may still be the active element until the browser
// next recalculates styles, so a focused element that cannot be seen counts as lost too.
import { useEffect, useRef } from 'react'
import { keepFocusIn } from '../../components/focus'

export function useFocusFollowsPage(activePath: string | undefined, mainId: string) {
  const hadFocus = useRef(false)
  useEffect(() => {
    const focused = () => {
      hadFocus.current = true
    }
    document.addEventListener('focusin', focused)
    return () => document.removeEventListener('focusin', focused)
  }, [])
  const shown = useRef(activePath)
  useEffect(() => {
    if (shown.current === activePath) return
    shown.current = activePath
    const timer = setTimeout(() => {
      const lost = isLost(document.activeElement)
      if (hadFocus.current && lost) keepFocusIn(document.getElementById(mainId))
    }, 0)
    return () => clearTimeout(timer)
  }, [activePath, mainId])
}

function isLost(focused: Element | null) {
  if (focused === null || focused === document.body) return true
  // checkVisibility: false inside a display:none ancestor (React <Activity mode="hidden">).
  return typeof focused.checkVisibility === 'function' && !focused.checkVisibility()
}
