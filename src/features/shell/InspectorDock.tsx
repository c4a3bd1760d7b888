// The state inspector's dock: an iframe with our offline receiver page (public/inspector.html),
// shown while the inspector is on (`?inspect` or the settings switch).
import { Button } from 'primereact/button'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { startInspector, stopInspector } from '../../lib/inspection'

export function InspectorDock({ onClose }: { readonly onClose: () => void }) {
  const { t, i18n } = useTranslation('shell')
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (frame.current)
      void startInspector(frame.current, {
        lang: i18n.language,
        title: t('inspector.title'),
        waiting: t('inspector.page.waiting'),
        connected: t('inspector.page.connected'),
        actors: t('inspector.page.actors'),
        events: t('inspector.page.events'),
      })
    return () => stopInspector()
    // The page takes the language it was opened in; the dock is rarely open across a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <aside className="inspector-dock" aria-label={t('inspector.title')}>
      <div className="inspector-dock__bar">
        <span>{t('inspector.title')}</span>
        <Button
          type="button"
          text
          rounded
          icon="pi pi-times"
          aria-label={t('inspector.close')}
          onClick={onClose}
        />
      </div>
      <iframe ref={frame} title={t('inspector.title')} className="inspector-dock__frame" />
    </aside>
  )
}
