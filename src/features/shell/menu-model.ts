// From the route table to the menus (the side menu and the top Menubar): hidden routes
// and routes the roles forbid are left out (R-SHELL-001), groups nest their routes (R-SHELL-002),
// external links open in a new tab without navigating the app (R-SHELL-003).
import type { MenuItem } from 'primereact/menuitem'
import { routeInMenu, type RouteMeta } from '../../machines/navigation/navigation.rules'

/** A menu group: a heading with its routes (the original's Layout parents). */
export interface MenuGroup {
  readonly id: string
  readonly titleKey: string
  readonly number?: string
  readonly icon?: string
  readonly children: readonly RouteMeta[]
}

export type MenuEntry = RouteMeta | MenuGroup

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry

export interface MenuModelOptions {
  readonly roles: readonly string[]
  readonly t: (key: string) => string
  /** The current route path (table form), to mark the active item. */
  readonly activePath: string | undefined
  readonly navigate: (path: string) => void
  /**
   * The Menubar's own id. PrimeReact 10's Menubar points aria-activedescendant at
   * `<menubar id>_<index path>` but gives each item `item.id`: the ids must be those.
   */
  readonly idPrefix?: string
}

export const labelOf = (
  entry: { titleKey?: string | undefined; number?: string | undefined },
  t: (k: string) => string,
) => [entry.number, entry.titleKey ? t(entry.titleKey) : t('shell:tags.noName')].filter(Boolean).join(' ')

function leaf(route: RouteMeta, options: MenuModelOptions): MenuItem {
  const label = labelOf(route, options.t)
  if (route.externalLink) {
    return {
      label,
      icon: route.icon,
      url: route.externalLink,
      target: '_blank',
      className: 'menu-external',
    }
  }
  const active = options.activePath === route.path
  return {
    label,
    icon: route.icon,
    url: route.path,
    className: active ? 'menu-active' : undefined,
    command: ({ originalEvent }) => {
      const event = originalEvent as unknown as MouseEvent
      // Let the browser open a new tab or window for modified clicks.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) return
      originalEvent.preventDefault()
      options.navigate(route.path)
    },
  }
}

/** The visible groups' ids, all open by default (R-SHELL-004). */
export function groupKeys(entries: readonly MenuEntry[]): Record<string, boolean> {
  return Object.fromEntries(entries.filter(isMenuGroup).map((g) => [g.id, true]))
}

/**
 * The menu the user sees: hidden routes and routes the roles forbid are left out, and a group
 * left without routes disappears (R-SHELL-001).
 */
export function visibleMenu(entries: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] {
  const visible: MenuEntry[] = []
  for (const entry of entries) {
    if (isMenuGroup(entry)) {
      const children = entry.children.filter((r) => routeInMenu(r, roles))
      if (children.length > 0) visible.push({ ...entry, children })
    } else if (routeInMenu(entry, roles)) visible.push(entry)
  }
  return visible
}

/** PrimeReact menu items, for the horizontal layout's Menubar. */
export function buildMenuModel(entries: readonly MenuEntry[], options: MenuModelOptions): MenuItem[] {
  const id = (...path: number[]) => (options.idPrefix ? { id: [options.idPrefix, ...path].join('_') } : {})
  return visibleMenu(entries, options.roles).map((entry, i) =>
    isMenuGroup(entry)
      ? {
          ...id(i),
          label: labelOf(entry, options.t),
          icon: entry.icon,
          items: entry.children.map((r, j) => ({ ...leaf(r, options), ...id(i, j) })),
          className: entry.children.some((r) => r.path === options.activePath)
            ? 'menu-group-active'
            : undefined,
        }
      : { ...leaf(entry, options), ...id(i) },
  )
}
