// Pending-list journeys (decision 0039; spec §2 Pending-order screen): the basic table as customer@demo.vn
// in Vietnamese and English, with the axe check: newest first, paging through the seeded orders
// behind eight orders placed just now (prev, pager, next, total, page sizes; 10 by default).
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders, shownNumbers } from './order-lists.helpers'

const TEXT = {
  vi: {
    menu: 'Menu chính',
    pending: '3.2 Đơn hàng chờ xử lý',
    heading: 'Đơn hàng chờ xử lý',
    pager: 'Phân trang',
    total: (n: number) => `Tổng ${n}`,
    page: (n: number) => `Trang ${n}`,
    previous: 'Trang trước',
    next: 'Trang sau',
    pageSize: 'Số dòng mỗi trang',
    perPage: (n: number) => `${n} / trang`,
    columns: [
      'Số BB',
      'Ngày tạo',
      'Công ty',
      'Số lượng (thùng)',
      'Tổng tiền (VND, đã gồm VAT)',
      'Ngày ETA',
      'Thao tác',
    ],
    statuses: ['Chờ duyệt', 'Chờ thanh toán', 'Đang xác minh thanh toán'],
  },
  en: {
    menu: 'Main menu',
    pending: '3.2 Pending orders',
    heading: 'Pending orders',
    pager: 'Pagination',
    total: (n: number) => `Total ${n}`,
    page: (n: number) => `Page ${n}`,
    previous: 'Previous page',
    next: 'Next page',
    pageSize: 'Rows per page',
    perPage: (n: number) => `${n} / page`,
    columns: [
      'BB No.',
      'Created',
      'Company',
      'Quantity (cases)',
      'Total amount (VND, VAT included)',
      'ETA',
      'Actions',
    ],
    statuses: ['Pending Approval', 'Pending Payment', 'Verifying'],
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'en')
    test(`R-PEND-005 R-PEND-007 R-CONST-001 R-I18N-003 R-A11Y-008 (${lng}) the pending list pages through the seeded orders, newest first`, async ({
      page,
    }) => {
      test.slow() // eight orders placed, two pages and an axe pass: over 30 s on a busy two-core machine
      await useLanguage(page, lng)
      await signIn(page, lng)
      const placed = await createOrders(page, 8, 'open')
      await page
        .getByRole('navigation', { name: text.menu })
        .getByRole('link', { name: text.pending })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible()
      const table = page.getByRole('table', { name: text.heading })
      await expect(table).toHaveAttribute('aria-busy', 'false')
      await expect(table.getByRole('columnheader')).toHaveText([...text.columns])
      const pager = page.getByRole('navigation', { name: text.pager, exact: true })

      // Page 1 of 10: the orders just placed on top, newest first, then the newest seeded ones.
      const total = placed.length + 5
      await expect(pager).toContainText(text.total(total))
      await expect(pager.getByRole('combobox', { name: text.pageSize })).toHaveValue('10')
      await expect(pager.getByRole('button', { name: text.previous })).toBeDisabled()
      const first = await shownNumbers(table)
      expect(first).toHaveLength(10)
      expect(first.slice(0, 8)).toEqual(placed.map((o) => o.OrderNumber).reverse())
      await expectAccessible(page)

      // Page 2, by keyboard: the oldest seeded orders, in every pending status. Next page keeps the
      // focus while the page loads and after, at the last page, where it is unavailable (R-A11Y-008).
      await pager.getByRole('button', { name: text.next }).focus()
      await page.keyboard.press('Enter')
      await expect(pager.getByRole('button', { name: text.page(2) })).toHaveAttribute('aria-current', 'page')
      await expect.poll(() => shownNumbers(table)).toHaveLength(total - 10)
      const second = await shownNumbers(table)
      expect(second.filter((n) => first.includes(n))).toEqual([])
      await expect(table.locator('tbody')).toContainText(text.statuses[2])
      await expect(pager.getByRole('button', { name: text.next })).toBeDisabled()
      await expect(pager.getByRole('button', { name: text.next })).toBeFocused()

      // 20 a page: everything on one page, the same order.
      await pager.getByRole('combobox', { name: text.pageSize }).selectOption({ label: text.perPage(20) })
      await expect.poll(() => shownNumbers(table)).toEqual([...first, ...second])
      await expect(pager.getByRole('button', { name: text.page(2) })).toHaveCount(0)
      for (const status of text.statuses) await expect(table.locator('tbody')).toContainText(status)
    })
}

test('R-PERM-005 (vi) tracking and payment documents show on the pending list only for a non-distributor on no credit - TT terms', async ({
  page,
}) => {
  test.slow() // three sign-ins on a shared two-core machine
  const text = TEXT.vi
  const counts = async (account: string) => {
    await page.context().clearCookies()
    await signIn(page, 'vi', account)
    await page.getByRole('navigation', { name: text.menu }).getByRole('link', { name: text.pending }).click()
    const table = page.getByRole('table', { name: text.heading })
    await expect(table).toHaveAttribute('aria-busy', 'false')
    await expect(table.getByRole('button', { name: /^Xem đơn hàng / }).first()).toBeVisible()
    return {
      rows: await table.getByRole('button', { name: /^Xem đơn hàng / }).count(),
      tracking: await table.getByRole('button', { name: /^Theo dõi đơn / }).count(),
      payment: await table.getByRole('button', { name: /^Chứng từ thanh toán của / }).count(),
    }
  }
  const tt = await counts('customer@demo.vn')
  expect(tt.tracking).toBe(tt.rows)
  expect(tt.payment).toBeGreaterThan(0)
  for (const account of ['credit@demo.vn', 'distributor@demo.vn']) {
    expect(await counts(account)).toEqual(expect.objectContaining({ tracking: 0, payment: 0 }))
  }
})
