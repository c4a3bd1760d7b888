// Child code permissions where orders are placed and listed (R-PERM-015, R-PERM-017, R-PERM-018;
// decision 0359), as customer@demo.vn in Vietnamese at 1366 px and English at 390 px with the axe
// check after the content has loaded. The seed's codes all may place and view orders, so the test's
// own backend is changed through the back-office simulator (C1001-02 may not place orders, C1001-01
// may not view them); the screens are then opened inside the page, since a page load starts a new
// in-page backend from the seed.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { simulate } from './order-lists.helpers'

const SHOTS = '/work/tmp/shots-rights'

const TEXT = {
  vi: {
    customer: 'Mã khách hàng',
    notAllowedToPlace: 'Mã khách hàng C1001-02 không được phép đặt hàng',
    company: 'Công ty',
    notAllowedToView: 'Mã khách hàng C1001-01 không được phép xem đơn hàng',
    filters: 'Bộ lọc',
  },
  en: {
    customer: 'Customer code',
    notAllowedToPlace: 'Customer code C1001-02 is not allowed to place orders',
    company: 'Company',
    notAllowedToView: 'Customer code C1001-01 is not allowed to view orders',
    filters: 'Filters',
  },
} as const

/** Opens `path` inside the running app (no page load: the in-page backend keeps its changes). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

for (const [lng, width] of [
  ['vi', 1366],
  ['en', 390],
] as const) {
  const text = TEXT[lng]
  test(`R-PERM-015 R-PERM-017 R-PERM-018 (${lng}, ${width}px) a code that may not place orders is disabled in the place-order select, one that may not view orders in the company filter, each with the reason`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    await simulate(page, 'childCodes/C1001-02/permission', { canPlaceOrder: false })
    await simulate(page, 'childCodes/C1001-01/permission', { canViewOrders: false })

    // Place order: C1001-02 is offered, not choosable, and the reason is under the select.
    await openInApp(page, '/online/online')
    const reason = page.getByText(text.notAllowedToPlace)
    await expect(reason).toBeVisible()
    const select = page.getByLabel(text.customer, { exact: true })
    await expect(select.locator('option', { hasText: 'C1001-02' })).toBeDisabled()
    await expect(select.locator('option', { hasText: 'C1001-01' })).toBeEnabled()
    await expect(select).toHaveAccessibleDescription(new RegExp(text.notAllowedToPlace))
    await select.selectOption('C1001-01')
    await expect(select).toHaveValue('C1001-01')
    await expectAccessible(page)
    await page.screenshot({ path: `${SHOTS}/place-${lng}-${width}.png` })

    // Pending orders: C1001-01 is not choosable in the company filter, with the reason.
    await openInApp(page, '/myorder/orderInfo')
    if (width === 390) await page.getByRole('button', { name: text.filters }).click()
    const company = page.getByLabel(text.company, { exact: true })
    await expect(company.locator('option', { hasText: 'C1001-01' })).toBeDisabled()
    await expect(company.locator('option', { hasText: 'C1001-02' })).toBeEnabled()
    await expect(page.getByText(text.notAllowedToView)).toBeVisible()
    await expect(company).toHaveAccessibleDescription(new RegExp(text.notAllowedToView))
    await expect(page.locator('tbody tr, .order-card').first()).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: `${SHOTS}/pending-${lng}-${width}.png` })
  })
}
