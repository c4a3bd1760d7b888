// The simulator panel's one entry to the bank statement import (R-BANK-007, decision 0369): a
// button that opens the import below it; the import, ExcelJS and its texts load when it is opened.
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionButton } from '../../../components/ActionButton'
import { withTexts } from '../../../i18n/with-texts'

const StatementImport = lazy(withTexts(['bankStatement'], () => import('./StatementImport')))

export function StatementEntry() {
  const { t } = useTranslation('bankStatement')
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby={`${id}-title`} className="simulator-section">
      <h3 id={`${id}-title`}>{t('title')}</h3>
      <ActionButton
        label={open ? t('close') : t('open')}
        icon={open ? 'pi pi-times' : 'pi pi-file-import'}
        size="small"
        outlined
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <Suspense fallback={null}>
          <StatementImport />
        </Suspense>
      )}
    </section>
  )
}
