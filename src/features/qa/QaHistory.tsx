// The history region of the Q&A machine: loading, failed (with a retry) or the threads.
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { qaMachine, QaSnapshot } from '../../machines/qa'
import { QaThreads } from './QaThreads'

const selectQuestions = (s: QaSnapshot) => s.context.questions
const selectState = (s: QaSnapshot) =>
  s.matches({ history: 'failed' }) ? 'failed' : s.matches({ history: 'loading' }) ? 'loading' : 'ready'

export function QaHistory({
  actor,
  limit,
}: {
  readonly actor: ActorRefFrom<typeof qaMachine>
  readonly limit?: number
}) {
  const { t } = useTranslation('qa')
  const questions = useSelector(actor, selectQuestions)
  const state = useSelector(actor, selectState)
  if (state === 'failed')
    return (
      <p className="qa-empty" role="alert">
        {t('history.failed')}{' '}
        <Button
          type="button"
          link
          label={t('common:actions.retry')}
          onClick={() => actor.send({ type: 'history.reload' })}
        />
      </p>
    )
  if (state === 'loading' && questions.length === 0) return <p aria-busy="true">{t('history.loading')}</p>
  if (questions.length === 0) return <p className="qa-empty">{t('history.empty')}</p>
  return <QaThreads questions={limit === undefined ? questions : questions.slice(0, limit)} />
}
