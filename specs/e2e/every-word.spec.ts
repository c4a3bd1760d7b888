// Both languages, every word (issue 37, decision 0347), as customer@demo.vn: the main signed-in
// pages in Vietnamese show no English word of an interface (R-I18N-008; the dictionary and the
// allow-list are src/test/english-words.ts, shared with the locale test), in their visible text
// and in their controls' names; the profile's values, the simulator's clock and the bell's texts in
// the language's words (R-I18N-009, R-I18N-010, R-I18N-012); every file is chosen with the app's
// translated button, the native input out of sight (R-UPL-010). With the axe check once each page
// has loaded, at 1366 px and, for the profile and the workplace, at 390 px; in English the same
// buttons and values in English. Screenshots go to SHOTS_DIR when it is set (not committed).
import type { Locator, Page } from '@playwright/test'
import { englishUiWords } from '../../src/test/english-words'
import { expect as baseExpect, expectAccessible, signIn, test, useLanguage } from './fixtures'
import { PLACE_ORDER_TEXT } from './order-texts'

const TEXT = {
  vi: {
    confirmed: 'Đơn hàng đã xác nhận',
    support: 'Yêu cầu hỗ trợ',
    supportPick: 'Thêm tệp',
    inventoryPick: 'Chọn tệp',
    noFile: 'Chưa chọn tệp',
    qaPick: 'Đính kèm tệp',
    customerType: 'Công ty',
    role: 'Tài khoản chính',
    terms: 'Không cấp tín dụng, chuyển khoản trước (TT)',
    simulator: 'Văn phòng',
    forward: '+1 ngày',
    clock: /^Giờ nghiệp vụ \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(đi trước giờ thực 1 ngày\)$/,
    bell: /^Thông báo/,
  },
  en: {
    confirmed: 'Confirmed orders',
    support: 'Support',
    supportPick: 'Add files',
    inventoryPick: 'Choose a file',
    noFile: 'No file chosen',
    qaPick: 'Attach files',
    customerType: 'Company',
    role: 'Main account',
    terms: 'No credit, bank transfer in advance (TT)',
    simulator: 'Back office',
    forward: '+1 day(s)',
    clock: /^Business time \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(1 day\(s\) ahead of real time\)$/,
    bell: /^Notifications/,
  },
} as const
type Lng = keyof typeof TEXT

// Nine pages after one another on a shared two-core machine: each load gets 30 s (a guard, not a speed check).
const expect = baseExpect.configure({ timeout: 30_000 })

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A screenshot to look at by hand, only when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false })
}

/** The page's visible text and its controls' names: what a person reads or hears. */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].map((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '),
    )
    return `${document.body.innerText}\n${names.join('\n')}`
  })

/** No English interface word in Vietnamese (R-I18N-008); then the axe check, content loaded. */
async function expectVietnamese(page: Page, lng: Lng, name: string) {
  if (lng === 'vi')
    expect({ page: name, english: englishUiWords(await pageWords(page)) }).toEqual({
      page: name,
      english: [],
    })
  await shot(page, `${lng}-${page.viewportSize()?.width}-${name}`)
  await expectAccessible(page)
}

/** Every native file input of `scope` is out of sight and out of the Tab order (R-UPL-010). */
async function expectNativeInputsHidden(scope: Locator) {
  const inputs = scope.locator('input[type="file"]')
  expect(await inputs.count()).toBeGreaterThan(0)
  for (const input of await inputs.all()) {
    await expect(input).toHaveAttribute('tabindex', '-1')
    const box = await input.boundingBox()
    expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true)
  }
}

test.describe.configure({ timeout: 360_000 })

