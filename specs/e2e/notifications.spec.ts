// The bell and the change-order document (spec §2 Shell, §4 Notifications, decisions 0220, 0221):
// the back office's actions in the simulator raise notifications that show as the red dot in the
// open page without a reload; opening one marks it read, lowers the count and opens its order or
// its change-order document; the document's link opens without a login only with its key.
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    bell: /^Thông báo/,
    bellRead: 'Thông báo',
    readAll: 'Đánh dấu tất cả đã đọc',
    unread: 'Chưa đọc',
    open: 'Văn phòng',
    status: 'Trạng thái',
    needSupport: 'Cần hỗ trợ',
    confirmed: 'Đã xác nhận',
    resolve: 'Giải quyết hỗ trợ',
    change: 'Thay đổi đơn',
    eta: 'Ngày giao mới',
    issue: 'Phát hành phiếu thay đổi',
    documentTitle: 'Phiếu thay đổi đơn hàng',
    newEta: 'ETA mới',
    invalid: /Liên kết phiếu thay đổi đơn hàng này không hợp lệ/,
    signIn: 'Đăng nhập',
  },
  en: {
    bell: /^Notifications/,
    bellRead: 'Notifications',
    readAll: 'Mark all as read',
    unread: 'Unread',
    open: 'Back office',
    status: 'Status',
    needSupport: 'Need Support',
    confirmed: 'Confirmed',
    resolve: 'Resolve support',
    change: 'Change order',
    eta: 'New ETA',
    issue: 'Issue the change order',
    documentTitle: 'Change-order document',
    newEta: 'New ETA',
    invalid: /This change-order link is not valid/,
    signIn: 'Sign in',
  },
} as const
type Text = (typeof TEXT)['vi' | 'en']

const dot = (page: Page) => page.getByTestId('notification-dot')
const bell = (page: Page, text: Text) => page.getByRole('banner').getByRole('button', { name: text.bell })

