// Issue 37's smaller defects as a browser shows them (decision 0342), in Vietnamese and English at
// 1366 and 390 px, with the axe check once the content is there: a first visit to / without a
// session, the homepage's 'order' before a customer code, the success panel that stays; the
// workplace chart up to this month, the no-credit card, one warehouse line in the drawer and the
// bell's count. Screenshots go to /work/tmp/shots-defects/ when SHOTS_DIR is set (not committed).
import type { Page } from '@playwright/test'
import dayjs from 'dayjs'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { PLACE_ORDER_TEXT } from './order-texts'

const TEXT = {
  vi: {
    ...PLACE_ORDER_TEXT.vi,
    login: 'Đăng nhập',
    noToken: 'Chưa đăng nhập',
    order: /^Đặt hàng /,
    productHint: 'Hãy chọn mã khách hàng: MI005 sẽ được thêm vào đơn hàng sau đó.',
    address: 'Địa chỉ giao hàng',
    addressNeedsCode: 'Hãy chọn mã khách hàng trước',
    workplace: 'Nơi làm việc của tôi',
    profile: 'Hồ sơ của tôi',
    noCredit: 'Không có hạn mức tín dụng: công ty mua hàng bằng chuyển khoản (TT).',
    confirmed: 'Đơn hàng đã xác nhận',
    logistics: 'Thông tin vận chuyển',
    warehouse: 'Kho',
    bell: /^Thông báo, \d+ chưa đọc$/,
  },
  en: {
    ...PLACE_ORDER_TEXT.en,
    login: 'Sign in',
    noToken: 'No Token',
    order: /^Order /,
    productHint: 'Choose a customer code: MI005 is then added to your order.',
    address: 'Shipping address',
    addressNeedsCode: 'Choose a customer code first',
    workplace: 'My workplace',
    profile: 'My profile',
    noCredit: 'No credit line: this company buys on bank transfer (TT).',
    confirmed: 'Confirmed orders',
    logistics: 'Logistics info',
    warehouse: 'Warehouse',
    bell: /^Notifications, \d+ unread$/,
  },
} as const

const WIDTHS = [1366, 390] as const
/** The business month (Vietnam, UTC+7), as the workplace reads it. */
const businessMonth = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7)

