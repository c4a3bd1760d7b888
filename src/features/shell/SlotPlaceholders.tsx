// The place the notification bell will take in the top bar. Its own issue replaces this in
// src/app/shell-slots.tsx; until then it says so instead of faking content.
import { Button } from 'primereact/button'
import { OverlayPanel } from 'primereact/overlaypanel'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

export function NotificationsPlaceholder() {
  const { t } = useTranslation('shell')
  const panel = useRef<OverlayPanel>(null)
  return (
    <>
      <Button
        type="button"
        text
        rounded
        icon="pi pi-bell"
        aria-label={t('slots.notifications')}
        aria-haspopup="dialog"
        className="navbar__icon"
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel ref={panel} aria-label={t('slots.notifications')}>
        <p className="slot-placeholder">{t('slots.notificationsSoon')}</p>
      </OverlayPanel>
    </>
  )
}
