// The side menu (R-SHELL-001, R-SHELL-002, R-SHELL-004): nested groups, all open by default, built
// from the route table. A disclosure navigation (buttons with aria-expanded over lists of links):
// PrimeReact's PanelMenu nests a link inside a role="button" header, which axe reports as a serious
// violation (docs/decisions). Collapsed on a desktop it shows icons only; choosing a group then
// expands the sidebar.
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import type { RouteMeta } from '../../machines/navigation/navigation.rules'
import { groupKeys, isMenuGroup, labelOf, type MenuEntry } from './menu-model'

export interface SideMenuProps {
  /** The visible entries (see visibleMenu). */
  readonly entries: readonly MenuEntry[]
  readonly label: string
  readonly collapsed: boolean
  readonly onExpandRequest: () => void
  /** A page was chosen, the current one included (the phone drawer closes on it). */
  readonly onChoose?: (event: MouseEvent) => void
}

interface LeafProps {
  readonly route: RouteMeta
  readonly collapsed: boolean
  readonly onChoose: ((event: MouseEvent) => void) | undefined
}

function Leaf({ route, collapsed, onChoose }: LeafProps) {
  const { t } = useTranslation('shell')
  const label = labelOf(route, t)
  const content = (
    <>
      {route.icon ? <i className={`side-menu__icon ${route.icon}`} aria-hidden="true" /> : null}
      <span className="side-menu__label">{label}</span>
    </>
  )
  if (route.externalLink) {
    return (
      <a
        className="side-menu__link"
        href={route.externalLink}
        target="_blank"
        rel="noopener noreferrer"
        title={collapsed ? label : undefined}
      >
        {content}
        <i className="pi pi-external-link side-menu__external" aria-hidden="true" />
        <span className="visually-hidden">{t('menu.newTab')}</span>
      </a>
    )
  }
  return (
    <NavLink
      className={({ isActive }) => `side-menu__link${isActive ? ' is-active' : ''}`}
      to={route.path}
      title={collapsed ? label : undefined}
      aria-label={collapsed ? label : undefined}
      onClick={onChoose}
    >
      {content}
    </NavLink>
  )
}

export function SideMenu({ entries, label, collapsed, onExpandRequest, onChoose }: SideMenuProps) {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState<Record<string, boolean>>(() => groupKeys(entries))
  return (
    <nav className="side-menu" aria-label={label}>
      <ul className="side-menu__list">
        {entries.map((entry) => {
          if (!isMenuGroup(entry)) {
            return (
              <li key={entry.path} className="side-menu__item">
                <Leaf route={entry} collapsed={collapsed} onChoose={onChoose} />
              </li>
            )
          }
          const expanded = open[entry.id] !== false && !collapsed
          const groupLabel = labelOf(entry, t)
          return (
            <li key={entry.id} className="side-menu__group">
              <button
                type="button"
                className="side-menu__group-header"
                aria-expanded={expanded}
                aria-controls={`${entry.id}-items`}
                aria-label={collapsed ? groupLabel : undefined}
                title={collapsed ? groupLabel : undefined}
                onClick={() => {
                  if (collapsed) {
                    setOpen((o) => ({ ...o, [entry.id]: true }))
                    onExpandRequest()
                  } else setOpen((o) => ({ ...o, [entry.id]: !expanded }))
                }}
              >
                {entry.icon ? <i className={`side-menu__icon ${entry.icon}`} aria-hidden="true" /> : null}
                <span className="side-menu__label">{groupLabel}</span>
                <i
                  className={`side-menu__chevron pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'}`}
                  aria-hidden="true"
                />
              </button>
              <ul id={`${entry.id}-items`} className="side-menu__sublist" hidden={!expanded}>
                {entry.children.map((route) => (
                  <li key={route.path} className="side-menu__item">
                    <Leaf route={route} collapsed={collapsed} onChoose={onChoose} />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
