// The order lists follow the back office (design §5, R-API-041): an order the simulator approves
// changes status in the open pending list without pressing 'Refresh', the simulator's toast names
// the statuses in the active language, and the toast sits below the top bar (spec §9 layout).
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders } from './order-lists.helpers'

const TEXT = {
  vi: {
    menu: 'Menu chính',
    pending: '3.2 Đơn hàng chờ xử lý',
    heading: 'Đơn hàng chờ xử lý',
    open: 'Văn phòng',
    approve: 'Duyệt',
    before: 'Chờ duyệt',
    after: 'Chờ thanh toán',
  },
  en: {
    menu: 'Main menu',
    pending: '3.2 Pending orders',
    heading: 'Pending orders',
    open: 'Back office',
    approve: 'Approve',
    before: 'Pending Approval',
    after: 'Pending Payment',
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  const text = TEXT[lng]

  test(`R-API-043 R-API-044 R-SHELL-022 (${lng}) an approval in the back office shows in the open pending list, named in the active language, below the top bar`, async ({
    page,
  }) => {
    test.slow() // sign-in, an order placed, the panel and an axe pass on a shared two-core machine
    await page.setViewportSize({ width: 1366, height: 768 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    const [placed] = await createOrders(page, 1, 'open')
    const number = placed!.OrderNumber
    await page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.pending }).click()
    const list = page.getByRole('main')
    const order = list.getByRole('row').filter({ hasText: number })
    await expect(order).toContainText(text.before)

    // customer@demo.vn is a company customer paying 'no credit - TT': approval moves 1 to 2 (R-LIFE-028).
    await page.getByRole('banner').getByRole('button', { name: text.open }).click()
    const panel = page.locator('.simulator-sidebar')
    await panel.getByRole('button', { name: `${text.approve} ${number}`, exact: true }).click()

    // Soft checks: each of the three is its own defect, and a failing run names every one.
    // The toast never covers the top bar (its bell, the back-office button).
    const toast = page.locator('.p-toast-message').first()
    await expect(toast).toBeVisible()
    const bar = (await page.getByRole('banner').boundingBox())!
    const shown = (await toast.boundingBox())!
    expect.soft(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    await expect.soft(toast).toContainText(`${number}`)
    await expect.soft(toast).toContainText(`${text.before} → ${text.after}`)

    // The pending list behind the panel follows without a press of 'Refresh'.
    await expect.soft(order).toContainText(text.after)
    await expect.soft(order).not.toContainText(text.before)
    await expectAccessible(page)
  })
}
