// Pending-list filters in the address (spec §2 Pending-order screen; decision 0203): as
// customer@demo.vn in Vietnamese and English, at 1366 and 390 px, with the axe check. The company,
// BB-number and created-date filters change the address and survive a reload; a crafted address
// is corrected with a notice and the list still shown. Back while a page loads shows the list gone
// back to, and the list's own pending address write never replaces it (decision 0321).
import { expect, expectAccessible, expectWithinScreen, signIn, test, useLanguage } from './fixtures'
import { framesPass, openListAt, shownNumbers, simulate } from './order-lists.helpers'

const TEXT = {
  vi: {
    heading: 'Đơn hàng chờ xử lý',
    filters: 'Bộ lọc',
    company: 'Công ty',
    orderNumber: 'Số BB',
    createdFrom: 'Ngày tạo từ',
    createdTo: 'Ngày tạo đến',
    reset: 'Đặt lại',
    pickTo: 'Mở lịch: Ngày tạo đến',
    corrected: 'Địa chỉ có bộ lọc không tồn tại hoặc không hợp lệ',
    menu: 'Menu chính',
    openMenu: 'Mở menu',
    pending: '3.2 Đơn hàng chờ xử lý',
  },
  en: {
    heading: 'Pending orders',
    filters: 'Filters',
    company: 'Company',
    orderNumber: 'BB No.',
    createdFrom: 'Created from',
    createdTo: 'Created to',
    reset: 'Reset',
    pickTo: 'Open the calendar: Created to',
    corrected: 'The address held filters that do not exist or do not fit',
    menu: 'Main menu',
    openMenu: 'Open the menu',
    pending: '3.2 Pending orders',
  },
} as const

