// The user's questions, newest first (R-QA-001): each with its time, attachments and replies
// (content, time, attachments). Texts are shown as text, never as HTML, so markup in a question
// or a reply stays inert.
import { useTranslation } from 'react-i18next'
import type { FileLink } from '../../api/contracts/common'
import type { QaItem } from '../../api/contracts/customer'
import { ProductPicture } from '../../components/ProductPicture'

const safeHref = (url: string): string | undefined =>
  url.startsWith('/') || /^https?:\/\//i.test(url) ? url : undefined

function Attachments({ files, label }: { readonly files: readonly FileLink[]; readonly label: string }) {
  if (files.length === 0) return null
  return (
    <ul className="qa-files" aria-label={label}>
      {files.map((file, index) => {
        const href = safeHref(file.FileURL)
        return (
          <li key={`${file.FileURL}-${index}`}>
            <span className="pi pi-paperclip" aria-hidden="true" />{' '}
            {href === undefined ? (
              file.FileName
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {file.FileName}
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}

const timeOf = (wire: string) => {
  const [date = '', time = ''] = wire.split(' ')
  const [y, m, d] = date.split('-')
  return `${d}-${m}-${y} ${time.slice(0, 5)}`
}

export function QaThreads({ questions }: { readonly questions: readonly QaItem[] }) {
  const { t } = useTranslation('qa')
  return (
    <ol className="qa-threads">
      {questions.map((q) => (
        <li key={q.Id} className="qa-thread" data-question-id={q.QuestionId}>
          {q.ProductCode === undefined ? null : <ProductPicture code={q.ProductCode} variant="thumb" />}
          <p className="qa-thread__question">{q.Question}</p>
          <p className="qa-thread__meta">{t('thread.asked', { time: timeOf(q.CreateTime) })}</p>
          <Attachments files={q.QuestionAttachments} label={t('thread.attachments')} />
          {q.ReplyList.length === 0 ? (
            <p className="qa-thread__waiting">{t('thread.noReply')}</p>
          ) : (
            <ul className="qa-replies" aria-label={t('thread.replies')}>
              {q.ReplyList.map((r) => (
                <li key={r.ReplyId} className="qa-reply">
                  <p className="qa-reply__content">{r.ReplyContent}</p>
                  <p className="qa-thread__meta">{t('thread.replied', { time: timeOf(r.CreateTime) })}</p>
                  <Attachments files={r.ReplyAttachments} label={t('thread.attachments')} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}
