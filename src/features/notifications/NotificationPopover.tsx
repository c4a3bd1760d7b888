// The bell's popover (R-NOTI-001, R-NOTI-006): the four types, their unread counts and latest
// notification. PrimeReact's OverlayPanel in a chunk of its own, downloaded at the bell's first
// press (R-PERF-030, decision 0386), the way the pop-up menus are (decision 0380): the pressed bell
// is kept while it downloads, the panel opens beside it once mounted, and every later press
// toggles it. Every text of a notification is React text, never markup (R-NOTI-012).
import { useSelector } from '@xstate/react'
import { OverlayPanel } from 'primereact/overlaypanel'
import '../../components/prime-locale'
import { useEffect, useId, useRef, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionButton } from '../../components/ActionButton'
import type { MenuPress } from '../../components/PopupMenu'
import { useAfterMount } from '../../components/useAfterMount'
import { pairText, type Lng } from '../../lib/format'
import type { NotificationsActor, NotificationsSnapshot } from '../../machines/notifications'

export interface NotificationPopoverProps {
  readonly actor: NotificationsActor
  readonly lng: Lng
  /** The bell pressed; a new object for each press. */
  readonly press: MenuPress | undefined
}

const summaryOf = (s: NotificationsSnapshot) => s.context.types

export function NotificationPopover({ actor, lng, press }: NotificationPopoverProps) {
  const { t } = useTranslation('notifications')
  const types = useSelector(actor, summaryOf)
  const loaded = useSelector(actor, (s) => s.context.loaded)
  const canReadAll = useSelector(actor, (s) => s.can({ type: 'notifications.readAll' }))
  const panel = useRef<OverlayPanel>(null)
  const titleId = useId()
  const mounted = useAfterMount()
  useEffect(() => {
    // The press's own event is gone: the panel reads only which button it came from.
    if (mounted && press) panel.current?.toggle({ currentTarget: press.target } as unknown as SyntheticEvent)
  }, [mounted, press])

  return (
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
  )
}
