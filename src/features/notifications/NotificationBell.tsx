// The bell of the top bar (R-SHELL-015, R-NOTI-001..011; decision 0221): a red dot with the
// unread count (99+ above 99) while anything is unread (R-NOTI-008, R-NOTI-015), a popover with the four types, their unread counts and latest
// notification in the active language (R-NOTI-001), and the notification dialog of the chosen type
// (R-NOTI-014), downloaded when first opened (R-PERF-022). Opening a notification marks it read
// and follows its link (R-NOTI-004, R-NOTI-009, R-NOTI-010). Every text of a notification is rendered as React text, never as markup, so a
// `<script>`, an `onerror=` or a `javascript:` link in it stays inert (R-NOTI-012).
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { ActionButton } from '../../components/ActionButton'
import { OverlayPanel } from 'primereact/overlaypanel'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import { lngOf, pairText } from '../../lib/format'
import { badgeOf, showsDot, type NotificationsSnapshot } from '../../machines/notifications'
import { OpenedPart } from '../../components/OpenedPart'
import { notificationsIO, type NotificationsIO } from './notifications-io'
import { useNotifications } from './useNotifications'
import './notifications.css'

const defaultIO = notificationsIO(api)

const summaryOf = (s: NotificationsSnapshot) => s.context.types
const dialogOpenOf = (s: NotificationsSnapshot) => !s.matches({ dialog: 'closed' })
// The dialog of one type downloads when a type is first opened (R-PERF-022).
const loadDialog = () => import('./NotificationDialog').then((m) => ({ default: m.NotificationDialog }))
const totalOf = (s: NotificationsSnapshot) => s.context.total

export function NotificationBell({ io = defaultIO }: { readonly io?: NotificationsIO }) {
  const { t, i18n } = useTranslation('notifications')
  const lng = lngOf(i18n.resolvedLanguage)
  const actor = useNotifications(io)
  const types = useSelector(actor, summaryOf)
  const total = useSelector(actor, totalOf)
  const loaded = useSelector(actor, (s) => s.context.loaded)
  const dialogOpen = useSelector(actor, dialogOpenOf)
  const canReadAll = useSelector(actor, (s) => s.can({ type: 'notifications.readAll' }))
  const panel = useRef<OverlayPanel>(null)
  const titleId = useId()
  const dot = showsDot({ total })
  const badge = badgeOf({ total })

  return (
    <>
      <span className="notification-bell">
        <Button
          type="button"
          text
          rounded
          icon="pi pi-bell"
          className="navbar__icon"
          aria-label={dot ? t('bell.labelUnread', { count: total }) : t('bell.label')}
          aria-haspopup="dialog"
          onClick={(event) => panel.current?.toggle(event)}
        />
        {badge !== null ? (
          // R-NOTI-008 the red dot, carrying the count (R-NOTI-015); the button's name says it in words.
          <span className="notification-bell__dot" data-testid="notification-dot" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      <OverlayPanel ref={panel} aria-labelledby={titleId} className="notification-popover">
        <div className="notification-popover__head">
          <h2 id={titleId} className="notification-popover__title">
            {t('popover.title')}
          </h2>
          <ActionButton
            type="button"
            link
            size="small"
            label={t('popover.readAll')}
            disabled={!canReadAll}
            onClick={() => actor.send({ type: 'notifications.readAll' })}
          />
        </div>
        {!loaded ? (
          <p className="notification-popover__empty">{t('popover.loading')}</p>
        ) : (
          <ul className="notification-popover__types">
            {types.map((type) => {
              const name = pairText(type.NotificationType_EN, type.NotificationType_VN, lng)
              const latest =
                type.LatestNotification_EN === null && type.LatestNotification_VN === null
                  ? t('popover.noLatest')
                  : pairText(type.LatestNotification_EN ?? '', type.LatestNotification_VN ?? '', lng)
              return (
                <li key={type.Id}>
                  <button
                    type="button"
                    className="notification-popover__type"
                    onClick={() => {
                      panel.current?.hide()
                      actor.send({ type: 'notifications.openType', typeId: type.Id })
                    }}
                  >
                    <span className="notification-popover__name">
                      {name}
                      {type.Count > 0 ? (
                        <span className="notification-popover__count">
                          {t('popover.unread', { count: type.Count })}
                        </span>
                      ) : null}
                    </span>
                    <span className="notification-popover__latest">{latest}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </OverlayPanel>
      <OpenedPart
        open={dialogOpen}
        load={loadDialog}
        onFail={() => actor.send({ type: 'notifications.close' })}
        props={{ actor, lng }}
      />
    </>
  )
}
