// The application shell (R-SHELL-005, R-SHELL-019): side menu (210 px, collapsible, an overlay
// drawer below 992 px) or a top menu (horizontal layout), the top bar, the tags view, the scroll
// area with the kept-alive pages, the settings drawer and the language dialog.
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { LazyPart, useLazyPart } from '../../components/LazyPart'
import { OpenedPart } from '../../components/OpenedPart'
import { keepFocusIn } from '../../components/focus'
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { redirectPath } from '../../lib/paths'
import { scrollAreaOffset } from '../../machines/layout/layout.rules'
import { cachedPaths, type View } from '../../machines/tags-view/tags-view.rules'
import { useSession } from '../../components/session/session-context'
import { KeepAlive } from './KeepAlive'
import { NavbarMenuButton } from './NavbarMenuButton'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { buildMenuModel, visibleMenu, type MenuEntry } from './menu-model'
import type { LayoutActor } from './SettingsDrawer'
import { SideMenu } from './SideMenu'
import { TagsView, type TagsViewActor } from './TagsView'
import { UserMenu } from './UserMenu'
import { useFocusFollowsPage } from './useFocusFollowsPage'
import './shell.css'

export interface ShellSlots {
  /** The back-office simulator's toggle (mock mode, and our server's build for its back office: 0370). */
  readonly backOffice?: ReactNode
  /** The notification bell and its popover/dialog. */
  readonly notifications: ReactNode
  /** The Q&A drawer's button and drawer. */
  readonly qa: ReactNode
  /** The search across every order (decision 0363). */
  readonly search?: ReactNode
}

export interface ShellLayoutProps {
  readonly menu: readonly MenuEntry[]
  readonly layout: LayoutActor
  readonly tags: TagsViewActor
  /** Route path (table form) of the current page. */
  readonly activePath: string | undefined
  readonly homePath: string
  readonly slots: ShellSlots
}

// The settings drawer, the language dialog and the horizontal layout's menu download when first
// needed, with their PrimeReact families (R-PERF-022).
const loadSettings = () => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer }))
const loadLanguage = () => import('./LanguageDialog').then((m) => ({ default: m.LanguageDialog }))
// The phone's menu drawer, at its first opening: a desktop page never downloads it.
const loadDrawer = () => import('../../components/ModalDrawer').then((m) => ({ default: m.ModalDrawer }))
const loadTopMenu = () => import('./TopMenu').then((m) => ({ default: m.TopMenu }))

/** The product's logo and name, a link to the homepage. */
function Brand(props: {
  readonly to: string
  readonly name: string
  readonly onChoose?: (event: MouseEvent) => void
}) {
  return (
    // Named for screen readers: the collapsed sidebar hides the title and shows the logo only.
    <Link to={props.to} className="sidebar-logo" aria-label={props.name} onClick={props.onChoose}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="sidebar-logo__title">{props.name}</span>
    </Link>
  )
}

