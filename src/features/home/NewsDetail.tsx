// The homepage's news article in a dialog (R-HOME-006), its body sanitised (decision 0231): a
// chunk of its own with the sanitiser, downloaded when an article is first opened (R-PERF-022).
import { Dialog } from 'primereact/dialog'
import '../../components/prime-locale'
import { useTranslation } from 'react-i18next'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { SafeHtml } from '../../components/SafeHtml'
import { pairText, screenDate, type Lng } from '../../lib/format'
import type { HomeSnapshot, homeMachine } from '../../machines/home'

export interface NewsDetailProps {
  readonly actor: ActorRefFrom<typeof homeMachine>
  readonly lng: Lng
  readonly onClose: () => void
}

const selectDetail = (s: HomeSnapshot) => s.context.detail
const selectDetailState = (s: HomeSnapshot) =>
  s.matches({ detail: 'open' })
    ? 'open'
    : s.matches({ detail: 'missing' })
      ? 'missing'
      : s.matches({ detail: 'loading' })
        ? 'loading'
        : 'closed'

export function NewsDetail({ actor, lng, onClose }: NewsDetailProps) {
  const { t } = useTranslation('home')
  const detail = useSelector(actor, selectDetail)
  const state = useSelector(actor, selectDetailState)
  const header =
    state === 'open' && detail !== null ? pairText(detail.Title_EN, detail.Title_VN, lng) : t('news.article')
  return (
    <Dialog
      visible={state !== 'closed'}
      onHide={onClose}
      header={header}
      className="home-news__dialog"
      breakpoints={{ '991px': '95vw' }}
      style={{ width: '48rem' }}
      ariaCloseIconLabel={t('news.close')}
    >
      {state === 'open' && detail !== null ? (
        <article>
          <p className="home-news__meta">{screenDate(detail.PublishTime.slice(0, 10))}</p>
          <SafeHtml
            className="home-news__body"
            html={
              lng === 'en' ? detail.Content_EN || detail.Content_VN : detail.Content_VN || detail.Content_EN
            }
          />
        </article>
      ) : state === 'missing' ? (
        <p role="alert">{t('news.missing')}</p>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </Dialog>
  )
}
