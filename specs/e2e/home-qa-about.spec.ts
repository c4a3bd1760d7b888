// Homepage, product Q&A and About journeys (spec §1, §2 homepage, Q&A, About; §3 Q&A item; §5
// Uploads; §7 Content) in Vietnamese and English, with the axe check on every page at 1366 and
// 390 px: banners, promotions with their items, new products and news, a news article that opens
// and one that does not exist; ordering from a promotion card; a question with a PDF that shows in
// the list and the drawer, after a reload and in a second tab; a seeded reply; the About figures.
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    welcome: /^Xin chào, /,
    banners: 'Nổi bật',
    pause: 'Tạm dừng',
    play: 'Phát',
    promotions: 'Khuyến mãi',
    newProducts: 'Sản phẩm mới',
    news: 'Tin tức',
    newTag: 'Mới',
    mainItems: 'Mỗi suất gồm',
    focItems: 'Tặng kèm miễn phí',
    vat: 'đã gồm VAT',
    order: /^Đặt hàng /,
    missing: 'Bài viết này không tồn tại hoặc đã ngừng đăng.',
    close: 'Đóng',
    placeOrder: 'Đặt hàng',
    qaTitle: 'Hỏi đáp sản phẩm',
    question: 'Câu hỏi của bạn',
    send: 'Gửi',
    attach: 'Đính kèm tệp',
    empty: 'Vui lòng nhập nội dung',
    wrongType: 'bang-gia.xlsx không phải ảnh hoặc tệp PDF.',
    uploaded: 'Đã tải lên',
    drawer: 'Hỏi đáp',
    seededReply: /báo cáo tài chính năm gần nhất/,
    checkout: 'Đặt hàng và thanh toán',
    terms: 'Điều khoản và điều kiện',
    minimum: 'Đơn hàng tối thiểu 100 thùng.',
    container: /1\.000-1\.100 thùng cho container 20 ft và 2\.200-2\.300 thùng cho container 40 ft/,
    refund: /7-15 ngày làm việc/,
    support: /trong vòng 7 ngày kể từ ngày dự kiến nhận hàng/,
    auto: /tự động hoàn tất 7 ngày sau ETA/,
    forceMajeure: /quá 30 ngày/,
  },
  en: {
    welcome: /^Welcome, /,
    banners: 'Featured',
    pause: 'Pause',
    play: 'Play',
    promotions: 'Promotions',
    newProducts: 'New products',
    news: 'News',
    newTag: 'New',
    mainItems: 'Each set contains',
    focItems: 'Free of charge',
    vat: 'VAT included',
    order: /^Order /,
    missing: 'This news article does not exist or is no longer published.',
    close: 'Close',
    placeOrder: 'Place order',
    qaTitle: 'Product Q&A',
    question: 'Your question',
    send: 'Send',
    attach: 'Attach files',
    empty: 'Please input content',
    wrongType: 'bang-gia.xlsx is not an image or a PDF file.',
    uploaded: 'Uploaded',
    drawer: 'Questions and answers',
    seededReply: /latest annual financial statements/,
    checkout: 'Checkout and payment',
    terms: 'Terms and conditions',
    minimum: 'The minimum order is 100 cases.',
    container: /1,000-1,100 cases for a 20 ft container and 2,200-2,300 cases for a 40 ft container/,
    refund: /7-15 working days/,
    support: /within 7 days of the expected receipt date/,
    auto: /completed automatically 7 days after the confirmed ETA/,
    forceMajeure: /more than 30 days/,
  },
} as const

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  test(`R-HOME-002 R-HOME-003 R-HOME-004 R-HOME-006 (${lng}) the homepage shows banners, promotions with their items, new products and news; an article opens`, async ({
    page,
  }) => {
    await useLanguage(page, lng)
    await signIn(page, lng)
    await expect(page.getByRole('heading', { level: 1, name: text.welcome })).toBeVisible()
    const carousel = page.getByRole('region', { name: text.banners })
    await expect(carousel.locator('img').first()).toHaveAttribute('alt', /.+/)
    // The carousel is operable by keyboard: the pause button and the next button take focus and act.
    await carousel.getByRole('button', { name: text.pause }).focus()
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: text.play })).toHaveAttribute('aria-pressed', 'true')
    const before = await carousel.locator('.p-galleria-item img').getAttribute('alt')
    await carousel.locator('.p-galleria-item-next').focus()
    await page.keyboard.press('Enter')
    await expect(carousel.locator('.p-galleria-item img')).not.toHaveAttribute('alt', before ?? '')

    const promotions = page.getByRole('region', { name: text.promotions })
    const firstPromotion = promotions.locator('article').first()
    await expect(firstPromotion.getByRole('heading', { name: text.mainItems })).toBeVisible()
    await expect(firstPromotion.getByRole('heading', { name: text.focItems })).toBeVisible()
    await expect(firstPromotion.getByText(text.vat)).toBeVisible()
    await expect(firstPromotion.getByText(/₫|VND/)).toBeVisible()
    const newProducts = page.getByRole('region', { name: text.newProducts })
    await expect(newProducts.locator('article').first().getByText(text.newTag, { exact: true })).toBeVisible()

    const news = page.getByRole('region', { name: text.news })
    const first = news.getByRole('listitem').first().getByRole('button')
    const title = (await first.textContent()) ?? ''
    await first.click()
    await expect(page).toHaveURL(/newsId=\d+/)
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: text.close }).click()
    await expect(page).not.toHaveURL(/newsId=/)
    await expectAccessible(page)
  })

  if (lng === 'en')
    test(`R-HOME-006 (${lng}) a news id that does not exist says so`, async ({ page }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      await page.goto('/homepage?newsId=99999')
      await expect(page.getByRole('dialog').getByText(text.missing)).toBeVisible()
      await expectAccessible(page)
    })

  if (lng === 'vi')
    test(`R-HOME-005 (${lng}) ordering from a promotion card opens place order with that product in the cart`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng, 'distributor@demo.vn')
      const card = page.getByRole('region', { name: text.promotions }).locator('article').first()
      const code = await card.getAttribute('data-product-code')
      await card.getByRole('link', { name: text.order }).click()
      await expect(page.getByRole('heading', { level: 1, name: text.placeOrder })).toBeVisible()
      // Once the catalogue is there the product is in the cart, and the query is dropped.
      await expect(page.locator(`[data-product-code="${code}"]`).getByRole('textbox')).toHaveValue('1', {
        timeout: 30_000,
      })
      await expect(page).toHaveURL(/\/online\/online$/)
    })

  if (lng === 'vi')
    test(`R-QA-001 R-QA-002 R-QA-003 R-QA-004 R-QA-005 R-SHELL-016 (${lng}) a question with a PDF shows in the list and the top bar's drawer, after a reload and in a second tab`, async ({
      page,
      context,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      await page.goto('/user/productQA')
      await expect(page.getByRole('heading', { level: 1, name: text.qaTitle })).toBeVisible()
      await expectAccessible(page)
      // Bad input: an empty question and a file of another type; nothing is lost or sent.
      await page.getByRole('button', { name: text.send, exact: true }).click()
      await expect(page.getByRole('alert').getByText(text.empty)).toBeVisible()
      const files = page.locator('input[type="file"]')
      await files.setInputFiles({ name: 'bang-gia.xlsx', mimeType: 'application/vnd.ms-excel', buffer: PDF })
      await expect(page.getByText(text.wrongType)).toBeVisible()
      const question = `${lng} question ${Date.now()}`
      await page.getByRole('textbox', { name: text.question }).fill(question)
      await files.setInputFiles({ name: 'hoa-don.pdf', mimeType: 'application/pdf', buffer: PDF })
      await expect(page.getByText(text.uploaded)).toBeVisible()
      await page.getByRole('button', { name: text.send, exact: true }).click()
      const thread = page.locator('.qa-thread').first()
      await expect(thread.getByText(question)).toBeVisible()
      await expect(thread.getByRole('link', { name: 'hoa-don.pdf' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: text.question })).toHaveValue('')

      await page.reload()
      await expect(page.locator('.qa-thread').first().getByText(question)).toBeVisible()
      await page.getByRole('banner').getByRole('button', { name: text.drawer }).click()
      const drawer = page.getByRole('dialog').or(page.locator('.qa-drawer'))
      await expect(drawer.getByText(question).first()).toBeVisible()
      await expectAccessible(page)

      const second = await context.newPage()
      await second.goto('/user/productQA')
      await expect(second.locator('.qa-thread').first().getByText(question)).toBeVisible()
      await second.close()
    })

  if (lng === 'en')
    test(`R-QA-001 (${lng}) a seeded reply shows under its question`, async ({ page }) => {
      await useLanguage(page, lng)
      await signIn(page, lng, 'credit@demo.vn')
      await page.goto('/user/productQA')
      await expect(page.locator('.qa-reply').getByText(text.seededReply)).toBeVisible()
    })

  test(`R-ABOUT-001 R-ABOUT-002 R-LIFE-015 R-CONST-006 (${lng}) the About pages state the figures of the rules constants`, async ({
    page,
  }) => {
    await useLanguage(page, lng)
    await signIn(page, lng)
    await page.goto('/user/checkoutPayment')
    await expect(page.getByRole('heading', { level: 1, name: text.checkout })).toBeVisible()
    await expect(page.getByText(text.minimum).first()).toBeVisible()
    await expect(page.getByText(text.container)).toBeVisible()
    await expect(page.getByText(text.refund)).toBeVisible()
    await expectAccessible(page)
    await page.goto('/user/termsConditions')
    await expect(page.getByRole('heading', { level: 1, name: text.terms })).toBeVisible()
    await expect(page.getByText(text.support).first()).toBeVisible()
    await expect(page.getByText(text.auto).first()).toBeVisible()
    await expect(page.getByText(text.refund)).toBeVisible()
    await expect(page.getByText(text.forceMajeure)).toBeVisible()
    await expectAccessible(page)
  })
}

test('R-HOME-002 R-QA-003 (vi) at 390 px the homepage, the Q&A page and the About pages stay accessible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'vi')
  await signIn(page, 'vi')
  await expect(
    page.getByRole('region', { name: TEXT.vi.promotions }).locator('article').first(),
  ).toBeVisible()
  await expectAccessible(page)
  for (const path of ['/user/productQA', '/user/checkoutPayment', '/user/termsConditions']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page)
  }
})
