// /user/productQA (R-ROUTE-009: 6.3, never cached): the user's questions with their replies, newest
// first, and the ask form; a question sent shows at the top without a reload (R-QA-003).
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { AskForm } from './AskForm'
import { QaHistory } from './QaHistory'
import { useQaActor } from './useQa'
import './qa.css'

export default function ProductQaPage() {
  const { t } = useTranslation('qa')
  const id = useId()
  const actor = useQaActor()
  return (
    <section className="qa-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('page.title')}</h1>
      <p className="qa-page__intro">{t('page.intro')}</p>
      <AskForm actor={actor} />
      <section aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{t('history.title')}</h2>
        <QaHistory actor={actor} />
      </section>
    </section>
  )
}