/** Starts from nothing unread, through the bell's own 'mark all as read' (R-NOTI-006). */
async function readEverything(page: Page, text: Text) {
  await expect(dot(page)).toBeVisible() // the seed has unread notifications
  await bell(page, text).click()
  await page.getByRole('button', { name: text.readAll }).click()
  await expect(dot(page)).toHaveCount(0)
  await expect(
    page.getByRole('banner').getByRole('button', { name: text.bellRead, exact: true }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
}

/** Runs a back-office action on an order of customer@demo.vn at `status`; answers its BB No. */
async function backOffice(
  page: Page,
  text: Text,
  status: string,
  action: string,
  then?: (panel: Locator) => Promise<void>,
) {
  await page.getByRole('banner').getByRole('button', { name: text.open }).click()
  const panel = page.locator('.simulator-sidebar')
  await panel.getByRole('combobox', { name: text.status }).selectOption({ label: status })
  const row = panel
    .getByRole('row')
    .filter({ hasText: 'customer@demo.vn' })
    .filter({ hasText: status })
    .first()
  await expect(row).toBeVisible()
  const number = /BB\d{8}/.exec((await row.textContent()) ?? '')![0]
  await row.getByRole('button', { name: `${action} ${number}`, exact: true }).click()
  if (then) await then(page.locator('.p-dialog').filter({ hasText: number }))
  await expect(page.locator('.p-toast-message').filter({ hasText: number }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  return number
}

/** Opens the notification of `number` through the bell, popover then dialog. */
async function openNotification(page: Page, text: Text, number: string) {
  await bell(page, text).click()
  await page.locator('.notification-popover').getByRole('button').filter({ hasText: number }).click()
  const dialog = page.locator('.notification-dialog')
  const item = dialog.getByRole('listitem').filter({ hasText: number }).first()
  await expect(item).toContainText(text.unread)
  await expect(item).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/)
  // The simulator's toast fading out would be measured at half its contrast: let it go first.
  await expect(page.locator('.p-toast-message')).toHaveCount(0)
  await expectAccessible(page)
  await item.getByRole('button').click()
}

for (const [lng, width] of [
  ['vi', 390],
  ['en', 1366],
] as const) {
  const text = TEXT[lng]

  test(`R-SHELL-015 R-NOTI-008 R-NOTI-011 R-NOTI-004 R-NOTI-010 R-LIFE-017 (${lng}, ${width} px) resolving support in the simulator raises the red dot without a reload; opening the notification marks it read and opens the order`, async ({
    page,
  }) => {
    test.slow() // sign-in, the simulator and axe passes on a shared two-core machine
    await page.setViewportSize({ width, height: 800 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    await readEverything(page, text)
    const number = await backOffice(page, text, text.needSupport, text.resolve)

    // The app's own signal brought the count in: no reload, no 60 s wait.
    await expect(dot(page)).toBeVisible()
    await expect(bell(page, text)).toHaveAccessibleName(new RegExp(`${text.bellRead}, 1 `))
    await openNotification(page, text, number)
    // 'Support Completed' is news of a confirmed order: its list, at its drawer (R-NOTI-010).
    await expect(page).toHaveURL(/\/myorder\/confirm\?orderId=\d+$/)
    await expect(dot(page)).toHaveCount(0)
    await expect(
      page.getByRole('banner').getByRole('button', { name: text.bellRead, exact: true }),
    ).toBeVisible()
  })
}

for (const [lng, width] of [['en', 390]] as const) {
  const text = TEXT[lng]

  test(`R-API-037 R-NOTI-009 R-CHG-002 R-CHG-007 R-CHG-008 R-SESS-007 (${lng}, ${width} px) a change order from the simulator raises a type 3 notification that opens the document with the new ETA; without a login the link opens it only with its key`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height: 800 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    await readEverything(page, text)
    const eta = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    const shown = `${eta.slice(8, 10)}-${eta.slice(5, 7)}-${eta.slice(0, 4)}`
    const number = await backOffice(page, text, text.confirmed, text.change, async (dialog) => {
      await dialog.getByLabel(text.eta).fill(eta)
      await dialog.getByRole('button', { name: text.issue }).click()
    })
    await expect(dot(page)).toBeVisible()
    await openNotification(page, text, number)

    await expect(page).toHaveURL(/\/changeorder\?orderId=\d+&key=[0-9a-f]{32}$/)
    const link = page.url()
    await expect(page.getByRole('heading', { level: 1, name: text.documentTitle })).toBeVisible()
    await expect(page.getByText(number, { exact: true })).toBeVisible()
    await expect(
      page.getByText(text.newEta, { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(shown)
    await expectAccessible(page)

    // Signed out: the browser keeps its demo backend (the mock's server is this browser's storage),
    // but no session. The link with its key opens the document; without it, or with another key,
    // one clear message and nothing of the order.
    await page.context().clearCookies()
    const fresh = await page.context().newPage()
    await fresh.setViewportSize({ width, height: 800 })
    await useLanguage(fresh, lng)
    await fresh.goto(link)
    await expect(fresh.getByRole('heading', { level: 1, name: text.documentTitle })).toBeVisible()
    await expect(
      fresh.getByText(text.newEta, { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(shown)
    await expectAccessible(fresh)
    for (const other of [
      link.replace(/&key=.*$/, ''),
      link.replace(/key=[0-9a-f]{32}/, `key=${'0'.repeat(32)}`),
    ]) {
      await fresh.goto(other)
      await expect(fresh.getByRole('alert').filter({ hasText: text.invalid }).first()).toBeVisible()
      await expect(fresh.getByText(number)).toHaveCount(0)
      await expect(fresh.getByRole('link', { name: text.signIn })).toBeVisible()
    }
    await expect(fresh).toHaveURL(/\/changeorder/) // no redirect to /login (R-SESS-007)
    await expectAccessible(fresh)
  })
}
