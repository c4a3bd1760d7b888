// The ask form of the Q&A page and drawer (R-QA-002, R-QA-003, R-QA-005): the question, files
// (pdf or image, at most 10 MB each) that upload at once and can be removed before sending, and
// Send. What the machine refuses shows as a translated notice; a failed send keeps everything.
import { GrowingTextarea } from '../../components/GrowingTextarea'
import { useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { Message } from '../../components/Message'
import { ProgressBar } from '../../components/ProgressBar'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import {
  QUESTION_MAX,
  UPLOAD_MAX_BYTES,
  type QaNotice,
  type qaMachine,
  type QaSnapshot,
} from '../../machines/qa'
import { ActionButton } from '../../components/ActionButton'
import { FilePicker } from '../../components/FilePicker'

const selectText = (s: QaSnapshot) => s.context.text
const selectAttachments = (s: QaSnapshot) => s.context.attachments
const selectNotice = (s: QaSnapshot) => s.context.notice
const selectSending = (s: QaSnapshot) => s.matches({ form: 'sending' })

let picked = 0

/** Notices whose text is the spec's common message, written once in `common`. */
const NOTICE_KEYS: Partial<Record<QaNotice, string>> = {
  empty: 'common:messages.pleaseInputContent',
  sendFailed: 'common:messages.submissionFailed',
}

export function AskForm({ actor }: { readonly actor: ActorRefFrom<typeof qaMachine> }) {
  const { t } = useTranslation('qa')
  const id = useId()
  const text = useSelector(actor, selectText)
  const attachments = useSelector(actor, selectAttachments)
  const notice = useSelector(actor, selectNotice)
  const sending = useSelector(actor, selectSending)
  const canEdit = useSelector(actor, (s: QaSnapshot) => s.can({ type: 'question.type', text: '' }))
  const maxMb = UPLOAD_MAX_BYTES / (1024 * 1024)

  return (
    <form
      className="qa-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'question.send' })
      }}
      noValidate
    >
      <h2 id={`${id}-title`} className="qa-form__title">
        {t('form.title')}
      </h2>
      <label htmlFor={`${id}-question`}>{t('form.question')}</label>
      <GrowingTextarea
        id={`${id}-question`}
        value={text}
        rows={3}
        maxLength={QUESTION_MAX}
        disabled={!canEdit}
        aria-invalid={notice?.key === 'empty' || undefined}
        aria-describedby={notice ? `${id}-notice` : undefined}
        onChange={(event) => actor.send({ type: 'question.type', text: event.target.value })}
      />
      <p className="qa-form__hint">{t('form.hint', { mb: maxMb })}</p>
      {attachments.length > 0 ? (
        <ul className="qa-form__files" aria-label={t('form.files')}>
          {attachments.map((a) => (
            <li key={a.key} className="qa-form__file">
              <span className="qa-form__file-name">{a.fileName}</span>
              <span className="qa-form__file-status">{t(`form.status.${a.status}`)}</span>
              {a.status === 'uploading' ? (
                <ProgressBar
                  mode="indeterminate"
                  className="qa-form__progress"
                  aria-label={t('form.uploading', { name: a.fileName })}
                />
              ) : null}
              <Button
                type="button"
                text
                icon="pi pi-times"
                aria-label={t('form.remove', { name: a.fileName })}
                disabled={!canEdit}
                onClick={() => actor.send({ type: 'attachment.remove', key: a.key })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? (
        <Message
          id={`${id}-notice`}
          severity={notice.key === 'sendFailed' ? 'error' : 'warn'}
          text={t(NOTICE_KEYS[notice.key] ?? `notice.${notice.key}`, {
            name: notice.fileName ?? '',
            mb: maxMb,
            max: QUESTION_MAX,
          })}
          role="alert"
          className="qa-form__notice"
        />
      ) : null}
      <div className="qa-form__actions">
        {/* The app's translated button opens the hidden native input (R-UPL-010). */}
        <FilePicker
          inputId={`${id}-files`}
          label={t('form.attach')}
          inputLabel={t('form.files')}
          icon="pi pi-paperclip"
          small={false}
          multiple
          accept=".pdf,image/*"
          disabled={!canEdit}
          onFiles={(files) => {
            for (const file of files) actor.send({ type: 'attachment.add', key: `f${++picked}`, file })
          }}
        />
        <ActionButton
          type="submit"
          icon="pi pi-send"
          label={t('form.send')}
          loading={sending}
          disabled={sending}
        />
      </div>
    </form>
  )
}
