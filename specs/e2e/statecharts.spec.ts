// The statechart viewer (/statecharts, decisions 0260-0262): the ?inspect dock follows the
// place-order actor live while an order is placed; a seeded completed order replays through the
// order-lifecycle machine; nothing leaves the page's origin in the default mode; both languages,
// axe, 1366 and 390 px wide.
import dayjs from 'dayjs'
import type { FrameLocator, Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

test.describe.configure({ timeout: 180_000 })

const TEXT = {
  vi: {
    title: 'Sơ đồ trạng thái',
    replayTab: 'Phát lại đơn hàng',
    next: 'Sự kiện sau',
    first: 'Sự kiện đầu tiên',
    last: 'Sự kiện cuối cùng',
    warning:
      'Cảnh báo: với trình theo dõi trực tuyến, mọi sự kiện, kể cả dữ liệu đơn hàng, rời khỏi trình duyệt',
    hosted: 'Dùng trình theo dõi Stately trực tuyến',
    frame: 'Trình theo dõi trạng thái',
    actors: 'Các tác nhân đang chạy',
  },
  en: {
    title: 'Statecharts',
    replayTab: 'Order replay',
    next: 'Next event',
    first: 'First event',
    last: 'Last event',
    warning: 'Warning: with the hosted inspector, every event, order data included, leaves the browser',
    hosted: 'Use the hosted Stately inspector',
    frame: 'State inspector',
    actors: 'Running actors',
  },
} as const

/** The order of the seed that went 1, 2, 25, 3, 4, 5, 6 (the first voucher-paid completed one). */
const SEEDED_COMPLETED_ORDER = 3

/** Every status the replay shows, stepping from the first event to the last. */
async function replayedStatuses(page: Page, lng: 'vi' | 'en'): Promise<number[]> {
  const status = page.getByTestId('replay-status')
  const next = page.getByRole('button', { name: TEXT[lng].next })
  const seen: number[] = [Number((await status.textContent())?.split(' ')[0])]
  while (await next.isEnabled()) {
    const before = await page.getByText(/^(Bước|Step) \d+/).textContent()
    await next.click()
    await expect(page.getByText(/^(Bước|Step) \d+/)).not.toHaveText(before ?? '')
    seen.push(Number((await status.textContent())?.split(' ')[0]))
  }
  return seen
}

for (const lng of ['vi', 'en'] as const) {
  const text = TEXT[lng]
  for (const width of [lng === 'vi' ? 1366 : 390]) {
    test(`R-VIEW-006 R-VIEW-008 (${lng}, ${width}px) a seeded completed order replays 1, 2, 25, 3, 4, 5, 6 from its first event to its last`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await useLanguage(page, lng)
      await signIn(page, lng)
      await page.goto(`/statecharts?replay=${SEEDED_COMPLETED_ORDER}`)
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
      await expect(page.getByRole('tab', { name: text.replayTab, selected: true })).toBeVisible()
      const status = page.getByTestId('replay-status')
      await expect(status).toHaveText(/^0 · /)
      // The draft is highlighted in the order-lifecycle chart.
      await expect(page.locator('[data-state-id="order.draft"]')).toHaveClass(/chart-state--active/)
      await expectAccessible(page)
      const statuses = await replayedStatuses(page, lng)
      expect(statuses.filter((s, i) => statuses[i - 1] !== s)).toEqual([0, 1, 2, 25, 3, 4, 5, 6])
      await expect(page.locator('[data-state-id="order.completed"]')).toHaveClass(/chart-state--active/)
      await expect(page.locator('[data-state-id="order.draft"]')).not.toHaveClass(/chart-state--active/)
      await page.getByRole('button', { name: text.first }).click()
      await expect(status).toHaveText(/^0 · /)
      await page.getByRole('button', { name: text.last }).click()
      await expect(status).toHaveText(/^6 · /)
      // The slider moves to any step.
      await page.getByRole('slider').fill('2')
      await expect(status).toHaveText(/^2 · /)
      await expectAccessible(page)
    })
  }
}

