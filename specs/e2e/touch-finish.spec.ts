// Issue 37's everyday surfaces a customer touches (decision 0344), in Vietnamese and English at
// 1366 and 390 px, with the axe check once the content is there: the place-order error summary
// that a Submit or Save draft brings into view and focuses; the homepage's 'Order' buttons in
// colours that can be read; the drawer's product lines stacked on a phone; the top bar's 44 px
// controls and the active tab kept in view. Screenshots go to SHOTS_DIR when it is set (not committed).
import type { Locator, Page } from '@playwright/test'
import dayjs from 'dayjs'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders } from './order-lists.helpers'

const TEXT = {
  vi: {
    quantity: (name: string) => `Số thùng của ${name}`,
    harGow: 'Há cảo tôm',
    eta: 'Ngày ETA',
    note: 'Ghi chú',
    submit: 'Gửi',
    saveDraft: 'Lưu nháp',
    feedback: 'Thông báo về đơn hàng này',
    fixFirst: 'Vui lòng sửa các điểm sau trước khi gửi:',
    noteRequired: 'Vui lòng nhập ghi chú cho đơn hàng.',
    minimum: /^Đơn hàng tối thiểu là 100 thùng\./,
    frozen: /^Đơn hàng đông lạnh tối đa 2\.300 thùng\./,
    draftSaved: /Đã lưu đơn nháp BB\d{8}\./,
    promotions: 'Khuyến mãi',
    newProducts: 'Sản phẩm mới',
    order: /^Đặt hàng /,
    created: 'Đã tạo đơn hàng',
    products: 'Sản phẩm',
    quantityLabel: 'Số lượng (thùng)',
    amountLabel: 'Thành tiền (VND)',
    tabs: 'Các trang đang mở',
    homeTab: 'Trang chủ',
    openMenu: 'Mở menu',
    menu: 'Menu chính',
  },
  en: {
    quantity: (name: string) => `Quantity in cases of ${name}`,
    harGow: 'Shrimp har gow',
    eta: 'ETA date',
    note: 'Note',
    submit: 'Submit',
    saveDraft: 'Save as draft',
    feedback: 'Messages about this order',
    fixFirst: 'Please fix the following before submitting:',
    noteRequired: 'Please enter a note for this order.',
    minimum: /^The minimum order is 100 cases\./,
    frozen: /^A frozen-goods order can have at most 2,300 cases\./,
    draftSaved: /Draft BB\d{8} was saved\./,
    promotions: 'Promotions',
    newProducts: 'New products',
    order: /^Order /,
    created: 'Order Created',
    products: 'Products',
    quantityLabel: 'Quantity (cases)',
    amountLabel: 'Amount (VND)',
    tabs: 'Open pages',
    homeTab: 'Homepage',
    openMenu: 'Open the menu',
    menu: 'Main menu',
  },
} as const

const LAPTOP = { width: 1366, height: 768 } as const
const PHONE = { width: 390, height: 844 } as const

test.describe.configure({ timeout: 180_000 })

/** A screenshot to look at by hand, only when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false })
}

/** The element's box lies wholly within the window. */
async function expectInWindow(page: Page, locator: Locator) {
  const window = page.viewportSize()!
  const box = await locator.boundingBox()
  expect(box, 'shown').not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(window.height)
  expect(box!.x + box!.width).toBeLessThanOrEqual(window.width)
}

/** What the browser shows at the element's top left and bottom left corners (a little inside) is the element itself, not a sticky bar over it. */
async function expectUncovered(locator: Locator) {
  expect(
    await locator.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return [
        [box.left + 4, box.top + 4],
        [box.left + 4, box.bottom - 4],
      ].every(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!)
        return hit !== null && element.contains(hit)
      })
    }),
  ).toBe(true)
}

