// PrimeReact's Sidebar as a modal drawer that keeps and gives back the keyboard's focus: Tab and
// Shift+Tab go round inside it, and when it closes the focus returns to what opened it (decision
// 0282). PrimeReact's Dialog does both itself; its Sidebar does neither, so a keyboard user
// tabbed out of an open drawer into the page behind the mask and was left there after closing.
// It is a modal dialog to screen readers too.
import { Sidebar, type SidebarProps } from 'primereact/sidebar'
import './prime-locale'
import { useEffectEvent, useLayoutEffect, useRef, type KeyboardEvent } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Keeps Tab inside `root`: from its last control to its first, and back with Shift+Tab. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const root = event.currentTarget
  // A dialog opened from the drawer is portaled elsewhere: its keys bubble here through React.
  if (event.key !== 'Tab' || !root.contains(event.target as Node)) return
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  )
  const first = items[0]
  const last = items.at(-1)
  if (first === undefined || last === undefined) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

export interface ModalDrawerProps extends SidebarProps {
  /**
   * Where the focus goes when the drawer closes, instead of its opener: a menu drawer closed by
   * choosing a page gives it to that page (null: back to the opener, as for any other close).
   */
  readonly focusOnClose?: () => HTMLElement | null
}

export function ModalDrawer({ focusOnClose, ...props }: ModalDrawerProps) {
  const { visible, pt } = props
  const opener = useRef<HTMLElement | null>(null)
  const focusTarget = useEffectEvent(() => focusOnClose?.() ?? null)

  // Before the drawer takes the focus (after its opening transition), remember who had it;
  // when it closes, give the focus back if that control is still on the page.
  useLayoutEffect(() => {
    if (visible) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      return
    }
    const back = focusTarget() ?? opener.current
    opener.current = null
    if (back?.isConnected) back.focus()
  }, [visible])

  // A modal dialog to assistive technology, as it is to the keyboard (PrimeReact's Sidebar says
  // `complementary`, a landmark of the page, which the mask hides). Its name is the caller's
  // `aria-label` or `pt.root`'s `aria-labelledby`.
  const root = (pt?.root ?? {}) as object
  return (
    <Sidebar
      {...props}
      pt={{
        ...pt,
        root: {
          role: 'dialog',
          'aria-modal': props.modal ?? true,
          ...root,
          onKeyDown: keepFocusInside,
        } as object,
      }}
    />
  )
}
