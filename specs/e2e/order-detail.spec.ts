// The order detail drawer on the pending list (spec §2 Pending-order screen, decision 0200), as
// customer@demo.vn in Vietnamese and English with the axe check: opened by the BB number, named in
// the address (`?orderId=`), reopened by a reload, closed by its close button; the header and the
// sections of a pending order; an address naming no order of this customer says so.
import { expect, expectAccessible, expectKeyboardRound, signIn, test, useLanguage } from './fixtures'
import { createOrders } from './order-lists.helpers'

const TEXT = {
  vi: {
    open: (n: string) => `Mở đơn hàng ${n}`,
    created: 'Đã tạo đơn hàng',
    sections: ['Thông tin khách hàng', 'Thông tin hóa đơn', 'Sản phẩm'],
    payment: 'Chứng từ thanh toán',
    close: 'Đóng chi tiết đơn hàng',
    missing: /không tồn tại hoặc không phải đơn của bạn/,
    invalid: /không phải mã đơn hàng/,
    mainItems: 'Hàng chính',
    promotionType: /^(Mua hàng tặng hàng|Combo ưu đãi)$/,
    focItems: 'Hàng tặng',
  },
  en: {
    open: (n: string) => `Open order ${n}`,
    created: 'Order Created',
    sections: ['Customer info', 'Invoice info', 'Products'],
    payment: 'Payment documents',
    close: 'Close the order details',
    missing: /does not exist or it is not one of your orders/,
    invalid: /is not an order number/,
    mainItems: 'Main items',
    promotionType: /^(Buy and get free goods|Combo)$/,
    focItems: 'Free of charge',
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-PEND-006 R-PEND-008 R-PEND-009 R-PEND-010 R-PEND-014 R-ROUTE-007 (${lng}) the BB number opens the drawer, the address keeps it, a reload reopens it`, async ({
      page,
    }) => {
      test.slow()
      await useLanguage(page, lng)
      await signIn(page, lng)
      const [order] = await createOrders(page, 1, 'open')
      await page.goto('/myorder/orderInfo')
      await page
        .getByRole('button', { name: text.open(order!.OrderNumber) })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`orderId=${order!.Id}`))
      const drawer = page.getByRole('dialog', { name: text.created })
      await expect(drawer).toBeVisible()
      await expect(drawer).toContainText(order!.OrderNumber)
      await expect(drawer).toContainText('C1001_')
      for (const name of text.sections)
        await expect(drawer.getByRole('heading', { name, exact: true })).toBeVisible()
      // customer@demo.vn pays by voucher: the payment documents come first (spec §6).
      await expect(drawer.getByRole('heading', { level: 3 }).first()).toHaveText(text.payment)
      const width = await drawer.evaluate((el) => el.getBoundingClientRect().width / window.innerWidth)
      expect(width).toBeCloseTo(page.viewportSize()!.width < 992 ? 1 : 0.8, 1)
      await expectAccessible(page)

      await page.reload()
      await expect(page.getByRole('dialog', { name: text.created })).toContainText(order!.OrderNumber)
      await page.getByRole('button', { name: text.close }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page).not.toHaveURL(/orderId=/)
    })

  if (lng === 'en')
    test(`R-ROUTE-007 (${lng}) an address naming an unknown order or no order at all says so in the drawer`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      await page.goto('/myorder/orderInfo?orderId=999999')
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(text.missing)
      await page.goto('/myorder/orderInfo?orderId=abc')
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(text.invalid)
    })

  if (lng === 'en')
    test(`R-ORD-011 (${lng}) a promotion line shows its main and free-of-charge items`, async ({ page }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      const [order] = await createOrders(page, 1, 'open', 'promotion')
      await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
      const drawer = page.getByRole('dialog', { name: text.created })
      const groups = drawer.locator('.order-detail__promotion-group')
      await expect(groups.filter({ hasText: text.mainItems })).toHaveCount(1)
      await expect(groups.filter({ hasText: text.focItems })).toHaveCount(1)
      // Each item: its name and its cases (PromotionItemQuantity × the line's 100 sets).
      await expect(groups.first()).toContainText(/× [\d.,]+/)
      // The line's promotion type in the active language (the order carries the Vietnamese name).
      await expect(drawer.locator('.order-detail__promotion-tag').first()).toHaveText(text.promotionType)
      await expectAccessible(page)
    })

  if (lng === 'vi')
    test(`R-A11Y-004 (${lng}) the keyboard stays inside the open drawer and returns to the BB number that opened it`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      const [order] = await createOrders(page, 1, 'open')
      await page.goto('/myorder/orderInfo')
      const opener = page.getByRole('button', { name: text.open(order!.OrderNumber) }).first()
      // More presses than the drawer has controls: Tab goes round, Shift+Tab too.
      await expectKeyboardRound(page, opener, page.getByRole('dialog', { name: text.created }), {
        tabs: 24,
        backTabs: 6,
      })
    })
}