export function ShellLayout({ menu, layout, tags, activePath, homePath, slots }: ShellLayoutProps) {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const { roles } = useSession()
  const device = useSelector(layout, (s) => s.context.device)
  const sidebarOpened = useSelector(layout, (s) => s.context.sidebarOpened)
  const settings = useSelector(layout, (s) => s.context.settings)
  const settingsOpen = useSelector(layout, (s) => s.context.settingsOpen)
  const topMenu = useLazyPart(loadTopMenu)
  const views = useSelector(tags, (s) => s.context.views)
  const [languageOpen, setLanguageOpen] = useState(false)
  const [generations, setGenerations] = useState<Record<string, number>>({})

  const mobile = device === 'mobile'
  const horizontal = settings.layoutMod === 'horizontal' && !mobile
  const collapsed = !mobile && !horizontal && !sidebarOpened
  const cached = useMemo(() => cachedPaths(views), [views])
  const entries = useMemo(() => visibleMenu(menu, roles), [menu, roles])
  // After choosing a page in the top menu, focus moves to the page (the menubar otherwise keeps
  // pointing aria-activedescendant at the closed submenu's item).
  const navigateFromMenu = (path: string) => {
    navigate(path)
    keepFocusIn(document.getElementById('main-content'))
  }
  const model = horizontal
    ? buildMenuModel(menu, { roles, t, activePath, navigate: navigateFromMenu, idPrefix: 'top-menu' })
    : []
  useFocusFollowsPage(activePath, 'main-content')
  const expandSidebar = () => layout.send({ type: 'sidebar.toggle' })
  // The phone menu closes by itself after a page is chosen in it, the page already shown
  // included: the focus then goes to that page, as after the top menu; closed any other way,
  // back to the menu button (decision 0282).
  const menuOpenedOn = useRef(activePath)
  const pageChosen = useRef(false)
  useEffect(() => {
    if (!sidebarOpened) return
    menuOpenedOn.current = activePath
    pageChosen.current = false
  }, [sidebarOpened]) // eslint-disable-line react-hooks/exhaustive-deps -- the page when it opened
  const focusAfterMenu = () =>
    pageChosen.current || menuOpenedOn.current !== activePath ? document.getElementById('main-content') : null
  const choosePageInDrawer = (event: MouseEvent) => {
    // With a modifier key or another button the browser opens the page elsewhere: this one stays.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    pageChosen.current = true
    layout.send({ type: 'sidebar.close' })
  }

  const refresh = (view: View) => {
    setGenerations((g) => ({ ...g, [view.path]: (g[view.path] ?? 0) + 1 }))
    navigate(redirectPath(view.fullPath), { replace: true })
  }

  const wrapperClass = [
    'app-wrapper',
    mobile ? 'is-mobile' : 'is-desktop',
    horizontal ? 'is-horizontal' : 'is-vertical',
    collapsed ? 'is-collapsed' : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={wrapperClass}>
      <a className="skip-link" href="#main-content">
        {t('navbar.skip')}
      </a>
      {!mobile && !horizontal ? (
        <aside className="sidebar-container" data-testid="sidebar">
          {settings.sidebarLogo ? <Brand to={homePath} name={t('common:app.productName')} /> : null}
          <SideMenu
            entries={entries}
            label={t('menu.label')}
            collapsed={collapsed}
            onExpandRequest={expandSidebar}
          />
        </aside>
      ) : null}
      {mobile ? (
        <OpenedPart
          open={sidebarOpened}
          load={loadDrawer}
          onFail={() => layout.send({ type: 'sidebar.close' })}
          props={{
            visible: sidebarOpened,
            onHide: () => layout.send({ type: 'sidebar.close' }),
            focusOnClose: focusAfterMenu,
            className: 'sidebar-drawer',
            header: <span className="sidebar-drawer__title">{t('menu.drawer')}</span>,
            'aria-label': t('menu.label'),
            children: (
              <>
                {settings.sidebarLogo ? (
                  <Brand to={homePath} name={t('common:app.productName')} onChoose={choosePageInDrawer} />
                ) : null}
                <SideMenu
                  entries={entries}
                  label={t('menu.label')}
                  collapsed={false}
                  onExpandRequest={expandSidebar}
                  onChoose={choosePageInDrawer}
                />
              </>
            ),
          }}
        />
      ) : null}
      <div className="main-container">
        <header className="navbar">
          {horizontal ? null : (
            <NavbarMenuButton
              label={mobile ? t('menu.open') : sidebarOpened ? t('menu.collapse') : t('menu.expand')}
              expanded={sidebarOpened}
              onToggle={() => layout.send({ type: 'sidebar.toggle' })}
            />
          )}
          <span className="navbar__title">{t('common:app.productName')}</span>
          {slots.search}
          <div className="navbar__right">
            {slots.backOffice}
            {slots.notifications}
            {slots.qa}
            <LanguageSwitch />
            <Button
              type="button"
              text
              rounded
              icon="pi pi-cog"
              className="navbar__icon"
              aria-label={t('navbar.settings')}
              aria-haspopup="dialog"
              onClick={() => layout.send({ type: 'settings.open' })}
            />
            <UserMenu onSetLanguage={() => setLanguageOpen(true)} />
          </div>
        </header>
        {horizontal ? (
          <nav className="top-menu" aria-label={t('menu.label')}>
            <LazyPart onFail={topMenu.retry}>
              <topMenu.Part model={model} />
            </LazyPart>
          </nav>
        ) : null}
        {settings.tagsView ? (
          <TagsView actor={tags} activePath={activePath} homePath={homePath} onRefresh={refresh} />
        ) : null}
        <main
          id="main-content"
          className="app-main"
          tabIndex={-1}
          style={{ height: `calc(100vh - ${scrollAreaOffset(settings.tagsView, horizontal)}px)` }}
        >
          <KeepAlive activeKey={activePath ?? ''} cached={cached} generations={generations} />
        </main>
      </div>
      <OpenedPart
        open={settingsOpen}
        load={loadSettings}
        onFail={() => layout.send({ type: 'settings.close' })}
        props={{ actor: layout }}
      />
      <OpenedPart
        open={languageOpen}
        load={loadLanguage}
        onFail={() => setLanguageOpen(false)}
        props={{ visible: languageOpen, onHide: () => setLanguageOpen(false) }}
      />
    </div>
  )
}
