// The places the notification bell and the Q&A drawer will take in the top bar. Their own issues
// replace these in src/app/shell-slots.tsx; until then they say so instead of faking content.
import { Button } from 'primereact/button'
import { OverlayPanel } from 'primereact/overlaypanel'
import { Sidebar } from 'primereact/sidebar'
import { useRef, useState } from 'react'
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

export function QaPlaceholder() {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        type="button"
        text
        rounded
        icon="pi pi-question-circle"
        aria-label={t('slots.qa')}
        aria-haspopup="dialog"
        className="navbar__icon"
        onClick={() => setOpen(true)}
      />
      <Sidebar
        visible={open}
        position="right"
        onHide={() => setOpen(false)}
        header={<h2 className="settings-drawer__title">{t('slots.qa')}</h2>}
        aria-label={t('slots.qa')}
      >
        <p className="slot-placeholder">{t('slots.qaSoon')}</p>
      </Sidebar>
    </>
  )
}
