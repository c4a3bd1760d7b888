// A keyboard-only journey through placing an order (R-A11Y-003): no click, no fill. Each control is
// reached with Tab (at most a few hundred presses: the catalogue has forty products) and must show
// a visible focus; the confirmation dialog takes the focus, Escape closes it and gives it back to
// Submit, and the order placed tops the pending list. Vietnamese and English, at 1366 px.
import type { Locator, Page } from '@playwright/test'
import dayjs from 'dayjs'
import { expect, signIn, test, useLanguage, waitForMockWorker, DEMO_PASSWORD } from './fixtures'
import { shownNumbers } from './order-lists.helpers'
import { PLACE_ORDER_TEXT } from './order-texts'

const TEXT = {
  vi: {
    account: 'Tài khoản',
    password: 'Mật khẩu',
    placeOrder: '2.1 Đặt hàng',
    etd: 'ETD (tự tính)',
    refresh: 'Làm mới',
    ...PLACE_ORDER_TEXT.vi,
  },
  en: {
    account: 'Account',
    password: 'Password',
    placeOrder: '2.1 Place order',
    etd: 'ETD (calculated)',
    refresh: 'Refresh',
    ...PLACE_ORDER_TEXT.en,
  },
} as const

const MAX_TABS = 400
const ETA = dayjs().add(14, 'day')

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement)

/** Presses Tab until `target` has the focus, then checks that the focus can be seen. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toHaveCount(1)
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, 'reached with Tab').toBeLessThan(MAX_TABS)
    await page.keyboard.press('Tab')
  }
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el)
    return { outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', shadow: style.boxShadow }
  })
  expect(ring.outline || ring.shadow !== 'none', 'a visible focus').toBe(true)
}

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-A11Y-003 R-A11Y-008 (${lng}) an order is placed with the keyboard alone, from the login form to the pending list`, async ({
      page,
    }) => {
      test.slow() // hundreds of key presses through a forty-product catalogue
      await page.setViewportSize({ width: 1366, height: 900 })
      await useLanguage(page, lng)
      await page.goto('/login')
      await waitForMockWorker(page)

      await tabTo(page, page.getByRole('textbox', { name: text.account }))
      await page.keyboard.type('customer@demo.vn')
      await tabTo(page, page.getByLabel(text.password, { exact: true }))
      await page.keyboard.type(DEMO_PASSWORD)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/homepage$/)

      await tabTo(page, page.getByRole('link', { name: text.placeOrder }))
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL('/online/online')
      // The customer code: a native select, chosen by typing the start of its label.
      const customer = page.getByRole('combobox', { name: text.customer })
      await tabTo(page, customer)
      await page.keyboard.type('C1001')
      await expect(customer).toHaveValue('C1001')

      for (const [name, cases] of [
        [text.fishSauce, '60'],
        [text.soySauce, '50'],
      ] as const) {
        const box = page.getByRole('textbox', { name: text.quantity(name), exact: true })
        await tabTo(page, box)
        await page.keyboard.type(cases)
        await page.keyboard.press('Enter')
        await expect(box).toHaveValue(cases)
      }

      await tabTo(page, page.getByRole('textbox', { name: text.eta }))
      await page.keyboard.type(ETA.format('DD-MM-YYYY'))
      await page.keyboard.press('Enter') // takes the typed day
      await expect(page.getByRole('status', { name: text.etd })).toHaveText(/^\d{2}-\d{2}-\d{4}$/)
      await tabTo(page, page.getByRole('textbox', { name: text.note }))
      await page.keyboard.type('Keyboard only')

      // The confirmation takes the focus; Escape closes it and the focus goes back to Submit.
      const submit = page.getByRole('button', { name: text.submit, exact: true })
      await tabTo(page, submit)
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: text.confirmTitle })
      await expect(dialog).toBeVisible()
      const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement))
      await expect.poll(focusInside).toBe(true)
      // Tab and Shift+Tab go round inside the dialog: the page behind cannot take the focus.
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key)
        expect(await focusInside(), `focus inside the dialog after ${key}`).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(submit).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/Order/CreateOpenOrder'))
      await tabTo(page, dialog.getByRole('button', { name: text.confirm, exact: true }))
      await page.keyboard.press('Enter')
      const body = (await (await answer).json()) as { code: number; data: { OrderNumber: string } }
      expect(body.code).toBe(0)

      // The success panel stays and takes the focus (R-ORD-033); its first button opens the list.
      await expect(page.getByRole('heading', { level: 2, name: text.success })).toBeFocused()
      await tabTo(page, page.getByRole('button', { name: text.viewPending }))
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL('/myorder/orderInfo')
      // The pressed Confirm is gone with its dialog: the page shown takes the focus, not the body.
      await expect(page.locator('#main-content')).toBeFocused()
      const table = page.getByRole('table', { name: text.pending })
      await expect.poll(async () => (await shownNumbers(table))[0]).toBe(body.data.OrderNumber)

      // Refresh keeps the focus while the list reloads and after (R-A11Y-008): a disabled button
      // dropped it to the page's body.
      const refresh = page.getByRole('button', { name: text.refresh })
      await tabTo(page, refresh)
      await page.keyboard.press('Enter')
      await expect(table).toHaveAttribute('aria-busy', 'false')
      await expect(refresh).toBeEnabled()
      await expect(refresh).toBeFocused()
    })
}

// A press that moves away from a page the shell keeps alive (the drafts list stays mounted, hidden,
// behind its tab) must not leave the focus on the hidden button: the page shown takes it (R-A11Y-008).
// Chromium passed this before useFocusFollowsPage counted a hidden element as lost (it moved the
// focus off by itself in time); the unit test holds the case where it has not yet.
test('R-A11Y-008 (en) Open draft by keyboard: the place-order page takes the focus, not the hidden drafts list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await useLanguage(page, 'en')
  await signIn(page, 'en')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: '3.1 Draft orders' })
    .click()
  const drafts = page.getByRole('table', { name: 'Draft orders' })
  await expect(drafts).toHaveAttribute('aria-busy', 'false')
  const open = drafts.getByRole('button', { name: /^Open draft BB\d{8} to change it$/ }).first()
  await tabTo(page, open)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/online\/online/)
  await expect(page.locator('#main-content')).toBeFocused()
})
