// A tab's context menu (R-SHELL-008): PrimeReact's ContextMenu, a chunk of its own downloaded at
// the first right-click on a tab (R-PERF-022). The click's place is kept while it downloads, and
// the menu opens there once mounted, and at every later right-click.
import { ContextMenu } from 'primereact/contextmenu'
import type { MenuItem } from 'primereact/menuitem'
import '../../components/prime-locale'
import { useEffect, useRef, type SyntheticEvent } from 'react'
import { useAfterMount } from '../../components/useAfterMount'

/** Where the right-click was, on the page; a new object for each click. */
export interface MenuPlace {
  readonly pageX: number
  readonly pageY: number
}

export interface TagsContextMenuProps {
  readonly model: MenuItem[]
  readonly at: MenuPlace | undefined
  readonly onHide: () => void
}

export function TagsContextMenu({ model, at, onHide }: TagsContextMenuProps) {
  const menu = useRef<ContextMenu>(null)
  const mounted = useAfterMount()
  useEffect(() => {
    // The right-click's own event is gone (its default was prevented when it happened): the menu
    // reads only its place from it.
    const place = { ...at, stopPropagation: () => {}, preventDefault: () => {} }
    if (mounted && at) menu.current?.show(place as unknown as SyntheticEvent)
  }, [mounted, at])
  return (
    <ContextMenu
      model={model}
      ref={menu}
      onHide={onHide}
      // PrimeReact puts aria-level on role="menuitem", where ARIA does not allow it (axe: serious).
      pt={{ menuitem: { 'aria-level': undefined } }}
    />
  )
}
