// A banner in one language (R-PIC-003, decision 0345): its picture holds no words, and the page
// writes the title over it in the page's language only.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Galleria } from 'primereact/galleria'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Banner } from '../../api/contracts/content'
import { markupOf } from '../../components/prime-markup.test-kit'
import { createI18n } from '../../i18n/all-texts'
import { BannerCarousel } from './BannerCarousel'

const banner: Banner = {
  Id: 1,
  Title_VN: 'Há cảo tôm: mua 10 tặng 1',
  Title_EN: 'Shrimp har gow: buy 10, get 1 free',
  ImageURL: '/pictures/banners/1.svg',
  LinkURL: null,
  Sort: 1,
}

describe('BannerCarousel', () => {
  for (const [lng, shown, other] of [
    ['vi', banner.Title_VN, banner.Title_EN],
    ['en', banner.Title_EN, banner.Title_VN],
  ] as const) {
    it(`R-PIC-003 (${lng}) writes the banner's title over its picture in the page's language only`, () => {
      const { container } = render(
        <MemoryRouter>
          <I18nextProvider i18n={createI18n(lng)}>
            <BannerCarousel banners={[banner]} lng={lng} />
          </I18nextProvider>
        </MemoryRouter>,
      )
      const caption = container.querySelector('.home-banner__caption')
      expect(caption).toHaveTextContent(shown)
      // Said once to a screen reader: by the picture's alt text.
      expect(caption).toHaveAttribute('aria-hidden', 'true')
      expect(container.querySelector('img')).toHaveAttribute('alt', shown)
      expect(container.textContent).not.toContain(other)
      expect(container.innerHTML).not.toContain(other)
    })
  }
})

const three: Banner[] = [1, 2, 3].map((n) => ({
  ...banner,
  Id: n,
  Sort: n,
  ImageURL: `/pictures/banners/${n}.svg`,
}))

/** The carousel's frame, what is shown inside each slide left out. */
function frameOf(root: Element): string {
  const frame = root.querySelector('.p-galleria')!.cloneNode(true) as Element
  frame.querySelector('.p-galleria-item')!.replaceChildren()
  return markupOf(frame, { ids: false })
}

const renderCarousel = () =>
  render(
    <MemoryRouter>
      <I18nextProvider i18n={createI18n('en')}>
        <BannerCarousel banners={three} lng="en" />
      </I18nextProvider>
    </MemoryRouter>,
  )

describe("BannerCarousel draws PrimeReact's Galleria without it (decision 0390)", () => {
  afterEach(() => vi.useRealTimers())

  it("R-PERF-031 (en) has the markup and classes of the Galleria it replaced, PrimeReact's words in the page's language", () => {
    const ours = frameOf(renderCarousel().container)
    cleanup()
    const { container } = render(
      <Galleria
        value={three}
        item={() => <span />}
        activeIndex={0}
        onItemChange={() => undefined}
        numVisible={1}
        circular
        autoPlay
        transitionInterval={5000}
        showThumbnails={false}
        showIndicators={false}
        showItemNavigators
        pt={{
          previousItemButton: { 'aria-label': 'Previous banner' },
          nextItemButton: { 'aria-label': 'Next banner' },
        }}
        className="home-banner__galleria"
      />,
    )
    expect(ours).toBe(frameOf(container))
    expect(ours).toContain('aria-roledescription="Slide"')
  })

  it('R-HOME-003 (en) moves on every 5 s, stops when a banner is chosen by previous or next, and the pause button stops and restarts it', () => {
    vi.useFakeTimers()
    renderCarousel()
    const slide = () => screen.getByRole('group', { name: /^\d$/ }).getAttribute('aria-label')
    expect(slide()).toBe('1')
    act(() => vi.advanceTimersByTime(5000))
    expect(slide()).toBe('2')
    act(() => vi.advanceTimersByTime(5000))
    expect(slide()).toBe('3')
    act(() => vi.advanceTimersByTime(5000))
    expect(slide()).toBe('1') // circular
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }))
    expect(slide()).toBe('3')
    act(() => vi.advanceTimersByTime(15000))
    expect(slide()).toBe('3') // a press on previous or next stops the slide show, as Galleria's did
    const pause = screen.getByRole('button', { name: /pause/i })
    fireEvent.click(pause) // paused
    fireEvent.click(pause) // playing again
    act(() => vi.advanceTimersByTime(5000))
    expect(slide()).toBe('1')
    fireEvent.click(pause)
    expect(document.querySelector('.p-galleria-content')).toHaveAttribute('aria-live', 'off')
    act(() => vi.advanceTimersByTime(15000))
    expect(slide()).toBe('1')
  })
})
