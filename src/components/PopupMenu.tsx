// A button's pop-up menu (the user menu, the tabs' actions, the confirmed list's export): PrimeReact's Menu in a chunk of its
// own, downloaded at the first press (R-PERF-022, decision 0380). The pressed button is kept while
// it downloads; the menu opens beside it once mounted, and every later press toggles it.
import { Menu, type MenuProps } from 'primereact/menu'
import './prime-locale'
import { useEffect, useRef, type SyntheticEvent } from 'react'
import { useAfterMount } from './useAfterMount'

/** The button pressed; a new object for each press. */
export interface MenuPress {
  readonly target: HTMLElement
}

export interface PopupMenuProps extends Pick<MenuProps, 'id' | 'model' | 'popupAlignment' | 'aria-label'> {
  readonly press: MenuPress | undefined
}

export function PopupMenu({ press, ...props }: PopupMenuProps) {
  const menu = useRef<Menu>(null)
  const mounted = useAfterMount()
  useEffect(() => {
    // The press's own event is gone: the menu reads only which button it came from.
    if (mounted && press) menu.current?.toggle({ currentTarget: press.target } as unknown as SyntheticEvent)
  }, [mounted, press])
  return <Menu {...props} ref={menu} popup />
}
