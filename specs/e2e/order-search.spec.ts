// The top bar's search across every order (R-SEARCH-001..008, decision 0363), as customer@demo.vn
// with the axe check while the results are open: in Vietnamese at 1366 px, `/` focuses the box,
// a product code finds the order just placed among the pending orders, and its BB number opens its
// drawer by the keyboard; in English at 390 px, the bar's search button opens the box over the
// bar, a seeded order's SO finds it among the confirmed orders, all within the screen, and a tap
// opens its drawer. The orders come from the app's own API (decision 0358: one language each).
import { apiCall, expect, expectAccessible, expectWithinScreen, signIn, test, useLanguage } from './fixtures'
import { createOrders } from './order-lists.helpers'

const TEXT = {
  vi: {
    box: 'Tìm đơn hàng',
    results: 'Kết quả tìm đơn hàng',
    pending: /^Đơn chờ xử lý/,
    found: 'Số đơn hàng tìm thấy: 1',
  },
  en: {
    box: 'Search orders',
    results: 'Order search results',
    confirmed: /^Confirmed, completed and cancelled orders/,
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words: one language each, Vietnamese at 1366 px and
  // English at 390 px (decision 0358).
  if (lng === 'vi')
    test(`R-SEARCH-001 R-SEARCH-002 R-SEARCH-004 R-SEARCH-006 R-SEARCH-007 (${lng}, 1366 px) / focuses the search; a product code and a BB number find the order placed; the keyboard opens its drawer`, async ({
      page,
    }) => {
      const text = TEXT.vi
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      const [order] = await createOrders(page, 1, 'open')
      const detail = await apiCall<{ OrderProductList: { ProductCode: string }[] }>(
        page,
        `Order/Get?orderId=${order!.Id}`,
      )
      const code = detail.OrderProductList[0]!.ProductCode

      const box = page.getByRole('combobox', { name: text.box })
      await expect(box).toBeVisible()
      // The homepage may still move the focus to its content as it finishes loading: press again
      // until the box keeps it (blurred first each time, so the `/` is never typed into it).
      await expect(async () => {
        await box.evaluate((field: HTMLElement) => field.blur())
        await page.keyboard.press('/')
        await expect(box).toBeFocused({ timeout: 2000 })
      }).toPass({ timeout: 20_000 })
      await expect(box).toHaveValue('')

      await page.keyboard.type(code.toLowerCase())
      const results = page.getByRole('listbox', { name: text.results })
      const pending = results.getByRole('group', { name: text.pending })
      await expect(pending.getByRole('option').first()).toContainText(order!.OrderNumber)
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      await expectAccessible(page)

      await page.keyboard.press('Escape')
      await expect(results).toBeHidden()
      await box.fill(order!.OrderNumber)
      await expect(page.getByRole('status').filter({ hasText: text.found })).toBeVisible()
      await expect(results.getByRole('option')).toHaveCount(1)
      await page.keyboard.press('ArrowDown')
      await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/myorder/orderInfo\\?orderId=${order!.Id}$`))
      await expect(page.getByRole('dialog')).toContainText(order!.OrderNumber)
    })

  if (lng === 'en')
    test(`R-SEARCH-001 R-SEARCH-004 R-SEARCH-008 (${lng}, 390 px) the bar's search button opens the box; an SO finds its confirmed order within the screen; a tap opens its drawer`, async ({
      page,
    }) => {
      const text = TEXT.en
      await page.setViewportSize({ width: 390, height: 844 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      const confirmed = await apiCall<{
        OrderList: { Id: number; OrderNumber: string; OrderSO: string | null }[]
      }>(page, 'Order/GetPagedMallOrderList?pageIndex=1&pageSize=50')
      const order = confirmed.OrderList.find((row) => row.OrderSO !== null)!

      const box = page.getByRole('combobox', { name: text.box })
      await expect(box).toBeHidden()
      await page.getByRole('button', { name: text.box }).click()
      await expect(box).toBeFocused()
      await box.fill(order.OrderSO!)
      const results = page.getByRole('listbox', { name: text.results })
      const option = results
        .getByRole('group', { name: text.confirmed })
        .getByRole('option', { name: order.OrderNumber })
      await expect(option).toBeVisible()
      await expectWithinScreen(page, results)
      await expectWithinScreen(page, box)
      await expectAccessible(page)

      await option.click()
      await expect(page).toHaveURL(new RegExp(`/myorder/confirm\\?orderId=${order.Id}$`))
      await expect(page.getByRole('dialog')).toContainText(order.OrderNumber)
      await expect(box).toBeHidden()
    })
}