async function setQuantity(page: Page, label: string, quantity: number) {
  const box = page.getByRole('textbox', { name: label, exact: true })
  await box.fill(String(quantity))
  await box.press('Enter')
  await expect(box).toHaveValue(String(quantity))
}

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  const text = TEXT[lng]

  if (lng === 'vi')
    test(`R-ORD-034 (${lng}) after Submit or Save draft with a rule broken the error summary is in view and has the focus; its links lead to the field and the line`, async ({
      page,
    }) => {
      await page.setViewportSize(LAPTOP)
      await useLanguage(page, lng)
      await signIn(page, lng, 'distributor@demo.vn')
      await page.goto('/online/online')
      // The distributor's only code is chosen for them; a long catalogue scrolls beside the summary.
      await setQuantity(page, text.quantity(text.harGow), 60)
      const feedback = page.getByRole('group', { name: text.feedback })
      const submit = page.getByRole('button', { name: text.submit, exact: true })

      // 1366 px, Submit under 100 cases and without a note.
      await submit.click()
      await expect(feedback).toBeFocused()
      await expect(feedback.getByRole('heading', { name: text.fixFirst })).toBeVisible()
      await expectInWindow(page, feedback)
      await expectUncovered(feedback)
      await shot(page, `place-order-${lng}-1366-submit`)
      await expectAccessible(page)
      await feedback.getByRole('button', { name: text.noteRequired }).click()
      await expect(page.getByRole('textbox', { name: text.note })).toBeFocused()

      // Save draft under 100 cases: saved, and what still blocks a submit, in view and focused.
      const eta = page.getByRole('textbox', { name: text.eta })
      await eta.fill(dayjs().add(14, 'day').format('DD-MM-YYYY'))
      await eta.press('Tab')
      await page.getByRole('textbox', { name: text.note }).fill('Issue 37')
      await page.getByRole('button', { name: text.saveDraft }).click()
      await expect(feedback).toContainText(text.draftSaved)
      await expect(feedback).toBeFocused()
      await expect(feedback.getByRole('button', { name: text.minimum })).toBeVisible()
      await expectInWindow(page, feedback)
      await expectUncovered(feedback)
      await shot(page, `place-order-${lng}-1366-draft`)

      // 390 px, a frozen order over 2,300 cases: Submit at the foot of the page.
      await page.setViewportSize(PHONE)
      await setQuantity(page, text.quantity(text.harGow), 2400)
      await submit.scrollIntoViewIfNeeded()
      await submit.click()
      await expect(feedback).toBeFocused()
      const frozen = feedback.getByRole('button', { name: text.frozen })
      await expect(frozen).toBeVisible()
      await expectInWindow(page, feedback)
      await expectUncovered(feedback)
      await shot(page, `place-order-${lng}-390-submit`)
      await expectAccessible(page)
      await frozen.click()
      await expect(page.getByRole('textbox', { name: text.quantity(text.harGow), exact: true })).toBeFocused()
    })

  if (lng === 'en')
    test(`R-HOME-010 (${lng}) the homepage's cards, their 'Order' buttons included, meet AA contrast at 1366 and 390 px`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      for (const size of [LAPTOP, PHONE]) {
        await page.setViewportSize(size)
        for (const name of [text.promotions, text.newProducts]) {
          const cards = page.getByRole('region', { name }).locator('article')
          await expect(cards.first()).toBeVisible()
          const order = cards.first().getByRole('link', { name: text.order })
          await order.scrollIntoViewIfNeeded()
          await expect(order).toBeVisible()
          // The text's colour against the button's own background: at least 4.5:1 (WCAG AA).
          const contrast = await order.evaluate((link) => {
            const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
            const luminance = (colour: string) => {
              const [r = 0, g = 0, b = 0] = rgb(colour).map((v) => {
                const c = v / 255
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
              })
              return 0.2126 * r + 0.7152 * g + 0.0722 * b
            }
            const style = getComputedStyle(link)
            const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x)
            return (a! + 0.05) / (b! + 0.05)
          })
          expect(contrast).toBeGreaterThanOrEqual(4.5)
          // axe sees the cards laid out (they are painted only near the screen, decision 0316).
          await expectAccessible(page)
          await shot(page, `home-${lng}-${size.width}-${name === text.promotions ? 'promotions' : 'new'}`)
        }
        await page.evaluate(() => document.getElementById('main-content')?.scrollTo(0, 0))
      }
    })

  if (lng === 'vi')
    test(`R-PEND-019 (${lng}) on a phone the drawer's product lines are stacked: quantity and amount shown without sideways scrolling; at 1366 px a table`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      const [order] = await createOrders(page, 1, 'open', 'promotion')
      for (const size of [PHONE, LAPTOP]) {
        await page.setViewportSize(size)
        await page.goto(`/myorder/orderInfo?orderId=${order!.Id}`)
        const drawer = page.getByRole('dialog', { name: text.created })
        const table = drawer.getByRole('table', { name: text.products })
        await expect(table).toBeVisible()
        const row = table.locator('tbody tr').first()
        await row.scrollIntoViewIfNeeded()
        const region = drawer.locator('.order-detail__table-scroll')
        const sideways = await region.evaluate((r) => r.scrollWidth - r.clientWidth)
        expect(sideways).toBeLessThanOrEqual(0)
        const quantity = row.locator('td').nth(4)
        const amount = row.locator('td').nth(5)
        for (const cell of [quantity, amount]) await expectInWindow(page, cell)
        const display = await row.evaluate((tr) => getComputedStyle(tr).display)
        if (size === PHONE) {
          expect(display).not.toBe('table-row')
          // Labelled pairs: the label beside the value, the value on the same line.
          await expect(quantity).toContainText(text.quantityLabel)
          await expect(amount).toContainText(text.amountLabel)
          // The header row is there for screen readers only.
          expect((await table.locator('thead').boundingBox())?.height ?? 0).toBeLessThanOrEqual(1)
        } else {
          expect(display).toBe('table-row')
          await expect(table.getByRole('columnheader', { name: text.quantityLabel })).toBeVisible()
          await expect(quantity.locator('.order-detail__cell-label')).toBeHidden()
        }
        await shot(page, `drawer-${lng}-${size.width}`)
        await expectAccessible(page)
      }
    })

  if (lng === 'en')
    test(`R-SHELL-023 R-SHELL-024 R-SHELL-017 (${lng}) the top bar's controls are 44 x 44 px at 1366 and 390 px; with many pages open on a phone the active tab is kept in view; the phone's language switch keeps the focus`, async ({
      page,
    }) => {
      await page.setViewportSize(LAPTOP)
      await useLanguage(page, lng)
      await signIn(page, lng)
      const banner = page.getByRole('banner')
      const checkTargets = async () => {
        const buttons = banner.getByRole('button')
        // Menu, back office (mock mode), bell, Q&A, the two languages, settings, the user menu.
        await expect.poll(() => buttons.count()).toBeGreaterThanOrEqual(8)
        for (const button of await buttons.all()) {
          const box = await button.boundingBox()
          const name = (await button.getAttribute('aria-label')) ?? (await button.textContent())
          expect(box, `${name} shown`).not.toBeNull()
          expect(Math.round(box!.width), `${name} width`).toBeGreaterThanOrEqual(44)
          expect(Math.round(box!.height), `${name} height`).toBeGreaterThanOrEqual(44)
        }
        // They still fit the bar, on one line.
        const bar = await banner.evaluate((header) => ({
          needed: header.scrollWidth,
          shown: header.clientWidth,
        }))
        expect(bar.needed).toBeLessThanOrEqual(bar.shown)
      }
      await checkTargets()

      // Many pages open, from the side menu.
      const menu = page.getByRole('navigation', { name: text.menu })
      const tabs = page.getByRole('navigation', { name: text.tabs })
      const paths = [
        '/myorder/draftInfo',
        '/myorder/orderInfo',
        '/myProfile/myProfile',
        '/user/checkoutPayment',
        '/user/termsConditions',
        '/online/online',
      ]
      for (const path of paths) {
        await menu.locator(`a[href="${path}"]`).click()
        await expect(page).toHaveURL(path)
        await expect(tabs.locator(`li[data-path="${path}"] a`)).toHaveAttribute('aria-current', 'page')
      }

      await page.setViewportSize(PHONE)
      await checkTargets()
      const list = tabs.getByRole('list')
      const overflow = await list.evaluate((ul) => ul.scrollWidth - ul.clientWidth)
      expect(overflow).toBeGreaterThan(0) // more tabs than the bar shows
      const inList = async (path: string) =>
        list.evaluate((ul, wanted) => {
          const tab = ul.querySelector(`[data-path="${wanted}"]`)!.getBoundingClientRect()
          const shown = ul.getBoundingClientRect()
          return tab.left >= shown.left - 0.5 && tab.right <= shown.right + 0.5
        }, path)
      // The first tab, then a page whose tab is at the other end, chosen from the phone's menu.
      await tabs.getByRole('link', { name: text.homeTab }).click()
      await expect(page).toHaveURL('/homepage')
      await expect.poll(() => inList('/homepage')).toBe(true)
      const last = paths.at(-1)!
      await page.getByRole('button', { name: text.openMenu }).click()
      await page.getByRole('dialog', { name: text.menu }).locator(`a[href="${last}"]`).click()
      await expect(page).toHaveURL(last)
      await expect(tabs.locator(`li[data-path="${last}"] a`)).toHaveAttribute('aria-current', 'page')
      await expect.poll(() => inList(last)).toBe(true)
      await shot(page, `shell-${lng}-390-tabs`)
      await expectAccessible(page)

      // R-SHELL-017 on a phone: the bar shows only the language to switch to; pressed from the
      // keyboard, it hides, and the focus stays on the switch (the other language's button).
      const switchTo = banner.getByRole('button', { name: 'VI', exact: true })
      await switchTo.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
      await expect(banner.getByRole('button', { name: 'EN', exact: true })).toBeFocused()
    })
}
