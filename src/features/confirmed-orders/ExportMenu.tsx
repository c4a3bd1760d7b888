// The Export popover (R-CONF-005, R-CONF-023): two choices for the current filters, the order
// report and the order details, each a real .xlsx named by the server. While one runs the button
// says so and a progress bar shows; the request layer says 'Download Successful' or the server's
// message (no file is saved on a failure).
import { Menu } from 'primereact/menu'
import type { MenuItem } from 'primereact/menuitem'
import { ProgressBar } from '../../components/ProgressBar'
import { memo, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportKind } from '../../machines/confirmed-orders'
import { ActionButton } from '../../components/ActionButton'

export interface ExportMenuProps {
  readonly exporting: boolean
  readonly onExport: (kind: ExportKind) => void
}

// Memoised: it renders again only when its own props change (decision 0323).
export const ExportMenu = memo(function ExportMenu({ exporting, onExport }: ExportMenuProps) {
  const { t } = useTranslation('confirmedOrders')
  const menu = useRef<Menu>(null)
  const id = useId()
  const items: MenuItem[] = [
    { label: t('export.report'), icon: 'pi pi-file-excel', command: () => onExport('report') },
    { label: t('export.details'), icon: 'pi pi-file-excel', command: () => onExport('details') },
  ]
  return (
    <div className="confirmed-export">
      <Menu model={items} popup ref={menu} id={id} aria-label={t('export.menu')} />
      <ActionButton
        type="button"
        size="small"
        icon={exporting ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
        label={exporting ? t('export.running') : t('export.button')}
        disabled={exporting}
        aria-haspopup="menu"
        aria-controls={id}
        onClick={(event) => menu.current?.toggle(event)}
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
