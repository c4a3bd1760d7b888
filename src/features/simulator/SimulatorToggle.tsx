// The top bar's button that opens the back-office simulator (R-API-035). The panel (DataTable,
// Sidebar, the request layer's Schemas) is a chunk of its own, loaded on the first click, so a
// page of the shell does not download it until someone opens it (decision 0250). Against our
// server it shows to the back office only (R-DESK-001): the server refuses everyone else anyway.
import { Button } from '../../components/Button'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../components/session/session-context'
import { deskShown } from '../../machines/simulator/desk.rules'
import { DESK_BACKEND } from './desk-backend'
import { withTexts } from '../../i18n/with-texts'

const SimulatorPanel = lazy(
  withTexts(['simulator', 'orders', 'bankStatement'], () =>
    import('./SimulatorPanel').then((m) => ({ default: m.SimulatorPanel })),
  ),
)

/** Mount it only in mock mode or in our server's build. */
export function SimulatorToggle() {
  const { t } = useTranslation('simulator')
  const { roles } = useSession()
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  if (!deskShown(DESK_BACKEND, roles)) return null
  return (
    <>
      <Button
        type="button"
        text
        rounded
        className="navbar__icon simulator-toggle"
        icon="pi pi-sliders-h"
        label={t('open')}
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          opener.current = event.currentTarget
          setOpen(true)
        }}
      />
      {open ? (
        <Suspense fallback={null}>
          <SimulatorPanel
            onHide={() => {
              setOpen(false)
              // Focus goes back to the button that opened the panel (WCAG 2.4.3).
              opener.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
