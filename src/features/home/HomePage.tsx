// /homepage (R-HOME-002..006): the welcome text with the user's name,
// the banner carousel, promotion products, new products and news. It renders the home machine's
// state; the open news article follows the address (?newsId=), so a link opens it and a reload
// keeps it.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { api } from '../../api/client'
import { useSession } from '../../components/session/session-context'
import { lngOf, pairText } from '../../lib/format'
import { inspect } from '../../lib/inspection'
import { bannersOnShow, newsIdOf, promotionOf, type HomeSnapshot } from '../../machines/home'
import { BannerCarousel } from './BannerCarousel'
import { BannerRoom, HomeWelcome } from './HomeFirstPaint'
import { NewsSection } from './NewsSection'
import { ProductCard } from './ProductCard'
import { keptBanners, provideHome, type HomeClient } from './home.wiring'
import './home.css'

const NEWS_ID_PARAM = 'newsId'

const selectContent = (s: HomeSnapshot) => s.context.content
const selectBanners = (s: HomeSnapshot) => bannersOnShow(s.context.content, s.context.keptBanners)
const selectContentState = (s: HomeSnapshot) =>
  s.matches({ content: 'loading' }) ? 'loading' : s.matches({ content: 'failed' }) ? 'failed' : 'ready'
const selectDetailId = (s: HomeSnapshot) => s.context.detailId

export function HomeScreen({
  client,
  newsId,
  onNewsChange,
}: {
  readonly client: HomeClient
  /** The article the address names (?newsId=), or null. */
  readonly newsId: number | null
  readonly onNewsChange: (newsId: number | null) => void
}) {
  const { t, i18n } = useTranslation('home')
  const lng = lngOf(i18n.language)
  const id = useId()
  const { displayName } = useSession()
  const [machine] = useState(() => provideHome(client))
  const [kept] = useState(keptBanners)
  const actor = useActorRef(machine, { input: { newsId, keptBanners: kept }, inspect })
  // The content renders in a transition, which React renders in slices, so the cards arriving do
  // not block the page (decision 0322); the three move together, from one snapshot.
  const content = useDeferredValue(useSelector(actor, selectContent))
  const banners = useDeferredValue(useSelector(actor, selectBanners))
  const liveState = useSelector(actor, selectContentState)
  const state = useDeferredValue(liveState)
  /** The content has come, or will not: what sits below the cards may show. */
  const arrived = content !== null || state === 'failed'
  const detailId = useSelector(actor, selectDetailId)

  // The address names another article (a link, back/forward): open it.
  useEffect(() => {
    if (newsId !== null && newsId !== detailId) actor.send({ type: 'news.open', newsId })
    // Only a change of the address acts; the machine's own changes follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newsId, actor])

  // The server answers product specifications in the caller's language: read them again.
  const language = useRef(i18n.language)
  useEffect(() => {
    if (language.current === i18n.language) return
    language.current = i18n.language
    actor.send({ type: 'content.reload' })
  }, [i18n.language, actor])

  const typeName = (typeId: number) => {
    const type = content?.promotionTypes.find((p) => p.PromotionTypeId === typeId)
    return type ? pairText(type.PromotionTypeName_EN, type.PromotionTypeName_VN, lng) : undefined
  }

  return (
    <div className="home-page">
      <HomeWelcome
        title={displayName ? t('welcome.title', { name: displayName }) : t('welcome.titleNoName')}
        body={t('welcome.body')}
      />
      {/* From the state as it is, not deferred: a retry takes the alert away at once, so a retry
          that fails again, however fast, shows a new one, which a screen reader says again. */}
      {liveState === 'failed' ? (
        <p className="home-empty" role="alert">
          {t('content.failed')}{' '}
          <Button
            type="button"
            link
            label={t('common:actions.retry')}
            onClick={() => actor.send({ type: 'content.retry' })}
          />
        </p>
      ) : null}
      {/* The last visit's banners show until the content comes (R-HOME-008): its largest paint. */}
      {content !== null || banners.length > 0 ? (
        <BannerCarousel banners={banners} lng={lng} />
      ) : state === 'loading' ? (
        <BannerRoom />
      ) : null}
      <div className="home-page__columns">
        <div className="home-page__products">
          <section
            className="home-section"
            aria-labelledby={`${id}-promotions`}
            aria-busy={state === 'loading'}
          >
            <h2 id={`${id}-promotions`}>{t('promotions.title')}</h2>
            {content !== null && content.promotionProducts.length === 0 ? (
              <p className="home-empty">{t('promotions.empty')}</p>
            ) : (
              <div className="home-grid">
                {content?.promotionProducts.map((product, index) => {
                  const promotion = promotionOf(product, content.promotions)
                  return (
                    <ProductCard
                      key={product.ProductCode}
                      product={product}
                      lng={lng}
                      promotion={promotion}
                      typeName={promotion ? typeName(promotion.PromotionTypeId) : undefined}
                      eager={index < 4 /* the first row, in view as the page opens (R-PIC-002) */}
                    />
                  )
                })}
              </div>
            )}
          </section>
          {/* Below the promotions: shown once they have come, it is never pushed down (CLS, R-PERF-007). */}
          {arrived ? (
            <section className="home-section" aria-labelledby={`${id}-new`} aria-busy={state === 'loading'}>
              <h2 id={`${id}-new`}>{t('newProducts.title')}</h2>
              {content !== null && content.newProducts.length === 0 ? (
                <p className="home-empty">{t('newProducts.empty')}</p>
              ) : (
                <div className="home-grid">
                  {content?.newProducts.map((product) => (
                    <ProductCard key={product.ProductCode} product={product} lng={lng} />
                  ))}
                </div>
              )}
            </section>
          ) : null}
        </div>
        {/* On a phone the news sit below the product cards: shown once the cards have come, they
            are never pushed down by them (CLS, R-PERF-007). */}
        {arrived ? (
          <NewsSection
            actor={actor}
            lng={lng}
            onOpen={(next) => onNewsChange(next)}
            onClose={() => {
              actor.send({ type: 'news.close' })
              onNewsChange(null)
            }}
          />
        ) : null}
      </div>
    </div>
  )
}

export default function HomePage() {
  const [params, setParams] = useSearchParams()
  const newsId = newsIdOf(params.get(NEWS_ID_PARAM))
  const onNewsChange = useCallback(
    (next: number | null) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current)
          if (next === null) query.delete(NEWS_ID_PARAM)
          else query.set(NEWS_ID_PARAM, String(next))
          return query
        },
        { replace: next === null },
      ),
    [setParams],
  )
  return <HomeScreen client={api} newsId={newsId} onNewsChange={onNewsChange} />
}
