// The Q&A drawer itself (R-SHELL-016): the ask form and the latest threads, with a link to the
// full page. Loaded by the top bar's button when first needed (decision 0328). Its actor lives
// while the drawer is open, so each opening reads the history afresh (questions sent in another
// tab show too).
import { ModalDrawer } from '../../components/ModalDrawer'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import { AskForm } from './AskForm'
import { QaHistory } from './QaHistory'
import { useQaActor } from './useQa'
import './qa.css'

/** Threads the drawer shows; the page shows them all. */
const LATEST = 3

function DrawerBody({ onLeave }: { readonly onLeave: () => void }) {
  const { t } = useTranslation('qa')
  const id = useId()
  const actor = useQaActor()
  return (
    <div className="qa-drawer">
      <AskForm actor={actor} />
      <section aria-labelledby={`${id}-latest`}>
        <h3 id={`${id}-latest`}>{t('drawer.latest')}</h3>
        <QaHistory actor={actor} limit={LATEST} />
      </section>
      <Link to={PATHS.productQA} onClick={onLeave} className="qa-drawer__all">
        {t('drawer.all')}
      </Link>
    </div>
  )
}

export default function QaPanel({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('qa')
  return (
    <ModalDrawer
      visible={open}
      position="right"
      onHide={onClose}
      header={<h2 className="qa-drawer__title">{t('shell:slots.qa')}</h2>}
      aria-label={t('shell:slots.qa')}
      className="qa-drawer__sidebar"
    >
      {open ? <DrawerBody onLeave={onClose} /> : null}
    </ModalDrawer>
  )
}
