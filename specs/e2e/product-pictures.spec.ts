// Product pictures and banners in one language (issue 37, decision 0345), in Vietnamese and English
// at 1366 and 390 px, with the axe check once each screen's pictures have loaded: the homepage's
// cards and banners (the banner's title in the page's language only, the page's layout shift under
// 0.01), the place-order rows, the order drawer's lines and the product Q&A. A picture counts as
// shown when it has loaded (its natural size is not 0) and is not the neutral box of a failed one.
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders } from './order-lists.helpers'

/** The seed's banner titles: on a page, those of its language only. */
const BANNERS = {
  vi: [
    'Há cảo tôm: mua 10 tặng 1',
    'Bún bò Huế ăn liền – sản phẩm mới',
    'Chuỗi lạnh −18 °C từ nhà máy đến kho của bạn',
  ],
  en: [
    'Shrimp har gow: buy 10, get 1 free',
    'Instant Hue beef noodle soup – new',
    'A −18 °C cold chain from our plant to your warehouse',
  ],
} as const

const TEXT = {
  vi: {
    banners: 'Nổi bật',
    promotions: 'Khuyến mãi',
    newProducts: 'Sản phẩm mới',
    customer: 'Mã khách hàng',
  },
  en: {
    banners: 'Featured',
    promotions: 'Promotions',
    newProducts: 'New products',
    customer: 'Customer code',
  },
} as const

const WIDTHS = [1366, 390] as const

/** The picture has loaded, from its own file (not the box a failed one shows). */
async function expectShown(picture: Locator) {
  await picture.scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      picture.evaluate((image: HTMLImageElement) =>
        image.complete && image.naturalWidth > 0 && !image.currentSrc.endsWith('/none.svg')
          ? image.currentSrc.replace(location.origin, '')
          : '',
      ),
    )
    .toMatch(/^\/pictures\/(products|banners)\/[A-Z0-9-]+\.svg$/)
}

async function shot(page: Page, name: string) {
  // Looked at by a person (the standards' screenshots): written only when asked for.
  if (process.env.PICS_SHOTS) await page.screenshot({ path: `${process.env.PICS_SHOTS}/${name}.png` })
}

for (const lng of ['vi', 'en'] as const) {
  const text = TEXT[lng]
  const other = lng === 'vi' ? 'en' : 'vi'

  // Both widths, each language at one of them: the suite's time (decision 0334).
  for (const width of [lng === 'vi' ? WIDTHS[0]! : WIDTHS[1]!]) {
    test(`R-PIC-001 R-PIC-002 R-PIC-003 R-PIC-004 (${lng}, ${width} px) pictures on the homepage, place order, the order drawer and the Q&A; banners in one language; no layout shift`, async ({
      page,
    }) => {
      test.slow()
      await page.setViewportSize({ width, height: width > 1000 ? 768 : 844 })
      // The homepage's layout shifts from its first paint on (what a user's CLS counts).
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number }
        w.layoutShift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.layoutShift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await useLanguage(page, lng)
      await signIn(page, lng)

      // The homepage, loaded afresh: its first cards' pictures come at once, the banner has its own.
      await page.goto('/homepage')
      const promotions = page.getByRole('region', { name: text.promotions })
      const firstCard = promotions.locator('article').first().locator('img.product-picture')
      await expect(firstCard).toHaveAttribute('loading', 'eager')
      await expectShown(firstCard)
      const carousel = page.getByRole('region', { name: text.banners })
      await expectShown(carousel.locator('.p-galleria-item img'))
      const caption = carousel.locator('.home-banner__caption')
      await expect(caption).toBeVisible()
      expect(BANNERS[lng]).toContain(((await caption.textContent()) ?? '').trim())
      await expect(caption).toHaveText(
        (await carousel.locator('.p-galleria-item img').getAttribute('alt')) ?? '',
      )
      // Settled: every shift there was to be has happened (the news, the cards' pictures).
      await page.waitForTimeout(1000)
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
      expect(shift).toBeLessThan(0.01)
      await shot(page, `home-${lng}-${width}`)
      for (const title of BANNERS[other]) await expect(page.locator('body')).not.toContainText(title)
      // A card far down loads its picture once it comes near.
      const lastNew = page
        .getByRole('region', { name: text.newProducts })
        .locator('article')
        .last()
        .locator('img.product-picture')
      await expect(lastNew).toHaveAttribute('loading', 'lazy')
      await expectShown(lastNew)
      await expect(lastNew).toHaveAttribute('alt', '')
      await expectAccessible(page)

      // Place order: each row beside its name.
      await page.goto('/online/online')
      await page.getByLabel(text.customer).selectOption('C1001')
      const rows = page.locator('.po-product')
      await expectShown(rows.first().locator('img.product-picture'))
      await shot(page, `place-order-${lng}-${width}`)
      await expectShown(rows.last().locator('img.product-picture'))
      await expectAccessible(page)

      // The order drawer's lines: a line carries no picture, its product code names it.
      const [order] = await createOrders(page, 1, 'open', 'promotion')
      await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
      const drawer = page.getByRole('dialog')
      // The first open of an order reads its log: slow on a busy two-core machine (a guard, not a speed check).
      await expect(drawer).toContainText(order!.OrderNumber, { timeout: 45_000 })
      await expectShown(drawer.locator('img.product-picture').first())
      await shot(page, `drawer-${lng}-${width}`)
      await expectAccessible(page)

      // The Q&A: a question about a product has its picture beside it, one about none has none.
      await page.goto('/user/productQA')
      const threads = page.locator('.qa-thread')
      await expect(threads.first()).toBeVisible()
      await expect(threads.first().locator('img')).toHaveCount(0)
      await expectShown(threads.locator('img.product-picture').first())
      await shot(page, `qa-${lng}-${width}`)
      await expectAccessible(page)
    })
  }
}
