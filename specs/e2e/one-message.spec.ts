// One event, one message (spec §8): a wrong password is said once, beside the form, and an ended
// session once, as the toast of the server message, not again by the route guard ('No Token') or
// inline on the login page. An expected refusal is no console error.
import type { Page } from '@playwright/test'
import {
  expect,
  expectAccessible,
  signIn,
  submitLogin,
  test,
  useLanguage,
  waitForMockWorker,
} from './fixtures'

/** The texts of every message on screen (toasts and inline alerts), once they have all arrived. */
async function messagesShown(page: Page): Promise<string[]> {
  const alerts = page.locator('[role="alert"]:visible')
  await expect(alerts.first()).toBeVisible()
  // Messages of one event arrive within a few frames; toasts stay 3 s (spec §8), so 1 s sees them all.
  await page.waitForTimeout(1000)
  return (await alerts.allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '')
}

for (const lng of ['vi', 'en'] as const) {
  // A journey checking what happens, not the words or the layout, runs in one language, the
  // spec's journeys alternating; every screen meets both in every-word and a11y-routes (decision 0358).
  if (lng === 'en')
    test(`R-ERR-026 (${lng}) a wrong password shows one message and logs no error`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      await useLanguage(page, lng)
      await page.goto('/login')
      await waitForMockWorker(page)
      await submitLogin(page, lng, 'customer@demo.vn', 'Wrong1234')
      expect(await messagesShown(page)).toHaveLength(1)
      await expect(page).toHaveURL('/login')
      expect(errors).toEqual([])
      await expectAccessible(page)
    })

  if (lng === 'vi')
    test(`R-ERR-026 R-SESS-006 (${lng}) a session the server ended shows one message on the way to login`, async ({
      page,
    }) => {
      await useLanguage(page, lng)
      await signIn(page, lng)
      const url = test.info().project.use.baseURL!
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')
      expect(token).toBeDefined()
      // A token the server does not know (5004): its session has ended.
      await page.context().addCookies([{ name: 'token', value: `${token!.value}x`, url }])
      await page.goto('/myorder/orderInfo')
      await expect(page).toHaveURL('/login')
      const shown = await messagesShown(page)
      expect(shown).toHaveLength(1)
      await expectAccessible(page)
    })
}
