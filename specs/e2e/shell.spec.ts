// Shell journeys (spec §2 Shell, §9): tabs, language, 404, the menu below 992 px, settings,
// the remembered sidebar, and the inspector, in Vietnamese and English.
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: {
    drafts: '3.1 Đơn hàng nháp',
    pending: '3.2 Đơn hàng chờ xử lý',
    profile: '5.1 Hồ sơ của tôi',
    draftsTab: 'Đơn hàng nháp',
    pendingTab: 'Đơn hàng chờ xử lý',
    profileTab: 'Hồ sơ của tôi',
    homeTab: 'Trang chủ',
    tabs: 'Các trang đang mở',
    actions: 'Thao tác với thẻ',
    closeOthers: 'Đóng các thẻ khác',
    closeAll: 'Đóng tất cả',
    close: (title: string) => `Đóng ${title}`,
  },
  en: {
    drafts: '3.1 Draft orders',
    pending: '3.2 Pending orders',
    profile: '5.1 My profile',
    draftsTab: 'Draft orders',
    pendingTab: 'Pending orders',
    profileTab: 'My profile',
    homeTab: 'Homepage',
    tabs: 'Open pages',
    actions: 'Tab actions',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    close: (title: string) => `Close ${title}`,
  },
} as const

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  if (lng === 'vi')
    test(`R-SHELL-006 R-SHELL-009 R-SHELL-007 (${lng}) tabs open once per path, close, close others and close all; the homepage stays`, async ({
      page,
    }) => {
      const text = TEXT[lng]
      await useLanguage(page, lng)
      await signIn(page, lng)
      const menu = page.getByRole('navigation', { name: { vi: 'Menu chính', en: 'Main menu' }[lng] })
      const tabs = page.getByRole('navigation', { name: text.tabs })
      // Each click waits for its page to show, its tab current: a click while a lazy screen loads
      // replaces that navigation, and the address changes before the page renders, so a page left
      // before it rendered was never shown and gets no tab.
      const visit = async (name: string, path: string, tab: string) => {
        await menu.getByRole('link', { name }).click()
        await expect(page).toHaveURL(path)
        await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page')
      }
      await visit(text.drafts, '/myorder/draftInfo', text.draftsTab)
      await visit(text.pending, '/myorder/orderInfo', text.pendingTab)
      await visit(text.profile, '/myProfile/myProfile', text.profileTab)
      await visit(text.drafts, '/myorder/draftInfo', text.draftsTab)
      await expect(tabs.getByRole('link')).toHaveText([
        text.homeTab,
        text.draftsTab,
        text.pendingTab,
        text.profileTab,
      ])
      await expect(tabs.getByRole('link', { name: text.draftsTab })).toHaveAttribute('aria-current', 'page')
      await expectAccessible(page)

      // Close one (not the current one): the page stays where it is.
      await tabs.getByRole('button', { name: text.close(text.pendingTab) }).click()
      await expect(tabs.getByRole('link')).toHaveText([text.homeTab, text.draftsTab, text.profileTab])
      await expect(page).toHaveURL('/myorder/draftInfo')

      // Close the current one: the last tab left opens.
      await tabs.getByRole('button', { name: text.close(text.draftsTab) }).click()
      await expect(page).toHaveURL('/myProfile/myProfile')

      // Close others from the actions menu: the affixed homepage stays.
      await visit(text.drafts, '/myorder/draftInfo', text.draftsTab)
      await tabs.getByRole('button', { name: text.actions }).click()
      await page.getByRole('menuitem', { name: text.closeOthers }).click()
      await expect(tabs.getByRole('link')).toHaveText([text.homeTab, text.draftsTab])
      await expect(tabs.getByRole('button', { name: text.close(text.homeTab) })).toHaveCount(0)

      // Close all from a tab's context menu.
      await tabs.getByRole('link', { name: text.draftsTab }).click({ button: 'right' })
      await expectAccessible(page)
      await page.getByRole('menuitem', { name: text.closeAll }).click()
      await expect(tabs.getByRole('link')).toHaveText([text.homeTab])
      await expect(page).toHaveURL('/homepage')
    })
}

