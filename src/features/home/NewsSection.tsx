// The homepage's news (R-HOME-004, R-HOME-006): a category choice, a page of articles, a pager,
// and the article in a dialog (NewsDetail.tsx), its body sanitised (decision 0231). The open
// article's id is in the address (?newsId=), so it can be linked; an id that does not exist says so.
import { Button } from '../../components/Button'
import { useDeferredValue, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { NativeSelect } from '../../components/NativeSelect'
import { PageLinks } from '../../components/PageLinks'
import { pageCountOf } from '../../components/page-window'
import { OpenedPart } from '../../components/OpenedPart'
import { pairText, screenDate, type Lng } from '../../lib/format'
import type { HomeSnapshot, homeMachine } from '../../machines/home'
import type { NewsDetailProps } from './NewsDetail'
import { withTexts } from '../../i18n/with-texts'

interface NewsSectionProps {
  readonly actor: ActorRefFrom<typeof homeMachine>
  readonly lng: Lng
  readonly onOpen: (newsId: number) => void
  readonly onClose: () => void
}

const selectNews = (s: HomeSnapshot) => s.context.news
const selectQuery = (s: HomeSnapshot) => s.context.query
const selectCategories = (s: HomeSnapshot) => s.context.content?.categories ?? []
const selectNewsState = (s: HomeSnapshot) =>
  s.matches({ news: 'loading' }) ? 'loading' : s.matches({ news: 'failed' }) ? 'failed' : 'ready'

const selectDetailOpen = (s: HomeSnapshot) => !s.matches({ detail: 'closed' })
// The article's dialog, with the sanitiser, downloads when an article is first opened (R-PERF-022).
const loadDetail = withTexts(['home'], () => import('./NewsDetail').then((m) => ({ default: m.NewsDetail })))

export function NewsSection({ actor, lng, onOpen, onClose }: NewsSectionProps) {
  const { t } = useTranslation('home')
  const id = useId()
  // The news and their state render in a transition (decision 0322); the category choice is the
  // visitor's own and follows at once.
  const news = useDeferredValue(useSelector(actor, selectNews))
  const query = useSelector(actor, selectQuery)
  const categories = useSelector(actor, selectCategories)
  const state = useDeferredValue(useSelector(actor, selectNewsState))
  const detailOpen = useSelector(actor, selectDetailOpen)
  const categoryName = (categoryId: number) => {
    const category = categories.find((c) => c.CategoryId === categoryId)
    return category ? pairText(category.CategoryName_EN, category.CategoryName_VN, lng) : ''
  }
  return (
    <section className="home-section home-news" aria-labelledby={`${id}-title`}>
      <div className="home-section__head">
        <h2 id={`${id}-title`}>{t('news.title')}</h2>
        <label htmlFor={`${id}-category`} className="home-news__label">
          {t('news.category')}
        </label>
        <NativeSelect<number | null>
          id={`${id}-category`}
          value={query.categoryId}
          options={[
            { value: null, label: t('news.allCategories') },
            ...categories.map((c) => ({
              value: c.CategoryId,
              label: pairText(c.CategoryName_EN, c.CategoryName_VN, lng),
            })),
          ]}
          onChange={(categoryId) => actor.send({ type: 'news.category', categoryId })}
        />
      </div>
      {state === 'failed' ? (
        <p className="home-empty">
          {t('news.failed')}{' '}
          <Button
            type="button"
            link
            label={t('common:actions.retry')}
            onClick={() => actor.send({ type: 'news.retry' })}
          />
        </p>
      ) : news.list.length === 0 && state === 'ready' ? (
        <p className="home-empty">{t('news.empty')}</p>
      ) : (
        <ul className="home-news__list" aria-busy={state === 'loading'}>
          {news.list.map((item) => (
            <li key={item.Id} className="home-news__item">
              {item.CoverImageURL ? (
                <img src={item.CoverImageURL} alt="" width={160} height={90} className="home-news__cover" />
              ) : (
                <span className="home-news__cover home-news__cover--none" aria-hidden="true" />
              )}
              <div>
                <h3>
                  <button type="button" className="home-news__open" onClick={() => onOpen(item.Id)}>
                    {pairText(item.Title_EN, item.Title_VN, lng)}
                  </button>
                </h3>
                <p className="home-news__meta">
                  {categoryName(item.CategoryId)} · {screenDate(item.PublishTime.slice(0, 10))}
                </p>
                <p className="home-news__summary">{pairText(item.Summary_EN, item.Summary_VN, lng)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {news.totalCount > query.pageSize ? (
        <PageLinks
          pageIndex={query.pageIndex}
          pageCount={pageCountOf(news.totalCount, query.pageSize)}
          onPage={(pageIndex) => actor.send({ type: 'news.page', pageIndex })}
        />
      ) : null}
      <OpenedPart
        open={detailOpen}
        load={loadDetail}
        onFail={onClose}
        props={{ actor, lng, onClose } satisfies NewsDetailProps}
      />
    </section>
  )
}
