// The order lists on a phone (390 px) and a laptop (1366 px), in Vietnamese and English, with the
// axe check (spec §9, decision 0102): the page never scrolls sideways; below 992 px each order is
// a card that shows its BB number, its total and its actions within the screen; on the laptop the
// dates of the table stay on one line. Screenshots go to test-results/screenshots/.
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { createOrders } from './order-lists.helpers'

const TEXT = {
  vi: {
    menu: 'Menu chính',
    openMenu: 'Mở menu',
    drafts: '3.1 Đơn hàng nháp',
    pending: '3.2 Đơn hàng chờ xử lý',
    draftsHeading: 'Đơn hàng nháp',
    pendingHeading: 'Đơn hàng chờ xử lý',
    total: 'Tổng tiền (VND, đã gồm VAT)',
    created: 'Ngày tạo',
    eta: 'Ngày ETA',
    draftActions: (bb: string) => [`Mở nháp ${bb} để sửa`, `Gửi đơn nháp ${bb}`, `Xóa nháp ${bb}`],
    pendingApproval: 'Chờ duyệt',
    amount: /^54\.000\.000 VND$/,
  },
  en: {
    menu: 'Main menu',
    openMenu: 'Open the menu',
    drafts: '3.1 Draft orders',
    pending: '3.2 Pending orders',
    draftsHeading: 'Draft orders',
    pendingHeading: 'Pending orders',
    total: 'Total amount (VND, VAT included)',
    created: 'Created',
    eta: 'ETA',
    draftActions: (bb: string) => [
      `Open draft ${bb} to change it`,
      `Submit draft ${bb}`,
      `Delete draft ${bb}`,
    ],
    pendingApproval: 'Pending Approval',
    amount: /^VND\s54,000,000$/,
  },
} as const

type Lng = keyof typeof TEXT

/** The page scrolls sideways when its content is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, 'the page is wider than the window').toBeLessThanOrEqual(clientWidth)
}

/** Whether the element lies within the window's width (not cut off at either side). */
async function expectWithinWindow(element: Locator, width: number) {
  const box = (await element.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
}

/** Whether every field of the card stays inside the card (no value runs over its edge). */
async function expectFieldsInside(card: Locator) {
  const outer = (await card.boundingBox())!
  const overflowing = await card.getByRole('definition').evaluateAll((values, right) => {
    return values
      .filter((value) => {
        const range = document.createRange()
        range.selectNodeContents(value)
        return range.getBoundingClientRect().right > right
      })
      .map((value) => value.textContent)
  }, outer.x + outer.width)
  expect(overflowing).toEqual([])
}

/** The number of lines an element's text takes. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })

async function openList(page: Page, lng: Lng, link: string, phone: boolean) {
  if (phone) await page.getByRole('banner').getByRole('button', { name: TEXT[lng].openMenu }).click()
  await page.getByRole('navigation', { name: TEXT[lng].menu }).getByRole('link', { name: link }).click()
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })

for (const lng of ['vi', 'en'] as const) {
  const text = TEXT[lng]

  test(`R-PEND-017 R-SHELL-019 (${lng}) on a 390 px phone each order is a card with its BB number, total and actions, and the page never scrolls sideways`, async ({
    page,
  }) => {
    test.slow() // sign-in, orders placed, two lists and two axe passes on a shared two-core machine
    const width = 390
    await page.setViewportSize({ width, height: 844 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    const [draft] = await createOrders(page, 1, 'draft')
    const [open] = await createOrders(page, 1, 'open')

    await openList(page, lng, text.pending, true)
    const pendingList = page.getByRole('list', { name: text.pendingHeading })
    const pendingCard = pendingList.getByRole('article', { name: open!.OrderNumber })
    await expect(pendingCard.getByRole('heading', { level: 2, name: open!.OrderNumber })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(pendingCard).toContainText(text.pendingApproval)
    await expect(pendingCard.getByRole('definition').nth(3)).toHaveText(text.amount)
    await expect(pendingCard.getByRole('term').nth(3)).toHaveText(text.total)
    await expectWithinWindow(pendingCard, width)
    for (const card of await pendingList.getByRole('article').all()) await expectFieldsInside(card)
    await expectNoSidewaysScroll(page)
    await screenshot(page, `pending-${lng}-${width}`)
    await expectAccessible(page)

    await openList(page, lng, text.drafts, true)
    const draftList = page.getByRole('list', { name: text.draftsHeading })
    const draftCard = draftList.getByRole('article', { name: draft!.OrderNumber })
    await expect(draftCard.getByRole('heading', { level: 2, name: draft!.OrderNumber })).toBeVisible()
    await expect(draftCard.getByRole('definition').nth(3)).toHaveText(text.amount)
    for (const card of await draftList.getByRole('article').all()) await expectFieldsInside(card)
    for (const action of text.draftActions(draft!.OrderNumber)) {
      const button = draftCard.getByRole('button', { name: action, exact: true })
      await expect(button).toBeVisible()
      await expectWithinWindow(button, width)
    }
    await expectNoSidewaysScroll(page)
    await screenshot(page, `drafts-${lng}-${width}`)
    await expectAccessible(page)
  })

  test(`R-PEND-005 R-DATE-006 (${lng}) on a 1366 px laptop the lists are tables whose dates stay on one line, and the page never scrolls sideways`, async ({
    page,
  }) => {
    test.slow() // sign-in, orders placed, two lists and two axe passes on a shared two-core machine
    const width = 1366
    await page.setViewportSize({ width, height: 768 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    await createOrders(page, 1, 'draft')
    await createOrders(page, 1, 'open')

    for (const [link, heading, name] of [
      [text.pending, text.pendingHeading, 'pending'],
      [text.drafts, text.draftsHeading, 'drafts'],
    ] as const) {
      await openList(page, lng, link, false)
      const table = page.getByRole('table', { name: heading })
      await expect(table).toHaveAttribute('aria-busy', 'false')
      await expect(table.locator('tbody tr').first()).toBeVisible()
      // The created and ETA columns: every date on one line.
      const headers = await table.getByRole('columnheader').allTextContents()
      for (const column of [text.created, text.eta]) {
        const index = headers.indexOf(column)
        expect(index, column).toBeGreaterThan(0)
        const cells = table.locator(`tbody tr td:nth-child(${index + 1})`)
        for (let i = 0; i < (await cells.count()); i++) expect(await linesOf(cells.nth(i)), column).toBe(1)
      }
      await expectNoSidewaysScroll(page)
      await screenshot(page, `${name}-${lng}-${width}`)
      await expectAccessible(page)
    }
  })
}