/** A screenshot to look at by hand, only when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false })
}

test.describe.configure({ timeout: 180_000 })

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'en')
    test(`R-ROUTE-012 R-HOME-009 R-ORD-032 R-ORD-033 (${lng}) a first visit goes to login quietly; the homepage's order waits for a code with a hint; the success panel stays`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto('/')
      await expect(page).toHaveURL('/login')
      await expect(page.getByRole('heading', { level: 1, name: text.login })).toBeVisible()
      // A toast would come with the redirect: a moment later there is still none.
      await page.waitForTimeout(1000)
      await expect(page.getByText(text.noToken, { exact: true })).toHaveCount(0)

      await signIn(page, lng)
      await page.locator('article[data-product-code="MI005"]').getByRole('link', { name: text.order }).click()
      await expect(page).toHaveURL(/\/online\/online\?addProduct=MI005$/)
      const customer = page.getByRole('combobox', { name: text.customer })
      await expect(customer).toHaveAccessibleDescription(text.productHint)
      await expect(page.getByRole('combobox', { name: text.address })).toContainText(text.addressNeedsCode)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 992 ? 844 : 900 })
        await expect(page.getByText(text.productHint)).toBeInViewport()
        await shot(page, `${lng}-${width}-hint`)
        await expectAccessible(page)
      }

      await page.setViewportSize({ width: 1366, height: 900 })
      await customer.selectOption('C1001')
      const quantity = page.locator('[data-product-code="MI005"]').getByRole('textbox')
      await expect(quantity).toHaveValue('1', { timeout: 30_000 })
      await expect(page).toHaveURL(/\/online\/online$/)
      await quantity.fill('100')
      await quantity.press('Enter')
      const eta = page.getByRole('textbox', { name: text.eta })
      await eta.fill(dayjs().add(14, 'day').format('DD-MM-YYYY'))
      await eta.press('Tab')
      await page.getByRole('textbox', { name: text.note }).fill('Issue 37')
      await page.getByRole('button', { name: text.submit, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: text.confirmTitle })
      await dialog.getByRole('button', { name: text.confirm, exact: true }).click()
      const success = page.getByRole('heading', { level: 2, name: text.success })
      await expect(success).toBeFocused()
      // It used to go after about a second: well after that it is still there, on this page.
      await page.waitForTimeout(2500)
      await expect(success).toBeVisible()
      await expect(page).toHaveURL(/\/online\/online$/)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 992 ? 844 : 900 })
        await expect(page.getByRole('button', { name: text.viewPending })).toBeInViewport()
        await shot(page, `${lng}-${width}-placed`)
        await expectAccessible(page)
      }
      await page.getByRole('button', { name: text.viewPending }).click()
      await expect(page).toHaveURL('/myorder/orderInfo')
    })

  if (lng === 'vi')
    test(`R-WORK-007 R-PROF-006 R-CONF-024 R-NOTI-015 (${lng}) the chart stops at this month, no credit line is said in words, one warehouse line, the bell counts`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      let order: { readonly id: number; readonly number: string } | null = null
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 992 ? 844 : 900 })
        const bell = page.getByRole('button', { name: text.bell })
        await expect(bell).toBeVisible()
        const unread = Number(/\d+/.exec((await bell.getAttribute('aria-label')) ?? '')![0])
        await expect(page.getByTestId('notification-dot')).toHaveText(unread > 99 ? '99+' : String(unread))

        await page.goto('/myWork/myWorkplace')
        await expect(page.getByRole('heading', { level: 1, name: text.workplace })).toBeVisible()
        await expect(page.locator('section.workplace')).toHaveAttribute('aria-busy', 'false')
        const chart = page.getByTestId('sales-chart').locator('.workplace-chart')
        await expect(chart.locator('canvas')).toBeVisible()
        const series = JSON.parse((await chart.getAttribute('data-series')) ?? '[]') as number[][]
        expect(series[0]).toHaveLength(Number(businessMonth().slice(5, 7)))
        await shot(page, `${lng}-${width}-workplace`)
        await expectAccessible(page)

        await page.goto('/myProfile/myProfile')
        await expect(page.getByRole('heading', { level: 1, name: text.profile })).toBeVisible()
        await expect(page.locator('section.profile')).toHaveAttribute('aria-busy', 'false')
        const company = page.getByTestId('credit-company')
        await expect(company).toContainText(text.noCredit)
        await company.scrollIntoViewIfNeeded()
        await shot(page, `${lng}-${width}-no-credit`)
        await expectAccessible(page)

        if (order === null) {
          // A confirmed order (status 3) of the seed, found in the list's table at 1366 px.
          await page.goto('/myorder/confirm?status=3')
          const table = page.getByRole('table', { name: text.confirmed })
          await expect(table).toHaveAttribute('aria-busy', 'false')
          const number = /BB\d{8}/.exec((await table.locator('tbody tr').first().textContent()) ?? '')![0]
          await table.getByRole('button', { name: number, exact: true }).click()
          await expect(page).toHaveURL(/orderId=\d+/)
          order = { number, id: Number(/orderId=(\d+)/.exec(page.url())![1]) }
        } else await page.goto(`/myorder/confirm?orderId=${order.id}`)
        const { number } = order
        const drawer = page.getByRole('dialog').filter({ hasText: number })
        await expect(drawer.getByRole('heading', { name: text.logistics })).toBeVisible()
        await expect(drawer.getByText(text.warehouse, { exact: true })).toHaveCount(1)
        await drawer.getByRole('heading', { name: text.logistics }).scrollIntoViewIfNeeded()
        await shot(page, `${lng}-${width}-drawer`)
        await expectAccessible(page)
        await page.goto('/homepage')
      }
    })
}
