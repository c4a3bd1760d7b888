// The notification dialog of one type (R-NOTI-014): newest first, each with its
// time (DD-MM-YYYY HH:mm, R-DATE-003) and content in the active language (R-I18N-003), the unread
// ones marked; a long list scrolls inside the dialog; an empty state, a loading state and a failure
// with 'Try again'. The texts are React text only (R-NOTI-012).
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { ActionButton } from '../../components/ActionButton'
import { Dialog } from 'primereact/dialog'
import '../../components/prime-locale'
import { useTranslation } from 'react-i18next'
import { pairText, screenDateTime, type Lng } from '../../lib/format'
import type { NotificationsActor, NotificationsSnapshot } from '../../machines/notifications'

const openTypeOf = (s: NotificationsSnapshot) =>
  s.context.openType === null ? undefined : s.context.types.find((t) => t.Id === s.context.openType)

export function NotificationDialog({
  actor,
  lng,
}: {
  readonly actor: NotificationsActor
  readonly lng: Lng
}) {
  const { t } = useTranslation('notifications')
  const open = useSelector(actor, (s) => !s.matches({ dialog: 'closed' }))
  const typeId = useSelector(actor, (s) => s.context.openType)
  const type = useSelector(actor, openTypeOf)
  const loading = useSelector(actor, (s) => s.matches({ dialog: 'loadingList' }))
  const failed = useSelector(actor, (s) => s.context.listFailed)
  const list = useSelector(actor, (s) => s.context.list)
  const canReadType = useSelector(actor, (s) => s.can({ type: 'notifications.readType' }))
  const title = type ? pairText(type.NotificationType_EN, type.NotificationType_VN, lng) : t('popover.title')

  return (
    <Dialog
      visible={open}
      header={title}
      onHide={() => actor.send({ type: 'notifications.close' })}
      className="notification-dialog"
      style={{ width: 'min(40rem, 95vw)' }}
      draggable={false}
      dismissableMask
    >
      <div className="notification-dialog__actions">
        <ActionButton
          type="button"
          size="small"
          outlined
          label={t('dialog.readType')}
          disabled={!canReadType}
          onClick={() => actor.send({ type: 'notifications.readType' })}
        />
      </div>
      {loading ? (
        <p role="status">{t('dialog.loading')}</p>
      ) : failed ? (
        <div role="alert" className="notification-dialog__failed">
          <p>{t('dialog.failed')}</p>
          <Button
            type="button"
            size="small"
            label={t('common:actions.retry')}
            onClick={() => typeId !== null && actor.send({ type: 'notifications.openType', typeId })}
          />
        </div>
      ) : list.length === 0 ? (
        <p className="notification-dialog__empty">{t('dialog.empty')}</p>
      ) : (
        <ul className="notification-dialog__list" aria-label={t('dialog.list')} tabIndex={0}>
          {list.map((n) => (
            <li
              key={n.Id}
              className={n.IsRead ? 'notification-item' : 'notification-item notification-item--unread'}
            >
              <button
                type="button"
                className="notification-item__open"
                onClick={() => actor.send({ type: 'notification.open', id: n.Id })}
              >
                <span className="notification-item__meta">
                  <time dateTime={n.CreateTime.replace(' ', 'T')}>{screenDateTime(n.CreateTime)}</time>
                  {n.IsRead ? null : <span className="notification-item__unread">{t('dialog.unread')}</span>}
                </span>
                <span className="notification-item__content">
                  {pairText(n.NotificationContent_EN, n.NotificationContent_VN, lng)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