for (const lng of ['vi', 'en'] as const) {
  const text = TEXT[lng]

  test(`R-I18N-008 R-I18N-009 R-I18N-010 R-I18N-012 R-UPL-010 (${lng}) the main pages speak the language, every word, with the app's own file buttons`, async ({
    page,
  }) => {
    await useLanguage(page, lng)
    await page.setViewportSize({ width: 1366, height: 900 })
    await signIn(page, lng)

    // The homepage, its cards loaded.
    await expect(page.locator('article[data-product-code]').first()).toBeVisible()
    await expectVietnamese(page, lng, 'home')

    // The bell's notifications: dates as on screen, never as the wire writes them (R-I18N-010).
    await page.getByRole('banner').getByRole('button', { name: text.bell }).click()
    const popover = page.locator('.notification-popover')
    await expect(popover.getByRole('button').first()).toBeVisible()
    expect(await popover.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    await expectVietnamese(page, lng, 'bell')
    await page.keyboard.press('Escape')

    await page.goto('/online/online')
    await page.getByRole('combobox', { name: PLACE_ORDER_TEXT[lng].customer }).selectOption('C1001')
    await expect(page.locator('[data-product-code]').first()).toBeVisible()
    await expectVietnamese(page, lng, 'place-order')

    await page.goto('/myorder/orderInfo')
    await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false')
    await expectVietnamese(page, lng, 'pending')

    // A delivering order's drawer and its support dialog: the translated file button (R-UPL-010).
    await page.goto('/myorder/confirm?status=5')
    const table = page.getByRole('table', { name: text.confirmed })
    await expect(table).toHaveAttribute('aria-busy', 'false')
    const number = /BB\d{8}/.exec((await table.locator('tbody tr').first().textContent()) ?? '')![0]
    await table.getByRole('button', { name: number, exact: true }).click()
    const drawer = page.getByRole('dialog').filter({ hasText: number })
    await expect(drawer.getByRole('button', { name: text.support })).toBeVisible()
    await expectVietnamese(page, lng, 'confirmed-drawer')
    await drawer.getByRole('button', { name: text.support }).click()
    const support = page.locator('.support-dialog')
    await expect(support.getByRole('button', { name: text.supportPick })).toBeVisible()
    await expectNativeInputsHidden(support)
    await expectVietnamese(page, lng, 'support')
    await page.keyboard.press('Escape')

    await page.goto('/myProfile/myProfile')
    await expect(page.locator('section.profile')).toHaveAttribute('aria-busy', 'false')
    const account = page.locator('.profile-fields').first()
    for (const value of [text.customerType, text.role, text.terms])
      await expect(account.locator('dd').getByText(value, { exact: true })).toBeVisible()
    await expectVietnamese(page, lng, 'profile')

    // The inventory upload: the button, then the chosen name where the browser's words were.
    await page.goto('/myWork/myWorkplace')
    await expect(page.locator('section.workplace')).toHaveAttribute('aria-busy', 'false')
    const upload = page.locator('section.workplace-upload')
    const pick = upload.getByRole('button', { name: text.inventoryPick })
    await expect(pick).toHaveAccessibleDescription(new RegExp(`${text.noFile}$`))
    await expectNativeInputsHidden(upload)
    const chooser = page.waitForEvent('filechooser')
    await pick.click()
    await (await chooser).setFiles({ name: 'ton-kho.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(upload.getByText('ton-kho.png', { exact: true })).toBeVisible()
    await expectVietnamese(page, lng, 'workplace')

    await page.goto('/user/productQA')
    await expect(page.locator('.qa-form').getByRole('button', { name: text.qaPick })).toBeVisible()
    await expect(page.locator('.qa-thread').first()).toBeVisible()
    await expectNativeInputsHidden(page.locator('.qa-form'))
    await expectVietnamese(page, lng, 'qa')

    // The simulator: its clock ahead of real time, in the language's words (R-I18N-012).
    await page.getByRole('banner').getByRole('button', { name: text.simulator }).click()
    const panel = page.locator('.simulator-sidebar')
    await panel.getByRole('button', { name: text.forward, exact: true }).click()
    await expect(panel.getByTestId('sim-clock')).toHaveText(text.clock)
    await expect(panel.getByRole('table')).toBeVisible()
    await expectVietnamese(page, lng, 'simulator')
    await page.keyboard.press('Escape')

    // On a phone: the profile and the workplace.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/myProfile/myProfile')
    await expect(page.locator('section.profile')).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByText(text.terms, { exact: true })).toBeVisible()
    await expectVietnamese(page, lng, 'profile')
    await page.goto('/myWork/myWorkplace')
    await expect(page.locator('section.workplace')).toHaveAttribute('aria-busy', 'false')
    await page.locator('section.workplace-upload').scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: text.inventoryPick })).toBeVisible()
    await expectVietnamese(page, lng, 'workplace')
  })
}