const PATH = '/myorder/orderInfo'

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-PEND-001 R-PEND-002 R-PEND-003 R-PEND-004 R-PEND-018 R-DATE-004 R-A11Y-007 (${lng}) the filters change the address and survive a reload`, async ({
      page,
    }) => {
      test.slow() // sign-in, three reloads and two axe passes on a busy two-core machine
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      await page.goto(PATH)
      const table = page.getByRole('table', { name: text.heading })
      await expect(table).toHaveAttribute('aria-busy', 'false')
      const all = await shownNumbers(table)
      expect(all.length).toBeGreaterThan(1)
      const filters = page.getByRole('form', { name: text.filters })

      // BB number: applied a second after the last key, back to page 1, in the address.
      const wanted = all[1]!
      await filters.getByLabel(text.orderNumber).fill(wanted)
      await expect(page).toHaveURL(new RegExp(`orderNumber=${wanted}`))
      await expect.poll(() => shownNumbers(table)).toEqual([wanted])

      // Created range: the day typed DD/MM/YYYY, the address holds the day.
      await filters.getByRole('textbox', { name: text.createdFrom, exact: true }).fill('01/01/2000')
      await filters.getByRole('textbox', { name: text.createdFrom, exact: true }).press('Enter')
      await expect(page).toHaveURL(/from=2000-01-01/)

      // Company: only the user's own companies are offered.
      const company = filters.getByLabel(text.company)
      const codes = await company
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''))
      expect(codes.length).toBeGreaterThan(0)
      await company.selectOption(codes[0]!)
      await expect(page).toHaveURL(new RegExp(`customerCode=${codes[0]}`))
      await expect(table).toHaveAttribute('aria-busy', 'false')
      const filtered = await shownNumbers(table)
      expect(filtered.every((n) => n === wanted)).toBe(true)

      // A reload shows the same list and the same filters.
      await page.reload()
      await expect(table).toHaveAttribute('aria-busy', 'false')
      await expect(filters.getByLabel(text.orderNumber)).toHaveValue(wanted)
      await expect(filters.getByRole('textbox', { name: text.createdFrom, exact: true })).toHaveValue(
        '01/01/2000',
      )
      await expect(company).toHaveValue(codes[0]!)
      await expect.poll(() => shownNumbers(table)).toEqual(filtered)
      await expectAccessible(page)

      // A day can be picked from a calendar too (decision 0281): the 15th of the month it opens on.
      await filters.getByRole('button', { name: text.pickTo }).click()
      const calendar = page.getByRole('dialog', { name: text.pickTo })
      // R-A11Y-007: it takes the focus on a day and keeps it once its calendar has settled (a render
      // of PrimeReact's calendar replaces its day grid): the arrow keys move from there.
      const focusedDay = calendar.locator('td[data-p-day] span:focus')
      await expect(focusedDay).toHaveCount(1)
      // Placed for the calendar's size: within the screen, beside a field at its right edge.
      await expectWithinScreen(page, calendar)
      // A week up, or down in the first week: the month shown stays (weeks start on Monday).
      const opened = Number(await focusedDay.textContent())
      const moved = opened > 7 ? opened - 7 : opened + 7
      await page.keyboard.press(opened > 7 ? 'ArrowUp' : 'ArrowDown')
      await expect(focusedDay).toHaveText(String(moved))
      // Tab and Shift+Tab go round its five controls (previous month, month, year, next month, the
      // day), one at a time, never out of it while it is open.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press(key)
          await expect(calendar.getByRole('button').and(page.locator(':focus'))).toHaveCount(1)
        }
        await page.keyboard.press(key)
        await expect(focusedDay).toHaveText(String(moved))
      }
      await expect(filters.getByRole('button', { name: text.pickTo })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await page.keyboard.press('Escape')
      await expect(calendar).toBeHidden()
      await expect(filters.getByRole('button', { name: text.pickTo })).toBeFocused()
      await expect(filters.getByRole('button', { name: text.pickTo })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      await filters.getByRole('button', { name: text.pickTo }).click()
      await calendar.getByText('15', { exact: true }).click()
      await expect(calendar).toBeHidden()
      await expect(filters.getByRole('textbox', { name: text.createdTo, exact: true })).toHaveValue(
        /^15\/\d{2}\/\d{4}$/,
      )
      await expect(page).toHaveURL(/[?&]to=\d{4}-\d{2}-15(&|$)/)

      // Reset clears them all, the address with them.
      await filters.getByRole('button', { name: text.reset }).click()
      await expect(page).toHaveURL(new RegExp(`${PATH}$`))
      await expect.poll(() => shownNumbers(table)).toEqual(all)
    })

  if (lng === 'en')
    test(`R-PEND-018 (${lng}) a crafted address is corrected, the list still shown, at 390 px`, async ({
      page,
    }) => {
      test.slow()
      await page.setViewportSize({ width: 390, height: 844 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      await page.goto(
        `${PATH}?customerCode=NOT-MINE&from=2025-02-30&to=yesterday&page=abc&size=7&orderNumber=%20`,
      )
      await expect(page.getByText(text.corrected)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${PATH}$`))
      // On a phone the filters are folded behind their toggle (R-LIST-002): nothing set, no count.
      await page.getByRole('button', { name: text.filters, exact: true }).click()
      await expect(page.getByRole('form', { name: text.filters }).getByLabel(text.company)).toHaveValue('')
      await expect(page.locator('body')).not.toHaveText(/undefined|NaN/)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(390)
      await expectAccessible(page)
    })

  const width = lng === 'vi' ? 1366 : 390
  if (lng === 'vi')
    test(`R-PEND-018 R-PEND-003 (${lng}) back while the list loads shows the list gone back to, and its address stays, at ${width} px`, async ({
      page,
    }) => {
      test.slow() // sign-in, a slow answer of 3 s and an axe pass on a busy two-core machine
      const phone = await openListAt(page, lng, width, PATH)
      const list = page.getByRole(phone ? 'list' : 'table', { name: text.heading })
      await expect(list).toHaveAttribute('aria-busy', 'false')
      const filters = page.getByRole('form', { name: text.filters })
      const orderNumber = filters.getByLabel(text.orderNumber)
      const company = filters.getByLabel(text.company)
      // On a phone the filters are folded behind their toggle (R-LIST-002).
      if (phone) await page.getByRole('button', { name: text.filters, exact: true }).click()

      // A BB number typed: the address holds it. Then the menu's link to the same list without
      // filters: a new history entry, which the list follows.
      await orderNumber.fill('BB')
      await expect(page).toHaveURL(new RegExp(`${PATH}\\?orderNumber=BB$`))
      if (phone) await page.getByRole('banner').getByRole('button', { name: text.openMenu }).click()
      await page
        .getByRole('navigation', { name: text.menu })
        .getByRole('link', { name: text.pending })
        .click()
      await expect(page).toHaveURL(new RegExp(`${PATH}$`))
      await expect(orderNumber).toHaveValue('')
      await expect(list).toHaveAttribute('aria-busy', 'false')

      // The next call waits 3 s (the simulator's injected timeout): a company chosen now loads slowly.
      await simulate(page, 'failNext', { kind: 'timeout' })
      const codes = await company
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''))
      const slowAnswer = page.waitForResponse(
        (r) => r.url().includes('GetPendingOrderList') && r.status() === 504,
      )
      await company.selectOption(codes[0]!)
      await expect(list).toHaveAttribute('aria-busy', 'true')

      // Back while it loads: the list shows the entry gone back to.
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${PATH}\\?orderNumber=BB$`))
      await expect(orderNumber).toHaveValue('BB')
      await expect(company).toHaveValue('')
      await expect(list).toHaveAttribute('aria-busy', 'false')

      // The slow answer ends, and a few frames pass: the address gone back to is still there.
      await slowAnswer
      await framesPass(page)
      await expect(page).toHaveURL(new RegExp(`${PATH}\\?orderNumber=BB$`))
      await expect(company).toHaveValue('')
      await expect(orderNumber).toHaveValue('BB')
      await expectAccessible(page)
    })
}
