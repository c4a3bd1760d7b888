// The tags view (R-SHELL-006, R-SHELL-009): one tab per visited path, close one / close others
// (affixed stay) / close all / refresh, from each tab's context menu or the actions button.
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import type { MenuItem } from 'primereact/menuitem'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import { OpenedPart } from '../../components/OpenedPart'
import type { MenuPlace } from './TagsContextMenu'
import type { MenuPress } from '../../components/PopupMenu'
import type { tagsViewMachine } from '../../machines/tags-view/tags-view.machine'
import {
  close,
  closeAll,
  closeOthers,
  nextAfterClose,
  titleKeyOf,
  type View,
} from '../../machines/tags-view/tags-view.rules'

export type TagsViewActor = ActorRefFrom<typeof tagsViewMachine>

export interface TagsViewProps {
  readonly actor: TagsViewActor
  /** Route path of the current page. */
  readonly activePath: string | undefined
  /** Where to go when nothing is left. */
  readonly homePath: string
  /** Reload a page from scratch (drops its kept state). */
  readonly onRefresh: (view: View) => void
}

/**
 * Scrolls the tab list sideways, and only it, so the tab of `path` is wholly in view (the nearest
 * edge, as scrollIntoView's inline 'nearest'; that would scroll the page too).
 */
export function scrollTabIntoView(list: HTMLElement, path: string | undefined) {
  const tab = path === undefined ? undefined : list.querySelector(`[data-path="${CSS.escape(path)}"]`)
  if (!tab) return
  const shown = list.getBoundingClientRect()
  const box = tab.getBoundingClientRect()
  if (box.left < shown.left) list.scrollLeft -= shown.left - box.left
  else if (box.right > shown.right)
    list.scrollLeft += Math.min(box.right - shown.right, box.left - shown.left)
}

// The tabs' context menu downloads at the first right-click on a tab, the actions menu at its
// button's first press (R-PERF-022).
const loadActionsMenu = () => import('../../components/PopupMenu').then((m) => ({ default: m.PopupMenu }))
const loadContextMenu = () => import('./TagsContextMenu').then((m) => ({ default: m.TagsContextMenu }))

export function TagsView({ actor, activePath, homePath, onRefresh }: TagsViewProps) {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const views = useSelector(actor, (s) => s.context.views)
  const [menuAt, setMenuAt] = useState<MenuPlace | undefined>(undefined)
  const [actionsPress, setActionsPress] = useState<MenuPress | undefined>(undefined)
  const [selected, setSelected] = useState<View | undefined>(undefined)
  const list = useRef<HTMLUListElement>(null)
  // The active tab is scrolled into the bar's view whenever it changes (R-SHELL-024): with many
  // pages open on a phone it would otherwise sit off to the side. Measured in the next frame, where
  // the browser lays the page out anyway: measured in the effect, right after the app's first
  // commit, it forced the whole page's layout into the commit's task (decision 0395).
  useEffect(() => {
    const shown = list.current
    if (shown === null) return undefined
    const frame = requestAnimationFrame(() => scrollTabIntoView(shown, activePath))
    return () => cancelAnimationFrame(frame)
  }, [activePath, views.length])

  const closeView = (view: View) => {
    actor.send({ type: 'tags.close', path: view.path })
    if (view.path === activePath) navigate(nextAfterClose(close(views, view.path), homePath))
  }
  const closeOtherViews = (view: View) => {
    actor.send({ type: 'tags.closeOthers', path: view.path })
    if (view.path !== activePath && !closeOthers(views, view.path).some((v) => v.path === activePath)) {
      navigate(view.fullPath)
    }
  }
  const closeAllViews = () => {
    actor.send({ type: 'tags.closeAll' })
    const left = closeAll(views)
    if (!left.some((v) => v.path === activePath)) navigate(nextAfterClose(left, homePath))
  }

  const itemsFor = (view: View | undefined): MenuItem[] =>
    view
      ? [
          { label: t('tags.refresh'), icon: 'pi pi-refresh', command: () => onRefresh(view) },
          {
            label: t('tags.closeTab'),
            icon: 'pi pi-times',
            disabled: view.affix === true,
            command: () => closeView(view),
          },
          { label: t('tags.closeOthers'), icon: 'pi pi-arrows-h', command: () => closeOtherViews(view) },
          { label: t('tags.closeAll'), icon: 'pi pi-ban', command: closeAllViews },
        ]
      : []

  const activeView = views.find((v) => v.path === activePath)
  const openContextMenu = (event: MouseEvent, view: View) => {
    // No browser menu, also while the tab's menu downloads the first time.
    event.preventDefault()
    setSelected(view)
    setMenuAt({ pageX: event.pageX, pageY: event.pageY })
  }
  const hideContextMenu = () => {
    setSelected(undefined)
    setMenuAt(undefined)
  }

  return (
    <nav className="tags-view" aria-label={t('tags.label')}>
      <ul className="tags-view__list" ref={list}>
        {views.map((view) => {
          const active = view.path === activePath
          const title = t(titleKeyOf(view))
          return (
            <li
              key={view.path}
              className={`tags-view__item${active ? ' is-active' : ''}`}
              data-path={view.path}
              onContextMenu={(event) => openContextMenu(event, view)}
            >
              <Link to={view.fullPath} aria-current={active ? 'page' : undefined} className="tags-view__link">
                {title}
              </Link>
              {view.affix ? null : (
                <button
                  type="button"
                  className="tags-view__close"
                  aria-label={t('tags.close', { title })}
                  onClick={() => closeView(view)}
                >
                  <i className="pi pi-times" aria-hidden="true" />
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <Button
        type="button"
        text
        rounded
        icon="pi pi-ellipsis-v"
        className="tags-view__actions"
        aria-label={t('tags.actions')}
        aria-haspopup="menu"
        onClick={(event) => setActionsPress({ target: event.currentTarget })}
      />
      <OpenedPart
        open={actionsPress !== undefined}
        load={loadActionsMenu}
        onFail={() => setActionsPress(undefined)}
        props={{
          // An id of its own: without one PrimeReact's Menu sets one in a state update after it mounts.
          id: 'tags-actions-menu',
          model: itemsFor(activeView),
          popupAlignment: 'right',
          press: actionsPress,
        }}
      />
      <OpenedPart
        open={menuAt !== undefined}
        load={loadContextMenu}
        onFail={hideContextMenu}
        props={{ model: itemsFor(selected), at: menuAt, onHide: hideContextMenu }}
      />
    </nav>
  )
}