/** The viewer in the ?inspect dock, with the place-order actor chosen. */
async function placeOrderInDock(page: Page, lng: 'vi' | 'en'): Promise<FrameLocator> {
  await page.goto('/online/online?inspect')
  await expect(
    page.getByRole('heading', { level: 1, name: lng === 'en' ? 'Place order' : 'Đặt hàng' }),
  ).toBeVisible()
  const frame = page.frameLocator(`iframe[title="${TEXT[lng].frame}"]`)
  await expect(frame.getByRole('heading', { name: TEXT[lng].actors })).toBeVisible()
  await frame.getByRole('button', { name: 'placeOrder', exact: true }).click()
  return frame
}

test('R-VIEW-001 R-VIEW-002 R-VIEW-003 R-VIEW-004 (en) the dock draws the place-order actor and follows it live while an order is placed', async ({
  page,
}) => {
  await useLanguage(page, 'en')
  await signIn(page, 'en')
  const frame = await placeOrderInDock(page, 'en')
  const current = frame.getByTestId('current-state')
  await page.getByLabel('Customer code').selectOption('C1001')
  await expect(page.getByRole('list', { name: 'Products you can order' })).toBeVisible()
  await expect(current).toHaveText('Current state: editing.idle')
  await expect(frame.locator('[data-state-id="placeOrder.editing.idle"]')).toHaveClass(/chart-state--active/)
  for (const [name, quantity] of [
    ['Anchovy fish sauce 40°N', 60],
    ['Soy sauce', 50],
  ] as const) {
    const box = page.getByRole('textbox', { name: `Quantity in cases of ${name}`, exact: true })
    await box.fill(String(quantity))
    await box.press('Enter')
  }
  const eta = page.getByRole('textbox', { name: 'ETA date' })
  await eta.fill(dayjs().add(14, 'day').format('DD-MM-YYYY'))
  await eta.press('Tab')
  await page.getByRole('textbox', { name: 'Note' }).fill('Giao giờ hành chính')
  // The dock covers the bottom of the page, the sticky submit bar included: the keyboard reaches it.
  await page.getByRole('button', { name: 'Submit', exact: true }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Submit this order?' })
  await expect(dialog).toBeVisible()
  // Live: the confirmation is a state of the chart.
  await expect(current).toHaveText('Current state: confirming')
  await expect(frame.locator('[data-state-id="placeOrder.confirming"]')).toHaveClass(/chart-state--active/)
  await expect(frame.locator('[data-state-id="placeOrder.editing"]')).not.toHaveClass(/chart-state--active/)
  // The timeline, filtered to the place-order actor and its submit, holds only that.
  await frame.getByLabel('Actor', { exact: true }).selectOption({ label: 'placeOrder' })
  const rows = frame.locator('.statecharts__table tbody tr')
  await expect(rows.first()).toBeVisible()
  for (const row of await rows.all()) await expect(row.locator('td').nth(1)).toHaveText('placeOrder')
  await frame.getByLabel('Event type', { exact: true }).selectOption({ label: 'order.submit' })
  await expect(rows).toHaveCount(1)
  await expect(rows.first().locator('td').nth(4)).toHaveText('confirming')
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
  // The confirmation went on through the chart: the timeline shows the actor submitting.
  await frame.getByLabel('Event type', { exact: true }).selectOption({ label: 'order.confirm' })
  await expect(rows.first().locator('td').nth(4)).toHaveText(/^submitting/)
  await expectAccessible(page)
})

test('R-VIEW-007 R-VIEW-005 (vi) in its default mode the viewer sends nothing outside the origin; the hosted inspector is a choice with its warning', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await useLanguage(page, 'vi')
  await signIn(page, 'vi')
  const frame = await placeOrderInDock(page, 'vi')
  await expect(frame.locator('[data-state-id="placeOrder"]')).toBeVisible()
  await expect(frame.getByText(TEXT.vi.warning)).toBeVisible()
  await expect(frame.getByRole('switch', { name: TEXT.vi.hosted })).not.toBeChecked()
  // Guards show the rules they implement.
  await frame.getByText('Điều kiện và quy tắc').click()
  await expect(frame.getByText('R-ORD-023').first()).toBeVisible()
  await page.goto(`/statecharts?replay=${SEEDED_COMPLETED_ORDER}`)
  await expect(page.getByTestId('replay-status')).toBeVisible()
  await page.getByRole('button', { name: TEXT.vi.last }).click()
  const origin = new URL(page.url()).origin
  expect(requests.length).toBeGreaterThan(0)
  expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([])
  await expectAccessible(page)
})
