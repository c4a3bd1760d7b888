// The top bar's Q&A button (R-SHELL-016). The drawer it opens (`QaPanel`: the form, the threads,
// the machine) is its own chunk, downloaded at the user's first pointer move, press or key on the
// page, and mounted at the first opening, then kept so that closing animates (decision 0328). A
// download that fails closes it again; the next press tries anew.
import { Button } from '../../components/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyPart, useLazyPart } from '../../components/LazyPart'
import { APPROACH_EVENTS, useOnFirstInteraction } from '../../components/useOnFirstInteraction'
import { withTexts } from '../../i18n/with-texts'

const loadPanel = withTexts(['qa'], () => import('./QaPanel'))
const preloadPanel = () => void loadPanel().catch(() => undefined)

export default function QaDrawer() {
  const { t } = useTranslation('qa')
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const { Part: QaPanel, retry } = useLazyPart(loadPanel)
  useOnFirstInteraction(preloadPanel, APPROACH_EVENTS)
  return (
    <>
      <Button
        type="button"
        text
        rounded
        icon="pi pi-question-circle"
        aria-label={t('shell:slots.qa')}
        aria-haspopup="dialog"
        className="navbar__icon"
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      />
      {opened ? (
        <LazyPart
          onFail={() => {
            setOpen(false)
            setOpened(false)
            retry()
          }}
        >
          <QaPanel open={open} onClose={() => setOpen(false)} />
        </LazyPart>
      ) : null}
    </>
  )
}
