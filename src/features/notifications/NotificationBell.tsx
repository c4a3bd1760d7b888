// The bell of the top bar (R-SHELL-015, R-NOTI-001..011; decision 0221): a red dot with the
// unread count (99+ above 99) while anything is unread (R-NOTI-008, R-NOTI-015), a popover with the four types, their unread counts and latest
// notification in the active language (R-NOTI-001), and the notification dialog of the chosen type
// (R-NOTI-014), downloaded when first opened (R-PERF-022); the popover too, at the bell's first
// press (R-PERF-030). Opening a notification marks it read
// and follows its link (R-NOTI-004, R-NOTI-009, R-NOTI-010). Every text of a notification is rendered as React text, never as markup, so a
// `<script>`, an `onerror=` or a `javascript:` link in it stays inert (R-NOTI-012).
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import { lngOf } from '../../lib/format'
import { badgeOf, showsDot, type NotificationsSnapshot } from '../../machines/notifications'
import { OpenedPart } from '../../components/OpenedPart'
import type { MenuPress } from '../../components/PopupMenu'
import { notificationsIO, type NotificationsIO } from './notifications-io'
import { useNotifications } from './useNotifications'
import './notifications.css'
import { withTexts } from '../../i18n/with-texts'

const defaultIO = notificationsIO(api)

const dialogOpenOf = (s: NotificationsSnapshot) => !s.matches({ dialog: 'closed' })
// The dialog of one type downloads when a type is first opened (R-PERF-022), the popover at the
// bell's first press (R-PERF-030).
const loadDialog = withTexts(['notifications'], () =>
  import('./NotificationDialog').then((m) => ({ default: m.NotificationDialog })),
)
const loadPopover = withTexts(['notifications'], () =>
  import('./NotificationPopover').then((m) => ({ default: m.NotificationPopover })),
)
const totalOf = (s: NotificationsSnapshot) => s.context.total

export function NotificationBell({ io = defaultIO }: { readonly io?: NotificationsIO }) {
  const { t, i18n } = useTranslation('notifications')
  const lng = lngOf(i18n.resolvedLanguage)
  const actor = useNotifications(io)
  const total = useSelector(actor, totalOf)
  const dialogOpen = useSelector(actor, dialogOpenOf)
  const [press, setPress] = useState<MenuPress | undefined>(undefined)
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
          onClick={(event) => setPress({ target: event.currentTarget })}
        />
        {badge !== null ? (
          // R-NOTI-008 the red dot, carrying the count (R-NOTI-015); the button's name says it in words.
          <span className="notification-bell__dot" data-testid="notification-dot" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      <OpenedPart
        open={press !== undefined}
        load={loadPopover}
        onFail={() => setPress(undefined)}
        props={{ actor, lng, press }}
      />
      <OpenedPart
        open={dialogOpen}
        load={loadDialog}
        onFail={() => actor.send({ type: 'notifications.close' })}
        props={{ actor, lng }}
      />
    </>
  )
}
