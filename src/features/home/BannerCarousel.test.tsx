// A banner in one language (R-PIC-003, decision 0345): its picture holds no words, and the page
// writes the title over it in the page's language only.
import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Banner } from '../../api/contracts/content'
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
