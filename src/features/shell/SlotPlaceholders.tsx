// The place the Q&A drawer will take in the top bar. Its own issue replaces this in
// src/app/shell-slots.tsx; until then it says so instead of faking content.
import { Button } from 'primereact/button'
import { Sidebar } from 'primereact/sidebar'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

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
