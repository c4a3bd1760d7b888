// The state inspector's dock: an iframe with the statechart viewer (/statecharts, decision 0260),
// shown while the inspector is on (`?inspect` or the settings switch).
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { startInspector, stopInspector } from '../../lib/inspection'
import { CloseButton } from '../../components/CloseButton'

export function InspectorDock({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('shell')
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (frame.current) void startInspector(frame.current)
    return () => stopInspector()
  }, [])
  return (
    <aside className="inspector-dock" aria-label={t('inspector.title')}>
      <div className="inspector-dock__bar">
        <span>{t('inspector.title')}</span>
        <CloseButton label={t('inspector.close')} onClick={onClose} />
      </div>
      <iframe ref={frame} title={t('inspector.title')} className="inspector-dock__frame" />
    </aside>
  )
}
