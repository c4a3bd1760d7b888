// From the route table to PrimeReact menu items (side PanelMenu and top Menubar): hidden routes
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
  /** A collapsed sidebar shows icons only: choosing a group asks to expand the sidebar. */
  readonly onGroupWhileCollapsed?: (() => void) | undefined
}

export const labelOf = (
  entry: { titleKey?: string | undefined; number?: string | undefined },
  t: (k: string) => string,
) => [entry.number, entry.titleKey ? t(entry.titleKey) : t('shell:tags.noName')].filter(Boolean).join(' ')

const idOf = (path: string) => `menu${path.replace(/[^A-Za-z0-9]+/g, '-')}`

function leaf(route: RouteMeta, options: MenuModelOptions): MenuItem {
  const label = labelOf(route, options.t)
  if (route.externalLink) {
    return {
      id: idOf(route.path),
      label,
      icon: route.icon,
      url: route.externalLink,
      target: '_blank',
      className: 'menu-external',
    }
  }
  const active = options.activePath === route.path
  return {
    id: idOf(route.path),
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

export function buildMenuModel(entries: readonly MenuEntry[], options: MenuModelOptions): MenuItem[] {
  const items: MenuItem[] = []
  for (const entry of entries) {
    if (isMenuGroup(entry)) {
      const children = entry.children
        .filter((r) => routeInMenu(r, options.roles))
        .map((r) => leaf(r, options))
      if (children.length === 0) continue
      const item: MenuItem & { key: string } = {
        id: entry.id,
        key: entry.id,
        label: labelOf(entry, options.t),
        icon: entry.icon,
        items: children,
        className: entry.children.some((r) => r.path === options.activePath)
          ? 'menu-group-active'
          : undefined,
        ...(options.onGroupWhileCollapsed ? { command: () => options.onGroupWhileCollapsed?.() } : {}),
      }
      items.push(item)
    } else if (routeInMenu(entry, options.roles)) {
      items.push(leaf(entry, options))
    }
  }
  return items
}
