// The Export popover (R-CONF-005, R-CONF-023): two choices for the current filters, the order
// report and the order details, each a real .xlsx named by the server. While one runs the button
// says so and a progress bar shows; the request layer says 'Download Successful' or the server's
// message (no file is saved on a failure). The menu downloads at the first press (R-PERF-022,
// decision 0390): the list's first screen loads none of PrimeReact.
import type { MenuItem } from 'primereact/menuitem'
import { ProgressBar } from '../../components/ProgressBar'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportKind } from '../../machines/confirmed-orders'
import { ActionButton } from '../../components/ActionButton'
import { OpenedPart } from '../../components/OpenedPart'
import type { MenuPress } from '../../components/PopupMenu'

const loadMenu = () => import('../../components/PopupMenu').then((m) => ({ default: m.PopupMenu }))

export interface ExportMenuProps {
  readonly exporting: boolean
  readonly onExport: (kind: ExportKind) => void
}

// Memoised: it renders again only when its own props change (decision 0323).
export const ExportMenu = memo(function ExportMenu({ exporting, onExport }: ExportMenuProps) {
  const { t } = useTranslation('confirmedOrders')
  const [press, setPress] = useState<MenuPress | undefined>(undefined)
  const id = useId()
  const items: MenuItem[] = [
    { label: t('export.report'), icon: 'pi pi-file-excel', command: () => onExport('report') },
    { label: t('export.details'), icon: 'pi pi-file-excel', command: () => onExport('details') },
  ]
  return (
    <div className="confirmed-export">
      <OpenedPart
        open={press !== undefined}
        load={loadMenu}
        onFail={() => setPress(undefined)}
        props={{ id, model: items, press, 'aria-label': t('export.menu') }}
      />
      <ActionButton
        type="button"
        size="small"
        icon={exporting ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
        label={exporting ? t('export.running') : t('export.button')}
        disabled={exporting}
        aria-haspopup="menu"
        aria-controls={id}
        onClick={(event) => setPress({ target: event.currentTarget })}
      />
      {exporting ? (
        <ProgressBar
          mode="indeterminate"
          className="confirmed-export__progress"
          aria-label={t('export.progress')}
        />
      ) : null}
    </div>
  )
})