test('R-SHELL-017 R-I18N-001 (vi to en) the language switch changes every text at once and survives a reload', async ({
  page,
}) => {
  await signIn(page, 'vi')
  await expect(page).toHaveTitle('Trang chủ - Cổng đặt hàng')
  await expect(page.getByRole('heading', { level: 1, name: /^Xin chào/ })).toBeVisible()
  await page.getByRole('banner').getByText('EN', { exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Homepage - Ordering Portal')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
  await expect(page.getByRole('link', { name: '3.1 Draft orders' })).toBeVisible()
  await expectAccessible(page)
})

test('R-SHELL-017 R-I18N-001 (en to vi) the language dialog from the user menu switches to Vietnamese, which survives a reload', async ({
  page,
}) => {
  await useLanguage(page, 'en')
  await signIn(page, 'en')
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Set language' }).click()
  const dialog = page.getByRole('dialog', { name: 'Set language' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel('Tiếng Việt').check()
  await expect(page.getByRole('dialog', { name: 'Chọn ngôn ngữ' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: /^Xin chào/ })).toBeVisible()
  await expect(page).toHaveTitle('Trang chủ - Cổng đặt hàng')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await expectAccessible(page)
})

for (const lng of ['vi', 'en'] as const) {
  test(`R-ROUTE-011 R-ROUTE-010 (${lng}) an unknown path shows the 404 page`, async ({ page }) => {
    await useLanguage(page, lng)
    await signIn(page, lng)
    await page.goto('/no/such/page?x=1')
    await expect(page).toHaveURL('/404')
    await expect(
      page.getByRole('heading', { name: lng === 'vi' ? 'Không tìm thấy trang' : 'Page not found' }),
    ).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: lng === 'vi' ? 'Về trang chủ' : 'Back to the homepage' }).click()
    await expect(page).toHaveURL('/homepage')
  })
}

test('R-ROUTE-002 (vi) / opens the homepage', async ({ page }) => {
  await signIn(page, 'vi')
  await page.goto('/')
  await expect(page).toHaveURL('/homepage')
  await expect(page).toHaveTitle('Trang chủ - Cổng đặt hàng')
  await expectAccessible(page)
})

// One language: the menu's words are checked by every-word.spec.ts in both (decision 0358).
{
  const lng = 'en'
  test(`R-SHELL-019 R-A11Y-004 (${lng}) below 992 px the menu folds into a drawer that closes after choosing a page, the current one too, the focus on the page chosen`, async ({
    page,
  }) => {
    await useLanguage(page, lng)
    await page.setViewportSize({ width: 900, height: 800 })
    await signIn(page, lng)
    await expect(page.getByTestId('sidebar')).toHaveCount(0)
    const open = page.getByRole('button', { name: 'Open the menu' })
    await open.click()
    const drawer = page.getByRole('dialog', { name: 'Main menu' })
    await expect(drawer).toBeVisible()
    await expectAccessible(page)
    // Closed without choosing a page: the focus is back on the menu button (decision 0282).
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(open).toBeFocused()
    // The logo, a link to the page already shown: chosen, it closes the menu on that page.
    await open.click()
    await drawer.locator('.sidebar-logo').click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL('/homepage')
    await expect(page.locator('#main-content')).toBeFocused()
    // A page opened in another tab (Ctrl+click) leaves the menu open here.
    await open.click()
    const otherTab = page.context().waitForEvent('page')
    await drawer.getByRole('link', { name: TEXT[lng].profile }).click({ modifiers: ['ControlOrMeta'] })
    await (await otherTab).close()
    await expect(drawer).toBeVisible()
    await expect(page).toHaveURL('/homepage')
    await drawer.getByRole('link', { name: TEXT[lng].profile }).click()
    await expect(page).toHaveURL('/myProfile/myProfile')
    await expect(drawer).toBeHidden()
    // Closed by choosing a page: the focus is on that page, as after the top menu.
    await expect(page.locator('#main-content')).toBeFocused()
    // Choosing the page already shown closes it too, the focus on that page.
    await open.click()
    await drawer.getByRole('link', { name: TEXT[lng].profile }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL('/myProfile/myProfile')
    await expect(page.locator('#main-content')).toBeFocused()
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(page.getByTestId('sidebar')).toBeVisible()
  })
}

test('R-SHELL-005 R-STORE-002 (vi) the sidebar is 210 px; collapsing it is remembered as 0 across reloads', async ({
  page,
}) => {
  await signIn(page, 'vi')
  const sidebar = page.getByTestId('sidebar')
  await expect(sidebar).toHaveCSS('width', '210px')
  await page.getByRole('button', { name: 'Thu gọn menu' }).click()
  await expect(sidebar).toHaveCSS('width', '54px')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBe('"0"')
  await page.reload()
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '54px')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Mở rộng menu' }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBe('"1"')
})

test('R-SHELL-010 R-SHELL-018 (en) settings: tags view off gives a 50 px offset, horizontal layout is a top menu', async ({
  page,
}) => {
  await useLanguage(page, 'en')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'en')
  const main = page.locator('#main-content')
  await expect(main).toHaveCSS('height', `${800 - 84}px`)
  await page.getByRole('button', { name: 'Page settings' }).click()
  const drawer = page.getByRole('dialog', { name: 'Page settings' })
  await expect(drawer).toBeVisible()
  await expectAccessible(page)
  await drawer.getByLabel('Tags view').click()
  await expect(page.getByRole('navigation', { name: 'Open pages' })).toHaveCount(0)
  await expect(main).toHaveCSS('height', `${800 - 50}px`)
  await drawer.getByLabel('Horizontal (top menu)').check()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('sidebar')).toHaveCount(0)
  const topMenu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(topMenu.getByRole('menubar')).toBeVisible()
  await expect(main).toHaveCSS('height', `${800 - 50 - 40}px`)
  await topMenu.getByRole('menuitem', { name: '3 My orders' }).click()
  await topMenu.getByRole('menuitem', { name: '3.3 Confirmed orders' }).click()
  await expect(page).toHaveURL('/myorder/confirm')
  await expectAccessible(page)
  await page.reload()
  await expect(page.getByTestId('sidebar')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Open pages' })).toHaveCount(0)
})

test('R-SHELL-013 (vi) the top bar has the product title, and places for the bell and the Q&A drawer', async ({
  page,
}) => {
  await signIn(page, 'vi')
  const banner = page.getByRole('banner')
  await expect(banner.getByText('Cổng đặt hàng')).toBeVisible()
  await banner.getByRole('button', { name: /^Thông báo/ }).click()
  await expect(page.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).toBeVisible()
  await page.keyboard.press('Escape')
  await banner.getByRole('button', { name: 'Hỏi đáp' }).click()
  await expect(page.getByRole('heading', { name: 'Đặt câu hỏi' })).toBeVisible()
  await expectAccessible(page)
})

test('R-SHELL-021 (en) the state inspector is off and not even loaded by default; ?inspect attaches it to the running actors', async ({
  page,
}) => {
  // The inspector's code is recognised by its message type, whatever its chunk is called.
  let inspectorLoaded = false
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    const body = await response.text().catch(() => '')
    if (body.includes('@statelyai.connected')) inspectorLoaded = true
  })
  await useLanguage(page, 'en')
  await signIn(page, 'en')
  await page.getByRole('link', { name: '3.1 Draft orders' }).click()
  await expect(page).toHaveURL('/myorder/draftInfo')
  await expect(page.locator('iframe[title="State inspector"]')).toHaveCount(0)
  expect(inspectorLoaded).toBe(false)
  await page.goto('/homepage?inspect')
  const frame = page.frameLocator('iframe[title="State inspector"]')
  await expect(frame.getByRole('heading', { name: 'Running actors' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'session', exact: true })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'routeGuard', exact: true })).toBeVisible()
  await page.getByRole('link', { name: '3.1 Draft orders' }).click()
  await expect(frame.getByRole('cell', { name: 'route.request' }).first()).toBeVisible()
  expect(inspectorLoaded).toBe(true)
  await expectAccessible(page)
})

test('R-SHELL-021 R-I18N-001 (vi) the state inspector speaks the portal language', async ({ page }) => {
  await signIn(page, 'vi')
  await page.goto('/homepage?inspect')
  const frame = page.frameLocator('iframe[title="Trình theo dõi trạng thái"]')
  await expect(frame.getByRole('heading', { name: 'Các tác nhân đang chạy' })).toBeVisible()
  await expect(frame.getByRole('heading', { name: 'Dòng thời gian (mới nhất trước)' })).toBeVisible()
  await expect(frame.getByText('Đã kết nối với cổng đặt hàng')).toBeVisible()
  await expect(frame.getByRole('button', { name: 'session', exact: true })).toBeVisible()
  await expect(frame.locator('html')).toHaveAttribute('lang', 'vi')
  await expectAccessible(page)
})
