// The homepage's banner carousel (R-HOME-003): autoplaying, paused while the pointer is over it or
// focus is inside it, with a pause button (WCAG 2.2.2), previous/next buttons and indicators that
// the keyboard reaches. Banners without an image are left out; none at all shows nothing. Each
// image has its title as alt text and a reserved 3:1 box; the title shows over the picture in the
// page's language (R-PIC-003). It draws PrimeReact's Galleria markup and behaves as the Galleria
// it replaced (decision 0390): the homepage's first screen loads none of PrimeReact.
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Banner } from '../../api/contracts/content'
import { pairText, type Lng } from '../../lib/format'
import { showableBanners } from '../../machines/home'
import { PrimeIcon } from '../../components/PrimeIcon'
import { CHEVRON_LEFT_ICON } from '../../components/prime-icons/chevron-left'
import { CHEVRON_RIGHT_ICON } from '../../components/prime-icons/chevron-right'
import '../../components/prime-structure.css'
import './banner.css'

const INTERVAL_MS = 5000

/** An address the banner may link to: one of ours, or an http(s) page of another site. */
function linkOf(url: string | null): { internal: string } | { external: string } | null {
  if (url === null || url.trim() === '') return null
  if (url.startsWith('/') && !url.startsWith('//')) return { internal: url }
  return /^https?:\/\//i.test(url) ? { external: url } : null
}

export function BannerCarousel({ banners, lng }: { readonly banners: readonly Banner[]; readonly lng: Lng }) {
  const { t } = useTranslation(['home', 'primereact'])
  const id = useId()
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)
  const [index, setIndex] = useState(0)
  // The Galleria's slide show: started when it mounts, stopped by a press on previous or next.
  const [playing, setPlaying] = useState(true)
  const shown = showableBanners(banners)
  const count = shown.length
  const active = Math.min(index, count - 1)
  const circular = (i: number) => (i + count) % count
  useEffect(() => {
    if (!playing || count === 0) return
    const timer = setInterval(() => setIndex((i) => (Math.min(i, count - 1) + 1) % count), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [playing, count])
  if (count === 0) return null

  const hold = (on: boolean) => {
    setHeld(on)
    if (on) setPlaying(false)
    else if (!paused) setPlaying(true)
  }
  const togglePause = () => {
    const next = !paused
    setPaused(next)
    if (next) setPlaying(false)
    else if (!held) setPlaying(true)
  }
  const navigate = (to: number) => {
    setPlaying(false)
    setIndex(circular(to))
  }
  const navigator = (side: 'prev' | 'next') => (
    <button
      type="button"
      className={`p-galleria-item-${side} p-galleria-item-nav p-link`}
      data-p-disabled="false"
      aria-label={t(side === 'prev' ? 'banners.previous' : 'banners.next')}
      onClick={() => navigate(side === 'prev' ? active - 1 : active + 1)}
    >
      <PrimeIcon
        paths={side === 'prev' ? CHEVRON_LEFT_ICON : CHEVRON_RIGHT_ICON}
        className={`p-galleria-item-${side}-icon`}
      />
    </button>
  )

  const item = (banner: Banner) => {
    const title = pairText(banner.Title_EN, banner.Title_VN, lng)
    // The picture holds no words; the title, in the page's language only, is written over it
    // (R-PIC-003). The image's alt already says it, so the caption is not read a second time.
    const image = (
      <span className="home-banner__slide">
        <img src={banner.ImageURL} alt={title} width={1200} height={400} className="home-banner__image" />
        <span className="home-banner__caption" aria-hidden="true">
          {title}
        </span>
      </span>
    )
    const link = linkOf(banner.LinkURL)
    if (link === null) return image
    return 'internal' in link ? (
      <Link to={link.internal}>{image}</Link>
    ) : (
      <a href={link.external} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    )
  }

  return (
    <section
      className="home-banner"
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold(false)
      }}
    >
      <div id={id} className="home-banner__galleria p-galleria p-component p-ripple-disabled" role="region">
        <div className="p-galleria-content" aria-live={paused ? 'off' : 'polite'}>
          <div className="p-galleria-item-wrapper">
            <div className="p-galleria-item-container">
              {count > 1 ? navigator('prev') : null}
              <div
                className="p-galleria-item"
                id={`${id}_item_${active}`}
                role="group"
                // PrimeReact's own texts, with its one-brace placeholder.
                aria-label={t('primereact:aria.slideNumber').replace('{slideNumber}', String(active + 1))}
                aria-roledescription={t('primereact:aria.slide')}
              >
                {item(shown[active]!)}
              </div>
              {count > 1 ? navigator('next') : null}
            </div>
          </div>
        </div>
      </div>
      {shown.length > 1 ? (
        // Our own indicators: translated names, real buttons (PrimeReact's fail axe here).
        <div className="home-banner__dots" role="group" aria-label={t('banners.choose')}>
          {shown.map((banner, i) => (
            <button
              key={banner.Id}
              type="button"
              className="home-banner__dot"
              aria-label={t('banners.show', { n: i + 1, total: shown.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
      {shown.length > 1 ? (
        <button type="button" className="home-banner__pause" onClick={togglePause} aria-pressed={paused}>
          <span className={`pi ${paused ? 'pi-play' : 'pi-pause'}`} aria-hidden="true" />
          <span className="home-banner__pause-text">{paused ? t('banners.play') : t('banners.pause')}</span>
        </button>
      ) : null}
    </section>
  )
}
